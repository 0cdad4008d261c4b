import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { APP_DB_ROLE } from '../config.js';
import { openDatabase, type Database, type QueryListener } from '../db/client.js';

/** Where API tests run: the embedded PGlite (default) or a PostgreSQL server (TEST_DB=postgres). */
export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function pgUrlFor(database: string, user?: string): string {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${database}`;
  if (user) {
    url.username = user;
    url.password = '';
  }
  return url.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database, copied from a template database, without opening it. */
export async function copyTemplateDatabase(template: string): Promise<string> {
  const name = `cs_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${template}`);
  return name;
}

export const dropTestDatabase = (name: string) => adminQuery(`drop database if exists ${name} with (force)`);

/**
 * A fresh, migrated and seeded database of its own for one test file. On PostgreSQL, `appPort`
 * routes the application's connections through another port (a fault-injecting relay).
 */
export async function createTestDatabase(
  template: string,
  opts: { appPort?: number; onQuery?: QueryListener; namedStatements?: boolean } = {},
): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (TEST_DB_KIND === 'pglite') {
    const { readFile } = await import('node:fs/promises');
    const blob = new Blob([await readFile(template)]);
    const db = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: blob, migrate: false, onQuery: opts.onQuery });
    return { db, drop: () => db.close() };
  }
  const name = await copyTemplateDatabase(template);
  const appUrl = new URL(pgUrlFor(name, APP_DB_ROLE));
  if (opts.appPort) appUrl.port = String(opts.appPort);
  const db = await openDatabase({
    kind: 'postgres',
    ownerUrl: pgUrlFor(name),
    appUrl: appUrl.toString(),
    migrate: false,
    poolSize: 4,
    onQuery: opts.onQuery,
    namedStatements: opts.namedStatements,
  });
  return {
    db,
    drop: async () => {
      await db.close();
      await dropTestDatabase(name);
    },
  };
}
