import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { privacyRequests } from '../privacy/privacy.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { classes, classStudents } from './classes.table.js';

/**
 * Archived students, on the school's own site (row-level security keeps other sites out). Subqueries
 * name the outer row as "users" and their own tables by alias: a bare column would bind inside.
 */

/** A student the school archived: the account is closed and `archived_at` says since when. */
const archived = and(eq(users.role, 'student'), eq(users.isActive, false), isNotNull(users.archivedAt))!;

/** In a class the teacher teaches. */
const taughtBy = (teacherId: string) =>
  sql`exists (select 1 from ${classStudents} cs join ${classes} c on c.id = cs.class_id where cs.student_id = "users"."id" and c.teacher_id = ${teacherId})`;
const inClass = (classId: string) => sql`exists (select 1 from ${classStudents} cs where cs.student_id = "users"."id" and cs.class_id = ${classId})`;

/** The date of an erasure the school scheduled for the student, if one is. */
const scheduledErasure = sql<Date | null>`(select p.purge_after from ${privacyRequests} p
  where p.student_id = "users"."id" and p.kind = 'erasure' and p.status = 'scheduled' order by p.purge_after limit 1)`.mapWith(users.archivedAt);

/** When the retention purge erases the student: the same sum the purge job compares with. */
const retentionEnds = sql<Date>`("users"."archived_at" + make_interval(days => (select t.archived_student_retention_days from ${tenants} t where t.id = "users"."tenant_id")))`.mapWith(
  users.archivedAt,
);

export type ArchivedFilter = {
  /** A teacher's: students of the classes they teach; null for every archived student of the site. */
  teacherId: string | null;
  classId?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
};

function where(f: Pick<ArchivedFilter, 'teacherId' | 'classId' | 'search'>): SQL {
  const parts: SQL[] = [archived];
  if (f.teacherId) parts.push(taughtBy(f.teacherId));
  if (f.classId) parts.push(inClass(f.classId));
  const search = f.search?.trim();
  if (search) {
    const like = containsPattern(search);
    parts.push(or(sql`("users"."first_name" || ' ' || "users"."last_name") ilike ${like}`, sql`"users"."username" ilike ${like}`)!);
  }
  return and(...parts)!;
}

/** One page of archived students, the most recently archived first. */
export async function listArchivedStudents(tx: Tx, f: ArchivedFilter) {
  const cond = where(f);
  const rows = await tx
    .select({
      id: users.id,
      role: users.role,
      tenantId: users.tenantId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      archivedAt: users.archivedAt,
      scheduledErasure,
      retentionEnds,
    })
    .from(users)
    .where(cond)
    .orderBy(desc(users.archivedAt), asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await tx.select({ n: count() }).from(users).where(cond);
  return { rows, count: total?.n ?? 0 };
}

/** The classes of these students, by name. */
export async function classesOfStudents(tx: Tx, studentIds: string[]) {
  if (!studentIds.length) return [];
  return tx
    .select({ studentId: classStudents.studentId, id: classes.id, name: classes.name })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(inArray(classStudents.studentId, studentIds))
    .orderBy(asc(classes.name), asc(classes.id));
}

/** The classes a viewer may narrow the list to: a teacher's own, or every class of the site. */
export async function viewerClasses(tx: Tx, teacherId: string | null) {
  return tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(teacherId ? eq(classes.teacherId, teacherId) : undefined)
    .orderBy(asc(classes.name), asc(classes.id));
}

/** The school's retention period in days, read fresh (the site's cached row may be seconds old). */
export async function retentionDays(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx.select({ days: tenants.archivedStudentRetentionDays }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.days ?? 0;
}

/**
 * A student of the site the viewer may restore (a teacher: one of the classes they teach), locked
 * for the change; null when there is none.
 */
export async function findStudentForRestore(tx: Tx, studentId: string, teacherId: string | null) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'student'), teacherId ? taughtBy(teacherId) : undefined))
    .for('update');
  return row ?? null;
}

/** Whether the school has scheduled the student's erasure (asked after the account's lock, so it sees one just made). */
export async function hasScheduledErasure(tx: Tx, studentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.studentId, studentId), eq(privacyRequests.kind, 'erasure'), eq(privacyRequests.status, 'scheduled')))
    .limit(1);
  return rows.length > 0;
}

/** Opens the account again: it can log in, and the retention period no longer runs. */
export async function restoreStudent(tx: Tx, studentId: string) {
  await tx.update(users).set({ isActive: true, archivedAt: null, updatedAt: new Date() }).where(eq(users.id, studentId));
}
