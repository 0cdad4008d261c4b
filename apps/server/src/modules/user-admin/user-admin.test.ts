import { MSG as AUTH_MSG } from '@commonshelf/shared/auth/auth.schemas';
import { USER_ADMIN_MSG as MSG } from '@commonshelf/shared/users/user-admin.schemas';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEMO } from '../../db/seed/seed.js';
import { multipartForm, type FilePart } from '../../test/book-files.js';
import { makePng } from '../../test/images.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { classes } from '../classes/classes.table.js';
import { mailOutbox } from '../mail/mail.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { usernameBase } from './user-admin.service.js';

let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const LAKE = 'lakeside.localhost:3000';
const LAKE_ADMIN = 'schooladmin@lakeside.test';

type Tokens = Record<'admin' | 'school' | 'teacher' | 'student' | 'lake' | 'org', string>;
let tok: Tokens;
const ids = {} as Record<'greenwood' | 'lakeside' | 'brightfutures' | 'gwTeacher' | 'amara' | 'lakeTeacher' | 'admin' | 'schoolAdmin' | 'oak' | 'heron', string>;

const userId = (email: string) => platform(async (tx) => (await tx.select().from(users).where(eq(users.email, email)))[0]!.id);

beforeAll(async () => {
  t = await createTestApp();
  tok = {
    admin: await login(DEMO.admin, MAIN),
    school: await login(DEMO.schoolAdmin, GW),
    teacher: await login(DEMO.teacher, GW),
    student: await login('amarao07', GW),
    lake: await login(LAKE_ADMIN, LAKE),
    org: await login(DEMO.orgAdmin, BF),
  };
  await platform(async (tx) => {
    const sites = await tx.select().from(tenants);
    ids.greenwood = sites.find((s) => s.subdomain === 'greenwood')!.id;
    ids.lakeside = sites.find((s) => s.subdomain === 'lakeside')!.id;
    ids.brightfutures = sites.find((s) => s.subdomain === 'brightfutures')!.id;
    const cls = await tx.select().from(classes);
    ids.oak = cls.find((c) => c.name === DEMO.className)!.id;
    ids.heron = cls.find((c) => c.name === 'Year 5 Heron')!.id;
    ids.amara = (await tx.select().from(users).where(eq(users.username, 'amarao07')))[0]!.id;
  });
  ids.gwTeacher = await userId(DEMO.teacher);
  ids.lakeTeacher = await userId('teacher@lakeside.test');
  ids.admin = await userId(DEMO.admin);
  ids.schoolAdmin = await userId(DEMO.schoolAdmin);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
/** A multipart request, as the web app's forms send them. */
const send = (method: Method, url: string, fields: Record<string, string>, o: { token?: string | undefined; host?: string; files?: FilePart[] } = {}) => {
  const body = multipartForm(fields, o.files ?? []);
  return t.app.inject({ method, url, payload: body.payload, headers: { host: o.host ?? MAIN, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...body.headers } });
};
const get = (url: string, token: string = tok.admin, host = MAIN) => call('GET', url, { host, token });
const userCount = () => platform(async (tx) => Number((await tx.select({ n: count() }).from(users))[0]!.n));
const lastMailTo = (to: string) =>
  platform(async (tx) => (await tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0] ?? null);

const adult = (over: Record<string, string> = {}) => ({ first_name: 'Nadia', last_name: 'Haddad', email: 'nadia.haddad@example.org', country: 'GB', role: 'teacher', site: '', is_active: 'true', ...over });

describe('who may manage users', () => {
  const fake = '00000000-0000-4000-8000-000000000000';
  const platformCalls = (id: string): [Method, string][] => [
    ['GET', '/api/api-super-admin/users/'],
    ['GET', '/api/api-super-admin/users/stats/'],
    ['GET', '/api/api-super-admin/users/options/'],
    ['POST', '/api/api-super-admin/create-user/'],
    ['GET', `/api/api-super-admin/users/${id}/`],
    ['PATCH', `/api/api-super-admin/users/${id}/`],
    ['GET', `/api/api-super-admin/users/${id}/profile/`],
  ];
  const siteCalls = (id: string): [Method, string][] => [
    ['GET', '/api/admin/users/'],
    ['GET', '/api/admin/users/options/'],
    ['POST', '/api/admin/users/'],
    ['POST', '/api/admin/users/import/validate/'],
    ['POST', '/api/admin/users/import/'],
    ['GET', `/api/admin/users/${id}/`],
    ['PATCH', `/api/admin/users/${id}/`],
    ['GET', `/api/admin/users/${id}/profile/`],
  ];
  const hit = (method: Method, url: string, token: string | undefined, host: string) =>
    method === 'GET' ? call('GET', url, { host, ...(token ? { token } : {}) }) : send(method, url, adult(), { token, host });

  it('the platform admin’s calls answer nobody else: 401 without a login, 403 for every other role on its own site', async () => {
    const others: [string, string][] = [
      [tok.school, GW],
      [tok.teacher, GW],
      [tok.student, GW],
      [tok.lake, LAKE],
      [tok.org, BF],
    ];
    for (const [method, url] of platformCalls(ids.amara)) {
      expect((await hit(method, url, undefined, MAIN)).statusCode, `${method} ${url}`).toBe(401);
      for (const [token, host] of others) {
        const res = await hit(method, url, token, host);
        expect(res.statusCode, `${method} ${url} on ${host}`).toBe(403);
        expect(res.json().error).toBe(MSG.notPlatformAdmin);
      }
      // The platform admin's token is the main site's only.
      expect((await hit(method, url, tok.admin, GW)).statusCode).toBe(401);
    }
  });

  it('a school’s calls answer its admins on its site: 403 for teachers, students and the platform admin', async () => {
    for (const [method, url] of siteCalls(ids.amara)) {
      expect((await hit(method, url, undefined, GW)).statusCode).toBe(401);
      for (const [token, host] of [
        [tok.teacher, GW],
        [tok.student, GW],
        [tok.admin, MAIN],
      ] as const) {
        const res = await hit(method, url, token, host);
        expect(res.statusCode, `${method} ${url} on ${host}`).toBe(403);
        expect(res.json().error).toBe(MSG.notSiteAdmin);
      }
    }
  });

  it('another site’s account is the same 404 as a missing one, for every other school and the organization', async () => {
    for (const [token, host] of [
      [tok.lake, LAKE],
      [tok.org, BF],
    ] as const) {
      for (const [method, url] of siteCalls(ids.amara).filter(([, u]) => u.includes(ids.amara))) {
        const res = await hit(method, url, token, host);
        expect(res.statusCode, `${method} ${url} on ${host}`).toBe(404);
        expect(res.json().error).toBe(MSG.notFound);
        expect((await hit(method, url.replace(ids.amara, fake), token, host)).json()).toEqual(res.json());
      }
    }
    for (const [method, url] of siteCalls(ids.lakeTeacher).filter(([, u]) => u.includes(ids.lakeTeacher))) {
      expect((await hit(method, url, tok.school, GW)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing of Greenwood's in another school's list.
    const lake = (await get('/api/admin/users/?limit=100', tok.lake, LAKE)).json();
    expect(lake.results.length).toBeGreaterThan(0);
    expect(lake.results.every((u: { site: { id: string } }) => u.site.id === ids.lakeside)).toBe(true);
    expect((await get(`/api/admin/users/?search=amara`, tok.lake, LAKE)).json().count).toBe(0);
    // The Greenwood account was not changed by the attempts.
    expect((await get(`/api/admin/users/${ids.amara}/`, tok.school, GW)).json()).toMatchObject({ first_name: 'Amara', is_active: true });
  });
});

describe('the platform admin’s list', () => {
  it('searches names, emails and usernames, filters by role, site and status, sorts and pages', async () => {
    const all = (await get('/api/api-super-admin/users/?limit=5')).json();
    expect(all.count).toBe(await userCount());
    expect(all.results).toHaveLength(5);
    expect(all.next).toContain('offset=5');
    expect(all.counts.all).toBe(all.count);
    expect(all.counts.student).toBeGreaterThanOrEqual(25);

    const amara = (await get('/api/api-super-admin/users/?search=amara%20oka')).json();
    expect(amara.results.map((u: { username: string }) => u.username)).toEqual(['amarao07']);
    expect(amara.results[0]).toMatchObject({ role: 'student', site: { id: ids.greenwood, name: DEMO.school.name }, classes: [{ id: ids.oak, name: DEMO.className }], password_set: true });
    expect((await get('/api/api-super-admin/users/?search=SCHOOLADMIN%40GREENWOOD')).json().results[0].email).toBe(DEMO.schoolAdmin);
    // LIKE's wildcards are words, not patterns.
    expect((await get('/api/api-super-admin/users/?search=%25')).json().count).toBe(0);

    const main = (await get('/api/api-super-admin/users/?site=main&limit=100')).json();
    expect(main.results.every((u: { site: unknown }) => u.site === null)).toBe(true);
    expect(main.results.map((u: { email: string }) => u.email)).toContain(DEMO.admin);
    const teachers = (await get(`/api/api-super-admin/users/?role=teacher&site=${ids.lakeside}`)).json();
    expect(teachers.results.map((u: { email: string }) => u.email)).toEqual(['teacher@lakeside.test']);
    expect(teachers.counts.student).toBe(4);

    const byName = (await get(`/api/api-super-admin/users/?site=${ids.lakeside}&role=student&sort=name`)).json().results.map((u: { first_name: string }) => u.first_name);
    expect(byName).toEqual(['Ines', 'Leo', 'Samuel', 'Zara']);
    expect((await get('/api/api-super-admin/users/?sort=sideways')).statusCode).toBe(400);
    expect((await get('/api/api-super-admin/users/?site=nowhere')).json().site).toEqual([MSG.chooseSite]);
  });

  it('offers the sites and a site’s classes to the form', async () => {
    const options = (await get(`/api/api-super-admin/users/options/?site=${ids.greenwood}`)).json();
    expect(options.roles).toContain('upschool_admin');
    expect(options.sites.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining([DEMO.school.name, DEMO.organization.name, 'Lakeside Primary School']));
    expect(options.classes.map((c: { code: string }) => c.code)).toContain(DEMO.classCode);
    expect((await get('/api/api-super-admin/users/options/')).json().classes).toEqual([]);
  });
});

describe('the add/edit user form (spec 5)', () => {
  const create = (fields: Record<string, string>, files?: FilePart[]) => send('POST', '/api/api-super-admin/create-user/', fields, { token: tok.admin, ...(files ? { files } : {}) });
  const patch = (id: string, fields: Record<string, string>, token = tok.admin, host = MAIN) => send('PATCH', `/api/api-super-admin/users/${id}/`, fields, { token, host });

  it('names every problem of a bad form and adds nothing', async () => {
    const before = await userCount();
    const empty = await create({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ first_name: [AUTH_MSG.required], last_name: [AUTH_MSG.required], role: [MSG.chooseRole], email: [AUTH_MSG.required], country: [AUTH_MSG.required] });
    expect((await create(adult({ email: '', country: '' }))).json()).toMatchObject({ email: [AUTH_MSG.required], country: [AUTH_MSG.required] });
    expect((await create(adult({ email: 'nadia@' }))).json().email).toEqual([AUTH_MSG.invalidEmail]);
    expect((await create(adult({ first_name: 'x'.repeat(256) }))).json().first_name).toEqual([AUTH_MSG.tooLong]);
    expect((await create(adult({ country: 'Britain' }))).json().country).toEqual([MSG.chooseCountry]);
    // Another account's email, in any case and on any site.
    expect((await create(adult({ email: 'Teacher@LAKESIDE.test' }))).json().email).toEqual([MSG.emailExists]);
    // Roles must fit the site.
    expect((await create(adult({ role: 'upschool_admin', site: ids.greenwood }))).json().role).toEqual([MSG.platformAdminOnMain]);
    expect((await create(adult({ role: 'school_admin' }))).json().role).toEqual([MSG.staffNeedsSite]);
    expect((await create(adult({ role: 'school_admin', site: ids.brightfutures }))).json().role).toEqual([MSG.staffNeedsSite]);
    expect((await create(adult({ role: 'organization_admin', site: ids.greenwood }))).json().role).toEqual([MSG.organizationAdminNeedsOrganization]);
    expect((await create(adult({ role: 'student' }))).json()).toMatchObject({ role: [MSG.studentNeedsSchool], class_id: [MSG.chooseClass] });
    expect((await create(adult({ role: 'student', site: ids.greenwood, class_id: ids.heron }))).json().class_id).toEqual([MSG.classNotFound]);
    expect((await create(adult({ role: 'student', site: ids.greenwood, class_id: ids.oak, username: 'AmaraO07' }))).json().username).toEqual([MSG.usernameTaken]);
    expect((await create(adult({ role: 'student', site: ids.greenwood, class_id: ids.oak, username: 'a b' }))).json().username).toEqual([MSG.usernameFormat]);
    expect((await create(adult({ site: '00000000-0000-4000-8000-000000000000' }))).json().site).toEqual([MSG.chooseSite]);
    // The picture is judged by its bytes.
    const fakePng = await create(adult(), [{ field: 'avatar', name: 'me.png', data: Buffer.from('<script>alert(1)</script>'), type: 'image/png' }]);
    expect(fakePng.json().avatar).toEqual([MSG.avatarType]);
    expect(await userCount()).toBe(before);
  });

  it('adds an adult who chooses their own password from an emailed link', async () => {
    const res = await create(adult({ role: 'school_admin', site: ids.greenwood, email: 'Nadia.Haddad@Example.org' }), [{ field: 'avatar', name: 'n.png', data: makePng(40, 40), type: 'image/png' }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = res.json();
    expect(saved).toMatchObject({ message: MSG.added, password_link_sent_to: 'nadia.haddad@example.org', credentials: null });
    expect(saved.user).toMatchObject({ email: 'nadia.haddad@example.org', role: 'school_admin', site: { id: ids.greenwood }, password_set: false, is_active: true });
    expect(saved.user.avatar).toMatch(/^\/media\/avatars\/.+\.png$/);

    const mail = (await lastMailTo('nadia.haddad@example.org'))!;
    expect(mail.subject).toBe(`Your ${DEMO.school.name} account is ready`);
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain('http://greenwood.localhost:3000/password-reset-confirm/');
    // Until then, no password logs in.
    expect((await call('POST', '/api/auth/token/', { host: GW, payload: { username: 'nadia.haddad@example.org', password: 'lighthouse-orchard-26', remember: false } })).statusCode).toBe(401);
    const chosen = await call('POST', '/api/auth/password-reset/confirm/', { host: GW, payload: { token, password: 'lighthouse-orchard-26', password2: 'lighthouse-orchard-26' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const logIn = await call('POST', '/api/auth/token/', { host: GW, payload: { username: 'nadia.haddad@example.org', password: 'lighthouse-orchard-26', remember: false } });
    expect(logIn.json().user.role).toBe('school_admin');
    expect((await get(`/api/api-super-admin/users/${saved.user.id}/`)).json().password_set).toBe(true);
  });

  it('adds a student to a class with a made username and a password shown once', async () => {
    const res = await create({ first_name: 'Élodie', last_name: 'Brun', role: 'student', site: ids.greenwood, class_id: ids.oak, is_active: 'true' });
    expect(res.statusCode, res.body).toBe(201);
    const { credentials, user } = res.json();
    expect(credentials).toMatchObject({ class_name: DEMO.className, class_code: DEMO.classCode, login_url: `http://greenwood.localhost:3000/login?class=${DEMO.classCode}` });
    expect(credentials.username).toMatch(/^elodieb\d{2}$/);
    expect(credentials.password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(user).toMatchObject({ username: credentials.username, email: null, classes: [{ id: ids.oak }] });
    const signIn = await call('POST', '/api/auth/token/', { host: GW, payload: { username: credentials.username, password: credentials.password, remember: false } });
    expect(signIn.statusCode).toBe(200);
    // The password is never shown again.
    expect(JSON.stringify((await get(`/api/api-super-admin/users/${user.id}/`)).json())).not.toContain(credentials.password);
  });

  it('edits an account with only what changes; moving a teacher to another school ends their logins and leaves their classes', async () => {
    const teacher = await login('teacher@lakeside.test', LAKE);
    const res = await patch(ids.lakeTeacher, { site: ids.greenwood, last_name: 'Haddad-Okoro' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.updated, user: { last_name: 'Haddad-Okoro', first_name: 'Omar', site: { id: ids.greenwood }, email: 'teacher@lakeside.test' } });
    expect((await call('GET', '/api/user/profile/', { host: LAKE, token: teacher })).statusCode).toBe(401);
    const heron = await platform(async (tx) => (await tx.select().from(classes).where(eq(classes.id, ids.heron)))[0]!);
    expect(heron.teacherId).toBeNull();
    // A student stays at their school.
    expect((await patch(ids.amara, { site: ids.lakeside })).json().site).toEqual([MSG.studentSiteFixed]);
    expect((await patch(ids.amara, { role: 'teacher', email: 'amara@example.org' })).json().role).toEqual([MSG.studentBoundary]);
    expect((await patch(ids.amara, { email: DEMO.teacher })).json().email).toEqual([MSG.emailExists]);
    expect((await patch('00000000-0000-4000-8000-000000000000', { first_name: 'X' })).statusCode).toBe(404);
  });

  it('refuses the admin’s own demotion, deactivation and move', async () => {
    expect((await patch(ids.admin, { role: 'teacher' })).json().role).toEqual([MSG.selfRole]);
    expect((await patch(ids.admin, { is_active: 'false' })).json().is_active).toEqual([MSG.selfDeactivate]);
    expect((await get(`/api/api-super-admin/users/${ids.admin}/`)).json()).toMatchObject({ role: 'upschool_admin', is_active: true });
    const own = await send('PATCH', `/api/admin/users/${ids.schoolAdmin}/`, { role: 'teacher' }, { token: tok.school, host: GW });
    expect(own.json().role).toEqual([MSG.selfRole]);
    expect((await send('PATCH', `/api/admin/users/${ids.schoolAdmin}/`, { is_active: 'false' }, { token: tok.school, host: GW })).json().is_active).toEqual([MSG.selfDeactivate]);
  });

  it('deactivating an account ends its live session at once', async () => {
    const teacher = await login(DEMO.teacher, GW);
    expect((await call('GET', '/api/user/profile/', { host: GW, token: teacher })).statusCode).toBe(200);
    const res = await send('PATCH', `/api/admin/users/${ids.gwTeacher}/`, { is_active: 'false' }, { token: tok.school, host: GW });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.is_active).toBe(false);
    expect((await call('GET', '/api/user/profile/', { host: GW, token: teacher })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/token/', { host: GW, payload: { username: DEMO.teacher, password: DEMO.password, remember: false } })).statusCode).toBe(401);
    // Active again, they log in again.
    await send('PATCH', `/api/admin/users/${ids.gwTeacher}/`, { is_active: 'true' }, { token: tok.school, host: GW });
    expect((await call('POST', '/api/auth/token/', { host: GW, payload: { username: DEMO.teacher, password: DEMO.password, remember: false } })).statusCode).toBe(200);
  });
});

describe('a school’s own users', () => {
  const create = (fields: Record<string, string>, token = tok.school) => send('POST', '/api/admin/users/', fields, { token, host: GW });

  it('lists only the school’s accounts, by class too', async () => {
    const page = (await get('/api/admin/users/?limit=100', tok.school, GW)).json();
    expect(page.results.every((u: { site: { id: string } }) => u.site.id === ids.greenwood)).toBe(true);
    const gwCount = await platform(async (tx) => Number((await tx.select({ n: count() }).from(users).where(eq(users.tenantId, ids.greenwood)))[0]!.n));
    expect(page.count).toBe(gwCount);
    const oak = (await get(`/api/admin/users/?class=${ids.oak}&role=student&limit=100`, tok.school, GW)).json();
    expect(oak.results.every((u: { classes: { id: string }[] }) => u.classes.some((c) => c.id === ids.oak))).toBe(true);
    expect(oak.count).toBeGreaterThanOrEqual(25);
    const options = (await get('/api/admin/users/options/', tok.school, GW)).json();
    expect(options).toMatchObject({ roles: ['student', 'teacher', 'teacher_admin', 'school_admin'], sites: [] });
    expect(options.classes.map((c: { code: string }) => c.code)).toContain(DEMO.classCode);
  });

  it('adds teachers and students to its own site whatever the form says, and no role above its own', async () => {
    const res = await create(adult({ email: 'mo.ali@example.org', site: ids.lakeside }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.site.id).toBe(ids.greenwood);
    expect((await create(adult({ email: 'pa@example.org', role: 'upschool_admin' }))).json().role).toEqual([MSG.roleNotYours('a platform admin')]);
    expect((await create(adult({ email: 'oa@example.org', role: 'organization_admin' }))).json().role).toEqual([MSG.roleNotYours('an organization admin')]);
    // A class of another school is not one of this school's.
    expect((await create({ first_name: 'Ben', last_name: 'Ode', role: 'student', class_id: ids.heron, is_active: 'true' })).json().class_id).toEqual([MSG.classNotFound]);
  });

  it('cannot raise an account above its own role by editing it, and the role stays as it was', async () => {
    for (const role of ['upschool_admin', 'organization_admin']) {
      const res = await send('PATCH', `/api/admin/users/${ids.gwTeacher}/`, { role }, { token: tok.school, host: GW });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().role).toEqual([MSG.roleNotYours(role === 'upschool_admin' ? 'a platform admin' : 'an organization admin')]);
    }
    const [row] = await platform((tx) => tx.select({ role: users.role }).from(users).where(eq(users.id, ids.gwTeacher)));
    expect(row!.role).toBe('teacher');
  });

  it('a teacher admin gives teacher and student roles only, and cannot change a school admin', async () => {
    await platform((tx) => createUser(tx, { tenantId: ids.greenwood, role: 'teacher_admin', firstName: 'Tara', lastName: 'Admin', email: 'tara.admin@greenwood.test', password: DEMO.password, country: 'GB' }));
    const ta = await login('tara.admin@greenwood.test', GW);
    expect((await create(adult({ email: 'sa2@example.org', role: 'school_admin' }), ta)).json().role).toEqual([MSG.roleNotYours('a school admin')]);
    const res = await send('PATCH', `/api/admin/users/${ids.schoolAdmin}/`, { first_name: 'Mallory' }, { token: ta, host: GW });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.cannotManage('a school admin'));
    expect((await create(adult({ email: 'ta.new@example.org', role: 'teacher' }), ta)).statusCode).toBe(201);
  });

  it('shows a user’s profile: classes, courses, stories and logins', async () => {
    const student = (await get('/api/admin/users/?search=aaravs12', tok.school, GW)).json().results[0];
    const profile = (await get(`/api/admin/users/${student.id}/profile/`, tok.school, GW)).json();
    expect(profile.user.username).toBe('aaravs12');
    expect(profile.classes).toEqual([expect.objectContaining({ id: ids.oak, as: 'student', code: DEMO.classCode })]);
    expect(profile.stories.count).toBeGreaterThanOrEqual(1);
    expect(Array.isArray(profile.enrolments)).toBe(true);
    const teacher = (await get(`/api/api-super-admin/users/${ids.gwTeacher}/profile/`)).json();
    expect(teacher.classes).toEqual(expect.arrayContaining([expect.objectContaining({ id: ids.oak, as: 'teacher' })]));
    expect(teacher.live_sessions).toBeGreaterThanOrEqual(1);
  });
});

describe('the users dashboard', () => {
  it('counts accounts by month, role and site', async () => {
    const stats = (await get('/api/api-super-admin/users/stats/')).json();
    expect(stats.total).toBe(await userCount());
    expect(stats.active + stats.inactive).toBe(stats.total);
    expect(stats.by_role.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(stats.total);
    expect(stats.new_by_month).toHaveLength(12);
    expect(stats.new_by_month.at(-1).count).toBeGreaterThan(0);
    expect(stats.by_site[0].site).toMatchObject({ id: ids.greenwood });
    const waiting = await platform(async (tx) => (await tx.select().from(users).where(and(isNull(users.passwordHash), eq(users.isActive, true), ne(users.role, 'student')))).length);
    expect(waiting).toBeGreaterThan(0);
    expect(stats.waiting_for_password).toBe(waiting);
  });
});

describe('usernames', () => {
  it('are the ASCII first name and surname initial', () => {
    expect(usernameBase('Élodie', 'Brun')).toBe('elodieb');
    expect(usernameBase('李', 'Wang')).toBe('studentw');
    expect(usernameBase('Mary-Jane Louise', "O'Neil")).toBe('maryjanelouio');
  });
});
