import { z } from 'zod';
import { COURSE_KINDS } from './courses.schemas.js';
import { ZQuizDefinition } from './learning.schemas.js';

/**
 * Course authoring: platform admins edit the platform-wide courses on the main site, school
 * admins their own school's. One set of schemas for the API and the editor's forms, so both give
 * the same messages.
 */

export const AUTHORING_LIMITS = {
  name: 200,
  intro: 500,
  title: 200,
  slug: 80,
  outcome: 200,
  outcomes: 12,
  /** HTML as the editor sends it (before sanitising). */
  html: 200_000,
  chapters: 100,
  lessonsPerChapter: 200,
  resources: 30,
  duration: 600,
} as const;

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const RESOURCE_MAX_BYTES = 20 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const AUTHORING_MSG = {
  nameRequired: 'Give the course a name.',
  titleRequired: 'Give it a title.',
  slug: 'Use lower-case letters, digits and hyphens only (for example "my-first-course").',
  slugTaken: 'Another course on this site already uses this address. Choose another one.',
  sdgs: 'Choose goals from 1 to 17.',
  outcomeEmpty: 'An outcome cannot be empty.',
  url: 'Enter a web address starting with https:// or http://.',
  videoUrl: 'Enter a YouTube or Vimeo link (for example https://www.youtube.com/watch?v=…).',
  courseNotFound: 'This course does not exist, or it is not yours to edit.',
  chapterNotFound: 'This chapter does not exist, or it is not yours to edit.',
  lessonNotFound: 'This lesson does not exist, or it is not yours to edit.',
  resourceNotFound: 'This resource does not exist, or it is not yours to edit.',
  notAuthor:
    'Only the platform admin (on the main site) and school admins (on their own site) can edit courses.',
  outlineMismatch:
    'The new order must list every chapter of the course once, and every lesson once. Reload the page and try again.',
  publishProblems: 'This course cannot be published yet.',
  deletePublished: 'Unpublish this course before deleting it.',
  coverType: 'The cover must be a PNG or JPEG image.',
  coverTooLarge: `The cover must be ${mb(COVER_MAX_BYTES)} or smaller.`,
  imageType: 'The image must be a PNG or JPEG image.',
  imageTooLarge: `The image must be ${mb(CONTENT_IMAGE_MAX_BYTES)} or smaller.`,
  videoType: 'The video must be an MP4 or WebM file.',
  videoTooLarge: `The video must be ${mb(VIDEO_MAX_BYTES)} or smaller.`,
  resourceType: 'The file must be a PDF, a Word, PowerPoint or Excel document, or a PNG or JPEG image.',
  resourceTooLarge: `The file must be ${mb(RESOURCE_MAX_BYTES)} or smaller.`,
  fileEmpty: 'The file is empty. Choose another file.',
  fileMissing: 'Choose a file to upload.',
  fileOne: 'Send one file at a time.',
  notMultipart: 'Send the file as a multipart form (multipart/form-data).',
  resourceFileOrLink: 'Give either a file or a link, not both.',
  tooManyResources: `A lesson can have at most ${AUTHORING_LIMITS.resources} resources.`,
  resourceOrder: 'The new order must list every resource of the lesson once. Reload the page and try again.',
} as const;

/** `My first course!` → `my-first-course`; accents dropped, at most 80 characters. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, AUTHORING_LIMITS.slug)
    .replace(/-+$/, '');
}

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const zSlug = z.string().trim().max(AUTHORING_LIMITS.slug, `Use at most ${AUTHORING_LIMITS.slug} characters.`).regex(SLUG_RE, AUTHORING_MSG.slug);
const zText = (max: number, required: string) => z.string().trim().min(1, required).max(max, `Use at most ${max} characters.`);
const zOptionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

export const ZCourseStatus = z.enum(['draft', 'published']);
export type TCourseStatus = z.infer<typeof ZCourseStatus>;

const courseFields = {
  name: zText(AUTHORING_LIMITS.name, AUTHORING_MSG.nameRequired),
  /** Left out (or empty) on create: made from the name, unique on the site. */
  slug: zSlug.or(z.literal('')),
  intro: zOptionalText(AUTHORING_LIMITS.intro),
  kind: z.enum(COURSE_KINDS),
  sdgs: z
    .array(z.number().int(AUTHORING_MSG.sdgs).min(1, AUTHORING_MSG.sdgs).max(17, AUTHORING_MSG.sdgs))
    .max(17)
    .refine((a) => new Set(a).size === a.length, 'Each goal only once.'),
  mode_id: z.number().int().positive().nullable(),
  outcomes: z
    .array(zText(AUTHORING_LIMITS.outcome, AUTHORING_MSG.outcomeEmpty))
    .max(AUTHORING_LIMITS.outcomes, `List at most ${AUTHORING_LIMITS.outcomes} outcomes.`),
  /** Rich text; sanitised by the server. */
  description_html: z.string().max(AUTHORING_LIMITS.html, 'The description is too long.'),
};

/** The course details form (`POST /api/authoring/courses/`). */
export const ZCourseInput = z.object({
  ...courseFields,
  slug: courseFields.slug.optional(),
  intro: courseFields.intro.default(''),
  kind: courseFields.kind.default('course'),
  sdgs: courseFields.sdgs.default([]),
  mode_id: courseFields.mode_id.default(null),
  outcomes: courseFields.outcomes.default([]),
  description_html: courseFields.description_html.default(''),
});
export type TCourseInput = z.input<typeof ZCourseInput>;
/** `PATCH /api/authoring/courses/:id/`: any subset; what is left out stays as it is. */
export const ZCourseUpdate = z
  .object(courseFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change.');
export type TCourseUpdate = z.input<typeof ZCourseUpdate>;

export const ZChapterInput = z.object({
  title: zText(AUTHORING_LIMITS.title, AUTHORING_MSG.titleRequired),
  slug: zSlug.or(z.literal('')).optional(),
});
export type TChapterInput = z.input<typeof ZChapterInput>;
export const ZChapterUpdate = ZChapterInput.partial();

export const ZLessonCreate = z.object({
  title: zText(AUTHORING_LIMITS.title, AUTHORING_MSG.titleRequired),
  slug: zSlug.or(z.literal('')).optional(),
  duration_minutes: z.number().int().min(1, 'At least 1 minute.').max(AUTHORING_LIMITS.duration).default(10),
});
export type TLessonCreate = z.input<typeof ZLessonCreate>;

/** `PATCH /api/authoring/lessons/:id/`: any subset; `video_url: null` (or '') removes a linked video. */
export const ZLessonUpdate = z.object({
  title: zText(AUTHORING_LIMITS.title, AUTHORING_MSG.titleRequired).optional(),
  slug: zSlug.optional(),
  duration_minutes: z
    .number({ error: 'Give the duration in minutes.' })
    .int('Give whole minutes.')
    .min(1, 'At least 1 minute.')
    .max(AUTHORING_LIMITS.duration, `At most ${AUTHORING_LIMITS.duration} minutes.`)
    .optional(),
  content_html: z.string().max(AUTHORING_LIMITS.html, 'The lesson is too long.').optional(),
  video_url: z.string().trim().max(500).nullable().optional(),
});
export type TLessonUpdate = z.input<typeof ZLessonUpdate>;

/** `PUT /api/authoring/courses/:id/outline/`: the whole new order (chapters, and each one's lessons). */
export const ZOutlineOrder = z.object({
  chapters: z
    .array(z.object({ id: z.number().int().positive(), lessons: z.array(z.number().int().positive()).max(AUTHORING_LIMITS.lessonsPerChapter) }))
    .max(AUTHORING_LIMITS.chapters),
});
export type TOutlineOrder = z.infer<typeof ZOutlineOrder>;

export const ZResourceLink = z.object({
  title: zText(AUTHORING_LIMITS.title, AUTHORING_MSG.titleRequired),
  url: z.string().trim().max(2000).regex(/^https?:\/\/[^\s]+$/i, AUTHORING_MSG.url),
});
export type TResourceLink = z.infer<typeof ZResourceLink>;

export const ZIdOrder = z.object({ ids: z.array(z.number().int().positive()).max(AUTHORING_LIMITS.resources) });

export const ZAuthoringQuiz = ZQuizDefinition;

// ---------------------------------------------------------------------------------------------
// Responses

export const ZAuthoringCourseItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(COURSE_KINDS),
  status: ZCourseStatus,
  cover: z.string().nullable(),
  chapters_count: z.number().int(),
  lessons_count: z.number().int(),
  updated_at: z.string(),
});
export type TAuthoringCourseItem = z.infer<typeof ZAuthoringCourseItem>;

export const ZAuthoringLessonItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  duration_minutes: z.number().int(),
  has_quiz: z.boolean(),
  has_video: z.boolean(),
  /** Neither text, an image nor a video: publishing refuses such a lesson. */
  empty: z.boolean(),
});
export type TAuthoringLessonItem = z.infer<typeof ZAuthoringLessonItem>;

export const ZAuthoringChapter = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  lessons: z.array(ZAuthoringLessonItem),
});
export type TAuthoringChapter = z.infer<typeof ZAuthoringChapter>;

export const ZAuthoringCourse = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  intro: z.string(),
  kind: z.enum(COURSE_KINDS),
  sdgs: z.array(z.number().int()),
  mode_id: z.number().int().nullable(),
  outcomes: z.array(z.string()),
  description_html: z.string(),
  cover: z.string().nullable(),
  status: ZCourseStatus,
  updated_at: z.string(),
  chapters: z.array(ZAuthoringChapter),
  /** Why it cannot be published yet; empty when it can. */
  publish_problems: z.array(z.string()),
});
export type TAuthoringCourse = z.infer<typeof ZAuthoringCourse>;

export const ZAuthoringResource = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(['file', 'link']),
  url: z.string(),
  position: z.number().int(),
});
export type TAuthoringResource = z.infer<typeof ZAuthoringResource>;

export const ZAuthoringLesson = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  duration_minutes: z.number().int(),
  content_html: z.string(),
  video_url: z.string().nullable(),
  /** An uploaded video's address. */
  video_file: z.string().nullable(),
  /** Nothing to read or watch yet (no text, picture, embed or video): a course with it cannot be published. */
  empty: z.boolean(),
  resources: z.array(ZAuthoringResource),
  /** With the correct answers: only authors see this. */
  quiz: ZQuizDefinition.nullable(),
  course: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), kind: z.enum(COURSE_KINDS), status: ZCourseStatus }),
  chapter: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
});
export type TAuthoringLesson = z.infer<typeof ZAuthoringLesson>;

export const ZUploadedImage = z.object({ url: z.string() });
