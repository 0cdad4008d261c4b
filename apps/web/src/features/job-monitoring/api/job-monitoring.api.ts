import type { TFailedJobPage, TJobAction } from '@commonshelf/shared/admin/jobs.schemas';
import { api } from '../../../lib/api-client';

export type FailedJobArgs = { kind: string; page: number; size: number };

const LIST = { type: 'FailedJobs' as const, id: 'LIST' };

/** The background jobs' dead letters for the platform admin (`/api/admin/jobs/failed/…`). */
export const jobMonitoringApi = api.enhanceEndpoints({ addTagTypes: ['FailedJobs'] }).injectEndpoints({
  endpoints: (build) => ({
    getFailedJobs: build.query<TFailedJobPage, FailedJobArgs>({
      query: ({ kind, page, size }) => {
        const params: Record<string, string | number> = { limit: size };
        if (page > 1) params.offset = (page - 1) * size;
        if (kind) params.kind = kind;
        return { url: '/admin/jobs/failed/', params };
      },
      providesTags: [LIST],
    }),
    retryJob: build.mutation<TJobAction, string>({
      query: (id) => ({ url: `/admin/jobs/failed/${id}/retry/`, method: 'POST' }),
      invalidatesTags: [LIST],
    }),
    discardJob: build.mutation<TJobAction, string>({
      query: (id) => ({ url: `/admin/jobs/failed/${id}/`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetFailedJobsQuery, useRetryJobMutation, useDiscardJobMutation } = jobMonitoringApi;
