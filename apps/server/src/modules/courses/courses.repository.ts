import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { COURSE_KINDS } from '@commonshelf/shared/courses/courses.schemas';
import { chapters, courses, lessons } from './courses.table.js';

export type CourseListFilter = { kind?: (typeof COURSE_KINDS)[number]; modeId?: number; limit: number; offset: number };

/** Published courses of the current site with their chapter and lesson counts, in one query. */
export async function listPublishedCourses(tx: Tx, filter: CourseListFilter) {
  const where: SQL[] = [eq(courses.status, 'published')];
  if (filter.kind) where.push(eq(courses.kind, filter.kind));
  if (filter.modeId !== undefined) where.push(eq(courses.modeId, filter.modeId));
  const cond = and(...where);
  // Written out: drizzle leaves columns of a one-table select unqualified, which is ambiguous here.
  const chapterCount = sql<number>`(select count(*)::int from chapters ch where ch.course_id = courses.id)`;
  const lessonCount = sql<number>`(select count(*)::int from lessons l join chapters ch on ch.id = l.chapter_id where ch.course_id = courses.id)`;
  const [rows, [total]] = await Promise.all([
    tx
      .select({ course: courses, chapters: chapterCount, lessons: lessonCount })
      .from(courses)
      .where(cond)
      .orderBy(desc(courses.createdAt), asc(courses.id))
      .limit(filter.limit)
      .offset(filter.offset),
    tx.select({ n: count() }).from(courses).where(cond),
  ]);
  return { rows, count: total?.n ?? 0 };
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

/** Inserts a course with its chapters and lessons, replacing any course of that slug on that site. */
export async function replaceCourse(
  tx: Tx,
  values: typeof courses.$inferInsert,
  outline: { slug: string; title: string; lessons: Omit<typeof lessons.$inferInsert, 'chapterId' | 'tenantId' | 'position'>[] }[],
) {
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
      await tx
        .insert(lessons)
        .values(ch.lessons.map((l, li) => ({ ...l, chapterId: chapter!.id, tenantId: values.tenantId ?? null, position: li + 1 })));
    }
  }
  return row!;
}
