import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../lib/redux-hooks';
import {
  loggedOut,
  readStoredSession,
  selectSession,
  SESSION_KEYS,
  sessionSynced,
  userUpdated,
} from '../../../lib/session.slice';
import { getLocalStorage } from '../../../lib/storage';
import { useProfileQuery } from '../api/auth.api';
import { toSessionUser } from '../session-start';

const SESSION_KEY_NAMES: readonly string[] = Object.values(SESSION_KEYS);

/**
 * Keeps every open tab on the same session: tokens rotate on each refresh and the server treats a
 * spent one as stolen, so a tab must never keep using an old one after another tab refreshed; and
 * logging out in one tab logs out all of them (shared classroom computers).
 */
export function SessionSync() {
  const dispatch = useAppDispatch();
  const { user, access, refresh } = useSelector(selectSession);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !SESSION_KEY_NAMES.includes(event.key)) return;
      const stored = readStoredSession(getLocalStorage());
      if (stored.user === null) {
        if (user !== null) dispatch(loggedOut());
        return;
      }
      if (stored.access !== access || stored.refresh !== refresh || stored.user.id !== user?.id) {
        dispatch(sessionSynced(stored));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, user, access, refresh]);

  return null;
}

/**
 * Confirms the stored session with the server when a protected page opens: an expired one is
 * refreshed, or ends with the spec's relogin warning, and the user's details are brought up to date.
 */
export function SessionCheck() {
  const dispatch = useAppDispatch();
  const { user } = useSelector(selectSession);
  const { data } = useProfileQuery(undefined, { skip: user === null });
  useEffect(() => {
    if (data && user && data.id === String(user.id)) {
      const fresh = toSessionUser(data);
      if (JSON.stringify(fresh) !== JSON.stringify(user)) dispatch(userUpdated(fresh));
    }
  }, [data, user, dispatch]);
  return null;
}
