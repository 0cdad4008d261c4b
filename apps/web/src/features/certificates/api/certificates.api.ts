import i18next from 'i18next';
import type { TCertificate, TCertificateVerification } from '@commonshelf/shared/courses/learning.schemas';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { api, apiRequest, errorMessage } from '../../../lib/api-client';
import { certificatePdfName, isPdfBlob, saveBlob } from '../certificate-file';

/** Cached per signed-in user (never sent), so a shared computer never shows the last child's certificates. */
type Viewer = { viewer: string | number | null };

const certificatesApi = api.enhanceEndpoints({ addTagTypes: ['Certificates'] }).injectEndpoints({
  endpoints: (build) => ({
    getCertificates: build.query<{ count: number; results: TCertificate[] }, Viewer>({
      query: () => '/certificates/',
      providesTags: ['Certificates'],
    }),
    getCertificate: build.query<TCertificate, { id: string } & Viewer>({
      query: ({ id }) => `/certificates/${encodeURIComponent(id)}/`,
      providesTags: ['Certificates'],
    }),
    /** Public: answers 404 with `{valid: false, error}` for a number that names no certificate. */
    verifyCertificate: build.query<TCertificateVerification, string>({
      query: (id) => `/certificate-verification/${encodeURIComponent(id)}/`,
    }),
  }),
});

export const { useGetCertificatesQuery, useGetCertificateQuery, useVerifyCertificateQuery } = certificatesApi;

/** Why a download failed, in the UI language. */
export const pdfFailed = () => i18next.t('learning:certificate.pdfFailed');

/**
 * Downloads the certificate's PDF through the API client (the bearer token, and one refresh on an
 * expired one; a plain link would carry no token) and saves it. Nothing is kept in the store.
 */
export const downloadCertificatePdf = createAsyncThunk<void, string, { rejectValue: string }>(
  'certificates/downloadPdf',
  async (id, thunkApi) => {
    const result = await apiRequest(
      {
        url: `/certificates/${encodeURIComponent(id)}/pdf`,
        responseHandler: async (response) => (response.ok ? response.blob() : response.json().catch(() => null)),
      },
      thunkApi,
    );
    if (result.error) return thunkApi.rejectWithValue(errorMessage(result.error, pdfFailed()));
    if (!isPdfBlob(result.data)) return thunkApi.rejectWithValue(pdfFailed());
    saveBlob(result.data, certificatePdfName(id));
  },
);
