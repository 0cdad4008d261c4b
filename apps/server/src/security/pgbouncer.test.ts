import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_DB_ROLE } from '../config.js';
import { execRows } from '../db/client.js';
import { findPgBouncer, startPgBouncer, type PgBouncer } from '../test/pgbouncer.js';
import { expectIsolatedUnderInterleaving, threeSites, type Site } from '../test/interleaved-sites.js';
import { apiClient, createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DB_KIND, TEST_PG_URL } from '../test/test-db.js';

/**
 * Deployment: the application's connections through PgBouncer in transaction mode, where each
 * transaction may run on another server connection than the last and connections pass from one
 * client to the next. The tenant setting is transaction-local (`set_config(..., true)` inside the
 * transaction that uses it) and nothing else relies on a session (no session SET, LISTEN or
 * session advisory locks; the built queries go unnamed here, as they must through a PgBouncer older
 * than 1.21), so this must be safe. Expected: interleaved
 * requests and transactions of three sites over two server connections see only their own site's
 * rows, and no setting is left on a connection. Control: a session-level setting does travel from
 * one client to another through the same PgBouncer, so the test would see a leak if there were one.
 */
const PGBOUNCER = findPgBouncer();
const CI = process.env.CI === 'true';
const skip = TEST_DB_KIND !== 'postgres' || (!PGBOUNCER && !CI);
const why = TEST_DB_KIND === 'postgres' && !PGBOUNCER && !CI ? ' (skipped: no pgbouncer binary here; apt-get install pgbouncer; under CI=true it runs)' : '';
const POOL = 2;

let bouncer: PgBouncer;
let t: TestApp;
const client = apiClient(() => t);
const { call, platform } = client;
const sites: Site[] = [];
let database: string;

/** A client of our own through the PgBouncer (not the app's pool). */
async function viaBouncer<T>(user: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(TEST_PG_URL);
  url.port = String(bouncer.port);
  url.pathname = `/${database}`;
  url.username = user;
  url.password = '';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (skip) return;
  if (!PGBOUNCER) throw new Error('pgbouncer is not installed: CI needs it (apt-get install pgbouncer, as .ci/run does)');
  const target = new URL(TEST_PG_URL);
  bouncer = await startPgBouncer(PGBOUNCER, { host: target.hostname, port: Number(target.port || 5432) }, { poolSize: POOL, users: [APP_DB_ROLE, target.username] });
  // The app's pool (4 connections) reaches PostgreSQL through the PgBouncer's 2; migrations and the
  // owner's work go straight to PostgreSQL, as docs/deploy.md advises.
  // PgBouncer before 1.21 (Debian's is 1.18) cannot keep named statements: unnamed, as docs/deploy.md says.
  t = await createTestApp({}, { appPort: bouncer.port, namedStatements: false });
  sites.push(...(await threeSites(client)));
  [{ name: database }] = (await platform((tx) => execRows<{ name: string }>(tx, sql`select current_database() as name`))) as [{ name: string }];
}, 60_000);
afterAll(async () => {
  await t?.close();
  await bouncer?.close();
});

describe.skipIf(skip)(`PgBouncer in transaction mode${why}`, () => {
  it('runs interleaved transactions of three sites on two shared server connections, each seeing only its own rows', async () => {
    // Each transaction sets its site, yields (so others run in between on the pool), then reads
    // every user row row-level security lets it see, and names the server process it ran on.
    const runs = await Promise.all(
      Array.from({ length: 36 }, (_, i) => {
        const site = sites[i % sites.length]!;
        return t.db.withTenant({ tenantId: site.id }, async (tx) => {
          const [before] = await execRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid, pg_sleep(0.01)`);
          const seen = await execRows<{ tenant_id: string | null; setting: string; pid: number }>(
            tx,
            sql`select u.tenant_id, current_setting('app.tenant_id') as setting, pg_backend_pid() as pid from users u`,
          );
          return { site, pids: [before!.pid, ...seen.map((s) => s.pid)], seen };
        });
      }),
    );
    const wrong: string[] = [];
    const sitesOfPid = new Map<number, Set<string>>();
    for (const r of runs) {
      expect(r.seen.length, r.site.host).toBeGreaterThan(0);
      // One transaction, one server connection, whatever PgBouncer does between transactions.
      expect(new Set(r.pids).size).toBe(1);
      for (const s of r.seen) {
        if (s.tenant_id !== r.site.id || s.setting !== r.site.id) wrong.push(`${r.site.host} saw ${s.tenant_id ?? 'the main site'} (setting ${s.setting})`);
      }
      const pid = r.pids[0]!;
      sitesOfPid.set(pid, (sitesOfPid.get(pid) ?? new Set()).add(r.site.id));
    }
    expect(wrong).toEqual([]);
    // The sharing really happened: at most the PgBouncer's pool of server processes served all 36,
    // and at least one of them served more than one site.
    expect(sitesOfPid.size).toBeLessThanOrEqual(POOL);
    expect(Math.max(...[...sitesOfPid.values()].map((s) => s.size))).toBeGreaterThan(1);
  });

  it('answers interleaved API requests of three sites through it with 0 rows of another site', async () => {
    await expectIsolatedUnderInterleaving(call, sites, { total: 90, wave: 15 });

    // Whatever server connection another client of the app's role gets next, no site is set on it.
    const left = await Promise.all(
      Array.from({ length: 6 }, () =>
        viaBouncer(APP_DB_ROLE, async (c) => (await c.query<{ v: string | null }>(`select current_setting('app.tenant_id', true) as v`)).rows[0]!.v),
      ),
    );
    for (const v of left) expect(v ?? '').toBe('');
  }, 60_000);

  it('control: a session-level setting does pass to the next client, a transaction-local one does not', async () => {
    // A role of its own has a pool of its own, so this leaves nothing on the app's connections.
    const owner = new URL(TEST_PG_URL).username;
    const read = () => viaBouncer(owner, async (c) => (await c.query<{ v: string | null }>(`select current_setting('app.tenant_id', true) as v`)).rows[0]!.v ?? '');

    await viaBouncer(owner, (c) => c.query(`select set_config('app.tenant_id', 'session-level', false)`));
    const afterSession = await Promise.all([read(), read()]).then(async (a) => [...a, await read()]);
    expect(afterSession).toContain('session-level');

    await viaBouncer(owner, async (c) => {
      await c.query(`select set_config('app.tenant_id', '', false)`);
      await c.query('begin');
      await c.query(`select set_config('app.tenant_id', 'transaction-local', true)`);
      await c.query('commit');
    });
    const afterLocal = await Promise.all([read(), read(), read()]);
    expect(afterLocal).not.toContain('transaction-local');
  });
});
