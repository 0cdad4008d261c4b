import { z } from 'zod';

export const COURSE_KINDS = ['course', 'hub', 'teacher_training', 'challenge'] as const;

/** A course as lists and cards show it. */
export const ZCourseCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  intro: z.string(),
  kind: z.enum(COURSE_KINDS),
  cover: z.string().nullable(),
  mode_id: z.number().int().nullable(),
  /** UN Sustainable Development Goal numbers, 1–17. */
  sdgs: z.array(z.number().int()),
  chapters_count: z.number().int(),
  lessons_count: z.number().int(),
  /** Sum of the lessons' durations. */
  duration_minutes: z.number().int(),
});
export type TCourseCard = z.infer<typeof ZCourseCard>;

export const ZCourseListQuery = z.object({
  /** Case-insensitive match on the name or the intro. */
  search: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
  sdg: z.coerce
    .number({ error: 'Choose a goal from 1 to 17.' })
    .int('Choose a goal from 1 to 17.')
    .min(1, 'Choose a goal from 1 to 17.')
    .max(17, 'Choose a goal from 1 to 17.')
    .optional(),
  kind: z.enum(COURSE_KINDS).optional(),
  mode: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TCourseListQuery = z.infer<typeof ZCourseListQuery>;

const ZCourseDescription = z.object({
  description: z.string(),
  sustainability_details: z.array(z.object({ title: z.string(), thumbnail: z.string() })),
});

/** `GET /api/data/courses/:slug`: the course landing data the spec reads (name, intro, description). */
export const ZCourseLanding = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  intro: z.string(),
  description: ZCourseDescription,
});
export type TCourseLanding = z.infer<typeof ZCourseLanding>;

/** Where a lesson is: enough to build `/hubs/:courseSlug/:chapterSlug/:lessonSlug`. */
export const ZLessonRef = z.object({ chapter_slug: z.string(), lesson_slug: z.string(), title: z.string() });
export type TLessonRef = z.infer<typeof ZLessonRef>;

export const ZLessonOutline = z.object({
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  duration_minutes: z.number().int(),
  has_quiz: z.boolean(),
  /** Null without a signed-in, enrolled learner. */
  completed: z.boolean().nullable(),
  /** A sold course's lesson the viewer cannot open yet (every one but the first, its free preview). */
  locked: z.boolean(),
});
export type TLessonOutline = z.infer<typeof ZLessonOutline>;

export const ZChapterOutline = z.object({
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  duration_minutes: z.number().int(),
  lessons: z.array(ZLessonOutline),
});
export type TChapterOutline = z.infer<typeof ZChapterOutline>;

/** The signed-in learner's enrolment in a course, as the course page shows it. */
export const ZCourseEnrollmentState = z.object({
  id: z.string(),
  /** Completed lessons ÷ lessons, integer 0–100. */
  progress: z.number().int(),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  /** Set once every lesson is complete and every quiz passed (the certificate's date). */
  completed_at: z.string().nullable(),
  certificate_id: z.string().nullable(),
  /** Where to carry on: the last lesson visited, else the first one not completed. */
  resume: ZLessonRef.nullable(),
});
export type TCourseEnrollmentState = z.infer<typeof ZCourseEnrollmentState>;

/** `GET /api/courses/:slug/`: a course page with its outline and, for a signed-in user, their enrolment. */
export const ZCourseDetail = ZCourseCard.extend({
  description: ZCourseDescription,
  /** "What you will learn"; the chapter titles when the course names no outcomes of its own. */
  outcomes: z.array(z.string()),
  chapters: z.array(ZChapterOutline),
  first_lesson: ZLessonRef.nullable(),
  enrolled: z.boolean(),
  /** The enrolment's percentage; null when not signed in or not enrolled. */
  progress: z.number().int().nullable(),
  enrollment: ZCourseEnrollmentState.nullable(),
  /** Set (true) only when the site's admin is previewing a draft that learners cannot see yet. */
  preview: z.boolean().optional(),
  /** Sold in the shop (an active product sells it, `GET /api/products/` names the course): buying it opens it. */
  sold: z.boolean(),
  /** The viewer may enrol and open every lesson: a free course, one they bought, or one they edit. */
  unlocked: z.boolean(),
});
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

/** `{count, results}` without paging links (outlines are short). */
export const zList = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), results: z.array(item) });

/** `GET /api/courses/:slug/chapters/` item. */
export const ZChapterItem = z.object({ slug: z.string(), title: z.string(), position: z.number().int() });
export type TChapterItem = z.infer<typeof ZChapterItem>;

/** `GET /api/courses/:slug/chapters/:chapterSlug/lessons/` item. */
export const ZLessonItem = z.object({
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  duration_minutes: z.number().int(),
  has_quiz: z.boolean(),
});
export type TLessonItem = z.infer<typeof ZLessonItem>;
