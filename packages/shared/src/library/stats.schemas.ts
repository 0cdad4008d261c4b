import { z } from 'zod';
import { REACTION_KINDS } from './library.schemas.js';

/** `GET /api/book-stats`: published books on this site, and how many of them are featured. */
export const ZBookStats = z.object({ book_stats: z.object({ all_book: z.number().int(), featured_book: z.number().int() }) });

/** `GET /api/teacher/book-stats/` and `/teacher/blog-stats/`: the teacher's students' books or stories by status. */
export const ZTeacherStats = z.object({
  total: z.number().int(),
  draft: z.number().int(),
  pending: z.number().int(),
  published: z.number().int(),
  rejected: z.number().int(),
});
export type TTeacherStats = z.infer<typeof ZTeacherStats>;

/** `GET /api/v1/impacts/count/`: readings on this site (donations join when the commerce issue lands). */
export const ZImpactCount = z.object({ total_impacts: z.number().int() });

/** `GET /api/reactions/stats/`: every reaction kind with its count on this site. */
export const ZReactionStats = z.object({
  results: z.array(z.object({ reaction: z.enum(REACTION_KINDS), count: z.number().int() })),
});

/** `GET /api/categories/reaction-contributions/`: categories by the reactions their books and stories received here. */
export const ZCategoryContributions = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), count: z.number().int() })),
});
