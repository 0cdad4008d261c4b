import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import lockfile from 'proper-lockfile';
import { APP_DB_ROLE, type AppConfig } from '../config.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { PgliteThread } from './pglite-thread.js';

/**
 * Opening the embedded database: its data directory locked to this process, migrations applied as
 * the owner when any are pending, and PGlite open on its thread as the application role. Apart from
 * the database layer (client.ts) and with few imports of its own, so the server can begin this,
 * about a second of PGlite's own start-up on a thread of its own, before it loads the rest of its
 * modules (server.ts). Drizzle's PGlite driver loads only when there are migrations to apply.
 */

export class DatabaseLockedError extends Error {}

export interface EmbeddedOptions {
  /** The data directory; null keeps the database in memory. */
  dataDir: string | null;
  /** A data directory's tarball (from `dumpDataDir`) to start from. */
  loadDataDir?: Blob;
  migrate?: boolean;
  /** The migrations to apply; the release's own unless a test names an older set. */
  migrationsFolder?: string;
}

/** The database open as the application role on its thread, and the release of its directory's lock. */
export interface OpenedEmbedded {
  client: PgliteThread;
  release: () => Promise<void>;
}

/** Where the configuration keeps the embedded database's files. */
export const embeddedDataDir = (config: Pick<AppConfig, 'dataDir'>): string => path.join(config.dataDir, 'pgdata');

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

/**
 * Whether the migrations folder holds one the database has not applied: the migrator's own rule
 * (it applies every migration newer than the newest one recorded), asked of the application role,
 * which may read the record. Any doubt (no record, an error) counts as pending.
 */
async function hasPendingMigrations(client: PgliteThread, migrationsFolder: string): Promise<boolean> {
  try {
    const { rows } = await client.query<{ last: string | null }>('select max(created_at)::text as last from drizzle.__drizzle_migrations');
    const last = rows[0]?.last;
    return last == null || readMigrationFiles({ migrationsFolder }).some((m) => m.folderMillis > Number(last));
  } catch {
    return true;
  }
}

/** Applies the migrations with Drizzle's PGlite migrator, on a thread open as the owner. */
async function migrateOnThread(owner: PgliteThread, migrationsFolder: string): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  await migrate(drizzle({ client: owner as unknown as PGlite }), { migrationsFolder });
}

/**
 * PGlite's start-up settings: its data directories carry PostgreSQL's default of 128 MB of shared
 * buffers, which PGlite allocates in its WebAssembly memory and zeroes at each start. The embedded
 * database serves one small site or a demo, whose working set is a few megabytes: 32 MB keeps it
 * in memory with room to spare, starts some 50 ms sooner and keeps about 100 MB less resident.
 */
const SETTINGS = { shared_buffers: '32MB' };

export async function openEmbedded(opts: EmbeddedOptions): Promise<OpenedEmbedded> {
  const release = opts.dataDir ? await lockDataDir(opts.dataDir) : async () => {};
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS_DIR;
  let client: PgliteThread | null = null;
  try {
    let loadDataDir = opts.loadDataDir;
    // As the owner (no username: PGlite's superuser) or as the application role.
    const open = (username?: string) => PgliteThread.create({ dataDir: opts.dataDir ?? undefined, loadDataDir, username, extensions: ['pg_trgm'], settings: SETTINGS });
    const openAsApp = () => open(APP_DB_ROLE);
    // An existing data directory with nothing to apply opens once, as the application role: PGlite
    // takes about a second to start, and opening it as the owner only to find nothing to do doubled
    // the cold start. Anything else (a new directory, a pending migration, a directory the role
    // cannot open) takes the owner's path below.
    if (opts.migrate !== false && opts.dataDir && existsSync(path.join(opts.dataDir, 'PG_VERSION'))) {
      client = await openAsApp().catch(() => null);
      if (client && (await hasPendingMigrations(client, migrationsFolder))) {
        await client.close();
        client = null;
      }
    }
    if (!client) {
      if (opts.migrate !== false) {
        // Migrations run as the owner; the application then reconnects as the restricted role.
        const owner = await open();
        try {
          await migrateOnThread(owner, migrationsFolder);
          if (!opts.dataDir) loadDataDir = await owner.dumpDataDir('none');
        } finally {
          await owner.close();
        }
      }
      client = await openAsApp();
    }
    return { client, release };
  } catch (err) {
    await client?.close().catch(() => {});
    await release();
    throw err;
  }
}
