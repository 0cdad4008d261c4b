import type { TCharityCard, TCharityDetail, TProjectCard, TProjectDetail } from '@commonshelf/shared/charities/charities.schemas';
import type { TFundraiserDetail } from '@commonshelf/shared/charities/fundraising.schemas';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';

export type CharityListArgs = { limit?: number; offset?: number } | void;
export type ProjectListArgs = { charity?: string | null; search?: string; limit?: number; offset?: number };

/** What `POST /api/checkout/donation/` takes (the commerce design's contract). */
export type DonationCheckoutInput = {
  project_id?: number;
  charity_id?: number;
  fundraiser_slug?: string;
  amount_minor: number;
  dedication?: string;
  anonymous: boolean;
  email: string;
  name: string;
  provider: 'stripe' | 'paypal' | 'phonepe';
};
export type CheckoutResult = {
  order: { reference: string; status: string; total_minor: number; currency: string };
  access_token: string;
  redirect_url: string;
};

export const charitiesApi = api.enhanceEndpoints({ addTagTypes: ['Charities', 'Fundraisers'] }).injectEndpoints({
  endpoints: (build) => ({
    getCharities: build.query<Page<TCharityCard>, CharityListArgs>({
      query: (args) => ({ url: '/charities/', params: { limit: args?.limit ?? 20, ...(args?.offset ? { offset: args.offset } : {}) } }),
      providesTags: ['Charities'],
    }),
    getCharity: build.query<TCharityDetail, string>({
      query: (idOrSlug) => `/charities/${encodeURIComponent(idOrSlug)}/`,
      providesTags: ['Charities'],
    }),
    getProjects: build.query<Page<TProjectCard>, ProjectListArgs>({
      query: ({ charity, search, limit = 12, offset = 0 }) => ({
        url: '/projects/',
        params: { ...(charity ? { charity } : {}), ...(search ? { search } : {}), limit, ...(offset ? { offset } : {}) },
      }),
      providesTags: ['Charities'],
    }),
    getProject: build.query<TProjectDetail, string>({
      query: (slug) => `/projects/${encodeURIComponent(slug)}/`,
      providesTags: ['Charities'],
    }),
    getFundraiser: build.query<TFundraiserDetail, string>({
      query: (slug) => `/fundraisers/${encodeURIComponent(slug)}/`,
      providesTags: (_r, _e, slug) => [{ type: 'Fundraisers', id: slug }],
    }),
    /** Creates the donation's order and hands over to the chosen provider (`redirect_url`). */
    startDonation: build.mutation<CheckoutResult, DonationCheckoutInput>({
      query: (body) => ({ url: '/checkout/donation/', method: 'POST', body }),
    }),
  }),
});

export const { useGetCharitiesQuery, useGetCharityQuery, useGetProjectsQuery, useGetProjectQuery, useGetFundraiserQuery, useStartDonationMutation } = charitiesApi;
