import type { StorageLike } from './storage';
export declare const PERSIST_THROTTLE_MS = 1000;
/**
 * Reads a saved JSON state and hands it to `parse`; any failure (missing, bad JSON, wrong shape,
 * storage throwing) yields undefined so the app starts from its defaults.
 */
export declare function loadPersistedState<T>(storage: StorageLike | null, key: string, parse: (value: unknown) => T | undefined): T | undefined;
type Subscribable<S> = {
    getState: () => S;
    subscribe: (listener: () => void) => () => void;
};
type PersistOptions<S, P> = {
    storage: StorageLike | null;
    key: string;
    /** Picks what to save; returning the same references means nothing changed. */
    select: (state: S) => P;
    throttleMs?: number;
    /** Where to listen for `pagehide` so a pending write is not lost when the tab goes away. */
    pageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
};
/**
 * Saves the selected part of a store at most once per `throttleMs` (first change at once, the
 * latest state at the end of the window), and flushes on `pagehide`. Returns a stop function.
 */
export declare function persistState<S, P>(store: Subscribable<S>, options: PersistOptions<S, P>): () => void;
export {};
