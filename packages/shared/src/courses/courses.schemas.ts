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
  chapters_count: z.number().int(),
  lessons_count: z.number().int(),
});
export type TCourseCard = z.infer<typeof ZCourseCard>;

export const ZCourseListQuery = z.object({
  kind: z.enum(COURSE_KINDS).optional(),
  mode: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/** `GET /api/data/courses/:slug`: the course landing data the spec reads (name, intro, description). */
export const ZCourseLanding = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  intro: z.string(),
  description: z.object({
    description: z.string(),
    sustainability_details: z.array(z.object({ title: z.string(), thumbnail: z.string() })),
  }),
});
export type TCourseLanding = z.infer<typeof ZCourseLanding>;
