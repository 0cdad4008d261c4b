import { type SessionState } from '../../lib/session.slice';
import type { useAppDispatch } from '../../lib/redux-hooks';
/**
 * Ends the session locally at once and tells the server best-effort (so its refresh token is
 * revoked); a network failure must never keep someone signed in on a shared computer.
 */
export declare function logout(dispatch: ReturnType<typeof useAppDispatch>, session: SessionState): void;
