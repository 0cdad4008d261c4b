import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DB_KIND } from '../test/test-db.js';
import { builtOnce, builtPerShape, MAX_NAMED_SHAPES } from './built-once.js';
import { execRows, type Tx } from './client.js';

/**
 * A query built once runs in many transactions, of more than one database in the same process:
 * each run must read through its own transaction (its connection, so its site's settings), take
 * its own values, and be told to its own database's query listener (the tests that count
 * statements per request rely on it).
 */
describe('queries built once', () => {
  const SITE_A = '6f1c1f4e-0000-4000-8000-00000000000a';
  const SITE_B = '6f1c1f4e-0000-4000-8000-00000000000b';
  const seen = { a: [] as string[], b: [] as string[] };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({}, { onQuery: (q) => seen.a.push(q) });
    b = await createTestApp({}, { onQuery: (q) => seen.b.push(q) });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const probes = (log: string[]) => log.filter((q) => q.includes('current_setting'));

  it('run in each transaction with its values and settings, told to its own database', async () => {
    let builds = 0;
    const probe = builtOnce((tx) => {
      builds++;
      return tx
        .select({ site: sql<string>`current_setting('app.tenant_id')`, n: sql<number>`${sql.placeholder('n')}::int` })
        .from(sql`(values (1)) as v(x)`);
    });
    expect(await a.db.withTenant({ tenantId: SITE_A }, (tx) => probe(tx, { n: 1 }))).toEqual([{ site: SITE_A, n: 1 }]);
    expect(await b.db.withTenant({ tenantId: SITE_B }, (tx) => probe(tx, { n: 2 }))).toEqual([{ site: SITE_B, n: 2 }]);
    expect(await a.db.withTenant({ tenantId: SITE_B }, (tx) => probe(tx, { n: 3 }))).toEqual([{ site: SITE_B, n: 3 }]);
    // Side by side in one transaction, each with its own values.
    const [x, y] = await a.db.withTenant({ tenantId: null }, (tx) => Promise.all([probe(tx, { n: 4 }), probe(tx, { n: 5 })]));
    expect([x, y]).toEqual([[{ site: 'main', n: 4 }], [{ site: 'main', n: 5 }]]);
    expect(builds).toBe(1);
    expect(probes(seen.a)).toHaveLength(4);
    expect(probes(seen.b)).toHaveLength(1);
  });

  it('are built once for each shape', async () => {
    const built: string[] = [];
    const probe = builtPerShape((tx, has) => {
      const doubled = has('doubled');
      built.push(doubled ? 'doubled' : 'plain');
      return tx.select({ n: doubled ? sql<number>`${sql.placeholder('n')}::int * 2` : sql<number>`${sql.placeholder('n')}::int` }).from(sql`(values (1)) as v(x)`);
    });
    const run = (shape: 'plain' | 'doubled', n: number) => a.db.withTenant({ tenantId: null }, (tx) => probe(tx, { doubled: shape === 'doubled' }, { n }));
    expect(await run('plain', 3)).toEqual([{ n: 3 }]);
    expect(await run('doubled', 3)).toEqual([{ n: 6 }]);
    expect(await run('plain', 4)).toEqual([{ n: 4 }]);
    expect(await run('doubled', 5)).toEqual([{ n: 10 }]);
    expect(built).toEqual(['plain', 'doubled']);
  });
});

/**
 * A built query is a named prepared statement, which each connection keeps once it has run it (the
 * database then skips parsing, rewriting and mostly planning it): on PostgreSQL each pool
 * connection, on the embedded database its one session. A PostgreSQL database opened without named
 * statements (behind an older PgBouncer) runs it unnamed; and a query with many shapes names only
 * its first MAX_NAMED_SHAPES, since each stays on every connection that ran it.
 */
describe('built queries as prepared statements', () => {
  let named: TestApp;
  beforeAll(async () => {
    named = await createTestApp();
  });
  afterAll(async () => {
    await named?.close();
  });

  /** Runs each probe in one transaction and answers their results and the connection's prepared statements. */
  const runAll = (t: TestApp, probes: ((tx: Tx, v: Record<string, unknown>) => Promise<{ n: number }[]>)[]) =>
    t.db.withTenant({ tenantId: null }, async (tx) => {
      const results = [];
      for (const [i, probe] of probes.entries()) results.push(...(await probe(tx, { n: i })));
      const kept = await execRows<{ name: string; statement: string }>(tx, sql`select name, statement from pg_prepared_statements`);
      return { results: results.map((r) => r.n), kept };
    });

  it('keeps a built query on the connection by name, and answers the same the next time', async () => {
    const probe = builtOnce((tx) => tx.select({ n: sql<number>`${sql.placeholder('n')}::int + 40` }).from(sql`(values (1)) as v(x)`));
    const first = await runAll(named, [probe, probe]);
    expect(first.results).toEqual([40, 41]);
    const mine = first.kept.filter((k) => k.statement.includes('::int + 40'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^cs_built_\d+$/);
    const again = await runAll(named, [probe]);
    expect(again.results).toEqual([40]);
    expect(again.kept.filter((k) => k.statement.includes('::int + 40'))).toEqual(mine);
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')('runs it unnamed on PostgreSQL opened without named statements', async () => {
    const unnamed = await createTestApp({}, { namedStatements: false });
    try {
      const probe = builtOnce((tx) => tx.select({ n: sql<number>`${sql.placeholder('n')}::int + 50` }).from(sql`(values (1)) as v(x)`));
      const plain = await runAll(unnamed, [probe, probe]);
      expect(plain.results).toEqual([50, 51]);
      expect(plain.kept).toEqual([]);
    } finally {
      await unnamed.close();
    }
  });

  /** The connection's prepared statements of the transaction settings, as seen from a transaction's work. */
  const settingsKept = (t: TestApp, readOnly: boolean) =>
    t.db.withTenant({ tenantId: null, readOnly }, (tx) =>
      execRows<{ name: string; statement: string }>(tx, sql`select name, statement from pg_prepared_statements where statement like '%set_config(''app.tenant_id''%'`),
    );

  it("keeps a transaction's settings (one statement for each of their two texts) on the connection by name", async () => {
    for (const readOnly of [false, true, false, true]) {
      const kept = await settingsKept(named, readOnly);
      // The statement that set this transaction's settings is among them, with its mode's text.
      expect(kept.map((k) => k.name).every((n) => /^cs_settings_\d+$/.test(n))).toBe(true);
      expect(kept.some((k) => k.statement.includes('transaction_read_only') === readOnly)).toBe(true);
      expect(kept.length).toBeLessThanOrEqual(2);
    }
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')("runs a transaction's settings unnamed on PostgreSQL opened without named statements", async () => {
    const unnamed = await createTestApp({}, { namedStatements: false });
    try {
      expect(await settingsKept(unnamed, true)).toEqual([]);
      expect(await settingsKept(unnamed, false)).toEqual([]);
    } finally {
      await unnamed.close();
    }
  });

  it('names the first MAX_NAMED_SHAPES shapes of a query and runs the rest unnamed', async () => {
    const shapes = MAX_NAMED_SHAPES + 4;
    const probe = builtPerShape((tx, has) => {
      const k = Array.from({ length: shapes }, (_, i) => i).find((i) => has(`f${i}`))!;
      return tx.select({ n: sql<number>`${sql.placeholder('n')}::int + ${sql.raw(String(7000 + k))}` }).from(sql`(values (1)) as v(x)`);
    });
    const probes = Array.from({ length: shapes }, (_, k) => (tx: Tx, v: Record<string, unknown>) => probe(tx, { [`f${k}`]: true }, v));
    const { results, kept } = await runAll(named, probes);
    expect(results).toEqual(probes.map((_, k) => 7000 + 2 * k));
    const mine = kept.filter((s) => / \+ 7\d{3} /.test(s.statement));
    expect(mine).toHaveLength(MAX_NAMED_SHAPES);
    expect(mine.map((s) => Number(/ \+ (7\d{3}) /.exec(s.statement)![1])).sort((x, y) => x - y)).toEqual(Array.from({ length: MAX_NAMED_SHAPES }, (_, k) => 7000 + k));
  });
});
