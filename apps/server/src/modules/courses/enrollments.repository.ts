import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { certificates } from '../certificates/certificates.table.js';
import { courses } from './courses.table.js';
import { courseEnrollments, lessonCompletions, quizAttempts } from './enrollments.table.js';

// Every query here runs in the learner's site context: row-level security keeps other sites'
// learners out even where a query names only the user.

/** A learner's enrolment in a course. */
export async function findEnrollment(tx: Tx, userId: string, courseId: number, opts: { lock?: boolean } = {}) {
  const q = tx
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    .limit(1);
  // Progress changes of one enrolment queue behind each other, so "all complete?" sees them all.
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Creates the enrolment unless it exists; null when it already did. */
export async function insertEnrollment(tx: Tx, values: typeof courseEnrollments.$inferInsert) {
  const [row] = await tx
    .insert(courseEnrollments)
    .values(values)
    .onConflictDoNothing({ target: [courseEnrollments.userId, courseEnrollments.courseId] })
    .returning();
  return row ?? null;
}

/**
 * Creates many enrolments at once, skipping those that exist (the same unique user+course rule as
 * one enrolment); answers the ones it created.
 */
export async function insertEnrollments(tx: Tx, values: (typeof courseEnrollments.$inferInsert)[]) {
  const created: { id: string; userId: string }[] = [];
  // Batches keep each statement well under the protocol's parameter limit.
  for (let i = 0; i < values.length; i += 1000) {
    created.push(
      ...(await tx
        .insert(courseEnrollments)
        .values(values.slice(i, i + 1000))
        .onConflictDoNothing({ target: [courseEnrollments.userId, courseEnrollments.courseId] })
        .returning({ id: courseEnrollments.id, userId: courseEnrollments.userId })),
    );
  }
  return created;
}

// Progress of an enrolment in SQL, for lists: completed lessons still in the course ÷ its lessons.
const totalLessons = sql<number>`(select count(*)::int from lessons l join chapters ch on ch.id = l.chapter_id where ch.course_id = ${courseEnrollments.courseId})`;
const completedLessons = sql<number>`(select count(*)::int from lesson_completions lc join lessons l on l.id = lc.lesson_id join chapters ch on ch.id = l.chapter_id where lc.enrollment_id = ${courseEnrollments.id} and ch.course_id = ${courseEnrollments.courseId})`;

const listColumns = {
  enrollment: courseEnrollments,
  courseSlug: courses.slug,
  courseName: courses.name,
  total: totalLessons,
  completed: completedLessons,
  certificateId: certificates.id,
};

/** A learner's enrolments (optionally in one course) with progress and certificate, in one query. */
export async function listEnrollments(tx: Tx, userId: string, courseId?: number) {
  const where = [eq(courseEnrollments.userId, userId)];
  if (courseId !== undefined) where.push(eq(courseEnrollments.courseId, courseId));
  return tx
    .select(listColumns)
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .leftJoin(certificates, and(eq(certificates.userId, courseEnrollments.userId), eq(certificates.courseId, courseEnrollments.courseId)))
    .where(and(...where))
    .orderBy(desc(courseEnrollments.createdAt), asc(courseEnrollments.id));
}
export type EnrollmentListRow = Awaited<ReturnType<typeof listEnrollments>>[number];

/** The enrolments of many learners (a class's, for its teacher) with progress, latest first. */
export async function listEnrollmentsOf(tx: Tx, userIds: string[]) {
  if (!userIds.length) return [];
  return tx
    .select({ userId: courseEnrollments.userId, ...listColumns })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .leftJoin(certificates, and(eq(certificates.userId, courseEnrollments.userId), eq(certificates.courseId, courseEnrollments.courseId)))
    .where(inArray(courseEnrollments.userId, userIds))
    .orderBy(desc(courseEnrollments.createdAt), asc(courseEnrollments.id));
}

/** One of the learner's enrolments by id, with its course. */
export async function findEnrollmentById(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select(listColumns)
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .leftJoin(certificates, and(eq(certificates.userId, courseEnrollments.userId), eq(certificates.courseId, courseEnrollments.courseId)))
    .where(and(eq(courseEnrollments.id, id), eq(courseEnrollments.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** When each lesson of an enrolment was completed. */
export async function findCompletions(tx: Tx, enrollmentId: string): Promise<Map<number, Date>> {
  const rows = await tx
    .select({ lessonId: lessonCompletions.lessonId, completedAt: lessonCompletions.completedAt })
    .from(lessonCompletions)
    .where(eq(lessonCompletions.enrollmentId, enrollmentId));
  return new Map(rows.map((r) => [r.lessonId, r.completedAt]));
}

export type QuizStats = { attempts: number; bestScore: number; passed: boolean };

/** Attempts, best score and whether any attempt passed, per quiz of an enrolment. */
export async function findQuizStats(tx: Tx, enrollmentId: string): Promise<Map<number, QuizStats>> {
  const rows = await tx
    .select({
      quizId: quizAttempts.quizId,
      attempts: count(),
      best: max(quizAttempts.score),
      passed: sql<boolean>`bool_or(${quizAttempts.passed})`,
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.enrollmentId, enrollmentId))
    .groupBy(quizAttempts.quizId);
  return new Map(rows.map((r) => [r.quizId, { attempts: Number(r.attempts), bestScore: Number(r.best ?? 0), passed: !!r.passed }]));
}

/** Marks a lesson complete; completing it again keeps the first date. */
export async function insertCompletion(tx: Tx, values: typeof lessonCompletions.$inferInsert) {
  await tx.insert(lessonCompletions).values(values).onConflictDoNothing();
  const [row] = await tx
    .select({ completedAt: lessonCompletions.completedAt })
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.enrollmentId, values.enrollmentId), eq(lessonCompletions.lessonId, values.lessonId)));
  return row!.completedAt;
}

export async function insertQuizAttempt(tx: Tx, values: typeof quizAttempts.$inferInsert) {
  const [row] = await tx.insert(quizAttempts).values(values).returning();
  return row!;
}

export async function updateEnrollment(
  tx: Tx,
  id: string,
  values: Partial<Pick<typeof courseEnrollments.$inferInsert, 'lastLessonId' | 'lastVisitedAt' | 'completedAt'>>,
) {
  await tx.update(courseEnrollments).set(values).where(eq(courseEnrollments.id, id));
}
