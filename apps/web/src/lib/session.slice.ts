import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRecord, readJson, type StorageLike } from './storage';
import { isUserRole, type TSessionUser } from './roles';

/** localStorage keys of the session (spec 4: local storage keeps the tokens and the user). */
export const SESSION_KEYS = { access: 'cs.access', refresh: 'cs.refresh', user: 'cs.user' } as const;

export type SessionState = {
  user: TSessionUser | null;
  access: string | null;
  refresh: string | null;
  /** Set when the server refused the refresh token: guards then send to /login, not to login-or-register. */
  expired?: true;
};

export const emptySession: SessionState = { user: null, access: null, refresh: null };

const sessionSlice = createSlice({
  name: 'session',
  initialState: emptySession,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<{ user: TSessionUser; access: string; refresh: string }>) =>
      action.payload,
    tokensRefreshed: (state, action: PayloadAction<{ access: string; refresh?: string | null }>) => {
      state.access = action.payload.access;
      if (action.payload.refresh) state.refresh = action.payload.refresh;
    },
    userUpdated: (state, action: PayloadAction<TSessionUser>) => {
      state.user = action.payload;
    },
    /** Another tab changed the stored session (rotated tokens, logged in as someone else). */
    sessionSynced: (_state, action: PayloadAction<SessionState>) => action.payload,
    loggedOut: () => emptySession,
    /** The refresh token was rejected: same as logging out, kept apart so listeners can tell the user why. */
    sessionExpired: (): SessionState => ({ ...emptySession, expired: true }),
  },
});

export const { sessionStarted, tokensRefreshed, userUpdated, sessionSynced, loggedOut, sessionExpired } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectUser = (state: WithSession) => state.session.user;
export const selectIsLoggedIn = (state: WithSession) => state.session.user !== null;
export const selectSessionExpired = (state: WithSession) => state.session.expired === true;

function parseUser(value: unknown): TSessionUser | null {
  if (!isRecord(value)) return null;
  const { id, first_name, last_name, email, role, country, avatar, username } = value;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  if (!isUserRole(role)) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const strOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    id,
    role,
    first_name: str(first_name),
    last_name: str(last_name),
    email: str(email),
    country: strOrNull(country),
    avatar: strOrNull(avatar),
    username: strOrNull(username),
  };
}

/** Loads the stored session; a damaged user entry means no session rather than a half one. */
export function readStoredSession(storage: StorageLike | null): SessionState {
  if (!storage) return emptySession;
  const user = parseUser(readJson(storage, SESSION_KEYS.user));
  if (!user) return emptySession;
  let access: string | null = null;
  let refresh: string | null = null;
  try {
    access = storage.getItem(SESSION_KEYS.access);
    refresh = storage.getItem(SESSION_KEYS.refresh);
  } catch {
    // Unreadable tokens: keep the user so the 401 path can send them to /login with the right message.
  }
  return { user, access, refresh };
}

export function writeStoredSession(storage: StorageLike | null, session: SessionState): void {
  if (!storage) return;
  try {
    const put = (key: string, value: string | null) =>
      value == null ? storage.removeItem(key) : storage.setItem(key, value);
    put(SESSION_KEYS.access, session.access);
    put(SESSION_KEYS.refresh, session.refresh);
    put(SESSION_KEYS.user, session.user ? JSON.stringify(session.user) : null);
  } catch (error) {
    console.error('Error saving session', error);
  }
}

export function clearStoredSession(storage: StorageLike | null): void {
  writeStoredSession(storage, emptySession);
}
