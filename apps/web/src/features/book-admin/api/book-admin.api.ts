import type {
  TAdminBookDetail,
  TAdminBookOptions,
  TAdminBookPage,
  TAdminBookPatch,
  TAdminBookScope,
  TAdminBookSort,
  TAdminBookStats,
  TAdminBookStatus,
} from '@commonshelf/shared/library/book-admin.schemas';
import { api } from '../../../lib/api-client';
import { sendBookForm, type BookUploadAnswer } from '../../publishing/book-upload';
import type { ProgressListener } from '../../bulk-enrolment/upload';

/** The list's filters as the page keeps them (empty: no filter). */
export type AdminBookArgs = {
  scope: TAdminBookScope;
  status: TAdminBookStatus;
  category: string;
  language: string;
  format: string;
  featured: string;
  site: string;
  search: string;
  sort: TAdminBookSort;
  page: number;
  size: number;
};

/** Query parameters without the empty ones, so equal filters share one cache entry. */
function listParams({ page, size, ...rest }: AdminBookArgs): Record<string, string | number> {
  const out: Record<string, string | number> = { limit: size };
  if (page > 1) out.offset = (page - 1) * size;
  for (const [key, value] of Object.entries(rest)) {
    if (value === '' || value === 'all' || (key === 'scope' && value === 'library') || (key === 'sort' && value === '-updated_at')) continue;
    if (key === 'category' && value === 'none') out.uncategorized = 'true';
    else out[key] = value;
  }
  return out;
}

const LIST = { type: 'AdminBooks' as const, id: 'LIST' };
const STATS = { type: 'AdminBooks' as const, id: 'STATS' };

/**
 * The library's books for its admins (`/api/admin/books/…`). Every change refetches the lists, the
 * statistics, the book, and the public library's lists (featured, published).
 */
export const bookAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminBooks', 'ReviewQueue', 'MyUploads', 'PlatformQueue', 'OrgLibrary'] }).injectEndpoints({
  endpoints: (build) => {
    const change = <Arg>(query: (arg: Arg) => { url: string; method: string; body?: unknown }) =>
      build.mutation<TAdminBookDetail, Arg>({
        query,
        invalidatesTags: (r) => (r ? [LIST, STATS, { type: 'AdminBooks', id: r.id }, 'Books', 'ReviewQueue', 'MyUploads', 'OrgLibrary'] : []),
      });
    return {
      getAdminBooks: build.query<TAdminBookPage, AdminBookArgs>({
        query: (args) => ({ url: '/admin/books/', params: listParams(args) }),
        providesTags: [LIST],
      }),
      getAdminBook: build.query<TAdminBookDetail, number>({
        query: (id) => `/admin/books/${id}/`,
        providesTags: (_r, _e, id) => [{ type: 'AdminBooks', id }],
      }),
      getAdminBookOptions: build.query<TAdminBookOptions, void>({ query: () => '/admin/books/options/' }),
      getAdminBookStats: build.query<TAdminBookStats, void>({ query: () => '/admin/books/stats/', providesTags: [STATS] }),
      patchAdminBook: change(({ id, ...body }: { id: number } & TAdminBookPatch) => ({ url: `/admin/books/${id}/`, method: 'PATCH', body })),
      publishAdminBook: change((id: number) => ({ url: `/admin/books/${id}/publish/`, method: 'POST' })),
      unpublishAdminBook: change((id: number) => ({ url: `/admin/books/${id}/unpublish/`, method: 'POST' })),
      rejectAdminBook: change(({ id, reason }: { id: number; reason: string }) => ({ url: `/admin/books/${id}/reject/`, method: 'POST', body: { reason } })),
      deleteAdminBook: build.mutation<void, number>({
        query: (id) => ({ url: `/admin/books/${id}/`, method: 'DELETE' }),
        invalidatesTags: [LIST, STATS, 'Books', 'ReviewQueue', 'MyUploads', 'PlatformQueue', 'OrgLibrary'],
      }),
    };
  },
});

export const {
  useGetAdminBooksQuery,
  useGetAdminBookQuery,
  useGetAdminBookOptionsQuery,
  useGetAdminBookStatsQuery,
  usePatchAdminBookMutation,
  usePublishAdminBookMutation,
  useUnpublishAdminBookMutation,
  useRejectAdminBookMutation,
  useDeleteAdminBookMutation,
} = bookAdminApi;

/** Sends the book editor's form (the publishing module's upload form, admin fields in `meta`) with upload progress. */
export async function sendAdminBookForm(
  store: { getState: () => unknown; dispatch: (a: unknown) => unknown },
  args: { id?: number | undefined; form: FormData; onProgress: ProgressListener; signal?: AbortSignal },
): Promise<BookUploadAnswer<TAdminBookDetail>> {
  const answer = await sendBookForm<TAdminBookDetail>(store, { ...args, list: '/api/admin/books/' });
  if (answer.ok) {
    store.dispatch(bookAdminApi.util.invalidateTags([LIST, STATS, { type: 'AdminBooks', id: answer.book.id }, 'OrgLibrary', 'PlatformQueue']));
  }
  return answer;
}
