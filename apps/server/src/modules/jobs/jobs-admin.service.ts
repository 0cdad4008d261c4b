import { JOBS_MSG as MSG, type TFailedJob, type TFailedJobPage, type TJobAction, type ZFailedJobQuery } from '@commonshelf/shared/admin/jobs.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { requirePlatformAdmin } from '../auth/admin-guards.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import type { Jobs } from './jobs.plugin.js';
import * as repo from './jobs.repository.js';

/**
 * The platform admin's view of the job queue's dead letters: the failed jobs of every kind. A job's
 * data is not shown (it may name people or files); its kind, last error and times say what failed.
 */

export type JobsAdminCtx = { sql: Database['querySql']; jobs: Jobs };

export const requireJobsAdmin = (user: UserRow | null, site: TenantRow | null) => requirePlatformAdmin(user, site, MSG.notPlatformAdmin);

const present = (r: repo.FailedJobRow): TFailedJob => ({
  id: r.id,
  kind: r.kind,
  error: r.error,
  attempts: r.attempts,
  created_at: new Date(r.created_on).toISOString(),
  failed_at: new Date(r.failed_on).toISOString(),
});

export async function listFailedJobs(ctx: JobsAdminCtx, q: z.output<typeof ZFailedJobQuery>): Promise<Omit<TFailedJobPage, 'next' | 'previous'>> {
  const { count, rows } = await repo.listFailedJobs(ctx.sql, q.kind || undefined, q.limit, q.offset);
  return { count, results: rows.map(present), kinds: ctx.jobs.kinds().sort() };
}

/** One more try for a failed job, now; this instance's worker of its kind is woken for it. */
export async function retryJob(ctx: JobsAdminCtx, id: string): Promise<TJobAction> {
  const kind = await repo.retryFailedJob(ctx.sql, id);
  if (!kind) throw notFound(MSG.notFound);
  ctx.jobs.nudge(kind);
  return { message: MSG.retried };
}

export async function discardJob(ctx: JobsAdminCtx, id: string): Promise<TJobAction> {
  if (!(await repo.discardFailedJob(ctx.sql, id))) throw notFound(MSG.notFound);
  return { message: MSG.discarded };
}
