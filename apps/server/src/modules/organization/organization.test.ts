import { STORY_ADMIN_MSG as MSG } from '@commonshelf/shared/library/story-admin.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.js';
import { DEMO_LAKESIDE, DEMO_LAKESIDE_BOOKS, DEMO_LAKESIDE_STORIES } from '../../db/seed/content/lakeside.content.js';
import { createTenant, createUser, DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { bookReads, books, reactions, stories } from '../library/library.table.js';
import { organizationScope } from '../tenants/organization-scope.js';
import { tenants } from '../tenants/tenants.table.js';

let t: TestApp;
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const RIVER = 'riverside.localhost:3000';
const HILL = 'hilltop.localhost:3000';
const ids = { bf: '', gw: '', lake: '', river: '', hill: '', rejected: '' };

/** A school's content for these tests: one story and one book in each state, a featured book with readings. */
async function seedSchool(tx: Tx, tenantId: string, prefix: string) {
  const author = await createUser(tx, { tenantId, role: 'student', firstName: `${prefix}Kid`, lastName: 'Zed', username: `${prefix.toLowerCase()}kid`, password: DEMO.password });
  const now = new Date();
  for (const status of ['draft', 'pending', 'published', 'rejected'] as const) {
    await tx.insert(stories).values({
      tenantId,
      slug: `${prefix.toLowerCase()}-${status}-story`,
      title: `${prefix} ${status} story`,
      body: `<p>${prefix} ${status} body</p>`,
      authorId: author.id,
      status,
      submittedAt: status === 'draft' ? null : now,
      publishedAt: status === 'published' ? now : null,
    });
  }
  const inserted = [];
  for (const [status, featured] of [
    ['draft', false],
    ['pending', false],
    ['published', true],
    ['published', false],
    ['rejected', false],
  ] as const) {
    const [row] = await tx
      .insert(books)
      .values({
        tenantId,
        slug: `${prefix.toLowerCase()}-${status}-${featured ? 'featured' : 'plain'}-book`,
        title: `${prefix} ${status} ${featured ? 'featured ' : ''}book`,
        authors: [`${prefix} Author`],
        language: 'en',
        readingLevel: 2,
        status,
        featured,
        publishedAt: status === 'published' ? now : null,
      })
      .returning();
    inserted.push(row!);
  }
  const featuredBook = inserted.find((b) => b.featured)!;
  await tx.insert(bookReads).values([{ tenantId, bookId: featuredBook.id }, { tenantId, bookId: featuredBook.id }]);
  await tx.insert(reactions).values({ tenantId, userId: author.id, bookId: featuredBook.id, kind: 'love' });
}

beforeAll(async () => {
  t = await createTestApp();
  await platform(async (tx) => {
    const byName = async (sub: string) => (await tx.select().from(tenants).where(eq(tenants.subdomain, sub)))[0]!;
    ids.bf = (await byName('brightfutures')).id;
    ids.gw = (await byName('greenwood')).id;
    ids.lake = (await byName(DEMO_LAKESIDE.school.subdomain)).id;
    const river = await createTenant(tx, { name: 'Riverside Academy', email: 'office@riverside.test', subdomain: 'riverside', parentId: ids.bf });
    const hill = await createTenant(tx, { name: 'Hilltop School', email: 'office@hilltop.test', subdomain: 'hilltop' });
    const rejected = await createTenant(tx, { name: 'Refused School', email: 'office@refused.test', subdomain: 'refused', parentId: ids.bf, status: 'rejected' });
    ids.river = river.id;
    ids.hill = hill.id;
    ids.rejected = rejected.id;
    await seedSchool(tx, river.id, 'River');
    await seedSchool(tx, hill.id, 'Hill');
    await seedSchool(tx, rejected.id, 'Refused');
    await createUser(tx, { tenantId: river.id, role: 'school_admin', firstName: 'Rita', lastName: 'Banks', email: 'admin@riverside.test', password: DEMO.password });
    await createUser(tx, { tenantId: hill.id, role: 'organization_admin', firstName: 'Otto', lastName: 'Hill', email: 'org@hilltop.test', password: DEMO.password });
  });
});
afterAll(() => t.close());

let ipSeq = 0;
const req = (url: string, o: { token?: string; host?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: o.host ?? BF, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
    remoteAddress: `10.55.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
  });
const orgAdmin = () => login(DEMO.orgAdmin, BF);

describe('organization scope', () => {
  it('is the organization and its schools, not another organization’s or a refused registration', async () => {
    const scope = await platform((tx) => organizationScope(tx, ids.bf));
    expect(scope.tenantIds.sort()).toEqual([ids.bf, ids.gw, ids.lake, ids.river].sort());
    expect(scope.organization.schoolName).toBe(DEMO.organization.name);
    expect(scope.schools.map((s) => s.schoolName)).toEqual([DEMO.school.name, DEMO_LAKESIDE.school.name, 'Riverside Academy']);
    // A school is nobody's organization.
    expect((await platform((tx) => organizationScope(tx, ids.hill))).tenantIds).toEqual([ids.hill]);
  });
});

describe('an organization admin’s stories across its schools', () => {
  it('lists sites for the school filter', async () => {
    const res = await req('/api/organization/sites/', { token: await orgAdmin() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.organization).toMatchObject({ id: ids.bf, name: DEMO.organization.name, is_organization: true });
    expect(body.schools.map((s: Json) => s.name)).toEqual([DEMO.school.name, DEMO_LAKESIDE.school.name, 'Riverside Academy']);
    expect(body.schools[0].url).toMatch(/^https?:\/\/greenwood\./);
  });

  it('shows published and waiting stories of its schools with their school, never drafts, rejections or other schools', async () => {
    const token = await orgAdmin();
    const res = await req('/api/organization/stories/?limit=100', { token });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    const expected = await platform((tx) =>
      tx
        .select({ id: stories.id })
        .from(stories)
        .where(and(inArray(stories.tenantId, [ids.bf, ids.gw, ids.lake, ids.river]), inArray(stories.status, ['pending', 'published']))),
    );
    expect(page.results.map((s: Json) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
    expect(page.count).toBe(expected.length);
    expect(page.counts.all).toBe(expected.length);
    expect(page.results.every((s: Json) => s.status === 'pending' || s.status === 'published')).toBe(true);
    const titles = page.results.map((s: Json) => s.title);
    expect(titles).toContain('River pending story');
    expect(titles).toContain('River published story');
    expect(titles).toContain('Noah’s Kite');
    expect(titles.some((x: string) => x.startsWith('Hill') || x.startsWith('Refused'))).toBe(false);
    expect(titles).not.toContain('River draft story');
    expect(titles).not.toContain('River rejected story');

    const river = page.results.find((s: Json) => s.title === 'River published story');
    expect(river).toMatchObject({ site: { id: ids.river, name: 'Riverside Academy', subdomain: 'riverside' }, author: 'RiverKid', status: 'published' });
    expect(river.url).toMatch(/^https?:\/\/riverside\.[^/]+\/library\/story-river-published-story$/);
    const kite = page.results.find((s: Json) => s.title === 'Noah’s Kite');
    expect(kite).toMatchObject({ site: { name: DEMO.school.name }, author: 'Noah', status: 'pending', url: null });
  });

  it('filters by school, status and search; a school outside the organization is a 404', async () => {
    const token = await orgAdmin();
    const river = (await req(`/api/organization/stories/?school=${ids.river}`, { token })).json();
    expect(river.results.map((s: Json) => s.title).sort()).toEqual(['River pending story', 'River published story']);
    expect(river.counts).toEqual({ all: 2, pending: 1, published: 1 });
    const pending = (await req(`/api/organization/stories/?school=${ids.river}&status=pending`, { token })).json();
    expect(pending.results.map((s: Json) => s.title)).toEqual(['River pending story']);
    expect((await req('/api/organization/stories/?search=kite', { token })).json().results.map((s: Json) => s.title)).toEqual(['Noah’s Kite']);

    for (const school of [ids.hill, ids.rejected, '00000000-0000-4000-8000-000000000000']) {
      const res = await req(`/api/organization/stories/?school=${school}`, { token });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(MSG.schoolNotInOrganization);
      expect((await req(`/api/organization/books/?school=${school}`, { token })).statusCode).toBe(404);
      expect((await req(`/api/organization/book-stats/?school=${school}`, { token })).statusCode).toBe(404);
    }
    expect((await req('/api/organization/stories/?school=hilltop', { token })).statusCode).toBe(400);
    expect((await req('/api/organization/stories/?status=draft', { token })).statusCode).toBe(400);
  });

  it('opens a published or waiting story of its schools; others are a 404', async () => {
    const token = await orgAdmin();
    const byTitle = async (title: string) => (await platform((tx) => tx.select().from(stories).where(eq(stories.title, title))))[0]!;
    const res = await req(`/api/organization/stories/${(await byTitle('River pending story')).id}/`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'River pending story', body_html: '<p>River pending body</p>', site: { name: 'Riverside Academy' } });
    for (const title of ['River draft story', 'River rejected story', 'Hill published story', 'Hill pending story', 'Refused published story']) {
      const other = await req(`/api/organization/stories/${(await byTitle(title)).id}/`, { token });
      expect(other.statusCode, title).toBe(404);
      expect(other.json().error).toBe(MSG.orgStoryNotFound);
    }
  });
});

describe('an organization admin’s books and their statistics', () => {
  it('lists published and waiting books of its schools with their school, readings and reactions', async () => {
    const token = await orgAdmin();
    const res = await req('/api/organization/books/?limit=100', { token });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    const expected = await platform((tx) =>
      tx
        .select({ id: books.id })
        .from(books)
        .where(and(inArray(books.tenantId, [ids.bf, ids.gw, ids.lake, ids.river]), inArray(books.status, ['pending', 'published']))),
    );
    expect(page.results.map((b: Json) => b.id).sort()).toEqual(expected.map((b) => b.id).sort());
    const titles = page.results.map((b: Json) => b.title);
    expect(titles.some((x: string) => x.startsWith('Hill') || x.startsWith('Refused'))).toBe(false);
    expect(titles).not.toContain('River draft book');
    const featured = page.results.find((b: Json) => b.title === 'River published featured book');
    expect(featured).toMatchObject({ featured: true, status: 'published', readings: 2, reactions: 1, site: { name: 'Riverside Academy' } });
    expect(featured.url).toMatch(new RegExp(`^https?://riverside\\.[^/]+/library/${featured.id}$`));
    expect(page.results.find((b: Json) => b.title === 'River pending book')).toMatchObject({ status: 'pending', url: null });

    const onlyFeatured = (await req(`/api/organization/books/?school=${ids.river}&featured=true`, { token })).json();
    expect(onlyFeatured.results.map((b: Json) => b.title)).toEqual(['River published featured book']);
    const waiting = (await req(`/api/organization/books/?school=${ids.river}&status=pending`, { token })).json();
    expect(waiting.results.map((b: Json) => b.title)).toEqual(['River pending book']);
    expect((await req('/api/organization/books/?search=river%20author', { token })).json().count).toBe(3);
  });

  it('counts all books and featured books (the spec’s book statistics) per site and together', async () => {
    const token = await orgAdmin();
    const res = await req('/api/organization/book-stats/', { token });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    const scopeIds = [ids.bf, ids.gw, ids.lake, ids.river];
    const rows = await platform((tx) => tx.select().from(books).where(inArray(books.tenantId, scopeIds)));
    const published = rows.filter((b) => b.status === 'published');
    expect(stats.book_stats).toEqual({ all_book: published.length, featured_book: published.filter((b) => b.featured).length });
    expect(stats.pending_book).toBe(rows.filter((b) => b.status === 'pending').length);
    expect(stats.by_site.map((s: Json) => s.site.id)).toEqual([ids.bf, ids.gw, ids.lake, ids.river]);
    expect(stats.by_site.find((s: Json) => s.site.id === ids.river)).toEqual({
      site: { id: ids.river, name: 'Riverside Academy', subdomain: 'riverside', is_organization: false },
      all_book: 2,
      featured_book: 1,
      pending_book: 1,
      readings: 2,
      published_story: 1,
      pending_story: 1,
    });
    // The demo's second school, from its seed content.
    const lakeBooks = DEMO_LAKESIDE_BOOKS.filter((b) => b.status === 'published');
    expect(stats.by_site.find((s: Json) => s.site.id === ids.lake)).toMatchObject({
      all_book: lakeBooks.length,
      featured_book: lakeBooks.filter((b) => b.featured).length,
      pending_book: DEMO_LAKESIDE_BOOKS.length - lakeBooks.length,
      readings: DEMO_LAKESIDE_BOOKS.reduce((n, b) => n + b.readings, 0),
      published_story: DEMO_LAKESIDE_STORIES.filter((x) => x.status === 'published').length,
      pending_story: DEMO_LAKESIDE_STORIES.filter((x) => x.status === 'pending').length,
    });
    const one = (await req(`/api/organization/book-stats/?school=${ids.river}`, { token })).json();
    expect(one.book_stats).toEqual({ all_book: 2, featured_book: 1 });
    expect(one.by_site).toHaveLength(1);
  });
});

describe('who may see an organization’s schools', () => {
  it('answers 401 without a login and 403 to school admins, teachers, the platform admin and other organizations’ admins', async () => {
    const urls = ['/api/organization/sites/', '/api/organization/stories/', '/api/organization/stories/1/', '/api/organization/books/', '/api/organization/book-stats/'];
    for (const url of urls) expect((await req(url)).statusCode, url).toBe(401);

    const denied: [string, string][] = [
      [await login(DEMO.schoolAdmin, GW), GW],
      [await login(DEMO.teacher, GW), GW],
      [await login('admin@riverside.test', RIVER), RIVER],
      [await login(DEMO.admin, MAIN), MAIN],
      // An organization admin of another tenant sees their own site only; Bright Futures' schools never.
      [await login('org@hilltop.test', HILL), HILL],
    ];
    for (const [token, host] of denied.slice(0, 4)) {
      for (const url of urls) {
        const res = await req(url, { token, host });
        expect(res.statusCode, `${host} ${url}`).toBe(403);
        expect(res.json().error).toBe(MSG.notOrganizationAdmin);
      }
    }
    const [hillToken] = denied[4]!;
    const hillStories = (await req('/api/organization/stories/?limit=100', { token: hillToken, host: HILL })).json();
    expect(hillStories.results.map((s: Json) => s.title).sort()).toEqual(['Hill pending story', 'Hill published story']);
    expect((await req(`/api/organization/stories/?school=${ids.river}`, { token: hillToken, host: HILL })).statusCode).toBe(404);
    expect((await req('/api/organization/book-stats/', { token: hillToken, host: HILL })).json().by_site.map((s: Json) => s.site.id)).toEqual([ids.hill]);
    // The organization admin's token belongs to their site; a school's host refuses it.
    expect((await req('/api/organization/stories/', { token: await orgAdmin(), host: GW })).statusCode).toBe(401);
  });
});
