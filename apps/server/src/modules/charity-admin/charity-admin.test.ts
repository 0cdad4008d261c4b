import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { charities, donations, fundraisers, projects } from '../charities/charities.table.js';
import { users } from '../users/users.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { CHARITY_ADMIN_MSG as MSG } from './charity-admin.service.js';
import { PROJECT_UPDATE_MSG as UPDATE_MSG } from '@commonshelf/shared/charities/charity-admin.schemas';

let t: TestApp;
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { login, platform, call } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let gwId: string;
/** Fresh causes of each scope (no donations) and a seeded platform charity that has donations. */
const ids = { platformCharity: 0, platformProject: 0, gwCharity: 0, gwProject: 0, donated: 0, donatedProject: 0 };

async function cause(label: string, tenantId: string | null) {
  return platform(async (tx) => {
    const [c] = await tx.insert(charities).values({ tenantId, slug: `${label}-admin-charity`, name: `${label} charity`, currency: 'USD' }).returning();
    const [p] = await tx
      .insert(projects)
      .values({ tenantId, charityId: c!.id, slug: `${label}-admin-project`, title: `${label} project`, currency: 'USD', goalMinor: 50_000 })
      .returning();
    return { charity: c!.id, project: p!.id };
  });
}

beforeAll(async () => {
  t = await createTestApp();
  gwId = await platform(async (tx) => (await findTenantBySubdomain(tx, 'greenwood'))!.id);
  const p = await cause('plat', null);
  const g = await cause('gw', gwId);
  Object.assign(ids, { platformCharity: p.charity, platformProject: p.project, gwCharity: g.charity, gwProject: g.project });
  const gift = await platform(async (tx) =>
    tx
      .select({ charity: donations.charityId, project: donations.projectId })
      .from(donations)
      .innerJoin(charities, eq(charities.id, donations.charityId))
      .where(isNull(charities.tenantId))
      .limit(1),
  );
  ids.donated = gift[0]!.charity;
  ids.donatedProject = gift[0]!.project!;
});
afterAll(async () => t?.close());

const statusOf = (table: typeof charities | typeof projects, id: number) =>
  platform(async (tx) => (await tx.select({ s: table.status }).from(table).where(eq(table.id, id)))[0]?.s);

describe('charity admin: publish, unpublish, delete', () => {
  it('asks for a login, and refuses users who are not the scope’s admins', async () => {
    expect((await call('POST', `/api/admin/charities/${ids.gwCharity}/publish/`, { host: GW })).statusCode).toBe(401);
    const teacher = await login(DEMO.teacher);
    const res = await call('POST', `/api/admin/charities/${ids.gwCharity}/publish/`, { host: GW, token: teacher });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(MSG.notAdmin);
    expect(await statusOf(charities, ids.gwCharity)).toBe('draft');
  });

  it('lets the platform admin publish and unpublish platform-wide charities and projects', async () => {
    const token = await login(DEMO.admin, MAIN);
    for (const [kind, table, id] of [
      ['charities', charities, ids.platformCharity],
      ['projects', projects, ids.platformProject],
    ] as const) {
      const pub = await call('POST', `/api/admin/${kind}/${id}/publish/`, { host: MAIN, token });
      expect(pub.statusCode, pub.body).toBe(200);
      expect(pub.json()).toEqual({ id, status: 'published' });
      expect(await statusOf(table, id)).toBe('published');
      const unpub = await call('POST', `/api/admin/${kind}/${id}/unpublish/`, { host: MAIN, token });
      expect(unpub.json()).toEqual({ id, status: 'draft' });
      expect(await statusOf(table, id)).toBe('draft');
    }
  });

  it('keeps each school admin to their own site’s causes: another scope’s is a 404', async () => {
    const gw = await login(DEMO.schoolAdmin);
    expect((await call('POST', `/api/admin/projects/${ids.gwProject}/publish/`, { host: GW, token: gw })).statusCode).toBe(200);
    expect(await statusOf(projects, ids.gwProject)).toBe('published');
    const platformOne = await call('POST', `/api/admin/charities/${ids.platformCharity}/publish/`, { host: GW, token: gw });
    expect(platformOne.statusCode).toBe(404);
    const bf = await login(DEMO.orgAdmin, BF);
    expect((await call('DELETE', `/api/admin/charities/${ids.gwCharity}/`, { host: BF, token: bf })).statusCode).toBe(404);
    expect(await statusOf(charities, ids.gwCharity)).toBe('draft');
    const root = await login(DEMO.admin, MAIN);
    expect((await call('DELETE', `/api/admin/projects/${ids.gwProject}/`, { host: MAIN, token: root })).statusCode).toBe(404);
    expect(await statusOf(projects, ids.gwProject)).toBe('published');
  });

  it('refuses to delete a charity or project that has donations (409), and deletes one that has none', async () => {
    const token = await login(DEMO.admin, MAIN);
    const charity = await call('DELETE', `/api/admin/charities/${ids.donated}/`, { host: MAIN, token });
    expect(charity.statusCode).toBe(409);
    expect(charity.body).toContain(MSG.charityHasDonations);
    const project = await call('DELETE', `/api/admin/projects/${ids.donatedProject}/`, { host: MAIN, token });
    expect(project.statusCode).toBe(409);
    expect(project.body).toContain(MSG.projectHasDonations);
    expect(await statusOf(charities, ids.donated)).toBeDefined();
    expect(await statusOf(projects, ids.donatedProject)).toBeDefined();

    // Fundraising pages (even without gifts yet) keep a charity too: deleting it would take children's pages with it.
    const teacher = await platform(async (tx) => (await tx.select().from(users).where(eq(users.email, DEMO.teacher)))[0]!);
    await platform((tx) =>
      tx.insert(fundraisers).values({ tenantId: gwId, slug: 'admin-test-page-abc234', userId: teacher.id, charityId: ids.platformCharity, title: 'My page', currency: 'USD', goalMinor: 1_000 }),
    );
    const paged = await call('DELETE', `/api/admin/charities/${ids.platformCharity}/`, { host: MAIN, token });
    expect(paged.statusCode).toBe(409);
    expect(paged.body).toContain(MSG.charityHasPages);
    expect(await statusOf(charities, ids.platformCharity)).toBeDefined();

    const gw = await login(DEMO.schoolAdmin);
    expect((await call('DELETE', `/api/admin/charities/${ids.gwCharity}/`, { host: GW, token: gw })).statusCode).toBe(204);
    expect(await statusOf(charities, ids.gwCharity)).toBeUndefined();
    expect(await statusOf(projects, ids.gwProject)).toBeUndefined();
  });
});

describe('charity admin: lists', () => {
  it('lists the console’s own scope with words, status and paging; `all` adds every site’s for the platform admin only', async () => {
    const root = await login(DEMO.admin, MAIN);
    const own = await call('GET', '/api/admin/charities/?limit=100', { host: MAIN, token: root });
    expect(own.statusCode, own.body).toBe(200);
    const ownRows = own.json().results as Json[];
    expect(ownRows.length).toBeGreaterThan(0);
    expect(ownRows.every((c) => c.platform_wide && c.editable)).toBe(true);
    expect(ownRows.find((c) => c.id === ids.donated)?.donations_count).toBeGreaterThan(0);

    const words = await call('GET', '/api/admin/charities/?search=plat%20charity', { host: MAIN, token: root });
    expect(words.json().results.map((c: Json) => c.id)).toEqual([ids.platformCharity]);

    const paged = await call('GET', '/api/admin/charities/?limit=1&offset=1', { host: MAIN, token: root });
    expect(paged.json()).toMatchObject({ count: own.json().count, previous: expect.any(String) });
    expect(paged.json().results).toHaveLength(1);

    const all = (await call('GET', '/api/admin/charities/?scope=all&limit=100', { host: MAIN, token: root })).json();
    expect(all.count).toBeGreaterThan(own.json().count);
    expect(all.results.some((c: Json) => !c.platform_wide && !c.editable && c.site?.id === gwId)).toBe(true);

    const gw = await login(DEMO.schoolAdmin);
    const site = (await call('GET', '/api/admin/projects/?scope=all&limit=100', { host: GW, token: gw })).json();
    expect(site.results.length).toBeGreaterThan(0);
    expect(site.results.every((p: Json) => p.site?.id === gwId && p.editable)).toBe(true);

    const drafts = (await call('GET', `/api/admin/projects/?status=draft&charity=${ids.platformCharity}`, { host: MAIN, token: root })).json();
    expect(drafts.results.map((p: Json) => [p.id, p.status, p.charity.id])).toEqual([[ids.platformProject, 'draft', ids.platformCharity]]);
    const published = (await call('GET', `/api/admin/projects/?status=published&charity=${ids.platformCharity}`, { host: MAIN, token: root })).json();
    expect(published.count).toBe(0);

    expect((await call('GET', '/api/admin/projects/?status=nonsense', { host: GW, token: gw })).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/projects/', { host: GW, token: await login(DEMO.teacher) })).statusCode).toBe(403);
  });
});

describe('charity admin: project updates', () => {
  it('posts, edits and deletes an update that the public project page shows; bad input is a 400 with the field’s message', async () => {
    const root = await login(DEMO.admin, MAIN);
    await call('POST', `/api/admin/projects/${ids.platformProject}/publish/`, { host: MAIN, token: root });
    await call('POST', `/api/admin/charities/${ids.platformCharity}/publish/`, { host: MAIN, token: root });
    const url = `/api/admin/projects/${ids.platformProject}/updates/`;

    const bad = await call('POST', url, { host: MAIN, token: root, payload: { title: '  ', body: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(UPDATE_MSG.titleRequired);
    expect(bad.body).toContain(UPDATE_MSG.bodyRequired);

    const made = await call('POST', url, { host: MAIN, token: root, payload: { title: 'Wells dug', body: 'Three wells are finished.' } });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const page = async () => (await call('GET', '/api/projects/plat-admin-project/', { host: MAIN })).json().updates as Json[];
    expect((await page()).map((u) => u.title)).toContain('Wells dug');

    const edited = await call('PUT', `${url}${id}/`, { host: MAIN, token: root, payload: { title: 'Four wells dug', body: 'And a fourth.' } });
    expect(edited.json()).toMatchObject({ id, title: 'Four wells dug', body: 'And a fourth.' });
    expect((await page()).map((u) => u.title)).toEqual(expect.arrayContaining(['Four wells dug']));

    const gw = await login(DEMO.schoolAdmin);
    expect((await call('DELETE', `${url}${id}/`, { host: GW, token: gw })).statusCode).toBe(404);
    expect((await call('DELETE', `${url}${id}/`, { host: MAIN, token: root })).statusCode).toBe(204);
    expect((await call('DELETE', `${url}${id}/`, { host: MAIN, token: root })).statusCode).toBe(404);
    expect((await page()).map((u) => u.title)).not.toContain('Four wells dug');
  });
});
