import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIBRARY_MSG } from '@commonshelf/shared/library/libraries.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHARITIES } from '../../db/seed/content/charities.content.js';
import { DEMO_DONATIONS } from '../../db/seed/content/giving.content.js';
import { DEMO_LIBRARIES } from '../../db/seed/content/libraries.content.js';
import { DEMO } from '../../db/seed/seed.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { charities, projects } from '../charities/charities.table.js';
import { libraries } from '../library/library.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { libraryPhotoKeys } from './libraries.seed.js';

let t: TestApp;
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { get, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let gwId: string;
let bfId: string;

beforeAll(async () => {
  t = await createTestApp();
  await platform(async (tx) => {
    gwId = (await findTenantBySubdomain(tx, DEMO.school.subdomain))!.id;
    bfId = (await findTenantBySubdomain(tx, DEMO.organization.subdomain))!.id;
  });
});
afterAll(() => t.close());

const json = async (url: string, host: string = MAIN) => {
  const res = await get(url, host);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json() as Json;
};
const slugs = async (url: string, host: string = MAIN) => (await json(url, host)).results.map((l: Json) => l.slug) as string[];

const demo = (slug: string) => DEMO_LIBRARIES.find((l) => l.slug === slug)!;
const PLATFORM_PUBLISHED = DEMO_LIBRARIES.filter((l) => l.site === 'platform' && l.status === 'published');
const byName = (list: typeof DEMO_LIBRARIES) => [...list].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())).map((l) => l.slug);

/** A library made fresh for one test (platform-wide unless a site is given). */
async function freshLibrary(slug: string, values: Partial<typeof libraries.$inferInsert> = {}) {
  return platform(async (tx) => {
    const [row] = await tx
      .insert(libraries)
      .values({ tenantId: null, slug, name: `Library ${slug}`, place: 'Somewhere', country: 'TZ', status: 'published', booksCount: 10, ...values })
      .returning();
    return row!;
  });
}

describe('the libraries list', () => {
  it('lists the main site’s published partner libraries by name, each card with its first photo, place, books and funder', async () => {
    const res = await json('/api/libraries/');
    expect(res.count).toBe(PLATFORM_PUBLISHED.length);
    expect(res.results.map((l: Json) => l.slug)).toEqual(byName(PLATFORM_PUBLISHED));
    expect(res).toMatchObject({ next: null, previous: null });
    const sanwara = res.results.find((l: Json) => l.slug === 'sanwara-village-reading-corner');
    const pustak = DEMO_CHARITIES.find((c) => c.slug === 'pustak-gaadi-trust')!;
    expect(sanwara).toEqual({
      id: expect.any(Number),
      slug: 'sanwara-village-reading-corner',
      name: 'Sanwara Village Reading Corner',
      place: 'Sanwara, Barmer district, Rajasthan',
      country: 'IN',
      photo: '/media/seed/libraries/sanwara-village-reading-corner-1.svg',
      books_count: 162,
      opened_on: '2025-07-14',
      school: null,
      project: {
        id: expect.any(Number),
        slug: 'fifty-village-reading-corners',
        title: pustak.projects.find((p) => p.slug === 'fifty-village-reading-corners')!.title,
        charity: { id: expect.any(Number), slug: 'pustak-gaadi-trust', name: pustak.name },
      },
    });
    expect(res.results.find((l: Json) => l.slug === 'kalawa-community-reading-room').project).toBeNull();
  });

  it('shows a school its own library besides the platform-wide ones, and no other site', async () => {
    const gw = await json('/api/libraries/', GW);
    expect(gw.count).toBe(PLATFORM_PUBLISHED.length + 1);
    expect(gw.results.find((l: Json) => l.slug === 'greenwood-book-shed')).toMatchObject({ school: DEMO.school.name, country: 'GB', project: null });
    expect(await slugs('/api/libraries/', BF)).toEqual(byName(PLATFORM_PUBLISHED));
    expect(await slugs('/api/libraries/', MAIN)).not.toContain('greenwood-book-shed');

    const own = await json('/api/libraries/greenwood-book-shed/', GW);
    expect(own.name).toBe(demo('greenwood-book-shed').name);
    for (const host of [MAIN, BF]) {
      for (const key of ['greenwood-book-shed', String(own.id)]) {
        const res = await get(`/api/libraries/${key}/`, host);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: LIBRARY_MSG.notFound });
      }
      expect((await json('/api/libraries/?country=GB', host)).count).toBe(0);
    }
  });

  it('never shows a draft, on any site, in the list, the countries or by id or slug', async () => {
    const draft = demo('jinja-lakeside-library');
    expect(draft.status).toBe('draft');
    const [row] = await platform((tx) => tx.select().from(libraries).where(and(eq(libraries.slug, draft.slug), isNull(libraries.tenantId))));
    expect(row!.status).toBe('draft');
    const schoolDraft = await freshLibrary('greenwood-draft', { tenantId: gwId, status: 'draft', country: 'GB' });
    for (const host of [MAIN, GW, BF]) {
      expect(await slugs('/api/libraries/?limit=50', host)).not.toContain(draft.slug);
      expect(await slugs('/api/libraries/?limit=50', host)).not.toContain('greenwood-draft');
      expect((await json('/api/libraries/countries/', host)).results.map((c: Json) => c.code)).not.toContain('UG');
      for (const key of [draft.slug, String(row!.id), 'greenwood-draft', String(schoolDraft.id)]) {
        expect((await get(`/api/libraries/${key}/`, host)).statusCode).toBe(404);
      }
    }
  });

  it('narrows to a country, in either case, and refuses a country that is not two letters', async () => {
    expect(await slugs('/api/libraries/?country=IN')).toEqual(['sanwara-village-reading-corner']);
    expect(await slugs('/api/libraries/?country=ke')).toEqual(['kalawa-community-reading-room']);
    expect(await slugs('/api/libraries/?country=GB', GW)).toEqual(['greenwood-book-shed']);
    expect((await json('/api/libraries/?country=FR')).count).toBe(0);
    for (const bad of ['Kenya', 'K', '12', 'K%']) {
      const res = await get(`/api/libraries/?country=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ error: VALIDATION_MESSAGE, country: [LIBRARY_MSG.country] });
    }
  });

  it('searches names, places, descriptions and the funder’s names, with the country filter too', async () => {
    expect(await slugs('/api/libraries/?search=room')).toEqual(['ccorca-girls-study-library', 'kalawa-community-reading-room']);
    expect(await slugs('/api/libraries/?search=CUSCO')).toEqual(['ccorca-girls-study-library']);
    expect(await slugs('/api/libraries/?search=doko')).toEqual(['bandipur-hill-library']);
    expect(await slugs('/api/libraries/?search=pustak%20gaadi')).toEqual(['sanwara-village-reading-corner']);
    expect(await slugs('/api/libraries/?search=Yachay')).toEqual(['ccorca-girls-study-library']);
    expect(await slugs('/api/libraries/?search=reading&country=KE')).toEqual(['kalawa-community-reading-room']);
    expect(await slugs('/api/libraries/?search=book%20shed', GW)).toEqual(['greenwood-book-shed']);
    expect(await slugs('/api/libraries/?search=book%20shed', MAIN)).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect((await json('/api/libraries/?search=%25')).count).toBe(0);
    expect((await json('/api/libraries/?search=_')).count).toBe(0);
    expect((await json('/api/libraries/?search=%20%20')).count).toBe(PLATFORM_PUBLISHED.length);
    const long = await get(`/api/libraries/?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: VALIDATION_MESSAGE, search: [LIBRARY_MSG.search] });
  });

  it('pages with DRF links', async () => {
    const all = byName(PLATFORM_PUBLISHED);
    const first = await json('/api/libraries/?limit=2');
    expect(first).toMatchObject({ count: all.length, previous: null, next: '/api/libraries/?limit=2&offset=2' });
    expect(first.results.map((l: Json) => l.slug)).toEqual(all.slice(0, 2));
    const second = await json(first.next);
    expect(second.results.map((l: Json) => l.slug)).toEqual(all.slice(2, 4));
    expect(second).toMatchObject({ previous: '/api/libraries/?limit=2&offset=0', next: null });
    const filtered = await json('/api/libraries/?search=room&limit=1');
    expect(filtered.next).toBe('/api/libraries/?search=room&limit=1&offset=1');
    expect((await json('/api/libraries/?offset=40')).results).toEqual([]);
    for (const bad of ['limit=0', 'limit=51', 'offset=-1', 'limit=two']) expect((await get(`/api/libraries/?${bad}`)).statusCode, bad).toBe(400);
  });

  it('lists the countries the site’s libraries are in, with how many each has', async () => {
    const count = (list: typeof DEMO_LIBRARIES, code: string) => list.filter((l) => l.country === code).length;
    const main = (await json('/api/libraries/countries/')).results;
    const codes = [...new Set(PLATFORM_PUBLISHED.map((l) => l.country))].sort();
    expect(main).toEqual(codes.map((code) => ({ code, libraries_count: count(PLATFORM_PUBLISHED, code) })));
    const gw = (await json('/api/libraries/countries/', GW)).results;
    expect(gw.map((c: Json) => c.code)).toEqual([...codes, 'GB'].sort());
    expect(gw.find((c: Json) => c.code === 'GB').libraries_count).toBe(1);
  });
});

describe('a library’s page', () => {
  it('has the description, every photo, the facts and the funding project with its progress, by slug or id', async () => {
    const lib = demo('sanwara-village-reading-corner');
    const page = await json(`/api/libraries/${lib.slug}/`);
    expect(page).toMatchObject({
      slug: lib.slug,
      name: lib.name,
      place: lib.place,
      country: 'IN',
      books_count: lib.books_count,
      opened_on: lib.opened_on,
      description: lib.description,
      photo: `/media/seed/libraries/${lib.slug}-1.svg`,
      school: null,
    });
    expect(page.photos).toEqual(lib.photos.map((_, i) => `/media/seed/libraries/${lib.slug}-${i + 1}.svg`));
    // The project's progress is what its own page says: offline funds plus paid gifts from every site.
    const project = await json('/api/projects/fifty-village-reading-corners/');
    const demoProject = DEMO_CHARITIES.flatMap((c) => c.projects).find((p) => p.slug === 'fifty-village-reading-corners')!;
    const gifts = DEMO_DONATIONS.filter((d) => d.project === 'fifty-village-reading-corners').reduce((s, d) => s + d.amount_minor, 0);
    expect(gifts).toBeGreaterThan(0);
    expect(page.project).toEqual({
      id: project.id,
      slug: 'fifty-village-reading-corners',
      title: project.title,
      summary: project.summary,
      image: '/media/seed/projects/fifty-village-reading-corners.svg',
      charity: { id: project.charity.id, slug: 'pustak-gaadi-trust', name: project.charity.name },
      currency: 'INR',
      goal_minor: demoProject.goal_minor,
      raised_minor: demoProject.raised_minor + gifts,
      donors_count: project.donors_count,
    });
    expect(page.project.raised_minor).toBe(project.raised_minor);
    // The same library by its id, and on a school's site.
    expect(await json(`/api/libraries/${page.id}/`)).toEqual(page);
    expect((await json(`/api/libraries/${lib.slug}/`, GW)).project.raised_minor).toBe(project.raised_minor);
    expect((await json('/api/libraries/kalawa-community-reading-room/')).project).toBeNull();
  });

  it('answers one clear 404 for anything else', async () => {
    for (const key of ['no-such-library', '999999', '99999999999', 'countries-x']) {
      const res = await get(`/api/libraries/${key}/`);
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toEqual({ error: LIBRARY_MSG.notFound });
    }
  });

  it('shows a funder only while its project and charity are published and visible on the site', async () => {
    const { charity, project } = await platform(async (tx) => {
      const [c] = await tx.insert(charities).values({ tenantId: gwId, slug: 'gw-books-charity', name: 'Greenwood Book Friends', currency: 'GBP', status: 'published' }).returning();
      const [p] = await tx
        .insert(projects)
        .values({ tenantId: gwId, charityId: c!.id, slug: 'gw-shelves', title: 'Shelves for the shed', currency: 'GBP', goalMinor: 50_000, offlineRaisedMinor: 12_000, status: 'published' })
        .returning();
      return { charity: c!, project: p! };
    });
    // A platform-wide library funded by Greenwood's own project: Greenwood sees the funder, other sites do not.
    await freshLibrary('funded-by-greenwood', { projectId: project.id });
    expect((await json('/api/libraries/funded-by-greenwood/', GW)).project).toMatchObject({ slug: 'gw-shelves', raised_minor: 12_000, goal_minor: 50_000, donors_count: 0 });
    expect((await json('/api/libraries/?country=TZ', GW)).results[0].project).toMatchObject({ slug: 'gw-shelves', charity: { name: 'Greenwood Book Friends' } });
    expect((await json('/api/libraries/funded-by-greenwood/', BF)).project).toBeNull();
    expect((await json('/api/libraries/?country=TZ', BF)).results[0].project).toBeNull();
    // Search by a funder's name finds only where the funder is shown.
    expect(await slugs('/api/libraries/?search=book%20friends', GW)).toEqual(['funded-by-greenwood']);
    expect(await slugs('/api/libraries/?search=book%20friends', BF)).toEqual([]);

    await platform((tx) => tx.update(projects).set({ status: 'draft' }).where(eq(projects.id, project.id)));
    expect((await json('/api/libraries/funded-by-greenwood/', GW)).project).toBeNull();
    await platform((tx) => tx.update(projects).set({ status: 'published' }).where(eq(projects.id, project.id)));
    await platform((tx) => tx.update(charities).set({ status: 'draft' }).where(eq(charities.id, charity.id)));
    expect((await json('/api/libraries/funded-by-greenwood/', GW)).project).toBeNull();
    expect((await json('/api/libraries/?country=TZ', GW)).results[0].project).toBeNull();
    expect(await slugs('/api/libraries/?search=book%20friends', GW)).toEqual([]);
    await platform((tx) => tx.delete(libraries).where(eq(libraries.slug, 'funded-by-greenwood')));
  });

  it('prefers a school’s own library over a platform-wide one of the same address', async () => {
    await freshLibrary('twin-library', { name: 'Platform twin' });
    await freshLibrary('twin-library', { tenantId: bfId, name: 'Bright Futures twin' });
    expect((await json('/api/libraries/twin-library/', BF)).name).toBe('Bright Futures twin');
    expect((await json('/api/libraries/twin-library/', GW)).name).toBe('Platform twin');
    await platform((tx) => tx.delete(libraries).where(eq(libraries.slug, 'twin-library')));
  });
});

describe('the demo libraries', () => {
  it('have their photos in the repository, served under /media', async () => {
    const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/seed/assets');
    for (const l of DEMO_LIBRARIES) {
      expect(l.photos.length).toBeGreaterThanOrEqual(2);
      for (const key of libraryPhotoKeys(l.slug, l.photos.length)) expect(existsSync(path.join(assets, key.replace(/^seed\//, ''))), key).toBe(true);
    }
    const res = await get('/media/seed/libraries/bandipur-hill-library-2.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
