import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { TUserRole } from '../../lib/roles';
import { selectUser } from '../../lib/session.slice';

/**
 * Spec 6: visitors go to /login-or-register (remembering where they were going), signed-in users
 * without an allowed role go to /.
 */
export function RequireAuth({ roles }: { roles?: readonly TUserRole[] }) {
  const user = useSelector(selectUser);
  const location = useLocation();
  if (!user) return <Navigate to="/login-or-register" replace state={{ from: location }} />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
