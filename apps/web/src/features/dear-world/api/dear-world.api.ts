import type { TDearWorldBook } from '@commonshelf/shared/library/dear-world.schemas';
import { api } from '../../../lib/api-client';

export const dearWorldApi = api.enhanceEndpoints({ addTagTypes: ['DearWorld'] }).injectEndpoints({
  endpoints: (build) => ({
    getDearWorldBook: build.query<TDearWorldBook, void>({
      query: () => '/dear-world-book/',
      providesTags: ['DearWorld'],
    }),
  }),
});

export const { useGetDearWorldBookQuery } = dearWorldApi;
