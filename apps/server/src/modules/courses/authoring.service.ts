import {
  AUTHORING_LIMITS,
  AUTHORING_MSG as MSG,
  CONTENT_IMAGE_MAX_BYTES,
  COVER_MAX_BYTES,
  RESOURCE_MAX_BYTES,
  slugify,
  VIDEO_MAX_BYTES,
  type TAuthoringChapter,
  type TAuthoringCourse,
  type TAuthoringCourseItem,
  type TAuthoringLesson,
  type TAuthoringResource,
  type TOutlineOrder,
} from '@commonshelf/shared/courses/authoring.schemas';
import type { TQuizDefinition } from '@commonshelf/shared/courses/learning.schemas';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { newStorageKey, type Storage } from '../../lib/storage.js';
import { inspectImage } from '../../lib/uploads.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { Run } from '../auth/auth.service.js';
import { modes } from '../modes/modes.table.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import {
  chapterFileKeys,
  chaptersOf,
  countResources,
  courseFileKeys,
  deleteChapter,
  deleteCourse as deleteCourseRow,
  deleteLesson as deleteLessonRow,
  deleteQuizOfLesson,
  deleteResource as deleteResourceRow,
  findCourseForAuthorBySlug,
  findEditorOutline,
  findOwnChapter,
  findOwnCourse,
  findOwnLesson,
  findOwnResource,
  insertChapter,
  insertCourse,
  insertLesson,
  insertResource,
  lessonsOfChapters,
  listOwnCourses,
  placeLesson,
  resourcesOf,
  setChapterPosition,
  setResourcePosition,
  takenCourseSlugs,
  touchCourse,
  updateChapter,
  updateCourse,
  updateLesson,
  type OwnerId,
} from './authoring.repository.js';
import { findQuizOfLesson, upsertLessonQuiz } from './courses.repository.js';
import type { CourseRow, LessonRow } from './courses.table.js';
import { sanitizeRichText, videoEmbed } from './rich-text.js';
import { isUniqueViolation } from '../../db/errors.js';

/** Whose courses an admin edits: the platform's (tenantId null) or one school's. */
export type Owner = { tenantId: OwnerId };

/**
 * The courses this user may author on this site, or null: the platform admin on the main site
 * edits the platform-wide courses, a school admin on their own site that school's.
 */
export function authorOwner(user: UserRow | null, site: TenantRow | null): Owner | null {
  if (!user) return null;
  if (user.role === 'upschool_admin' && user.tenantId === null && site === null) return { tenantId: null };
  if (user.role === 'school_admin' && site && user.tenantId === site.id) return { tenantId: site.id };
  return null;
}

export function requireOwner(user: UserRow | null, site: TenantRow | null): Owner {
  const owner = authorOwner(user, site);
  if (!owner) throw forbidden(MSG.notAuthor);
  return owner;
}

/** The course a course page shows: published, or for this site's author one of their drafts too. */
export async function courseForViewer(tx: Tx, slug: string, owner: Owner | null) {
  return owner ? findCourseForAuthorBySlug(tx, owner.tenantId, slug) : null;
}

export type AuthoringCtx = {
  run: Run;
  storage: Storage;
  owner: Owner;
  /** Where failures to remove replaced files are reported (the rows are right either way). */
  warn: (msg: string, err: unknown) => void;
};

const unprocessable = (message: string, fields?: Record<string, string[]>) => new HttpError(422, message, fields);
const fieldError = (field: string, message: string) => badRequest(VALIDATION_MESSAGE, { [field]: [message] });

/** Removes files that rows no longer name, after the change that dropped them has committed. */
async function removeFiles(ctx: AuthoringCtx, keys: (string | null | undefined)[]) {
  for (const key of keys) {
    // Seeded art ships with the code and is not in the store.
    if (!key || key.startsWith('seed/')) continue;
    try {
      await ctx.storage.delete(key);
    } catch (err) {
      ctx.warn(`could not remove replaced file ${key}`, err);
    }
  }
}


/** `base`, else `base-2`, `base-3`…, the first not in `taken`, within the slug length limit. */
export function uniqueSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, AUTHORING_LIMITS.slug - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

// ---------------------------------------------------------------------------------------------
// Presenting

/** True when a lesson has something to read or watch: text, an image, an embed or a video. */
export function lessonHasContent(l: { contentHtml: string; videoUrl: string | null; videoKey: string | null }): boolean {
  if (l.videoUrl || l.videoKey) return true;
  if (/<(?:img|iframe)\b/i.test(l.contentHtml)) return true;
  const text = l.contentHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length > 0;
}

type EditorOutline = Awaited<ReturnType<typeof findEditorOutline>>;

function shapeChapters(rows: EditorOutline): TAuthoringChapter[] {
  const out: TAuthoringChapter[] = [];
  for (const r of rows) {
    let ch = out.at(-1);
    if (!ch || ch.id !== r.chapter.id) {
      ch = { ...r.chapter, lessons: [] };
      out.push(ch);
    }
    if (!r.lesson) continue;
    ch.lessons.push({
      id: r.lesson.id,
      slug: r.lesson.slug,
      title: r.lesson.title,
      position: r.lesson.position,
      duration_minutes: r.lesson.durationMinutes,
      has_quiz: r.quizId !== null,
      has_video: !!(r.lesson.videoUrl || r.lesson.videoKey),
      empty: !lessonHasContent(r.lesson),
    });
  }
  return out;
}

/** What stands between a course and publishing; empty when it may be published. */
export function publishProblems(chapters: TAuthoringChapter[]): string[] {
  const problems: string[] = [];
  if (!chapters.some((c) => c.lessons.length > 0)) problems.push('Add at least one chapter with at least one lesson.');
  for (const c of chapters) {
    for (const l of c.lessons) {
      if (l.empty) problems.push(`The lesson "${l.title}" in "${c.title}" is empty: write its content or add a video.`);
    }
  }
  return problems;
}

async function presentCourse(tx: Tx, course: CourseRow): Promise<TAuthoringCourse> {
  const chapters = shapeChapters(await findEditorOutline(tx, course.id));
  return {
    id: course.id,
    slug: course.slug,
    name: course.name,
    intro: course.intro,
    kind: course.kind,
    sdgs: course.sdgs,
    mode_id: course.modeId,
    outcomes: course.outcomes,
    description_html: course.descriptionHtml,
    cover: mediaUrl(course.cover),
    status: course.status,
    updated_at: course.updatedAt.toISOString(),
    chapters,
    publish_problems: publishProblems(chapters),
  };
}

async function presentLesson(
  tx: Tx,
  row: { lesson: LessonRow; chapter: { id: number; slug: string; title: string }; course: CourseRow },
): Promise<TAuthoringLesson> {
  const [resources, quiz] = await Promise.all([resourcesOf(tx, row.lesson.id), findQuizOfLesson(tx, row.lesson.id)]);
  const l = row.lesson;
  return {
    id: l.id,
    slug: l.slug,
    title: l.title,
    position: l.position,
    duration_minutes: l.durationMinutes,
    content_html: l.contentHtml,
    video_url: l.videoUrl,
    video_file: mediaUrl(l.videoKey),
    empty: !lessonHasContent(l),
    resources: resources.map(presentResource),
    quiz: quiz ? { pass_mark: quiz.passMark, questions: quiz.questions } : null,
    course: { id: row.course.id, slug: row.course.slug, name: row.course.name, kind: row.course.kind, status: row.course.status },
    chapter: { id: row.chapter.id, slug: row.chapter.slug, title: row.chapter.title },
  };
}

const presentResource = (r: { id: number; title: string; fileKey: string | null; url: string | null; position: number }): TAuthoringResource => ({
  id: r.id,
  title: r.title,
  kind: r.fileKey ? 'file' : 'link',
  url: r.fileKey ? mediaUrl(r.fileKey)! : r.url!,
  position: r.position,
});

// ---------------------------------------------------------------------------------------------
// Courses

export async function listCourses(ctx: AuthoringCtx): Promise<TAuthoringCourseItem[]> {
  const rows = await ctx.run((tx) => listOwnCourses(tx, ctx.owner.tenantId));
  return rows.map((r) => ({
    id: r.course.id,
    slug: r.course.slug,
    name: r.course.name,
    kind: r.course.kind,
    status: r.course.status,
    cover: mediaUrl(r.course.cover),
    chapters_count: Number(r.chapters),
    lessons_count: Number(r.lessons),
    updated_at: r.course.updatedAt.toISOString(),
  }));
}

async function ownCourse(tx: Tx, owner: Owner, id: number, lock = false) {
  const course = await findOwnCourse(tx, owner.tenantId, id, { lock });
  if (!course) throw notFound(MSG.courseNotFound);
  return course;
}

export async function getCourse(ctx: AuthoringCtx, id: number): Promise<TAuthoringCourse> {
  return ctx.run(async (tx) => presentCourse(tx, await ownCourse(tx, ctx.owner, id)));
}

type CourseFields = {
  name?: string;
  slug?: string;
  intro?: string;
  kind?: CourseRow['kind'];
  sdgs?: number[];
  mode_id?: number | null;
  outcomes?: string[];
  description_html?: string;
};

/** The slug a course gets: the one asked for (409 when taken), else one made from the name. */
async function courseSlug(tx: Tx, owner: Owner, fields: CourseFields, exceptId?: number): Promise<string | undefined> {
  if (fields.slug) {
    const taken = await takenCourseSlugs(tx, owner.tenantId, fields.slug, exceptId);
    if (taken.has(fields.slug)) throw conflict(MSG.slugTaken, { slug: [MSG.slugTaken] });
    return fields.slug;
  }
  if (exceptId !== undefined) return undefined;
  const base = slugify(fields.name ?? '') || 'course';
  return uniqueSlug(base, await takenCourseSlugs(tx, owner.tenantId, base));
}

async function courseColumns(tx: Tx, fields: CourseFields) {
  if (fields.mode_id) {
    const [mode] = await tx.select({ id: modes.id }).from(modes).where(eq(modes.id, fields.mode_id)).limit(1);
    if (!mode) throw fieldError('mode_id', 'Choose one of the modes.');
  }
  return {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.intro !== undefined ? { intro: fields.intro } : {}),
    ...(fields.kind !== undefined ? { kind: fields.kind } : {}),
    ...(fields.sdgs !== undefined ? { sdgs: [...fields.sdgs].sort((a, b) => a - b) } : {}),
    ...(fields.mode_id !== undefined ? { modeId: fields.mode_id } : {}),
    ...(fields.outcomes !== undefined ? { outcomes: fields.outcomes } : {}),
    ...(fields.description_html !== undefined ? { descriptionHtml: await sanitizeRichText(fields.description_html) } : {}),
  };
}

/** Runs a write; a slug taken by a concurrent request between our check and our write is a 409 too. */
async function slugSafe<T>(work: () => Promise<T>, message: string = MSG.slugTaken): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message, { slug: [message] });
    throw err;
  }
}

export async function createCourse(ctx: AuthoringCtx, fields: CourseFields & { name: string }): Promise<TAuthoringCourse> {
  return slugSafe(() =>
    ctx.run(async (tx) => {
      const slug = (await courseSlug(tx, ctx.owner, fields))!;
      const course = await insertCourse(tx, { tenantId: ctx.owner.tenantId, slug, status: 'draft', ...(await courseColumns(tx, fields)), name: fields.name });
      return presentCourse(tx, course);
    }),
  );
}

export async function updateCourseDetails(ctx: AuthoringCtx, id: number, fields: CourseFields): Promise<TAuthoringCourse> {
  return slugSafe(() =>
    ctx.run(async (tx) => {
      const course = await ownCourse(tx, ctx.owner, id, true);
      const slug = fields.slug && fields.slug !== course.slug ? await courseSlug(tx, ctx.owner, fields, id) : undefined;
      const updated = await updateCourse(tx, id, { ...(await courseColumns(tx, fields)), ...(slug ? { slug } : {}) });
      return presentCourse(tx, updated);
    }),
  );
}

/** Deletes a draft course with its chapters, lessons and files; a published one must be unpublished first. */
export async function deleteCourse(ctx: AuthoringCtx, id: number): Promise<void> {
  const keys = await ctx.run(async (tx) => {
    const course = await ownCourse(tx, ctx.owner, id, true);
    if (course.status === 'published') throw conflict(MSG.deletePublished);
    const files = await courseFileKeys(tx, id);
    await deleteCourseRow(tx, id);
    return [course.cover, ...files];
  });
  await removeFiles(ctx, keys);
}

export async function setCourseStatus(ctx: AuthoringCtx, id: number, status: 'draft' | 'published'): Promise<TAuthoringCourse> {
  return ctx.run(async (tx) => {
    const course = await ownCourse(tx, ctx.owner, id, true);
    if (status === 'published') {
      const problems = publishProblems(shapeChapters(await findEditorOutline(tx, id)));
      if (problems.length) throw unprocessable(MSG.publishProblems, { problems });
    }
    const updated = course.status === status ? course : await updateCourse(tx, id, { status });
    return presentCourse(tx, updated);
  });
}

export type UploadedFile = { buffer: Buffer; truncated: boolean };

/** Replaces the course's cover: PNG or JPEG judged by its bytes; the old file goes once the new one is in. */
export async function setCourseCover(ctx: AuthoringCtx, id: number, file: UploadedFile): Promise<TAuthoringCourse> {
  if (file.truncated) throw fieldError('cover', MSG.coverTooLarge);
  const image = await inspectImage(file.buffer, {
    maxBytes: COVER_MAX_BYTES,
    allowed: ['png', 'jpeg'],
    messages: { type: MSG.coverType, tooLarge: MSG.coverTooLarge, empty: MSG.fileEmpty },
  });
  if (!image.ok) throw fieldError('cover', image.message);
  const key = newStorageKey('courses', image.ext);
  let old: string | null = null;
  let result: TAuthoringCourse;
  try {
    result = await ctx.run(async (tx) => {
      const course = await ownCourse(tx, ctx.owner, id, true);
      old = course.cover;
      await ctx.storage.put(key, image.buffer, image.mime);
      return presentCourse(tx, await updateCourse(tx, id, { cover: key }));
    });
  } catch (err) {
    await ctx.storage.delete(key);
    throw err;
  }
  await removeFiles(ctx, [old]);
  return result;
}

export async function removeCourseCover(ctx: AuthoringCtx, id: number): Promise<TAuthoringCourse> {
  let old: string | null = null;
  const result = await ctx.run(async (tx) => {
    const course = await ownCourse(tx, ctx.owner, id, true);
    old = course.cover;
    return presentCourse(tx, course.cover ? await updateCourse(tx, id, { cover: null }) : course);
  });
  await removeFiles(ctx, [old]);
  return result;
}

/** An image for lesson content or a description (TipTap's image upload): stored, its address answered. */
export async function uploadContentImage(ctx: AuthoringCtx, file: UploadedFile): Promise<{ url: string }> {
  if (file.truncated) throw fieldError('image', MSG.imageTooLarge);
  const image = await inspectImage(file.buffer, {
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
    allowed: ['png', 'jpeg'],
    messages: { type: MSG.imageType, tooLarge: MSG.imageTooLarge, empty: MSG.fileEmpty },
  });
  if (!image.ok) throw fieldError('image', image.message);
  const key = newStorageKey('lesson-images', image.ext);
  await ctx.storage.put(key, image.buffer, image.mime);
  return { url: mediaUrl(key)! };
}

// ---------------------------------------------------------------------------------------------
// Chapters

async function ownChapter(tx: Tx, owner: Owner, id: number) {
  const row = await findOwnChapter(tx, owner.tenantId, id);
  if (!row) throw notFound(MSG.chapterNotFound);
  return row;
}

const chapterSlugTaken = 'Another chapter of this course already uses this address.';
const lessonSlugTaken = 'Another lesson of this chapter already uses this address.';

export async function createChapter(ctx: AuthoringCtx, courseId: number, input: { title: string; slug?: string }): Promise<TAuthoringCourse> {
  return slugSafe(
    () =>
      ctx.run(async (tx) => {
        const course = await ownCourse(tx, ctx.owner, courseId, true);
        const existing = await chaptersOf(tx, courseId);
        if (existing.length >= AUTHORING_LIMITS.chapters) throw badRequest(`A course can have at most ${AUTHORING_LIMITS.chapters} chapters.`);
        const taken = new Set(existing.map((c) => c.slug));
        if (input.slug && taken.has(input.slug)) throw conflict(chapterSlugTaken, { slug: [chapterSlugTaken] });
        const slug = input.slug || uniqueSlug(slugify(input.title) || 'chapter', taken);
        const position = Math.max(0, ...existing.map((c) => c.position)) + 1;
        await insertChapter(tx, { tenantId: ctx.owner.tenantId, courseId, slug, title: input.title, position });
        return presentCourse(tx, await updateCourse(tx, course.id, {}));
      }),
    chapterSlugTaken,
  );
}

export async function updateChapterDetails(ctx: AuthoringCtx, id: number, input: { title?: string; slug?: string }): Promise<TAuthoringCourse> {
  return slugSafe(
    () =>
      ctx.run(async (tx) => {
        const { chapter, course } = await ownChapter(tx, ctx.owner, id);
        if (input.slug && input.slug !== chapter.slug) {
          const taken = (await chaptersOf(tx, course.id)).some((c) => c.slug === input.slug);
          if (taken) throw conflict(chapterSlugTaken, { slug: [chapterSlugTaken] });
        }
        await updateChapter(tx, id, { ...(input.title ? { title: input.title } : {}), ...(input.slug ? { slug: input.slug } : {}) });
        return presentCourse(tx, await updateCourse(tx, course.id, {}));
      }),
    chapterSlugTaken,
  );
}

export async function removeChapter(ctx: AuthoringCtx, id: number): Promise<TAuthoringCourse> {
  const { result, keys } = await ctx.run(async (tx) => {
    const { course } = await ownChapter(tx, ctx.owner, id);
    const keys = await chapterFileKeys(tx, id);
    await deleteChapter(tx, id);
    return { result: await presentCourse(tx, await updateCourse(tx, course.id, {})), keys };
  });
  await removeFiles(ctx, keys);
  return result;
}

/**
 * Applies a whole new order of a course's chapters and lessons (lessons may change chapter) in one
 * transaction. The order must name every chapter and every lesson of the course exactly once. A
 * lesson moved into a chapter that already has its slug gets a free one (`-2`…).
 */
export async function reorderOutline(ctx: AuthoringCtx, courseId: number, order: TOutlineOrder): Promise<TAuthoringCourse> {
  return ctx.run(async (tx) => {
    await ownCourse(tx, ctx.owner, courseId, true);
    const chapters = await chaptersOf(tx, courseId);
    const lessons = await lessonsOfChapters(tx, chapters.map((c) => c.id));
    const orderChapterIds = order.chapters.map((c) => c.id);
    const orderLessonIds = order.chapters.flatMap((c) => c.lessons);
    const sameSet = (given: number[], actual: number[]) =>
      given.length === actual.length && new Set(given).size === given.length && actual.every((id) => given.includes(id));
    if (!sameSet(orderChapterIds, chapters.map((c) => c.id)) || !sameSet(orderLessonIds, lessons.map((l) => l.id))) {
      throw badRequest(MSG.outlineMismatch, { chapters: [MSG.outlineMismatch] });
    }

    const byId = new Map(lessons.map((l) => [l.id, l]));
    const moved = lessons.filter((l) => order.chapters.find((c) => c.lessons.includes(l.id))!.id !== l.chapterId);
    // Moved lessons first step aside to slugs no real slug can be, so no step of the reorder
    // breaks "one slug per chapter" on the way to a final state that keeps it.
    for (const l of moved) await placeLesson(tx, l.id, { chapterId: l.chapterId, position: l.position, slug: `~${l.id}` });

    for (const [ci, c] of order.chapters.entries()) {
      await setChapterPosition(tx, c.id, ci + 1);
      const stayers = new Set(c.lessons.map((id) => byId.get(id)!).filter((l) => l.chapterId === c.id).map((l) => l.slug));
      for (const [li, id] of c.lessons.entries()) {
        const l = byId.get(id)!;
        let slug = l.slug;
        if (l.chapterId !== c.id) {
          slug = uniqueSlug(l.slug, stayers);
          stayers.add(slug);
        }
        if (l.chapterId !== c.id || l.position !== li + 1 || slug !== l.slug) await placeLesson(tx, id, { chapterId: c.id, position: li + 1, slug });
      }
    }
    return presentCourse(tx, await updateCourse(tx, courseId, {}));
  });
}

// ---------------------------------------------------------------------------------------------
// Lessons

async function ownLesson(tx: Tx, owner: Owner, id: number, lock = false) {
  const row = await findOwnLesson(tx, owner.tenantId, id, { lock });
  if (!row) throw notFound(MSG.lessonNotFound);
  return row;
}

export async function createLesson(
  ctx: AuthoringCtx,
  chapterId: number,
  input: { title: string; slug?: string; duration_minutes?: number },
): Promise<TAuthoringLesson> {
  return slugSafe(
    () =>
      ctx.run(async (tx) => {
        const { chapter, course } = await ownChapter(tx, ctx.owner, chapterId);
        const existing = await lessonsOfChapters(tx, [chapterId]);
        if (existing.length >= AUTHORING_LIMITS.lessonsPerChapter) throw badRequest(`A chapter can have at most ${AUTHORING_LIMITS.lessonsPerChapter} lessons.`);
        const taken = new Set(existing.map((l) => l.slug));
        if (input.slug && taken.has(input.slug)) throw conflict(lessonSlugTaken, { slug: [lessonSlugTaken] });
        const lesson = await insertLesson(tx, {
          tenantId: ctx.owner.tenantId,
          chapterId,
          slug: input.slug || uniqueSlug(slugify(input.title) || 'lesson', taken),
          title: input.title,
          position: Math.max(0, ...existing.map((l) => l.position)) + 1,
          durationMinutes: input.duration_minutes ?? 10,
        });
        await touchCourse(tx, course.id);
        return presentLesson(tx, { lesson, chapter, course });
      }),
    lessonSlugTaken,
  );
}

export async function getLesson(ctx: AuthoringCtx, id: number): Promise<TAuthoringLesson> {
  return ctx.run(async (tx) => presentLesson(tx, await ownLesson(tx, ctx.owner, id)));
}

export async function updateLessonDetails(
  ctx: AuthoringCtx,
  id: number,
  input: { title?: string; slug?: string; duration_minutes?: number; content_html?: string; video_url?: string | null },
): Promise<TAuthoringLesson> {
  const videoUrl = input.video_url?.trim() || null;
  if (videoUrl && !videoEmbed(videoUrl)) throw fieldError('video_url', MSG.videoUrl);
  let old: string | null = null;
  const result = await slugSafe(
    () =>
      ctx.run(async (tx) => {
        const row = await ownLesson(tx, ctx.owner, id, true);
        if (input.slug && input.slug !== row.lesson.slug) {
          const taken = (await lessonsOfChapters(tx, [row.chapter.id])).some((l) => l.slug === input.slug);
          if (taken) throw conflict(lessonSlugTaken, { slug: [lessonSlugTaken] });
        }
        const values: Partial<LessonRow> = {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.slug ? { slug: input.slug } : {}),
          ...(input.duration_minutes !== undefined ? { durationMinutes: input.duration_minutes } : {}),
          ...(input.content_html !== undefined ? { contentHtml: await sanitizeRichText(input.content_html) } : {}),
        };
        if (input.video_url !== undefined) {
          values.videoUrl = videoUrl;
          // A linked video replaces an uploaded one: one video a lesson.
          if (videoUrl && row.lesson.videoKey) {
            old = row.lesson.videoKey;
            values.videoKey = null;
          }
        }
        const lesson = Object.keys(values).length ? await updateLesson(tx, id, values) : row.lesson;
        await touchCourse(tx, row.course.id);
        return presentLesson(tx, { ...row, lesson });
      }),
    lessonSlugTaken,
  );
  await removeFiles(ctx, [old]);
  return result;
}

export async function removeLesson(ctx: AuthoringCtx, id: number): Promise<TAuthoringCourse> {
  const { result, keys } = await ctx.run(async (tx) => {
    const row = await ownLesson(tx, ctx.owner, id, true);
    const resources = await resourcesOf(tx, id);
    await deleteLessonRow(tx, id);
    return {
      result: await presentCourse(tx, await updateCourse(tx, row.course.id, {})),
      keys: [row.lesson.videoKey, ...resources.map((r) => r.fileKey)],
    };
  });
  await removeFiles(ctx, keys);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Videos

const HEAD_BYTES = 4100;

/**
 * Reads the start of an uploaded video and judges it by its bytes (MP4 or WebM). Answers the
 * extension and the whole stream again, which fails (so nothing is kept) once it passes the
 * limit or turns out to have been cut at the limit. A refused upload is read to its end and
 * dropped, so the client gets the answer rather than a broken connection.
 */
export async function sniffVideo(
  source: AsyncIterable<Buffer>,
  opts: { maxBytes?: number; truncated?: () => boolean } = {},
): Promise<{ ext: 'mp4' | 'webm'; mime: string; body: AsyncIterable<Buffer> }> {
  const maxBytes = opts.maxBytes ?? VIDEO_MAX_BYTES;
  const tooLarge = () => fieldError('file', MSG.videoTooLarge);
  const it = source[Symbol.asyncIterator]();
  const drain = async () => {
    for (let r = await it.next(); !r.done; r = await it.next());
  };
  const head: Buffer[] = [];
  let total = 0;
  let ended = false;
  while (total < HEAD_BYTES) {
    const r = await it.next();
    if (r.done) {
      ended = true;
      break;
    }
    head.push(r.value);
    total += r.value.length;
  }
  const first = Buffer.concat(head);
  if (first.length === 0) throw fieldError('file', MSG.fileEmpty);
  const type = await fileTypeFromBuffer(first);
  const ext = type?.mime === 'video/mp4' ? 'mp4' : type?.mime === 'video/webm' ? 'webm' : null;
  if (!ext) {
    if (!ended) await drain();
    throw fieldError('file', MSG.videoType);
  }
  if (total > maxBytes) {
    if (!ended) await drain();
    throw tooLarge();
  }
  async function* body() {
    yield first;
    if (!ended) {
      for (let r = await it.next(); !r.done; r = await it.next()) {
        total += r.value.length;
        if (total > maxBytes) {
          await drain();
          throw tooLarge();
        }
        yield r.value;
      }
    }
    if (opts.truncated?.()) throw tooLarge();
  }
  return { ext, mime: type!.mime, body: body() };
}

/**
 * Replaces a lesson's video with an uploaded file, streamed to storage (never held whole in
 * memory). On any failure the new file is removed; after the change commits, the old one is.
 */
export async function setLessonVideo(
  ctx: AuthoringCtx,
  id: number,
  source: AsyncIterable<Buffer>,
  opts: { maxBytes?: number; truncated?: () => boolean } = {},
): Promise<TAuthoringLesson> {
  // Whose lesson it is, before reading a byte of the upload.
  await ctx.run((tx) => ownLesson(tx, ctx.owner, id));
  const video = await sniffVideo(source, opts);
  const key = newStorageKey('lesson-videos', video.ext);
  let old: string | null = null;
  let result: TAuthoringLesson;
  try {
    await ctx.storage.putStream(key, video.body, video.mime);
    result = await ctx.run(async (tx) => {
      const row = await ownLesson(tx, ctx.owner, id, true);
      old = row.lesson.videoKey;
      const lesson = await updateLesson(tx, id, { videoKey: key, videoUrl: null });
      await touchCourse(tx, row.course.id);
      return presentLesson(tx, { ...row, lesson });
    });
  } catch (err) {
    await ctx.storage.delete(key);
    throw err;
  }
  await removeFiles(ctx, [old]);
  return result;
}

/** Removes a lesson's video (a link or an uploaded file, whose file goes too). */
export async function removeLessonVideo(ctx: AuthoringCtx, id: number): Promise<TAuthoringLesson> {
  let old: string | null = null;
  const result = await ctx.run(async (tx) => {
    const row = await ownLesson(tx, ctx.owner, id, true);
    old = row.lesson.videoKey;
    const lesson = await updateLesson(tx, id, { videoKey: null, videoUrl: null });
    await touchCourse(tx, row.course.id);
    return presentLesson(tx, { ...row, lesson });
  });
  await removeFiles(ctx, [old]);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Resources

const OOXML: Record<string, 'docx' | 'pptx' | 'xlsx'> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** A resource file judged by its bytes: PDF, Word, PowerPoint, Excel, PNG or JPEG. */
export async function checkResourceFile(file: UploadedFile): Promise<{ ok: true; ext: string; mime: string } | { ok: false; message: string }> {
  if (file.truncated || file.buffer.length > RESOURCE_MAX_BYTES) return { ok: false, message: MSG.resourceTooLarge };
  if (file.buffer.length === 0) return { ok: false, message: MSG.fileEmpty };
  const type = await fileTypeFromBuffer(file.buffer);
  if (!type) return { ok: false, message: MSG.resourceType };
  if (type.mime === 'application/pdf') return { ok: true, ext: 'pdf', mime: type.mime };
  if (OOXML[type.mime]) return { ok: true, ext: OOXML[type.mime]!, mime: type.mime };
  if (type.mime === 'image/png' || type.mime === 'image/jpeg') {
    const image = await inspectImage(file.buffer, { maxBytes: RESOURCE_MAX_BYTES, allowed: ['png', 'jpeg'], messages: { type: MSG.resourceType } });
    return image.ok ? { ok: true, ext: image.ext, mime: image.mime } : { ok: false, message: image.message };
  }
  return { ok: false, message: MSG.resourceType };
}

export async function addResource(
  ctx: AuthoringCtx,
  lessonId: number,
  input: { title: string } & ({ url: string; file?: undefined } | { file: UploadedFile; url?: undefined }),
): Promise<TAuthoringLesson> {
  let key: string | null = null;
  let checked: { ext: string; mime: string } | null = null;
  if (input.file) {
    const c = await checkResourceFile(input.file);
    if (!c.ok) throw fieldError('file', c.message);
    checked = c;
    key = newStorageKey('lesson-resources', c.ext);
  }
  try {
    return await ctx.run(async (tx) => {
      const row = await ownLesson(tx, ctx.owner, lessonId, true);
      const n = await countResources(tx, lessonId);
      if (n >= AUTHORING_LIMITS.resources) throw badRequest(MSG.tooManyResources);
      if (key && input.file) await ctx.storage.put(key, input.file.buffer, checked!.mime);
      await insertResource(tx, { tenantId: ctx.owner.tenantId, lessonId, title: input.title, fileKey: key, url: key ? null : input.url!, position: n + 1 });
      await touchCourse(tx, row.course.id);
      return presentLesson(tx, row);
    });
  } catch (err) {
    if (key) await ctx.storage.delete(key);
    throw err;
  }
}

export async function removeResource(ctx: AuthoringCtx, id: number): Promise<TAuthoringLesson> {
  let old: string | null = null;
  const result = await ctx.run(async (tx) => {
    const found = await findOwnResource(tx, ctx.owner.tenantId, id);
    if (!found) throw notFound(MSG.resourceNotFound);
    const row = await ownLesson(tx, ctx.owner, found.lessonId, true);
    old = found.resource.fileKey;
    await deleteResourceRow(tx, id);
    await touchCourse(tx, row.course.id);
    return presentLesson(tx, row);
  });
  await removeFiles(ctx, [old]);
  return result;
}

export async function reorderResources(ctx: AuthoringCtx, lessonId: number, ids: number[]): Promise<TAuthoringLesson> {
  return ctx.run(async (tx) => {
    const row = await ownLesson(tx, ctx.owner, lessonId, true);
    const current = await resourcesOf(tx, lessonId);
    if (ids.length !== current.length || new Set(ids).size !== ids.length || !current.every((r) => ids.includes(r.id))) {
      throw badRequest(MSG.resourceOrder, { ids: [MSG.resourceOrder] });
    }
    for (const [i, rid] of ids.entries()) await setResourcePosition(tx, rid, i + 1);
    await touchCourse(tx, row.course.id);
    return presentLesson(tx, row);
  });
}

// ---------------------------------------------------------------------------------------------
// Quizzes

/**
 * Sets or replaces a lesson's quiz. The quiz keeps its id, so attempts already made stay with it,
 * with the scores they had when they were made.
 */
export async function putQuiz(ctx: AuthoringCtx, lessonId: number, quiz: TQuizDefinition): Promise<TAuthoringLesson> {
  return ctx.run(async (tx) => {
    const row = await ownLesson(tx, ctx.owner, lessonId, true);
    await upsertLessonQuiz(tx, { tenantId: ctx.owner.tenantId, lessonId, passMark: quiz.pass_mark, questions: quiz.questions });
    await touchCourse(tx, row.course.id);
    return presentLesson(tx, row);
  });
}

export async function removeQuiz(ctx: AuthoringCtx, lessonId: number): Promise<TAuthoringLesson> {
  return ctx.run(async (tx) => {
    const row = await ownLesson(tx, ctx.owner, lessonId, true);
    if (!(await deleteQuizOfLesson(tx, lessonId))) throw notFound('This lesson has no quiz.');
    await touchCourse(tx, row.course.id);
    return presentLesson(tx, row);
  });
}
