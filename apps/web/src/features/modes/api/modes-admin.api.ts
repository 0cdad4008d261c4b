import type { TAdminMode, TAdminModeList, TModeFields, TModeSiteChoice, TModeSites, TSchoolModes } from '@commonshelf/shared/modes/modes-admin.schemas';
import { api } from '../../../lib/api-client';

/** The modes' admins: the platform's catalogue and each site's choice; a school's own choice. Changes refetch the Switchboard. */
export const modesAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminModes', 'SchoolModes'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminModes: build.query<TAdminModeList, void>({ query: () => '/admin/modes/', providesTags: ['AdminModes'] }),
    addMode: build.mutation<TAdminMode, TModeFields>({
      query: (body) => ({ url: '/admin/modes/', method: 'POST', body }),
      invalidatesTags: (r) => (r ? ['AdminModes', 'Modes'] : []),
    }),
    editMode: build.mutation<TAdminMode, { id: number } & Partial<TModeFields>>({
      query: ({ id, ...body }) => ({ url: `/admin/modes/${id}/`, method: 'PATCH', body }),
      invalidatesTags: (r) => (r ? ['AdminModes', 'Modes', 'SchoolModes'] : []),
    }),
    setModeImage: build.mutation<TAdminMode, { id: number; file: File }>({
      query: ({ id, file }) => {
        const form = new FormData();
        form.append('image', file, file.name);
        return { url: `/admin/modes/${id}/image/`, method: 'PUT', body: form };
      },
      invalidatesTags: (r) => (r ? ['AdminModes', 'Modes'] : []),
    }),
    getModeSites: build.query<TModeSites, number>({ query: (id) => `/admin/modes/${id}/sites/`, providesTags: ['AdminModes'] }),
    setModeSite: build.mutation<TModeSites, { id: number; tenantId: string } & TModeSiteChoice>({
      query: ({ id, tenantId, ...body }) => ({ url: `/admin/modes/${id}/sites/${tenantId}/`, method: 'PUT', body }),
      invalidatesTags: (r) => (r ? ['AdminModes', 'Modes', 'SchoolModes'] : []),
    }),
    getSchoolModes: build.query<TSchoolModes, void>({ query: () => '/school-admin/modes/', providesTags: ['SchoolModes'] }),
    setSchoolMode: build.mutation<TSchoolModes, { id: number } & TModeSiteChoice>({
      query: ({ id, ...body }) => ({ url: `/school-admin/modes/${id}/`, method: 'PUT', body }),
      invalidatesTags: (r) => (r ? ['SchoolModes', 'Modes'] : []),
    }),
  }),
});

export const {
  useGetAdminModesQuery,
  useAddModeMutation,
  useEditModeMutation,
  useSetModeImageMutation,
  useGetModeSitesQuery,
  useSetModeSiteMutation,
  useGetSchoolModesQuery,
  useSetSchoolModeMutation,
} = modesAdminApi;
