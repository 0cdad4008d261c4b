import { type ActionReducerMapBuilder, type Draft } from '@reduxjs/toolkit';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { Loadable } from './load-status';
/**
 * A createAsyncThunk that GETs through the API client and rejects with the server's message, or
 * with `fallback` (the spec's exact failure texts) when the server gave none or the body's shape
 * was not what `pick` expects.
 */
export declare function createApiThunk<T, Arg = void>(typePrefix: string, request: (arg: Arg) => string | FetchArgs, pick: (data: unknown) => T, fallback: string): import("@reduxjs/toolkit").AsyncThunk<T, Arg, {
    rejectValue: string;
    state?: unknown;
    dispatch?: import("redux-thunk").ThunkDispatch<unknown, unknown, import("redux").UnknownAction> | undefined;
    extra?: unknown;
    serializedErrorType?: unknown;
    pendingMeta?: unknown;
    fulfilledMeta?: unknown;
    rejectedMeta?: unknown;
}>;
type ApiThunk<T, Arg> = ReturnType<typeof createApiThunk<T, Arg>>;
/** Wires a thunk's pending/fulfilled/rejected actions to one Loadable part of a slice. */
export declare function addLoadableCases<S, T, R extends T, Arg>(builder: ActionReducerMapBuilder<S>, thunk: ApiThunk<R, Arg>, part: (state: Draft<S>) => Loadable<T>, fallback: string): void;
/** Throws unless `data` is an object holding an array under `key`; the thunk turns that into its fallback message. */
export declare function arrayField(data: unknown, key: string): unknown[];
export {};
