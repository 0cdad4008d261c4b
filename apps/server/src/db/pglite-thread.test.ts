import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability.js';
import { EmbeddedDatabaseStoppedError, PgliteThread } from './pglite-thread.js';

// Drizzle's PGlite driver asks for these types as text (its query options' parsers).
const asText = (v: string) => v;
const drizzleParsers = { 1082: asText, 1114: asText, 1115: asText, 1182: asText, 1184: asText, 1185: asText, 1186: asText, 1187: asText, 1231: asText };

describe('the embedded database on its own thread', () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = await PgliteThread.create({ extensions: ['pg_trgm'], settings: { shared_buffers: '16MB', work_mem: '2MB' } });
    await db.exec('create table item (id int primary key, at timestamptz not null default now()); create extension pg_trgm');
  }, 60_000);
  afterAll(() => db.close());

  it('starts PostgreSQL with the settings it was given', async () => {
    const { rows } = await db.query("select current_setting('shared_buffers') as buffers, current_setting('work_mem') as work_mem");
    expect(rows).toEqual([{ buffers: '16MB', work_mem: '2MB' }]);
  });

  it('keeps a transaction whole: a statement from elsewhere waits until it commits', async () => {
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    const tx = db.transaction(async (t) => {
      await t.query('insert into item (id) values (1)');
      await paused;
      await t.query('insert into item (id) values (2)');
      return 'done';
    });
    // Sent while the transaction is open between its statements: it sees both rows or neither.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const counted = db.query<{ n: number }>('select count(*)::int as n from item');
    release();
    expect(await tx).toBe('done');
    expect((await counted).rows).toEqual([{ n: 2 }]);
  });

  it('rolls back a transaction whose work throws, and rethrows its error', async () => {
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (t) => {
        await t.query('insert into item (id) values (3)');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await db.query('select id from item where id = 3')).rows).toEqual([]);
  });

  it("gives PostgreSQL's error fields (code, constraint) across the thread, and the failed transaction rolls back", async () => {
    const err = await db
      .transaction(async (t) => {
        await t.query('insert into item (id) values (4)');
        await t.query('insert into item (id) values (1)');
      })
      .catch((e: unknown) => e as Record<string, unknown>);
    expect(err).toMatchObject({ code: '23505', constraint: 'item_pkey', message: expect.stringContaining('duplicate key') });
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect((await db.query('select id from item where id = 4')).rows).toEqual([]);
  });

  it("answers Drizzle's text types as text and others' as PGlite parses them, in any order", async () => {
    const sql = `select at, array[at] as ats, 1.5::numeric as n from item where id = 1`;
    const drizzle = await db.query<{ at: unknown; ats: unknown }>(sql, [], { parsers: drizzleParsers });
    const plain = await db.query<{ at: unknown; ats: unknown }>(sql);
    const drizzleAgain = await db.query<{ at: unknown; ats: unknown }>(sql, [], { parsers: drizzleParsers, rowMode: 'array' });
    expect(typeof drizzle.rows[0]!.at).toBe('string');
    expect(drizzle.rows[0]!.ats).toMatch(/^\{".+"\}$/);
    expect(plain.rows[0]!.at).toBeInstanceOf(Date);
    expect(plain.rows[0]!.ats).toEqual([expect.any(Date)]);
    expect(drizzleAgain.rows[0]).toEqual([drizzle.rows[0]!.at, drizzle.rows[0]!.ats, '1.5']);
    // Only some of them as text: dates stay text, timestamps are parsed.
    const some = await db.query<{ at: unknown; d: unknown }>('select at, current_date as d from item where id = 1', [], { parsers: { 1082: asText } });
    expect(some.rows[0]!.at).toBeInstanceOf(Date);
    expect(typeof some.rows[0]!.d).toBe('string');
  });

  it('refuses a parser that would change values, which the thread could not run', async () => {
    await expect(db.query('select 1', [], { parsers: { 1114: (v: string) => new Date(v) } })).rejects.toThrow(/cannot run on the embedded database's thread/);
  });

  describe('named statements', () => {
    const kept = async () => (await db.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by name')).rows;

    it('keeps a statement under its name and answers each run as an unnamed one would', async () => {
      const text = 'select id, at, $2::jsonb as doc, $3::int[] as ns from item where id = $1';
      const values = (id: number) => [id, { id }, [id, null]];
      for (const id of [1, 2, 1]) {
        const plain = await db.query<Record<string, unknown>>(text, values(id), { parsers: drizzleParsers });
        expect(plain.rows).toEqual([{ id, at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/), doc: { id }, ns: [id, null] }]);
        expect(plain.fields).toEqual([
          { name: 'id', dataTypeID: 23 },
          { name: 'at', dataTypeID: 1184 },
          { name: 'doc', dataTypeID: 3802 },
          { name: 'ns', dataTypeID: 1007 },
        ]);
        expect(await db.query(text, values(id), { parsers: drizzleParsers, name: 'probe_row' })).toEqual(plain);
        const inArrays = await db.query(text, values(id), { parsers: drizzleParsers, rowMode: 'array' });
        expect(inArrays.rows).toEqual([[id, plain.rows[0]!.at, { id }, [id, null]]]);
        expect(await db.query(text, values(id), { parsers: drizzleParsers, rowMode: 'array', name: 'probe_row' })).toEqual(inArrays);
      }
      expect((await db.query(text, [3, null, null], { name: 'probe_row' })).rows).toEqual([]);
      expect((await kept()).filter((k) => k.name === 'probe_row')).toEqual([{ name: 'probe_row', statement: text }]);
    });

    it('runs in a transaction, counts the rows it changes and fails as PostgreSQL does, taking the transaction with it', async () => {
      const insert = 'insert into item (id) values ($1), ($1 + 1)';
      await db.transaction(async (t) => {
        expect((await t.query(insert, [100], { name: 'probe_insert' })).affectedRows).toBe(2);
        expect((await t.query(insert, [102], { name: 'probe_insert' })).affectedRows).toBe(2);
      });
      const err = await db
        .transaction(async (t) => {
          await t.query(insert, [110], { name: 'probe_insert' });
          await t.query(insert, [101], { name: 'probe_insert' });
        })
        .catch((e: { code?: string; constraint?: string }) => e);
      expect(err).toMatchObject({ code: '23505', constraint: 'item_pkey' });
      const ids = (await db.query<{ id: number }>('select id from item where id >= 100 order by id')).rows.map((r) => r.id);
      expect(ids).toEqual([100, 101, 102, 103]);
      // Outside a transaction, and after a failure, the statement still serves.
      expect((await db.query(insert, [120], { name: 'probe_insert' })).affectedRows).toBe(2);
      await db.query('delete from item where id >= 100');
    });

    it('keeps a name for the text it was first given, running any other text unnamed', async () => {
      expect((await db.query('select 1 as n', [], { name: 'probe_text' })).rows).toEqual([{ n: 1 }]);
      expect((await db.query('select 2 as n', [], { name: 'probe_text' })).rows).toEqual([{ n: 2 }]);
      expect((await kept()).filter((k) => k.name === 'probe_text')).toEqual([{ name: 'probe_text', statement: 'select 1 as n' }]);
    });

    it('keeps nothing of a text PostgreSQL refuses, and the session serves on', async () => {
      await expect(db.query('select nope from item', [], { name: 'probe_bad' })).rejects.toMatchObject({ code: '42703' });
      expect((await db.query('select 3 as n', [], { name: 'probe_bad' })).rows).toEqual([{ n: 3 }]);
      await expect(db.query('select nope from item')).rejects.toMatchObject({ code: '42703' });
      await expect(db.query('select $1::int as n', ['x'])).rejects.toMatchObject({ code: '22P02' });
      // In a transaction, the failure ends it as PostgreSQL's would, and it rolls back.
      const failed = await db
        .transaction(async (t) => {
          await t.query('insert into item (id) values ($1)', [130]);
          await t.query('select nope from item').catch(() => {});
          await t.query('select 1');
        })
        .catch((e: { code?: string }) => e);
      expect(failed).toMatchObject({ code: '25P02' });
      expect((await db.query('select id from item where id = $1', [130])).rows).toEqual([]);
    });
  });

  it('leaves the event loop free while the database works', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      await db.query('select count(*) from generate_series(1, 3000000)');
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(3);
  });

  it('answers statements under way and later ones with a "database unavailable" error once its thread has stopped', async () => {
    const lost = await PgliteThread.create({});
    const underWay = lost.query('select pg_sleep(0.5)');
    await (lost as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    const err = await underWay.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbeddedDatabaseStoppedError);
    expect(isDatabaseUnavailable(err)).toBe(true);
    await expect(lost.query('select 1')).rejects.toBeInstanceOf(EmbeddedDatabaseStoppedError);
    await expect(lost.transaction(async () => 1)).rejects.toBeInstanceOf(EmbeddedDatabaseStoppedError);
  });
});
