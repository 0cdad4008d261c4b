import type { TGlobalReach } from '@commonshelf/shared/site/global-reach.schemas';
import { api } from '../../../lib/api-client';

export const globalReachApi = api.enhanceEndpoints({ addTagTypes: ['GlobalReach'] }).injectEndpoints({
  endpoints: (build) => ({
    getGlobalReach: build.query<TGlobalReach, void>({
      query: () => '/global-reach/',
      providesTags: ['GlobalReach'],
    }),
  }),
});

export const { useGetGlobalReachQuery } = globalReachApi;
