import type {
  TChallengeCard,
  TChallengeDetail,
  TChallengeKind,
  TClassSubmission,
  TOwnSubmission,
  TSubmissionFilters,
  TSubmissionSaved,
} from '@commonshelf/shared/challenges/challenges.schemas';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';

export type ChallengeListArgs = { kind?: TChallengeKind; search?: string; sdg?: number; mode?: number | null; limit?: number; offset?: number };

/** Who is asking, for the cache only (never sent): a page that shows one learner's entry is never shown to the next. */
type Viewer = { viewer: string | number | null };

export type ChallengeRef = { kind: TChallengeKind; slug: string };
export type SubmissionListArgs = { challenge?: number | null; classId?: string | null; kind?: TChallengeKind; limit?: number; offset?: number } & Viewer;

const challengeUrl = ({ kind, slug }: ChallengeRef) => `/challenges/${kind}/${encodeURIComponent(slug)}/`;
const challengeTag = (a: ChallengeRef) => ({ type: 'Challenges' as const, id: `${a.kind}/${a.slug}` });

export const challengesApi = api.enhanceEndpoints({ addTagTypes: ['Challenges', 'ChallengeEntries'] }).injectEndpoints({
  endpoints: (build) => ({
    getChallenges: build.query<Page<TChallengeCard>, ChallengeListArgs>({
      query: ({ kind, search, sdg, mode, limit = 12, offset = 0 }) => ({
        url: '/challenges/',
        params: {
          ...(kind ? { kind } : {}),
          ...(search ? { search } : {}),
          ...(sdg ? { sdg } : {}),
          ...(mode ? { mode } : {}),
          limit,
          ...(offset ? { offset } : {}),
        },
      }),
      providesTags: ['Challenges'],
    }),
    getChallenge: build.query<TChallengeDetail, ChallengeRef & Viewer>({
      query: challengeUrl,
      providesTags: (_r, _e, args) => ['Challenges', challengeTag(args)],
    }),
    /** Sends or replaces the learner's entry: a multipart form with `text`, `file` and `remove_file`. */
    submitEntry: build.mutation<TSubmissionSaved, ChallengeRef & { form: FormData }>({
      query: ({ form, ...ref }) => ({ url: `${challengeUrl(ref)}submission/`, method: 'POST', body: form }),
      invalidatesTags: (_r, _e, args) => [challengeTag(args), 'ChallengeEntries'],
    }),
    withdrawEntry: build.mutation<void, ChallengeRef>({
      query: (ref) => ({ url: `${challengeUrl(ref)}submission/`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, args) => [challengeTag(args), 'ChallengeEntries'],
    }),
    getClassSubmissions: build.query<Page<TClassSubmission>, SubmissionListArgs>({
      query: ({ challenge, classId, kind, limit = 20, offset = 0 }) => ({
        url: '/challenge-submissions/',
        params: {
          ...(challenge ? { challenge } : {}),
          ...(classId ? { class: classId } : {}),
          ...(kind ? { kind } : {}),
          limit,
          ...(offset ? { offset } : {}),
        },
      }),
      providesTags: ['ChallengeEntries'],
    }),
    getSubmissionFilters: build.query<TSubmissionFilters, Viewer>({
      query: () => '/challenge-submissions/filters/',
      providesTags: ['ChallengeEntries'],
    }),
    featureSubmission: build.mutation<TOwnSubmission, { id: string; featured: boolean }>({
      query: ({ id, featured }) => ({ url: `/challenge-submissions/${encodeURIComponent(id)}/feature/`, method: 'POST', body: { featured } }),
      // The gallery of every challenge page may change.
      invalidatesTags: ['ChallengeEntries', 'Challenges'],
    }),
    chooseForDearWorld: build.mutation<TOwnSubmission, { id: string; chosen: boolean }>({
      query: ({ id, chosen }) => ({ url: `/challenge-submissions/${encodeURIComponent(id)}/dear-world/`, method: 'POST', body: { chosen } }),
      invalidatesTags: ['ChallengeEntries'],
    }),
  }),
});

export const {
  useGetChallengesQuery,
  useGetChallengeQuery,
  useSubmitEntryMutation,
  useWithdrawEntryMutation,
  useGetClassSubmissionsQuery,
  useGetSubmissionFiltersQuery,
  useFeatureSubmissionMutation,
  useChooseForDearWorldMutation,
} = challengesApi;
