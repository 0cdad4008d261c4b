import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { builtOnce, builtPerShape } from './built-once.js';

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
