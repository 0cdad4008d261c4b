import type { TCombinedSearchPage, TSearchType } from '@commonshelf/shared/library/search.schemas';
import { api } from '../../../lib/api-client';

export type CombinedSearchArgs = { search: string; type?: TSearchType | null; limit?: number; offset?: number };

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    combinedSearch: build.query<TCombinedSearchPage, CombinedSearchArgs>({
      query: ({ search, type, limit = 20, offset = 0 }) => ({
        url: '/combined/',
        params: { search, ...(type ? { type } : {}), limit, ...(offset ? { offset } : {}) },
      }),
    }),
  }),
});

export const { useCombinedSearchQuery } = searchApi;
