import type { Tx } from './client.js';

/** What Drizzle's `prepare()` answers, on either driver. */
interface Prepared<T> {
  execute(placeholderValues?: Record<string, unknown>): Promise<T>;
}

/** A Drizzle query not yet run (a select, insert, update or delete builder). */
interface Preparable<T> {
  prepare(name: string): Prepared<T>;
}

/** The fields of a transaction's Drizzle session that a query runs on (both drivers name them so). */
interface SessionParts {
  client: unknown;
  logger: unknown;
}

/**
 * The connections on which built queries may be named: the database then keeps each one as a
 * prepared statement the first time that connection runs it, and later runs skip parsing it,
 * expanding the row-level-security policies into it and, once its generic plan is as good as the
 * custom ones, planning it (named, the class list's statement costs the database half the CPU it
 * cost unnamed). PostgreSQL pools mark theirs unless told not to (DATABASE_NAMED_STATEMENTS=false,
 * for a PgBouncer in transaction mode older than 1.21, which cannot keep them); the embedded
 * database's thread marks itself and its transactions (its one session keeps them).
 */
const namingClients = new WeakSet<object>();
export function nameStatementsOn<C extends object>(client: C): C {
  namingClients.add(client);
  return client;
}

/** Whether statements may be named on this connection (above). */
export const namesStatements = (client: object): boolean => namingClients.has(client);

let names = 0;

/**
 * A query with many shapes names its first MAX_NAMED_SHAPES and runs the others unnamed: each
 * named statement stays on every connection that ran it for as long as the connection lasts, and
 * the library's browse alone has a shape per set of filters. So a connection keeps at most the
 * queries built once plus this many per query built per shape.
 */
export const MAX_NAMED_SHAPES = 16;

/**
 * A query that Drizzle builds once per process and runs in any transaction, with each run's
 * values in its placeholders (`sql.placeholder('name')`). Building a query, walking the query
 * builder's tree into SQL text, was the largest share of the server's own CPU on the busiest
 * reads (a class's student list, the public lists): the same work, to the same text, on every
 * request.
 *
 * Drizzle's prepared queries keep the session they were made on, and a transaction's session is
 * its connection; so each run borrows the built query with the running transaction's connection
 * and query logger in place of the first one's. Built per driver, since each driver's prepared
 * query is its own class, and named or not by the connection (above).
 */
export function builtOnce<T>(build: (tx: Tx) => Preparable<T>, nameable = true): (tx: Tx, values?: Record<string, unknown>) => Promise<T> {
  const built = { named: new Map<unknown, Prepared<T>>(), unnamed: new Map<unknown, Prepared<T>>() };
  const name = nameable ? `cs_built_${++names}` : '';
  return (tx, values = {}) => {
    const session = (tx as unknown as { session: SessionParts }).session;
    const naming = name !== '' && namingClients.has(session.client as object);
    const byDriver = naming ? built.named : built.unnamed;
    let query = byDriver.get(session.constructor);
    if (!query) {
      query = build(tx).prepare(naming ? name : '');
      if (naming) keepName(query, name);
      byDriver.set(session.constructor, query);
    }
    const run = Object.create(query, { client: { value: session.client }, logger: { value: session.logger } }) as Prepared<T>;
    return run.execute(values);
  };
}

/**
 * Drizzle's node-postgres driver sends a prepared query's name with its text, in the options it
 * gives the client with each run; its PGlite driver leaves the name out, so it is added to them
 * (the embedded database's thread reads it there).
 */
function keepName(query: object, name: string) {
  for (const key of ['queryConfig', 'rawQueryConfig']) {
    const options = (query as Record<string, unknown>)[key];
    if (options && typeof options === 'object') (options as { name?: string }).name = name;
  }
}

/**
 * One built query per shape of a query whose text varies with the filters it has (which are
 * present, not their values): `shape` names each filter with whether it is present, and the
 * builder is told which are.
 */
export function builtPerShape<T>(
  build: (tx: Tx, has: (filter: string) => boolean) => Preparable<T>,
): (tx: Tx, shape: Record<string, boolean>, values?: Record<string, unknown>) => Promise<T> {
  const shapes = new Map<string, (tx: Tx, values?: Record<string, unknown>) => Promise<T>>();
  return (tx, shape, values) => {
    const present = Object.keys(shape).filter((filter) => shape[filter]);
    const key = present.join(',');
    let run = shapes.get(key);
    if (!run) shapes.set(key, (run = builtOnce((t) => build(t, (filter) => present.includes(filter)), shapes.size < MAX_NAMED_SHAPES)));
    return run(tx, values);
  };
}
