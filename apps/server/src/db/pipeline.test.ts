import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_DB_ROLE } from '../config.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { pgUrlFor, TEST_DB_KIND } from '../test/test-db.js';
import { execRows, inPlatformScope } from './client.js';
import { sqlState } from './errors.js';

/**
 * PostgreSQL's connections are pipelined (db/client.ts, openPool): a transaction's statements sent
 * together go out at once. Expected: each gets its own answer, in the order sent; a statement that
 * fails fails its transaction, which rolls back whole; and the connection is whole after it, for
 * every connection of the pool in turn.
 */
describe.skipIf(TEST_DB_KIND !== 'postgres')('pipelined statements on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A table of the test's own, made by the owner (the application's role may not create tables).
    const [{ name }] = (await t.db.querySql('select current_database() as name')).rows as [{ name: string }];
    const owner = new pg.Client({ connectionString: pgUrlFor(name) });
    await owner.connect();
    try {
      await owner.query(
        `create table pipeline_probe (n int primary key); grant select, insert on pipeline_probe to ${APP_DB_ROLE};
         create table pipeline_deferred (n int unique deferrable initially deferred); grant select, insert on pipeline_deferred to ${APP_DB_ROLE}`,
      );
    } finally {
      await owner.end();
    }
  });
  afterAll(() => t?.close());

  it('answers statements sent together each with its own rows, in order', async () => {
    const answers = await inPlatformScope(t.db, (tx) =>
      Promise.all([1, 2, 3, 4, 5].map((n) => execRows<{ n: number; slept: string }>(tx, sql`select ${n}::int as n, pg_sleep(${(6 - n) / 100})::text as slept`))),
    );
    expect(answers.map((rows) => rows.map((r) => r.n))).toEqual([[1], [2], [3], [4], [5]]);
  });

  it('rolls a transaction back whole when one of its statements sent together fails, and its connection serves the next one', async () => {
    const failing = inPlatformScope(t.db, (tx) =>
      Promise.all([
        tx.execute(sql`insert into pipeline_probe (n) values (1)`),
        tx.execute(sql`insert into pipeline_probe (n) values (1)`),
        tx.execute(sql`insert into pipeline_probe (n) values (2)`),
      ]),
    );
    expect(sqlState(await failing.then(() => null, (err: unknown) => err))).toBe('23505');
    // More transactions than the pool has connections, so each connection serves one after it.
    for (let i = 0; i < 12; i++) {
      const [row] = await inPlatformScope(t.db, (tx) => execRows<{ n: number }>(tx, sql`select count(*)::int as n from pipeline_probe`));
      expect(row!.n).toBe(0);
    }
    await inPlatformScope(t.db, (tx) => Promise.all([tx.execute(sql`insert into pipeline_probe (n) values (3)`), tx.execute(sql`insert into pipeline_probe (n) values (4)`)]));
    const rows = await inPlatformScope(t.db, (tx) => execRows<{ n: number }>(tx, sql`select n from pipeline_probe order by n`));
    expect(rows).toEqual([{ n: 3 }, { n: 4 }]);
  });

  /** The writes to the database's sockets while `fn` runs (each a system call, a batch of messages). */
  async function socketWrites(fn: () => Promise<unknown>): Promise<number> {
    const proto = net.Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
    const original = { _write: proto._write, _writev: proto._writev };
    let writes = 0;
    for (const key of ['_write', '_writev'] as const) {
      proto[key] = function (this: unknown, ...args: unknown[]) {
        writes++;
        return original[key].apply(this, args);
      };
    }
    try {
      await fn();
      // A turn's statements are written as the turn ends (a read-only COMMIT's after the answer).
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      Object.assign(proto, original);
    }
    return writes;
  }

  it('sends a transaction’s BEGIN with its settings in one write, statements given together in one, and a read-only COMMIT without waiting for it', async () => {
    const pageAndCount = (tx: Parameters<Parameters<typeof inPlatformScope>[1]>[0]) =>
      Promise.all([execRows(tx, sql`select n from pipeline_probe order by n limit 5`), execRows(tx, sql`select count(*)::int as n from pipeline_probe`)]);
    // BEGIN and the settings; the page and its count; the COMMIT. Drizzle's transaction took five,
    // each answered before the next went out.
    expect(await socketWrites(() => t.db.withTenant({ tenantId: null, platform: true, readOnly: true }, pageAndCount))).toBe(3);
    expect(await socketWrites(() => t.db.withTenant({ tenantId: null, platform: true }, pageAndCount))).toBe(3);
    // Read-only transactions one after another on connections whose COMMIT may still be under way.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.db.withTenant({ tenantId: null, platform: true, readOnly: true }, (tx) => execRows<{ i: number; ro: string }>(tx, sql`select ${i}::int as i, current_setting('transaction_read_only') as ro`)),
      ),
    );
    expect(answers.map(([row]) => row)).toEqual(Array.from({ length: 30 }, (_, i) => ({ i, ro: 'on' })));
  });

  it('waits for a writing transaction’s COMMIT: a constraint checked at COMMIT fails the transaction', async () => {
    const failed = await inPlatformScope(t.db, (tx) =>
      Promise.all([tx.execute(sql`insert into pipeline_deferred (n) values (1)`), tx.execute(sql`insert into pipeline_deferred (n) values (1)`)]),
    ).then(() => null, (err: unknown) => err);
    expect(sqlState(failed)).toBe('23505');
    const [row] = await inPlatformScope(t.db, (tx) => execRows<{ n: number }>(tx, sql`select count(*)::int as n from pipeline_deferred`));
    expect(row!.n).toBe(0);
  });

  it('gives a failure of the first statement sent together to that statement, and the aborted transaction’s to the rest', async () => {
    const outcomes: string[] = [];
    const settle = (name: string, p: Promise<unknown>) => p.then(() => outcomes.push(`${name} ok`), (err: unknown) => outcomes.push(`${name} ${sqlState(err)}`));
    await inPlatformScope(t.db, (tx) =>
      Promise.all([
        settle('bad', tx.execute(sql`select ${'nul\u0000byte'}::text`)),
        settle('next', tx.execute(sql`select 1`)),
        settle('last', tx.execute(sql`select 2`)),
      ]),
    ).catch(() => {});
    expect(outcomes).toEqual(['bad 22021', 'next 25P02', 'last 25P02']);
  });
});

/**
 * withTenant sets the site's settings at the start of every transaction (db/client.ts). Expected on
 * both databases: they are in force for the work's first statement, and when they fail the caller
 * is told their error. (Sent unawaited, ahead of the work's statements, the pipelined driver gave
 * their failure to other statements and this test failed with 25P02.)
 */
describe('a transaction’s settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('are in force for the first statement', async () => {
    const siteId = '6f1c1f4e-0000-4000-8000-000000000001';
    const [row] = await t.db.withTenant({ tenantId: siteId, readOnly: true }, (tx) =>
      execRows<{ site: string; ro: string }>(tx, sql`select current_setting('app.tenant_id') as site, current_setting('transaction_read_only') as ro`),
    );
    expect(row).toEqual({ site: siteId, ro: 'on' });
  });

  it('report their own failure, and the connection serves the next transaction', async () => {
    const failed = await t.db
      .withTenant({ tenantId: 'bad\u0000site' }, (tx) => execRows(tx, sql`select 1 as one`))
      .then(() => null, (err: unknown) => err);
    // 22021: the NUL byte the settings could not take; not 25P02 (the work's, in a failed transaction).
    expect(sqlState(failed)).toBe('22021');
    for (let i = 0; i < 12; i++) {
      const [row] = await t.db.withTenant({ tenantId: null }, (tx) => execRows<{ site: string }>(tx, sql`select current_setting('app.tenant_id') as site`));
      expect(row).toEqual({ site: 'main' });
    }
  });
});
