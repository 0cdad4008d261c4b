import { z } from 'zod';

/** Every 4xx/5xx body: a top-level message, plus DRF-style field errors on validation failures. */
export const ZApiError = z
  .object({ error: z.string() })
  .catchall(z.union([z.array(z.string()), z.string()]));
export type TApiError = z.infer<typeof ZApiError>;

/** DRF-style page of results. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
