import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { nameStatementsOn } from './built-once.js';

/**
 * The embedded database on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly: run
 * in the server's thread, its start (about a second) and every statement took the event loop, so
 * the server answered nothing while PostgreSQL worked and used one core of the machine's two. Here
 * a worker thread holds the PGlite instance and this class speaks for it, with the part of
 * PGlite's interface the application and Drizzle's PGlite driver use (`query`, `exec`,
 * `transaction`, `dumpDataDir`, `close`), so the same driver, migrator and statements run as
 * before. A transaction is held open in the thread (PGlite's own `transaction`, which also makes
 * every other caller wait its turn) while this side sends its statements one by one.
 */

/** What PGlite answers for a statement (its `Results`): rows as objects, or as arrays in 'array' row mode. */
export interface ThreadResults<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface ThreadQueryOptions {
  rowMode?: 'object' | 'array';
  /**
   * Per-type parsers. Only ones that keep the value as PostgreSQL's text are supported (Drizzle's
   * driver asks that of dates, timestamps, intervals and some arrays, to map them itself); the
   * thread is told the types by number, since functions cannot cross to it.
   */
  parsers?: Record<number, (value: string, typeId?: number) => unknown>;
  /**
   * The statement's name: the thread's PostgreSQL session keeps it prepared under this name the
   * first time it runs, and later runs only bind their values to it (db/built-once.ts names them).
   */
  name?: string;
}

export interface ThreadTransaction {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults<T>>;
  exec(sql: string): Promise<ThreadResults[]>;
}

export interface PgliteThreadOptions {
  dataDir?: string;
  /** A data directory's tarball (from `dumpDataDir`) to start from. */
  loadDataDir?: Blob;
  username?: string;
  /** Contrib extensions by name (`@electric-sql/pglite/contrib/<name>`). */
  extensions?: string[];
  /** PostgreSQL settings for this start (`-c name=value`), on top of PGlite's own. */
  settings?: Record<string, string>;
}

// The thread's code: CommonJS run with `eval`, so it is the same under the built server and the
// tests' on-the-fly TypeScript. It opens PGlite, then answers each message in turn. Transactions
// stay open in `open` until this side ends them; statements naming one run inside it, and every
// other statement waits on PGlite's lock meanwhile, as they would in one process.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, types, protocol, parse } = require(workerData.pglite);
const extensions = {};
for (const [name, file] of Object.entries(workerData.extensions)) extensions[name] = require(file)[name];
const open = new Map();
// Parsers by query: PGlite copies its table of parsers (one per type, hundreds) into a new object
// for every query given parsers of its own, an eighth of this thread's time when every query was.
// So the types Drizzle's queries want as text (workerData.textTypes) are text in the table itself,
// and only other queries are given parsers: the table's former ones, with their own text types.
const asText = (v) => v;
const { scalars, arrays } = workerData.textTypes;
const textTypes = [...scalars, ...Object.keys(arrays).map(Number)].sort((a, b) => a - b);
const textKey = textTypes.join(',');
let originals;
const byKey = new Map();
const parsersFor = (wanted) => {
  const key = wanted ? wanted.join(',') : '';
  if (key === textKey) return undefined;
  if (!byKey.has(key)) {
    const own = Object.fromEntries((wanted || []).map((t) => [t, asText]));
    byKey.set(key, { ...originals, ...own });
  }
  return byKey.get(key);
};
const described = (err) => {
  const out = { name: err && err.name, message: String((err && err.message) || err) };
  for (const [k, v] of Object.entries(err || {})) if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[k] = v;
  return out;
};
const ended = Symbol('rolled back');
let pg;
// Statements run in PostgreSQL's extended protocol, as PGlite's own query runs them, but in two
// rounds where its query takes six (Parse, Describe, Bind, Describe, Execute, Sync, each a pass
// through PostgreSQL's loop in WebAssembly): Parse and Describe, then Bind, Execute and Sync. A
// named statement PostgreSQL keeps, parsed, rewritten and (once its generic plan serves) planned,
// for the rest of this session, which is the thread's whole life; here are its parameters' types
// and its rows' description, learnt when it was made, so its later runs take the second round only.
const named = new Map();
const concat = (...parts) => Buffer.concat(parts);
const { serialize } = protocol;
async function describe(name, text) {
  try {
    const { messages } = await pg.execProtocol(concat(serialize.parse({ name, text }), serialize.describe({ type: 'S', name })), { syncToFs: false });
    return { text, types: parse.parseDescribeStatementResults(messages), described: messages.filter((msg) => msg.name === 'rowDescription') };
  } catch (err) {
    // After an error PostgreSQL skips every message until a Sync.
    await pg.execProtocol(serialize.sync(), { syncToFs: false });
    throw err;
  }
}
// A statement's run, in PGlite's query lock (and, outside a transaction, its transaction lock, as
// PGlite's own query takes both); its values are sent as PGlite's query sends them.
function run(m, name, inTransaction) {
  const rounds = async () => {
    let statement = name && named.get(name);
    if (!statement) {
      statement = await describe(name, m.sql);
      if (name) named.set(name, statement);
    }
    const values = (m.params || []).map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[statement.types[i]];
      return serializer ? serializer(value) : value.toString();
    });
    const bound = concat(serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync());
    const { messages } = await pg.execProtocol(bound, { syncToFs: !inTransaction });
    const options = { rowMode: m.rowMode, parsers: parsersFor(m.textTypes) };
    return parse.parseResults([...statement.described, ...messages], pg.parsers, options)[0];
  };
  const locked = () => pg._runExclusiveQuery(rounds);
  return inTransaction ? locked() : pg._runExclusiveTransaction(locked);
}
async function handle(m) {
  // A transaction's statements may arrive before it has begun (its turn comes after the
  // transaction before it): each waits for it, in the order they came.
  const on = m.tx === undefined ? pg : await open.get(m.tx).ready;
  switch (m.op) {
    case 'query': {
      // A name is kept for its first text only: another text under it runs unnamed.
      const name = m.name && (!named.has(m.name) || named.get(m.name).text === m.sql) ? m.name : '';
      return run(m, name, m.tx !== undefined);
    }
    case 'exec':
      return on.exec(m.sql);
    case 'begin': {
      const t = {};
      t.ready = new Promise((began, failed) => {
        t.done = pg.transaction((tx) => new Promise((commit, rollback) => {
          Object.assign(t, { commit, rollback });
          began(tx);
        }));
        t.done.catch(failed);
      });
      open.set(m.id, t);
      return t.ready.then(() => undefined);
    }
    case 'end': {
      const t = open.get(m.tx);
      open.delete(m.tx);
      await t.ready;
      if (m.commit) t.commit(undefined); else t.rollback(ended);
      return t.done.then(() => undefined, (err) => { if (err !== ended) throw err; });
    }
    case 'dump':
      return pg.dumpDataDir(m.compression);
    case 'close':
      return pg.close();
  }
}
const startParams = [...PGlite.defaultStartParams, ...Object.entries(workerData.settings).flatMap(([k, v]) => ['-c', k + '=' + v])];
PGlite.create({ ...workerData.options, extensions, startParams }).then(
  (created) => {
    pg = created;
    // An array's parser looks its element's up in the table when called, so the former ones
    // parse with the element's former parser.
    originals = Object.fromEntries(scalars.map((t) => [t, pg.parsers[t]]));
    for (const [array, element] of Object.entries(arrays)) {
      const parseElement = originals[element] || pg.parsers[element];
      originals[array] = (v) => types.arrayParser(v, parseElement, Number(array));
    }
    for (const t of textTypes) pg.parsers[t] = asText;
    parentPort.postMessage({ id: 0, value: undefined });
    parentPort.on('message', (m) => {
      handle(m).then(
        (value) => parentPort.postMessage({ id: m.id, value }),
        (err) => parentPort.postMessage({ id: m.id, error: described(err) }),
      );
    });
  },
  (err) => parentPort.postMessage({ id: 0, error: described(err) }),
);
`;

/**
 * The types Drizzle's PGlite driver keeps as PostgreSQL's text, to map them itself: timestamps,
 * dates, intervals and their arrays, and numeric arrays. Queries asking for these (every Drizzle
 * query) cost least; others are answered correctly too.
 */
const DRIZZLE_TEXT_TYPES = {
  scalars: [1082, 1114, 1184, 1186],
  /** Array types and their elements': date[], timestamp[], timestamptz[], interval[], numeric[]. */
  arrays: { 1182: 1082, 1115: 1114, 1185: 1184, 1187: 1186, 1231: 1700 },
};

const resolve = createRequire(import.meta.url).resolve;
const PGLITE = resolve('@electric-sql/pglite');

/** The thread stopped (or failed to start) with statements under way: the database is out of reach, a 503. */
export class EmbeddedDatabaseStoppedError extends Error {
  /** PostgreSQL's code for a session whose server shut down, which the availability checks know. */
  readonly code = '57P01';
}

/** A PostgreSQL error from the thread, with the fields PGlite gave it (code, constraint, detail...). */
export class EmbeddedDatabaseError extends Error {
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    Object.assign(this, fields);
  }
}

type Message =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'object' | 'array'; textTypes?: number[]; name?: string; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

/** The type numbers (ascending, as an object's integer keys are listed) of parsers that keep PostgreSQL's text, refusing any other parser. */
function textTypesOf(parsers: ThreadQueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse('\u0001probe', Number(type)) !== '\u0001probe') {
      throw new Error(`A parser for type ${type} that changes the value cannot run on the embedded database's thread`);
    }
    return Number(type);
  });
}

/**
 * V8 runs WebAssembly first as quickly compiled code (Liftoff) and recompiles a function with its
 * optimising compiler (TurboFan), on background threads, once it has run a budget's worth. PGlite's
 * start runs a great deal of PostgreSQL once (its start-up, the catalog's first reads), and under
 * the default budget sent hundreds of functions to TurboFan at every start: some 1.2 s of CPU on a
 * 2-core machine, taken from the server loading its modules beside it (cold start 1.9–2.0 s, 1.5 s
 * with the larger budget). A budget a thousand times larger leaves the start on Liftoff, while the
 * functions a load keeps running still reach it within seconds and are optimised: the list's
 * throughput on the embedded database was the same after a few seconds of load (bench/, target 6).
 * V8's flags are the process's: set before each PGlite starts (the same value each time).
 */
const lateWasmTierUp = () => setFlagsFromString('--wasm-tiering-budget=2000000000');

export class PgliteThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  private nextId = 1;
  /** Why the thread takes no more statements: it was closed, or it stopped on its own. */
  private stopped: { message: string; cause?: Error } | null = null;

  /** Statements outside any transaction. */
  private readonly direct: ThreadTransaction;

  private constructor(private readonly worker: Worker) {
    this.direct = this.querier();
    nameStatementsOn(this);
  }

  /** Starts a thread and PGlite in it; resolves once the database is open. */
  static create(options: PgliteThreadOptions): Promise<PgliteThread> {
    const { extensions = [], settings = {}, ...rest } = options;
    lateWasmTierUp();
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: {
        pglite: PGLITE,
        extensions: Object.fromEntries(extensions.map((name) => [name, resolve(`@electric-sql/pglite/contrib/${name}`)])),
        options: rest,
        settings,
        textTypes: DRIZZLE_TEXT_TYPES,
      },
    });
    const thread = new PgliteThread(worker);
    worker.on('message', (m: { id: number; value?: unknown; error?: Record<string, unknown> }) => thread.settle(m));
    worker.on('error', (err) => thread.stop(err));
    worker.on('exit', (code) => thread.stop(new Error(`its thread exited (code ${code})`)));
    return new Promise((resolveOpen, rejectOpen) => {
      const failed = (err: Error) => void worker.terminate().finally(() => rejectOpen(err));
      thread.pending.set(0, { resolve: () => resolveOpen(thread), reject: failed });
    });
  }

  private settle(m: { id: number; value?: unknown; error?: Record<string, unknown> }) {
    const waiting = this.pending.get(m.id);
    if (!waiting) return;
    this.pending.delete(m.id);
    // An idle thread does not keep the process alive; one with work under way does.
    if (this.pending.size === 0) this.worker.unref();
    if (m.error) waiting.reject(new EmbeddedDatabaseError(m.error));
    else waiting.resolve(m.value);
  }

  private stop(cause: Error) {
    this.stopped ??= { message: `The embedded database stopped: ${cause.message}`, cause };
    for (const waiting of this.pending.values()) waiting.reject(this.stoppedError());
    this.pending.clear();
  }

  /** An error of its own for each statement refused, so its stack shows who sent it. */
  private stoppedError() {
    return new EmbeddedDatabaseStoppedError(this.stopped!.message, { cause: this.stopped!.cause });
  }

  private send<T>(message: Message): Promise<T> {
    if (this.stopped) return Promise.reject(this.stoppedError());
    const id = this.nextId++;
    return new Promise<T>((resolveSent, rejectSent) => {
      this.pending.set(id, { resolve: resolveSent as (value: unknown) => void, reject: rejectSent });
      this.worker.ref();
      this.worker.postMessage({ ...message, id });
    });
  }

  private querier(tx?: number): ThreadTransaction {
    return nameStatementsOn({
      query: async <T>(sql: string, params?: unknown[], options?: ThreadQueryOptions) =>
        this.send<ThreadResults<T>>({ op: 'query', sql, params, rowMode: options?.rowMode, textTypes: textTypesOf(options?.parsers), name: options?.name, tx }),
      exec: (sql: string) => this.send<ThreadResults[]>({ op: 'exec', sql, tx }),
    });
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults<T>> {
    return this.direct.query<T>(sql, params, options);
  }

  exec(sql: string): Promise<ThreadResults[]> {
    return this.direct.exec(sql);
  }

  /** Runs fn in one transaction, committed when it resolves and rolled back when it throws. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.nextId; // the id its begin message takes, which names it in the thread
    // Not awaited before the work starts: its first statements go with the BEGIN and wait in the
    // thread for the transaction's turn, which spares the thread a round trip idle per transaction.
    const began = this.send({ op: 'begin' });
    // Awaited after the work; a BEGIN that fails meanwhile fails the work's statements too.
    began.catch(() => {});
    let result: T;
    try {
      result = await fn(this.querier(id));
      await began;
    } catch (err) {
      await this.send({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw err;
    }
    await this.send({ op: 'end', tx: id, commit: true });
    return result;
  }

  dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    return this.send<Blob>({ op: 'dump', compression });
  }

  /** Closes the database and ends its thread. */
  async close(): Promise<void> {
    if (this.stopped) return;
    await this.send({ op: 'close' });
    this.stopped = { message: 'The embedded database is closed' };
    await this.worker.terminate();
  }
}
