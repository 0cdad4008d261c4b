import type { TPaymentDetail, TPaymentHistoryPage, TUnmatchedEventPage } from '@commonshelf/shared/commerce/payment-history.schemas';
import { api } from '../../../lib/api-client';
import { filterParams, type CsvRequest } from '../../../lib/csv-download';

/** The payments list's filters as the URL keeps them (empty: no filter). */
export const PAYMENT_FILTER_KEYS = ['status', 'provider', 'kind', 'site', 'verification', 'search', 'from', 'to'] as const;
export type PaymentFilters = Record<(typeof PAYMENT_FILTER_KEYS)[number], string>;
export type UnmatchedFilters = { provider: string; verification: string; from: string; to: string };

const paging = (page: number, size: number) => ({ limit: size, ...(page > 1 ? { offset: (page - 1) * size } : {}) });

export const paymentHistoryApi = api.enhanceEndpoints({ addTagTypes: ['PaymentHistory', 'AdminOrders'] }).injectEndpoints({
  endpoints: (build) => ({
    getPayments: build.query<TPaymentHistoryPage, PaymentFilters & { page: number; size: number }>({
      query: ({ page, size, ...f }) => ({ url: '/admin/payments/', params: { ...filterParams(f), ...paging(page, size) } }),
      // A refund made on the orders page changes a payment's status here.
      providesTags: [{ type: 'PaymentHistory', id: 'LIST' }, { type: 'AdminOrders', id: 'LIST' }],
    }),
    getPayment: build.query<TPaymentDetail, string>({
      query: (id) => `/admin/payments/${id}/`,
      providesTags: (_r, _e, id) => [{ type: 'PaymentHistory', id }, { type: 'AdminOrders', id: 'LIST' }],
    }),
    getUnmatchedEvents: build.query<TUnmatchedEventPage, UnmatchedFilters & { page: number; size: number }>({
      query: ({ page, size, ...f }) => ({ url: '/admin/payments/unmatched/', params: { ...filterParams(f), ...paging(page, size) } }),
      providesTags: [{ type: 'PaymentHistory', id: 'UNMATCHED' }],
    }),
  }),
});

export const { useGetPaymentsQuery, useGetPaymentQuery, useGetUnmatchedEventsQuery } = paymentHistoryApi;

/** The filtered payment attempts as a CSV file. */
export const paymentsCsv = (filters: PaymentFilters): CsvRequest => ({ url: '/admin/payments/export.csv', params: filterParams(filters), name: 'payments' });
