import type { TCharityCard, TProjectCard } from '@commonshelf/shared/charities/charities.schemas';
import type { TFundraiserInput, TFundraiserUpdate, TMyFundraiser, TMyFundraisers } from '@commonshelf/shared/charities/fundraising.schemas';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';

/** Who is asking, for the cache only (never sent): one person's pages are never shown to the next. */
type Viewer = { viewer: string | number | null };

export const fundraisingApi = api.enhanceEndpoints({ addTagTypes: ['Fundraisers', 'Charities'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The causes a page may raise money for: this site's projects and charities. */
    getCauseProjects: build.query<Page<TProjectCard>, void>({
      query: () => ({ url: '/projects/', params: { limit: 50 } }),
      providesTags: ['Charities'],
    }),
    getCauseCharities: build.query<Page<TCharityCard>, void>({
      query: () => ({ url: '/charities/', params: { limit: 50 } }),
      providesTags: ['Charities'],
    }),
    getMyFundraisers: build.query<TMyFundraisers, Viewer>({
      query: () => '/fundraisers/mine/',
      providesTags: [{ type: 'Fundraisers', id: 'MINE' }],
    }),
    createFundraiser: build.mutation<TMyFundraiser, TFundraiserInput>({
      query: (body) => ({ url: '/fundraisers/', method: 'POST', body }),
      // A cause's page lists the site's fundraising pages.
      invalidatesTags: [{ type: 'Fundraisers', id: 'MINE' }, 'Charities'],
    }),
    updateFundraiser: build.mutation<TMyFundraiser, { slug: string; change: TFundraiserUpdate }>({
      query: ({ slug, change }) => ({ url: `/fundraisers/${encodeURIComponent(slug)}/`, method: 'PATCH', body: change }),
      invalidatesTags: (_r, _e, { slug }) => [{ type: 'Fundraisers', id: 'MINE' }, { type: 'Fundraisers', id: slug }, 'Charities'],
    }),
  }),
});

export const { useGetCauseProjectsQuery, useGetCauseCharitiesQuery, useGetMyFundraisersQuery, useCreateFundraiserMutation, useUpdateFundraiserMutation } = fundraisingApi;
