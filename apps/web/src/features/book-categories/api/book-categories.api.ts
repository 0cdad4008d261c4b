import type {
  TAdminCategory,
  TAdminCategoryPage,
  TCategoryDeleted,
  TCategoryInput,
  TCategoryScope,
  TCategoryUpdate,
} from '@commonshelf/shared/library/categories.schemas';
import { api } from '../../../lib/api-client';

export type CategoryListArgs = { search: string; scope: TCategoryScope; page: number; size: number };

const LIST = { type: 'AdminCategories' as const, id: 'LIST' };

/**
 * Book categories for their admins (`/api/admin/book-categories/…`). Changes refetch the admin
 * lists and the library's books and filters ('Books'), whose categories they change.
 */
export const bookCategoriesApi = api.enhanceEndpoints({ addTagTypes: ['AdminCategories'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<TAdminCategoryPage, CategoryListArgs>({
      query: ({ search, scope, page, size }) => ({
        url: '/admin/book-categories/',
        params: { limit: size, ...(page > 1 ? { offset: (page - 1) * size } : {}), ...(search ? { search } : {}), ...(scope !== 'all' ? { scope } : {}) },
      }),
      providesTags: [LIST],
    }),
    getAdminCategory: build.query<TAdminCategory, number>({
      query: (id) => `/admin/book-categories/${id}/`,
      providesTags: (_r, _e, id) => [{ type: 'AdminCategories', id }],
    }),
    createCategory: build.mutation<TAdminCategory, TCategoryInput>({
      query: (body) => ({ url: '/admin/book-categories/', method: 'POST', body }),
      invalidatesTags: [LIST, 'Books'],
    }),
    updateCategory: build.mutation<TAdminCategory, TCategoryUpdate & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/admin/book-categories/${id}/`, method: 'PATCH', body }),
      invalidatesTags: (r) => (r ? [LIST, 'Books', { type: 'AdminCategories', id: r.id }] : []),
    }),
    deleteCategory: build.mutation<TCategoryDeleted, number>({
      query: (id) => ({ url: `/admin/book-categories/${id}/`, method: 'DELETE' }),
      invalidatesTags: (r) => (r ? [LIST, 'Books', { type: 'AdminCategories', id: r.id }] : []),
    }),
  }),
});

export const {
  useGetAdminCategoriesQuery,
  useGetAdminCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = bookCategoriesApi;
