import type { TImpactFilm } from '@commonshelf/shared/sdgs/films.schemas';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';

export type FilmListArgs = { search?: string; sdg?: number; limit: number; offset: number };

export const filmsApi = api.enhanceEndpoints({ addTagTypes: ['ImpactFilms'] }).injectEndpoints({
  endpoints: (build) => ({
    getImpactFilms: build.query<Page<TImpactFilm>, FilmListArgs>({
      query: ({ search, sdg, limit, offset }) => ({
        url: '/impact-films/',
        params: { ...(search ? { search } : {}), ...(sdg ? { sdg } : {}), limit, ...(offset ? { offset } : {}) },
      }),
      providesTags: ['ImpactFilms'],
    }),
  }),
});

export const { useGetImpactFilmsQuery } = filmsApi;
