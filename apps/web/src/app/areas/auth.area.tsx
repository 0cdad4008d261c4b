import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';
import { logout } from '../../features/auth/logout';
import { useAppDispatch } from '../../lib/redux-hooks';
import { selectSession } from '../../lib/session.slice';

export const ComingSoonPage = ComingSoon;

/** /logout: clears the session (telling the server best-effort) and goes home. */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useSelector(selectSession);
  const done = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the server must hear about it once.
    if (done.current) return;
    done.current = true;
    logout(dispatch, session);
    navigate('/', { replace: true });
  }, [dispatch, navigate, session]);

  return (
    <p role="status" className="container-page py-16 text-center text-base text-ink-soft">
      Logging you out…
    </p>
  );
}
