import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { builtPerShape } from '../../db/built-once.js';
import { siteOrPlatformRows, type Tx } from '../../db/client.js';
import type { COURSE_KINDS } from '@commonshelf/shared/courses/courses.schemas';
import { chapters, courses, lessonQuizzes, lessonResources, lessons } from './courses.table.js';
import { sanitizeRichText } from './rich-text.js';
import { containsPattern } from '../../db/like.js';

export type CourseListFilter = {
  kind?: (typeof COURSE_KINDS)[number];
  modeId?: number;
  search?: string;
  sdg?: number;
  limit: number;
  offset: number;
};

/**
 * A course's chapter count, lesson count and lessons' minutes, as `[chapters, lessons, minutes]`,
 * from one pass over its chapters and their lessons (a subquery per figure read them once each).
 * Written out: drizzle leaves columns of a one-table select unqualified, which is ambiguous here.
 */
export const outlineCounts = () =>
  sql<[number, number, number]>`(select array[count(distinct ch.id), count(l.id), coalesce(sum(l.duration_minutes), 0)]::int[]
    from chapters ch left join lessons l on l.chapter_id = ch.id where ch.course_id = courses.id)`;

/** What a course card shows: the catalogue reads no more (not the description's HTML or outcomes). */
const courseCard = {
  id: courses.id,
  slug: courses.slug,
  name: courses.name,
  intro: courses.intro,
  kind: courses.kind,
  cover: courses.cover,
  modeId: courses.modeId,
  sdgs: courses.sdgs,
};

/** The published courses this site shows that match the filters a list has (their values are placeholders). */
function courseListCondition(has: (filter: string) => boolean): SQL {
  const where: SQL[] = [eq(courses.status, 'published'), siteOrPlatformRows(courses.tenantId)];
  if (has('kind')) where.push(eq(courses.kind, sql.placeholder('kind')));
  if (has('modeId')) where.push(eq(courses.modeId, sql.placeholder('modeId')));
  if (has('search')) where.push(or(ilike(courses.name, sql.placeholder('like')), ilike(courses.intro, sql.placeholder('like')))!);
  if (has('sdg')) where.push(sql`${courses.sdgs} @> array[${sql.placeholder('sdg')}]::smallint[]`);
  return and(...where)!;
}

// The course list's page and its count, built once per set of filters (the public list's read).
const courseListPage = builtPerShape((tx, has) =>
  tx
    .select({ course: courseCard, counts: outlineCounts() })
    .from(courses)
    .where(courseListCondition(has))
    .orderBy(desc(courses.createdAt), asc(courses.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);
const courseListCount = builtPerShape((tx, has) => tx.select({ n: count() }).from(courses).where(courseListCondition(has)));

export async function listPublishedCourses(tx: Tx, filter: CourseListFilter) {
  const shape = { kind: Boolean(filter.kind), modeId: filter.modeId !== undefined, search: Boolean(filter.search), sdg: filter.sdg !== undefined };
  const values = {
    kind: filter.kind,
    modeId: filter.modeId,
    like: filter.search ? containsPattern(filter.search) : undefined,
    sdg: filter.sdg,
    limit: filter.limit,
    offset: filter.offset,
  };
  const [rows, [total]] = await Promise.all([courseListPage(tx, shape, values), courseListCount(tx, shape, values)]);
  return { rows: rows.map(({ course, counts: [chapters, lessons, minutes] }) => ({ course, chapters, lessons, minutes })), count: total?.n ?? 0 };
}

export async function findPublishedCourseBySlug(tx: Tx, slug: string) {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.status, 'published')))
    // A tenant's own course wins over a platform-wide one of the same slug.
    .orderBy(sql`${courses.tenantId} is null`)
    .limit(1);
  return row ?? null;
}

/** A published course of the current site by id (a tenant's own or a platform-wide one). */
export async function findPublishedCourseById(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.status, 'published')))
    .limit(1);
  return row ?? null;
}

/**
 * A course's chapters with their lessons (and whether each has a quiz), in reading order: one
 * query; chapters without lessons come with a null lesson.
 */
export async function findCourseOutline(tx: Tx, courseId: number) {
  const rows = await tx
    .select({
      chapterId: chapters.id,
      chapterSlug: chapters.slug,
      chapterTitle: chapters.title,
      chapterPosition: chapters.position,
      lessonId: lessons.id,
      lessonSlug: lessons.slug,
      lessonTitle: lessons.title,
      lessonPosition: lessons.position,
      durationMinutes: lessons.durationMinutes,
      quizId: lessonQuizzes.id,
    })
    .from(chapters)
    .leftJoin(lessons, eq(lessons.chapterId, chapters.id))
    .leftJoin(lessonQuizzes, eq(lessonQuizzes.lessonId, lessons.id))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(chapters.id), asc(lessons.position), asc(lessons.id));
  return rows;
}
export type OutlineRow = Awaited<ReturnType<typeof findCourseOutline>>[number];

/** One lesson's full row with its quiz (if any) and its resources. */
export async function findLessonMaterial(tx: Tx, lessonId: number) {
  const [[row], resources] = await Promise.all([
    tx
      .select({ lesson: lessons, quiz: lessonQuizzes })
      .from(lessons)
      .leftJoin(lessonQuizzes, eq(lessonQuizzes.lessonId, lessons.id))
      .where(eq(lessons.id, lessonId))
      .limit(1),
    tx
      .select()
      .from(lessonResources)
      .where(eq(lessonResources.lessonId, lessonId))
      .orderBy(asc(lessonResources.position), asc(lessonResources.id)),
  ]);
  return row ? { ...row, resources } : null;
}

/** A lesson's quiz, if it has one. */
export async function findQuizOfLesson(tx: Tx, lessonId: number) {
  const [row] = await tx.select().from(lessonQuizzes).where(eq(lessonQuizzes.lessonId, lessonId)).limit(1);
  return row ?? null;
}

/** Sets (or replaces) a lesson's quiz; its tenant is the lesson's. */
export async function upsertLessonQuiz(tx: Tx, values: typeof lessonQuizzes.$inferInsert) {
  const [row] = await tx
    .insert(lessonQuizzes)
    .values(values)
    .onConflictDoUpdate({
      target: lessonQuizzes.lessonId,
      set: { questions: values.questions, passMark: values.passMark, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function insertLessonResources(tx: Tx, values: (typeof lessonResources.$inferInsert)[]) {
  if (values.length) await tx.insert(lessonResources).values(values);
}

/** Inserts a course with its chapters and lessons, replacing any course of that slug on that site. */
export async function replaceCourse(
  tx: Tx,
  values: typeof courses.$inferInsert,
  outline: { slug: string; title: string; lessons: Omit<typeof lessons.$inferInsert, 'chapterId' | 'tenantId' | 'position'>[] }[],
) {
  // Editors' HTML is stored sanitised (and sanitised again when served).
  values = { ...values, descriptionHtml: await sanitizeRichText(values.descriptionHtml ?? '') };
  const [row] = await tx
    .insert(courses)
    .values(values)
    .onConflictDoUpdate({ target: [courses.tenantId, courses.slug], set: { ...values, updatedAt: new Date() } })
    .returning();
  await tx.delete(chapters).where(eq(chapters.courseId, row!.id));
  for (const [ci, ch] of outline.entries()) {
    const [chapter] = await tx
      .insert(chapters)
      .values({ courseId: row!.id, tenantId: values.tenantId ?? null, slug: ch.slug, title: ch.title, position: ci + 1 })
      .returning();
    if (ch.lessons.length) {
      const rows = await Promise.all(
        ch.lessons.map(async (l, li) => ({
          ...l,
          contentHtml: await sanitizeRichText(l.contentHtml ?? ''),
          chapterId: chapter!.id,
          tenantId: values.tenantId ?? null,
          position: li + 1,
        })),
      );
      await tx.insert(lessons).values(rows);
    }
  }
  return row!;
}

export async function setCourseOutcomes(tx: Tx, courseId: number, outcomes: string[]) {
  await tx.update(courses).set({ outcomes, updatedAt: new Date() }).where(eq(courses.id, courseId));
}
