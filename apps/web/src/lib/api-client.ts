import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { uiLocale } from '../i18n';
import { translateMessage } from '../i18n/messages';
import { navigateTo } from './navigation';
import { safeRedirectPath } from './safe-redirect';
import {
  clearStoredSession,
  readStoredSession,
  selectSession,
  sessionExpired,
  tokensRefreshed,
  type SessionState,
} from './session.slice';
import { getLocalStorage, isRecord } from './storage';
import { showToast } from './toast';

export const SESSION_EXPIRED_MESSAGE = 'Your token is expired, please relogin!';

// Relative in the browser (same origin as the SPA); Node tests have no document to resolve against.
const API_BASE = typeof location === 'undefined' ? 'http://localhost/api' : '/api';

type WithSession = { session: SessionState };

const authorizedBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const { access } = selectSession(getState() as WithSession);
    if (access && !headers.has('authorization')) headers.set('authorization', `Bearer ${access}`);
    // The UI language, so the emails a call sends (a receipt, a reset link) are written in it.
    headers.set('accept-language', uiLocale());
    return headers;
  },
});

// The refresh call must not carry the expired access token a server may reject outright.
const anonymousBaseQuery = fetchBaseQuery({ baseUrl: API_BASE, credentials: 'include' });

const REFRESH_URL = '/auth/token/refresh/';

/**
 * Calls that check a password answer 401 for a wrong one: that is the person's mistake to show,
 * not an expired session to refresh.
 */
const CREDENTIAL_CHECKS = [/^\/auth\/token\//, /^\/generic-password-login/, /^\/invitations\/[^/]+\/accept\//];

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

// Several queries failing with 401 at the same moment share one refresh round trip; a second
// refresh with an already-rotated token would be seen by the server as token reuse.
let refreshInFlight: Promise<boolean> | null = null;

async function refreshTokens(api: BaseQueryApi): Promise<boolean> {
  const current = selectSession(api.getState() as WithSession);
  // Another tab may have rotated the token since this one read it; the server takes an old one
  // for a stolen copy, so the newest, in storage, is the one to send.
  const stored = readStoredSession(getLocalStorage());
  const refresh = stored.refresh && stored.user?.id === current.user?.id ? stored.refresh : current.refresh;
  if (!refresh) return false;
  const result = await anonymousBaseQuery({ url: REFRESH_URL, method: 'POST', body: { refresh } }, api, {});
  const data = result.data;
  if (!isRecord(data) || typeof data.access !== 'string') return false;
  api.dispatch(
    tokensRefreshed({ access: data.access, refresh: typeof data.refresh === 'string' ? data.refresh : null }),
  );
  return true;
}

function expireSession(api: BaseQueryApi) {
  api.dispatch(sessionExpired());
  clearStoredSession(getLocalStorage());
  showToast(SESSION_EXPIRED_MESSAGE, 'warning');
  // Back to the page they were on once they have logged in again (a story half written, a lesson).
  const here = typeof location === 'undefined' ? null : safeRedirectPath(location);
  navigateTo(here ? `/login?next=${encodeURIComponent(here)}` : '/login');
}

/**
 * fetchBaseQuery plus the spec's token contract: bearer token and cookies on every call; on a
 * 401 while a user is stored, refresh once and retry once; if the refresh fails, clear the
 * stored session, send the user to /login and tell them why.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  if (refreshInFlight) await refreshInFlight;
  const sentWith = selectSession(api.getState() as WithSession).access;
  let result = await authorizedBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401) return result;
  const url = urlOf(args);
  if (CREDENTIAL_CHECKS.some((pattern) => pattern.test(url))) return result;
  const session = selectSession(api.getState() as WithSession);
  if (!session.user) return result;

  // Refused with a token another request has refreshed since: retry with the new one, no second refresh.
  const alreadyRefreshed = Boolean(session.access) && session.access !== sentWith;
  const refreshed =
    alreadyRefreshed ||
    (await (refreshInFlight ??= refreshTokens(api).finally(() => {
      refreshInFlight = null;
    })));
  if (!refreshed) {
    // Only the first failing request reports it; later ones find the session already gone.
    if (selectSession(api.getState() as WithSession).user) expireSession(api);
    return result;
  }
  result = await authorizedBaseQuery(args, api, extraOptions);
  return result;
};

/** The one RTK Query slice; features add endpoints with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['GenericAccess', 'Modes', 'Books', 'Courses', 'Charities', 'Profile'],
  endpoints: () => ({}),
});

type ThunkLikeApi = {
  dispatch: BaseQueryApi['dispatch'];
  getState: () => unknown;
  signal: AbortSignal;
  extra: unknown;
};

/** Calls the API from a createAsyncThunk payload creator with the same token handling as RTK Query. */
export function apiRequest(
  args: string | FetchArgs,
  thunkApi: ThunkLikeApi,
): Promise<{ data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined }> {
  const api: BaseQueryApi = {
    signal: thunkApi.signal,
    abort: () => undefined,
    dispatch: thunkApi.dispatch,
    getState: thunkApi.getState,
    extra: thunkApi.extra,
    endpoint: typeof args === 'string' ? args : args.url,
    type: 'query',
  };
  return Promise.resolve(baseQueryWithReauth(args, api, {})).then((result) =>
    result.error ? { error: result.error } : { data: result.data },
  );
}

/**
 * The server's message from an error body (`{error}` per the API contract), or the fallback, in the
 * UI language when it is a known message (translateMessage; a translated text passes unchanged).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return translateMessage(serverMessage(error) ?? fallback);
}

function serverMessage(error: unknown): string | null {
  if (!isRecord(error)) return null;
  // A FetchBaseQueryError carries the body in `data`; its own `error` is a client-side reason, not a message for users.
  const data = 'status' in error ? error.data : error;
  if (!isRecord(data)) return null;
  for (const field of ['error', 'detail', 'message'] as const) {
    const text = data[field];
    if (typeof text === 'string' && text) return text;
  }
  return null;
}
