import i18next from 'i18next';

export const USER_ROLES = [
  'teacher',
  'upschool_admin',
  'school_admin',
  'teacher_admin',
  'organization_admin',
  'student',
] as const;
export type TUserRole = (typeof USER_ROLES)[number];

/** The signed-in user as the token endpoint and /api/user/profile/ return it (spec section 3). */
export type TSessionUser = {
  id: number | string;
  first_name: string;
  last_name: string;
  email: string;
  role: TUserRole;
  country: string | null;
  avatar: string | null;
  username: string | null;
};

export function isUserRole(value: unknown): value is TUserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** Where the header's dashboard button leads (spec section 6). */
export function dashboardPathForRole(role: TUserRole): string {
  switch (role) {
    case 'school_admin':
      return '/admin-school';
    case 'upschool_admin':
      return '/admin-panel';
    case 'organization_admin':
      return '/admin-organization';
    default:
      return '/dashboard';
  }
}

export function fullName(user: Pick<TSessionUser, 'first_name' | 'last_name'> & { username?: string | null }): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.username || i18next.t('site:shared.yourAccount');
}

export function initials(user: Pick<TSessionUser, 'first_name' | 'last_name' | 'username'>): string {
  const letters = [user.first_name, user.last_name]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || (user.username ?? '?').charAt(0).toUpperCase();
}
