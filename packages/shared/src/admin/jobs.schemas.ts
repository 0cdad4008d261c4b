import { z } from 'zod';

/**
 * The background jobs' dead letters for the platform admin (`/admin-panel/jobs`): every job whose
 * retries ran out, of every kind, with its last error; each can be tried again or discarded.
 */

export const JOBS_MSG = {
  notPlatformAdmin: 'Only the platform admin sees the background jobs, on the main site.',
  notFound: 'This job is not among the failed jobs (it may have been retried or discarded already).',
  retried: 'The job is queued again and will run in a moment.',
  discarded: 'The job is discarded.',
} as const;

export const ZFailedJobQuery = z.object({
  kind: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TFailedJobQuery = z.input<typeof ZFailedJobQuery>;

export const ZFailedJob = z.object({
  id: z.string(),
  kind: z.string(),
  /** The last try's error message (never its stack). */
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  failed_at: z.string(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

export const ZFailedJobPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZFailedJob),
  /** The kinds of job this server runs, for the filter. */
  kinds: z.array(z.string()),
});
export type TFailedJobPage = z.infer<typeof ZFailedJobPage>;

export const ZJobAction = z.object({ message: z.string() });
export type TJobAction = z.infer<typeof ZJobAction>;
