import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { APP_DB_ROLE, loadConfig } from '../config.js';
import { FIXTURE_INDEX_HTML } from '../test/test-app.js';
import { adminQuery, dropTestDatabase, pgUrlFor, TEST_DB_KIND } from '../test/test-db.js';
import { openDatabase, type Database } from './client.js';

/**
 * Several instances of one release starting together on PostgreSQL, and instances of the last
 * release running on the schema a new one has expanded: what a rolling upgrade does.
 */
describe.skipIf(TEST_DB_KIND !== 'postgres')('a rolling upgrade on PostgreSQL', () => {
  const name = `cs_test_upgrade_${Date.now().toString(36)}`;
  const dbs: Database[] = [];
  afterAll(async () => {
    await Promise.all(dbs.map((d) => d.close()));
    await dropTestDatabase(name);
  });

  const owner = async <T>(fn: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: pgUrlFor(name) });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  const applied = () => owner(async (c) => Number((await c.query('select count(*) from drizzle.__drizzle_migrations')).rows[0].count));

  it('instances starting together on an empty database apply each migration once, taking turns', async () => {
    await adminQuery(`create database ${name}`);
    const open = () => openDatabase({ kind: 'postgres', ownerUrl: pgUrlFor(name), appUrl: pgUrlFor(name, APP_DB_ROLE), poolSize: 2 });
    dbs.push(...(await Promise.all([open(), open(), open()])));
    const status = await dbs[0]!.migrationStatus();
    expect(status.applied).toBe(status.expected);
    expect(await applied()).toBe(status.expected);
    // Each migration's row once: no instance applied one again.
    const hashes = await owner(async (c) => (await c.query('select hash from drizzle.__drizzle_migrations')).rows.map((r) => r.hash as string));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('an instance stays ready on a schema a newer release has expanded, and is not ready on an older one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-upgrade-'));
    const web = path.join(dir, 'web');
    mkdirSync(web, { recursive: true });
    writeFileSync(path.join(web, 'index.html'), FIXTURE_INDEX_HTML);
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), WEB_DIST_DIR: web, LOG_LEVEL: 'silent' }), db: dbs[0]!, logger: false });
    try {
      const ready = () => app.inject({ method: 'GET', url: '/api/health/ready', headers: { host: 'localhost:3000' } });
      expect((await ready()).statusCode).toBe(200);
      const expected = (await dbs[0]!.migrationStatus()).expected;
      // The next release's migration, applied by its first instance.
      await owner((c) => c.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ('next-release', $1)", [Date.now() + 86_400_000]));
      const ahead = await ready();
      expect(ahead.statusCode).toBe(200);
      expect(ahead.json().migrations).toEqual({ applied: expected + 1, expected, current: true });
      // A database behind the build (restored from an old backup): not ready.
      await owner((c) => c.query("delete from drizzle.__drizzle_migrations where hash = 'next-release' or id = (select max(id) from drizzle.__drizzle_migrations where hash <> 'next-release')"));
      const behind = await ready();
      expect(behind.statusCode).toBe(503);
      expect(behind.json().migrations).toEqual({ applied: expected - 1, expected, current: false });
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
