import type { Database } from '../../db/client.js';

/**
 * The queue's tables are pg-boss's (schema `pgboss`, lib version 10), read here for what pg-boss's
 * API does not offer: the failed jobs of every kind and the counts by state. They hold no tenant's
 * rows, so these statements run outside any tenant context, on the application's connection.
 */
export const QUEUE_SCHEMA = 'pgboss';

type Sql = Database['querySql'];

/** pg-boss's own queues (its cron hand-off) are not the application's kinds. */
const OURS = `name NOT LIKE '\\_\\_pgboss%'`;

export type FailedJobRow = {
  id: string;
  kind: string;
  data: unknown;
  error: string | null;
  attempts: number;
  created_on: Date;
  started_on: Date | null;
  failed_on: Date;
};

/** Failed jobs (retries used up): the dead letters, newest first. */
export async function listFailedJobs(sql: Sql, kind: string | undefined, limit: number, offset: number): Promise<{ count: number; rows: FailedJobRow[] }> {
  const where = `state = 'failed' AND ${OURS} AND ($1::text IS NULL OR name = $1)`;
  const [count, rows] = await Promise.all([
    sql(`SELECT count(*)::int AS n FROM ${QUEUE_SCHEMA}.job WHERE ${where}`, [kind ?? null]),
    sql(
      `SELECT id, name AS kind, data, output->>'message' AS error, retry_count + 1 AS attempts, created_on, started_on, completed_on AS failed_on
         FROM ${QUEUE_SCHEMA}.job WHERE ${where} ORDER BY completed_on DESC, id LIMIT $2 OFFSET $3`,
      [kind ?? null, limit, offset],
    ),
  ]);
  return { count: (count.rows[0] as { n: number }).n, rows: rows.rows as FailedJobRow[] };
}

/** Puts one failed job back in its queue for one more attempt; its kind, or null when no failed job has this id. */
export async function retryFailedJob(sql: Sql, id: string): Promise<string | null> {
  const { rows } = await sql(
    `UPDATE ${QUEUE_SCHEMA}.job SET state = 'retry', retry_limit = retry_count + 1, start_after = now()
      WHERE id = $1 AND state = 'failed' AND ${OURS} RETURNING name`,
    [id],
  );
  return (rows[0] as { name: string } | undefined)?.name ?? null;
}

/** Deletes one failed job for good; its kind, or null when no failed job has this id. */
export async function discardFailedJob(sql: Sql, id: string): Promise<string | null> {
  const { rows } = await sql(`DELETE FROM ${QUEUE_SCHEMA}.job WHERE id = $1 AND state = 'failed' AND ${OURS} RETURNING name`, [id]);
  return (rows[0] as { name: string } | undefined)?.name ?? null;
}

/** Jobs by kind and state (the queue depth is created + retry). */
export async function countJobs(sql: Sql): Promise<{ kind: string; state: string; n: number }[]> {
  const { rows } = await sql(`SELECT name AS kind, state::text AS state, count(*)::int AS n FROM ${QUEUE_SCHEMA}.job WHERE ${OURS} GROUP BY 1, 2`);
  return rows as { kind: string; state: string; n: number }[];
}
