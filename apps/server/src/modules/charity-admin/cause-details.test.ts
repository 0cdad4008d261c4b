import { ANONYMOUS_DONOR } from '@commonshelf/shared/charities/charities.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { recordDonation } from '../charities/charities.seed.js';
import { charities, projects } from '../charities/charities.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';

let t: TestApp;
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { login, platform, call } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let gwId: string;
const tokens = { admin: '', gw: '', teacher: '', student: '', bf: '' };
const idOf = (table: typeof charities | typeof projects, slug: string) =>
  platform(async (tx) => (await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug)))[0]!.id);

beforeAll(async () => {
  t = await createTestApp();
  gwId = await platform(async (tx) => (await findTenantBySubdomain(tx, 'greenwood'))!.id);
  tokens.admin = await login(DEMO.admin, MAIN);
  tokens.gw = await login(DEMO.schoolAdmin);
  tokens.teacher = await login(DEMO.teacher);
  tokens.student = await login('amarao07');
  tokens.bf = await login(DEMO.orgAdmin, BF);
});
afterAll(async () => t?.close());

describe('a cause in full for its admins', () => {
  it('gives the platform admin a platform charity’s money by the public page’s rules, and every site’s recent gifts', async () => {
    const id = await idOf(charities, 'maji-safi-kwa-watoto');
    const res = await call('GET', `/api/admin/charities/${id}/`, { host: MAIN, token: tokens.admin });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json() as Json;
    const pub = (await call('GET', '/api/charities/maji-safi-kwa-watoto/', { host: MAIN })).json() as Json;
    expect(c).toMatchObject({ slug: 'maji-safi-kwa-watoto', editable: true, platform_wide: true, currency: 'USD', currency_locked: true, story: pub.story, website: pub.website });
    expect(c.photos).toEqual(pub.photos);
    expect([c.raised_minor, c.donors_count, c.goal_minor]).toEqual([pub.raised_minor, pub.donors_count, pub.goal_minor]);
    // The demo's paid gifts to this charity: two and one on the main site, three through Amara's page at Greenwood.
    expect(c.paid_donations_count).toBe(6);
    for (const p of c.projects as Json[]) {
      const card = (pub.projects as Json[]).find((x) => x.id === p.id)!;
      expect([p.raised_minor, p.donors_count, p.goal_minor]).toEqual([card.raised_minor, card.donors_count, card.goal_minor]);
    }
    const gifts = c.recent_donations as Json[];
    expect(gifts).toHaveLength(6);
    expect(gifts.filter((g) => g.site?.name === DEMO.school.name)).toHaveLength(3);
    expect(gifts.filter((g) => g.anonymous).every((g) => g.display_name === ANONYMOUS_DONOR)).toBe(true);
    expect(gifts.some((g) => g.display_name === 'Grandma Rose' && g.project?.title)).toBe(true);
    expect(gifts.map((g) => g.paid_at)).toEqual([...gifts.map((g) => g.paid_at)].sort().reverse());
  });

  it('counts paid gifts only: a refunded, pending or failed gift adds nothing', async () => {
    const id = await idOf(projects, 'handwashing-stations-twelve-schools');
    const before = (await call('GET', `/api/admin/projects/${id}/`, { host: MAIN, token: tokens.admin })).json() as Json;
    const charityId = before.charity.id as number;
    for (const status of ['refunded', 'pending', 'failed'] as const)
      await platform((tx) =>
        recordDonation(tx, { tenantId: null, charityId, projectId: id, amountMinor: 99_900, currency: 'USD', name: `Not Counted ${status}`, email: `${status}@example.com`, status, title: 'Gift' }),
      );
    // A paid gift in another currency does not add either: amounts add up in the cause's own currency only.
    await platform((tx) => recordDonation(tx, { tenantId: null, charityId, projectId: id, amountMinor: 700, currency: 'EUR', name: 'Euro Donor', email: 'eur@example.com', title: 'Gift' }));
    const after = (await call('GET', `/api/admin/projects/${id}/`, { host: MAIN, token: tokens.admin })).json() as Json;
    expect([after.raised_minor, after.donors_count, after.paid_donations_count]).toEqual([before.raised_minor, before.donors_count, before.paid_donations_count]);
    expect(after.donations_count).toBe(before.donations_count + 4);
    expect((after.recent_donations as Json[]).map((g) => g.display_name)).not.toContain('Not Counted refunded');
    expect(after).toMatchObject({ offline_raised_minor: expect.any(Number), charity_locked: true, charity: { slug: 'maji-safi-kwa-watoto', currency: 'USD' } });
    expect(after.raised_minor).toBe(after.offline_raised_minor + (before.raised_minor - before.offline_raised_minor));
  });

  it('shows a school’s admins their own cause with their site’s gifts only; another scope’s cause is a 404, a teacher or student a 403', async () => {
    const hedgehogs = await idOf(charities, 'millbrook-hedgehog-rescue');
    const res = await call('GET', `/api/admin/charities/${hedgehogs}/`, { host: GW, token: tokens.gw });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json() as Json;
    expect(c).toMatchObject({ editable: true, platform_wide: false, site: { id: gwId, name: DEMO.school.name }, currency: 'GBP' });
    expect((c.recent_donations as Json[]).every((g) => g.site?.id === gwId)).toBe(true);
    expect(c.paid_donations_count).toBe(2);
    const project = (c.projects as Json[])[0]!;
    const detail = (await call('GET', `/api/admin/projects/${project.id}/`, { host: GW, token: tokens.gw })).json() as Json;
    expect(detail).toMatchObject({ id: project.id, raised_minor: project.raised_minor, editable: true });
    expect((detail.updates as Json[]).length).toBeGreaterThan(0);

    const platformOne = await idOf(charities, 'maji-safi-kwa-watoto');
    const platformProject = await idOf(projects, 'rain-tanks-for-kalawa-schools');
    expect((await call('GET', `/api/admin/charities/${platformOne}/`, { host: GW, token: tokens.gw })).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/projects/${platformProject}/`, { host: GW, token: tokens.gw })).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/charities/${hedgehogs}/`, { host: BF, token: tokens.bf })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/charities/999999/', { host: GW, token: tokens.gw })).statusCode).toBe(404);
    for (const token of [tokens.teacher, tokens.student]) expect((await call('GET', `/api/admin/charities/${hedgehogs}/`, { host: GW, token })).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/charities/${hedgehogs}/`, { host: GW })).statusCode).toBe(401);
  });

  it('lets the platform admin read a school’s cause, read only, as the lists with scope=all show it', async () => {
    const hedgehogs = await idOf(charities, 'millbrook-hedgehog-rescue');
    const c = (await call('GET', `/api/admin/charities/${hedgehogs}/`, { host: MAIN, token: tokens.admin })).json() as Json;
    expect(c).toMatchObject({ editable: false, site: { id: gwId } });
    const p = (await call('GET', `/api/admin/projects/${(c.projects as Json[])[0]!.id}/`, { host: MAIN, token: tokens.admin })).json() as Json;
    expect(p).toMatchObject({ editable: false, site: { id: gwId } });
  });

  it('lists the console’s own charities to choose from, and a school’s platform-wide causes read only', async () => {
    const mine = (await call('GET', '/api/admin/charities/options/', { host: GW, token: tokens.gw })).json().results as Json[];
    expect(mine.map((c) => c.name)).toEqual(['Millbrook Hedgehog Rescue']);
    const root = (await call('GET', '/api/admin/charities/options/', { host: MAIN, token: tokens.admin })).json().results as Json[];
    expect(root.map((c) => c.name)).toEqual(expect.arrayContaining(['Pustak Gaadi Trust']));
    expect(root.map((c) => c.name)).not.toContain('Millbrook Hedgehog Rescue');

    await platform((tx) => tx.insert(charities).values({ tenantId: null, slug: 'platform-draft-cause', name: 'Platform draft', currency: 'USD' }));
    const shown = (await call('GET', '/api/admin/charities/?scope=platform&limit=100', { host: GW, token: tokens.gw })).json();
    const rows = shown.results as Json[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((c) => c.platform_wide && !c.editable && c.status === 'published')).toBe(true);
    expect(rows.map((c) => c.slug)).not.toContain('platform-draft-cause');
    const projectsShown = (await call('GET', '/api/admin/projects/?scope=platform&limit=100', { host: GW, token: tokens.gw })).json().results as Json[];
    expect(projectsShown.every((p) => p.platform_wide && !p.editable)).toBe(true);
    // For the platform admin, the platform-wide causes are its own.
    const rootPlatform = (await call('GET', '/api/admin/charities/?scope=platform&limit=100', { host: MAIN, token: tokens.admin })).json().results as Json[];
    expect(rootPlatform.map((c) => c.slug)).toContain('platform-draft-cause');
    expect(rootPlatform.every((c) => c.editable)).toBe(true);
  });
});
