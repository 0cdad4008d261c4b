import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execRows } from '../db/client.js';
import { DEMO } from '../db/seed/seed.js';
import { tenants } from '../modules/tenants/tenants.table.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../test/test-app.js';

/**
 * Attack and fault: requests for different sites, interleaved as fast as the server takes them over
 * a small connection pool (4 on PostgreSQL, one connection on the embedded database), with failing
 * transactions among them. Expected: every answer holds its own site's rows only, and no failure
 * leaves its tenant setting on a connection for the next request.
 */
let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const LAKESIDE = 'lakeside.localhost:3000';

type Site = { host: string; token: string; id: string };
const sites: Site[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const idOf = async (subdomain: string) => (await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, subdomain))))[0]!.id;
  sites.push(
    { host: HOSTS.greenwood, token: await login(DEMO.schoolAdmin, HOSTS.greenwood), id: await idOf('greenwood') },
    { host: LAKESIDE, token: await login('schooladmin@lakeside.test', LAKESIDE), id: await idOf('lakeside') },
    { host: HOSTS.brightfutures, token: await login(DEMO.orgAdmin, HOSTS.brightfutures), id: await idOf('brightfutures') },
  );
});
afterAll(() => t.close());

describe('tenant isolation under interleaved load', () => {
  it('answers 300 interleaved requests of three sites with 0 rows of another site, failing ones among them', async () => {
    const MISSING = '00000000-0000-4000-8000-00000000beef';
    const request = async (i: number) => {
      const site = sites[i % sites.length]!;
      // Every fifth request fails inside its transaction (a 404 thrown after the tenant is set).
      const url = i % 5 === 4 ? `/api/admin/users/${MISSING}/` : '/api/admin/users/?limit=50';
      const res = await call('GET', url, { host: site.host, token: site.token });
      return { i, site, url, status: res.statusCode, body: res.json() as { results?: { site: { id: string } | null }[] } };
    };
    // Waves of 30 at once: far more than the pool's connections, so every connection serves the three
    // sites in turn, yet never so many queued that a busy machine runs into the pool's wait limit (503).
    const results = [];
    for (let wave = 0; wave < 300; wave += 30) results.push(...(await Promise.all(Array.from({ length: 30 }, (_, k) => request(wave + k)))));
    const wrong: string[] = [];
    for (const r of results) {
      if (r.url.endsWith(`${MISSING}/`)) {
        expect(r.status, `#${r.i}`).toBe(404);
        continue;
      }
      expect(r.status, `#${r.i} ${r.site.host}`).toBe(200);
      expect(r.body.results!.length, `#${r.i} ${r.site.host} sees its own people`).toBeGreaterThan(0);
      for (const u of r.body.results!) if (u.site?.id !== r.site.id) wrong.push(`#${r.i} on ${r.site.host}: a row of ${u.site?.id ?? 'the main site'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves no site’s setting on a connection once its transaction is over', async () => {
    await Promise.all(sites.map((s) => call('GET', '/api/admin/users/?limit=5', { host: s.host, token: s.token })));
    // Whichever connection they get next, main-site transactions see main-site accounts only.
    const leftovers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.withTenant({ tenantId: null }, async (tx) => (await execRows<{ n: number }>(tx, sql`select count(*)::int as n from users`))[0]!.n),
      ),
    );
    const [main] = await platform((tx) => execRows<{ n: number }>(tx, sql`select count(*)::int as n from users where tenant_id is null`));
    expect(new Set(leftovers)).toEqual(new Set([main!.n]));
  });
});
