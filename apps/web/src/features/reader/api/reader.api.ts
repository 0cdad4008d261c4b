import type { TReadResult, TReaderBook, TReadingPosition, TReadingPositionResult } from '@commonshelf/shared/library/reader.schemas';
import { api } from '../../../lib/api-client';

/** Who is asking, for the cache only (never sent): the book comes with the signed-in reader's position. */
type Viewer = { viewer: string | number | null };

export const readerApi = api.enhanceEndpoints({ addTagTypes: ['ReaderBook'] }).injectEndpoints({
  endpoints: (build) => ({
    getReaderBook: build.query<TReaderBook, { id: string } & Viewer>({
      query: ({ id }) => `/books/${encodeURIComponent(id)}/read/`,
      providesTags: (_r, _e, { id }) => [{ type: 'ReaderBook', id }],
      // A reopened book must start from the newest saved position, not a cached one.
      keepUnusedDataFor: 0,
    }),
    saveReadingPosition: build.mutation<TReadingPositionResult, { id: number; position: TReadingPosition }>({
      query: ({ id, position }) => ({ url: `/books/${id}/position/`, method: 'PUT', body: position }),
    }),
    recordRead: build.mutation<TReadResult, { id: number; visitor?: string }>({
      query: ({ id, visitor }) => ({ url: `/books/${id}/reads/`, method: 'POST', body: visitor ? { visitor } : {} }),
    }),
  }),
});

export const { useGetReaderBookQuery, useSaveReadingPositionMutation, useRecordReadMutation } = readerApi;
