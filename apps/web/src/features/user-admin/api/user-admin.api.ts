import type {
  TAdminUser,
  TAdminUserPage,
  TImportReport,
  TImportResult,
  TUserFormOptions,
  TUserProfile,
  TUserSaved,
  TUserStats,
} from '@commonshelf/shared/users/user-admin.schemas';
import { api } from '../../../lib/api-client';

/** Which console asks: the platform admin's (every site) or a school's admins' (their own site). */
export type UserConsole = 'platform' | 'school';

export type UserListArgs = { console: UserConsole; search: string; role: string; site: string; klass: string; active: string; sort: string; page: number; size: number };

const paths = {
  platform: { list: '/api-super-admin/users/', create: '/api-super-admin/create-user/', one: (id: string) => `/api-super-admin/users/${id}/`, options: '/api-super-admin/users/options/' },
  school: { list: '/admin/users/', create: '/admin/users/', one: (id: string) => `/admin/users/${id}/`, options: '/admin/users/options/' },
} as const;

const LIST = { type: 'AdminUsers' as const, id: 'LIST' };

/** Users for their admins (`/api/api-super-admin/…`, `/api/admin/users/…`). */
export const userAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminUsers'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<TAdminUserPage, UserListArgs>({
      query: ({ console, search, role, site, klass, active, sort, page, size }) => {
        const params: Record<string, string | number> = { limit: size };
        if (page > 1) params.offset = (page - 1) * size;
        if (search) params.search = search;
        if (role) params.role = role;
        if (active) params.active = active;
        if (sort) params.sort = sort;
        if (console === 'platform' && site) params.site = site;
        if (console === 'school' && klass) params.class = klass;
        return { url: paths[console].list, params };
      },
      providesTags: [LIST],
    }),
    getAdminUser: build.query<TAdminUser, { console: UserConsole; id: string }>({
      query: ({ console, id }) => paths[console].one(id),
      providesTags: (_r, _e, { id }) => [{ type: 'AdminUsers', id }],
    }),
    getUserProfile: build.query<TUserProfile, { console: UserConsole; id: string }>({
      query: ({ console, id }) => `${paths[console].one(id)}profile/`,
      providesTags: (_r, _e, { id }) => [{ type: 'AdminUsers', id }],
    }),
    /** What the form offers; `site` asks for a site's classes (the platform admin's form). */
    getUserFormOptions: build.query<TUserFormOptions, { console: UserConsole; site?: string }>({
      query: ({ console, site }) => ({ url: paths[console].options, params: console === 'platform' && site ? { site } : {} }),
    }),
    getUserStats: build.query<TUserStats, void>({ query: () => '/api-super-admin/users/stats/', providesTags: [LIST], keepUnusedDataFor: 30 }),
    /** The user form: a new account (POST) or changes to one (PATCH), as multipart with the picture. */
    saveAdminUser: build.mutation<TUserSaved, { console: UserConsole; id: string | null; form: FormData }>({
      query: ({ console, id, form }) => ({ url: id ? paths[console].one(id) : paths[console].create, method: id ? 'PATCH' : 'POST', body: form }),
      invalidatesTags: (r) => (r ? [LIST, { type: 'AdminUsers', id: r.user.id }] : []),
    }),
    checkStudentImport: build.mutation<TImportReport, FormData>({
      query: (form) => ({ url: '/admin/users/import/validate/', method: 'POST', body: form }),
    }),
    applyStudentImport: build.mutation<TImportResult, FormData>({
      query: (form) => ({ url: '/admin/users/import/', method: 'POST', body: form }),
      invalidatesTags: (r) => (r ? [LIST] : []),
    }),
  }),
});

export const {
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useGetUserProfileQuery,
  useGetUserFormOptionsQuery,
  useGetUserStatsQuery,
  useSaveAdminUserMutation,
  useCheckStudentImportMutation,
  useApplyStudentImportMutation,
} = userAdminApi;
