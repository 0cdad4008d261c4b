import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { chapters, courses, lessonQuizzes, lessonResources, lessons } from './courses.table.js';
import { outlineCounts } from './courses.repository.js';

/**
 * SQL of course authoring. Every lookup names its owner (a tenant's uuid, or null for the
 * platform-wide rows): row-level security lets a school read the platform's courses, so the owner
 * condition is what keeps a school admin's hands off them, with the write policies as the backstop.
 */

export type OwnerId = string | null;

/** Rows of this owner: `tenant_id = owner`, or `tenant_id is null` for the platform. */
export const ownedBy = (column: AnyPgColumn, owner: OwnerId): SQL => (owner === null ? isNull(column) : eq(column, owner));

// ---------------------------------------------------------------------------------------------
// Courses

export async function listOwnCourses(tx: Tx, owner: OwnerId) {
  const rows = await tx
    .select({ course: courses, counts: outlineCounts() })
    .from(courses)
    .where(ownedBy(courses.tenantId, owner))
    .orderBy(desc(courses.updatedAt), desc(courses.id));
  return rows.map(({ course, counts: [chapters, lessons] }) => ({ course, chapters, lessons }));
}

export async function findOwnCourse(tx: Tx, owner: OwnerId, id: number, opts: { lock?: boolean } = {}) {
  const q = tx
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), ownedBy(courses.tenantId, owner)))
    .limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Slugs a new course of this owner may not take: the owner's own and, for a school, the
 * platform's too (a school's course of the same slug would hide the platform's on its site).
 */
export async function takenCourseSlugs(tx: Tx, owner: OwnerId, base: string, exceptId?: number) {
  const mine = ownedBy(courses.tenantId, owner);
  const where = and(
    owner === null ? mine : or(mine, isNull(courses.tenantId)),
    or(eq(courses.slug, base), sql`${courses.slug} like ${`${base}-%`}`),
    exceptId !== undefined ? ne(courses.id, exceptId) : undefined,
  );
  const rows = await tx.select({ slug: courses.slug }).from(courses).where(where);
  return new Set(rows.map((r) => r.slug));
}

export async function insertCourse(tx: Tx, values: typeof courses.$inferInsert) {
  const [row] = await tx.insert(courses).values(values).returning();
  return row!;
}

export async function updateCourse(tx: Tx, id: number, values: Partial<typeof courses.$inferInsert>) {
  const [row] = await tx
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  return row!;
}

export async function touchCourse(tx: Tx, id: number) {
  await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, id));
}

export async function deleteCourse(tx: Tx, id: number) {
  await tx.delete(courses).where(eq(courses.id, id));
}

/** Stored files of a course's lessons (videos and resources), to remove after the course goes. */
export async function courseFileKeys(tx: Tx, courseId: number): Promise<string[]> {
  const [videos, files] = await Promise.all([
    tx
      .select({ key: lessons.videoKey })
      .from(lessons)
      .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
      .where(and(eq(chapters.courseId, courseId), sql`${lessons.videoKey} is not null`)),
    tx
      .select({ key: lessonResources.fileKey })
      .from(lessonResources)
      .innerJoin(lessons, eq(lessons.id, lessonResources.lessonId))
      .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
      .where(and(eq(chapters.courseId, courseId), sql`${lessonResources.fileKey} is not null`)),
  ]);
  return [...videos, ...files].map((r) => r.key!);
}

/**
 * A course's chapters and lessons for the editor, in reading order, with what publishing needs
 * to know of each lesson (its content, video and quiz). Chapters without lessons come with nulls.
 */
export async function findEditorOutline(tx: Tx, courseId: number) {
  return tx
    .select({
      chapter: { id: chapters.id, slug: chapters.slug, title: chapters.title, position: chapters.position },
      lesson: {
        id: lessons.id,
        slug: lessons.slug,
        title: lessons.title,
        position: lessons.position,
        durationMinutes: lessons.durationMinutes,
        contentHtml: lessons.contentHtml,
        videoUrl: lessons.videoUrl,
        videoKey: lessons.videoKey,
      },
      quizId: lessonQuizzes.id,
    })
    .from(chapters)
    .leftJoin(lessons, eq(lessons.chapterId, chapters.id))
    .leftJoin(lessonQuizzes, eq(lessonQuizzes.lessonId, lessons.id))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id), asc(lessons.position), asc(lessons.id));
}

/** A course by slug for its site's admin: published, or a draft of their own (preview). */
export async function findCourseForAuthorBySlug(tx: Tx, owner: OwnerId, slug: string) {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.slug, slug), or(eq(courses.status, 'published'), ownedBy(courses.tenantId, owner))))
    .orderBy(sql`${courses.tenantId} is null`)
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Chapters

export async function findOwnChapter(tx: Tx, owner: OwnerId, id: number) {
  const [row] = await tx
    .select({ chapter: chapters, course: courses })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(and(eq(chapters.id, id), ownedBy(chapters.tenantId, owner), ownedBy(courses.tenantId, owner)))
    .limit(1);
  return row ?? null;
}

export async function chaptersOf(tx: Tx, courseId: number) {
  return tx
    .select({ id: chapters.id, slug: chapters.slug, position: chapters.position })
    .from(chapters)
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id));
}

export async function insertChapter(tx: Tx, values: typeof chapters.$inferInsert) {
  const [row] = await tx.insert(chapters).values(values).returning();
  return row!;
}

export async function updateChapter(tx: Tx, id: number, values: Partial<typeof chapters.$inferInsert>) {
  const [row] = await tx.update(chapters).set(values).where(eq(chapters.id, id)).returning();
  return row!;
}

export async function deleteChapter(tx: Tx, id: number) {
  await tx.delete(chapters).where(eq(chapters.id, id));
}

export async function chapterFileKeys(tx: Tx, chapterId: number): Promise<string[]> {
  const [videos, files] = await Promise.all([
    tx.select({ key: lessons.videoKey }).from(lessons).where(and(eq(lessons.chapterId, chapterId), sql`${lessons.videoKey} is not null`)),
    tx
      .select({ key: lessonResources.fileKey })
      .from(lessonResources)
      .innerJoin(lessons, eq(lessons.id, lessonResources.lessonId))
      .where(and(eq(lessons.chapterId, chapterId), sql`${lessonResources.fileKey} is not null`)),
  ]);
  return [...videos, ...files].map((r) => r.key!);
}

// ---------------------------------------------------------------------------------------------
// Lessons

export async function findOwnLesson(tx: Tx, owner: OwnerId, id: number, opts: { lock?: boolean } = {}) {
  const q = tx
    .select({ lesson: lessons, chapter: chapters, course: courses })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(and(eq(lessons.id, id), ownedBy(lessons.tenantId, owner), ownedBy(courses.tenantId, owner)))
    .limit(1);
  const [row] = opts.lock ? await q.for('update', { of: lessons }) : await q;
  return row ?? null;
}

/** The lessons of some chapters: id, chapter, slug and position. */
export async function lessonsOfChapters(tx: Tx, chapterIds: number[]) {
  if (!chapterIds.length) return [];
  return tx
    .select({ id: lessons.id, chapterId: lessons.chapterId, slug: lessons.slug, position: lessons.position })
    .from(lessons)
    .where(inArray(lessons.chapterId, chapterIds))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

export async function insertLesson(tx: Tx, values: typeof lessons.$inferInsert) {
  const [row] = await tx.insert(lessons).values(values).returning();
  return row!;
}

export async function updateLesson(tx: Tx, id: number, values: Partial<typeof lessons.$inferInsert>) {
  const [row] = await tx.update(lessons).set(values).where(eq(lessons.id, id)).returning();
  return row!;
}

export async function deleteLesson(tx: Tx, id: number) {
  await tx.delete(lessons).where(eq(lessons.id, id));
}

export async function setChapterPosition(tx: Tx, id: number, position: number) {
  await tx.update(chapters).set({ position }).where(eq(chapters.id, id));
}

export async function placeLesson(tx: Tx, id: number, values: { chapterId: number; position: number; slug: string }) {
  await tx.update(lessons).set(values).where(eq(lessons.id, id));
}

// ---------------------------------------------------------------------------------------------
// Resources and quizzes

export async function resourcesOf(tx: Tx, lessonId: number) {
  return tx
    .select()
    .from(lessonResources)
    .where(eq(lessonResources.lessonId, lessonId))
    .orderBy(asc(lessonResources.position), asc(lessonResources.id));
}

export async function countResources(tx: Tx, lessonId: number) {
  const [row] = await tx.select({ n: count() }).from(lessonResources).where(eq(lessonResources.lessonId, lessonId));
  return row?.n ?? 0;
}

export async function insertResource(tx: Tx, values: typeof lessonResources.$inferInsert) {
  const [row] = await tx.insert(lessonResources).values(values).returning();
  return row!;
}

export async function findOwnResource(tx: Tx, owner: OwnerId, id: number) {
  const [row] = await tx
    .select({ resource: lessonResources, lessonId: lessons.id })
    .from(lessonResources)
    .innerJoin(lessons, eq(lessons.id, lessonResources.lessonId))
    .where(and(eq(lessonResources.id, id), ownedBy(lessonResources.tenantId, owner), ownedBy(lessons.tenantId, owner)))
    .limit(1);
  return row ?? null;
}

export async function deleteResource(tx: Tx, id: number) {
  await tx.delete(lessonResources).where(eq(lessonResources.id, id));
}

export async function setResourcePosition(tx: Tx, id: number, position: number) {
  await tx.update(lessonResources).set({ position }).where(eq(lessonResources.id, id));
}

export async function deleteQuizOfLesson(tx: Tx, lessonId: number) {
  const rows = await tx.delete(lessonQuizzes).where(eq(lessonQuizzes.lessonId, lessonId)).returning({ id: lessonQuizzes.id });
  return rows.length > 0;
}
