import {
  ADMIN_USER_FIELDS,
  roleSiteProblem,
  type TAdminUser,
  type TAdminUserFormData,
  type TAdminUserFormValues,
  type TImportReport,
  type TUserFormOptions,
} from '@commonshelf/shared/users/user-admin.schemas';
import type { TUserRole } from '@commonshelf/shared/users/users.schemas';
import i18next from 'i18next';
import { uiLocale } from '../../i18n';
import { longDateLocale } from '../../lib/format';
import type { UserConsole } from './api/user-admin.api';

/** Where each console keeps its user pages (spec section 2). */
export const USER_PATHS = {
  platform: {
    list: '/admin-panel/all-users',
    form: (id?: string) => (id ? `/admin-panel/user/${id}` : '/admin-panel/user'),
    profile: (id: string) => `/admin-panel/userprofile/${id}`,
  },
  school: {
    list: '/admin-school/users',
    form: (id?: string) => (id ? `/admin-school/adduser/${id}` : '/admin-school/adduser'),
    profile: (id: string) => `/admin-school/userprofile/${id}`,
  },
} as const satisfies Record<UserConsole, unknown>;

/** The form's values for an account (or a new one, with the list's role filter as its role). */
export function formValuesOf(user: TAdminUser | null, defaults: { role?: TUserRole | ''; site?: string } = {}): TAdminUserFormValues {
  if (!user) {
    return { first_name: '', last_name: '', email: '', country: '', role: defaults.role ?? '', site: defaults.site ?? '', class_id: '', username: '', is_active: 'true' };
  }
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? '',
    country: user.country ?? '',
    role: user.role,
    site: user.site?.id ?? '',
    class_id: user.classes[0]?.id ?? '',
    username: user.username ?? '',
    is_active: user.is_active ? 'true' : 'false',
  };
}

/** The multipart body of the user form: every field (a school's console sends no site), the picture or its removal. */
export function userFormData(data: TAdminUserFormData, console: UserConsole, avatar: File | null, removeAvatar: boolean): FormData {
  const form = new FormData();
  const text: Record<(typeof ADMIN_USER_FIELDS)[number], string> = {
    first_name: data.first_name,
    last_name: data.last_name,
    email: data.email ?? '',
    country: data.country ?? '',
    role: data.role,
    site: data.site ?? '',
    class_id: data.class_id ?? '',
    username: data.username ?? '',
    is_active: String(data.is_active),
  };
  for (const field of ADMIN_USER_FIELDS) {
    if (field === 'site' && console === 'school') continue;
    form.append(field, text[field]);
  }
  if (avatar) form.append('avatar', avatar, avatar.name);
  else if (removeAvatar) form.append('remove_avatar', 'true');
  return form;
}

/** Whether the chosen role fits the chosen site, as the server will check it (null: it does). */
export function roleProblem(role: string, site: string, options: TUserFormOptions | undefined, existing: TAdminUser | null): string | null {
  if (!role) return null;
  const chosen = site ? options?.sites.find((s) => s.id === site) : null;
  // A site not offered any more (the account's own, now suspended) is judged as the school it is.
  const kind = chosen ? { is_organization: chosen.is_organization } : site && existing?.site?.id === site ? { is_organization: existing.site.is_organization } : site ? { is_organization: false } : null;
  return roleSiteProblem(role as TUserRole, kind, existing?.role === 'student' && existing.site === null);
}

/** The sites the form offers, with the account's own even when the list no longer has it. */
export function siteChoices(options: TUserFormOptions | undefined, existing: TAdminUser | null): { id: string; name: string }[] {
  const sites = options?.sites ?? [];
  const own = existing?.site;
  return own && !sites.some((s) => s.id === own.id) ? [{ id: own.id, name: own.name }, ...sites] : sites;
}

/** The roles the form offers: this admin's, plus the account's own (shown, not given) when it is above them. */
export function roleChoices(options: TUserFormOptions | undefined, existing: TAdminUser | null): TUserRole[] {
  const roles = options?.roles ?? [];
  return existing && !roles.includes(existing.role) ? [existing.role, ...roles] : roles;
}

/** A file's report can be applied when no row has an error. */
export const importReady = (report: TImportReport | null) => !!report && report.summary.errors === 0 && report.summary.rows > 0;

/** One sentence for a file's report: "12 students are ready to add; 1 row has a warning." */
export function importSummary(summary: TImportReport['summary']): string {
  if (summary.errors) return i18next.t('adminUsers:import.problems', { count: summary.errors });
  const ready = i18next.t('adminUsers:import.ready', { count: summary.rows });
  return summary.warnings ? i18next.t('adminUsers:import.warnings', { ready, count: summary.warnings }) : i18next.t('adminUsers:import.readyOnly', { ready });
}

/** "2 days ago", "just now", or "Never" for an account that has not logged in. */
export function lastSeen(iso: string | null, now = Date.now()): string {
  if (!iso) return i18next.t('adminUsers:lastSeen.never');
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 2) return i18next.t('adminUsers:lastSeen.justNow');
  const rtf = new Intl.RelativeTimeFormat(uiLocale(), { numeric: 'auto' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return rtf.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 30) return rtf.format(-days, 'day');
  return new Intl.DateTimeFormat(longDateLocale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}
