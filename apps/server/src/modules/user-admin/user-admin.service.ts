import { DASHBOARD_MONTHS } from '@commonshelf/shared/admin/platform-dashboard.schemas';
import {
  adminUserForm,
  AVATAR_MAX_BYTES,
  grantableRoles,
  ROLE_ARTICLE_NAMES,
  roleSiteProblem,
  USER_ADMIN_MSG as MSG,
  type TAdminUser,
  type TAdminUserPage,
  type TStudentCredentials,
  type TUserFormOptions,
  type TUserProfile,
  type TUserSaved,
  type TUserStats,
  type ZPlatformUserQuery,
  type ZSiteUserQuery,
} from '@commonshelf/shared/users/user-admin.schemas';
import { USER_ROLES, type TUserRole } from '@commonshelf/shared/users/users.schemas';
import type { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import type { SmallForm } from '../../lib/multipart-form.js';
import { hashPassword } from '../../lib/passwords.js';
import { newStorageKey, type Storage } from '../../lib/storage.js';
import { inspectImage } from '../../lib/uploads.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { lastMonths } from '../admin-dashboard/admin-dashboard.service.js';
import { usersByRole, usersPerMonth } from '../admin-dashboard/admin-dashboard.repository.js';
import { requirePlatformAdmin } from '../auth/admin-guards.js';
import { revokeUserSessions, updateUser } from '../auth/auth.repository.js';
import type { Run } from '../auth/auth.service.js';
import { CLASS_ADMIN_ROLES, loginUrl, newStudentPassword } from '../classes/class-admin.service.js';
import { myEnrollments } from '../courses/learning.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import { presentUser } from '../users/users.presenter.js';
import { insertUser } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './user-admin.repository.js';

/**
 * Accounts for their admins. The platform admin manages every account from the main site (in the
 * platform scope); a school's admins (the people who run its classes) manage their own site's,
 * each giving only roles up to their own. Adults an admin adds choose their own password through
 * an emailed link; a new student gets a generated password, shown once. Deactivating an account,
 * changing its role or moving it to another site ends its logins at once.
 */

export type UserAdminCtx = {
  admin: UserRow;
  /** The admin's site; null for the platform admin, who works across every site. */
  site: TenantRow | null;
  /** One transaction in the admin's scope. */
  run: Run;
  /** One transaction across every site: only to ask whether an email is taken. */
  platform: Run;
  config: Pick<AppConfig, 'publicUrl'>;
  storage: Storage;
  /** Queues the set-your-password email of a new account. */
  welcome: (tx: Tx, user: UserRow, site: TenantRow | null) => Promise<void>;
  flushMail: () => void;
};

export const requireUsersPlatformAdmin = (user: UserRow | null, site: TenantRow | null) => requirePlatformAdmin(user, site, MSG.notPlatformAdmin);

/** A site's admins on their own site: the people who run its classes. */
export function requireUsersSiteAdmin(user: UserRow | null, site: TenantRow | null): { user: UserRow; site: TenantRow } {
  if (!user || !site || user.tenantId !== site.id || !(CLASS_ADMIN_ROLES as readonly string[]).includes(user.role)) throw forbidden(MSG.notSiteAdmin);
  return { user, site };
}

const siteKind = (site: Pick<TenantRow, 'isOrganization'> | null) => (site ? { is_organization: site.isOrganization } : null);
const rolesOf = (ctx: UserAdminCtx) => grantableRoles(ctx.admin.role, siteKind(ctx.site));
/** Rows a site's admins may see: their site's; the platform admin's: every site's. */
const scopeSite = (ctx: UserAdminCtx) => ctx.site?.id;

/** The account as its admins see it: the user object of spec 3 and what managing it needs. */
export function presentAdminUser(r: repo.AdminUserRow): TAdminUser {
  const u = r.user;
  return {
    ...presentUser(u),
    is_active: u.isActive,
    password_set: u.passwordHash !== null,
    site: u.tenantId ? { id: u.tenantId, name: r.siteName ?? '', is_organization: r.siteIsOrganization ?? false } : null,
    classes: r.classes,
    created_at: u.createdAt.toISOString(),
    last_login_at: u.lastLoginAt?.toISOString() ?? null,
  };
}

type PlatformQuery = z.output<typeof ZPlatformUserQuery>;
type SiteQuery = z.output<typeof ZSiteUserQuery>;

export async function listUsers(ctx: UserAdminCtx, q: PlatformQuery | SiteQuery): Promise<Omit<TAdminUserPage, 'next' | 'previous'>> {
  const filter: repo.UserFilter = {
    search: q.search,
    role: q.role,
    active: q.active === undefined ? undefined : q.active === 'true',
    site: ctx.site ? ctx.site.id : 'site' in q && q.site ? (q.site === 'main' ? null : q.site) : undefined,
    classId: 'class' in q ? q.class : undefined,
  };
  return ctx.run(async (tx) => {
    const { count, rows } = await repo.listUsers(tx, filter, q.sort, q.limit, q.offset);
    const counts: Record<string, number> = { all: 0 };
    for (const r of await repo.countUsersByRole(tx, filter)) {
      counts[r.role] = Number(r.n);
      counts.all! += Number(r.n);
    }
    return { count, results: rows.map(presentAdminUser), counts };
  });
}

async function userOr404(ctx: UserAdminCtx, tx: Tx, id: string, lock = false) {
  const row = await repo.findAdminUser(tx, id, scopeSite(ctx), lock);
  if (!row) throw notFound(MSG.notFound);
  return row;
}

export async function getUser(ctx: UserAdminCtx, id: string): Promise<TAdminUser> {
  return presentAdminUser(await ctx.run((tx) => userOr404(ctx, tx, id)));
}

/** What the form offers this admin: roles, sites (the platform admin's) and a site's classes. */
export async function formOptions(ctx: UserAdminCtx, siteId?: string): Promise<TUserFormOptions> {
  return ctx.run(async (tx) => {
    const site = ctx.site?.id ?? siteId;
    const sites = ctx.site ? [] : await repo.activeSites(tx);
    const classes = site ? await repo.siteClasses(tx, site) : [];
    return {
      roles: rolesOf(ctx),
      sites: sites.map((s) => ({ id: s.id, name: s.name, is_organization: s.isOrganization })),
      classes: classes.map((c) => ({ id: c.id, name: c.name, code: c.code.toUpperCase() })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The add/edit user form

/** Usernames as the demo's: ASCII first name, surname initial and two digits (`amarao07`). */
export function usernameBase(firstName: string, lastName: string): string {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  return `${fold(firstName).slice(0, 12) || 'student'}${fold(lastName).slice(0, 1)}`;
}

/**
 * Usernames no account of the site has and none of `reserved`, one for each person, made from
 * their names with random digits (two, then more when the short ones are taken).
 */
export async function freshUsernames(tx: Tx, site: string, people: { firstName: string; lastName: string }[], reserved: Set<string>): Promise<string[]> {
  const out: (string | null)[] = people.map(() => null);
  const used = new Set(reserved);
  for (let attempt = 0; out.some((u) => u === null); attempt++) {
    if (attempt > 20) throw new Error('no free username found');
    const digits = attempt < 4 ? 2 : attempt < 10 ? 3 : 4;
    const wanted = new Map<number, string>();
    for (const [i, p] of people.entries()) {
      if (out[i] !== null) continue;
      const n = 10 ** (digits - 1) + Math.floor(Math.random() * 9 * 10 ** (digits - 1));
      wanted.set(i, `${usernameBase(p.firstName, p.lastName)}${n}`);
    }
    const taken = await repo.takenUsernames(tx, site, [...new Set(wanted.values())]);
    for (const [i, name] of wanted) {
      if (taken.has(name) || used.has(name)) continue;
      used.add(name);
      out[i] = name;
    }
  }
  return out as string[];
}

type Problems = Record<string, string[]>;
const add = (problems: Problems, field: string, message: string) => {
  const list = (problems[field] ??= []);
  if (!list.includes(message)) list.push(message);
};

/** The form's fields as the stored account has them, so a PATCH may send only what changes. */
function fieldsOf(u: UserRow, classId: string | undefined): Record<string, string> {
  return {
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email ?? '',
    country: u.country ?? '',
    role: u.role,
    site: u.tenantId ?? '',
    class_id: classId ?? '',
    username: u.username ?? '',
    is_active: String(u.isActive),
  };
}

const EMPTY_FORM = { first_name: '', last_name: '', email: '', country: '', role: '', site: '', class_id: '', username: '', is_active: 'true' };

function uniqueViolation(err: unknown): string | null {
  const cause = (err as { cause?: { code?: string; constraint?: string } }).cause;
  return cause?.code === '23505' ? (cause.constraint ?? '') : null;
}

async function inspectAvatar(form: SmallForm, problems: Problems) {
  if (!form.file) return null;
  const image = form.file.truncated
    ? ({ ok: false, message: MSG.avatarTooLarge } as const)
    : await inspectImage(form.file.buffer, {
        maxBytes: AVATAR_MAX_BYTES,
        allowed: ['png', 'jpeg'],
        maxDimension: 4000,
        messages: { type: MSG.avatarType, tooLarge: MSG.avatarTooLarge },
      });
  if (image.ok) return image;
  add(problems, 'avatar', image.message);
  return null;
}

/** The form's fields that passed their own rules, so the site's rules are checked alongside. */
function fieldsPassing(fields: Record<string, string>, problems: Problems) {
  const value = (name: string) => (problems[name] ? undefined : (fields[name] ?? '').trim());
  const role = value('role');
  return {
    role: role as TUserRole | undefined,
    site: value('site'),
    classId: value('class_id'),
    username: role === 'student' ? value('username')?.toLowerCase() : undefined,
    active: value('is_active'),
  };
}

/**
 * The rules that need the database, for every field that passed its own: the role is one this
 * admin may give, fits the site and is not the admin's own changed; a student stays a student at
 * their school; the class is the site's; the username is free there.
 */
async function checkAgainstSites(ctx: UserAdminCtx, tx: Tx, current: UserRow | null, f: ReturnType<typeof fieldsPassing>, problems: Problems) {
  const site = ctx.site ?? (f.site ? await repo.findSite(tx, f.site) : null);
  if (f.site && !site) add(problems, 'site', MSG.chooseSite);
  else if (!ctx.site && site && site.id !== current?.tenantId && site.status !== 'active') add(problems, 'site', MSG.chooseSite);
  const siteId = f.site === undefined ? undefined : (site?.id ?? null);
  if (f.role) {
    const roleProblem = !rolesOf(ctx).includes(f.role)
      ? MSG.roleNotYours(ROLE_ARTICLE_NAMES[f.role])
      : current && current.id === ctx.admin.id && f.role !== current.role
        ? MSG.selfRole
        : current && (current.role === 'student') !== (f.role === 'student')
          ? MSG.studentBoundary
          : siteId !== undefined
            ? roleSiteProblem(f.role, siteKind(site), current?.role === 'student' && current.tenantId === null)
            : null;
    if (roleProblem) add(problems, 'role', roleProblem);
  }
  if (current && siteId !== undefined && siteId !== current.tenantId) {
    if (current.id === ctx.admin.id) add(problems, 'site', MSG.selfSite);
    else if (current.role === 'student') add(problems, 'site', MSG.studentSiteFixed);
  }
  if (current && current.id === ctx.admin.id && f.active === 'false') add(problems, 'is_active', MSG.selfDeactivate);
  const klass = f.classId && siteId ? (await repo.siteClasses(tx, siteId)).find((c) => c.id === f.classId) : undefined;
  if (f.classId && siteId !== undefined && !klass) add(problems, 'class_id', MSG.classNotFound);
  if (f.username && siteId && (await repo.takenUsernames(tx, siteId, [f.username], current?.id ?? null)).size) add(problems, 'username', MSG.usernameTaken);
  return { site, klass };
}

/**
 * Adds an account (`id` null) or changes one. Every problem is found before anything is written
 * and reported per field at once (spec 5's rules, then the site's: roles this admin may give and
 * that fit the site, the class, a username the site does not have, an email no account has);
 * then the picture is stored and the account written in one transaction, the picture removed
 * again if that fails.
 */
export async function saveUser(ctx: UserAdminCtx, id: string | null, form: SmallForm): Promise<TUserSaved> {
  const existing = id ? await ctx.run((tx) => userOr404(ctx, tx, id)) : null;
  const current = existing?.user ?? null;
  if (current && !rolesOf(ctx).includes(current.role)) throw forbidden(MSG.cannotManage(ROLE_ARTICLE_NAMES[current.role]));
  const fields = { ...(current ? fieldsOf(current, existing?.classes[0]?.id) : EMPTY_FORM), ...form.fields };
  // A school's admins add to their own site, whatever the form says.
  if (ctx.site) fields.site = ctx.site.id;

  const problems: Problems = {};
  const parsed = adminUserForm({ creating: !current }).safeParse(fields);
  if (!parsed.success) for (const issue of parsed.error.issues) add(problems, String(issue.path[0] ?? 'non_field_errors'), issue.message);
  const avatar = await inspectAvatar(form, problems);
  const removeAvatar = form.fields.remove_avatar === 'true';
  const data = parsed.success ? parsed.data : null;
  const checked = await ctx.run((tx) => checkAgainstSites(ctx, tx, current, fieldsPassing(fields, problems), problems));
  const email = problems.email ? null : (fields.email ?? '').trim().toLowerCase();
  if (email && email !== current?.email?.toLowerCase() && (await ctx.platform((tx) => repo.emailTaken(tx, email, current?.id ?? null)))) add(problems, 'email', MSG.emailExists);
  if (!data || Object.keys(problems).length) throw badRequest(VALIDATION_MESSAGE, problems);

  const { site, klass } = checked;
  const siteId = site?.id ?? null;
  const newStudent = !current && data.role === 'student';
  const password = newStudent ? newStudentPassword() : null;
  const passwordHash = password ? await hashPassword(password) : null;
  const avatarKey = avatar ? newStorageKey('avatars', avatar.ext) : null;
  if (avatar && avatarKey) await ctx.storage.put(avatarKey, avatar.buffer, avatar.mime);

  let saved: { row: repo.AdminUserRow; username: string | null };
  try {
    saved = await ctx.run(async (tx) => {
      const username =
        data.role === 'student' && siteId && !data.username && !current?.username
          ? (await freshUsernames(tx, siteId, [{ firstName: data.first_name, lastName: data.last_name }], new Set()))[0]!
          : (data.username ?? current?.username ?? null);
      const values = {
        firstName: data.first_name,
        lastName: data.last_name,
        email: data.email,
        country: data.country,
        role: data.role,
        tenantId: siteId,
        username,
        isActive: data.is_active,
        ...(avatarKey ? { avatar: avatarKey } : removeAvatar ? { avatar: null } : {}),
      };
      let userId: string;
      if (!current) {
        const user = await insertUser(tx, { ...values, passwordHash, archivedAt: data.is_active ? null : new Date() });
        userId = user.id;
        if (user.role !== 'student' && user.email) await ctx.welcome(tx, user, site);
      } else {
        const locked = await userOr404(ctx, tx, current.id, true);
        userId = locked.user.id;
        const emailChanged = (data.email ?? '') !== (locked.user.email ?? '').toLowerCase();
        // The retention period of an inactive (archived) account counts from when it was closed.
        const archivedAt = data.is_active ? null : (locked.user.archivedAt ?? new Date());
        await updateUser(tx, userId, { ...values, archivedAt, ...(emailChanged ? { emailVerifiedAt: null } : {}), updatedAt: new Date() });
        const moved = siteId !== locked.user.tenantId;
        if (moved) await repo.unassignTeacher(tx, userId);
        if (!data.is_active && locked.user.isActive) await revokeUserSessions(tx, userId, 'deactivated by an admin');
        else if (data.role !== locked.user.role || moved) await revokeUserSessions(tx, userId, moved ? 'moved to another site by an admin' : 'role changed by an admin');
      }
      if (klass && siteId && data.role === 'student') await repo.setStudentClass(tx, siteId, userId, klass.id);
      return { row: (await repo.findAdminUser(tx, userId))!, username };
    });
  } catch (err) {
    if (avatarKey) await ctx.storage.delete(avatarKey).catch(() => undefined);
    const constraint = uniqueViolation(err);
    if (constraint?.includes('email')) throw badRequest(VALIDATION_MESSAGE, { email: [MSG.emailExists] });
    if (constraint?.includes('username')) throw conflict(MSG.usernameClash, { username: [MSG.usernameClash] });
    throw err;
  }
  // The old picture goes once nothing points at it (seeded art ships with the code).
  const oldAvatar = current?.avatar;
  if ((avatarKey || removeAvatar) && oldAvatar && !oldAvatar.startsWith('seed/')) await ctx.storage.delete(oldAvatar).catch(() => undefined);
  ctx.flushMail();

  const user = presentAdminUser(saved.row);
  const credentials: TStudentCredentials | null =
    password && klass && site && saved.username
      ? {
          first_name: user.first_name,
          last_name: user.last_name,
          username: saved.username,
          password,
          class_name: klass.name,
          class_code: klass.code.toUpperCase(),
          login_url: loginUrl(ctx.config, site, klass.code.toUpperCase()),
        }
      : null;
  return {
    user,
    message: current ? MSG.updated : MSG.added,
    password_link_sent_to: !current && user.role !== 'student' ? user.email : null,
    credentials,
  };
}

// ---------------------------------------------------------------------------------------------
// Profile and dashboard

const LATEST = 5;
const THIRTY_DAYS_MS = 30 * 86_400_000;

/** A user's classes, courses and progress, books and stories, and logins (`userprofile/:userId`). */
export async function userProfile(ctx: UserAdminCtx, id: string, now = new Date()): Promise<TUserProfile> {
  return ctx.run(async (tx) => {
    const row = await userOr404(ctx, tx, id);
    const since = new Date(now.getTime() - THIRTY_DAYS_MS);
    const classes = await repo.classesOf(tx, id);
    const work = (w: { id: number; title: string; status: string; createdAt: Date }) => ({ id: String(w.id), title: w.title, status: w.status, created_at: w.createdAt.toISOString() });
    const books = await repo.worksBy(tx, 'books', id, LATEST);
    const stories = await repo.worksBy(tx, 'stories', id, LATEST);
    return {
      user: presentAdminUser(row),
      classes: classes.map((c) => ({
        id: c.id,
        name: c.name,
        code: c.code.toUpperCase(),
        as: c.member ? ('student' as const) : ('teacher' as const),
        students_count: Number(c.studentsCount),
      })),
      enrolments: await myEnrollments(tx, row.user),
      books: { count: books.count, latest: books.latest.map(work) },
      stories: { count: stories.count, latest: stories.latest.map(work) },
      live_sessions: await repo.liveSessionCount(tx, id, since),
    };
  });
}

/** `user-dashboard`: accounts by month, role and site, and how many are in use. */
export async function userStats(run: Run, now = new Date()): Promise<TUserStats> {
  const { months, since } = lastMonths(now, DASHBOARD_MONTHS);
  return run(async (tx) => {
    const totals = await repo.userTotals(tx, new Date(now.getTime() - THIRTY_DAYS_MS));
    const perMonth = new Map((await usersPerMonth(tx, since)).map((r) => [r.month, Number(r.n)]));
    const roles = new Map((await usersByRole(tx)).map((r) => [r.role, Number(r.n)]));
    const sites = await repo.usersBySite(tx, 10);
    return {
      total: totals.total,
      active: totals.active,
      inactive: totals.total - totals.active,
      waiting_for_password: totals.waiting,
      active_last_30_days: totals.recent,
      new_by_month: months.map((m) => ({ month: m, count: perMonth.get(m) ?? 0 })),
      by_role: USER_ROLES.map((role: TUserRole) => ({ role, count: roles.get(role) ?? 0 })).sort((a, b) => b.count - a.count),
      by_site: sites.map((s) => ({ site: s.siteId ? { id: s.siteId, name: s.siteName ?? '' } : null, count: Number(s.n) })),
    };
  });
}
