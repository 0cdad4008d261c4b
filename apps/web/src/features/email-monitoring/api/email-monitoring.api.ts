import type { TEmailDetail, TEmailPage, TEmailResent } from '@commonshelf/shared/mail/email-monitoring.schemas';
import { api } from '../../../lib/api-client';

export type EmailListArgs = { status: string; template: string; search: string; page: number; size: number };

const LIST = { type: 'Emails' as const, id: 'LIST' };

/** The outbox for the platform admin (`/api/admin/emails/…`). */
export const emailMonitoringApi = api.enhanceEndpoints({ addTagTypes: ['Emails'] }).injectEndpoints({
  endpoints: (build) => ({
    getEmails: build.query<TEmailPage, EmailListArgs>({
      query: ({ status, template, search, page, size }) => {
        const params: Record<string, string | number> = { limit: size };
        if (page > 1) params.offset = (page - 1) * size;
        if (status && status !== 'all') params.status = status;
        if (template) params.template = template;
        if (search) params.search = search;
        return { url: '/admin/emails/', params };
      },
      providesTags: [LIST],
    }),
    getEmail: build.query<TEmailDetail, string>({
      query: (id) => `/admin/emails/${id}/`,
      providesTags: (_r, _e, id) => [{ type: 'Emails', id }],
    }),
    resendEmail: build.mutation<TEmailResent, string>({
      query: (id) => ({ url: `/admin/emails/${id}/resend/`, method: 'POST' }),
      invalidatesTags: (r, _e, id) => (r ? [LIST, { type: 'Emails', id }] : []),
    }),
  }),
});

export const { useGetEmailsQuery, useGetEmailQuery, useResendEmailMutation } = emailMonitoringApi;
