import { type Loadable } from '../../lib/load-status';
export type TBookStats = {
    all_book: number;
    featured_book: number;
};
export type BookStatsState = Loadable<TBookStats | null>;
export declare const BOOK_STATS_ERROR = "Failed to fetch book stats";
export declare const fetchBookStats: import("@reduxjs/toolkit").AsyncThunk<TBookStats, void, {
    rejectValue: string;
    state?: unknown;
    dispatch?: import("redux-thunk").ThunkDispatch<unknown, unknown, import("redux").UnknownAction> | undefined;
    extra?: unknown;
    serializedErrorType?: unknown;
    pendingMeta?: unknown;
    fulfilledMeta?: unknown;
    rejectedMeta?: unknown;
}>;
export declare const bookStatsReducer: import("redux").Reducer<BookStatsState>;
export declare const selectBookStats: (state: {
    bookStats: BookStatsState;
}) => BookStatsState;
