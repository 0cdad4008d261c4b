import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { selectUser } from '../../../lib/session.slice';
import { useSite } from '../../../lib/site';
import { getLocalStorage } from '../../../lib/storage';

/** The last moment anyone used this site in this browser (any tab), in ms since the epoch. */
export const LAST_ACTIVITY_KEY = 'cs.lastActivity';
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
// Writes at most every few seconds: a moving mouse must not write storage at every event.
const MARK_EVERY_MS = 5_000;
const CHECK_EVERY_MS = 15_000;

/**
 * Shared computers: a student's session ends after the school's minutes without activity in every
 * tab of the browser (tabs share the last activity through local storage). The logout page ends it
 * on the server too and sends the child to the login page, which says why. Waking a computer from
 * sleep checks at once.
 */
export function IdleSignOut() {
  const user = useSelector(selectUser);
  const { tenant } = useSite();
  const minutes = user?.role === 'student' ? (tenant?.student_idle_minutes ?? null) : null;
  const navigate = useNavigate();
  const userId = user?.id;

  useEffect(() => {
    if (!minutes || !userId) return;
    const storage = getLocalStorage();
    const limit = minutes * 60_000;
    let last = 0;
    const mark = () => {
      const now = Date.now();
      if (now - last < MARK_EVERY_MS) return;
      last = now;
      try {
        storage?.setItem(LAST_ACTIVITY_KEY, String(now));
      } catch {
        // Storage blocked: this tab still counts its own activity.
      }
    };
    const lastActivity = () => Math.max(last, Number(storage?.getItem(LAST_ACTIVITY_KEY)) || 0);
    const check = () => {
      if (Date.now() - lastActivity() < limit) return;
      navigate(`/logout?reason=idle&minutes=${minutes}`, { replace: true });
    };
    mark();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, mark, { capture: true, passive: true });
    document.addEventListener('visibilitychange', check);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, mark, { capture: true });
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(timer);
    };
  }, [minutes, userId, navigate]);
  return null;
}
