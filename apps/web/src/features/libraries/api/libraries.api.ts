import type { TLibraryCard, TLibraryCountries, TLibraryDetail } from '@commonshelf/shared/library/libraries.schemas';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';

export type LibraryListArgs = { search?: string; country?: string | null; limit: number; offset: number };

export const librariesApi = api.enhanceEndpoints({ addTagTypes: ['Libraries'] }).injectEndpoints({
  endpoints: (build) => ({
    getLibraries: build.query<Page<TLibraryCard>, LibraryListArgs>({
      query: ({ search, country, limit, offset }) => ({
        url: '/libraries/',
        params: { ...(search ? { search } : {}), ...(country ? { country } : {}), limit, ...(offset ? { offset } : {}) },
      }),
      providesTags: ['Libraries'],
    }),
    getLibraryCountries: build.query<TLibraryCountries, void>({
      query: () => '/libraries/countries/',
      providesTags: ['Libraries'],
    }),
    getLibrary: build.query<TLibraryDetail, string>({
      query: (idOrSlug) => `/libraries/${encodeURIComponent(idOrSlug)}/`,
      providesTags: ['Libraries'],
    }),
  }),
});

export const { useGetLibrariesQuery, useGetLibraryCountriesQuery, useGetLibraryQuery } = librariesApi;
