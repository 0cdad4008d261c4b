import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabase, execRows, type Database } from './client.js';
import { PgliteThread } from './pglite-thread.js';

/** What passes between the server and the embedded database's thread, in order. */
type Event = { posted: string } | { answered: number };

describe("a transaction on the embedded database's thread", () => {
  let thread: PgliteThread;
  let db: Database;
  const events: Event[] = [];
  const ids = new Map<number, string>();

  beforeAll(async () => {
    thread = await PgliteThread.create({});
    await thread.exec('create table note (id int primary key)');
    // Watch the messages both ways: each one posted (with what it asks) and each answer (by its id).
    const inner = thread as unknown as {
      worker: { postMessage(m: { id: number; op: string; sql?: string }): void };
      settle(m: { id: number }): void;
    };
    const post = inner.worker.postMessage.bind(inner.worker);
    inner.worker.postMessage = (m) => {
      const what = m.op === 'query' ? (m.sql ?? '') : m.op;
      ids.set(m.id, what);
      events.push({ posted: what });
      post(m);
    };
    const settle = inner.settle.bind(inner);
    inner.settle = (m) => {
      events.push({ answered: m.id });
      settle(m);
    };
    db = embeddedDatabase({ client: thread, release: async () => {} });
  }, 60_000);
  afterAll(() => db.close());

  it('sends its settings with its BEGIN and the work right behind them, before any answer', async () => {
    events.length = 0;
    const rows = await db.withTenant({ tenantId: 'site-7', readOnly: true }, (tx) =>
      execRows(tx, sql`select current_setting('app.tenant_id') as site, current_setting('transaction_read_only') as ro`),
    );
    // The work saw the settings.
    expect(rows).toEqual([{ site: 'site-7', ro: 'on' }]);
    const posted = events.flatMap((e) => ('posted' in e ? [e.posted] : []));
    const firstAnswer = events.findIndex((e) => 'answered' in e);
    const work = events.findIndex((e) => 'posted' in e && e.posted.includes('current_setting('));
    expect(posted[0]).toBe('begin');
    expect(posted[1]).toContain('set_config(');
    // Before: BEGIN, the settings, their answers, and only then the work (a round trip more).
    expect(work).toBeGreaterThan(-1);
    expect(work).toBeLessThan(firstAnswer);
  });

  it('fails as a whole with the settings’ own error when they fail, and the work changes nothing', async () => {
    // PostgreSQL refuses a NUL in a text value: the settings' statement fails.
    const err = await db
      .withTenant({ tenantId: 'bad\u0000site' }, async (tx) => {
        await tx.execute(sql`insert into note (id) values (1)`);
        return 'done';
      })
      .catch((e: unknown) => e as Error);
    expect(err).toBeInstanceOf(Error);
    // PostgreSQL's own reason, not the aborted transaction's refusal of the work's statement.
    const reason = err instanceof Error ? `${err.message} ${String((err.cause as Error | undefined)?.message)}` : '';
    expect(reason).toMatch(/invalid byte sequence/i);
    expect(reason).not.toMatch(/current transaction is aborted/i);
    expect((await thread.query('select count(*)::int as n from note')).rows).toEqual([{ n: 0 }]);
    // The session is whole for the next one.
    const ok = await db.withTenant({ tenantId: 'site-8' }, async (tx) => {
      await tx.execute(sql`insert into note (id) values (2)`);
      const [row] = await execRows<{ site: string }>(tx, sql`select current_setting('app.tenant_id') as site`);
      return row?.site;
    });
    expect(ok).toBe('site-8');
    expect((await thread.query('select id from note')).rows).toEqual([{ id: 2 }]);
  });
});
