import { randomBytes } from 'node:crypto';
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
  const base = { LOGIN_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS), ...env };
  return Promise.all([createTestApp(base), createTestApp(base)]);
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
});
