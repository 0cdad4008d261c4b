import type { TUserRole } from '@commonshelf/shared/users/users.schemas';
import type { TUserSort } from '@commonshelf/shared/users/user-admin.schemas';
import { and, asc, count, desc, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { authSessions } from '../auth/auth.table.js';
import { classes, classStudents } from '../classes/classes.table.js';
import { books, stories } from '../library/library.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';

/**
 * Queries of the user admin. A school's admins run them on their site (row-level security keeps
 * other sites out, and `site` names it again); the platform admin runs them in the platform scope.
 */

export type UserFilter = {
  search?: string | undefined;
  role?: TUserRole | undefined;
  /** A site's id, null for the main site's accounts, undefined for every site. */
  site?: string | null | undefined;
  active?: boolean | undefined;
  classId?: string | undefined;
};

function userWhere(f: UserFilter, withRole: boolean): SQL | undefined {
  const w: SQL[] = [];
  if (f.site === null) w.push(isNull(users.tenantId));
  else if (f.site) w.push(eq(users.tenantId, f.site));
  if (withRole && f.role) w.push(eq(users.role, f.role));
  if (f.active !== undefined) w.push(eq(users.isActive, f.active));
  if (f.classId) w.push(sql`exists (select 1 from ${classStudents} cs where cs.student_id = "users"."id" and cs.class_id = ${f.classId})`);
  // Every word must be found in a name, the email or the username ("amara oka" finds Amara Okafor).
  for (const word of (f.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const p = containsPattern(word);
    w.push(or(sql`${users.firstName} ilike ${p}`, sql`${users.lastName} ilike ${p}`, sql`${users.email} ilike ${p}`, sql`${users.username} ilike ${p}`)!);
  }
  return w.length ? and(...w) : undefined;
}

// Correlated with the outer row by its qualified name (a bare column would bind to the inner tables).
const studentClasses = sql<{ id: string; name: string }[]>`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name) from ${classStudents} cs join ${classes} c on c.id = cs.class_id where cs.student_id = "users"."id"), '[]'::json)`;

const columns = { user: users, siteName: tenants.schoolName, siteIsOrganization: tenants.isOrganization, classes: studentClasses };
export type AdminUserRow = { user: typeof users.$inferSelect; siteName: string | null; siteIsOrganization: boolean | null; classes: { id: string; name: string }[] };

const SORTS: Record<TUserSort, SQL[]> = {
  '-created': [desc(users.createdAt)],
  created: [asc(users.createdAt)],
  name: [asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`)],
  '-name': [desc(sql`lower(${users.firstName})`), desc(sql`lower(${users.lastName})`)],
  '-last_login': [sql`${users.lastLoginAt} desc nulls last`],
  last_login: [sql`${users.lastLoginAt} asc nulls first`],
  email: [asc(sql`lower(coalesce(${users.email}, ${users.username}))`)],
};

export async function listUsers(tx: Tx, f: UserFilter, sort: TUserSort, limit: number, offset: number): Promise<{ count: number; rows: AdminUserRow[] }> {
  const w = userWhere(f, true);
  const [total] = await tx.select({ n: count() }).from(users).where(w);
  const rows = await tx
    .select(columns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(w)
    .orderBy(...SORTS[sort], asc(users.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

/** Users per role under every filter but the role. */
export async function countUsersByRole(tx: Tx, f: UserFilter) {
  return tx.select({ role: users.role, n: count() }).from(users).where(userWhere(f, false)).groupBy(users.role);
}

export async function findAdminUser(tx: Tx, id: string, site?: string, lock = false): Promise<AdminUserRow | null> {
  const q = tx
    .select(columns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.id, id), site ? eq(users.tenantId, site) : undefined));
  const [row] = lock ? await q.for('update', { of: users }) : await q;
  return row ?? null;
}

/** Whether another account (any site: run in the platform scope) has this email, in any case. */
export async function emailTaken(tx: Tx, email: string, exceptId: string | null): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Which of these usernames (lower case) a site's accounts already use. */
export async function takenUsernames(tx: Tx, site: string, usernames: string[], exceptId: string | null = null): Promise<Set<string>> {
  if (!usernames.length) return new Set();
  const rows = await tx
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(and(eq(users.tenantId, site), inArray(sql`lower(${users.username})`, usernames), exceptId ? ne(users.id, exceptId) : undefined));
  return new Set(rows.map((r) => r.username));
}

export async function siteClasses(tx: Tx, site: string) {
  return tx.select({ id: classes.id, name: classes.name, code: classes.code }).from(classes).where(eq(classes.tenantId, site)).orderBy(asc(classes.name), asc(classes.id));
}

/** The sites accounts can be given: active tenants, by name. */
export async function activeSites(tx: Tx) {
  return tx
    .select({ id: tenants.id, name: tenants.schoolName, isOrganization: tenants.isOrganization })
    .from(tenants)
    .where(eq(tenants.status, 'active'))
    .orderBy(asc(tenants.schoolName));
}

export async function findSite(tx: Tx, id: string) {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return row ?? null;
}

/** Puts a student in one class (out of any other). */
export async function setStudentClass(tx: Tx, site: string, studentId: string, classId: string) {
  await tx.delete(classStudents).where(and(eq(classStudents.studentId, studentId), ne(classStudents.classId, classId)));
  await tx.insert(classStudents).values({ tenantId: site, classId, studentId }).onConflictDoNothing();
}

export async function addStudents(tx: Tx, rows: { tenantId: string; classId: string; studentId: string }[]) {
  if (rows.length) await tx.insert(classStudents).values(rows);
}

/** A teacher leaving a site leaves its classes without a teacher. */
export async function unassignTeacher(tx: Tx, teacherId: string) {
  await tx.update(classes).set({ teacherId: null }).where(eq(classes.teacherId, teacherId));
}

/** Students already in these classes, by class, for spotting a file uploaded twice. */
export async function classRoster(tx: Tx, classIds: string[]) {
  if (!classIds.length) return [];
  return tx
    .select({ classId: classStudents.classId, firstName: users.firstName, lastName: users.lastName })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(inArray(classStudents.classId, classIds));
}

// ---------------------------------------------------------------------------------------------
// Profile

/** Classes a user is in (a student) or teaches, with their number of active students. */
export async function classesOf(tx: Tx, userId: string) {
  const studentsCount = sql<number>`(select count(*)::int from ${classStudents} cs join ${users} u on u.id = cs.student_id where cs.class_id = "classes"."id" and u.is_active)`;
  const member = sql<boolean>`exists (select 1 from ${classStudents} m where m.class_id = "classes"."id" and m.student_id = ${userId})`;
  return tx
    .select({ id: classes.id, name: classes.name, code: classes.code, teacherId: classes.teacherId, member, studentsCount })
    .from(classes)
    .where(or(eq(classes.teacherId, userId), member))
    .orderBy(asc(classes.name));
}

/** How many books a user uploaded or stories they wrote, and the latest few. */
export async function worksBy(tx: Tx, kind: 'books' | 'stories', userId: string, limit: number) {
  const t = kind === 'books' ? { table: books, by: books.uploadedBy } : { table: stories, by: stories.authorId };
  const { table } = t;
  const [total] = await tx.select({ n: count() }).from(table).where(eq(t.by, userId));
  const latest = await tx
    .select({ id: table.id, title: table.title, status: table.status, createdAt: table.createdAt })
    .from(table)
    .where(eq(t.by, userId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit);
  return { count: Number(total?.n ?? 0), latest };
}

/** Logins not ended and used within the longest refresh lifetime (30 days). */
export async function liveSessionCount(tx: Tx, userId: string, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gte(authSessions.lastUsedAt, since)));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Dashboard (platform scope)

export async function userTotals(tx: Tx, since: Date) {
  const [row] = await tx
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.isActive})::int`,
      waiting: sql<number>`count(*) filter (where ${users.isActive} and ${users.passwordHash} is null and ${users.role} <> 'student')::int`,
      recent: sql<number>`count(*) filter (where ${users.lastLoginAt} >= ${since})::int`,
    })
    .from(users);
  return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0), waiting: Number(row?.waiting ?? 0), recent: Number(row?.recent ?? 0) };
}

/** Accounts per site, most first (the main site's under a null id). */
export async function usersBySite(tx: Tx, limit: number) {
  const n = count();
  return tx
    .select({ siteId: users.tenantId, siteName: tenants.schoolName, n })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .groupBy(users.tenantId, tenants.schoolName)
    .orderBy(desc(n), asc(tenants.schoolName))
    .limit(limit);
}
