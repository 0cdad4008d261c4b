import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@commonshelf/shared/auth/auth.schemas';
import { execRows } from '../../db/client.js';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { DEMO } from '../../db/seed/seed.js';
import { TURNSTILE_EXPIRED, TURNSTILE_FAILED } from '../../lib/turnstile.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startMailCatcher } from '../../test/mail-catcher.js';
import { startTurnstile } from '../../test/turnstile-server.js';
import { INVITATION_INVALID } from './invitations.routes.js';
import { RESET_DONE, RESET_LINK_INVALID, RESET_REQUESTED } from './recovery.routes.js';
import { COMMUNITY_COOKIE, COMMUNITY_WRONG } from './community.routes.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let turnstile: Awaited<ReturnType<typeof startTurnstile>>;

beforeAll(async () => {
  smtp = await startMailCatcher();
  turnstile = await startTurnstile('test-secret');
  t = await createTestApp({ SMTP_URL: smtp.url, TURNSTILE_SECRET_KEY: 'test-secret', TURNSTILE_VERIFY_URL: turnstile.url, PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await turnstile.close();
});

const GW = 'greenwood.localhost:3000';
const MAIN = 'localhost:3000';
let ipSeq = 0;
const nextIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
type Json = Record<string, unknown>;
const post = (url: string, payload: Json, host = MAIN, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host, ...headers }, remoteAddress: nextIp() });
const get = (url: string, host = MAIN, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers }, remoteAddress: nextIp() });
const outbox = (to: string) =>
  t.db.withTenant({ tenantId: null, platform: true }, (tx) =>
    execRows<{ subject: string; text: string; status: string; template: string; html: string }>(
      tx,
      sql`select subject, text, status, template, html from mail_outbox where to_address = ${to} order by created_at`,
    ),
  );
/** Waits for the SMTP server to receive a mail for `to` (the outbox sends after the request). */
async function received(to: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    const mine = smtp.mails.filter((m) => m.to.includes(to));
    if (mine.length >= count) return mine;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail for ${to}`);
}
const linkToken = (text: string, path: string) => new RegExp(`${path}([A-Za-z0-9_-]{20,})`).exec(text)![1]!;

const signupBody = (over: Json = {}) => ({
  first_name: 'Maya',
  last_name: 'Lindqvist',
  email: `maya.${Math.random().toString(36).slice(2)}@example.com`,
  password: 'violet-harbour-72',
  password2: 'violet-harbour-72',
  country: 'SE',
  role: 'teacher',
  canvaAccount: true,
  agreeToTerms: true,
  turnstile_token: turnstile.issue(),
  ...over,
});
const countUsers = async () =>
  (await t.db.withTenant({ tenantId: null, platform: true }, (tx) => execRows<{ n: number }>(tx, sql`select count(*)::int n from users`)))[0]!.n;

describe('POST /api/signup/', () => {
  it('creates the account, logs it in and sends a verification email through SMTP', async () => {
    const body = signupBody();
    const res = await post('/api/signup/', body);
    expect(res.statusCode, res.body).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({ success: true, user: { email: body.email, role: 'teacher', country: 'SE' } });
    expect((await get('/api/user/profile/', MAIN, { authorization: `Bearer ${json.access}` })).statusCode).toBe(200);
    const [mail] = await received(body.email as string);
    expect(mail!.raw).toContain('Confirm your email');
    const token = linkToken((await outbox(body.email as string))[0]!.text, '/verification/#token=');
    const verify = await post('/api/auth/verify-email/', { token });
    expect(verify.json()).toMatchObject({ success: true });
    expect((await post('/api/auth/verify-email/', { token })).statusCode).toBe(400);
  });

  it('applies the spec rules with their exact messages, and creates nothing', async () => {
    const before = await countUsers();
    const res = await post('/api/signup/', {
      ...signupBody(),
      first_name: '',
      last_name: 'x'.repeat(256),
      email: 'not-an-email',
      password: 'short',
      password2: 'different',
      agreeToTerms: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      first_name: [MSG.required],
      last_name: [MSG.tooLong],
      email: [MSG.invalidEmail],
      password: [MSG.passwordMin],
      password2: [MSG.passwordMismatch],
      agreeToTerms: [MSG.agreeToTerms],
    });
    const empty = await post('/api/signup/', { ...signupBody(), password: '', password2: '' });
    expect(empty.json()).toMatchObject({ password: [MSG.passwordRequired], password2: [MSG.password2Required] });
    expect(await countUsers()).toBe(before);
  });

  it("refuses Django's weak passwords and other roles", async () => {
    const common = await post('/api/signup/', signupBody({ password: 'password123', password2: 'password123' }));
    expect(common.json().password).toContain('This password is too common.');
    const numeric = await post('/api/signup/', signupBody({ password: '83749261055', password2: '83749261055' }));
    expect(numeric.json().password).toContain('This password is entirely numeric.');
    const similar = await post('/api/signup/', signupBody({ password: 'lindqvist1', password2: 'lindqvist1' }));
    expect(similar.json().password).toContain('The password is too similar to the last name.');
    const admin = await post('/api/signup/', signupBody({ role: 'upschool_admin' }));
    expect(admin.statusCode).toBe(400);
    expect(admin.json().role).toBeDefined();
  });

  it('refuses an email already registered on any site', async () => {
    for (const email of [DEMO.teacher, 'ADMIN@commonshelf.test']) {
      const res = await post('/api/signup/', signupBody({ email }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: MSG.emailTaken, email: [MSG.emailTaken] });
    }
  });

  it('verifies Turnstile: missing, forged, replayed and expired tokens are refused', async () => {
    const before = await countUsers();
    expect((await post('/api/signup/', signupBody({ turnstile_token: '' }))).json().error).toBe(TURNSTILE_FAILED);
    expect((await post('/api/signup/', signupBody({ turnstile_token: 'forged' }))).json().error).toBe(TURNSTILE_FAILED);
    const expired = turnstile.issue(301_000);
    expect((await post('/api/signup/', signupBody({ turnstile_token: expired }))).json().error).toBe(TURNSTILE_EXPIRED);
    const token = turnstile.issue();
    expect((await post('/api/signup/', signupBody({ turnstile_token: token }))).statusCode).toBe(201);
    expect((await post('/api/signup/', signupBody({ turnstile_token: token }))).json().error).toBe(TURNSTILE_EXPIRED);
    expect(await countUsers()).toBe(before + 1);
    const last = turnstile.requests.at(-1)!;
    expect(last.get('secret')).toBe('test-secret');
    expect(last.get('remoteip')).toMatch(/^10\.1\./);
  });

  it('is for the main site only', async () => {
    const res = await post('/api/signup/', signupBody(), GW);
    expect(res.statusCode).toBe(403);
  });
});

describe('password reset', () => {
  it('sends a one-time link through the outbox; the new password works and every login ends', async () => {
    const email = DEMO.orgAdmin;
    const BF = 'brightfutures.localhost:3000';
    const session = (await post('/api/auth/token/', { username: email, password: DEMO.password }, BF)).json();
    expect((await post('/api/auth/password-reset/', { email }, GW)).json()).toEqual({ success: true, message: RESET_REQUESTED });
    expect(await outbox(email)).toEqual([]); // not this site's account
    const res = await post('/api/auth/password-reset/', { email }, BF);
    expect(res.json()).toEqual({ success: true, message: RESET_REQUESTED });
    const [mail] = await received(email);
    expect(mail!.raw).toContain('Bright Futures Trust');
    // The outbox marks the row sent just after the SMTP server accepts it.
    await expect.poll(async () => (await outbox(email)).at(-1)?.status).toBe('sent');
    const stored = (await outbox(email)).at(-1)!;
    expect(stored).toMatchObject({ template: 'password_reset', status: 'sent' });
    expect(stored.html).toContain('http://brightfutures.localhost:3000/password-reset-confirm/#token=');
    const token = linkToken(stored.text, '/password-reset-confirm/#token=');

    const weak = await post('/api/auth/password-reset/confirm/', { token, password: 'password', password2: 'password' }, BF);
    expect(weak.json().password).toContain('This password is too common.');
    expect((await post('/api/auth/password-reset/confirm/', { token, password: 'quiet-meadow-88', password2: 'quiet-meadow-88' }, GW)).statusCode).toBe(400);
    const ok = await post('/api/auth/password-reset/confirm/', { token, password: 'quiet-meadow-88', password2: 'quiet-meadow-88' }, BF);
    expect(ok.json()).toEqual({ success: true, message: RESET_DONE });
    const again = await post('/api/auth/password-reset/confirm/', { token, password: 'quiet-meadow-99', password2: 'quiet-meadow-99' }, BF);
    expect(again.json().error).toBe(RESET_LINK_INVALID);
    expect((await get('/api/user/profile/', BF, { authorization: `Bearer ${session.access}` })).statusCode).toBe(401);
    expect((await post('/api/auth/token/', { username: email, password: 'quiet-meadow-88' }, BF)).statusCode).toBe(200);
  });

  it('answers the same for an unknown email, sending nothing', async () => {
    const res = await post('/api/auth/password-reset/', { email: 'nobody@nowhere.test' }, GW);
    expect(res.json()).toEqual({ success: true, message: RESET_REQUESTED });
    expect(await outbox('nobody@nowhere.test')).toEqual([]);
  });

  it('ignores a forged Host header when building the link', async () => {
    const res = await post('/api/auth/password-reset/', { email: DEMO.admin }, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    const mail = (await outbox(DEMO.admin)).at(-1)!;
    expect(mail.text).toContain('http://localhost:3000/password-reset-confirm/#token=');
    expect(mail.text).not.toContain('203.0.113.9');
  });
});

describe('invitations', () => {
  it('invites a new person, who creates an account and joins with the role', async () => {
    const teacherLogin = (await post('/api/auth/token/', { username: DEMO.teacher, password: DEMO.password }, GW)).json();
    expect((await post('/api/invitations/', { email: 'x@y.test', role: 'teacher' }, GW, { authorization: `Bearer ${teacherLogin.access}` })).statusCode).toBe(403);

    const email = 'new.teacher@example.com';
    const saTokens = (await post('/api/auth/token/', { username: DEMO.schoolAdmin, password: DEMO.password }, GW)).json();
    const inv = await post('/api/invitations/', { email, role: 'teacher' }, GW, { authorization: `Bearer ${saTokens.access}` });
    expect(inv.statusCode, inv.body).toBe(201);
    const token = linkToken((await outbox(email)).at(-1)!.text, '/login/');
    expect((await get(`/api/invitations/${token}/`, GW)).json()).toEqual({
      email,
      role: 'teacher',
      tenant_name: DEMO.school.name,
      status: 'pending',
      account_exists: false,
    });
    expect((await get(`/api/invitations/${token}/`, MAIN)).statusCode).toBe(404);
    const accepted = await post(`/api/invitations/${token}/accept/`, { first_name: 'Noor', last_name: 'Haddad', password: 'amber-canyon-31', password2: 'amber-canyon-31' }, GW);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ email, role: 'teacher' });
    expect((await get('/api/user/profile/', GW, { authorization: `Bearer ${accepted.json().access}` })).statusCode).toBe(200);
    expect((await post(`/api/invitations/${token}/accept/`, { password: 'amber-canyon-31' }, GW)).json().error).toBe(INVITATION_INVALID);
  });

  it('moves an existing main-site account into the school when it logs in to accept', async () => {
    const email = `existing.${Date.now()}@example.com`;
    const signup = await post('/api/signup/', signupBody({ email }));
    expect(signup.statusCode).toBe(201);
    const saTokens = (await post('/api/auth/token/', { username: DEMO.schoolAdmin, password: DEMO.password }, GW)).json();
    await post('/api/invitations/', { email, role: 'teacher_admin' }, GW, { authorization: `Bearer ${saTokens.access}` });
    const token = linkToken((await outbox(email)).at(-1)!.text, '/login/');
    expect((await get(`/api/invitations/${token}/`, GW)).json().account_exists).toBe(true);
    expect((await post(`/api/invitations/${token}/accept/`, { password: 'wrong-password' }, GW)).statusCode).toBe(401);
    const ok = await post(`/api/invitations/${token}/accept/`, { password: 'violet-harbour-72' }, GW);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.role).toBe('teacher_admin');
    // The old main-site login ended; the account now logs in on the school's site.
    expect((await get('/api/user/profile/', MAIN, { authorization: `Bearer ${signup.json().access}` })).statusCode).toBe(401);
    expect((await post('/api/auth/token/', { username: email, password: 'violet-harbour-72' }, GW)).statusCode).toBe(200);
  });
});

describe('class list for student login', () => {
  it('pages 20 at a time, searches, and says nothing more about a student', async () => {
    const res = await get('/api/list-student-in-class/grn4a/?limit=20', GW);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(DEMO_STUDENTS.length);
    expect(body.results.class_name).toBe(DEMO.className);
    expect(body.results.students).toHaveLength(20);
    expect(body.next).toContain('offset=20');
    for (const s of body.results.students) expect(Object.keys(s).sort()).toEqual(['avatar', 'display_name', 'first_name', 'last_name', 'username']);
    const page2 = (await get(body.next, GW)).json();
    expect(page2.results.students).toHaveLength(DEMO_STUDENTS.length - 20);
    const someone = DEMO_STUDENTS[7]!;
    const found = (await get(`/api/list-student-in-class/GRN4A/?search=${encodeURIComponent(someone.first_name.slice(0, 4))}`, GW)).json();
    expect(found.results.students.map((s: { username: string }) => s.username)).toContain(someone.username);
    expect(found.count).toBe(found.results.students.length);
    // A page past the last student still counts them all; a search that matches nobody counts none.
    const past = (await get('/api/list-student-in-class/GRN4A/?limit=20&offset=100', GW)).json();
    expect(past).toMatchObject({ count: DEMO_STUDENTS.length, results: { class_name: DEMO.className, students: [] } });
    const nobody = (await get('/api/list-student-in-class/GRN4A/?search=zzqx', GW)).json();
    expect(nobody).toMatchObject({ count: 0, results: { class_name: DEMO.className, students: [] } });
  });

  it('answers the same 404 for wrong codes and for a code used on another site', async () => {
    for (const [code, host] of [['NOPE1', GW], ['GRN4A', 'brightfutures.localhost'], ['GRN4A', MAIN], ['%27--', GW]] as const) {
      const res = await get(`/api/list-student-in-class/${code}/`, host);
      expect(res.statusCode, `${code} on ${host}`).toBe(404);
      expect(res.json()).toEqual({ error: MSG.invalidClassCode });
    }
  });

  it('caps the page size at 50', async () => {
    expect((await get('/api/list-student-in-class/GRN4A/?limit=51', GW)).statusCode).toBe(400);
  });

  it('limits lookups per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      const r = await t.app.inject({ url: `/api/list-student-in-class/GUESS${i}/`, headers: { host: GW }, remoteAddress: '198.51.100.4' });
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 60).every((c) => c === 404)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});

describe('community access', () => {
  it('logs in with the shared password into an httpOnly cookie, checks and logs out', async () => {
    expect((await get('/api/check-generic-access', GW)).json()).toEqual({ authenticated: false });
    const wrong = await post('/api/generic-password-login', { password: 'nope' }, GW);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(COMMUNITY_WRONG);
    const res = await post('/api/generic-password-login', { password: DEMO.communityPassword }, GW);
    expect(res.json()).toMatchObject({ success: true, message: MSG.communityOk });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = `${COMMUNITY_COOKIE}=${res.cookies.find((c) => c.name === COMMUNITY_COOKIE)!.value}`;
    expect((await get('/api/check-generic-access', GW, { cookie })).json()).toEqual({ authenticated: true });
    // A community cookie is no login: it reads no student's profile or work, no class and no
    // person of the school, and is worthless on another site.
    for (const url of ['/api/user/profile/', '/api/course-enrollments/', '/api/publishing/mine/', '/api/v1/teacher/school-classes/', '/api/school-admin/classes/', '/api/admin/users/']) {
      expect((await get(url, GW, { cookie })).statusCode, url).toBe(401);
    }
    expect((await get('/api/check-generic-access', 'brightfutures.localhost', { cookie })).json()).toEqual({ authenticated: false });
    const out = await post('/api/generic-password-logout', {}, GW, { cookie });
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${COMMUNITY_COOKIE}=;`));
  });

  it('ends every community session when the password changes', async () => {
    const res = await post('/api/generic-password-login', { password: DEMO.communityPassword }, GW);
    const cookie = `${COMMUNITY_COOKIE}=${res.cookies.find((c) => c.name === COMMUNITY_COOKIE)!.value}`;
    await t.db.withTenant({ tenantId: null, platform: true }, (tx) =>
      tx.execute(sql`update tenants set community_password_version = community_password_version + 1 where subdomain = 'greenwood'`),
    );
    expect((await get('/api/check-generic-access', GW, { cookie })).json()).toEqual({ authenticated: false });
  });

  it('is unavailable on a site without a community password', async () => {
    expect((await post('/api/generic-password-login', { password: 'x' }, 'brightfutures.localhost')).statusCode).toBe(404);
  });
});
