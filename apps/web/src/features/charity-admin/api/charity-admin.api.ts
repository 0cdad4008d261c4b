import type {
  TAdminCauseScope,
  TAdminCharity,
  TAdminCharityDetail,
  TAdminCharityOptions,
  TAdminCharitySaved,
  TAdminProject,
  TAdminProjectDetail,
  TAdminProjectSaved,
  TAdminProjectUpdate,
  TCauseStatus,
  TProjectUpdateInput,
} from '@commonshelf/shared/charities/charity-admin.schemas';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';

/** A list's filters as its page keeps them (empty: no filter). */
export type CauseListArgs = { scope: TAdminCauseScope; status: TCauseStatus | ''; search: string; charity?: string; page: number; size: number };
export type CauseKind = 'charities' | 'projects';

function listParams({ scope, status, search, charity, page, size }: CauseListArgs): Record<string, string | number> {
  const out: Record<string, string | number> = { limit: size };
  if (page > 1) out.offset = (page - 1) * size;
  if (scope !== 'own') out.scope = scope;
  if (status) out.status = status;
  if (search) out.search = search;
  if (charity) out.charity = charity;
  return out;
}

const CHARITY_LIST = { type: 'AdminCharities' as const, id: 'LIST' };
const PROJECT_LIST = { type: 'AdminProjects' as const, id: 'LIST' };
const OPTIONS = { type: 'AdminCharities' as const, id: 'OPTIONS' };

/**
 * Charities and projects for their admins (`/api/admin/charities/…`, `/api/admin/projects/…`).
 * Every change refetches both lists, the cause's details (a project's change moves its charity's
 * totals too) and the public Give pages.
 */
export const charityAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminCharities', 'AdminProjects'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminCharities: build.query<Page<TAdminCharity>, CauseListArgs>({
      query: (args) => ({ url: '/admin/charities/', params: listParams(args) }),
      providesTags: [CHARITY_LIST],
    }),
    getAdminProjects: build.query<Page<TAdminProject>, CauseListArgs>({
      query: (args) => ({ url: '/admin/projects/', params: listParams(args) }),
      providesTags: [PROJECT_LIST],
    }),
    getCharityOptions: build.query<TAdminCharityOptions, void>({ query: () => '/admin/charities/options/', providesTags: [OPTIONS] }),
    getAdminCharity: build.query<TAdminCharityDetail, number>({
      query: (id) => `/admin/charities/${id}/`,
      providesTags: (_r, _e, id) => [{ type: 'AdminCharities', id }],
    }),
    getAdminProject: build.query<TAdminProjectDetail, number>({
      query: (id) => `/admin/projects/${id}/`,
      providesTags: (_r, _e, id) => [{ type: 'AdminProjects', id }],
    }),
    /** The charity form: a new charity (POST) or changes to one (PATCH), multipart with its pictures. */
    saveCharity: build.mutation<TAdminCharitySaved, { id: number | null; form: FormData }>({
      query: ({ id, form }) => ({ url: id ? `/admin/charities/${id}/` : '/admin/charities/', method: id ? 'PATCH' : 'POST', body: form }),
      invalidatesTags: (r) => (r ? [CHARITY_LIST, PROJECT_LIST, OPTIONS, { type: 'AdminCharities', id: r.charity.id }, 'AdminProjects', 'Charities'] : []),
    }),
    saveProject: build.mutation<TAdminProjectSaved, { id: number | null; form: FormData }>({
      query: ({ id, form }) => ({ url: id ? `/admin/projects/${id}/` : '/admin/projects/', method: id ? 'PATCH' : 'POST', body: form }),
      invalidatesTags: (r) => (r ? [CHARITY_LIST, PROJECT_LIST, 'AdminCharities', { type: 'AdminProjects', id: r.project.id }, 'Charities'] : []),
    }),
    /** Publish (`published`) or unpublish (`draft`) a charity or project. */
    setCauseStatus: build.mutation<{ id: number; status: TCauseStatus }, { kind: CauseKind; id: number; publish: boolean }>({
      query: ({ kind, id, publish }) => ({ url: `/admin/${kind}/${id}/${publish ? 'publish' : 'unpublish'}/`, method: 'POST' }),
      invalidatesTags: (r) => (r ? [CHARITY_LIST, PROJECT_LIST, OPTIONS, 'AdminCharities', 'AdminProjects', 'Charities'] : []),
    }),
    deleteCause: build.mutation<void, { kind: CauseKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/admin/${kind}/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_r, e) => (e ? [] : [CHARITY_LIST, PROJECT_LIST, OPTIONS, 'AdminCharities', 'AdminProjects', 'Charities']),
    }),
    /** A project's update: a new one (no `updateId`) or changes to one. */
    saveProjectUpdate: build.mutation<TAdminProjectUpdate, { projectId: number; updateId?: number | undefined; body: TProjectUpdateInput }>({
      query: ({ projectId, updateId, body }) => ({
        url: updateId ? `/admin/projects/${projectId}/updates/${updateId}/` : `/admin/projects/${projectId}/updates/`,
        method: updateId ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: (r, _e, a) => (r ? [{ type: 'AdminProjects', id: a.projectId }, 'Charities'] : []),
    }),
    deleteProjectUpdate: build.mutation<void, { projectId: number; updateId: number }>({
      query: ({ projectId, updateId }) => ({ url: `/admin/projects/${projectId}/updates/${updateId}/`, method: 'DELETE' }),
      invalidatesTags: (_r, e, a) => (e ? [] : [{ type: 'AdminProjects', id: a.projectId }, 'Charities']),
    }),
  }),
});

export const {
  useGetAdminCharitiesQuery,
  useGetAdminProjectsQuery,
  useGetCharityOptionsQuery,
  useGetAdminCharityQuery,
  useGetAdminProjectQuery,
  useSaveCharityMutation,
  useSaveProjectMutation,
  useSetCauseStatusMutation,
  useDeleteCauseMutation,
  useSaveProjectUpdateMutation,
  useDeleteProjectUpdateMutation,
} = charityAdminApi;
