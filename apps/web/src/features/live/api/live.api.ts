import type { TLiveKind, TLiveRegistration, TLiveRegistrationResult, TLiveSessionCard, TLiveSessionDetail } from '@commonshelf/shared/live/live.schemas';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';

export type LiveListArgs = { when: 'upcoming' | 'past'; kind?: TLiveKind | null; limit?: number; offset?: number };

/** Who is asking, for the cache only (never sent): what a page says to one person is not shown to the next. */
type Viewer = { viewer: string | number | null };

export const liveApi = api.enhanceEndpoints({ addTagTypes: ['Live', 'LiveRegistrations'] }).injectEndpoints({
  endpoints: (build) => ({
    getLiveSessions: build.query<Page<TLiveSessionCard>, LiveListArgs>({
      query: ({ when, kind, limit = 12, offset = 0 }) => ({
        url: '/live/',
        params: { when, ...(kind ? { kind } : {}), limit, ...(offset ? { offset } : {}) },
      }),
      providesTags: ['Live'],
    }),
    getLiveSession: build.query<TLiveSessionDetail, { slug: string } & Viewer>({
      query: ({ slug }) => `/live/${encodeURIComponent(slug)}/`,
      providesTags: (_r, _e, { slug }) => ['Live', { type: 'Live', id: slug }],
    }),
    getMyLiveRegistrations: build.query<{ count: number; results: TLiveRegistration[] }, Viewer>({
      query: () => '/live-registrations/',
      providesTags: ['LiveRegistrations'],
    }),
    registerForLive: build.mutation<TLiveRegistrationResult, { slug: string }>({
      query: ({ slug }) => ({ url: `/live/${encodeURIComponent(slug)}/registration/`, method: 'POST' }),
      invalidatesTags: ['Live', 'LiveRegistrations'],
    }),
    cancelLiveRegistration: build.mutation<void, { slug: string }>({
      query: ({ slug }) => ({ url: `/live/${encodeURIComponent(slug)}/registration/`, method: 'DELETE' }),
      invalidatesTags: ['Live', 'LiveRegistrations'],
    }),
  }),
});

export const {
  useGetLiveSessionsQuery,
  useGetLiveSessionQuery,
  useGetMyLiveRegistrationsQuery,
  useRegisterForLiveMutation,
  useCancelLiveRegistrationMutation,
} = liveApi;

/** The session's calendar file (public, so a plain link downloads it). */
export const calendarUrl = (slug: string) => `/api/live/${encodeURIComponent(slug)}/calendar.ics`;
export const sessionPath = (slug: string) => `/webinar/${encodeURIComponent(slug)}`;
