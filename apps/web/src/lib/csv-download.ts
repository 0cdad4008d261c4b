import { createAsyncThunk } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import { apiRequest, errorMessage } from './api-client';
import { saveBlob } from './download';
import { useAppDispatch } from './redux-hooks';
import { showToast } from './toast';

export const CSV_FAILED = 'The CSV file could not be downloaded. Please try again.';

/** The query parameters of a list's filters, without the empty ones and the `all` defaults. */
export function filterParams(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v && v !== 'all'));
}

export type CsvRequest = { url: string; params: Record<string, string>; name: string };

/**
 * An admin list's rows under its filters as a CSV file (every matching row, fetched with the
 * admin's token), saved as `<name>-<today>.csv`; rejects with the server's message.
 */
export const downloadCsv = createAsyncThunk<void, CsvRequest, { rejectValue: string }>('admin/csv', async ({ url, params, name }, thunkApi) => {
  const result = await apiRequest({ url, params, responseHandler: async (response) => (response.ok ? response.blob() : response.json().catch(() => null)) }, thunkApi);
  if (result.error) return thunkApi.rejectWithValue(errorMessage(result.error, CSV_FAILED));
  if (!(result.data instanceof Blob)) return thunkApi.rejectWithValue(CSV_FAILED);
  saveBlob(result.data, `${name}-${new Date().toISOString().slice(0, 10)}.csv`);
});

/** A "Download CSV" button's action and whether it is under way; a failure is told in a toast. */
export function useCsvDownload() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (request: CsvRequest) => {
      setBusy(true);
      try {
        await dispatch(downloadCsv(request)).unwrap();
      } catch (err) {
        showToast(typeof err === 'string' ? err : CSV_FAILED, 'error');
      } finally {
        setBusy(false);
      }
    },
    [dispatch],
  );
  return { busy, download };
}
