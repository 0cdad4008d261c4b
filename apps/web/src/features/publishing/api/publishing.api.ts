import type {
  TMyBook,
  TMyStory,
  TMyUploads,
  TPlatformQueueItem,
  TReviewQueue,
  TStoryUpdate,
  TUploadOptions,
} from '@commonshelf/shared/library/publishing.schemas';
import { api } from '../../../lib/api-client';

/** Cached per signed-in user (never sent): a shared computer never shows the last user's uploads. */
type Viewer = { viewer: string | number | null };
type Decision = { id: number; approve: boolean; reason?: string };

const TAGS = ['MyUploads', 'ReviewQueue', 'PlatformQueue'] as const;

/** Uploads of books and stories, and their review (`/api/publishing/…`). */
export const publishingApi = api.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    getUploadOptions: build.query<TUploadOptions, Viewer>({ query: () => '/publishing/options/' }),
    getMyUploads: build.query<TMyUploads, Viewer>({ query: () => '/publishing/mine/', providesTags: ['MyUploads'] }),
    getOwnBook: build.query<TMyBook, number>({ query: (id) => `/publishing/books/${id}/`, providesTags: ['MyUploads'] }),
    submitBook: build.mutation<TMyBook, number>({
      query: (id) => ({ url: `/publishing/books/${id}/submit/`, method: 'POST' }),
      invalidatesTags: ['MyUploads', 'ReviewQueue', 'Books'],
    }),
    deleteBook: build.mutation<void, number>({ query: (id) => ({ url: `/publishing/books/${id}/`, method: 'DELETE' }), invalidatesTags: ['MyUploads'] }),
    proposeBook: build.mutation<TMyBook, number>({
      query: (id) => ({ url: `/publishing/books/${id}/propose/`, method: 'POST' }),
      invalidatesTags: ['MyUploads', 'PlatformQueue'],
    }),
    getReviewQueue: build.query<TReviewQueue, Viewer>({ query: () => '/publishing/review/', providesTags: ['ReviewQueue'] }),
    reviewBook: build.mutation<TMyBook, Decision>({
      query: ({ id, approve, reason }) => ({ url: `/publishing/review/books/${id}/${approve ? 'approve' : 'reject'}/`, method: 'POST', body: { reason: reason ?? '' } }),
      invalidatesTags: ['ReviewQueue', 'Books'],
    }),
    reviewStory: build.mutation<TMyStory, Decision>({
      query: ({ id, approve, reason }) => ({ url: `/publishing/review/stories/${id}/${approve ? 'approve' : 'reject'}/`, method: 'POST', body: { reason: reason ?? '' } }),
      invalidatesTags: ['ReviewQueue'],
    }),
    getPlatformQueue: build.query<{ results: TPlatformQueueItem[] }, Viewer>({ query: () => '/publishing/platform-queue/', providesTags: ['PlatformQueue'] }),
    reviewPlatformBook: build.mutation<{ book_id: number; platform_book_id: number | null }, Decision>({
      query: ({ id, approve, reason }) => ({ url: `/publishing/platform-queue/${id}/${approve ? 'approve' : 'reject'}/`, method: 'POST', body: { reason: reason ?? '' } }),
      invalidatesTags: ['PlatformQueue', 'Books'],
    }),
    createStory: build.mutation<TMyStory, { title: string; summary?: string; language?: string; wizard_step?: number }>({
      query: (body) => ({ url: '/publishing/stories/', method: 'POST', body }),
      invalidatesTags: ['MyUploads'],
    }),
    getOwnStory: build.query<TMyStory, string>({ query: (slug) => `/publishing/stories/${encodeURIComponent(slug)}/`, providesTags: ['MyUploads'] }),
    updateStory: build.mutation<TMyStory, { slug: string } & TStoryUpdate>({
      query: ({ slug, ...body }) => ({ url: `/publishing/stories/${encodeURIComponent(slug)}/`, method: 'PATCH', body }),
      // The saved story is the page's copy at once (the wizard moves on with its new step).
      async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(publishingApi.util.upsertQueryData('getOwnStory', slug, data));
          dispatch(publishingApi.util.invalidateTags(['MyUploads']));
        } catch {
          // The form shows the error.
        }
      },
    }),
    submitStory: build.mutation<TMyStory, string>({
      query: (slug) => ({ url: `/publishing/stories/${encodeURIComponent(slug)}/submit/`, method: 'POST' }),
      invalidatesTags: ['MyUploads', 'ReviewQueue'],
    }),
    deleteStory: build.mutation<void, string>({
      query: (slug) => ({ url: `/publishing/stories/${encodeURIComponent(slug)}/`, method: 'DELETE' }),
      invalidatesTags: ['MyUploads'],
    }),
    setStoryCover: build.mutation<TMyStory, { slug: string; file: File }>({
      query: ({ slug, file }) => {
        const body = new FormData();
        body.set('cover', file, file.name);
        return { url: `/publishing/stories/${encodeURIComponent(slug)}/cover/`, method: 'PUT', body };
      },
      invalidatesTags: ['MyUploads'],
    }),
    /** A picture for a story's text: kept private with the story until it is published (its address is signed). */
    uploadStoryImage: build.mutation<{ url: string }, { slug: string; file: File }>({
      query: ({ slug, file }) => {
        const body = new FormData();
        body.set('image', file, file.name);
        return { url: `/publishing/stories/${encodeURIComponent(slug)}/images/`, method: 'POST', body };
      },
    }),
  }),
});

export const {
  useGetUploadOptionsQuery,
  useGetMyUploadsQuery,
  useGetOwnBookQuery,
  useSubmitBookMutation,
  useDeleteBookMutation,
  useProposeBookMutation,
  useGetReviewQueueQuery,
  useReviewBookMutation,
  useReviewStoryMutation,
  useGetPlatformQueueQuery,
  useReviewPlatformBookMutation,
  useCreateStoryMutation,
  useGetOwnStoryQuery,
  useUpdateStoryMutation,
  useSubmitStoryMutation,
  useDeleteStoryMutation,
  useSetStoryCoverMutation,
  useUploadStoryImageMutation,
} = publishingApi;
