import type { TAdminOrderPage, TRefundResult } from '@commonshelf/shared/commerce/order-admin.schemas';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { api, apiRequest, errorMessage } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export type OrderFilters = { status: string; kind: string; provider: string; search: string; from: string; to: string };

/** The filters as query parameters, without the empty ones. */
export function orderParams(f: OrderFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v && v !== 'all'));
}

const LIST = { type: 'AdminOrders' as const, id: 'LIST' };

export const orderAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminOrders'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<TAdminOrderPage, OrderFilters & { page: number; size: number }>({
      query: ({ page, size, ...f }) => ({ url: '/admin/orders/', params: { ...orderParams(f), limit: size, ...(page > 1 ? { offset: (page - 1) * size } : {}) } }),
      providesTags: [LIST],
    }),
    refundOrder: build.mutation<TRefundResult, { reference: string; reason: string }>({
      query: ({ reference, reason }) => ({ url: `/admin/orders/${reference}/refund/`, method: 'POST', body: { reason } }),
      invalidatesTags: (r) => (r ? [LIST] : []),
    }),
  }),
});

export const { useGetAdminOrdersQuery, useRefundOrderMutation } = orderAdminApi;

export const CSV_FAILED = 'The CSV file could not be downloaded. Please try again.';

/** The filtered orders as a CSV file (with the admin's token). */
export const downloadOrdersCsv = createAsyncThunk<void, OrderFilters, { rejectValue: string }>('orderAdmin/csv', async (filters, thunkApi) => {
  const result = await apiRequest(
    { url: '/admin/orders/export.csv', params: orderParams(filters), responseHandler: async (response) => (response.ok ? response.blob() : response.json().catch(() => null)) },
    thunkApi,
  );
  if (result.error) return thunkApi.rejectWithValue(errorMessage(result.error, CSV_FAILED));
  if (!(result.data instanceof Blob)) return thunkApi.rejectWithValue(CSV_FAILED);
  saveBlob(result.data, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
});
