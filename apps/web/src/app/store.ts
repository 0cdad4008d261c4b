import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { analyticsReducer } from '../features/analytics/analytics.slice';
import { cartReducer, parsePersistedCart, type CartState } from '../features/cart/cart.slice';
import { classesReducer } from '../features/classes/classes.slice';
import { statsReducer } from '../features/dashboard/stats.slice';
import { bookStatsReducer } from '../features/library/book-stats.slice';
import { resetCategoryReducer } from '../features/library/reset-category.slice';
import {
  modeSelectionReducer,
  readStoredModeId,
  writeStoredModeId,
} from '../features/modes/mode-selection.slice';
import { parsePersistedSearch, searchReducer, type SearchState } from '../features/search/search.slice';
import { api } from '../lib/api-client';
import { loadPersistedState, persistState } from '../lib/persisted-state';
import { readStoredSession, sessionReducer, writeStoredSession } from '../lib/session.slice';
import type { StorageLike } from '../lib/storage';

/** localStorage key of the persisted client state (only the cart and the search, spec 4 and 9). */
export const CLIENT_STATE_KEY = 'cs.state';

const rootReducer = combineReducers({
  bookStats: bookStatsReducer,
  cart: cartReducer,
  resetCategory: resetCategoryReducer,
  search: searchReducer,
  modeSelection: modeSelectionReducer,
  stats: statsReducer,
  analytics: analyticsReducer,
  classes: classesReducer,
  session: sessionReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

type PersistedClientState = { cart?: CartState; search?: SearchState };

/** A saved state is used only if every part it holds is readable; otherwise it is ignored whole. */
export function parsePersistedClientState(value: unknown): PersistedClientState | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const saved = value as Record<string, unknown>;
  const result: PersistedClientState = {};
  if ('cart' in saved) {
    const cart = parsePersistedCart(saved.cart);
    if (!cart) return undefined;
    result.cart = cart;
  }
  if ('search' in saved) {
    const search = parsePersistedSearch(saved.search);
    if (!search) return undefined;
    result.search = search;
  }
  return result;
}

type StoreOptions = {
  /** Holds the session keys and the persisted client state. */
  local?: StorageLike | null;
  /** Holds the selected mode for this browser session. */
  session?: StorageLike | null;
  /** Target of the `pagehide` flush; window in the browser. */
  pageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
};

export function createAppStore({ local = null, session = null, pageEvents = null }: StoreOptions = {}) {
  const preloadedState: Partial<RootState> = {
    session: readStoredSession(local),
    modeSelection: readStoredModeId(session),
    ...loadPersistedState(local, CLIENT_STATE_KEY, parsePersistedClientState),
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });

  persistState(store, {
    storage: local,
    key: CLIENT_STATE_KEY,
    select: (state) => ({ cart: state.cart, search: state.search }),
    pageEvents,
  });

  // Tokens and the mode are written at once: a throttled token write could lose a rotated refresh token.
  let lastSession = store.getState().session;
  let lastMode = store.getState().modeSelection;
  store.subscribe(() => {
    const state = store.getState();
    if (state.session !== lastSession) {
      lastSession = state.session;
      writeStoredSession(local, state.session);
    }
    if (state.modeSelection !== lastMode) {
      lastMode = state.modeSelection;
      writeStoredModeId(session, state.modeSelection);
    }
  });

  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
