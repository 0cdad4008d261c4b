import { SUPERPOWER_MSG as MSG } from '@commonshelf/shared/superpowers/superpowers.schemas';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { mailOutbox } from '../mail/mail.table.js';
import { users } from '../users/users.table.js';
import { superpowers } from './superpowers.table.js';

let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const { main: MAIN, greenwood: GW } = HOSTS;
const BASE = '/api/admin/superpowers/';
const FAKE = '00000000-0000-4000-8000-000000000000';

let tok: Record<'admin' | 'school' | 'teacher' | 'student', string>;
const ids = {} as Record<'teacher' | 'schoolAdmin' | 'student' | 'admin' | 'lakeTeacher', string>;
const userId = (where: ReturnType<typeof eq>) => platform(async (tx) => (await tx.select().from(users).where(where))[0]!.id);

beforeAll(async () => {
  t = await createTestApp();
  tok = {
    admin: await login(DEMO.admin, MAIN),
    school: await login(DEMO.schoolAdmin, GW),
    teacher: await login(DEMO.teacher, GW),
    student: await login('amarao07', GW),
  };
  ids.teacher = await userId(eq(users.email, DEMO.teacher));
  ids.schoolAdmin = await userId(eq(users.email, DEMO.schoolAdmin));
  ids.admin = await userId(eq(users.email, DEMO.admin));
  ids.student = await userId(eq(users.username, 'amarao07'));
  ids.lakeTeacher = await userId(eq(users.email, 'teacher@lakeside.test'));
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => call(method, url, { host: MAIN, token: tok.admin, ...(payload ? { payload } : {}) });
const grant = (user_id: string, programme: 'teacher' | 'parent', note = '') => admin('POST', BASE, { user_id, programme, note });
const lastMailTo = (to: string) =>
  platform(async (tx) => (await tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0] ?? null);

describe('who may manage the programmes', () => {
  const calls = (): ['GET' | 'POST', string, Record<string, unknown>?][] => [
    ['GET', `${BASE}?programme=teacher`],
    ['POST', BASE, { user_id: ids.teacher, programme: 'teacher' }],
    ['POST', `${BASE}${FAKE}/revoke/`, { reason: 'x' }],
  ];

  it('refuses everyone but the platform admin on the main site (403), and strangers (401)', async () => {
    for (const [method, url, payload] of calls()) {
      for (const token of [tok.school, tok.teacher, tok.student]) {
        const res = await call(method, url, { host: GW, token, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error).toBe(MSG.notPlatformAdmin);
      }
      // The platform admin's token is not valid on a school's site at all.
      expect((await call(method, url, { host: GW, token: tok.admin, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
      expect((await call(method, url, { host: MAIN, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
    // Nothing was granted by any of them.
    expect(await platform((tx) => tx.select().from(superpowers))).toHaveLength(0);
  });
});

describe('granting', () => {
  it('grants a teacher, emails them through the outbox, and lists them', async () => {
    const res = await grant(ids.teacher, 'teacher', 'For the reading club.');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.superpower).toMatchObject({
      programme: 'teacher',
      note: 'For the reading club.',
      user: { id: ids.teacher, email: DEMO.teacher, role: 'teacher', site: { name: DEMO.school.name } },
      granted_by: { id: ids.admin },
      revoked_at: null,
    });
    expect(body.message).toMatch(/is now a Superpower Teacher/);
    const mail = await lastMailTo(DEMO.teacher);
    expect(mail?.template).toBe('superpower-granted');
    expect(mail?.subject).toBe('You are now a Superpower Teacher');
    expect(mail?.text).toContain('For the reading club.');

    const list = await admin('GET', `${BASE}?programme=teacher`);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((r: { user: { id: string } }) => r.user.id)).toEqual([ids.teacher]);
    expect(list.json().counts).toEqual({ active: 1, revoked: 0 });
    // The other programme's list does not show it.
    expect((await admin('GET', `${BASE}?programme=parent`)).json().count).toBe(0);
  });

  it('refuses a second active grant of the same programme (409) but allows the other programme', async () => {
    const again = await grant(ids.teacher, 'teacher');
    expect(again.statusCode).toBe(409);
    expect(again.json().user_id[0]).toMatch(/is already a Superpower Teacher/);
    expect((await grant(ids.teacher, 'parent')).statusCode).toBe(201);
  });

  it('refuses a student, the wrong role, an unknown person and an inactive account with field errors', async () => {
    const student = await grant(ids.student, 'parent');
    expect(student.statusCode).toBe(400);
    expect(student.json().user_id).toEqual([MSG.student]);
    const schoolAdmin = await grant(ids.schoolAdmin, 'teacher');
    expect(schoolAdmin.statusCode).toBe(400);
    expect(schoolAdmin.json().user_id).toEqual([MSG.wrongRole('teacher')]);
    const platformAdmin = await grant(ids.admin, 'parent');
    expect(platformAdmin.json().user_id).toEqual([MSG.wrongRole('parent')]);
    const unknown = await grant(FAKE, 'teacher');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().user_id).toEqual([MSG.userNotFound]);

    await platform((tx) => tx.update(users).set({ isActive: false }).where(eq(users.id, ids.lakeTeacher)));
    const inactive = await grant(ids.lakeTeacher, 'teacher');
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().user_id).toEqual([MSG.inactive]);
    await platform((tx) => tx.update(users).set({ isActive: true }).where(eq(users.id, ids.lakeTeacher)));

    const bad = await admin('POST', BASE, { user_id: 'nope', programme: 'wizard', note: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['error', 'note', 'programme', 'user_id']);
    const badQuery = await admin('GET', `${BASE}?programme=wizard`);
    expect(badQuery.statusCode).toBe(400);
    // None of these wrote anything: the two grants above only.
    expect(await platform((tx) => tx.select().from(superpowers))).toHaveLength(2);
  });

  it('finds members by a word of their name or email', async () => {
    expect((await grant(ids.schoolAdmin, 'parent')).statusCode).toBe(201);
    const all = (await admin('GET', `${BASE}?programme=parent`)).json();
    expect(all.count).toBe(2);
    const found = (await admin('GET', `${BASE}?programme=parent&search=schooladmin%40`)).json();
    expect(found.results.map((r: { user: { id: string } }) => r.user.id)).toEqual([ids.schoolAdmin]);
    expect(found.counts).toEqual({ active: 1, revoked: 0 });
    const page = (await admin('GET', `${BASE}?programme=parent&limit=1&offset=1`)).json();
    expect(page.results).toHaveLength(1);
    expect(page.previous).not.toBeNull();
    // LIKE's wildcards are searched as typed.
    expect((await admin('GET', `${BASE}?programme=parent&search=%25`)).json().count).toBe(0);
  });
});

describe('revoking', () => {
  it('revokes with a reason, moves the member to the revoked tab, and allows a new grant', async () => {
    const active = (await admin('GET', `${BASE}?programme=teacher`)).json().results[0];
    const noReason = await admin('POST', `${BASE}${active.id}/revoke/`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().reason).toEqual([MSG.reasonRequired]);

    const res = await admin('POST', `${BASE}${active.id}/revoke/`, { reason: 'Left the school.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().superpower).toMatchObject({ revoke_reason: 'Left the school.', revoked_by: { id: ids.admin } });
    expect(res.json().superpower.revoked_at).not.toBeNull();

    const again = await admin('POST', `${BASE}${active.id}/revoke/`, { reason: 'Twice.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.alreadyRevoked);

    const list = (await admin('GET', `${BASE}?programme=teacher&status=revoked`)).json();
    expect(list.results.map((r: { id: string }) => r.id)).toEqual([active.id]);
    expect(list.counts).toEqual({ active: 0, revoked: 1 });
    expect((await admin('GET', `${BASE}?programme=teacher`)).json().count).toBe(0);

    // History stays; a new grant is a new row.
    expect((await grant(ids.teacher, 'teacher')).statusCode).toBe(201);
    expect((await admin('GET', `${BASE}?programme=teacher`)).json().counts).toEqual({ active: 1, revoked: 1 });
  });

  it('answers 404 for a missing membership and for a bad id', async () => {
    expect((await admin('POST', `${BASE}${FAKE}/revoke/`, { reason: 'x' })).statusCode).toBe(404);
    expect((await admin('POST', `${BASE}not-a-uuid/revoke/`, { reason: 'x' })).statusCode).toBe(400);
  });

  it('keeps memberships private to their site under row-level security', async () => {
    const seen = await t.db.withTenant({ tenantId: null }, (tx) => tx.select().from(superpowers));
    // On the main site without the platform scope, only main-site members' rows: none of Greenwood's.
    expect(seen).toHaveLength(0);
  });
});
