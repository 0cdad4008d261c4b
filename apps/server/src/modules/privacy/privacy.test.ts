import { PRIVACY_MSG } from '@commonshelf/shared/privacy/privacy.schemas';
import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { auditEvents } from '../audit/audit.table.js';
import { authSessions } from '../auth/auth.table.js';
import { users } from '../users/users.table.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const GW = HOSTS.greenwood;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const classList = async (search = '') => (await call('GET', `/api/list-student-in-class/GRN4A/?limit=50${search ? `&search=${encodeURIComponent(search)}` : ''}`)).json() as Json;
const save = (token: string, payload: Json, host = GW) => call('PUT', '/api/school-admin/privacy/', { token, payload, host });

describe('a school’s privacy settings', () => {
  it('start private: the class list gives first names and last initials only, and a last name finds nobody', async () => {
    const admin = await login(DEMO.schoolAdmin);
    expect((await call('GET', '/api/school-admin/privacy/', { token: admin })).json()).toEqual({ student_name_display: 'first_initial', student_idle_minutes: 20, archived_student_retention_days: 365 });
    const list = await classList();
    const aarav = list.results.students.find((s: Json) => s.username === 'aaravs12');
    expect(aarav).toMatchObject({ first_name: 'Aarav', last_name: 'S', display_name: 'Aarav S.' });
    const lastNames = new Set(DEMO_STUDENTS.map((s) => s.last_name));
    for (const s of list.results.students) expect(lastNames.has(s.last_name), s.username).toBe(false);
    // Searching by a last name would confirm it: it matches nobody while only initials are shown.
    expect((await classList('Sharma')).count).toBe(0);
    expect((await classList('Aarav')).count).toBe(1);
  });

  it('full names when the school chooses them; the change is in the audit log under the admin’s name', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const res = await save(admin, { student_name_display: 'full', student_idle_minutes: 30, archived_student_retention_days: 365 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settings: { student_name_display: 'full', student_idle_minutes: 30, archived_student_retention_days: 365 }, message: PRIVACY_MSG.saved });
    const list = await classList();
    expect(list.results.students.find((s: Json) => s.username === 'aaravs12')).toMatchObject({ last_name: 'Sharma', display_name: 'Aarav Sharma' });
    expect((await classList('Sharma')).count).toBe(1);
    expect((await call('GET', '/api/current-tenant')).json().student_idle_minutes).toBe(30);
    const [entry] = await platform((tx) =>
      tx.select().from(auditEvents).where(and(eq(auditEvents.tableName, 'tenants'), sql`${auditEvents.after} ? 'student_name_display'`)),
    );
    expect(entry).toMatchObject({ actorLabel: DEMO.schoolAdmin, operation: 'update' });
    expect(entry!.after).toMatchObject({ student_name_display: 'full', student_idle_minutes: 30 });
    await save(admin, { student_name_display: 'first_initial', student_idle_minutes: 20, archived_student_retention_days: 365 });
  });

  it('refuses bad values with a field message each, and changes nothing', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const cases: [Json, string, string][] = [
      [{ student_name_display: 'surname_only', student_idle_minutes: 20, archived_student_retention_days: 365 }, 'student_name_display', PRIVACY_MSG.nameDisplay],
      [{ student_name_display: 'full', student_idle_minutes: 4, archived_student_retention_days: 365 }, 'student_idle_minutes', PRIVACY_MSG.idleMinutes],
      [{ student_name_display: 'full', student_idle_minutes: 241, archived_student_retention_days: 365 }, 'student_idle_minutes', PRIVACY_MSG.idleMinutes],
      [{ student_name_display: 'full', student_idle_minutes: 12.5, archived_student_retention_days: 365 }, 'student_idle_minutes', PRIVACY_MSG.idleMinutes],
      [{ student_name_display: 'full', student_idle_minutes: '20', archived_student_retention_days: 365 }, 'student_idle_minutes', PRIVACY_MSG.idleMinutes],
      [{ student_name_display: 'full', archived_student_retention_days: 365 }, 'student_idle_minutes', PRIVACY_MSG.idleMinutes],
    ];
    for (const [payload, field, message] of cases) {
      const res = await save(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()[field], JSON.stringify(payload)).toEqual([message]);
    }
    expect((await call('GET', '/api/school-admin/privacy/', { token: admin })).json()).toEqual({ student_name_display: 'first_initial', student_idle_minutes: 20, archived_student_retention_days: 365 });
  });

  it('belong to the school’s admins on their own site', async () => {
    const payload = { student_name_display: 'full', student_idle_minutes: 30, archived_student_retention_days: 365 };
    for (const [who, host] of [[DEMO.teacher, GW], [DEMO.admin, HOSTS.main], [DEMO.orgAdmin, HOSTS.brightfutures]] as const) {
      const token = await login(who, host);
      // The platform admin and another site's admin act on their own site only: never on Greenwood's.
      const res = await save(token, payload, GW);
      expect([401, 403], `${who} on Greenwood`).toContain(res.statusCode);
    }
    const student = await login('aaravs12');
    expect((await save(student, payload)).statusCode).toBe(403);
    expect((await call('PUT', '/api/school-admin/privacy/', { payload })).statusCode).toBe(401);
    const admin = await login(DEMO.schoolAdmin);
    expect((await call('GET', '/api/school-admin/privacy/', { token: admin })).json().student_name_display).toBe('first_initial');
  });
});

describe('a student’s session on a shared computer', () => {
  const ageSession = (username: string, minutes: number) =>
    platform(async (tx) => {
      const [user] = await tx.select().from(users).where(or(eq(users.username, username), eq(users.email, username)));
      await tx.update(authSessions).set({ lastUsedAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(authSessions.userId, user!.id));
    });
  const logIn = async (username: string) => (await call('POST', '/api/auth/token/', { payload: { username, password: DEMO.password } })).json() as Json;
  const refresh = (token: string) => call('POST', '/api/auth/token/refresh/', { payload: { refresh: token } });

  it('ends when it was not used for longer than the school allows (plus an access token’s life), with a message that says why', async () => {
    const fresh = await logIn('amarao07');
    await ageSession('amarao07', 20 + 14);
    expect((await refresh(fresh.refresh)).statusCode).toBe(200);

    const idle = await logIn('mateog23');
    await ageSession('mateog23', 20 + 16);
    const res = await refresh(idle.refresh);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: PRIVACY_MSG.signedOutIdle(20) });
    // The login itself is over: its access token no longer opens the profile.
    expect((await call('GET', '/api/user/profile/', { token: idle.access })).statusCode).toBe(401);
  });

  it('does not apply to adults', async () => {
    const teacher = await logIn(DEMO.teacher);
    await ageSession(DEMO.teacher, 300);
    expect((await refresh(teacher.refresh)).statusCode).toBe(200);
  });
});
