import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { classes, classStudents } from '../classes/classes.table.js';
import { users } from '../users/users.table.js';
import { bulkEnrolments } from './bulk-enrolments.table.js';
import { courses } from './courses.table.js';
import { courseEnrollments } from './enrollments.table.js';

// Every query runs in the site's context: row-level security keeps other sites' users, classes,
// enrolments and records out, whatever a query names.

const courseRef = { id: courses.id, slug: courses.slug, name: courses.name, kind: courses.kind };

/** Published courses visible on this site (its own and platform-wide), by name. */
export async function listEnrollableCourses(tx: Tx) {
  return tx.select(courseRef).from(courses).where(eq(courses.status, 'published')).orderBy(asc(courses.name), asc(courses.id));
}

// Written out: drizzle leaves columns of a one-table select unqualified, which the subquery would misread.
const activeStudentCount = sql<number>`(select count(*)::int from class_students cs join users u on u.id = cs.student_id where cs.class_id = classes.id and u.is_active)`;

/** Active classes of this site (only a teacher's own when `teacherId` is given), with their active students. */
export async function listClassOptions(tx: Tx, teacherId: string | null) {
  const where = [eq(classes.isActive, true)];
  if (teacherId) where.push(eq(classes.teacherId, teacherId));
  return tx
    .select({ id: classes.id, name: classes.name, studentCount: activeStudentCount })
    .from(classes)
    .where(and(...where))
    .orderBy(asc(classes.name), asc(classes.id));
}

export async function findClass(tx: Tx, id: string) {
  const [row] = await tx.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row ?? null;
}

/** The active students of a class. */
export async function findActiveClassStudents(tx: Tx, classId: string) {
  return tx
    .select({ id: users.id, tenantId: users.tenantId })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(and(eq(classStudents.classId, classId), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}

const accountColumns = {
  id: users.id,
  tenantId: users.tenantId,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
};
export type BulkAccount = { [K in keyof typeof accountColumns]: (typeof users.$inferSelect)[K] };

/** This site's accounts with any of these emails or usernames (both compared lower-cased). */
export async function findAccounts(tx: Tx, emails: string[], usernames: string[]): Promise<BulkAccount[]> {
  const conds = [];
  if (emails.length) conds.push(inArray(sql`lower(${users.email})`, emails));
  if (usernames.length) conds.push(inArray(sql`lower(${users.username})`, usernames));
  if (!conds.length) return [];
  return tx
    .select(accountColumns)
    .from(users)
    .where(or(...conds));
}

/** Which of these lower-cased emails have an account: run in the platform scope, it sees every site. */
export async function findRegisteredEmails(tx: Tx, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await tx
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(isNotNull(users.email), inArray(sql`lower(${users.email})`, emails)));
  return new Set(rows.map((r) => r.email));
}

/** Students of a teacher's active classes (of these users). */
export async function findStudentsOfTeacher(tx: Tx, teacherId: string, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await tx
    .selectDistinct({ id: classStudents.studentId })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classes.teacherId, teacherId), eq(classes.isActive, true), inArray(classStudents.studentId, userIds)));
  return new Set(rows.map((r) => r.id));
}

/** Which of these users are enrolled in the course. */
export async function findEnrolledUsers(tx: Tx, courseId: number, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await tx
    .select({ id: courseEnrollments.userId })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.courseId, courseId), inArray(courseEnrollments.userId, userIds)));
  return new Set(rows.map((r) => r.id));
}

export async function insertBulkEnrolment(tx: Tx, values: typeof bulkEnrolments.$inferInsert) {
  const [row] = await tx.insert(bulkEnrolments).values(values).returning({ id: bulkEnrolments.id });
  return row!.id;
}

const recordColumns = {
  record: bulkEnrolments,
  course: courseRef,
  className: classes.name,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
};

function recordQuery(tx: Tx) {
  return tx
    .select(recordColumns)
    .from(bulkEnrolments)
    .innerJoin(courses, eq(courses.id, bulkEnrolments.courseId))
    .leftJoin(classes, eq(classes.id, bulkEnrolments.classId))
    .leftJoin(users, eq(users.id, bulkEnrolments.actorId));
}
export type BulkRecordRow = NonNullable<Awaited<ReturnType<typeof findBulkEnrolment>>>;

export async function findBulkEnrolment(tx: Tx, id: string) {
  const [row] = await recordQuery(tx).where(eq(bulkEnrolments.id, id)).limit(1);
  return row ?? null;
}

/**
 * This site's latest bulk enrolments, newest first, and how many there are; given a teacher
 * (`ownerId`), only those the teacher made or that enrolled one of the teacher's classes.
 */
export async function listBulkEnrolments(tx: Tx, limit: number, ownerId: string | null = null) {
  const mine = ownerId === null ? undefined : or(eq(bulkEnrolments.actorId, ownerId), eq(classes.teacherId, ownerId));
  const [rows, [total]] = await Promise.all([
    recordQuery(tx).where(mine).orderBy(desc(bulkEnrolments.createdAt), desc(bulkEnrolments.id)).limit(limit),
    tx.select({ n: count() }).from(bulkEnrolments).leftJoin(classes, eq(classes.id, bulkEnrolments.classId)).where(mine),
  ]);
  return { rows, count: total?.n ?? 0 };
}
