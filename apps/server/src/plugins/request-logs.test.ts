import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOSTS, type TestApp } from '../test/test-app.js';

type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  tenant?: string;
  req?: { method?: string; url?: string; host?: string; headers?: Record<string, string> };
  res?: { statusCode?: number };
  responseTime?: number;
};

describe('structured request logs', () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } });
  });
  afterAll(() => t.close());

  const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

  it('writes one line per request as it is answered: what was asked, the status, the time, the request and its site', async () => {
    const atSchool = await t.app.inject({ method: 'GET', url: '/api/current-tenant?x=1', headers: { host: HOSTS.greenwood, 'x-request-id': 'req-school-1' } });
    expect(atSchool.headers['x-request-id']).toBe('req-school-1');
    const school = linesOf('req-school-1');
    expect(school).toHaveLength(1);
    expect(school[0]).toMatchObject({
      msg: 'request completed',
      level: 30,
      reqId: 'req-school-1',
      tenant: 'greenwood',
      req: { method: 'GET', url: '/api/current-tenant?x=1', host: HOSTS.greenwood },
      res: { statusCode: 200 },
    });
    expect(school[0]!.responseTime).toBeGreaterThan(0);

    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { host: HOSTS.greenwood, 'x-request-id': 'req-missing-1' } });
    expect(missing.statusCode).toBe(404);
    expect(linesOf('req-missing-1')).toMatchObject([{ msg: 'request completed', res: { statusCode: 404 }, req: { url: '/api/no-such-thing' } }]);

    await t.app.inject({ method: 'GET', url: '/api/current-tenant', headers: { host: HOSTS.main, 'x-request-id': 'req-main-1' } });
    const main = linesOf('req-main-1');
    expect(main).toHaveLength(1);
    expect(main[0]!.tenant).toBeUndefined();
    // Each request has its own logger: a school's binding never leaks into another request.
    await t.app.inject({ method: 'GET', url: '/api/current-tenant', headers: { host: HOSTS.brightfutures, 'x-request-id': 'req-org-1' } });
    expect(linesOf('req-org-1')[0]).toMatchObject({ tenant: 'brightfutures' });
    expect(linesOf('req-school-1')[0]!.tenant).toBe('greenwood');
  });

  it('keeps credentials out of the logs', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/current-tenant',
      headers: { host: HOSTS.greenwood, 'x-request-id': 'req-secret-1', authorization: 'Bearer secret-token-value', cookie: 'cs_refresh=secret-cookie' },
    });
    const text = JSON.stringify(linesOf('req-secret-1'));
    expect(text).not.toContain('secret-token-value');
    expect(text).not.toContain('secret-cookie');
  });
});
