import { CLASS_ADMIN_MSG as MSG } from '@commonshelf/shared/auth/class-admin.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { newClassCode, newStudentPassword } from './class-admin.service.js';

let t: TestApp;
const { call, login } = apiClient(() => t);
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(DEMO.schoolAdmin, GW);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>, token = admin, host = GW) =>
  call(method, url, { host, token, ...(payload ? { payload } : {}) });
const classList = async () => (await api('GET', '/api/school-admin/classes/')).json();
const oak = async () => (await classList()).results.find((c: { name: string }) => c.name === DEMO.className);
const studentsAtLogin = (code: string) => call('GET', `/api/list-student-in-class/${code}/?limit=50`, { host: GW });

describe('class codes and passwords', () => {
  it('are random, upper case and free of look-alikes', () => {
    const codes = new Set(Array.from({ length: 200 }, newClassCode));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(c).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(newStudentPassword()).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });
});

describe('a school’s classes', () => {
  it('are its admins’, on its site', async () => {
    expect((await call('GET', '/api/school-admin/classes/', { host: GW })).statusCode).toBe(401);
    const teacher = await login(DEMO.teacher, GW);
    const res = await api('GET', '/api/school-admin/classes/', undefined, teacher);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.notSchoolAdmin);
    expect((await api('GET', '/api/school-admin/classes/', undefined, await login(DEMO.orgAdmin, BF), BF)).json().results).toEqual([]);
    // Another site's class is not found.
    const greenwoodOak = await oak();
    expect((await api('GET', `/api/school-admin/classes/${greenwoodOak.id}/students/`, undefined, await login(DEMO.orgAdmin, BF), BF)).statusCode).toBe(404);
  });

  it('lists the classes with their codes, teachers and students, and the school’s teachers', async () => {
    const list = await classList();
    const c = await oak();
    expect(c).toMatchObject({ code: DEMO.classCode, active: true, students_count: 25, login_url: `http://greenwood.localhost:3000/login?class=${DEMO.classCode}` });
    expect(c.teacher.name).toBeTruthy();
    expect(list.teachers.length).toBeGreaterThan(0);
  });

  it('adds a class with a fresh code; refuses a name it has, or a teacher of another site', async () => {
    const { teachers } = await classList();
    const res = await api('POST', '/api/school-admin/classes/', { name: 'Year 5 Birch', teacher_id: teachers[0].id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(MSG.added('Year 5 Birch'));
    expect(res.json().class).toMatchObject({ name: 'Year 5 Birch', active: true, students_count: 0, teacher: { id: teachers[0].id } });
    expect(res.json().class.code).toMatch(/^[A-Z2-9]{6}$/);
    // Its code finds it at login at once.
    expect((await studentsAtLogin(res.json().class.code)).json().results.class_name).toBe('Year 5 Birch');

    expect((await api('POST', '/api/school-admin/classes/', { name: 'year 5 birch' })).json().name).toEqual([MSG.nameTaken]);
    expect((await api('POST', '/api/school-admin/classes/', { name: '' })).json().name).toEqual([MSG.nameRequired]);
    expect((await api('POST', '/api/school-admin/classes/', { name: 'Year 6', teacher_id: '00000000-0000-4000-8000-000000000000' })).json().teacher_id).toEqual([MSG.teacherNotFound]);
  });

  it('rotates a code (the old one stops at once) and turns a code off and on', async () => {
    const birch = (await classList()).results.find((c: { name: string }) => c.name === 'Year 5 Birch');
    const rotated = await api('POST', `/api/school-admin/classes/${birch.id}/rotate-code/`);
    expect(rotated.statusCode).toBe(200);
    const code = rotated.json().class.code as string;
    expect(code).not.toBe(birch.code);
    expect(rotated.json().message).toBe(MSG.codeRotated(code));
    expect((await studentsAtLogin(birch.code)).statusCode).toBe(404);
    expect((await studentsAtLogin(code)).statusCode).toBe(200);

    const off = await api('PATCH', `/api/school-admin/classes/${birch.id}/`, { active: false });
    expect(off.json()).toMatchObject({ message: MSG.codeOff, class: { active: false } });
    expect((await studentsAtLogin(code)).statusCode).toBe(404);
    expect((await api('PATCH', `/api/school-admin/classes/${birch.id}/`, { active: true })).json().message).toBe(MSG.codeOn);
    expect((await studentsAtLogin(code)).statusCode).toBe(200);
  });

  it('resets a student’s password (shown once; the old one stops), moves a student and archives one', async () => {
    const c = await oak();
    const { students } = (await api('GET', `/api/school-admin/classes/${c.id}/students/`)).json();
    expect(students).toHaveLength(25);
    const [first, second] = students;

    const reset = await api('POST', `/api/school-admin/classes/${c.id}/students/${first.id}/reset-password/`);
    expect(reset.statusCode, reset.body).toBe(200);
    const password = reset.json().password as string;
    expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const signIn = (pw: string) => call('POST', '/api/auth/token/', { host: GW, payload: { username: first.username, password: pw, remember: false } });
    expect((await signIn(DEMO.password)).statusCode).toBe(401);
    expect((await signIn(password)).statusCode).toBe(200);

    const birch = (await classList()).results.find((k: { name: string }) => k.name === 'Year 5 Birch');
    const moved = await api('POST', `/api/school-admin/classes/${c.id}/students/${second.id}/move/`, { class_id: birch.id });
    expect(moved.json().message).toBe(MSG.moved(second.first_name, 'Year 5 Birch'));
    expect((await oak()).students_count).toBe(24);
    expect((await api('POST', `/api/school-admin/classes/${c.id}/students/${second.id}/move/`, { class_id: birch.id })).statusCode).toBe(404);
    expect((await api('POST', `/api/school-admin/classes/${birch.id}/students/${second.id}/move/`, { class_id: birch.id })).json().class_id).toEqual([MSG.targetNotFound]);

    const archived = await api('POST', `/api/school-admin/classes/${c.id}/students/${first.id}/archive/`);
    expect(archived.json().message).toBe(MSG.archived(first.first_name));
    expect((await signIn(password)).statusCode).not.toBe(200);
    const atLogin = (await studentsAtLogin(DEMO.classCode)).json().results.students.map((s: { username: string }) => s.username);
    expect(atLogin).not.toContain(first.username);
  });

  it('draws a class code’s login QR for the site, and refuses what is not a code', async () => {
    const res = await call('GET', `/api/class-qr.svg?code=${DEMO.classCode}`, { host: GW });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect((await call('GET', '/api/class-qr.svg?code=%3Cscript%3E', { host: GW })).statusCode).toBe(404);
    expect((await call('GET', `/api/class-qr.svg?code=${DEMO.classCode}`, { host: MAIN })).statusCode).toBe(404);
  });
});
