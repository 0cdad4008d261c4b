import { type CartState } from '../features/cart/cart.slice';
import { type SearchState } from '../features/search/search.slice';
import type { StorageLike } from '../lib/storage';
/** localStorage key of the persisted client state (only the cart and the search, spec 4 and 9). */
export declare const CLIENT_STATE_KEY = "cs.state";
declare const rootReducer: import("redux").Reducer<{
    bookStats: import("../features/library/book-stats.slice").BookStatsState;
    cart: CartState;
    resetCategory: import("../features/library/reset-category.slice").ResetCategoryState;
    search: SearchState;
    modeSelection: import("../features/modes/mode-selection.slice").ModeSelectionState;
    stats: import("../features/dashboard/stats.slice").StatsState;
    analytics: import("../features/analytics/analytics.slice").AnalyticsState;
    classes: import("../features/classes/classes.slice").ClassesState;
    session: import("../lib/session.slice").SessionState;
    api: import("@reduxjs/toolkit/query").CombinedState<{}, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", "api">;
}, import("redux").UnknownAction, Partial<{
    bookStats: import("../features/library/book-stats.slice").BookStatsState | undefined;
    cart: CartState | undefined;
    resetCategory: import("../features/library/reset-category.slice").ResetCategoryState | undefined;
    search: SearchState | undefined;
    modeSelection: import("../features/modes/mode-selection.slice").ModeSelectionState | undefined;
    stats: import("../features/dashboard/stats.slice").StatsState | undefined;
    analytics: import("../features/analytics/analytics.slice").AnalyticsState | undefined;
    classes: import("../features/classes/classes.slice").ClassesState | undefined;
    session: import("../lib/session.slice").SessionState | undefined;
    api: import("@reduxjs/toolkit/query").CombinedState<{}, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", "api"> | undefined;
}>>;
export type RootState = ReturnType<typeof rootReducer>;
type PersistedClientState = {
    cart?: CartState;
    search?: SearchState;
};
/** A saved state is used only if every part it holds is readable; otherwise it is ignored whole. */
export declare function parsePersistedClientState(value: unknown): PersistedClientState | undefined;
type StoreOptions = {
    /** Holds the session keys and the persisted client state. */
    local?: StorageLike | null;
    /** Holds the selected mode for this browser session. */
    session?: StorageLike | null;
    /** Target of the `pagehide` flush; window in the browser. */
    pageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
};
export declare function createAppStore({ local, session, pageEvents }?: StoreOptions): import("@reduxjs/toolkit").EnhancedStore<{
    bookStats: import("../features/library/book-stats.slice").BookStatsState;
    cart: CartState;
    resetCategory: import("../features/library/reset-category.slice").ResetCategoryState;
    search: SearchState;
    modeSelection: import("../features/modes/mode-selection.slice").ModeSelectionState;
    stats: import("../features/dashboard/stats.slice").StatsState;
    analytics: import("../features/analytics/analytics.slice").AnalyticsState;
    classes: import("../features/classes/classes.slice").ClassesState;
    session: import("../lib/session.slice").SessionState;
    api: import("@reduxjs/toolkit/query").CombinedState<{}, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", "api">;
}, import("redux").UnknownAction, import("@reduxjs/toolkit").Tuple<[import("redux").StoreEnhancer<{
    dispatch: import("redux-thunk").ThunkDispatch<{
        bookStats: import("../features/library/book-stats.slice").BookStatsState;
        cart: CartState;
        resetCategory: import("../features/library/reset-category.slice").ResetCategoryState;
        search: SearchState;
        modeSelection: import("../features/modes/mode-selection.slice").ModeSelectionState;
        stats: import("../features/dashboard/stats.slice").StatsState;
        analytics: import("../features/analytics/analytics.slice").AnalyticsState;
        classes: import("../features/classes/classes.slice").ClassesState;
        session: import("../lib/session.slice").SessionState;
        api: import("@reduxjs/toolkit/query").CombinedState<{}, "GenericAccess" | "Modes" | "Books" | "Courses" | "Charities" | "Profile", "api">;
    }, undefined, import("redux").UnknownAction>;
}>, import("redux").StoreEnhancer]>>;
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export {};
