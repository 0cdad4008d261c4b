import type { TSdgList } from '@commonshelf/shared/sdgs/sdgs.schemas';
import { api } from '../../../lib/api-client';

export const sdgsApi = api.enhanceEndpoints({ addTagTypes: ['Sdgs'] }).injectEndpoints({
  endpoints: (build) => ({
    getSdgs: build.query<TSdgList, void>({
      query: () => '/sdgs/',
      providesTags: ['Sdgs'],
    }),
  }),
});

export const { useGetSdgsQuery } = sdgsApi;
