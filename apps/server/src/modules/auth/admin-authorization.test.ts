import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';

/**
 * The authorization sweep: every admin endpoint the app has (read from its own route table, so an
 * endpoint added later is swept too) is tried by a visitor, a student, a teacher, and admins
 * holding another site's token. None of them may get a 2xx answer, nor a 5xx. Each module's own
 * tests check what its admins may do; this one checks that nobody else gets in anywhere.
 */
let t: TestApp;
const { call, login } = apiClient(() => t);

const ADMIN_PREFIXES = ['/api/admin/', '/api/api-admin/', '/api/api-super-admin/', '/api/school-admin/', '/api/organization/'];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = { method: Method; url: string };

/** Full paths and methods from Fastify's route tree (`printRoutes({ commonPrefix: false })`). */
function routesFromTree(tree: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const path = stack.join('').replace(/\/{2,}/g, '/');
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method: method as Method, url: path });
    }
  }
  return routes;
}

/** Query strings that lists cannot do without, so a read reaches the guard rather than the validator. */
const REQUIRED_QUERY: Record<string, string> = { '/api/admin/superpowers/': 'programme=teacher' };

/** A concrete address for a route: every parameter filled with a value of a plausible shape. */
const UUID = '00000000-0000-4000-8000-000000000001';
const concrete = (url: string, ids: 'numbers' | 'uuids' = 'numbers') => {
  const path = url
    .replace(/:(userId|tenantId)\b/g, UUID)
    .replace(/:reference\b/g, 'ABCDEFGHJK')
    .replace(/:[A-Za-z]+/g, ids === 'numbers' ? '1' : UUID);
  const query = REQUIRED_QUERY[url.endsWith('/') ? url : `${url}/`];
  return query ? `${path}?${query}` : path;
};

let adminRoutes: Route[] = [];
const tokens: Record<string, { token?: string; host: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  adminRoutes = routesFromTree(t.app.printRoutes({ commonPrefix: false })).filter((r) => ADMIN_PREFIXES.some((p) => r.url.startsWith(p)));
  tokens['a visitor on the main site'] = { host: HOSTS.main };
  tokens['a visitor on Greenwood'] = { host: HOSTS.greenwood };
  tokens['a Greenwood student'] = { token: await login('amarao07', HOSTS.greenwood), host: HOSTS.greenwood };
  tokens['a Greenwood teacher'] = { token: await login(DEMO.teacher, HOSTS.greenwood), host: HOSTS.greenwood };
  // Tokens are bound to their site: another site's admin carries theirs to Greenwood or the main site.
  tokens['Greenwood’s admin on the main site'] = { token: await login(DEMO.schoolAdmin, HOSTS.greenwood), host: HOSTS.main };
  tokens['the platform admin on Greenwood'] = { token: await login(DEMO.admin, HOSTS.main), host: HOSTS.greenwood };
  tokens['Bright Futures’ admin on Greenwood'] = { token: await login(DEMO.orgAdmin, HOSTS.brightfutures), host: HOSTS.greenwood };
});
afterAll(() => t.close());

describe('admin endpoints', () => {
  it('are found in the route table, every console included', () => {
    const urls = new Set(adminRoutes.map((r) => r.url));
    for (const known of ['/api/admin/orders/', '/api/admin/donations/', '/api/admin/charities/:id/', '/api/api-super-admin/users/', '/api/admin/superpowers/', '/api/organization/schools/', '/api/admin/payments/:id/']) {
      expect([...urls].some((u) => u.replace(/\/$/, '') === known.replace(/\/$/, '')), known).toBe(true);
    }
    expect(adminRoutes.length).toBeGreaterThan(80);
  });

  it('let no visitor, student, teacher or other site’s admin in, and never fail with a server error', async () => {
    const allowed: string[] = [];
    for (const [who, { token, host }] of Object.entries(tokens)) {
      for (const r of adminRoutes) {
        // A body no endpoint accepts, and parameters of whatever shape: the guard answers first.
        const res = await call(r.method, concrete(r.url), { host, token, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: { junk: ['x'] } }) });
        if (res.statusCode < 400 || res.statusCode >= 500) allowed.push(`${who}: ${r.method} ${r.url} → ${res.statusCode}`);
        // Without a valid login for this site the answer is "log in", before the parameters or the
        // body are read: a stranger learns nothing of what an endpoint takes.
        if (!token || who.includes(' on ')) expect(res.statusCode, `${who}: ${r.method} ${r.url}`).toBe(401);
      }
    }
    expect(allowed).toEqual([]);
  });

  it('answer a read without a login with 401 and a student’s with 403 or 404', async () => {
    const student = tokens['a Greenwood student']!;
    for (const r of adminRoutes.filter((x) => x.method === 'GET')) {
      // Ids are numbers in most modules and uuids in a few: the shape the route's schema takes.
      let url = concrete(r.url);
      if ((await call('GET', url, student)).statusCode === 400) url = concrete(r.url, 'uuids');
      expect((await call('GET', url, { host: HOSTS.greenwood })).statusCode, r.url).toBe(401);
      expect([403, 404], r.url).toContain((await call('GET', url, student)).statusCode);
    }
  });
});
