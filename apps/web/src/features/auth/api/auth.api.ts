import type {
  TInvitationInfo,
  TLoginRequest,
  TLoginResponse,
  TSignupRequest,
  TStudentList,
} from '@commonshelf/shared/auth/auth.schemas';
import type { TLanguageChoice, TUser } from '@commonshelf/shared/users/users.schemas';
import { api } from '../../../lib/api-client';

export type TMessageResult = { success: boolean; message: string };
export type TSignupResult = TLoginResponse & { success: true };
export type TStudentListArgs = { classCode: string; offset: number; search: string };
export type TInvitationAcceptBody =
  | { password: string }
  | { first_name: string; last_name: string; password: string; password2: string };

/** Page size of the class list children pick their name from (spec 9). */
export const STUDENT_PAGE_SIZE = 20;

/** Identity endpoints (login, class list, community access, signup, recovery, invitations). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TLoginResponse, TLoginRequest>({
      query: (body) => ({ url: '/auth/token/', method: 'POST', body }),
    }),
    studentList: build.query<TStudentList, TStudentListArgs>({
      query: ({ classCode, offset, search }) => ({
        url: `/list-student-in-class/${encodeURIComponent(classCode)}/`,
        params: { limit: STUDENT_PAGE_SIZE, offset, ...(search ? { search } : {}) },
      }),
      // A class list on a shared computer should not linger after the child has moved on.
      keepUnusedDataFor: 30,
    }),
    communityLogin: build.mutation<TMessageResult, { password: string }>({
      query: (body) => ({ url: '/generic-password-login', method: 'POST', body }),
      invalidatesTags: ['GenericAccess', 'Modes', 'Books', 'Courses', 'Charities'],
    }),
    signup: build.mutation<TSignupResult, TSignupRequest>({
      query: (body) => ({ url: '/signup/', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<TMessageResult, { email: string }>({
      query: (body) => ({ url: '/auth/password-reset/', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<TMessageResult, { token: string; password: string; password2: string }>({
      query: (body) => ({ url: '/auth/password-reset/confirm/', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<TMessageResult, { token: string }>({
      query: (body) => ({ url: '/auth/verify-email/', method: 'POST', body }),
    }),
    invitation: build.query<TInvitationInfo, string>({
      query: (token) => `/invitations/${encodeURIComponent(token)}/`,
      keepUnusedDataFor: 0,
    }),
    acceptInvitation: build.mutation<TLoginResponse, { token: string; body: TInvitationAcceptBody }>({
      query: ({ token, body }) => ({ url: `/invitations/${encodeURIComponent(token)}/accept/`, method: 'POST', body }),
    }),
    /** A signed-in person switched language: the emails they are sent later follow it. */
    saveLanguage: build.mutation<TLanguageChoice, TLanguageChoice>({
      query: (body) => ({ url: '/user/language/', method: 'PUT', body }),
    }),
    profile: build.query<TUser, void>({
      query: () => '/user/profile/',
      providesTags: ['Profile'],
    }),
  }),
});

export const {
  useLoginMutation,
  useStudentListQuery,
  useLazyStudentListQuery,
  useCommunityLoginMutation,
  useSignupMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useVerifyEmailMutation,
  useInvitationQuery,
  useAcceptInvitationMutation,
  useProfileQuery,
  useSaveLanguageMutation,
} = authApi;
