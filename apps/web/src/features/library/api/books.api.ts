import type { TBookDetail, TBookPage, TBookFacets, TReactionCount, TReactionKind } from '@commonshelf/shared/library/library.schemas';
import { api } from '../../../lib/api-client';

export type BookListArgs = {
  featured?: boolean;
  mode?: number | null;
  category?: number | null;
  language?: string | null;
  level?: number | null;
  age?: number | null;
  sdg?: number | null;
  format?: string | null;
  search?: string | null;
  sort?: 'featured' | 'new' | 'title';
  limit?: number;
  offset?: number;
};

export type TStoryDetail = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body_html: string;
  cover: string | null;
  language: string;
  author: string | null;
  published_at: string | null;
  reactions: TReactionCount[];
};

/** Query parameters without the empty ones, so equal filters share one cache entry. */
function bookParams({ featured, limit = 20, ...rest }: BookListArgs): Record<string, string | number> {
  const params: Record<string, string | number> = { limit };
  if (featured !== undefined) params.featured = String(featured);
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null && value !== '' && !(key === 'offset' && value === 0)) params[key] = value;
  }
  return params;
}

export const booksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBooks: build.query<TBookPage, BookListArgs>({
      query: (args) => ({ url: '/books/', params: bookParams(args) }),
      providesTags: ['Books'],
    }),
    getBookFacets: build.query<TBookFacets, { mode?: number | null }>({
      query: ({ mode }) => ({ url: '/books/facets/', params: mode ? { mode } : {} }),
      providesTags: ['Books'],
    }),
    getBook: build.query<TBookDetail, string>({
      query: (id) => `/books/${encodeURIComponent(id)}/`,
      providesTags: (_r, _e, id) => [{ type: 'Books', id }],
    }),
    getStory: build.query<TStoryDetail, string>({
      query: (slug) => `/library/stories/${encodeURIComponent(slug)}/`,
    }),
    toggleBookReaction: build.mutation<{ reactions: TReactionCount[] }, { id: string; kind: TReactionKind }>({
      query: ({ id, kind }) => ({ url: `/books/${encodeURIComponent(id)}/reactions/`, method: 'POST', body: { kind } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(booksApi.util.updateQueryData('getBook', id, (book) => void (book.reactions = data.reactions)));
      },
    }),
    toggleStoryReaction: build.mutation<{ reactions: TReactionCount[] }, { slug: string; kind: TReactionKind }>({
      query: ({ slug, kind }) => ({ url: `/stories/${encodeURIComponent(slug)}/reactions/`, method: 'POST', body: { kind } }),
      async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(booksApi.util.updateQueryData('getStory', slug, (story) => void (story.reactions = data.reactions)));
      },
    }),
  }),
});

export const {
  useGetBooksQuery,
  useGetBookFacetsQuery,
  useGetBookQuery,
  useGetStoryQuery,
  useToggleBookReactionMutation,
  useToggleStoryReactionMutation,
} = booksApi;
