import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOSTS, type TestApp } from '../test/test-app.js';

type LogLine = { level: number; msg: string; reqId?: string; tenant?: string; req?: { headers?: Record<string, string> } };

describe('structured request logs', () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } });
  });
  afterAll(() => t.close());

  const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

  it("names the request and the tenant site on each of a request's lines, and the main site names none", async () => {
    const atSchool = await t.app.inject({ method: 'GET', url: '/api/current-tenant', headers: { host: HOSTS.greenwood, 'x-request-id': 'req-school-1' } });
    expect(atSchool.headers['x-request-id']).toBe('req-school-1');
    const school = linesOf('req-school-1');
    expect(school.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // The site is known once the tenant is resolved, so from the second line on.
    expect(school[1]).toMatchObject({ tenant: 'greenwood', reqId: 'req-school-1' });

    await t.app.inject({ method: 'GET', url: '/api/current-tenant', headers: { host: HOSTS.main, 'x-request-id': 'req-main-1' } });
    const main = linesOf('req-main-1');
    expect(main).toHaveLength(2);
    for (const line of main) expect(line.tenant).toBeUndefined();
    // Each request has its own logger: a school's binding never leaks into another request.
    await t.app.inject({ method: 'GET', url: '/api/current-tenant', headers: { host: HOSTS.brightfutures, 'x-request-id': 'req-org-1' } });
    expect(linesOf('req-org-1')[1]).toMatchObject({ tenant: 'brightfutures' });
    expect(linesOf('req-school-1')[1]!.tenant).toBe('greenwood');
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
