import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { APP_DB_ROLE, type AppConfig } from '../config.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * Who a unit of work runs for. tenantId null is the main platform site; platform lifts tenant
 * isolation for the platform admin's cross-tenant work and for seeding.
 */
export type TenantContext = { tenantId: string | null; platform?: boolean };

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction whose row-level-security context is ctx. */
  withTenant<T>(ctx: TenantContext, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Applied and expected migration counts, for health checks. */
  migrationStatus(): Promise<{ applied: number; expected: number }>;
  close(): Promise<void>;
  /** Embedded only: the whole data directory as a tarball (test templates, backups). */
  dumpDataDir?(): Promise<Blob>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob; migrate?: boolean }
  | { kind: 'postgres'; ownerUrl: string; appUrl: string; migrate?: boolean; poolSize?: number };

export class DatabaseLockedError extends Error {}

/** Rows of a raw SQL statement, typed by the caller (both drivers answer `{ rows }`). */
export async function execRows<T>(tx: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const res = (await tx.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const migrationsConfig = { migrationsFolder: MIGRATIONS_DIR };

async function expectedMigrations(): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function makeDatabase(kind: Database['kind'], db: Db, close: () => Promise<void>, extra: Partial<Database> = {}): Database {
  return {
    ...extra,
    kind,
    withTenant(ctx, fn) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('app.tenant_id', ${ctx.tenantId ?? 'main'}, true), set_config('app.scope', ${ctx.platform ? 'platform' : ''}, true)`,
        );
        return fn(tx as Tx);
      });
    },
    async migrationStatus() {
      const [row] = await execRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      return { applied: Number(row?.n ?? 0), expected: await expectedMigrations() };
    },
    close,
  };
}

/** Locks an embedded data directory to this process: two processes on one PGlite directory corrupt it. */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, { stale: 15_000, update: 5_000, lockfilePath: path.join(dir, '..', 'pgdata.lock') });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') {
      throw new DatabaseLockedError(
        `The embedded database in ${dir} is in use by another Commonshelf process. Stop that process first, or start this one with another DATA_DIR.`,
      );
    }
    throw err;
  }
}

async function openPglite(opts: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  const release = opts.dataDir ? await lockDataDir(opts.dataDir) : async () => {};
  try {
    let loadDataDir = opts.loadDataDir;
    if (opts.migrate !== false) {
      // Migrations run as the owner; the application then reconnects as the restricted role.
      const owner = await PGlite.create({ dataDir: opts.dataDir ?? undefined, loadDataDir, extensions: { pg_trgm } });
      await migratePglite(drizzlePglite(owner, { schema }), migrationsConfig);
      if (!opts.dataDir) loadDataDir = (await owner.dumpDataDir('none')) as Blob;
      await owner.close();
    }
    const client = await PGlite.create({ dataDir: opts.dataDir ?? undefined, loadDataDir, username: APP_DB_ROLE, extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return makeDatabase(
      'pglite',
      db,
      async () => {
        await client.close();
        await release();
      },
      { dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob },
    );
  } catch (err) {
    await release();
    throw err;
  }
}

async function openPostgres(opts: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  if (opts.migrate !== false) {
    const owner = new pg.Pool({ connectionString: opts.ownerUrl, max: 1 });
    try {
      await migratePg(drizzlePg(owner, { schema }), migrationsConfig);
    } finally {
      await owner.end();
    }
  }
  const pool = new pg.Pool({ connectionString: opts.appUrl, max: opts.poolSize ?? 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return makeDatabase('postgres', db, () => pool.end());
}

/** Opens the database, applying pending migrations first unless told not to. */
export function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.kind === 'pglite' ? openPglite(opts) : openPostgres(opts);
}

/** Opens the database the configuration names: PostgreSQL with DATABASE_URL, else embedded PGlite. */
export function openConfiguredDatabase(config: AppConfig, opts: { migrate?: boolean } = {}): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', ownerUrl: config.databaseUrl, appUrl: config.databaseAppUrl!, ...opts })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata'), ...opts });
}
