import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type DrizzleConfig, type ExtractTablesWithRelations, type SQL, type SQLWrapper } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { isDatabaseUnavailable, waitForDatabase } from './availability.js';
import { nameStatementsOn, namesStatements } from './built-once.js';
import { embeddedDataDir, openEmbedded, type EmbeddedOptions, type OpenedEmbedded } from './embedded.js';
import type { PgliteThread } from './pglite-thread.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * Who a unit of work runs for. tenantId null is the main platform site; platform lifts tenant
 * isolation for the platform admin's cross-tenant work and for seeding.
 */
export type TenantContext = {
  tenantId: string | null;
  platform?: boolean;
  actor?: AuditActor | null;
  /**
   * A READ ONLY transaction (on every database, so a read-only route that writes fails in every
   * test); 'replica' also lets it run on the read replica when one is configured and reachable.
   */
  readOnly?: boolean | 'replica';
};

/**
 * The staff member a unit of work runs for, and the API call, for the audit log: the `cs_audit()`
 * trigger records changes to audited tables only in a transaction that names an actor.
 */
export type AuditActor = { id: string; label: string; role: string; route: string };

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction whose row-level-security context is ctx. */
  withTenant<T>(ctx: TenantContext, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Applied and expected migration counts, for health checks. */
  migrationStatus(): Promise<{ applied: number; expected: number }>;
  close(): Promise<void>;
  /**
   * Plain SQL on the application's connection, outside any tenant context: the job queue's own
   * statements (lib/jobs.ts), which touch only its schema. Text without values may hold several
   * statements (the queue's migrations and locked sections send `BEGIN; …; COMMIT` as one text).
   */
  querySql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PostgreSQL only: the connection pool's size, idle connections and requests waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL with DATABASE_REPLICA_URL only: the read replica, its pool and its fallbacks. */
  replica?: ReadReplica;
  /** Embedded only: the whole data directory as a tarball (test templates, backups). */
  dumpDataDir?(): Promise<Blob>;
}

export interface ReadReplica {
  poolStats(): { total: number; idle: number; waiting: number };
  /** Read-only work sent to the primary because the replica failed it (or was set aside after failing). */
  fallbacks(): number;
  /** Told of each fallback, with the replica's error (none while it is set aside). */
  onFallback(listener: (err: Error | null) => void): void;
  /** Whether the replica answers, is a standby, and how far its replay is behind (seconds, null when idle). */
  check(): Promise<{ state: 'up' | 'down'; standby: boolean | null; lagSeconds: number | null }>;
}

/** Told the text of every statement the application runs (tests count queries per request). */
export type QueryListener = (sql: string) => void;

export type DatabaseOptions =
  | ({ kind: 'pglite'; onQuery?: QueryListener } & EmbeddedOptions)
  | {
      kind: 'postgres';
      onQuery?: QueryListener;
      ownerUrl: string;
      appUrl: string;
      /** The application role on a streaming standby, for read-only work that may read slightly old rows. */
      replicaUrl?: string | null;
      migrate?: boolean;
      poolSize?: number;
      /** Wait this long (ms) for the server to accept connections before opening; 0 does not wait. */
      connectTimeoutMs?: number;
      /** Keep the built queries as named prepared statements on each connection (db/built-once.ts); default true. */
      namedStatements?: boolean;
      /** Told about each wait for the database. */
      onWait?: (message: string) => void;
    };

export { DatabaseLockedError } from './embedded.js';

/** A Postgres array of these values as one SQL expression (`array[$1, $2]::uuid[]`; an empty one too). */
export const sqlArray = (values: readonly string[], type: 'text' | 'uuid'): SQL => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::${sql.raw(type)}[]`;

/**
 * A site's own rows and the platform-wide ones: what row-level security shows a site, written as a
 * condition the planner can answer from an index on tenant_id (the policy, an OR of settings,
 * cannot use one, so without it a list reads the whole table, every site's rows). The policy
 * still applies; this only narrows what it has to look at. Site scope only, never platform scope.
 * The site's id is read once per statement, as the policies read it (migration 0023).
 */
export const siteOrPlatformRows = (tenantId: SQLWrapper): SQL => sql`(${tenantId} = (select cs_tenant_id()) or ${tenantId} is null)`;

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

/** Runs a transaction on some connection: PGlite's one, or a pool client held for its length. */
type TransactionRunner = <T>(fn: (db: Db) => Promise<T>) => Promise<T>;

/**
 * Runs read-only work on the replica when it can, else calls `primary`: a replica that cannot
 * serve (down, restarting, a query cancelled by replay) costs the request a second try on the
 * primary, never an error.
 */
type ReplicaRunner = <T>(fn: (db: Db) => Promise<T>, primary: () => Promise<T>) => Promise<T>;

/** Begins a transaction on a connection with its settings (a statement of `set_config` calls), runs the work in it and commits. */
type Transact = <T>(conn: Db, settings: SQL, work: (tx: Tx) => Promise<T>, readOnly: boolean) => Promise<T>;

/** The parts of a Drizzle database (or transaction) on one client that a transaction runs on. */
interface ConnectionParts {
  dialect: PgDialect;
  session: { client: { query(...args: unknown[]): Promise<unknown> }; logger: { logQuery(query: string, params: unknown[]): void } };
}

/**
 * Sends a statement on the connection's own client, logged as Drizzle logs its own statements;
 * named (a prepared statement the connection keeps) when `name` is given and the connection names
 * statements (db/built-once.ts), in the client's own way: node-postgres takes the name with the
 * text, the embedded database's thread as an option.
 */
const sender =
  ({ session: { client, logger } }: ConnectionParts) =>
  (text: string, params: unknown[] = [], name?: string) => {
    logger.logQuery(text, params);
    const values = params.length ? params : undefined;
    if (!name || !namesStatements(client)) return client.query(text, values);
    return client instanceof pg.Client ? client.query({ name, text, values }) : client.query(text, values, { name });
  };

/**
 * The transaction settings' statement is one of two texts (read-only work adds a setting), each
 * run by every transaction: named, a connection parses and plans it once, and in the embedded
 * database's thread it takes one round of the protocol rather than two.
 */
const settingsNames = new Map<string, string>();
const settingsName = (text: string) => {
  let name = settingsNames.get(text);
  if (!name) settingsNames.set(text, (name = `cs_settings_${settingsNames.size + 1}`));
  return name;
};

/**
 * A transaction on one of PostgreSQL's pooled connections, begun with its settings in one round
 * trip: BEGIN and the settings' statement go out together, in one write, and are answered together.
 * Drizzle's own transaction sends BEGIN and waits for its answer before the settings can go, so
 * every transaction paid a round trip more: on this kind of virtual machine a write to
 * PostgreSQL's socket, which wakes its process, is among the costliest things a request does (a
 * third of the server's CPU on the uncached lists, bench/ target 2). Both must succeed before the
 * work starts, so a failure of either fails the transaction as a whole (db/pipeline.test.ts). The
 * work gets Drizzle's transaction object on this connection, so nested transactions are savepoints
 * as before; each statement is logged as Drizzle logs its own.
 */
const pipelinedTransaction: Transact = async (conn, settings, work, readOnly) => {
  const parts = conn as unknown as ConnectionParts;
  const { dialect, session } = parts;
  const send = sender(parts);
  const { sql: text, params } = dialect.sqlToQuery(settings);
  // Sent in the same turn, so in one write (oneWritePerTurn).
  const began = Promise.all([send('begin'), send(text, params, settingsName(text))]);
  try {
    await began;
    const result = await work(new NodePgTransaction(dialect, session as never, undefined) as unknown as Tx);
    // Read-only work has its answer once its statements have theirs; its COMMIT (which can change
    // nothing) is sent and the connection given back at once, so the next transaction on it goes
    // out behind the COMMIT rather than a round trip later. A COMMIT that fails means the
    // connection was lost: its next user's statements fail, and the pool replaces it.
    if (readOnly) send('commit').catch(() => {});
    else await send('commit');
    return result;
  } catch (err) {
    // As Drizzle's transaction does: a rollback that fails (the connection lost) fails with its own error.
    await send('rollback');
    throw err;
  }
};

/**
 * A transaction in the embedded database's thread, its settings sent at once, with its BEGIN,
 * and the work's first statements right behind them. Awaiting the settings' answer first held
 * PGlite's one session idle for a round trip between the threads per transaction, while the next
 * transaction waited for it (under the list's load the thread idled a third of the time). The
 * thread runs a transaction's messages in the order they come, and a failed settings statement
 * aborts the transaction, so the work's statements then fail too, never run without the settings;
 * the settings' own error is the one thrown.
 */
const threadTransaction: Transact = (conn, settings, work) =>
  conn.transaction(async (tx) => {
    const parts = tx as unknown as ConnectionParts;
    const { sql: text, params } = parts.dialect.sqlToQuery(settings);
    // Sent on the thread's client directly, so it is posted now, before any of the work's.
    const set = sender(parts)(text, params, settingsName(text));
    set.catch(() => {});
    // When the settings failed, the work failed after them: theirs is the error thrown.
    const result = await work(tx as Tx).catch(async (err: unknown) => {
      await set;
      throw err;
    });
    await set;
    return result;
  });

function makeDatabase(
  kind: Database['kind'],
  db: Db,
  close: () => Promise<void>,
  querySql: Database['querySql'],
  extra: Partial<Database> = {},
  onConnection: TransactionRunner = (fn) => fn(db),
  onReplica?: ReplicaRunner,
): Database {
  // Both begin with the settings in the same round trip as the BEGIN.
  const transact = kind === 'postgres' ? pipelinedTransaction : threadTransaction;
  return {
    ...extra,
    kind,
    querySql,
    withTenant(ctx, fn) {
      // Transaction-local settings: the row-level-security context, who acts (empty: nobody), and
      // for read-only work the transaction's mode (SET TRANSACTION READ ONLY as a setting, so it
      // costs no statement of its own). They go out with the BEGIN. On PostgreSQL they are answered
      // before the work starts: sent unawaited ahead of the work's statements, the pipelined driver
      // (pg 8.23) handed a failure of these settings to the wrong statements (db/pipeline.test.ts).
      // In PGlite's thread the work's statements follow them unanswered (threadTransaction).
      const actor = ctx.actor;
      const settings = sql`select set_config('app.tenant_id', ${ctx.tenantId ?? 'main'}, true), set_config('app.scope', ${ctx.platform ? 'platform' : ''}, true),
            set_config('app.actor_id', ${actor?.id ?? ''}, true), set_config('app.actor_label', ${actor?.label ?? ''}, true),
            set_config('app.actor_role', ${actor?.role ?? ''}, true), set_config('app.audit_route', ${actor?.route ?? ''}, true)${
              ctx.readOnly ? sql`, set_config('transaction_read_only', 'on', true)` : sql``
            }`;
      const run = (conn: Db) => transact(conn, settings, fn, Boolean(ctx.readOnly));
      const onPrimary = () => onConnection(run);
      return ctx.readOnly === 'replica' && onReplica ? onReplica(run, onPrimary) : onPrimary();
    },
    async migrationStatus() {
      const [row] = await execRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      return { applied: Number(row?.n ?? 0), expected: await expectedMigrations() };
    },
    close,
  };
}

const queryLogger = (onQuery?: QueryListener) => (onQuery ? { logQuery: (query: string) => onQuery(query) } : false);

/** Drizzle's PGlite driver on the embedded database's thread, which answers as PGlite does. */
const drizzleOnThread = (thread: PgliteThread, config: DrizzleConfig<Schema> = {}) => drizzlePglite({ client: thread as unknown as PGlite, ...config });

async function openPglite(opts: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  return embeddedDatabase(await openEmbedded(opts), opts.onQuery);
}

/** The database layer on an embedded database opened by openEmbedded (server.ts begins that early). */
export function embeddedDatabase({ client: app, release }: OpenedEmbedded, onQuery?: QueryListener): Database {
  const db = drizzleOnThread(app, { schema, logger: queryLogger(onQuery) }) as unknown as Db;
  // PGlite runs one statement at a time, never inside another caller's transaction; `exec` takes
  // several statements (without parameters) and answers each one's result.
  const querySql: Database['querySql'] = async (text, values) => {
    if (values?.length) return app.query(text, values);
    const results = await app.exec(text);
    return results[results.length - 1] ?? { rows: [] };
  };
  return makeDatabase(
    'pglite',
    db,
    async () => {
      await app.close();
      await release();
    },
    querySql,
    { dumpDataDir: () => app.dumpDataDir('none') },
  );
}

/**
 * The embedded database while it is still opening, usable at once: each call waits for it to be
 * open, then goes straight to it. The server builds its app meanwhile (server.ts), as PGlite takes
 * about a second to start on its thread. A failed opening fails every call, with its own error.
 */
export function openingEmbeddedDatabase(opening: Promise<Database>): Database {
  let open: Database | null = null;
  opening.then(
    (db) => (open = db),
    () => {},
  );
  const use = <T>(call: (db: Database) => Promise<T>): Promise<T> => (open ? call(open) : opening.then(call));
  return {
    kind: 'pglite',
    withTenant: (ctx, fn) => use((db) => db.withTenant(ctx, fn)),
    migrationStatus: () => use((db) => db.migrationStatus()),
    querySql: (text, values) => use((db) => db.querySql(text, values)),
    dumpDataDir: () => use((db) => db.dumpDataDir!()),
    close: () => opening.then((db) => db.close(), () => {}),
  };
}

/** The advisory lock key migrations hold on PostgreSQL (any constant of our own; "cs-migrate"). */
const MIGRATION_LOCK = 0x63732d6d;

async function openPostgres(opts: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  if (opts.connectTimeoutMs) await waitForDatabase(opts.ownerUrl, { timeoutMs: opts.connectTimeoutMs, onRetry: opts.onWait });
  if (opts.migrate !== false) {
    // Instances starting together take turns: the first applies the release's migrations while
    // the others wait on this lock, then find nothing left to apply.
    const owner = new pg.Client({ connectionString: opts.ownerUrl });
    await owner.connect();
    try {
      await owner.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(owner, { schema }), migrationsConfig);
    } finally {
      await owner.end();
    }
  }
  // A request waits at most 5 s for a connection: when the database is gone it gets a 503 rather
  // than hanging until the client gives up.
  const pool = openPool(opts.appUrl, opts.poolSize ?? 10, 5_000, opts.namedStatements ?? true);
  const logger = queryLogger(opts.onQuery);
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  const onConnection = poolRunner(pool, logger);
  const poolStats = () => statsOf(pool);
  const querySql: Database['querySql'] = (text, values) => pool.query(text, values);
  if (!opts.replicaUrl) return makeDatabase('postgres', db, () => pool.end(), querySql, { poolStats }, onConnection);

  const replica = openReplica(opts.replicaUrl, opts.poolSize ?? 10, logger, opts.namedStatements ?? true);
  return makeDatabase(
    'postgres',
    db,
    async () => {
      await Promise.all([pool.end(), replica.pool.end()]);
    },
    querySql,
    { poolStats, replica: replica.handle },
    onConnection,
    replica.run,
  );
}

/** A pool of the application role's connections that survives its server going away. */
function openPool(url: string, max: number, connectionTimeoutMillis: number, namedStatements: boolean): pg.Pool {
  // Pipelined: statements sent together on one connection (a transaction's independent reads, which
  // repositories send with Promise.all) go out at once instead of each waiting for the one before
  // to be answered; PostgreSQL still runs them in turn. Without it node-postgres queued them itself,
  // which it deprecates (pg 9 drops it).
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis, pipeline: true });
  // An idle connection that the server ends (a restart, a failover, a database dropped at a test's
  // teardown) is an 'error' event on the pool; unheard, it would end the process. The pool has
  // already discarded that client and opens a new one when next asked.
  pool.on('error', (err) => process.emitWarning(`An idle database connection was closed: ${err.message}`));
  // A connection lost while checked out (between the statements of a transaction) is an 'error'
  // event on its client, unheard by the pool: it would end the process. The statement waiting on it
  // fails on its own (a 503 to its request), and the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (namedStatements) nameStatementsOn(client);
    oneWritePerTurn(client);
  });
  return pool;
}

/**
 * The statements a connection is given in one turn of the event loop go out in one write: a
 * transaction's BEGIN with its settings, a page with its count (sent together with Promise.all).
 * node-postgres writes each statement to the socket as it is given it (its messages in one write),
 * and on a virtual machine a write to PostgreSQL's socket, which wakes its process, is among the
 * costliest things a request does. So the socket is corked at a turn's first statement and
 * uncorked once the turn's synchronous work is done (process.nextTick), which sends what was
 * written meanwhile at once; a statement given later goes in a write of its own, as before.
 */
function oneWritePerTurn(client: pg.PoolClient) {
  const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  const query = client.query;
  let corked = false;
  const uncork = () => {
    corked = false;
    stream.uncork();
  };
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    if (!corked) {
      corked = true;
      stream.cork();
      process.nextTick(uncork);
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof client.query;
}

const statsOf = (pool: pg.Pool) => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/**
 * Each transaction checks out its own client and always gives it back, discarding it when its
 * connection failed. (Drizzle's pool transaction never releases a client whose BEGIN fails, as
 * every one does while the database restarts: the pool would run dry and never recover.) No
 * relational queries run in transactions, so their Drizzle needs no schema and costs nothing.
 */
function poolRunner(pool: pg.Pool, logger: ReturnType<typeof queryLogger>): TransactionRunner {
  return async (fn) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await fn(drizzlePg(client, { logger }) as unknown as Db);
    } catch (err) {
      if (isDatabaseUnavailable(err)) broken = err as Error;
      throw err;
    } finally {
      client.release(broken);
    }
  };
}

/** How long a replica that failed is passed over before it is tried again. */
const REPLICA_RETRY_MS = 5_000;
/** A standby cancels a query whose rows replay must remove (SQLSTATE 40001 there); the primary has no such conflict. */
const isRecoveryConflict = (err: unknown) => {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '40001') return true;
  }
  return false;
};

/**
 * The read replica: a pool of its own (waiting at most 2 s for a connection, since the primary is
 * there to take the work) and the rule for falling back. Work it fails because it is out of reach
 * goes to the primary, and the replica is passed over for REPLICA_RETRY_MS, so a standby that is
 * down costs one failed connection attempt per few seconds rather than one per request.
 */
function openReplica(url: string, max: number, logger: ReturnType<typeof queryLogger>, namedStatements: boolean) {
  const pool = openPool(url, max, 2_000, namedStatements);
  const runner = poolRunner(pool, logger);
  const listeners: ((err: Error | null) => void)[] = [];
  let fallbacks = 0;
  let setAsideUntil = 0;
  const fellBack = (err: Error | null) => {
    fallbacks++;
    for (const l of listeners) l(err);
  };
  const run: ReplicaRunner = async (fn, primary) => {
    if (Date.now() < setAsideUntil) {
      fellBack(null);
      return primary();
    }
    try {
      return await runner(fn);
    } catch (err) {
      const unavailable = isDatabaseUnavailable(err);
      if (!unavailable && !isRecoveryConflict(err)) throw err;
      if (unavailable) setAsideUntil = Date.now() + REPLICA_RETRY_MS;
      fellBack(err as Error);
      return primary();
    }
  };
  const handle: ReadReplica = {
    poolStats: () => statsOf(pool),
    fallbacks: () => fallbacks,
    onFallback: (listener) => void listeners.push(listener),
    async check() {
      try {
        const [row] = await runner((conn) =>
          execRows<{ standby: boolean; lag: number | null }>(
            conn,
            sql`select pg_is_in_recovery() as standby,
              case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 end as lag`,
          ),
        );
        return { state: 'up', standby: row!.standby, lagSeconds: row!.standby && row!.lag !== null ? Number(row!.lag) : null };
      } catch {
        return { state: 'down', standby: null, lagSeconds: null };
      }
    },
  };
  return { pool, run, handle };
}

/** Opens the database, applying pending migrations first unless told not to. */
/** One transaction in the platform scope: every site's rows (jobs, and links that name no site). */
export const inPlatformScope = <T>(db: Pick<Database, 'withTenant'>, fn: (tx: Tx) => Promise<T>): Promise<T> => db.withTenant({ tenantId: null, platform: true }, fn);

export function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.kind === 'pglite' ? openPglite(opts) : openPostgres(opts);
}

/** Opens the database the configuration names: PostgreSQL with DATABASE_URL, else embedded PGlite. */
export function openConfiguredDatabase(config: AppConfig, opts: { migrate?: boolean; onWait?: (message: string) => void } = {}): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        ownerUrl: config.databaseUrl,
        appUrl: config.databaseAppUrl!,
        replicaUrl: config.databaseReplicaUrl,
        connectTimeoutMs: config.databaseConnectTimeoutMs,
        namedStatements: config.databaseNamedStatements,
        ...opts,
      })
    : openDatabase({ kind: 'pglite', dataDir: embeddedDataDir(config), ...opts });
}
