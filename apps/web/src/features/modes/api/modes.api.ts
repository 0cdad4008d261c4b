import type { TModeList } from '@commonshelf/shared/modes/modes.schemas';
import { api } from '../../../lib/api-client';

export const modesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getModes: build.query<TModeList, void>({
      query: () => '/modes/',
      providesTags: ['Modes'],
    }),
  }),
});

export const { useGetModesQuery } = modesApi;
