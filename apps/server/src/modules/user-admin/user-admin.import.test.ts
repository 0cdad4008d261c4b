import { IMPORT_MSG, IMPORT_ROW_MSG as ROW, type TImportReport, type TStudentCredentials } from '@commonshelf/shared/users/user-admin.schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { multipartForm } from '../../test/book-files.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { classStudents } from '../classes/classes.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';

let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const GW = HOSTS.greenwood;
let admin: string;
let greenwood: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(DEMO.schoolAdmin, GW);
  greenwood = await platform(async (tx) => (await tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood')))[0]!.id);
});
afterAll(() => t.close());

const upload = (step: 'validate' | 'apply', csv: string | Buffer, name = 'year3.csv') => {
  const body = multipartForm({}, [{ field: 'file', name, data: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv, type: 'text/csv' }]);
  return t.app.inject({
    method: 'POST',
    url: step === 'validate' ? '/api/admin/users/import/validate/' : '/api/admin/users/import/',
    payload: body.payload,
    headers: { host: GW, authorization: `Bearer ${admin}`, ...body.headers },
  });
};
const students = () => platform(async (tx) => Number((await tx.select({ n: count() }).from(users).where(eq(users.tenantId, greenwood)))[0]!.n));
const memberships = () => platform(async (tx) => Number((await tx.select({ n: count() }).from(classStudents))[0]!.n));

const GOOD = ['First name,Surname,Class code,username', 'Isla,Morgan,grn4a,', 'Noah,Fisher,Year 4 Oak,', 'Ava,Reid,GRN4A,avar2026'].join('\r\n');

describe('importing students from a CSV file', () => {
  it('checks every row and reports each problem, adding nothing', async () => {
    const before = await students();
    const csv = [
      'first_name,last_name,class,username',
      'Isla,Morgan,GRN4A,',
      ',Fisher,GRN4A,',
      'Leo,Stone,Year 9 Nowhere,',
      'Mia,Hart,GRN4A,amarao07',
      'Zoe,Lane,GRN4A,zoel',
      'Zac,Lane,GRN4A,zoel',
      'Ella,Price,,',
      'Amara,Okafor,GRN4A,',
      'Isla,Morgan,GRN4A,',
      'Kai,Ng,GRN4A,no spaces',
    ].join('\n');
    const res = await upload('validate', csv);
    expect(res.statusCode, res.body).toBe(200);
    const report: TImportReport = res.json();
    const byRow = new Map(report.rows.map((r) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ status: 'ok', class_name: DEMO.className, message: null });
    expect(byRow.get(3)).toMatchObject({ status: 'error', message: ROW.firstName });
    expect(byRow.get(4)).toMatchObject({ status: 'error', message: ROW.unknownClass('Year 9 Nowhere') });
    expect(byRow.get(5)).toMatchObject({ status: 'error', message: ROW.usernameTaken });
    expect(byRow.get(6)).toMatchObject({ status: 'ok' });
    expect(byRow.get(7)).toMatchObject({ status: 'error', message: ROW.usernameRepeated(6) });
    expect(byRow.get(8)).toMatchObject({ status: 'error', message: ROW.noClass });
    expect(byRow.get(9)).toMatchObject({ status: 'warning', message: ROW.alreadyInClass(DEMO.className) });
    expect(byRow.get(10)).toMatchObject({ status: 'warning', message: ROW.sameAsRow(2) });
    expect(byRow.get(11)).toMatchObject({ status: 'error', message: ROW.usernameFormat });
    expect(report.summary).toEqual({ rows: 10, ok: 2, warnings: 2, errors: 6 });
    expect(report.file_name).toBe('year3.csv');
    expect(await students()).toBe(before);
  });

  it('applies nothing when one row is wrong: 422 with the report', async () => {
    const before = { students: await students(), memberships: await memberships() };
    const res = await upload('apply', `${GOOD}\r\nBen,Ode,Year 9 Nowhere,`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(IMPORT_MSG.hasErrors);
    expect(res.json().report.summary.errors).toBe(1);
    expect(await students()).toBe(before.students);
    expect(await memberships()).toBe(before.memberships);
  });

  it('adds every student of a good file with unique usernames and passwords shown once, who can log in', async () => {
    const before = await students();
    const res = await upload('apply', GOOD);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const result = res.json();
    expect(result.message).toBe(IMPORT_MSG.imported(3));
    expect(result.site_name).toBe(DEMO.school.name);
    const creds: TStudentCredentials[] = result.credentials;
    expect(creds.map((c) => c.first_name)).toEqual(['Isla', 'Noah', 'Ava']);
    expect(creds[0]!.username).toMatch(/^islam\d{2}$/);
    expect(creds[1]!.username).toMatch(/^noahf\d{2}$/);
    expect(creds[2]!.username).toBe('avar2026');
    expect(new Set(creds.map((c) => c.username)).size).toBe(3);
    expect(new Set(creds.map((c) => c.password)).size).toBe(3);
    for (const c of creds) expect(c).toMatchObject({ class_name: DEMO.className, class_code: DEMO.classCode, login_url: `http://greenwood.localhost:3000/login?class=${DEMO.classCode}` });
    expect(await students()).toBe(before + 3);

    // They are in the class's list at login and log in with what the card says.
    const atLogin = (await call('GET', `/api/list-student-in-class/${DEMO.classCode}/?limit=50`, { host: GW })).json().results.students.map((s: { username: string }) => s.username);
    for (const c of creds) expect(atLogin).toContain(c.username);
    const signIn = await call('POST', '/api/auth/token/', { host: GW, payload: { username: creds[1]!.username, password: creds[1]!.password, remember: false } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ role: 'student', first_name: 'Noah' });

    // The same file again: its usernames are taken now, so nothing is added.
    const again = await upload('apply', GOOD);
    expect(again.statusCode).toBe(422);
    expect(again.json().report.rows.find((r: { row: number }) => r.row === 4).message).toBe(ROW.usernameTaken);
    expect(again.json().report.rows.find((r: { row: number }) => r.row === 2).status).toBe('warning');
    expect(await students()).toBe(before + 3);
  });

  it('refuses a file that is not a students’ CSV with a clear message', async () => {
    expect((await upload('validate', 'email,username\r\na@b.org,\r\n')).json().error).toBe(IMPORT_MSG.columns);
    expect((await upload('validate', 'first_name,last_name,class\r\n')).statusCode).toBe(400);
    expect((await upload('validate', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 1, 2]), 'year3.xlsx')).statusCode).toBe(400);
    const many = ['first_name,last_name,class', ...Array.from({ length: 301 }, (_, i) => `Kid${i},Test,GRN4A`)].join('\n');
    expect((await upload('validate', many)).json().error).toBe(IMPORT_MSG.tooManyRows);
    const none = multipartForm({}, []);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/users/import/validate/', payload: none.payload, headers: { host: GW, authorization: `Bearer ${admin}`, ...none.headers } });
    expect(res.json().file).toEqual([IMPORT_MSG.noFile]);
  });

  it('accepts semicolons, a byte-order mark and quoted names', async () => {
    const res = await upload('validate', `\uFEFFfirst_name;last_name;class\r\n"Anne-Marie";"O'Brien, Jr";GRN4A\r\n`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows[0]).toMatchObject({ first_name: 'Anne-Marie', last_name: "O'Brien, Jr", status: 'ok' });
  });
});
