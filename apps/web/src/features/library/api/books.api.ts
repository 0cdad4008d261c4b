import type { TBookCard } from '@commonshelf/shared/library/library.schemas';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';

export type BookListArgs = { featured?: boolean; mode?: number | null; limit?: number };

export const booksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBooks: build.query<Page<TBookCard>, BookListArgs>({
      query: ({ featured, mode, limit = 20 }) => ({
        url: '/books/',
        params: {
          ...(featured === undefined ? {} : { featured: String(featured) }),
          ...(mode ? { mode } : {}),
          limit,
        },
      }),
      providesTags: ['Books'],
    }),
  }),
});

export const { useGetBooksQuery } = booksApi;
