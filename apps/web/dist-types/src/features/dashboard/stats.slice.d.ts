import { type Loadable } from '../../lib/load-status';
/** Teacher statistics; the spec does not show their fields, so they are kept as the server sends them. */
export type TTeacherStats = Record<string, unknown>;
export type StatsState = {
    books: Loadable<TTeacherStats | null>;
    stories: Loadable<TTeacherStats | null>;
};
export declare const TEACHER_BOOK_STATS_ERROR = "Failed to fetch book stats";
export declare const TEACHER_STORY_STATS_ERROR = "Failed to fetch story stats";
export declare const fetchTeacherBookStats: import("@reduxjs/toolkit").AsyncThunk<TTeacherStats, void, {
    rejectValue: string;
    state?: unknown;
    dispatch?: import("redux-thunk").ThunkDispatch<unknown, unknown, import("redux").UnknownAction> | undefined;
    extra?: unknown;
    serializedErrorType?: unknown;
    pendingMeta?: unknown;
    fulfilledMeta?: unknown;
    rejectedMeta?: unknown;
}>;
export declare const fetchTeacherStoryStats: import("@reduxjs/toolkit").AsyncThunk<TTeacherStats, void, {
    rejectValue: string;
    state?: unknown;
    dispatch?: import("redux-thunk").ThunkDispatch<unknown, unknown, import("redux").UnknownAction> | undefined;
    extra?: unknown;
    serializedErrorType?: unknown;
    pendingMeta?: unknown;
    fulfilledMeta?: unknown;
    rejectedMeta?: unknown;
}>;
export declare const statsReducer: import("redux").Reducer<StatsState>;
export declare const selectStats: (state: {
    stats: StatsState;
}) => StatsState;
