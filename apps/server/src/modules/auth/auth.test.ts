import { SignJWT, UnsecuredJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@commonshelf/shared/auth/auth.schemas';
import { DEMO } from '../../db/seed/seed.js';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { execRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AUDIENCE, ISSUER, tokenKey } from './auth.tokens.js';
import { LOGIN_FAILED, SESSION_EXPIRED } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GW = 'greenwood.localhost:3000';
const MAIN = 'localhost:3000';
type Json = Record<string, unknown>;

let ipSeq = 0;
/** Each call from its own address unless told, so per-address limits do not couple the tests. */
const nextIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const post = (url: string, payload: Json, host = GW, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host, ...headers }, remoteAddress });
const profile = (access: string, host = GW) =>
  t.app.inject({ url: '/api/user/profile/', headers: { host, authorization: `Bearer ${access}` } });
const login = (username: string, host = GW, password: string = DEMO.password, remember = false, ip?: string) =>
  post('/api/auth/token/', { username, password, remember }, host, {}, ip);
const tokensOf = async (username: string, host = GW) => {
  const res = await login(username, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access: string; refresh: string; user: Json };
};

describe('POST /api/auth/token/', () => {
  it('logs a teacher in by email and a student by username, returning the user object', async () => {
    const teacher = await tokensOf('TEACHER@greenwood.test');
    expect(teacher.user).toMatchObject({ email: DEMO.teacher, role: 'teacher', first_name: expect.any(String) });
    expect(teacher.user).not.toHaveProperty('password_hash');
    const student = await tokensOf(DEMO_STUDENTS[0]!.username);
    expect(student.user).toMatchObject({ username: DEMO_STUDENTS[0]!.username, role: 'student', email: null });
    expect((await profile(student.access)).json()).toMatchObject({ username: DEMO_STUDENTS[0]!.username });
  });

  it('gives the same 401 for a wrong password and an unknown account', async () => {
    const wrong = await login(DEMO.schoolAdmin, GW, 'not-the-password');
    const unknown = await login('nobody@greenwood.test', GW, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: LOGIN_FAILED });
    expect(unknown.json()).toEqual({ error: LOGIN_FAILED });
  });

  it("only logs in on the account's own site", async () => {
    expect((await login(DEMO.teacher, MAIN)).statusCode).toBe(401);
    expect((await login(DEMO.admin, GW)).statusCode).toBe(401);
    expect((await login(DEMO.admin, MAIN)).statusCode).toBe(200);
  });

  it('requires username and password with the spec message', async () => {
    const res = await post('/api/auth/token/', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ username: [MSG.loginRequired], password: [MSG.loginRequired] });
  });
});

describe('access tokens', () => {
  it("refuses a token of one site on another site's API", async () => {
    const { access } = await tokensOf(DEMO.teacher);
    expect((await profile(access, GW)).statusCode).toBe(200);
    expect((await profile(access, MAIN)).statusCode).toBe(401);
    expect((await profile(access, 'brightfutures.localhost')).statusCode).toBe(401);
  });

  it('refuses tampered, unsigned (alg none), expired and not-yet-valid tokens', async () => {
    const { access } = await tokensOf(DEMO.teacher);
    const [h, p, s] = access.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, role: 'upschool_admin' })).toString('base64url');
    expect((await profile(`${h}.${forged}.${s}`)).statusCode).toBe(401);

    const none = new UnsecuredJWT({ ...payload }).encode();
    expect((await profile(none)).statusCode).toBe(401);

    const key = tokenKey(t.config.jwtSecret, 'access');
    const sign = (claims: Json, exp: number, nbf?: number) => {
      const jwt = new SignJWT({ ...claims, typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).setAudience(AUDIENCE).setSubject(payload.sub).setExpirationTime(exp);
      if (nbf) jwt.setNotBefore(nbf);
      return jwt.sign(key);
    };
    const now = Math.floor(Date.now() / 1000);
    const claims = { sid: payload.sid, tid: payload.tid, role: payload.role };
    expect((await profile(await sign(claims, now + 600))).statusCode).toBe(200); // the forge works when valid…
    expect((await profile(await sign(claims, now - 10))).statusCode).toBe(401); // …so expiry is what refuses this
    expect((await profile(await sign(claims, now + 600, now + 300))).statusCode).toBe(401);
    const wrongKey = await new SignJWT({ ...claims, typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).setAudience(AUDIENCE).setSubject(payload.sub).setExpirationTime(now + 600).sign(new TextEncoder().encode('x'.repeat(64)));
    expect((await profile(wrongKey)).statusCode).toBe(401);
  });

  it('refuses a refresh token as an access token and an access token as a refresh token', async () => {
    const { access, refresh } = await tokensOf(DEMO.teacher);
    expect((await profile(refresh)).statusCode).toBe(401);
    expect((await post('/api/auth/token/refresh/', { refresh: access })).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const first = await tokensOf(DEMO.teacher);
    const res = await post('/api/auth/token/refresh/', { refresh: first.refresh });
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await profile(second.access)).statusCode).toBe(200);
    expect((await post('/api/auth/token/refresh/', { refresh: first.refresh })).statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes win, and the winner keeps working', async () => {
    const { refresh } = await tokensOf(DEMO.teacher);
    const results = await Promise.all([1, 2].map(() => post('/api/auth/token/refresh/', { refresh })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect((await profile(winner.access)).statusCode).toBe(200);
    expect((await post('/api/auth/token/refresh/', { refresh: winner.refresh })).statusCode).toBe(200);
  });

  it("revokes the whole login when a rotated token is replayed later (it was copied)", async () => {
    const first = await tokensOf(DEMO.teacher);
    const second = (await post('/api/auth/token/refresh/', { refresh: first.refresh })).json();
    // Age the rotation past the grace window that tolerates two tabs refreshing at once.
    await t.db.withTenant({ tenantId: null, platform: true }, (tx) =>
      tx.execute(sql`update refresh_tokens set used_at = now() - interval '1 hour' where used_at is not null`),
    );
    const replay = await post('/api/auth/token/refresh/', { refresh: first.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: SESSION_EXPIRED });
    expect((await profile(second.access)).statusCode).toBe(401);
    expect((await post('/api/auth/token/refresh/', { refresh: second.refresh })).statusCode).toBe(401);
  });

  it('is refused on another site', async () => {
    const { refresh } = await tokensOf(DEMO.teacher);
    expect((await post('/api/auth/token/refresh/', { refresh }, MAIN)).statusCode).toBe(401);
    expect((await post('/api/auth/token/refresh/', { refresh }, GW)).statusCode).toBe(200);
  });

  it('lasts a day without remember and 30 days with it, stored only as a hash', async () => {
    const short = (await login(DEMO.schoolAdmin, GW, DEMO.password, false)).json();
    const long = (await login(DEMO.schoolAdmin, GW, DEMO.password, true)).json();
    const rows = await t.db.withTenant({ tenantId: null, platform: true }, (tx) =>
      execRows<{ token_hash: string; ttl: number }>(
        tx,
        sql`select token_hash, extract(epoch from expires_at - created_at)::int as ttl from refresh_tokens order by created_at desc limit 2`,
      ),
    );
    const ttls = rows.map((r) => r.ttl).sort((a, b) => a - b);
    expect(ttls[0]).toBeGreaterThan(86_400 - 60);
    expect(ttls[0]).toBeLessThanOrEqual(86_400);
    expect(ttls[1]).toBeGreaterThan(30 * 86_400 - 60);
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(short.refresh);
    expect(hashes).not.toContain(long.refresh);
  });
});

describe('revocation', () => {
  it('logout ends the login at once: its access and refresh tokens stop working', async () => {
    const { access, refresh } = await tokensOf(DEMO.teacher);
    const res = await post('/api/auth/logout/', { refresh }, GW, { authorization: `Bearer ${access}` });
    expect(res.statusCode).toBe(200);
    expect((await profile(access)).statusCode).toBe(401);
    expect((await post('/api/auth/token/refresh/', { refresh })).statusCode).toBe(401);
  });

  it('a password change ends every login of the account', async () => {
    const username = DEMO_STUDENTS[1]!.username;
    const a = await tokensOf(username);
    const b = await tokensOf(username);
    const weak = await post('/api/auth/password/change/', { old_password: DEMO.password, password: 'password', password2: 'password' }, GW, {
      authorization: `Bearer ${a.access}`,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().password).toContain('This password is too common.');
    const res = await post(
      '/api/auth/password/change/',
      { old_password: DEMO.password, password: 'new-lantern-2026', password2: 'new-lantern-2026' },
      GW,
      { authorization: `Bearer ${a.access}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(a.access)).statusCode).toBe(401);
    expect((await profile(b.access)).statusCode).toBe(401);
    expect((await login(username, GW, 'new-lantern-2026')).statusCode).toBe(200);
  });

  it('deactivation ends every login at once', async () => {
    const username = DEMO_STUDENTS[2]!.username;
    const { access } = await tokensOf(username);
    await t.db.withTenant({ tenantId: null, platform: true }, (tx) =>
      tx.execute(sql`update users set is_active = false where username = ${username}`),
    );
    expect((await profile(access)).statusCode).toBe(401);
    expect((await login(username)).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('locks an account after 10 failures for minutes, with Retry-After, without locking classmates', async () => {
    const victim = DEMO_STUDENTS[3]!.username;
    for (let i = 0; i < 10; i++) expect((await login(victim, GW, `guess-${i}`)).statusCode).toBe(401);
    const locked = await login(victim);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect(locked.json().error).toMatch(/Too many failed attempts for this account\. Please wait \d+ (minutes|seconds)/);
    expect((await login(DEMO_STUDENTS[4]!.username)).statusCode).toBe(200);
  });

  it('limits login requests per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await login(`x${i}@nowhere.test`, GW, 'wrong-password', false, '192.0.2.7')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
