import { z } from 'zod';

/** `GET /api/charities/` result item: the spec reads id and name (or name and slug); cards read the rest. */
export const ZCharityCard = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  currency: z.string(),
  goal_minor: z.number().int(),
  raised_minor: z.number().int(),
  projects_count: z.number().int(),
});
export type TCharityCard = z.infer<typeof ZCharityCard>;
