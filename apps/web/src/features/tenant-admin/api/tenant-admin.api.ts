import type { TTenantDecision, TTenantPage } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import { api } from '../../../lib/api-client';

export type TenantListArgs = { status: string; kind: string; search: string; page: number; size: number };
export type TenantAction = 'approve' | 'suspend' | 'reactivate';

const LIST = { type: 'AdminTenants' as const, id: 'LIST' };

/** The platform admin's tenants (`/api/api-admin/tenants/…`). */
export const tenantAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminTenants'] }).injectEndpoints({
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
    decideTenant: build.mutation<TTenantDecision, { id: string; action: TenantAction }>({
      query: ({ id, action }) => ({ url: `/api-admin/tenants/${id}/${action}/`, method: 'POST' }),
      invalidatesTags: (r) => (r ? [LIST] : []),
    }),
    rejectTenant: build.mutation<TTenantDecision, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/api-admin/tenants/${id}/reject/`, method: 'POST', body: { reason } }),
      invalidatesTags: (r) => (r ? [LIST] : []),
    }),
  }),
});

export const { useGetAdminTenantsQuery, useDecideTenantMutation, useRejectTenantMutation } = tenantAdminApi;
