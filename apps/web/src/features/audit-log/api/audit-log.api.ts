import type { TAuditPage } from '@commonshelf/shared/admin/audit.schemas';
import { api } from '../../../lib/api-client';

export type AuditListArgs = {
  search: string;
  table: string;
  operation: string;
  tenant: string;
  actor: string;
  target: string;
  from: string;
  to: string;
  page: number;
  size: number;
};

/** The audit log for the platform admin (`GET /api/admin/audit/`). Read-only: the database writes it. */
export const auditLogApi = api.enhanceEndpoints({ addTagTypes: ['Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    getAuditEvents: build.query<TAuditPage, AuditListArgs>({
      query: ({ page, size, ...filters }) => {
        const params: Record<string, string | number> = { limit: size };
        if (page > 1) params.offset = (page - 1) * size;
        for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
        return { url: '/admin/audit/', params };
      },
      providesTags: [{ type: 'Audit', id: 'LIST' }],
      // Every visit reads the log afresh: it grows with every admin action elsewhere.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditEventsQuery } = auditLogApi;
