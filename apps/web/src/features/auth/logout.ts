import { api } from '../../lib/api-client';
import { loggedOut, type SessionState } from '../../lib/session.slice';
import type { useAppDispatch } from '../../lib/redux-hooks';

/**
 * Ends the session locally at once and tells the server best-effort (so its refresh token is
 * revoked); a network failure must never keep someone signed in on a shared computer.
 */
export function logout(dispatch: ReturnType<typeof useAppDispatch>, session: SessionState): void {
  if (session.access || session.refresh) {
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
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
}
