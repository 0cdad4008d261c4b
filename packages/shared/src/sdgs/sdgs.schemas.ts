import { z } from 'zod';

/** What the platform offers for a goal, counted by kind: the site's own published items and platform-wide ones. */
export const ZSdgOfferCounts = z.object({
  /** Courses by kind (`courses.kind`). */
  courses: z.number().int(),
  hubs: z.number().int(),
  teacher_training: z.number().int(),
  /** Courses of kind `challenge` (challenge series). */
  challenge_series: z.number().int(),
  /** SDG challenges, comprehension corners and the letter challenge. */
  challenges: z.number().int(),
  live_sessions: z.number().int(),
  books: z.number().int(),
  impact_films: z.number().int(),
});
export type TSdgOfferCounts = z.infer<typeof ZSdgOfferCounts>;
export type TSdgOfferKind = keyof TSdgOfferCounts;

/** `GET /api/sdgs/` item: a goal and what the viewing site offers for it. */
export const ZSdgSummary = z.object({
  number: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  counts: ZSdgOfferCounts,
  /** The sum of the counts. */
  total: z.number().int(),
});
export type TSdgSummary = z.infer<typeof ZSdgSummary>;

export const ZSdgList = z.object({ count: z.number().int(), results: z.array(ZSdgSummary) });
export type TSdgList = z.infer<typeof ZSdgList>;

/** The message for a goal outside 1–17, wherever a goal is asked for. */
export const SDG_RANGE_MESSAGE = 'Choose a goal from 1 to 17.';

/** A `?sdg=` filter: a goal number from 1 to 17. */
export const ZSdgFilter = z.coerce
  .number({ error: SDG_RANGE_MESSAGE })
  .int(SDG_RANGE_MESSAGE)
  .min(1, SDG_RANGE_MESSAGE)
  .max(17, SDG_RANGE_MESSAGE);
