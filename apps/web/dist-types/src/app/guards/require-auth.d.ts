import type { TUserRole } from '../../lib/roles';
/**
 * Spec 6: visitors go to /login-or-register (remembering where they were going), signed-in users
 * without an allowed role go to /.
 */
export declare function RequireAuth({ roles }: {
    roles?: readonly TUserRole[];
}): import("react").JSX.Element;
