import { and, asc, count, eq, ilike, or, sql, type Placeholder } from 'drizzle-orm';
import { builtPerShape } from '../../db/built-once.js';
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
/** The class's active students who match the search (a `like` pattern, or none). */
const matchingStudents = (classId: typeof classes.id | string, like: string | Placeholder | null, fullNames: boolean) =>
  and(
    eq(classStudents.classId, classId),
    eq(users.isActive, true),
    like ? or(ilike(users.firstName, like), ilike(users.username, like), ...(fullNames ? [ilike(users.lastName, like)] : [])) : undefined,
  );

/**
 * One statement: the class, one page of its students, and how many match in all (counted before
 * the page is cut); a class with no student on this page comes as one row of nulls. Built once per
 * shape (with or without a search, with or without last names): a teacher's class list and every
 * child's login screen read it.
 */
const classStudentPage = builtPerShape((tx, has) => {
  const fullNames = has('fullNames');
  const like = has('search') ? sql.placeholder('like') : null;
  const page = tx
    .select({
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(matchingStudents(classes.id, like, fullNames))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return tx
    .select({ id: classes.id, name: classes.name, username: page.username, firstName: page.firstName, lastName: page.lastName, avatar: page.avatar, total: page.total })
    .from(classes)
    .leftJoinLateral(page, sql`true`)
    .where(and(eq(classes.code, sql.placeholder('code')), eq(classes.isActive, true)));
});

export async function findClassStudents(tx: Tx, code: string, q: { search: string; limit: number; offset: number }, fullNames: boolean) {
  const like = q.search ? containsPattern(q.search) : null;
  const found = await classStudentPage(tx, { search: Boolean(like), fullNames }, { code, like, limit: q.limit, offset: q.offset });
  const [first] = found;
  if (!first) return null;
  const klass = { id: first.id, name: first.name };
  if (first.total === null) {
    // No student on this page: none match at all, or the page lies past the last one.
    if (q.offset === 0) return { klass, rows: [], count: 0 };
    const [all] = await tx
      .select({ n: count() })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(matchingStudents(klass.id, like, fullNames));
    return { klass, rows: [], count: all?.n ?? 0 };
  }
  const rows = found.map(({ username, firstName, lastName, avatar }) => ({ username, firstName: firstName!, lastName: lastName!, avatar }));
  return { klass, rows, count: first.total };
}
