import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEMO } from '../db/seed/seed.js';
import { tenants } from '../modules/tenants/tenants.table.js';
import { HOSTS, type apiClient } from './test-app.js';

type Client = ReturnType<typeof apiClient>;

/** A site with its admin's token and its tenant id. */
export type Site = { host: string; token: string; id: string };

export const LAKESIDE = 'lakeside.localhost:3000';

/** Three sites with data of their own (two schools and an organization), their admins signed in. */
export async function threeSites({ login, platform }: Pick<Client, 'login' | 'platform'>): Promise<Site[]> {
  const idOf = async (subdomain: string) => (await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, subdomain))))[0]!.id;
  return [
    { host: HOSTS.greenwood, token: await login(DEMO.schoolAdmin, HOSTS.greenwood), id: await idOf('greenwood') },
    { host: LAKESIDE, token: await login('schooladmin@lakeside.test', LAKESIDE), id: await idOf('lakeside') },
    { host: HOSTS.brightfutures, token: await login(DEMO.orgAdmin, HOSTS.brightfutures), id: await idOf('brightfutures') },
  ];
}

/**
 * `total` admin requests of the sites in turn, `wave` at once, every fifth failing inside its
 * transaction (a 404 thrown after the tenant is set). Expects every list to hold its own site's
 * people and no row of another site, and every failing one to be a 404.
 */
export async function expectIsolatedUnderInterleaving(call: Client['call'], sites: Site[], { total, wave }: { total: number; wave: number }): Promise<void> {
  const MISSING = '00000000-0000-4000-8000-00000000beef';
  const request = async (i: number) => {
    const site = sites[i % sites.length]!;
    const url = i % 5 === 4 ? `/api/admin/users/${MISSING}/` : '/api/admin/users/?limit=50';
    const res = await call('GET', url, { host: site.host, token: site.token });
    return { i, site, url, status: res.statusCode, body: res.json() as { results?: { site: { id: string } | null }[] } };
  };
  const results = [];
  for (let start = 0; start < total; start += wave) results.push(...(await Promise.all(Array.from({ length: Math.min(wave, total - start) }, (_, k) => request(start + k)))));
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
}
