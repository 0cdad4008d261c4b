import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { addLoadableCases, createApiThunk } from '../../lib/async-load';
import { idle, type Loadable } from '../../lib/load-status';
import { isRecord } from '../../lib/storage';

/** Teacher statistics; the spec does not show their fields, so they are kept as the server sends them. */
export type TTeacherStats = Record<string, unknown>;

export type StatsState = {
  books: Loadable<TTeacherStats | null>;
  stories: Loadable<TTeacherStats | null>;
  /** Counts up with each review decision made here, after which the numbers are asked for again. */
  revision: number;
};

/** The review queue's decisions (publishing a book or a story, or sending it back), by their API endpoints' names. */
const REVIEW_DECISIONS = new Set(['reviewBook', 'reviewStory']);
function isReviewDecision(action: UnknownAction): boolean {
  const endpoint = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta?.arg?.endpointName;
  return action.type === 'api/executeMutation/fulfilled' && REVIEW_DECISIONS.has(String(endpoint));
}

export const TEACHER_BOOK_STATS_ERROR = 'Failed to fetch book stats';
export const TEACHER_STORY_STATS_ERROR = 'Failed to fetch story stats';

function asStats(data: unknown): TTeacherStats {
  if (!isRecord(data)) throw new Error('Unexpected stats');
  return data;
}

export const fetchTeacherBookStats = createApiThunk(
  'stats/fetchTeacherBookStats',
  () => '/teacher/book-stats/',
  asStats,
  TEACHER_BOOK_STATS_ERROR,
);

export const fetchTeacherStoryStats = createApiThunk(
  'stats/fetchTeacherStoryStats',
  () => '/teacher/blog-stats/',
  asStats,
  TEACHER_STORY_STATS_ERROR,
);

const statsSlice = createSlice({
  name: 'stats',
  initialState: { books: idle(null), stories: idle(null), revision: 0 } as StatsState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadableCases(builder, fetchTeacherBookStats, (state) => state.books, TEACHER_BOOK_STATS_ERROR);
    addLoadableCases(builder, fetchTeacherStoryStats, (state) => state.stories, TEACHER_STORY_STATS_ERROR);
    builder.addMatcher(isReviewDecision, (state) => {
      state.revision += 1;
    });
  },
});

export const statsReducer = statsSlice.reducer;
export const selectStats = (state: { stats: StatsState }) => state.stats;
