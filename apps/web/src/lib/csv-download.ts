import { createAsyncThunk } from '@reduxjs/toolkit';
import i18next from 'i18next';
import { useCallback, useState } from 'react';
import { apiRequest, errorMessage } from './api-client';
import { saveBlob } from './download';
import { useAppDispatch } from './redux-hooks';
import { showToast } from './toast';

/** The query parameters of a list's filters, without the empty ones and the `all` defaults. */
export function filterParams(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v && v !== 'all'));
}

export type FileRequest = { url: string; params?: Record<string, string>; fileName: string; failed: string };

/** A file the server makes for a signed-in user (a CSV, an export ZIP), fetched with their token and saved; rejects with the server's message. */
export const downloadFile = createAsyncThunk<void, FileRequest, { rejectValue: string }>('files/download', async ({ url, params, fileName, failed }, thunkApi) => {
  const result = await apiRequest({ url, params, responseHandler: async (response) => (response.ok ? response.blob() : response.json().catch(() => null)) }, thunkApi);
  if (result.error) return thunkApi.rejectWithValue(errorMessage(result.error, failed));
  if (!(result.data instanceof Blob)) return thunkApi.rejectWithValue(failed);
  saveBlob(result.data, fileName);
});

/** A download button's action and whether it is under way; a failure is told in a toast. */
export function useFileDownload() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (request: FileRequest) => {
      setBusy(true);
      try {
        await dispatch(downloadFile(request)).unwrap();
      } catch (err) {
        showToast(typeof err === 'string' ? err : request.failed, 'error');
      } finally {
        setBusy(false);
      }
    },
    [dispatch],
  );
  return { busy, download };
}

export type CsvRequest = { url: string; params: Record<string, string>; name: string };

/** A "Download CSV" button: an admin list's rows under its filters, saved as `<name>-<today>.csv`. */
export function useCsvDownload() {
  const { busy, download } = useFileDownload();
  const downloadCsv = useCallback(
    (request: CsvRequest) => download({ url: request.url, params: request.params, fileName: `${request.name}-${new Date().toISOString().slice(0, 10)}.csv`, failed: i18next.t('adminShell:csvFailed') }),
    [download],
  );
  return { busy, download: downloadCsv };
}
