import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { adminQuery, dropTestDatabase, pgUrlFor, TEST_DB_KIND } from '../test/test-db.js';
import { execRows } from './client.js';

const MIGRATION = '0018_tenant-country';

/** The migrations folder as it was before `MIGRATION`: its SQL files and a journal that ends before it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  expect(upTo).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, upTo);
  for (const e of entries) copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** A database migrated up to (not including) `MIGRATION`, as the owner; `finish` applies the rest. */
async function databaseBeforeMigration(folder: string) {
  if (TEST_DB_KIND === 'pglite') {
    const owner = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(owner);
    await migratePglite(db, { migrationsFolder: folder });
    return { db, finish: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }), close: () => owner.close() };
  }
  const name = `cs_test_migration_${process.pid}`;
  await dropTestDatabase(name);
  await adminQuery(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: pgUrlFor(name), max: 1 });
  const db = drizzlePg(pool);
  await migratePg(db, { migrationsFolder: folder });
  return {
    db,
    finish: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await pool.end();
      await dropTestDatabase(name);
    },
  };
}

const folder = migrationsBefore(MIGRATION);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe(`migration ${MIGRATION} (${TEST_DB_KIND})`, () => {
  it('gives each existing site the country its active staff give, admins first, and leaves the rest unstated', async () => {
    const { db, finish, close } = await databaseBeforeMigration(folder);
    try {
      type Staff = [role: string, country: string | null, active?: boolean];
      const sites: Record<string, Staff[]> = {
        // An admin's country outweighs two teachers'.
        admin_first: [['school_admin', 'GB'], ['teacher', 'IE'], ['teacher', 'IE']],
        // No admin gives one: the teachers' most common.
        teachers: [['school_admin', null], ['teacher', 'KE'], ['teacher', 'KE'], ['teacher_admin', 'UG']],
        // Lower case, as older accounts may have it.
        lower_case: [['organization_admin', 'gh']],
        // A tie between admins: the first by code.
        tie: [['school_admin', 'NG'], ['school_admin', 'GH']],
        // Only a student and an inactive admin give one: nothing to go by.
        no_staff: [['student', 'FR'], ['school_admin', 'ES', false]],
        // Not a country of the list.
        not_listed: [['school_admin', 'XX']],
        nobody: [],
      };
      for (const [subdomain, staff] of Object.entries(sites)) {
        const [tenant] = await execRows<{ id: string }>(
          db,
          sql`insert into tenants (school_name, school_email, subdomain, status) values (${subdomain}, ${`${subdomain}@school.test`}, ${subdomain.replace('_', '-')}, 'active') returning id`,
        );
        for (const [i, [role, country, active = true]] of staff.entries()) {
          await db.execute(
            sql`insert into users (tenant_id, role, first_name, last_name, email, country, is_active)
                values (${tenant!.id}, ${role}::user_role, 'Staff', ${String(i)}, ${`${subdomain}.${i}@school.test`}, ${country}, ${active})`,
          );
        }
      }

      await finish();

      const rows = await execRows<{ school_name: string; country: string | null }>(db, sql`select school_name, country from tenants order by school_name`);
      expect(Object.fromEntries(rows.map((r) => [r.school_name, r.country]))).toEqual({
        admin_first: 'GB',
        teachers: 'KE',
        lower_case: 'GH',
        tie: 'GH',
        no_staff: null,
        not_listed: null,
        nobody: null,
      });
      // Nothing audited: no one made this change.
      expect(await execRows(db, sql`select 1 from audit_events where table_name = 'tenants'`)).toEqual([]);
      // From now on only a code can be stored.
      await expect(db.execute(sql`update tenants set country = 'Kenya' where school_name = 'nobody'`)).rejects.toThrow();
    } finally {
      await close();
    }
  }, 120_000);
});
