import type {
  TAdminStoryDetail,
  TAdminStoryPage,
  TAdminStoryStatus,
  TOrgBookPage,
  TOrgBookStats,
  TOrgSites,
  TOrgStoryDetail,
  TOrgStoryPage,
} from '@commonshelf/shared/library/story-admin.schemas';
import { api } from '../../../lib/api-client';

export type AdminStoryArgs = { status: TAdminStoryStatus; classId: string; search: string; page: number; size: number };
export type OrgListArgs = { school: string; status: 'all' | 'pending' | 'published'; search: string; page: number; size: number };
export type OrgBookArgs = OrgListArgs & { featured: '' | 'true' };

/** Query parameters without the empty ones, so equal filters share one cache entry. */
function params(page: number, size: number, rest: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = { limit: size };
  if (page > 1) out.offset = (page - 1) * size;
  for (const [key, value] of Object.entries(rest)) if (value && value !== 'all') out[key] = value;
  return out;
}

const STORIES = { type: 'AdminStories' as const, id: 'LIST' };

/**
 * A school's stories for its admins (`/api/admin/stories/…`) and the organization admin's view
 * across its schools (`/api/organization/…`). A decision refetches the lists, the dashboard's review
 * queue and the library's books and stories.
 */
export const storyAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminStories', 'ReviewQueue', 'MyUploads', 'OrgLibrary'] }).injectEndpoints({
  endpoints: (build) => {
    const decision = <Arg>(query: (arg: Arg) => { url: string; method: string; body?: unknown }) =>
      build.mutation<TAdminStoryDetail, Arg>({
        query,
        invalidatesTags: (r) => (r ? [STORIES, { type: 'AdminStories', id: r.id }, 'ReviewQueue', 'MyUploads', 'Books', 'OrgLibrary'] : []),
      });
    return {
      getAdminStories: build.query<TAdminStoryPage, AdminStoryArgs>({
        query: ({ status, classId, search, page, size }) => ({ url: '/admin/stories/', params: params(page, size, { status, class: classId, search }) }),
        providesTags: [STORIES],
      }),
      getAdminStory: build.query<TAdminStoryDetail, number>({
        query: (id) => `/admin/stories/${id}/`,
        providesTags: (_r, _e, id) => [{ type: 'AdminStories', id }],
      }),
      approveStory: decision((id: number) => ({ url: `/admin/stories/${id}/approve/`, method: 'POST', body: {} })),
      rejectStory: decision(({ id, reason }: { id: number; reason: string }) => ({ url: `/admin/stories/${id}/reject/`, method: 'POST', body: { reason } })),
      unpublishStory: decision((id: number) => ({ url: `/admin/stories/${id}/unpublish/`, method: 'POST' })),

      getOrgSites: build.query<TOrgSites, void>({ query: () => '/organization/sites/', providesTags: ['OrgLibrary'] }),
      getOrgStories: build.query<TOrgStoryPage, OrgListArgs>({
        query: ({ school, status, search, page, size }) => ({ url: '/organization/stories/', params: params(page, size, { school, status, search }) }),
        providesTags: ['OrgLibrary'],
      }),
      getOrgStory: build.query<TOrgStoryDetail, number>({ query: (id) => `/organization/stories/${id}/`, providesTags: ['OrgLibrary'] }),
      getOrgBooks: build.query<TOrgBookPage, OrgBookArgs>({
        query: ({ school, status, featured, search, page, size }) => ({ url: '/organization/books/', params: params(page, size, { school, status, featured, search }) }),
        providesTags: ['OrgLibrary'],
      }),
      getOrgBookStats: build.query<TOrgBookStats, { school: string }>({
        query: ({ school }) => ({ url: '/organization/book-stats/', params: school ? { school } : {} }),
        providesTags: ['OrgLibrary'],
      }),
    };
  },
});

export const {
  useGetAdminStoriesQuery,
  useGetAdminStoryQuery,
  useApproveStoryMutation,
  useRejectStoryMutation,
  useUnpublishStoryMutation,
  useGetOrgSitesQuery,
  useGetOrgStoriesQuery,
  useGetOrgStoryQuery,
  useGetOrgBooksQuery,
  useGetOrgBookStatsQuery,
} = storyAdminApi;
