import { and, asc, count, desc, eq, gte, ilike, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { studentsCount, teacherName } from '../classes/class-admin.repository.js';
import { classes, classStudents } from '../classes/classes.table.js';
import { courseEnrollments } from '../courses/enrollments.table.js';
import { bookReads, stories } from '../library/library.table.js';

/** Every query runs on the teacher's own site: row-level security keeps other sites' classes out. */

export type TeacherClassFilter = {
  /** A teacher's own classes; null for every class of the site (its admins). */
  teacherId: string | null;
  search?: string | undefined;
  limit: number;
  offset: number;
};

export async function listTeacherClasses(tx: Tx, f: TeacherClassFilter) {
  const where: SQL[] = [];
  if (f.teacherId) where.push(eq(classes.teacherId, f.teacherId));
  const search = f.search?.trim();
  if (search) where.push(ilike(classes.name, containsPattern(search)));
  const cond = where.length ? and(...where) : undefined;
  const rows = await tx
    .select({ klass: classes, studentsCount, teacherName })
    .from(classes)
    .where(cond)
    .orderBy(desc(classes.isActive), asc(classes.name), asc(classes.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await tx.select({ n: count() }).from(classes).where(cond);
  return { rows, count: total?.n ?? 0 };
}

/**
 * What the classes' students did since `since`: books opened, stories started and published,
 * courses enrolled in and completed. A student counts in each class they are in.
 */
export async function classActivity(tx: Tx, classIds: string[], since: Date) {
  if (!classIds.length) return [];
  const inClasses = inArray(classStudents.classId, classIds);
  /** Rows of `table` made by a student of one of the classes (`person` names the student), per class. */
  const perClass = (table: typeof bookReads | typeof stories | typeof courseEnrollments, person: AnyPgColumn, ...where: (SQL | undefined)[]) =>
    tx
      .select({ classId: classStudents.classId, n: count() })
      .from(table)
      .innerJoin(classStudents, eq(classStudents.studentId, person))
      .where(and(inClasses, ...where))
      .groupBy(classStudents.classId);
  const reads = await perClass(bookReads, bookReads.userId, gte(bookReads.createdAt, since));
  const written = await perClass(stories, stories.authorId, gte(stories.createdAt, since));
  const published = await perClass(stories, stories.authorId, eq(stories.status, 'published'), gte(stories.publishedAt, since));
  const enrolled = await perClass(courseEnrollments, courseEnrollments.userId, gte(courseEnrollments.createdAt, since));
  const completed = await perClass(courseEnrollments, courseEnrollments.userId, gte(courseEnrollments.completedAt, since));
  const of = (rows: { classId: string; n: number }[]) => new Map(rows.map((r) => [r.classId, r.n]));
  const m = { reads: of(reads), written: of(written), published: of(published), enrolled: of(enrolled), completed: of(completed) };
  return classIds.map((id) => ({
    classId: id,
    books_read: m.reads.get(id) ?? 0,
    stories_written: m.written.get(id) ?? 0,
    stories_published: m.published.get(id) ?? 0,
    courses_enrolled: m.enrolled.get(id) ?? 0,
    courses_completed: m.completed.get(id) ?? 0,
  }));
}

/** One class of the site, if it is the teacher's (any of the site's when `teacherId` is null). */
export async function findTeacherClass(tx: Tx, classId: string, teacherId: string | null) {
  const [row] = await tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.id, classId), teacherId ? eq(classes.teacherId, teacherId) : undefined));
  return row ?? null;
}

