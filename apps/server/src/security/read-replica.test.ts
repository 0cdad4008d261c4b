import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_DB_ROLE } from '../config.js';
import { openConfiguredDatabase, openDatabase } from '../db/client.js';
import { DEMO, seedDemoData } from '../db/seed/seed.js';
import { findPostgresBin, startPrimary, type PrimaryAndStandby } from '../test/pg-standby.js';
import { LAKESIDE } from '../test/interleaved-sites.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../test/test-app.js';
import { TEST_DB_KIND } from '../test/test-db.js';

/**
 * Deployment: a read replica. The test makes its own PostgreSQL primary and a hot standby streaming
 * from it (initdb, pg_basebackup -R), migrates and seeds the primary, and runs the app with
 * DATABASE_URL on the primary and DATABASE_REPLICA_URL on the standby. Expected: a visitor's
 * public list is answered by the standby (with replay paused there, a course just published on the
 * primary is missing from it, while the admin's lists and a signed-in reader's catalogue, on the
 * primary, show it; it appears once replay resumes); writes go to the primary; with the standby
 * stopped under load every request still succeeds, on the primary, and the fallbacks are counted.
 */
const BIN = findPostgresBin();
const CI = process.env.CI === 'true';
const skip = TEST_DB_KIND !== 'postgres' || (!BIN && !CI);
const why = TEST_DB_KIND === 'postgres' && !BIN && !CI ? ' (skipped: no PostgreSQL server programs here; under CI=true it runs)' : '';
const PORTS = { primary: 55440, standby: 55441 };
const DATABASE = 'commonshelf';
const GW = HOSTS.greenwood;

let servers: PrimaryAndStandby;
let t: TestApp;
const { call, login } = apiClient(() => t);
let admin: string;

/** A statement as the superuser on one of the two servers. */
async function su<T extends pg.QueryResultRow>(server: 'primary' | 'standby', text: string, database = DATABASE): Promise<T[]> {
  const client = new pg.Client({ connectionString: servers.url(server, database) });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Polls until check() holds (replication is asynchronous), failing with the servers' logs. */
async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}\n${servers.logs()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const catalogue = async (search: string, token?: string, host = GW) => {
  const res = await call('GET', `/api/courses/?search=${encodeURIComponent(search)}`, { host, token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: { name: string }[] }).results.map((c) => c.name);
};

const metric = async (name: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { host: HOSTS.main } });
  return res.body.split('\n').filter((l) => l.startsWith(name));
};

beforeAll(async () => {
  if (skip) return;
  if (!BIN) throw new Error('initdb and pg_basebackup are not installed: CI needs them (the postgresql package)');
  servers = await startPrimary(BIN, PORTS);
  try {
    await su('primary', `create database ${DATABASE}`, 'postgres');
    const seeding = await openDatabase({ kind: 'postgres', ownerUrl: servers.url('primary', DATABASE), appUrl: servers.url('primary', DATABASE, APP_DB_ROLE), poolSize: 2 });
    await seedDemoData(seeding);
    await seeding.close();
    await servers.startStandby();
    t = await createTestApp(
      // No user in the replica's URL: the configuration puts the application role there.
      { DATABASE_URL: servers.url('primary', DATABASE), DATABASE_REPLICA_URL: `postgres://127.0.0.1:${PORTS.standby}/${DATABASE}` },
      { open: (config) => openConfiguredDatabase(config, { migrate: false }) },
    );
    admin = await login(DEMO.schoolAdmin, GW);
  } catch (err) {
    servers.close();
    throw err;
  }
}, 180_000);
afterAll(async () => {
  await t?.close();
  servers?.close();
});

describe.skipIf(skip)(`read replica${why}`, () => {
  it('is a real streaming standby, reported by readiness', async () => {
    expect(await su('primary', `select state from pg_stat_replication`)).toEqual([{ state: 'streaming' }]);
    expect(await su('standby', `select pg_is_in_recovery() as standby`)).toEqual([{ standby: true }]);
    const health = await call('GET', '/api/health', { host: HOSTS.main });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'up', replica: { state: 'up', standby: true } });
  });

  it('answers a visitor’s list from the standby: a course published meanwhile on the primary appears there only when replay resumes', async () => {
    const name = `Tide pools ${Date.now()}`;
    expect(await catalogue(name)).toEqual([]);
    await su('standby', 'select pg_wal_replay_pause()');
    try {
      await eventually('replay is paused', async () => (await su<{ s: string }>('standby', 'select pg_get_wal_replay_pause_state() as s'))[0]!.s === 'paused');
      // Writes go to the primary: the standby could take none of these (it is read-only).
      const post = (url: string, json?: object) => t.app.inject({ method: 'POST', url, headers: { host: GW, authorization: `Bearer ${admin}` }, payload: json });
      const course = await post('/api/authoring/courses/', { name });
      expect(course.statusCode, course.body).toBe(201);
      const { id } = course.json() as { id: number };
      const chapter = await post(`/api/authoring/courses/${id}/chapters/`, { title: 'Between the tides' });
      expect(chapter.statusCode, chapter.body).toBe(201);
      const lesson = await post(`/api/authoring/chapters/${(chapter.json() as { chapters: { id: number }[] }).chapters.at(-1)!.id}/lessons/`, { title: 'Anemones' });
      expect(lesson.statusCode, lesson.body).toBe(201);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/authoring/lessons/${(lesson.json() as { id: number }).id}/`,
        headers: { host: GW, authorization: `Bearer ${admin}` },
        payload: { content_html: '<p>They close when touched.</p>' },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect((await post(`/api/authoring/courses/${id}/publish/`)).statusCode).toBe(200);

      // The admin's list and a signed-in reader's catalogue read the primary: the course is there.
      const mine = await call('GET', '/api/authoring/courses/', { host: GW, token: admin });
      expect((mine.json() as { results: { name: string; status: string }[] }).results.find((c) => c.name === name)).toMatchObject({ status: 'published' });
      expect(await catalogue(name, admin)).toEqual([name]);
      // A visitor's catalogue reads the paused standby: not yet.
      expect(await catalogue(name)).toEqual([]);
      expect((await su<{ n: number }>('primary', `select count(*)::int as n from courses where name = '${name}' and status = 'published'`))[0]!.n).toBe(1);
    } finally {
      await su('standby', 'select pg_wal_replay_resume()');
    }
    await eventually('the standby has replayed the publication', async () => (await catalogue(name)).includes(name));
    // Row-level security holds on the standby too: the school's course is not in other sites' lists.
    expect(await catalogue(name, undefined, LAKESIDE)).toEqual([]);
    expect(await catalogue(name, undefined, HOSTS.main)).toEqual([]);
    expect(t.db.replica!.fallbacks()).toBe(0);
  });

  it('falls back to the primary with no failed request while the standby is down, and counts it', async () => {
    const before = t.db.replica!.fallbacks();
    const visitorLists = ['/api/courses/', '/api/books/?limit=5', '/api/charities/', '/api/combined/?search=water', '/api/books/facets/'];
    const statuses: number[] = [];
    const wave = async () => {
      const res = await Promise.all(visitorLists.map((url) => call('GET', url, { host: GW })));
      statuses.push(...res.map((r) => r.statusCode));
    };
    await wave();
    // Stopped hard while requests are in flight: connections are cut mid-transaction, new ones refused.
    const load = (async () => {
      for (let i = 0; i < 12; i++) await wave();
    })();
    await new Promise((r) => setTimeout(r, 50));
    servers.stopStandby();
    await load;
    for (let i = 0; i < 3; i++) await wave();
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses.length).toBe(visitorLists.length * 16);
    expect(t.db.replica!.fallbacks()).toBeGreaterThan(before);

    // Readiness says the replica is down and stays ready; the metrics count the fallbacks.
    const health = await call('GET', '/api/health', { host: HOSTS.main });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'up', replica: { state: 'down', standby: null } });
    const counted = Object.fromEntries((await metric('db_replica_fallbacks_total{')).map((l) => [/reason="(\w+)"/.exec(l)![1], Number(l.split(' ').at(-1))]));
    // At least one failed on the standby itself (then it was passed over for a while).
    expect(counted.error).toBeGreaterThan(0);
    expect(counted.error! + counted.passed_over!).toBe(t.db.replica!.fallbacks());
    expect(await metric('db_replica_pool_connections{state="waiting"}')).toEqual(['db_replica_pool_connections{state="waiting"} 0']);

    // Back up: after the pause it waits out, visitors' lists return to the standby.
    await servers.restartStandby();
    await eventually('readiness sees the standby again', async () => ((await call('GET', '/api/health', { host: HOSTS.main })).json() as { replica: { state: string } }).replica.state === 'up');
    await new Promise((r) => setTimeout(r, 5_100));
    await wave();
    const settled = t.db.replica!.fallbacks();
    await wave();
    expect(t.db.replica!.fallbacks()).toBe(settled);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 60_000);
});
