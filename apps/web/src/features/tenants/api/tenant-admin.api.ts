import type { TPrivacySettings } from '@commonshelf/shared/privacy/privacy.schemas';
import type { TAdminTenant, TSchoolProfile, TTenantDecision, TTenantPage } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import { api } from '../../../lib/api-client';

export type TenantListArgs = { status: string; kind: string; search: string; page: number; size: number };
export type TenantAction = 'approve' | 'suspend' | 'reactivate';

const LIST = { type: 'AdminTenants' as const, id: 'LIST' };

/** The platform admin's tenants (`/api/api-admin/tenants/…`). */
export const tenantAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminTenants', 'SchoolProfile', 'SchoolPrivacy'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminTenants: build.query<TTenantPage, TenantListArgs>({
      query: ({ status, kind, search, page, size }) => {
        const params: Record<string, string | number> = { limit: size };
        if (page > 1) params.offset = (page - 1) * size;
        if (status && status !== 'all') params.status = status;
        if (kind && kind !== 'all') params.kind = kind;
        if (search) params.search = search;
        return { url: '/api-admin/tenants/', params };
      },
      providesTags: [LIST],
    }),
    getAdminTenant: build.query<TAdminTenant, string>({
      query: (id) => `/api-admin/tenants/${id}/`,
      providesTags: (_r, _e, id) => [{ type: 'AdminTenants', id }],
    }),
    /** The tenant form: a new tenant (POST) or changes to one (PATCH), as multipart with the logo. */
    saveTenant: build.mutation<TTenantDecision, { id: string | null; form: FormData }>({
      query: ({ id, form }) => ({ url: id ? `/api-admin/tenants/${id}/` : '/api-admin/tenants/', method: id ? 'PATCH' : 'POST', body: form }),
      invalidatesTags: (r) => (r ? [LIST, { type: 'AdminTenants', id: r.tenant.id }] : []),
    }),
    getSchoolProfile: build.query<TSchoolProfile, void>({ query: () => '/school-admin/profile/', providesTags: ['SchoolProfile'] }),
    saveSchoolProfile: build.mutation<TTenantDecision, FormData>({
      query: (form) => ({ url: '/school-admin/profile/', method: 'PATCH', body: form }),
      invalidatesTags: (r) => (r ? ['SchoolProfile'] : []),
    }),
    setCommunityPassword: build.mutation<{ community_access: boolean; message: string }, { password: string | null; password2?: string | null }>({
      query: (body) => ({ url: '/school-admin/community-password/', method: 'PUT', body }),
      invalidatesTags: (r) => (r ? ['SchoolProfile'] : []),
    }),
    getSchoolPrivacy: build.query<TPrivacySettings, void>({ query: () => '/school-admin/privacy/', providesTags: ['SchoolPrivacy'] }),
    saveSchoolPrivacy: build.mutation<{ settings: TPrivacySettings; message: string }, TPrivacySettings>({
      query: (body) => ({ url: '/school-admin/privacy/', method: 'PUT', body }),
      invalidatesTags: (r) => (r ? ['SchoolPrivacy'] : []),
    }),
    decideTenant: build.mutation<TTenantDecision, { id: string; action: TenantAction }>({
      query: ({ id, action }) => ({ url: `/api-admin/tenants/${id}/${action}/`, method: 'POST' }),
      invalidatesTags: (r) => (r ? [LIST, { type: 'AdminTenants', id: r.tenant.id }] : []),
    }),
    rejectTenant: build.mutation<TTenantDecision, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/api-admin/tenants/${id}/reject/`, method: 'POST', body: { reason } }),
      invalidatesTags: (r) => (r ? [LIST] : []),
    }),
  }),
});

export const {
  useGetAdminTenantsQuery,
  useGetAdminTenantQuery,
  useSaveTenantMutation,
  useDecideTenantMutation,
  useRejectTenantMutation,
  useGetSchoolProfileQuery,
  useSaveSchoolProfileMutation,
  useSetCommunityPasswordMutation,
  useGetSchoolPrivacyQuery,
  useSaveSchoolPrivacyMutation,
} = tenantAdminApi;
