import type {
  TAdminContentPage,
  TAdminContentPageList,
  TContentPage,
  TContentPageInput,
  TContentRevision,
} from '@commonshelf/shared/site/content-pages.schemas';
import { api } from '../../../lib/api-client';

/** The site's pages (`/api/content-pages/:slug/`) and their editor (`/api/admin/content-pages/…`). */
export const contentApi = api.enhanceEndpoints({ addTagTypes: ['ContentPage', 'AdminContentPages'] }).injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<TContentPage, string>({
      query: (slug) => `/content-pages/${slug}/`,
      providesTags: (_r, _e, slug) => [{ type: 'ContentPage', id: slug }],
    }),
    getAdminContentPages: build.query<TAdminContentPageList, void>({ query: () => '/admin/content-pages/', providesTags: ['AdminContentPages'] }),
    getAdminContentPage: build.query<TAdminContentPage, string>({
      query: (slug) => `/admin/content-pages/${slug}/`,
      providesTags: (_r, _e, slug) => [{ type: 'AdminContentPages', id: slug }],
    }),
    getContentRevision: build.query<TContentRevision, { slug: string; version: number }>({
      query: ({ slug, version }) => `/admin/content-pages/${slug}/revisions/${version}/`,
    }),
    saveContentPage: build.mutation<TAdminContentPage, TContentPageInput & { slug: string }>({
      query: ({ slug, ...body }) => ({ url: `/admin/content-pages/${slug}/`, method: 'PUT', body }),
      invalidatesTags: (r, _e, { slug }) => (r ? ['AdminContentPages', { type: 'ContentPage', id: slug }] : []),
    }),
    restoreContentRevision: build.mutation<TAdminContentPage, { slug: string; version: number }>({
      query: ({ slug, version }) => ({ url: `/admin/content-pages/${slug}/revisions/${version}/restore/`, method: 'POST' }),
      invalidatesTags: (r, _e, { slug }) => (r ? ['AdminContentPages', { type: 'ContentPage', id: slug }] : []),
    }),
    revertContentPage: build.mutation<TAdminContentPage, string>({
      query: (slug) => ({ url: `/admin/content-pages/${slug}/`, method: 'DELETE' }),
      invalidatesTags: (r, _e, slug) => (r ? ['AdminContentPages', { type: 'ContentPage', id: slug }] : []),
    }),
    previewContent: build.mutation<{ html: string }, string>({
      query: (body_md) => ({ url: '/admin/content-pages/preview/', method: 'POST', body: { body_md } }),
    }),
  }),
});

export const {
  useGetContentPageQuery,
  useGetAdminContentPagesQuery,
  useGetAdminContentPageQuery,
  useLazyGetContentRevisionQuery,
  useSaveContentPageMutation,
  useRestoreContentRevisionMutation,
  useRevertContentPageMutation,
  usePreviewContentMutation,
} = contentApi;
