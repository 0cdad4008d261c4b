import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/seed.js';
import { TEST_REDIS_URL } from '../test/redis.js';
import { createTestApp, HOSTS, type TestApp } from '../test/test-app.js';

/**
 * Two instances of the app, each with its own connection, as behind a load balancer: with Redis
 * configured, what one counts the other sees. Without it (the control), each counts alone.
 */
const PER_ADDRESS = 6;
const PER_ACCOUNT = 10;
let seq = 0;
const freshIp = () => `10.77.${Math.floor(++seq / 250)}.${seq % 250}`;

const login = (t: TestApp, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token/',
    headers: { host: HOSTS.greenwood },
    payload: { username: DEMO.teacher, password, remember: false },
    remoteAddress: ip,
  });

async function pair(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  // Public lists kept long enough that only a write, never time, can empty them during a test.
  const base = { LOGIN_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS), PUBLIC_CACHE_MS: '60000', ...env };
  return Promise.all([createTestApp(base), createTestApp(base)]);
}

const LIST = '/api/courses/?limit=50';
const visitorTitles = async (t: TestApp) =>
  ((await t.app.inject({ method: 'GET', url: LIST, headers: { host: HOSTS.greenwood } })).json() as { results: { name: string }[] }).results.map((c) => c.name);

/**
 * Instance a keeps a visitor's course list; its database is then changed behind its back (each
 * test instance has a database of its own), so only an emptied cache can show the new name.
 * Instance b answers a write, and the names a's visitors see within `waitMs` are returned.
 */
async function keptListAfterAWriteOnTheOther(a: TestApp, b: TestApp, waitMs: number) {
  const before = await visitorTitles(a);
  const old = before[0]!;
  const renamed = `${old} (renamed ${seq})`;
  await a.db.withTenant({ tenantId: null, platform: true }, (tx) => tx.execute(sql`update courses set name = ${renamed} where name = ${old}`));
  expect(await visitorTitles(a), 'the kept list').toContain(old);
  const write = await b.app.inject({ method: 'POST', url: '/api/auth/password-reset/', headers: { host: HOSTS.greenwood }, payload: { email: 'nobody@example.test' }, remoteAddress: freshIp() });
  expect(write.statusCode).toBe(200);
  const until = Date.now() + waitMs;
  let seen = await visitorTitles(a);
  while (!seen.includes(renamed) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    seen = await visitorTitles(a);
  }
  return { seen, renamed };
}

describe('state shared by instances through Redis', () => {
  const prefix = `cs-test-${randomBytes(4).toString('hex')}:`;
  let a: TestApp, b: TestApp;
  beforeAll(async () => {
    [a, b] = await pair({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('one address’s login requests are counted across both instances', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await login(i % 2 ? b : a, 'not-the-password', ip)).statusCode).toBe(401);
    const over = await login(a, DEMO.password, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/^Too many requests\./);
    // Another address is not held.
    expect((await login(b, DEMO.password, freshIp())).statusCode).toBe(200);
  });

  it('an account’s failed logins are counted across both instances, from any address', async () => {
    // A right password resets the account's count (the test above ended with one).
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await login(i % 2 ? b : a, 'not-the-password', freshIp())).statusCode).toBe(401);
    const held = await login(b, DEMO.password, freshIp());
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toMatch(/^Too many failed attempts for this account\./);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a write answered by one instance empties the other’s kept public lists', async () => {
    const { seen, renamed } = await keptListAfterAWriteOnTheOther(a, b, 5_000);
    expect(seen).toContain(renamed);
  });
});

describe('the control: instances without Redis count alone', () => {
  let a: TestApp, b: TestApp;
  beforeAll(async () => {
    [a, b] = await pair({});
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  it('the same tries spread over two instances trip neither limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await login(i % 2 ? b : a, 'not-the-password', ip)).statusCode).toBe(401);
    expect((await login(a, DEMO.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await login(i % 2 ? b : a, 'not-the-password', freshIp())).statusCode).toBe(401);
    expect((await login(b, DEMO.password, freshIp())).statusCode).toBe(200);
  });

  it('a write on one instance leaves the other’s kept lists as they were', async () => {
    const { seen, renamed } = await keptListAfterAWriteOnTheOther(a, b, 500);
    expect(seen).not.toContain(renamed);
  });
});
