import { GLOBAL_REACH_MAX_AGE, ZGlobalReach, type TGlobalReach, type TGlobalReachCountry } from '@commonshelf/shared/site/global-reach.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.js';
import { DEMO_LAKESIDE } from '../../db/seed/content/lakeside.content.js';
import { DEMO_LIBRARIES } from '../../db/seed/content/libraries.content.js';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { upsertLibrary } from '../libraries/libraries.repository.js';
import { privacyRequests } from '../privacy/privacy.table.js';
import { insertTenant, updateTenant } from '../tenants/tenants.repository.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import { insertUser } from '../users/users.repository.js';
import type { UserRow } from '../users/users.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { get, platform } = apiClient(() => t);

async function reach(host: string = HOSTS.main): Promise<TGlobalReach> {
  const res = await get('/api/global-reach/', host);
  expect(res.statusCode, res.body).toBe(200);
  return ZGlobalReach.parse(res.json());
}

const byCode = (r: TGlobalReach) => new Map(r.countries.map((c) => [c.code, c]));
const none = (code: string): TGlobalReachCountry => ({ code, schools: 0, organizations: 0, libraries: 0 });
/** How a country's counts moved between two answers. */
function delta(after: TGlobalReach, before: TGlobalReach, code: string) {
  const a = byCode(after).get(code) ?? none(code);
  const b = byCode(before).get(code) ?? none(code);
  return { schools: a.schools - b.schools, organizations: a.organizations - b.organizations, libraries: a.libraries - b.libraries };
}

let seq = 0;
async function site(tx: Tx, status: TenantRow['status'], country: string | null, opts: { organization?: boolean } = {}) {
  const n = ++seq;
  return insertTenant(tx, {
    schoolName: `Reach test site ${n}`,
    schoolEmail: `office${n}@reach.test`,
    subdomain: `reach-test-${n}`,
    isOrganization: opts.organization ?? false,
    country,
    status,
  });
}
async function staff(tx: Tx, tenant: TenantRow, role: UserRow['role'], country: string | null, isActive = true) {
  const n = ++seq;
  return insertUser(tx, { tenantId: tenant.id, role, firstName: 'Staff', lastName: `Member ${n}`, email: `staff${n}@reach.test`, country, isActive });
}
async function library(tx: Tx, tenantId: string | null, country: string, status: 'published' | 'draft' = 'published') {
  const n = ++seq;
  return upsertLibrary(tx, { tenantId, slug: `reach-library-${n}`, name: `Reach library ${n}`, place: 'Somewhere', country, status });
}

describe('GET /api/global-reach/', () => {
  it("counts the demo's live sites and published libraries per country, with totals that add up", async () => {
    const r = await reach();
    const published = DEMO_LIBRARIES.filter((l) => l.status === 'published');
    const countries = new Set([...published.map((l) => l.country), 'GB', DEMO_LAKESIDE.school.country]);
    expect(r.countries.map((c) => c.code)).toEqual([...countries].sort());
    // Greenwood (a school) and Bright Futures (an organization) state GB; Lakeside (a school), KE.
    const demoSites: Record<string, { schools: number; organizations: number }> = { GB: { schools: 1, organizations: 1 }, KE: { schools: 1, organizations: 0 } };
    for (const code of countries) {
      const sites = demoSites[code] ?? { schools: 0, organizations: 0 };
      expect(byCode(r).get(code), code).toEqual({ code, ...sites, libraries: published.filter((l) => l.country === code).length });
    }
    // The draft library is not counted anywhere.
    expect(byCode(r).has('UG')).toBe(false);
    const sum = (k: 'schools' | 'organizations' | 'libraries') => r.countries.reduce((n, c) => n + c[k], 0);
    expect(r.totals).toEqual({
      schools: sum('schools'),
      organizations: sum('organizations'),
      libraries: published.length,
      countries: countries.size,
      sites_without_country: 0,
    });
    expect(r.without_country).toEqual({ schools: 0, organizations: 0 });
  });

  it('is public, the same on every site, and cached for a few minutes; it names no site', async () => {
    const answers = [];
    for (const host of [HOSTS.main, HOSTS.greenwood, HOSTS.brightfutures, `${DEMO_LAKESIDE.school.subdomain}.localhost:3000`]) {
      const res = await get('/api/global-reach/', host);
      expect(res.statusCode, `${host}: ${res.body}`).toBe(200);
      expect(res.headers['cache-control']).toBe(`public, max-age=${GLOBAL_REACH_MAX_AGE}`);
      for (const name of [DEMO.school.name, DEMO.organization.name, DEMO_LAKESIDE.school.name]) expect(res.body).not.toContain(name);
      answers.push(res.json());
    }
    for (const a of answers.slice(1)) expect(a).toEqual(answers[0]);
    // A site's own library (Greenwood's) is counted on the main site and on other schools' sites alike.
    expect(byCode(ZGlobalReach.parse(answers[0])).get('GB')?.libraries).toBeGreaterThan(0);
  });

  it('counts live sites only, places each by the country it states, and counts only published libraries of live sites or the platform', async () => {
    const before = await reach(HOSTS.greenwood);
    await platform(async (tx) => {
      // Live schools in Kenya: one whose staff give other countries (their accounts do not place the site).
      const nairobi = await site(tx, 'active', 'KE');
      await staff(tx, nairobi, 'school_admin', 'KE');
      const mombasa = await site(tx, 'active', 'KE');
      await staff(tx, mombasa, 'school_admin', 'AR');
      await staff(tx, mombasa, 'teacher', 'AR');
      // An organization in Brazil.
      const trust = await site(tx, 'active', 'BR', { organization: true });
      await staff(tx, trust, 'organization_admin', 'AR');
      // Live, but no country stated (whatever their staff give): counted, on the "not stated" line.
      const unplaced = await site(tx, 'active', null);
      await staff(tx, unplaced, 'school_admin', 'FR');
      await site(tx, 'active', null, { organization: true });

      // Not live: waiting for approval, rejected, deactivated, and one whose erasure is scheduled.
      const waiting = await site(tx, 'pending', 'KE');
      const rejected = await site(tx, 'rejected', 'KE');
      const deactivated = await site(tx, 'suspended', 'KE', { organization: true });
      const erasing = await site(tx, 'active', 'KE');
      await tx.insert(privacyRequests).values({
        tenantId: erasing.id,
        kind: 'erasure',
        subject: 'school',
        subjectName: erasing.schoolName,
        status: 'scheduled',
        requestedBy: 'Staff',
        purgeAfter: new Date(Date.now() + 14 * 86_400_000),
      });

      // Libraries: platform-wide and live sites' published ones count; drafts and non-live sites' do not.
      await library(tx, null, 'KE');
      await library(tx, null, 'KE', 'draft');
      await library(tx, trust.id, 'BR');
      // A library counts where it stands, not where its site is: Nairobi's school runs one in Tanzania.
      await library(tx, nairobi.id, 'TZ');
      for (const s of [waiting, rejected, deactivated, erasing]) await library(tx, s.id, 'KE');
      await library(tx, waiting.id, 'CL');
    });

    const after = await reach(HOSTS.greenwood);
    expect(delta(after, before, 'KE')).toEqual({ schools: 2, organizations: 0, libraries: 1 });
    expect(delta(after, before, 'BR')).toEqual({ schools: 0, organizations: 1, libraries: 1 });
    expect(delta(after, before, 'TZ')).toEqual({ schools: 0, organizations: 0, libraries: 1 });
    for (const code of ['AR', 'FR', 'CL']) expect(byCode(after).has(code), code).toBe(false);
    // Kenya had a demo library already: Brazil and Tanzania are new.
    expect(after.countries.length).toBe(before.countries.length + 2);
    expect(after.totals).toEqual({
      schools: before.totals.schools + 3,
      organizations: before.totals.organizations + 2,
      libraries: before.totals.libraries + 3,
      countries: before.totals.countries + 2,
      sites_without_country: before.totals.sites_without_country + 2,
    });
    expect(after.without_country).toEqual({ schools: before.without_country.schools + 1, organizations: before.without_country.organizations + 1 });
    // Every country's counts add up to the totals, but for the sites with no country.
    const sum = (k: 'schools' | 'organizations' | 'libraries') => after.countries.reduce((n, c) => n + c[k], 0);
    expect(sum('schools') + after.without_country.schools).toBe(after.totals.schools);
    expect(sum('organizations') + after.without_country.organizations).toBe(after.totals.organizations);
    expect(sum('libraries')).toBe(after.totals.libraries);
    // The same numbers on the main site and on the organization's.
    expect(await reach(HOSTS.main)).toEqual(after);
    expect(await reach(HOSTS.brightfutures)).toEqual(after);
  });

  it('drops a site when the platform admin deactivates it, and counts it again once reactivated', async () => {
    const before = await reach();
    const id = await platform(async (tx) => {
      const s = await site(tx, 'active', 'NZ');
      return s.id;
    });
    expect(delta(await reach(), before, 'NZ')).toEqual({ schools: 1, organizations: 0, libraries: 0 });
    const setStatus = (status: TenantRow['status']) => platform((tx) => updateTenant(tx, id, { status }));
    await setStatus('suspended');
    expect(byCode(await reach()).has('NZ')).toBe(false);
    await setStatus('active');
    expect(delta(await reach(), before, 'NZ')).toEqual({ schools: 1, organizations: 0, libraries: 0 });
  });
});
