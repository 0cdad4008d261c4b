import type { TAdminOrderPage, TRefundResult, TShipInput, TShipResult } from '@commonshelf/shared/commerce/order-admin.schemas';
import { api } from '../../../lib/api-client';
import { filterParams, type CsvRequest } from '../../../lib/csv-download';

export type OrderFilters = { status: string; shipping: string; kind: string; provider: string; search: string; from: string; to: string };

const LIST = { type: 'AdminOrders' as const, id: 'LIST' };

export const orderAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminOrders'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<TAdminOrderPage, OrderFilters & { page: number; size: number }>({
      query: ({ page, size, ...f }) => ({ url: '/admin/orders/', params: { ...filterParams(f), limit: size, ...(page > 1 ? { offset: (page - 1) * size } : {}) } }),
      providesTags: [LIST],
    }),
    refundOrder: build.mutation<TRefundResult, { reference: string; reason: string }>({
      query: ({ reference, reason }) => ({ url: `/admin/orders/${reference}/refund/`, method: 'POST', body: { reason } }),
      invalidatesTags: (r) => (r ? [LIST] : []),
    }),
    /** Marks a paid print order shipped (`correct`: changes a shipped order's tracking details). */
    shipOrder: build.mutation<TShipResult, { reference: string; correct: boolean; body: TShipInput }>({
      query: ({ reference, correct, body }) => ({ url: `/admin/orders/${reference}/ship/`, method: correct ? 'PATCH' : 'POST', body }),
      invalidatesTags: (r) => (r ? [LIST] : []),
    }),
  }),
});

export const { useGetAdminOrdersQuery, useRefundOrderMutation, useShipOrderMutation } = orderAdminApi;

/** The filtered orders as a CSV file. */
export const ordersCsv = (filters: OrderFilters): CsvRequest => ({ url: '/admin/orders/export.csv', params: filterParams(filters), name: 'orders' });
