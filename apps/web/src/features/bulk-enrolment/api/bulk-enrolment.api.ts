import type { TBulkClassCreate, TBulkEnrolment, TBulkOptions } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { api, apiRequest } from '../../../lib/api-client';
import { selectSession, type SessionState } from '../../../lib/session.slice';
import { readCsvAnswer, type CsvAnswer, NETWORK_FAILURE } from '../report-view';
import { postForm, UploadNetworkError, type ProgressListener } from '../upload';

/** Cached per signed-in user (never sent): a shared computer never shows the last user's classes. */
type Viewer = { viewer: string | number | null };

export const bulkEnrolmentApi = api.enhanceEndpoints({ addTagTypes: ['BulkEnrolments'] }).injectEndpoints({
  endpoints: (build) => ({
    getBulkOptions: build.query<TBulkOptions, Viewer>({
      query: () => '/bulk-enrolments/options/',
      providesTags: ['BulkEnrolments'],
    }),
    getBulkEnrolments: build.query<{ count: number; results: TBulkEnrolment[] }, Viewer>({
      query: () => ({ url: '/bulk-enrolments/', params: { limit: 10 } }),
      providesTags: ['BulkEnrolments'],
    }),
    enrolClass: build.mutation<TBulkEnrolment, TBulkClassCreate>({
      query: (body) => ({ url: '/bulk-enrolments/class/', method: 'POST', body }),
      invalidatesTags: ['BulkEnrolments'],
    }),
  }),
});

export const { useGetBulkOptionsQuery, useGetBulkEnrolmentsQuery, useEnrolClassMutation } = bulkEnrolmentApi;

export const TEMPLATE_URL = '/api/bulk-enrolments/template.csv';

type StoreLike = { dispatch: (action: never) => unknown; getState: () => unknown };

/**
 * Sends a CSV file to the validate or apply call with upload progress. Like every API call it
 * carries the bearer token and survives an expired one: on a 401 the session is renewed through
 * the API client (one refresh, or the usual "please log in again") and the file is sent again.
 */
export async function sendCsv(
  store: StoreLike,
  step: 'validate' | 'apply',
  args: { course: number; file: File; onProgress: ProgressListener; signal?: AbortSignal },
): Promise<CsvAnswer> {
  const attempt = () => {
    const form = new FormData();
    form.set('course', String(args.course));
    form.set('file', args.file, args.file.name);
    const { access } = selectSession(store.getState() as { session: SessionState });
    return postForm({ url: `/api/bulk-enrolments/csv/${step}/`, form, token: access, onProgress: args.onProgress, signal: args.signal });
  };
  try {
    let answer = await attempt();
    if (answer.status === 401 && selectSession(store.getState() as { session: SessionState }).user) {
      // Any authenticated call goes through the refresh-once logic; a cheap one renews the token.
      const renewed = await apiRequest('/bulk-enrolments/options/', {
        dispatch: store.dispatch as never,
        getState: store.getState,
        signal: args.signal ?? new AbortController().signal,
        extra: undefined,
      });
      if (!renewed.error) {
        args.onProgress(0);
        answer = await attempt();
      }
    }
    if (step === 'apply' && answer.status === 201) store.dispatch(bulkEnrolmentApi.util.invalidateTags(['BulkEnrolments']) as never);
    return readCsvAnswer(answer.status, answer.body);
  } catch (error) {
    if (error instanceof UploadNetworkError) return { kind: 'failed', message: NETWORK_FAILURE };
    throw error;
  }
}
