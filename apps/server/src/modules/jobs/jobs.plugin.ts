import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Tx } from '../../db/client.js';
import { QUEUE_SCHEMA } from './jobs.repository.js';

/**
 * Background jobs on a PostgreSQL-backed queue (pg-boss 10), on the application's own database
 * connection: the embedded PGlite and PostgreSQL take the same path. Every instance runs the
 * workers; pg-boss hands each job to one of them (`FOR UPDATE SKIP LOCKED`), retries a failed one
 * with exponential backoff, and after the last try keeps it as failed: the kind's dead letters,
 * listed and retried from the admin panel (jobs-admin.*).
 *
 * - `define(kind, handler)`: a kind of one-off job, sent with `send(kind, data)`.
 * - `every(kind, intervalMs, run)`: a periodic duty, run once per interval across all instances.
 *   Each instance's clock offers a job for the current slot of the interval (pg-boss's singleton
 *   slot, computed from the database's clock); the queue's unique index admits one per slot, and
 *   one worker runs it.
 */

export type JobInfo = { id: string; kind: string };
export type JobHandler<T> = (data: T, job: JobInfo) => Promise<unknown>;

export type KindOptions = {
  /** Tries after the first one failed (default 4: five in all). */
  retryLimit?: number;
  /** Seconds before the first retry; each next one waits twice as long (default 30). */
  retryDelaySeconds?: number;
  /** A run taking longer than this fails (default 15 minutes). */
  expireInSeconds?: number;
  /** Work this kind only once the server listens (a duty that calls the server's own endpoints). */
  afterListen?: boolean;
  /** How often an idle worker asks the queue for work (default 2 s). */
  pollingSeconds?: number;
  /**
   * A periodic duty that also runs once whenever an instance starts working, besides its interval
   * (catching up after a crash or a deploy, when the interval's slot may already have been used).
   */
  atStart?: boolean;
};

export interface Jobs {
  define<T extends object>(kind: string, handler: JobHandler<T>, opts?: KindOptions): void;
  every(kind: string, intervalMs: number, run: () => Promise<unknown>, opts?: KindOptions): void;
  /** Queues a job; its id, or null when a singleton key already holds the slot. */
  send<T extends object>(kind: string, data: T, opts?: { singletonKey?: string }): Promise<string | null>;
  /** Wakes this instance's worker of a kind (after a retry from the admin panel). */
  nudge(kind: string): void;
  kinds(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Kept until a person retries or discards it; pg-boss would otherwise archive failed jobs after 12 hours. */
const FAILED_KEPT_SECONDS = 30 * 24 * 60 * 60;

/**
 * pg-boss on the application's connection. pg-boss marks a job done without waiting for it (its
 * worker moves on), so the adapter keeps the statements under way: closing waits for them before
 * the database closes, and nothing is sent after that. A statement pg-boss makes after closing
 * (a job fetched just as the server stopped, marked done or failed) is never answered: pg-boss
 * reads its answer without checking it, and fails the process on an error, so it waits for good;
 * the job stays active in the queue until it expires and another instance runs it again.
 */
function queueDb(db: Database) {
  const pending = new Set<Promise<unknown>>();
  let closed = false;
  const adapter: PgBoss.Db = {
    executeSql(text, values) {
      if (closed) return new Promise(() => {});
      const run = db.querySql(text, values);
      pending.add(run);
      void run.catch(() => undefined).finally(() => pending.delete(run));
      return run;
    },
  };
  const close = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
    closed = true;
  };
  return { adapter, close };
}

/** pg-boss's statements (`$1`-style placeholders) run inside one of our transactions. */
function transactionDb(tx: Tx): PgBoss.Db {
  return {
    executeSql(text, values = []) {
      const chunks: SQL[] = text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql`${sql.param(values[Number(part) - 1] ?? null)}` : sql.raw(part)));
      return tx.execute(sql.join(chunks)) as Promise<{ rows: unknown[] }>;
    },
  };
}

/** Any constant of our own ("cs-q"), held while an instance creates or updates the queues. */
const QUEUE_SETUP_LOCK = 0x63732d71;

/** The settings a kind gives its queue, which setUpQueues compares with the queue's. */
const QUEUE_SETTINGS = ['policy', 'retryLimit', 'retryDelay', 'retryBackoff', 'expireInSeconds'] as const;

/**
 * Creates each kind's queue, or brings an existing one's settings to this release's, in one
 * transaction under an advisory lock. Instances that start together would otherwise deadlock:
 * pg-boss's create_queue inserts the queue's row and then alters tables that reference it.
 * Queues that already have this release's settings (every one, on most starts) are left alone:
 * one read instead of two statements a kind.
 */
async function setUpQueues(db: Database, queues: PgBoss.Queue[]): Promise<void> {
  await db.withTenant({ tenantId: null, platform: true }, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_SETUP_LOCK})`);
    const boss = newBoss(transactionDb(tx), false); // never started: only its queue statements run
    const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
    for (const queue of queues) {
      const wanted: PgBoss.Queue = { policy: 'standard', ...queue };
      const current = existing.get(queue.name);
      if (current && QUEUE_SETTINGS.every((key) => current[key] === wanted[key])) continue;
      // createQueue keeps an existing queue's settings; updateQueue brings them to this release's.
      await boss.createQueue(queue.name, wanted);
      await boss.updateQueue(queue.name, wanted);
    }
  });
}

function newBoss(db: PgBoss.Db, supervise: boolean): PgBoss {
  return new PgBoss({
    db,
    schema: QUEUE_SCHEMA,
    supervise,
    // Periodic duties use singleton slots (every()), not pg-boss's minute-grained cron.
    schedule: false,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
    deleteAfterDays: 7,
  });
}

/** Creates or upgrades the queue's schema (test templates; a server does it when it starts). */
export async function installJobQueue(db: Database): Promise<void> {
  const queue = queueDb(db);
  const boss = newBoss(queue.adapter, false);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  await queue.close();
}

type Kind = { handler: JobHandler<object>; opts: KindOptions; every?: { intervalMs: number } };

export default fp(
  async function jobsPlugin(app: FastifyInstance, opts: { workers?: boolean }) {
    const workers = opts.workers ?? app.config.jobWorkers;
    const queue = queueDb(app.db);
    const boss = newBoss(queue.adapter, true);
    boss.on('error', (err: Error) => app.log.error({ err }, 'job queue error'));
    const kinds = new Map<string, Kind>();
    const workerIds = new Map<string, string>();
    const timers: NodeJS.Timeout[] = [];
    let started = false;

    const add = (kind: string, entry: Kind) => {
      if (started) throw new Error(`Job kind ${kind} must be defined before the server starts`);
      if (kinds.has(kind)) throw new Error(`Job kind ${kind} is defined twice`);
      kinds.set(kind, entry);
    };

    const work = async (kind: string, entry: Kind) => {
      const id = await boss.work<object>(kind, { batchSize: 1, pollingIntervalSeconds: entry.opts.pollingSeconds ?? 2 }, async ([job]) => {
        try {
          return await entry.handler(job!.data ?? {}, { id: job!.id, kind });
        } catch (err) {
          app.log.error({ err, kind, jobId: job!.id }, `job ${kind} failed`);
          throw err;
        }
      });
      workerIds.set(kind, id);
      if (entry.every) {
        // Each instance offers the slot's job; the first insert wins and the others change nothing.
        const slotSeconds = Math.max(1, Math.round(entry.every.intervalMs / 1000));
        const offer = () =>
          void boss
            .send(kind, {}, { singletonKey: 'every', singletonSeconds: slotSeconds })
            .then((jobId) => jobId && boss.notifyWorker(id))
            .catch((err: unknown) => app.log.error({ err, kind }, `could not queue ${kind}`));
        offer();
        if (entry.opts.atStart) {
          void boss
            .send(kind, {})
            .then((jobId) => jobId && boss.notifyWorker(id))
            .catch((err: unknown) => app.log.error({ err, kind }, `could not queue ${kind}`));
        }
        const timer = setInterval(offer, entry.every.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    };

    const jobs: Jobs = {
      define: (kind, handler, o = {}) => add(kind, { handler: handler as JobHandler<object>, opts: o }),
      every: (kind, intervalMs, run, o = {}) =>
        // A periodic duty retries soon and little: its next slot is a retry of its own.
        add(kind, { handler: () => run(), opts: { retryLimit: 2, retryDelaySeconds: 5, pollingSeconds: Math.min(2, Math.max(0.5, intervalMs / 1000)), ...o }, every: { intervalMs } }),
      async send(kind, data, o = {}) {
        const id = await boss.send(kind, data, o.singletonKey ? { singletonKey: o.singletonKey } : {});
        const worker = workerIds.get(kind);
        if (id && worker) boss.notifyWorker(worker);
        return id;
      },
      nudge(kind) {
        const worker = workerIds.get(kind);
        if (worker) boss.notifyWorker(worker);
      },
      kinds: () => [...kinds.keys()],
    };
    app.decorate('jobs', jobs);

    app.addHook('onReady', async () => {
      started = true;
      await boss.start();
      await setUpQueues(
        app.db,
        [...kinds].map(([kind, { opts: o }]) => ({ name: kind, retryLimit: o.retryLimit ?? 4, retryDelay: o.retryDelaySeconds ?? 30, retryBackoff: true, expireInSeconds: o.expireInSeconds ?? 15 * 60 })),
      );
      if (!workers) return;
      for (const [kind, entry] of kinds) if (!entry.opts.afterListen) await work(kind, entry);
    });
    app.addHook('onListen', async () => {
      if (!workers) return;
      for (const [kind, entry] of kinds) if (entry.opts.afterListen) await work(kind, entry);
    });
    // Stops offering and fetching and waits for the jobs under way, before the database closes; a
    // job still running after 7 s (the server exits at 10, server.ts) is marked failed, so another
    // instance retries it rather than waiting for it to expire.
    app.addHook('onClose', async () => {
      for (const t of timers) clearInterval(t);
      if (started) await boss.stop({ graceful: true, close: false, timeout: 7_000, wait: true });
      await queue.close();
    });
  },
  { name: 'jobs' },
);
