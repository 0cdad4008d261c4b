import { type Loadable } from '../../lib/load-status';
export type AnalyticsState = {
    /** Reaction contributions per category. */
    categories: Loadable<unknown[]>;
    reactionStats: Loadable<unknown[]>;
    impactCount: Loadable<number | null>;
};
export declare const ANALYTICS_ERROR = "Failed to fetch analytics";
export declare const REACTION_STATS_ERROR = "Failed to fetch reaction stats";
export declare const IMPACT_COUNT_ERROR = "Failed to fetch impact count";
export declare const fetchCategoryContributions: import("@reduxjs/toolkit").AsyncThunk<unknown[], void, {
    rejectValue: string;
    state?: unknown;
    dispatch?: import("redux-thunk").ThunkDispatch<unknown, unknown, import("redux").UnknownAction> | undefined;
    extra?: unknown;
    serializedErrorType?: unknown;
    pendingMeta?: unknown;
    fulfilledMeta?: unknown;
    rejectedMeta?: unknown;
}>;
export declare const fetchReactionStats: import("@reduxjs/toolkit").AsyncThunk<unknown[], void, {
    rejectValue: string;
    state?: unknown;
    dispatch?: import("redux-thunk").ThunkDispatch<unknown, unknown, import("redux").UnknownAction> | undefined;
    extra?: unknown;
    serializedErrorType?: unknown;
    pendingMeta?: unknown;
    fulfilledMeta?: unknown;
    rejectedMeta?: unknown;
}>;
export declare const fetchImpactCount: import("@reduxjs/toolkit").AsyncThunk<number, void, {
    rejectValue: string;
    state?: unknown;
    dispatch?: import("redux-thunk").ThunkDispatch<unknown, unknown, import("redux").UnknownAction> | undefined;
    extra?: unknown;
    serializedErrorType?: unknown;
    pendingMeta?: unknown;
    fulfilledMeta?: unknown;
    rejectedMeta?: unknown;
}>;
export declare const analyticsReducer: import("redux").Reducer<AnalyticsState>;
export declare const selectAnalytics: (state: {
    analytics: AnalyticsState;
}) => AnalyticsState;
