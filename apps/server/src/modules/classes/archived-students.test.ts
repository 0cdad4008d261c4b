import { ARCHIVED_STUDENTS_MSG as MSG } from '@commonshelf/shared/auth/archived-students.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { DEMO_BULK_CLASS, DEMO_BULK_TEACHER } from '../../db/seed/content/bulk-enrolment.content.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { purgeDue } from '../privacy/data-rights.service.js';
import { users } from '../users/users.table.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Student = { id: string; first_name: string; last_name: string; username: string };

let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const DAY = 86_400_000;
const LIST = '/api/v1/teacher/archived-students/';
const restoreUrl = (id: string) => `${LIST}${id}/restore/`;

let admin: string;
let teacher: string;
let willowTeacher: string;
let oak: { id: string; students: Student[] };
let willow: { id: string; students: Student[] };

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json, host = GW) => call(method, url, { host, token, ...(payload ? { payload } : {}) });
const list = async (token: string, query = '') => {
  const res = await as(token, 'GET', `${LIST}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json;
};
const listed = async (token: string, query = '') => ((await list(token, query)).results as Json[]).map((s) => s.id);
const signIn = (username: string) => call('POST', '/api/auth/token/', { host: GW, payload: { username, password: DEMO.password, remember: false } });

async function classWithStudents(name: string) {
  const classes = (await as(admin, 'GET', '/api/school-admin/classes/')).json().results as Json[];
  const klass = classes.find((c) => c.name === name)!;
  const { students } = (await as(admin, 'GET', `/api/school-admin/classes/${klass.id}/students/`)).json();
  return { id: klass.id as string, students: students as Student[] };
}
async function archive(classId: string, s: Student) {
  const res = await as(admin, 'POST', `/api/school-admin/classes/${classId}/students/${s.id}/archive/`);
  expect(res.statusCode, res.body).toBe(200);
}
const setRetention = async (days: number) => {
  const res = await as(admin, 'PUT', '/api/school-admin/privacy/', { student_name_display: 'first_initial', student_idle_minutes: 20, archived_student_retention_days: days });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, teacher, willowTeacher] = await Promise.all([login(DEMO.schoolAdmin, GW), login(DEMO.teacher, GW), login(DEMO_BULK_TEACHER.email, GW)]);
  oak = await classWithStudents(DEMO.className);
  willow = await classWithStudents(DEMO_BULK_CLASS.name);
});
afterAll(() => t.close());

describe('who sees archived students', () => {
  it('asks visitors to log in and refuses students, other sites’ people and the platform admin', async () => {
    expect((await call('GET', LIST, { host: GW })).statusCode).toBe(401);
    expect((await call('POST', restoreUrl(oak.students[0]!.id), { host: GW })).statusCode).toBe(401);

    const student = await login(oak.students[0]!.username, GW);
    const asStudent = await as(student, 'GET', LIST);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().error).toBe(MSG.notTeacher);
    expect((await as(student, 'POST', restoreUrl(oak.students[0]!.id))).statusCode).toBe(403);

    // A Greenwood token is no good on another site; the platform admin has no school here.
    expect((await as(teacher, 'GET', LIST, undefined, BF)).statusCode).toBe(401);
    expect((await as(await login(DEMO.admin, MAIN), 'GET', LIST, undefined, MAIN)).statusCode).toBe(403);
  });
});

describe('archived students', () => {
  // First: students archived later in this file are erased later, so the purge run here leaves them.
  it('says when the retention purge erases each one, and the purge keeps to it', async () => {
    const s = oak.students[4]!;
    await archive(oak.id, s);
    await setRetention(90);
    const row = (await list(teacher, `?search=${s.username}`)).results[0];
    expect((await list(teacher)).retention_days).toBe(90);
    const erasedOn = Date.parse(row.erased_on);
    expect(erasedOn).toBe(Date.parse(row.archived_at) + 90 * DAY);

    const left = async () => (await platform((tx) => tx.select({ id: users.id }).from(users).where(eq(users.id, s.id)))).length;
    await purgeDue(t.app, new Date(erasedOn - 60_000));
    expect(await left()).toBe(1);
    await setRetention(365);
    expect(Date.parse((await list(teacher, `?search=${s.username}`)).results[0].erased_on)).toBe(Date.parse(row.archived_at) + 365 * DAY);
  });

  it('a teacher sees those of the classes they teach, the school’s admins every one, each with classes and dates', async () => {
    const [fromOak, fromWillow] = [oak.students[3]!, willow.students[2]!];
    expect(await listed(teacher)).not.toContain(fromOak.id);
    const before = Date.now();
    await archive(oak.id, fromOak);
    await archive(willow.id, fromWillow);

    const mine = await list(teacher);
    expect(mine.scope).toBe('own_classes');
    expect(mine.classes.map((c: Json) => c.id)).toEqual([oak.id]);
    expect(mine.results.map((s: Json) => s.id)).toContain(fromOak.id);
    expect(mine.results.map((s: Json) => s.id)).not.toContain(fromWillow.id);
    const row = mine.results.find((s: Json) => s.id === fromOak.id);
    // Staff of the school see the whole name, as on the class's student list.
    expect(row).toMatchObject({
      name: `${fromOak.first_name} ${fromOak.last_name}`,
      first_name: fromOak.first_name,
      username: fromOak.username,
      classes: [{ id: oak.id, name: DEMO.className }],
      erasure_scheduled: false,
    });
    expect(Date.parse(row.archived_at)).toBeGreaterThanOrEqual(before - 1000);

    expect(await listed(willowTeacher)).toEqual(expect.arrayContaining([fromWillow.id]));
    expect(await listed(willowTeacher)).not.toContain(fromOak.id);

    const all = await list(admin);
    expect(all.scope).toBe('school');
    expect(all.classes.map((c: Json) => c.id)).toEqual(expect.arrayContaining([oak.id, willow.id]));
    expect(all.results.map((s: Json) => s.id)).toEqual(expect.arrayContaining([fromOak.id, fromWillow.id]));
    // Another site's admin sees none of Greenwood's.
    const bf = await as(await login(DEMO.orgAdmin, BF), 'GET', LIST, undefined, BF);
    expect(bf.json().results.map((s: Json) => s.id)).not.toContain(fromOak.id);
  });

  it('searches by name or username and narrows to one class; refuses a class that is not theirs', async () => {
    const fromOak = oak.students[3]!;
    expect(await listed(admin, `?search=${encodeURIComponent(fromOak.last_name.toUpperCase())}`)).toEqual([fromOak.id]);
    expect(await listed(admin, `?search=${encodeURIComponent(`${fromOak.first_name} ${fromOak.last_name}`)}`)).toEqual([fromOak.id]);
    expect(await listed(teacher, `?search=${fromOak.username}`)).toEqual([fromOak.id]);
    expect(await listed(admin, '?search=%25')).toEqual([]);
    expect(await listed(admin, `?class=${willow.id}`)).not.toContain(fromOak.id);
    expect(await listed(admin, `?class=${oak.id}`)).toContain(fromOak.id);

    const notTheirs = await as(teacher, 'GET', `${LIST}?class=${willow.id}`);
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().class).toEqual([MSG.classNotFound]);
    expect((await as(teacher, 'GET', `${LIST}?class=nope`)).json().class).toEqual([MSG.classNotFound]);
    expect((await as(teacher, 'GET', `${LIST}?search=${'a'.repeat(101)}`)).json().search).toEqual([MSG.search]);
    expect((await as(teacher, 'GET', `${LIST}?limit=0`)).statusCode).toBe(400);

    const page = await list(admin, '?limit=1');
    expect(page.results).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.next).toContain('offset=1');
  });

  it('restores one: they can log in again, are back on the class list and leave the archived list', async () => {
    const s = oak.students[3]!;
    expect((await signIn(s.username)).statusCode).not.toBe(200);
    const res = await as(teacher, 'POST', restoreUrl(s.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.restored(s.first_name));

    expect((await signIn(s.username)).statusCode).toBe(200);
    const atLogin = (await call('GET', `/api/list-student-in-class/${DEMO.classCode}/?limit=50`, { host: GW })).json().results.students.map((x: Json) => x.username);
    expect(atLogin).toContain(s.username);
    expect(await listed(teacher)).not.toContain(s.id);
    expect(await listed(admin)).not.toContain(s.id);
    const [u] = await platform((tx) => tx.select().from(users).where(eq(users.id, s.id)));
    expect(u).toMatchObject({ isActive: true, archivedAt: null });

    // Restoring again: there is nothing to restore.
    const again = await as(teacher, 'POST', restoreUrl(s.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.notArchived(s.first_name));
  });

  it('is refused for a student who is not theirs, another site’s, or no student at all', async () => {
    const fromWillow = willow.students[2]!;
    // The Oak teacher does not teach Willow: the same 404 as a student that does not exist.
    const notTheirs = await as(teacher, 'POST', restoreUrl(fromWillow.id));
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error).toBe(MSG.notFound);
    expect((await as(teacher, 'POST', restoreUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await as(teacher, 'POST', restoreUrl('not-an-id'))).statusCode).toBe(400);
    // Another site's admin cannot reach a Greenwood student.
    expect((await as(await login(DEMO.orgAdmin, BF), 'POST', restoreUrl(fromWillow.id), undefined, BF)).statusCode).toBe(404);
    // An adult is not a student to restore.
    const [sofia] = await platform((tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO.teacher)));
    expect((await as(admin, 'POST', restoreUrl(sofia!.id))).statusCode).toBe(404);
    // Willow's own teacher restores them.
    const res = await as(willowTeacher, 'POST', restoreUrl(fromWillow.id));
    expect(res.statusCode, res.body).toBe(200);
    expect((await signIn(fromWillow.username)).statusCode).toBe(200);
  });

  it('shows a student whose erasure is scheduled with its date, and leaves restoring them to the privacy page', async () => {
    const s = oak.students[5]!;
    await archive(oak.id, s);
    const erase = await as(admin, 'POST', `/api/school-admin/privacy/students/${s.id}/erase/`);
    expect(erase.statusCode, erase.body).toBe(201);
    const request = erase.json().request;

    const row = (await list(teacher, `?search=${s.username}`)).results[0];
    expect(row).toMatchObject({ id: s.id, erasure_scheduled: true, erased_on: request.purge_after });

    for (const token of [teacher, admin]) {
      const res = await as(token, 'POST', restoreUrl(s.id));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(MSG.erasureScheduled(s.first_name));
    }
    expect((await signIn(s.username)).statusCode).not.toBe(200);

    // Once the school cancels the erasure, the student is archived again and can be restored.
    expect((await as(admin, 'POST', `/api/school-admin/privacy/requests/${request.id}/cancel/`)).statusCode).toBe(200);
    expect((await list(teacher, `?search=${s.username}`)).results[0]).toMatchObject({ erasure_scheduled: false });
    expect((await as(teacher, 'POST', restoreUrl(s.id))).statusCode).toBe(200);
    expect((await signIn(s.username)).statusCode).toBe(200);
  });

  it('a student left archived is erased once the retention period shown has passed', async () => {
    const s = oak.students[4]!;
    const row = (await list(admin, `?search=${s.username}`)).results[0];
    await purgeDue(t.app, new Date(Date.parse(row.erased_on) + 60_000));
    expect(await platform((tx) => tx.select({ id: users.id }).from(users).where(eq(users.id, s.id)))).toEqual([]);
    expect(await listed(admin)).not.toContain(s.id);
  });
});
