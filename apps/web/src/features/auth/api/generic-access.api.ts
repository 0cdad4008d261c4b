import { api } from '../../../lib/api-client';

/** Community login (one shared password) sets a server-side flag; the header asks for it. */
export const genericAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkGenericAccess: build.query<{ authenticated: boolean }, void>({
      query: () => '/check-generic-access',
      providesTags: ['GenericAccess'],
    }),
    genericLogout: build.mutation<unknown, void>({
      query: () => ({ url: '/generic-password-logout', method: 'POST' }),
      invalidatesTags: ['GenericAccess'],
    }),
  }),
});

export const { useCheckGenericAccessQuery, useGenericLogoutMutation } = genericAccessApi;
