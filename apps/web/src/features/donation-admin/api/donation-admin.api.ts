import i18next from 'i18next';
import type { TAdminDonationPage, TDonationReport } from '@commonshelf/shared/charities/donation-admin.schemas';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { api, apiRequest, errorMessage } from '../../../lib/api-client';
import { filterParams, type CsvRequest } from '../../../lib/csv-download';
import { isPdfBlob, saveBlob } from '../../../lib/download';

/** The list's filters as the URL keeps them (empty: no filter). */
export const DONATION_FILTER_KEYS = ['status', 'charity', 'project', 'fundraiser', 'site', 'currency', 'search', 'anonymous', 'from', 'to', 'sort'] as const;
export type DonationFilters = Record<(typeof DONATION_FILTER_KEYS)[number], string>;

/** What the report takes: every filter but the status and the order. */
export type ReportFilters = Partial<Omit<DonationFilters, 'status' | 'sort'>>;

export const donationAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminDonations'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminDonations: build.query<TAdminDonationPage, Partial<DonationFilters> & { page: number; size: number }>({
      query: ({ page, size, ...f }) => ({ url: '/admin/donations/', params: { ...filterParams(f), limit: size, ...(page > 1 ? { offset: (page - 1) * size } : {}) } }),
      providesTags: [{ type: 'AdminDonations', id: 'LIST' }],
    }),
    getDonationReport: build.query<TDonationReport, ReportFilters>({
      query: (f) => ({ url: '/admin/donations/report/', params: filterParams(f) }),
      providesTags: [{ type: 'AdminDonations', id: 'REPORT' }],
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetAdminDonationsQuery, useGetDonationReportQuery } = donationAdminApi;

/** The filtered gifts as a CSV file (every matching one). */
export const donationsCsv = (filters: Partial<DonationFilters>): CsvRequest => ({ url: '/admin/donations/export.csv', params: filterParams(filters), name: 'donations' });

/** Why a receipt did not download, in the UI language. */
export const receiptFailed = () => i18next.t('adminGiving:donations.receiptFailed');

/** A gift's receipt as its PDF (`RCT-000012.pdf`). */
export const downloadDonationReceipt = createAsyncThunk<void, { reference: string; number: string }, { rejectValue: string }>(
  'donationAdmin/receipt',
  async ({ reference, number }, thunkApi) => {
    const result = await apiRequest(
      { url: `/admin/donations/${reference}/receipt.pdf`, responseHandler: async (response) => (response.ok ? response.blob() : response.json().catch(() => null)) },
      thunkApi,
    );
    if (result.error) return thunkApi.rejectWithValue(errorMessage(result.error, receiptFailed()));
    if (!isPdfBlob(result.data)) return thunkApi.rejectWithValue(receiptFailed());
    saveBlob(result.data, `${number}.pdf`);
  },
);
