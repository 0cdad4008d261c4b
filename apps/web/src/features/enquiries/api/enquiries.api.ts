import type {
  EnquiryKind,
  EnquiryStatus,
  TEnquiryDetail,
  TEnquiryInput,
  TEnquiryPage,
  TEnquirySent,
  TEnquiryUpdate,
  TEnquiryUpdated,
} from '@commonshelf/shared/site/enquiries.schemas';
import { api } from '../../../lib/api-client';

export type EnquiryListArgs = { kind: EnquiryKind | ''; status: EnquiryStatus | 'all'; search: string; page: number; size: number };

const LIST = { type: 'Enquiries' as const, id: 'LIST' };

/**
 * The public forms (`POST /api/enquiries/`: JSON, or a multipart form when a problem report carries a
 * screenshot) and the admins' list (`/api/admin/enquiries/…`).
 */
export const enquiriesApi = api.enhanceEndpoints({ addTagTypes: ['Enquiries'] }).injectEndpoints({
  endpoints: (build) => ({
    sendEnquiry: build.mutation<TEnquirySent, TEnquiryInput | FormData>({
      query: (body) => ({ url: '/enquiries/', method: 'POST', body }),
      invalidatesTags: (r) => (r ? [LIST] : []),
    }),
    getEnquiries: build.query<TEnquiryPage, EnquiryListArgs>({
      query: ({ kind, status, search, page, size }) => {
        const params: Record<string, string | number> = { limit: size };
        if (page > 1) params.offset = (page - 1) * size;
        if (kind) params.kind = kind;
        if (status !== 'all') params.status = status;
        if (search) params.search = search;
        return { url: '/admin/enquiries/', params };
      },
      providesTags: [LIST],
    }),
    getEnquiry: build.query<TEnquiryDetail, string>({
      query: (id) => `/admin/enquiries/${id}/`,
      providesTags: (_r, _e, id) => [{ type: 'Enquiries', id }],
    }),
    updateEnquiry: build.mutation<TEnquiryUpdated, TEnquiryUpdate & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/enquiries/${id}/`, method: 'PATCH', body }),
      invalidatesTags: (r, _e, { id }) => (r ? [LIST, { type: 'Enquiries', id }] : []),
    }),
  }),
});

export const { useSendEnquiryMutation, useGetEnquiriesQuery, useGetEnquiryQuery, useUpdateEnquiryMutation } = enquiriesApi;
