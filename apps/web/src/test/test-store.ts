import { configureStore, type Reducer, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../lib/api-client';
import { sessionReducer, type SessionState } from '../lib/session.slice';

/** A store with just the slices under test plus what the API client needs (session, RTK Query). */
export function testStore<S extends Record<string, unknown>>(
  reducers: { [K in keyof S]: Reducer<S[K]> },
  session?: SessionState,
) {
  const store = configureStore({
    reducer: { ...(reducers as Record<string, Reducer>), session: sessionReducer, api: api.reducer },
    preloadedState: session ? { session } : undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return store as unknown as {
    dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
    getState: () => S & { session: SessionState };
  };
}
