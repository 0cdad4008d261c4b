import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execRows, inPlatformScope } from '../db/client.js';
import { HASH_CONCURRENCY, hashPassword, verifyPassword } from '../lib/passwords.js';
import { mailOutbox } from '../modules/mail/mail.table.js';
import { createTestApp, HOSTS, type TestApp } from '../test/test-app.js';

const TOKEN = 'a-metrics-token-of-some-length';

/** One sample's value in Prometheus's text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics and health endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const metrics = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/metrics', headers: { host: HOSTS.main, ...headers } });

  it('counts requests by route pattern and status, never by the address asked for', async () => {
    for (const id of [1, 2, 999_999]) await t.app.inject({ method: 'GET', url: `/api/books/${id}/`, headers: { host: HOSTS.greenwood } });
    const res = await metrics();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/api/books/:id/",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/route="\/api\/books\/\d/);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/books/:id/"}')).toBeGreaterThanOrEqual(3);
    // The process's own figures.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the outbox by status and payments by provider as the database has them', async () => {
    await inPlatformScope(t.db, (tx) =>
      tx.insert(mailOutbox).values({ toAddress: 'someone@example.test', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>', template: 'test' }),
    );
    const [res, rows] = await Promise.all([
      metrics(),
      inPlatformScope(t.db, (tx) => execRows<{ status: string; n: number }>(tx, sql`select status::text as status, count(*)::int as n from mail_outbox group by status`)),
    ]);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(sample(res.body, `commonshelf_outbox_messages{status="${r.status}"}`)).toBe(r.n);
    expect(res.body).toContain('# TYPE commonshelf_payments_last_day gauge');
    if (t.db.kind === 'postgres') expect(sample(res.body, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  });

  it('shows password hashes running and waiting while logins pile up', async () => {
    const stored = await hashPassword('pw');
    const logins = Array.from({ length: HASH_CONCURRENCY + 40 }, () => verifyPassword(stored, 'pw'));
    const during = (await metrics()).body;
    await Promise.all(logins);
    expect(sample(during, 'commonshelf_password_hashes{state="running"}')).toBe(HASH_CONCURRENCY);
    // 40 waited when the scrape began; a few may have had their turn while it ran.
    expect(sample(during, 'commonshelf_password_hashes{state="waiting"}')).toBeGreaterThan(20);
    expect(sample(during, 'commonshelf_password_hashes{state="waiting"}')).toBeLessThanOrEqual(40);
    expect(sample((await metrics()).body, 'commonshelf_password_hashes{state="running"}')).toBe(0);
  });

  // Refused, the address is like any other the site does not have: the web app's page.
  const refused = (res: { headers: Record<string, unknown>; body: string }) => {
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('http_requests_total');
  };

  it('is not shown through a proxy, nor to anyone else when a token is configured', async () => {
    refused(await metrics({ 'x-forwarded-for': '203.0.113.9' }));
    const locked = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const get = (headers: Record<string, string>) => locked.app.inject({ method: 'GET', url: '/metrics', headers: { host: HOSTS.main, ...headers } });
      refused(await get({}));
      refused(await get({ authorization: 'Bearer not-the-token-at-all' }));
      const ok = await get({ authorization: `Bearer ${TOKEN}` });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('http_requests_total');
    } finally {
      await locked.close();
    }
  });

  it('liveness answers without asking the database; readiness checks it', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { host: HOSTS.main } });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready', headers: { host: HOSTS.main } });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'up', migrations: { current: true } });
  });
});
