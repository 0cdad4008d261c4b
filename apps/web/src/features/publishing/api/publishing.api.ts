import type {
  TMyBook,
  TMyStory,
  TMyUploads,
  TPlatformQueueItem,
  TReviewQueue,
  TStoryUpdate,
  TUploadOptions,
} from '@commonshelf/shared/library/publishing.schemas';
import { api, apiRequest } from '../../../lib/api-client';
import { selectSession, type SessionState } from '../../../lib/session.slice';
import { postForm, UploadNetworkError, type ProgressListener } from '../../bulk-enrolment/upload';

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
    createStory: build.mutation<TMyStory, { title: string; summary?: string; wizard_step?: number }>({
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
    uploadStoryImage: build.mutation<{ url: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.set('image', file, file.name);
        return { url: '/publishing/stories-images/', method: 'POST', body };
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

export type BookUploadAnswer = { ok: true; book: TMyBook } | { ok: false; message: string; fields: Record<string, string[]> };

/**
 * Sends a book's form (details as JSON in `meta`, the file, cover and page pictures) with upload
 * progress; a new book is POSTed to the list, an edit to the book. An expired token is renewed
 * once through a cheap authenticated call and the upload sent again.
 */
export async function sendBookForm(
  store: { getState: () => unknown; dispatch: (a: unknown) => unknown },
  args: { id?: number; form: FormData; onProgress: ProgressListener; signal?: AbortSignal },
): Promise<BookUploadAnswer> {
  const url = args.id ? `/api/publishing/books/${args.id}/` : '/api/publishing/books/';
  const attempt = () => {
    const { access } = selectSession(store.getState() as { session: SessionState });
    return postForm({ url, form: args.form, token: access, onProgress: args.onProgress, signal: args.signal });
  };
  try {
    let answer = await attempt();
    if (answer.status === 401 && selectSession(store.getState() as { session: SessionState }).user) {
      const renewed = await apiRequest('/publishing/options/', {
        dispatch: store.dispatch as never,
        getState: store.getState,
        signal: args.signal ?? new AbortController().signal,
        extra: undefined,
      });
      if (!renewed.error) {
        args.onProgress(0);
        answer = await attempt();
      }
    }
    const body = (answer.body ?? {}) as Record<string, unknown>;
    if (answer.status === 200 || answer.status === 201) {
      store.dispatch(publishingApi.util.invalidateTags(['MyUploads', 'ReviewQueue', 'Books']));
      return { ok: true, book: body as unknown as TMyBook };
    }
    const fields: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(body)) if (k !== 'error' && Array.isArray(v)) fields[k] = v.map(String);
    const message =
      typeof body.error === 'string' ? body.error : answer.status === 413 ? 'The file is too large to send.' : 'The book could not be uploaded. Please try again.';
    return { ok: false, message, fields };
  } catch (error) {
    if (error instanceof UploadNetworkError) return { ok: false, message: 'The upload did not reach the server. Check your connection and try again.', fields: {} };
    throw error;
  }
}
