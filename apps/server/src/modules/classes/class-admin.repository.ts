import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../users/users.table.js';
import { classes, classStudents } from './classes.table.js';

/** Every query runs on the school's own site (row-level security keeps other sites out). */

// Correlated with the outer row by its qualified name (a bare column here would bind to the inner tables).
export const studentsCount = sql<number>`(select count(*)::int from ${classStudents} cs join ${users} u on u.id = cs.student_id where cs.class_id = "classes"."id" and u.is_active)`;
export const teacherName = sql<string | null>`(select t.first_name || ' ' || t.last_name from ${users} t where t.id = "classes"."teacher_id")`;

export async function listClasses(tx: Tx) {
  return tx.select({ klass: classes, studentsCount, teacherName }).from(classes).orderBy(asc(classes.name), asc(classes.id));
}

export async function findClass(tx: Tx, id: string, lock = false) {
  const q = tx.select({ klass: classes, studentsCount, teacherName }).from(classes).where(eq(classes.id, id));
  const [row] = lock ? await q.for('update', { of: classes }) : await q;
  return row ?? null;
}

export async function classNameTaken(tx: Tx, name: string, exceptId?: string) {
  const rows = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(sql`lower(btrim(${classes.name})) = lower(btrim(${name}))`, exceptId ? ne(classes.id, exceptId) : undefined));
  return rows.length > 0;
}

/** The site's teachers (anyone who can teach a class), by name. */
export async function listTeachers(tx: Tx) {
  return tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.role, ['teacher', 'teacher_admin', 'school_admin']), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function updateClass(tx: Tx, id: string, values: Partial<typeof classes.$inferInsert>) {
  await tx.update(classes).set(values).where(eq(classes.id, id));
}

export async function classStudentRows(tx: Tx, classId: string) {
  return tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username, isActive: users.isActive })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export async function findStudentInClass(tx: Tx, classId: string, studentId: string) {
  const [row] = await tx
    .select({ user: users })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId), eq(users.role, 'student')))
    .for('update', { of: users });
  return row?.user ?? null;
}

export async function moveStudent(tx: Tx, studentId: string, fromClassId: string, toClassId: string) {
  await tx.update(classStudents).set({ classId: toClassId }).where(and(eq(classStudents.studentId, studentId), eq(classStudents.classId, fromClassId)));
}

export async function countAll(tx: Tx) {
  const [row] = await tx.select({ n: count() }).from(classes);
  return Number(row?.n ?? 0);
}
