import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execRows } from '../db/client.js';
import { expectIsolatedUnderInterleaving, threeSites, type Site } from '../test/interleaved-sites.js';
import { apiClient, createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Attack and fault: requests for different sites, interleaved as fast as the server takes them over
 * a small connection pool (4 on PostgreSQL, one connection on the embedded database), with failing
 * transactions among them. Expected: every answer holds its own site's rows only, and no failure
 * leaves its tenant setting on a connection for the next request.
 */
let t: TestApp;
const client = apiClient(() => t);
const { call, platform } = client;
let sites: Site[];

beforeAll(async () => {
  t = await createTestApp();
  sites = await threeSites(client);
});
afterAll(() => t.close());

describe('tenant isolation under interleaved load', () => {
  it('answers 300 interleaved requests of three sites with 0 rows of another site, failing ones among them', async () => {
    // Waves of 30 at once: far more than the pool's connections, so every connection serves the three
    // sites in turn, yet never so many queued that a busy machine runs into the pool's wait limit (503).
    await expectIsolatedUnderInterleaving(call, sites, { total: 300, wave: 30 });
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
