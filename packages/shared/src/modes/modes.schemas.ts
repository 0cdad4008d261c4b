import { z } from 'zod';

export const MODE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/** A Switchboard mode (spec: Mode/category). */
export const ZMode = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  locked: z.boolean(),
  active: z.boolean(),
  status: z.enum(MODE_STATUSES),
});
export type TMode = z.infer<typeof ZMode>;

export const ZModeList = z.object({ count: z.number().int(), results: z.array(ZMode) });
export type TModeList = z.infer<typeof ZModeList>;
