import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { adminQuery, dropTestDatabase, pgUrlFor, TEST_DB_KIND } from './test-db.js';

// A data migration's test: a database as it was before the migration, rows written the old way,
// then the rest of the migrations, and what they made of those rows.

/** The migrations folder as it was before the migration `tag`: its SQL files and a journal that ends before it. */
export function migrationsBefore(tag: string): string {
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

/** A database migrated as far as `folder` goes (one from `migrationsBefore`), as the owner; `finish` applies the rest. */
export async function databaseBeforeMigration(folder: string) {
  if (TEST_DB_KIND === 'pglite') {
    const owner = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(owner);
    await migratePglite(db, { migrationsFolder: folder });
    return { db, finish: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }), close: () => owner.close() };
  }
  const name = `cs_test_migration_${process.pid}_${path.basename(folder).replace(/\W/g, '')}`.toLowerCase();
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

