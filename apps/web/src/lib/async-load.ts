import { createAsyncThunk, type ActionReducerMapBuilder, type Draft } from '@reduxjs/toolkit';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { apiRequest, errorMessage } from './api-client';
import type { Loadable } from './load-status';

/**
 * A createAsyncThunk that GETs through the API client and rejects with the server's message, or
 * with `fallback` (the spec's exact failure texts) when the server gave none or the body's shape
 * was not what `pick` expects.
 */
export function createApiThunk<T, Arg = void>(
  typePrefix: string,
  request: (arg: Arg) => string | FetchArgs,
  pick: (data: unknown) => T,
  fallback: string,
) {
  return createAsyncThunk<T, Arg, { rejectValue: string }>(typePrefix, async (arg, thunkApi) => {
    const result = await apiRequest(request(arg), thunkApi);
    if (result.error) return thunkApi.rejectWithValue(errorMessage(result.error, fallback));
    try {
      return pick(result.data);
    } catch {
      return thunkApi.rejectWithValue(fallback);
    }
  });
}

type ApiThunk<T, Arg> = ReturnType<typeof createApiThunk<T, Arg>>;

/** Wires a thunk's pending/fulfilled/rejected actions to one Loadable part of a slice. */
export function addLoadableCases<S, T, R extends T, Arg>(
  builder: ActionReducerMapBuilder<S>,
  thunk: ApiThunk<R, Arg>,
  part: (state: Draft<S>) => Loadable<T>,
  fallback: string,
): void {
  builder
    .addCase(thunk.pending, (state) => {
      const target = part(state);
      target.status = 'loading';
      target.error = null;
    })
    .addCase(thunk.fulfilled, (state, action) => {
      const target = part(state);
      target.status = 'succeeded';
      target.data = action.payload;
      target.error = null;
    })
    .addCase(thunk.rejected, (state, action) => {
      const target = part(state);
      target.status = 'failed';
      target.error = action.payload ?? fallback;
    });
}

/** Throws unless `data` is an object holding an array under `key`; the thunk turns that into its fallback message. */
export function arrayField(data: unknown, key: string): unknown[] {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(value)) throw new Error(`Expected an array in "${key}"`);
  return value;
}
