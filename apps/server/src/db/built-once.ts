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
 * A query that Drizzle builds once per process and runs in any transaction, with each run's
 * values in its placeholders (`sql.placeholder('name')`). Building a query, walking the query
 * builder's tree into SQL text, was the largest share of the server's own CPU on the busiest
 * reads (a class's student list, the public lists): the same work, to the same text, on every
 * request.
 *
 * Drizzle's prepared queries keep the session they were made on, and a transaction's session is
 * its connection; so each run borrows the built query with the running transaction's connection
 * and query logger in place of the first one's. Unnamed: PostgreSQL parses the text on each run, as
 * before (no server-side prepared statements, which PgBouncer in transaction mode could not keep).
 * Built per driver, since each driver's prepared query is its own class.
 */
export function builtOnce<T>(build: (tx: Tx) => Preparable<T>): (tx: Tx, values?: Record<string, unknown>) => Promise<T> {
  const built = new Map<unknown, Prepared<T>>();
  return (tx, values = {}) => {
    const session = (tx as unknown as { session: SessionParts }).session;
    let query = built.get(session.constructor);
    // Unnamed (''): see above.
    if (!query) built.set(session.constructor, (query = build(tx).prepare('')));
    const run = Object.create(query, { client: { value: session.client }, logger: { value: session.logger } }) as Prepared<T>;
    return run.execute(values);
  };
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
    if (!run) shapes.set(key, (run = builtOnce((t) => build(t, (filter) => present.includes(filter)))));
    return run(tx, values);
  };
}
