import type { TAdminUserPage } from '@commonshelf/shared/users/user-admin.schemas';
import type { TGrantSuperpower, TSuperpowerPage, TSuperpowerProgramme, TSuperpowerSaved, TSuperpowerStatus } from '@commonshelf/shared/superpowers/superpowers.schemas';
import { api } from '../../../lib/api-client';

const LIST = { type: 'Superpowers' as const, id: 'LIST' };

/** The superpower programmes (`/api/admin/superpowers/…`): the platform admin's. */
export const superpowersApi = api.enhanceEndpoints({ addTagTypes: ['Superpowers'] }).injectEndpoints({
  endpoints: (build) => ({
    getSuperpowers: build.query<TSuperpowerPage, { programme: TSuperpowerProgramme; status: TSuperpowerStatus; search: string; page: number; size: number }>({
      query: ({ programme, status, search, page, size }) => ({
        url: '/admin/superpowers/',
        params: { programme, status, limit: size, ...(search ? { search } : {}), ...(page > 1 ? { offset: (page - 1) * size } : {}) },
      }),
      providesTags: [LIST],
    }),
    /** People to choose from: the platform's user search (every site's accounts), by name first. */
    searchPeople: build.query<TAdminUserPage, { search: string; size: number }>({
      query: ({ search, size }) => ({ url: '/api-super-admin/users/', params: { search, sort: 'name', limit: size } }),
    }),
    grantSuperpower: build.mutation<TSuperpowerSaved, TGrantSuperpower>({
      query: (body) => ({ url: '/admin/superpowers/', method: 'POST', body }),
      invalidatesTags: (r) => (r ? [LIST] : []),
    }),
    revokeSuperpower: build.mutation<TSuperpowerSaved, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/superpowers/${id}/revoke/`, method: 'POST', body: { reason } }),
      invalidatesTags: (r) => (r ? [LIST] : []),
    }),
  }),
});

export const { useSearchPeopleQuery, useGetSuperpowersQuery, useGrantSuperpowerMutation, useRevokeSuperpowerMutation } = superpowersApi;
