import { api } from '../../lib/api-client';
import { loggedOut, type SessionState } from '../../lib/session.slice';
import type { useAppDispatch } from '../../lib/redux-hooks';

/** Tells the server to revoke a session's refresh token; best-effort, never blocking the user. */
export function revokeSession(session: Pick<SessionState, 'access' | 'refresh'>): void {
  if (!session.access && !session.refresh) return;
  void fetch('/api/auth/logout/', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: {
      'content-type': 'application/json',
      ...(session.access ? { authorization: `Bearer ${session.access}` } : {}),
    },
    body: JSON.stringify({ refresh: session.refresh }),
  }).catch(() => undefined);
}

/**
 * Ends the session locally at once and tells the server best-effort (so its refresh token is
 * revoked); a network failure must never keep someone signed in on a shared computer.
 */
export function logout(dispatch: ReturnType<typeof useAppDispatch>, session: SessionState): void {
  revokeSession(session);
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}
