import type {
  TInvitationStatus,
  TOrgSchoolPage,
  TOrgSchoolSort,
  TOrgSchoolStatus,
  TSchoolInvitationPage,
  TSchoolInvitationResult,
  TSchoolOrganizations,
} from '@commonshelf/shared/admin/organization-admin.schemas';
import { api } from '../../../lib/api-client';

export type OrgSchoolArgs = { search: string; status: TOrgSchoolStatus; sort: TOrgSchoolSort; page: number; size: number };
export type InvitationArgs = { status: 'all' | TInvitationStatus; page: number; size: number };

const offset = (page: number, size: number) => (page > 1 ? { offset: (page - 1) * size } : {});

/**
 * The organization admin's schools and school invitations (`/api/organization/schools/…`), a school
 * admin's organizations (`/api/admin/organizations/…`) and the signed-in user's password change.
 */
export const organizationAdminApi = api.enhanceEndpoints({ addTagTypes: ['OrgSchools', 'SchoolOrganizations'] }).injectEndpoints({
  endpoints: (build) => ({
    getOrgSchools: build.query<TOrgSchoolPage, OrgSchoolArgs>({
      query: ({ search, status, sort, page, size }) => ({
        url: '/organization/schools/',
        params: { limit: size, ...offset(page, size), ...(search ? { search } : {}), ...(status !== 'all' ? { status } : {}), ...(sort !== 'name' ? { sort } : {}) },
      }),
      providesTags: ['OrgSchools'],
    }),
    getSchoolInvitations: build.query<TSchoolInvitationPage, InvitationArgs>({
      query: ({ status, page, size }) => ({ url: '/organization/schools/invitations/', params: { status, limit: size, ...offset(page, size) } }),
      providesTags: ['OrgSchools'],
    }),
    inviteSchool: build.mutation<TSchoolInvitationResult, { email: string }>({
      query: (body) => ({ url: '/organization/schools/invite/', method: 'POST', body }),
      invalidatesTags: (r) => (r ? ['OrgSchools'] : []),
    }),
    revokeInvitation: build.mutation<TSchoolInvitationResult, string>({
      query: (id) => ({ url: `/organization/schools/invitations/${id}/revoke/`, method: 'POST' }),
      invalidatesTags: (r) => (r ? ['OrgSchools'] : []),
    }),
    getSchoolOrganizations: build.query<TSchoolOrganizations, void>({ query: () => '/admin/organizations/', providesTags: ['SchoolOrganizations'] }),
    leaveOrganization: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/admin/organizations/${id}/leave/`, method: 'POST' }),
      invalidatesTags: (r) => (r ? ['SchoolOrganizations'] : []),
    }),
    changePassword: build.mutation<{ success: boolean; message: string }, { old_password: string; password: string; password2: string }>({
      query: (body) => ({ url: '/auth/password/change/', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetOrgSchoolsQuery,
  useGetSchoolInvitationsQuery,
  useInviteSchoolMutation,
  useRevokeInvitationMutation,
  useGetSchoolOrganizationsQuery,
  useLeaveOrganizationMutation,
  useChangePasswordMutation,
} = organizationAdminApi;
