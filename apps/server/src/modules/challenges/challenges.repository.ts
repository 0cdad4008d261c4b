import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TChallengeKind } from '@commonshelf/shared/challenges/challenges.schemas';
import type { Tx } from '../../db/client.js';
import { classes, classStudents } from '../classes/classes.table.js';
import { books } from '../library/library.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { lastNameUnlessStudent } from '../users/public-name.js';
import { users } from '../users/users.table.js';
import { challenges, challengeSubmissions } from './challenges.table.js';

export type ChallengeListFilter = {
  kind?: TChallengeKind;
  modeId?: number;
  search?: string;
  sdg?: number;
  limit: number;
  offset: number;
};

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const bookRef = { id: books.id, title: books.title, cover: books.cover };

/** Published challenges visible on the current site (its own and platform-wide), newest first. */
export async function listPublishedChallenges(tx: Tx, filter: ChallengeListFilter) {
  const where: SQL[] = [eq(challenges.status, 'published')];
  if (filter.kind) where.push(eq(challenges.kind, filter.kind));
  if (filter.modeId !== undefined) where.push(eq(challenges.modeId, filter.modeId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(or(ilike(challenges.title, pattern), ilike(challenges.summary, pattern))!);
  }
  if (filter.sdg !== undefined) where.push(sql`${challenges.sdgs} @> array[${filter.sdg}]::smallint[]`);
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    tx
      .select({ challenge: challenges, book: bookRef })
      .from(challenges)
      .leftJoin(books, eq(books.id, challenges.bookId))
      .where(cond)
      .orderBy(asc(challenges.kind), desc(challenges.createdAt), asc(challenges.id))
      .limit(filter.limit)
      .offset(filter.offset),
    tx.select({ n: count() }).from(challenges).where(cond),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** A published challenge of this kind visible on the current site; a tenant's own wins over a platform-wide one. */
export async function findPublishedChallenge(tx: Tx, kind: TChallengeKind, slug: string) {
  const [row] = await tx
    .select({ challenge: challenges, book: bookRef })
    .from(challenges)
    .leftJoin(books, eq(books.id, challenges.bookId))
    .where(and(eq(challenges.slug, slug), eq(challenges.kind, kind), eq(challenges.status, 'published')))
    .orderBy(sql`${challenges.tenantId} is null`)
    .limit(1);
  return row ?? null;
}
export type ChallengeWithBook = NonNullable<Awaited<ReturnType<typeof findPublishedChallenge>>>;

/** Inserts a challenge, or replaces the one of that slug on that site. */
export async function upsertChallenge(tx: Tx, values: typeof challenges.$inferInsert) {
  const [row] = await tx
    .insert(challenges)
    .values(values)
    .onConflictDoUpdate({ target: [challenges.tenantId, challenges.slug], set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------
// Entries

export async function findOwnSubmission(tx: Tx, challengeId: number, userId: string) {
  const [row] = await tx
    .select()
    .from(challengeSubmissions)
    .where(and(eq(challengeSubmissions.challengeId, challengeId), eq(challengeSubmissions.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type SubmissionContent = { text: string | null; fileKey: string | null; fileName: string | null; fileType: string | null };

/**
 * Creates the learner's entry, or replaces it (locked, so two saves at once are applied one after
 * the other; a change takes a featured or chosen entry off the public pages). Answers the row and the file the
 * replaced entry had, to remove once committed.
 */
export async function saveSubmission(
  tx: Tx,
  key: { tenantId: string | null; challengeId: number; userId: string },
  content: (previous: SubmissionContent | null) => SubmissionContent,
) {
  const fresh = content(null);
  const [inserted] = await tx
    .insert(challengeSubmissions)
    .values({ ...key, ...fresh })
    .onConflictDoNothing({ target: [challengeSubmissions.challengeId, challengeSubmissions.userId] })
    .returning();
  if (inserted) return { created: true, row: inserted, previousFileKey: null };
  const [old] = await tx
    .select()
    .from(challengeSubmissions)
    .where(and(eq(challengeSubmissions.challengeId, key.challengeId), eq(challengeSubmissions.userId, key.userId)))
    .for('update');
  const next = content(old!);
  // A featured entry (or a letter chosen for the Dear World book) whose words or file change leaves
  // the public pages until it is chosen again: what is shown there is what someone looked at.
  const changed = next.text !== old!.text || next.fileKey !== old!.fileKey;
  const [row] = await tx
    .update(challengeSubmissions)
    .set({ ...next, updatedAt: new Date(), ...(changed ? { featuredAt: null, featuredBy: null, dearWorldAt: null } : {}) })
    .where(eq(challengeSubmissions.id, old!.id))
    .returning();
  return { created: false, row: row!, previousFileKey: old!.fileKey !== next.fileKey ? old!.fileKey : null };
}

/** Deletes the learner's entry; answers it (for its file) or null when there was none. */
export async function deleteOwnSubmission(tx: Tx, challengeId: number, userId: string) {
  const [row] = await tx
    .delete(challengeSubmissions)
    .where(and(eq(challengeSubmissions.challengeId, challengeId), eq(challengeSubmissions.userId, userId)))
    .returning();
  return row ?? null;
}

/** The learner as the public gallery and the Dear World book name them: a student's last name stays in the database. */
const learner = { firstName: users.firstName, lastName: lastNameUnlessStudent(), role: users.role };

/** A challenge's featured entries visible in this context (the site's own learners), newest first. */
export async function listFeaturedSubmissions(tx: Tx, challengeId: number, limit: number) {
  return tx
    .select({ submission: challengeSubmissions, learner })
    .from(challengeSubmissions)
    .innerJoin(users, eq(users.id, challengeSubmissions.userId))
    .where(and(eq(challengeSubmissions.challengeId, challengeId), isNotNull(challengeSubmissions.featuredAt)))
    .orderBy(desc(challengeSubmissions.featuredAt), asc(challengeSubmissions.id))
    .limit(limit);
}

/** One entry with its challenge's kind and its learner, as visible in this context. */
export async function findSubmissionById(tx: Tx, id: string) {
  const [row] = await tx
    .select({ submission: challengeSubmissions, kind: challenges.kind, learner: { ...learner, tenantId: users.tenantId } })
    .from(challengeSubmissions)
    .innerJoin(challenges, eq(challenges.id, challengeSubmissions.challengeId))
    .innerJoin(users, eq(users.id, challengeSubmissions.userId))
    .where(eq(challengeSubmissions.id, id))
    .limit(1);
  return row ?? null;
}
export type SubmissionWithKind = NonNullable<Awaited<ReturnType<typeof findSubmissionById>>>;

/** Whether `teacherId` teaches a class `studentId` is in. */
export async function teachesStudent(tx: Tx, teacherId: string, studentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classStudents.studentId, studentId), eq(classes.teacherId, teacherId)))
    .limit(1);
  return !!row;
}

export async function setSubmissionFeatured(tx: Tx, id: string, by: string | null) {
  const [row] = await tx
    .update(challengeSubmissions)
    .set(by ? { featuredAt: new Date(), featuredBy: by } : { featuredAt: null, featuredBy: null })
    .where(eq(challengeSubmissions.id, id))
    .returning();
  return row ?? null;
}

export async function setSubmissionDearWorld(tx: Tx, id: string, chosen: boolean) {
  const [row] = await tx
    .update(challengeSubmissions)
    .set({ dearWorldAt: chosen ? new Date() : null })
    .where(eq(challengeSubmissions.id, id))
    .returning();
  return row ?? null;
}

export type SubmissionScope =
  /** A teacher: entries of students in the classes they teach. */
  | { teacherId: string }
  /** Admins: every entry visible in the context (the site's, or every site's in the platform scope). */
  | { all: true };

export type SubmissionListFilter = {
  challengeId?: number;
  classId?: string;
  kind?: TChallengeKind;
  featured?: boolean;
  dearWorld?: boolean;
  limit: number;
  offset: number;
};

/** Entries a teacher or admin may see, with challenge, learner, classes and site; newest first. */
export async function listSubmissions(tx: Tx, scope: SubmissionScope, filter: SubmissionListFilter) {
  const where: SQL[] = [];
  const inClass = (extra: SQL) =>
    sql`exists (select 1 from class_students cs join classes c on c.id = cs.class_id where cs.student_id = ${challengeSubmissions.userId} and ${extra})`;
  if ('teacherId' in scope) where.push(inClass(sql`c.teacher_id = ${scope.teacherId}`));
  if (filter.classId) where.push(inClass(sql`c.id = ${filter.classId}`));
  if (filter.challengeId !== undefined) where.push(eq(challengeSubmissions.challengeId, filter.challengeId));
  if (filter.kind) where.push(eq(challenges.kind, filter.kind));
  if (filter.featured !== undefined) where.push(filter.featured ? isNotNull(challengeSubmissions.featuredAt) : isNull(challengeSubmissions.featuredAt));
  if (filter.dearWorld !== undefined) where.push(filter.dearWorld ? isNotNull(challengeSubmissions.dearWorldAt) : isNull(challengeSubmissions.dearWorldAt));
  const cond = where.length ? and(...where) : undefined;
  // The learner's classes (those the teacher teaches, for a teacher), in name order.
  const classNames = sql<string[]>`coalesce((select array_agg(c.name order by c.name) from class_students cs join classes c on c.id = cs.class_id where cs.student_id = ${challengeSubmissions.userId}${
    'teacherId' in scope ? sql` and c.teacher_id = ${scope.teacherId}` : sql``
  }), '{}')`;
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        submission: challengeSubmissions,
        challenge: { id: challenges.id, slug: challenges.slug, kind: challenges.kind, title: challenges.title },
        learner: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role, tenantId: users.tenantId },
        site: tenants.schoolName,
        classNames,
      })
      .from(challengeSubmissions)
      .innerJoin(challenges, eq(challenges.id, challengeSubmissions.challengeId))
      .innerJoin(users, eq(users.id, challengeSubmissions.userId))
      .leftJoin(tenants, eq(tenants.id, challengeSubmissions.tenantId))
      .where(cond)
      .orderBy(desc(challengeSubmissions.updatedAt), asc(challengeSubmissions.id))
      .limit(filter.limit)
      .offset(filter.offset),
    tx
      .select({ n: count() })
      .from(challengeSubmissions)
      .innerJoin(challenges, eq(challenges.id, challengeSubmissions.challengeId))
      .where(cond),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The classes a teacher teaches, or every class in the context for an admin. */
export async function listFilterClasses(tx: Tx, scope: SubmissionScope) {
  return tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where('teacherId' in scope ? eq(classes.teacherId, scope.teacherId) : undefined)
    .orderBy(asc(classes.name), asc(classes.id));
}

/** Challenges that have entries visible to this viewer. */
export async function listFilterChallenges(tx: Tx, scope: SubmissionScope) {
  return tx
    .selectDistinct({ id: challenges.id, title: challenges.title, kind: challenges.kind })
    .from(challengeSubmissions)
    .innerJoin(challenges, eq(challenges.id, challengeSubmissions.challengeId))
    .where(
      'teacherId' in scope
        ? sql`exists (select 1 from class_students cs join classes c on c.id = cs.class_id where cs.student_id = ${challengeSubmissions.userId} and c.teacher_id = ${scope.teacherId})`
        : undefined,
    )
    .orderBy(asc(challenges.title), asc(challenges.id));
}

/**
 * Letters chosen for the Dear World book, across every site: call in the platform scope. Students
 * appear by first name only wherever the book shows them.
 */
export async function listDearWorldLetters(tx: Tx) {
  return tx
    .select({ submission: challengeSubmissions, learner })
    .from(challengeSubmissions)
    .innerJoin(challenges, eq(challenges.id, challengeSubmissions.challengeId))
    .innerJoin(users, eq(users.id, challengeSubmissions.userId))
    .where(and(eq(challenges.kind, 'letter'), isNotNull(challengeSubmissions.dearWorldAt)))
    .orderBy(asc(challengeSubmissions.dearWorldAt), asc(challengeSubmissions.id));
}
