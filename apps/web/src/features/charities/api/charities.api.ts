import type { TCharityCard } from '@commonshelf/shared/charities/charities.schemas';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';

export const charitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCharities: build.query<Page<TCharityCard>, void>({
      query: () => '/charities/',
      providesTags: ['Charities'],
    }),
  }),
});

export const { useGetCharitiesQuery } = charitiesApi;
