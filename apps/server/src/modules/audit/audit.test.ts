import { AUDIT_MSG } from '@commonshelf/shared/admin/audit.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execRows } from '../../db/client.js';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { auditEvents } from './audit.table.js';

let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const { main: MAIN, greenwood: GW } = HOSTS;

let tok: Record<'admin' | 'school' | 'teacher' | 'student', string>;
let greenwoodId: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  tok = {
    admin: await login(DEMO.admin, MAIN),
    school: await login(DEMO.schoolAdmin, GW),
    teacher: await login(DEMO.teacher, GW),
    student: await login('amarao07', GW),
  };
  greenwoodId = (await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood'))))[0]!.id;
  adminId = (await platform((tx) => tx.select().from(users).where(eq(users.email, DEMO.admin))))[0]!.id;
});
afterAll(() => t.close());

const events = () => platform((tx) => tx.select().from(auditEvents).orderBy(auditEvents.id));
const browse = (query = '', token = tok.admin, host = MAIN) => call('GET', `/api/admin/audit/${query}`, { host, token });

describe('what the audit log records', () => {
  it('starts empty: seeding and logins are no one’s administration', async () => {
    expect(await events()).toEqual([]);
  });

  it('records the platform admin suspending a school: who, which call, which site, the status before and after', async () => {
    const res = await call('POST', `/api/api-admin/tenants/${greenwoodId}/suspend/`, { host: MAIN, token: tok.admin });
    expect(res.statusCode, res.body).toBe(200);
    const [e, ...rest] = await events();
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      tenantId: greenwoodId,
      actorId: adminId,
      actorLabel: DEMO.admin,
      actorRole: 'upschool_admin',
      route: 'POST /api/api-admin/tenants/:tenantId/suspend/',
      tableName: 'tenants',
      operation: 'update',
      targetId: greenwoodId,
      targetLabel: DEMO.school.name,
    });
    // Only what changed, never the untouched columns or updated_at.
    expect(e!.before).toMatchObject({ status: 'active' });
    expect(e!.after).toMatchObject({ status: 'suspended' });
    expect(Object.keys(e!.after as object)).not.toContain('updated_at');
    expect(Object.keys(e!.after as object)).not.toContain('name');
    const back = await call('POST', `/api/api-admin/tenants/${greenwoodId}/reactivate/`, { host: MAIN, token: tok.admin });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('records a school admin resetting a student’s password, with the password hashes hidden', async () => {
    const school = (method: 'GET' | 'POST', url: string) => call(method, url, { host: GW, token: tok.school });
    const classes = (await school('GET', '/api/school-admin/classes/')).json().results as { id: string; name: string }[];
    const oak = classes.find((c) => c.name === DEMO.className)!;
    const { students } = (await school('GET', `/api/school-admin/classes/${oak.id}/students/`)).json();
    const before = (await events()).length;
    const reset = await school('POST', `/api/school-admin/classes/${oak.id}/students/${students[0].id}/reset-password/`);
    expect(reset.statusCode, reset.body).toBe(200);

    const fresh = (await events()).slice(before);
    const change = fresh.find((e) => e.tableName === 'users' && e.targetId === students[0].id)!;
    expect(change).toMatchObject({ tenantId: greenwoodId, actorLabel: DEMO.schoolAdmin, actorRole: 'school_admin', operation: 'update', targetLabel: students[0].username });
    expect(change.before).toMatchObject({ password_hash: '[hidden]' });
    expect(change.after).toMatchObject({ password_hash: '[hidden]' });
    // No hash, and no new password, anywhere in the log.
    const stored = JSON.stringify(fresh);
    expect(stored).not.toMatch(/\$argon2/);
    expect(stored).not.toContain(reset.json().password);
  });

  it('does not record what students do, nor staff changes that were rolled back', async () => {
    const before = (await events()).length;
    const story = await call('POST', '/api/publishing/stories/', { host: GW, token: tok.student, payload: { title: 'My dragon' } });
    expect(story.statusCode, story.body).toBe(201);
    // A teacher's story is recorded (staff act on record)…
    const teacherStory = await call('POST', '/api/publishing/stories/', { host: GW, token: tok.teacher, payload: { title: 'Our class trip' } });
    expect(teacherStory.statusCode, teacherStory.body).toBe(201);
    // …and a change that fails leaves no entry.
    await expect(
      t.db.withTenant({ tenantId: greenwoodId, actor: { id: adminId, label: 'x', role: 'school_admin', route: 'TEST' } }, async (tx) => {
        await tx.update(users).set({ firstName: 'Changed' }).where(eq(users.username, 'amarao07'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const fresh = (await events()).slice(before);
    expect(fresh.map((e) => [e.tableName, e.operation, e.targetLabel, e.actorRole])).toEqual([['stories', 'insert', 'Our class trip', 'teacher']]);
  });

  it('is append-only for the app: no insert, update or delete, whatever the scope', async () => {
    for (const stmt of [
      sql`insert into audit_events (actor_label, actor_role, table_name, operation, target_id) values ('me', 'x', 'users', 'update', '1')`,
      sql`update audit_events set actor_label = 'someone else'`,
      sql`delete from audit_events`,
    ]) {
      const err = await platform((tx) => tx.execute(stmt)).then(
        () => null,
        (e: Error) => e,
      );
      expect(String((err?.cause as Error | undefined)?.message ?? err?.message)).toMatch(/permission denied for table audit_events/);
    }
  });

  it('keeps each site’s entries to itself: a school’s context sees only its own', async () => {
    const all = await events();
    expect(all.some((e) => e.tenantId === greenwoodId)).toBe(true);
    const seen = await t.db.withTenant({ tenantId: greenwoodId }, (tx) => execRows<{ tenant_id: string | null }>(tx, sql`select tenant_id from audit_events`));
    expect(seen.length).toBe(all.filter((e) => e.tenantId === greenwoodId).length);
    const lakeside = (await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, 'lakeside'))))[0]!.id;
    expect(await t.db.withTenant({ tenantId: lakeside }, (tx) => execRows(tx, sql`select 1 from audit_events`))).toEqual([]);
  });
});

describe('browsing the log (GET /api/admin/audit/)', () => {
  it('is for the platform admin only', async () => {
    for (const token of [tok.school, tok.teacher, tok.student]) {
      const res = await browse('', token, GW);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(AUDIT_MSG.notPlatformAdmin);
    }
    expect((await browse('', tok.admin, GW)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/audit/', { host: MAIN })).statusCode).toBe(401);
  });

  it('lists newest first with sites, kinds and actors, and filters by table, operation, site, actor, text and day', async () => {
    const all = await browse();
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json();
    expect(page.count).toBe((await events()).length);
    const ids = page.results.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.actors.map((a: { label: string }) => a.label)).toEqual([DEMO.schoolAdmin, DEMO.admin, DEMO.teacher].sort());
    expect(page.sites).toEqual([{ id: greenwoodId, name: DEMO.school.name }]);
    const suspension = page.results.find((e: { route: string }) => e.route.endsWith('/suspend/'));
    expect(suspension).toMatchObject({
      kind: 'Site',
      table: 'tenants',
      operation: 'update',
      site: { id: greenwoodId, name: DEMO.school.name },
      actor: { id: adminId, label: DEMO.admin, role: 'upschool_admin' },
      before: { status: 'active' },
      after: { status: 'suspended' },
    });

    const only = async (query: string) => (await browse(query)).json() as { count: number; results: { table: string; operation: string; actor: { label: string }; site: unknown }[] };
    const tenantsOnly = await only('?table=tenants');
    expect(tenantsOnly.count).toBe(2);
    expect(tenantsOnly.results.every((e) => e.table === 'tenants')).toBe(true);
    expect((await only('?operation=insert')).results.map((e) => e.table)).toEqual(['stories']);
    expect((await only(`?actor=${adminId}`)).results.every((e) => e.actor.label === DEMO.admin)).toBe(true);
    expect((await only('?search=schooladmin@')).results.every((e) => e.actor.label === DEMO.schoolAdmin)).toBe(true);
    expect((await only('?search=Our class trip')).count).toBe(1);
    expect((await only('?tenant=main')).count).toBe(0);
    expect((await only(`?tenant=${greenwoodId}`)).count).toBe(page.count);
    const today = new Date().toISOString().slice(0, 10);
    expect((await only(`?from=${today}&to=${today}`)).count).toBe(page.count);
    expect((await only('?to=2020-01-01')).count).toBe(0);

    const paged = (await browse('?limit=1&offset=1')).json();
    expect(paged.results).toHaveLength(1);
    expect(paged.results[0].id).toBe(ids[1]);
    expect(paged.previous).toBe('/api/admin/audit/?limit=1&offset=0');
  });

  it('refuses bad filters with field messages', async () => {
    const bad = await browse('?from=2026-13-45');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(AUDIT_MSG.badDate);
    const reversed = await browse('?from=2026-02-02&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain(AUDIT_MSG.badRange);
    expect((await browse('?table=passwords')).statusCode).toBe(400);
    expect((await browse('?limit=1000')).statusCode).toBe(400);
  });
});
