import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../users/users.table.js';
import { classes, classStudents } from './classes.table.js';
import { containsPattern } from '../../db/like.js';

export async function insertClass(tx: Tx, values: typeof classes.$inferInsert) {
  const [row] = await tx.insert(classes).values({ ...values, code: values.code.toUpperCase() }).returning();
  return row!;
}

export async function addStudentsToClass(tx: Tx, tenantId: string, classId: string, studentIds: string[]) {
  if (!studentIds.length) return;
  await tx.insert(classStudents).values(studentIds.map((studentId) => ({ tenantId, classId, studentId })));
}

/** The class a student (by username, on this site) belongs to. */
export async function findStudentClassId(tx: Tx, username: string): Promise<string | null> {
  const [row] = await tx
    .select({ classId: classStudents.classId })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(users.role, 'student')))
    .limit(1);
  return row?.classId ?? null;
}

/**
 * An active class by its code on this site, with one page of its students. `fullNames`: the school
 * shows full names, so a search may match the last name too (otherwise it would confirm one).
 */
export async function findClassStudents(tx: Tx, code: string, q: { search: string; limit: number; offset: number }, fullNames: boolean) {
  const [klass] = await tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.code, code), eq(classes.isActive, true)))
    .limit(1);
  if (!klass) return null;
  const where = [eq(classStudents.classId, klass.id), eq(users.isActive, true)];
  if (q.search) {
    const like = containsPattern(q.search);
    where.push(or(ilike(users.firstName, like), ilike(users.username, like), ...(fullNames ? [ilike(users.lastName, like)] : []))!);
  }
  const [rows, [total]] = await Promise.all([
    tx
      .select({ username: users.username, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(and(...where))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(q.limit)
      .offset(q.offset),
    tx
      .select({ n: count() })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(and(...where)),
  ]);
  return { klass, rows, count: total?.n ?? 0 };
}
