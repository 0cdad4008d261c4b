import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_DB_ROLE, type AppConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { copyTemplateDatabase, createTestDatabase, dropTestDatabase, pgUrlFor, TEST_DB_KIND } from '../../test/test-db.js';
import jobsPlugin, { type Jobs } from './jobs.plugin.js';
import { countJobs, listFailedJobs, retryFailedJob } from './jobs.repository.js';

/** An application instance with only the job queue, its kinds defined by `define`. */
async function instance(db: Database, define: (jobs: Jobs) => void): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', { jobWorkers: true } as AppConfig);
  app.decorate('db', db);
  await app.register(jobsPlugin);
  define(app.jobs);
  await app.ready();
  return app;
}

const until = (what: () => Promise<boolean> | boolean, timeout = 20_000) => expect.poll(what, { timeout, interval: 100 }).toBe(true);

describe(`job queue (${TEST_DB_KIND})`, () => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const attempts: number[] = [];
  let healthy = false;
  const done: string[] = [];

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(inject('dbTemplate')));
    app = await instance(db, (jobs) => {
      jobs.define(
        'test-always-fails',
        async () => {
          attempts.push(Date.now());
          throw new Error('the provider said no');
        },
        { retryLimit: 2, retryDelaySeconds: 1, pollingSeconds: 0.5 },
      );
      jobs.define(
        'test-flaky',
        async (data: { n: number }) => {
          if (!healthy) throw new Error(`not yet (${data.n})`);
          done.push(`flaky ${data.n}`);
        },
        { retryLimit: 0, pollingSeconds: 0.5 },
      );
    });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('retries a failing job with growing waits, then keeps it as a dead letter with its error', async () => {
    const id = await app.jobs.send('test-always-fails', { order: 42 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await until(async () => (await listFailedJobs(db.querySql, 'test-always-fails', 10, 0)).count === 1);
    // The first try and two retries, the second wait at least twice the first's minimum (backoff).
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1000);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(2000);
    const { rows } = await listFailedJobs(db.querySql, undefined, 50, 0);
    expect(rows.find((r) => r.id === id)).toMatchObject({ kind: 'test-always-fails', data: { order: 42 }, error: 'the provider said no', attempts: 3 });
    // Nothing more happens to a dead letter.
    await new Promise((r) => setTimeout(r, 1500));
    expect(attempts).toHaveLength(3);
  });

  it('runs a dead letter again when retried, and it leaves the dead letters once it succeeds', async () => {
    const id = (await app.jobs.send('test-flaky', { n: 7 }))!;
    await until(async () => (await listFailedJobs(db.querySql, 'test-flaky', 10, 0)).rows.some((r) => r.id === id && r.error === 'not yet (7)'));
    healthy = true;
    expect(await retryFailedJob(db.querySql, id)).toBe('test-flaky');
    app.jobs.nudge('test-flaky');
    await until(() => done.includes('flaky 7'));
    await until(async () => (await listFailedJobs(db.querySql, 'test-flaky', 10, 0)).count === 0);
    expect((await countJobs(db.querySql)).find((c) => c.kind === 'test-flaky' && c.state === 'completed')?.n).toBe(1);
    // Only a failed job can be retried.
    expect(await retryFailedJob(db.querySql, id)).toBeNull();
  });

  it("gives a kind's queue the settings of the release that starts, and leaves a queue that has them alone", async () => {
    const settings = async () =>
      (await db.querySql(`select retry_limit, retry_delay, expire_seconds, updated_on from pgboss.queue where name = 'test-settings'`)).rows[0] as
        | { retry_limit: number; retry_delay: number; expire_seconds: number; updated_on: Date }
        | undefined;
    const release = (retryLimit: number) => instance(db, (jobs) => jobs.define('test-settings', async () => undefined, { retryLimit, retryDelaySeconds: 7 }));
    await (await release(1)).close();
    expect(await settings()).toMatchObject({ retry_limit: 1, retry_delay: 7, expire_seconds: 900 });
    await (await release(3)).close();
    const changed = await settings();
    expect(changed).toMatchObject({ retry_limit: 3, retry_delay: 7 });
    await (await release(3)).close();
    expect((await settings())!.updated_on).toEqual(changed!.updated_on);
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('job queue with two instances on one PostgreSQL database', () => {
  let name: string;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  const ticks: { instance: number; id: string }[] = [];
  const handled: { instance: number; n: number }[] = [];

  beforeAll(async () => {
    name = await copyTemplateDatabase(inject('dbTemplate'));
    for (const i of [0, 1]) {
      const db = await openDatabase({ kind: 'postgres', ownerUrl: pgUrlFor(name), appUrl: pgUrlFor(name, APP_DB_ROLE), migrate: false, poolSize: 4 });
      dbs.push(db);
      apps.push(
        await instance(db, (jobs) => {
          jobs.every('test-tick', 1000, async () => {
            ticks.push({ instance: i, id: String(Date.now()) });
          });
          jobs.define('test-once', async (data: { n: number }) => void handled.push({ instance: i, n: data.n }), { pollingSeconds: 0.5 });
        }),
      );
    }
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    for (const d of dbs) await d.close();
    if (name) await dropTestDatabase(name);
  });

  it('runs a periodic job once per interval, whichever instance offers it first', async () => {
    await new Promise((r) => setTimeout(r, 5_500));
    const { rows } = await dbs[0]!.querySql(
      `select singleton_on, state::text as state from pgboss.job where name = 'test-tick' and state = 'completed'`,
    );
    const slots = (rows as { singleton_on: Date }[]).map((r) => r.singleton_on.getTime());
    // One job per one-second slot (both instances offer each one), each run once.
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.length).toBeGreaterThanOrEqual(4);
    expect(slots.length).toBeLessThanOrEqual(7);
    await until(async () => ticks.length >= slots.length);
    expect(ticks.length).toBeLessThanOrEqual(slots.length + 1); // + one slot still running at the query
  });

  it('starts instances together on a database without their queues (no deadlock creating them)', async () => {
    const kinds = Array.from({ length: 12 }, (_, k) => `test-fresh-${k}`);
    const fresh = await Promise.all(
      [0, 1, 2].map(() => openDatabase({ kind: 'postgres', ownerUrl: pgUrlFor(name), appUrl: pgUrlFor(name, APP_DB_ROLE), migrate: false, poolSize: 4 })),
    );
    dbs.push(...fresh);
    const started = await Promise.allSettled(fresh.map((db) => instance(db, (jobs) => kinds.forEach((k) => jobs.define(k, async () => undefined)))));
    for (const s of started) if (s.status === 'fulfilled') apps.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ready'))).toEqual(['ready', 'ready', 'ready']);
    const { rows } = await fresh[0]!.querySql(`select name from pgboss.queue where name like 'test-fresh-%' order by name`);
    expect((rows as { name: string }[]).map((r) => r.name)).toEqual([...kinds].sort());
  });

  it('runs each sent job once, whichever instance sent it', async () => {
    for (let n = 0; n < 20; n++) await apps[n % 2]!.jobs.send('test-once', { n });
    await until(() => handled.length >= 20);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(handled.map((h) => h.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });
});
