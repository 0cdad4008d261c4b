import { createSlice } from '@reduxjs/toolkit';
import { addLoadableCases, arrayField, createApiThunk } from '../../lib/async-load';
import { idle, type Loadable } from '../../lib/load-status';
import { isRecord } from '../../lib/storage';

export type AnalyticsState = {
  /** Reaction contributions per category. */
  categories: Loadable<unknown[]>;
  reactionStats: Loadable<unknown[]>;
  impactCount: Loadable<number | null>;
};

export const ANALYTICS_ERROR = 'Failed to fetch analytics';
export const REACTION_STATS_ERROR = 'Failed to fetch reaction stats';
export const IMPACT_COUNT_ERROR = 'Failed to fetch impact count';

export const fetchCategoryContributions = createApiThunk(
  'analytics/fetchCategoryContributions',
  () => '/categories/reaction-contributions/',
  (data) => arrayField(data, 'categories'),
  ANALYTICS_ERROR,
);

export const fetchReactionStats = createApiThunk(
  'analytics/fetchReactionStats',
  () => '/reactions/stats/',
  (data) => arrayField(data, 'results'),
  REACTION_STATS_ERROR,
);

export const fetchImpactCount = createApiThunk(
  'analytics/fetchImpactCount',
  () => '/v1/impacts/count/',
  (data) => {
    const total = isRecord(data) ? data.total_impacts : undefined;
    if (typeof total !== 'number') throw new Error('Unexpected impact count');
    return total;
  },
  IMPACT_COUNT_ERROR,
);

const analyticsSlice = createSlice({
  name: 'analytics',
  initialState: { categories: idle([]), reactionStats: idle([]), impactCount: idle(null) } as AnalyticsState,
  reducers: {},
  extraReducers: (builder) => {
    addLoadableCases(builder, fetchCategoryContributions, (state) => state.categories, ANALYTICS_ERROR);
    addLoadableCases(builder, fetchReactionStats, (state) => state.reactionStats, REACTION_STATS_ERROR);
    addLoadableCases(builder, fetchImpactCount, (state) => state.impactCount, IMPACT_COUNT_ERROR);
  },
});

export const analyticsReducer = analyticsSlice.reducer;
export const selectAnalytics = (state: { analytics: AnalyticsState }) => state.analytics;
