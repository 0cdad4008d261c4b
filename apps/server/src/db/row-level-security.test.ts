import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase } from '../test/test-db.js';
import { execRows, type Database, type Tx } from './client.js';
import { books } from '../modules/library/library.table.js';
import { users } from '../modules/users/users.table.js';
import { createTenant, createUser } from './seed/seed.js';

/** Drizzle wraps the driver's error; the cause is PostgreSQL's own refusal. */
const violatesRls = (err: unknown) => /row-level security/.test(String((err as { cause?: Error }).cause?.message));

let db: Database;
let drop: () => Promise<void>;
let a: string;
let b: string;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase(inject('dbTemplate')));
  ({ a, b } = await db.withTenant({ tenantId: null, platform: true }, async (tx) => {
    const ta = await createTenant(tx, { name: 'Alpha School', email: 'a@alpha.test', subdomain: 'alpha' });
    const tb = await createTenant(tx, { name: 'Beta School', email: 'b@beta.test', subdomain: 'beta' });
    for (const [t, n] of [[ta, 'alpha'], [tb, 'beta']] as const) {
      await createUser(tx, { tenantId: t.id, role: 'teacher', firstName: n, lastName: 'Teacher', email: `t@${n}.test`, password: 'irrelevant-pass' });
      await tx.insert(books).values({ tenantId: t.id, slug: `${n}-book`, title: `${n} book`, language: 'en', readingLevel: 1, status: 'published' });
    }
    return { a: ta.id, b: tb.id };
  }));
});
afterAll(() => drop());

describe(`row-level security (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('connects as a role that is not superuser, not BYPASSRLS and owns no table', async () => {
    const r = await db.withTenant({ tenantId: null }, (tx) =>
      execRows(tx, sql`select r.rolsuper, r.rolbypassrls,
        (select count(*)::int from pg_tables t where t.schemaname = 'public' and t.tableowner = current_user) as owned
        from pg_roles r where r.rolname = current_user`),
    );
    expect(r[0]).toEqual({ rolsuper: false, rolbypassrls: false, owned: 0 });
  });

  it('enables and forces row-level security on every table that has a tenant_id', async () => {
    const rowsOf = await db.withTenant({ tenantId: null }, (tx) =>
      execRows<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(tx, sql`select c.relname, c.relrowsecurity, c.relforcerowsecurity
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
        order by 1`),
    );
    expect(rowsOf.length).toBeGreaterThanOrEqual(13);
    for (const t of rowsOf) expect(t, t.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
  });

  it('reads the site context once per statement, not once per row it filters', async () => {
    const policies = await db.withTenant({ tenantId: null }, (tx) =>
      execRows<{ tbl: string; qual: string }>(tx, sql`select polrelid::regclass::text as tbl, pg_get_expr(polqual, polrelid) as qual from pg_policy`),
    );
    expect(policies.length).toBeGreaterThanOrEqual(13);
    for (const p of policies) {
      // Each context function is called in a scalar subquery of its own (an InitPlan), never bare.
      expect(p.qual.replace(/\(\s*SELECT cs_\w+\(\) AS cs_\w+\)/g, ''), p.tbl).not.toMatch(/cs_\w+\(\)/);
      expect(p.qual, p.tbl).toMatch(/tenant_id = \( SELECT cs_tenant_id\(\)/);
    }
    // The plan filters the rows by a value computed before the scan: no setting is read per row.
    const plan = await db.withTenant({ tenantId: a }, (tx) =>
      execRows<{ 'QUERY PLAN': string }>(tx, sql`explain (verbose, costs off) select count(*) from users where first_name <> ''`),
    );
    const lines = plan.map((r) => r['QUERY PLAN']);
    expect(lines.some((l) => /InitPlan/.test(l))).toBe(true);
    expect(lines.filter((l) => /Filter:/.test(l) && /current_setting/.test(l))).toEqual([]);
  });

  it("a query without WHERE in tenant A's context reads only A's rows and the platform's content", async () => {
    const seen = await db.withTenant({ tenantId: a }, async (tx) => ({
      users: await tx.select({ tenantId: users.tenantId }).from(users),
      books: await tx.select({ tenantId: books.tenantId }).from(books),
    }));
    expect(seen.users.length).toBe(1);
    expect(seen.users.every((u) => u.tenantId === a)).toBe(true);
    expect(seen.books.some((x) => x.tenantId === a)).toBe(true);
    expect(seen.books.some((x) => x.tenantId === null)).toBe(true);
    expect(seen.books.some((x) => x.tenantId === b)).toBe(false);
  });

  it("cannot write tenant B's rows from tenant A's context", async () => {
    await expect(
      db.withTenant({ tenantId: a }, (tx) =>
        tx.insert(users).values({ tenantId: b, role: 'teacher', firstName: 'Mallory', lastName: 'X', email: 'm@evil.test' }),
      ),
    ).rejects.toSatisfy(violatesRls);
    const changed = await db.withTenant({ tenantId: a }, (tx) =>
      tx.update(users).set({ lastName: 'Changed' }).returning({ tenantId: users.tenantId }),
    );
    expect(changed.every((u) => u.tenantId === a)).toBe(true);
    const deleted = await db.withTenant({ tenantId: a }, (tx) => tx.delete(books).where(eq(books.tenantId, b)).returning());
    expect(deleted).toEqual([]);
    const bUsers = await db.withTenant({ tenantId: b }, (tx) => tx.select().from(users));
    expect(bUsers.map((u) => u.lastName)).toEqual(['Teacher']);
  });

  it('cannot write platform-wide content from a tenant or the main site', async () => {
    for (const tenantId of [a, null]) {
      await expect(
        db.withTenant({ tenantId }, (tx) =>
          tx.insert(books).values({ tenantId: null, slug: 'sneaky', title: 'x', language: 'en', readingLevel: 1 }),
        ),
      ).rejects.toSatisfy(violatesRls);
    }
  });

  it('sees nothing and can insert nothing with no tenant context at all', async () => {
    const n = await db.withTenant({ tenantId: a }, async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', '', true)`);
      return {
        users: (await tx.select().from(users)).length,
        books: (await tx.select().from(books)).length,
      };
    });
    expect(n).toEqual({ users: 0, books: 0 });
    await expect(
      db.withTenant({ tenantId: a }, async (tx) => {
        await tx.execute(sql`select set_config('app.tenant_id', '', true)`);
        await tx.insert(users).values({ tenantId: a, role: 'teacher', firstName: 'X', lastName: 'Y' });
      }),
    ).rejects.toSatisfy(violatesRls);
  });

  it('keeps the context transaction-local: a failed transaction leaks nothing to the next', async () => {
    await expect(
      db.withTenant({ tenantId: a }, async (tx) => {
        await tx.select().from(users);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const r = await db.withTenant({ tenantId: b }, (tx) => tx.select({ tenantId: users.tenantId }).from(users));
    expect(r.every((u) => u.tenantId === b)).toBe(true);
  });

  it('refuses every write in read-only work, and the next transaction may write again', async () => {
    const write = (tx: Tx) => tx.update(books).set({ title: 'changed' }).where(eq(books.tenantId, a));
    for (const readOnly of [true, 'replica'] as const) {
      const err = await db.withTenant({ tenantId: a, readOnly }, write).then(() => null, (e: unknown) => e);
      expect(String((err as { cause?: Error })?.cause?.message)).toMatch(/read-only transaction/);
    }
    const mode = (readOnly: boolean) =>
      db.withTenant({ tenantId: a, readOnly }, (tx) => execRows<{ m: string }>(tx, sql`select current_setting('transaction_read_only') as m`));
    expect((await mode(true))[0]!.m).toBe('on');
    expect((await mode(false))[0]!.m).toBe('off');
    await db.withTenant({ tenantId: a }, async (tx) => {
      await write(tx);
      await tx.update(books).set({ title: 'alpha book' }).where(eq(books.tenantId, a));
    });
  });
});
