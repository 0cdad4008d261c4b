import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SessionCheck } from '../../features/auth/components/session-sync';
import type { TUserRole } from '../../lib/roles';
import { selectSessionExpired, selectUser } from '../../lib/session.slice';

/**
 * Spec 6: visitors go to /login-or-register (remembering where they were going), signed-in users
 * without an allowed role go to /. A session that just expired goes to /login, where the API
 * client sends it with its warning (spec 4); this guard must not race it elsewhere.
 */
export function RequireAuth({ roles }: { roles?: readonly TUserRole[] }) {
  const user = useSelector(selectUser);
  const expired = useSelector(selectSessionExpired);
  const location = useLocation();
  if (!user) return <Navigate to={expired ? '/login' : '/login-or-register'} replace state={{ from: location }} />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/" replace />;
  return (
    <>
      <SessionCheck />
      <Outlet />
    </>
  );
}
