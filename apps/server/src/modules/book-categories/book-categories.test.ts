import { CATEGORY_MSG as MSG } from '@commonshelf/shared/library/categories.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from '../../db/seed/content/categories.content.js';
import { createTenant, createUser, DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { bookCategories, books, stories } from '../library/library.table.js';
import { tenants } from '../tenants/tenants.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let ipSeq = 0;
const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, o: { token?: string; host?: string; json?: Json } = {}) =>
  t.app.inject({
    method,
    url,
    ...(o.json ? { payload: o.json } : {}),
    headers: { host: o.host ?? GW, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
    remoteAddress: `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
  });

const URL = '/api/admin/book-categories/';
const adminToken = () => login(DEMO.admin, MAIN);
const schoolAdminToken = () => login(DEMO.schoolAdmin, GW);
const greenwoodId = async () => (await platform((tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.subdomain, 'greenwood'))))[0]!.id;

describe('platform-wide categories (the platform admin, on the main site)', () => {
  it('lists the platform-wide categories only, with the books in each across every site', async () => {
    const admin = await adminToken();
    const gw = await greenwoodId();
    // A Greenwood category and a Greenwood book filed under a platform category.
    const folk = (await platform((tx) => tx.select().from(bookCategories).where(and(isNull(bookCategories.tenantId), eq(bookCategories.slug, 'folk-tales')))))[0]!;
    await platform(async (tx) => {
      await tx.insert(bookCategories).values({ tenantId: gw, slug: 'greenwood-only', name: 'Greenwood Only' });
      await tx.insert(books).values({ tenantId: gw, slug: 'gw-folk', title: 'A Greenwood Folk Tale', language: 'en', readingLevel: 1, categoryId: folk.id, status: 'draft' });
    });

    const res = await req('GET', `${URL}?limit=100`, { token: admin, host: MAIN });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.manages).toEqual({ owner: 'platform', name: 'Platform' });
    expect(page.results.map((c: Json) => c.slug).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.slug).sort());
    expect(page.results.every((c: Json) => c.owner === 'platform' && c.editable)).toBe(true);
    // Sorted by name.
    const names = page.results.map((c: Json) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const counted = await platform((tx) => tx.select({ id: books.id, status: books.status }).from(books).where(eq(books.categoryId, folk.id)));
    expect(page.results.find((c: Json) => c.id === folk.id)).toMatchObject({
      books_count: counted.length,
      published_books_count: counted.filter((b) => b.status === 'published').length,
    });
    expect(counted.length).toBeGreaterThan(counted.filter((b) => b.status === 'published').length);

    // Search by name, address or description; LIKE's wildcards are plain characters.
    const found = (await req('GET', `${URL}?search=tricksters`, { token: admin, host: MAIN })).json();
    expect(found.results.map((c: Json) => c.slug)).toEqual(['folk-tales']);
    expect((await req('GET', `${URL}?search=%25`, { token: admin, host: MAIN })).json().count).toBe(0);

    // Pages.
    const first = (await req('GET', `${URL}?limit=3`, { token: admin, host: MAIN })).json();
    expect(first).toMatchObject({ count: DEMO_CATEGORIES.length, previous: null });
    expect(first.results).toHaveLength(3);
    expect(first.next).toContain('offset=3');
  });

  it('adds a category with an address made from its name; the library offers it once a book is in it', async () => {
    const admin = await adminToken();
    const res = await req('POST', URL, { token: admin, host: MAIN, json: { name: 'Myths & Legends of the Sea', description: 'Mermaids and storms.' } });
    expect(res.statusCode, res.body).toBe(201);
    const cat = res.json();
    expect(cat).toMatchObject({ name: 'Myths & Legends of the Sea', slug: 'myths-legends-of-the-sea', owner: 'platform', editable: true, books_count: 0 });
    const row = (await platform((tx) => tx.select().from(bookCategories).where(eq(bookCategories.id, cat.id))))[0]!;
    expect(row.tenantId).toBeNull();

    // Every site's uploaders can file books under it.
    const teacher = await login(DEMO.teacher, GW);
    const options = (await req('GET', '/api/publishing/options/', { token: teacher })).json();
    expect(options.categories.map((c: Json) => c.id)).toContain(cat.id);

    // The library's category filter lists categories that have books.
    const facets = async (host: string) => (await req('GET', '/api/books/facets/', { host })).json();
    expect((await facets(MAIN)).categories.map((c: Json) => c.id)).not.toContain(cat.id);
    const [book] = await platform((tx) => tx.select().from(books).where(and(isNull(books.tenantId), eq(books.status, 'published'))).limit(1));
    await platform((tx) => tx.update(books).set({ categoryId: cat.id }).where(eq(books.id, book!.id)));
    for (const host of [MAIN, GW, BF]) {
      expect((await facets(host)).categories.find((c: Json) => c.id === cat.id)).toEqual({ id: cat.id, name: cat.name, slug: cat.slug, count: 1 });
    }
    const filtered = (await req('GET', `/api/books/?category=${cat.id}`, { host: GW })).json();
    expect(filtered.results.map((b: Json) => b.id)).toEqual([book!.id]);
  });

  it('refuses a name or address already used, whatever the case, with a message on the field', async () => {
    const admin = await adminToken();
    const dupName = await req('POST', URL, { token: admin, host: MAIN, json: { name: '  animal TALES ' } });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json()).toEqual({ error: MSG.nameTaken, name: [MSG.nameTaken] });

    const dupSlug = await req('POST', URL, { token: admin, host: MAIN, json: { name: 'Beasts', slug: 'animal-tales' } });
    expect(dupSlug.statusCode).toBe(409);
    expect(dupSlug.json()).toEqual({ error: MSG.slugTaken, slug: [MSG.slugTaken] });

    const badSlug = await req('POST', URL, { token: admin, host: MAIN, json: { name: 'Beasts', slug: 'Big Beasts!' } });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().slug).toEqual([MSG.slug]);
    const noName = await req('POST', URL, { token: admin, host: MAIN, json: { name: '   ' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().name).toEqual([MSG.nameRequired]);
    const long = await req('POST', URL, { token: admin, host: MAIN, json: { name: 'x'.repeat(81) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().name).toEqual(['Use at most 80 characters.']);

    // Without the check, the database's own unique index refuses a second one with the same name.
    const [animal] = await platform((tx) => tx.select().from(bookCategories).where(eq(bookCategories.slug, 'animal-tales')));
    await expect(platform((tx) => tx.insert(bookCategories).values({ tenantId: null, slug: 'other', name: 'ANIMAL TALES' }))).rejects.toThrow();
    expect(animal).toBeTruthy();

    // A new one whose name makes a taken address gets the address with a number.
    const made = await req('POST', URL, { token: admin, host: MAIN, json: { name: 'Animal-Tales!' } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().slug).toBe('animal-tales-2');
  });

  it('edits a category: name, address and description; refuses taking another’s name or address', async () => {
    const admin = await adminToken();
    const created = (await req('POST', URL, { token: admin, host: MAIN, json: { name: 'Space', description: '' } })).json();
    const edit = await req('PATCH', `${URL}${created.id}/`, { token: admin, host: MAIN, json: { name: 'Space & Stars', slug: 'space-stars', description: 'Rockets and planets.' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ id: created.id, name: 'Space & Stars', slug: 'space-stars', description: 'Rockets and planets.' });
    // Its own name, in another case, is not "taken".
    expect((await req('PATCH', `${URL}${created.id}/`, { token: admin, host: MAIN, json: { name: 'SPACE & STARS' } })).statusCode).toBe(200);
    // An empty address keeps the current one.
    expect((await req('PATCH', `${URL}${created.id}/`, { token: admin, host: MAIN, json: { slug: '' } })).json().slug).toBe('space-stars');

    const taken = await req('PATCH', `${URL}${created.id}/`, { token: admin, host: MAIN, json: { name: 'Poems & Rhymes' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().name).toEqual([MSG.nameTaken]);
    const slugTaken = await req('PATCH', `${URL}${created.id}/`, { token: admin, host: MAIN, json: { slug: 'poems-rhymes' } });
    expect(slugTaken.statusCode).toBe(409);
    expect(slugTaken.json().slug).toEqual([MSG.slugTaken]);

    const one = await req('GET', `${URL}${created.id}/`, { token: admin, host: MAIN });
    expect(one.json()).toMatchObject({ name: 'SPACE & STARS', slug: 'space-stars' });
    expect((await req('GET', `${URL}999999/`, { token: admin, host: MAIN })).statusCode).toBe(404);
  });

  it('deletes a category: its books and stories everywhere stay, uncategorised, and the library’s counts follow', async () => {
    const admin = await adminToken();
    const gw = await greenwoodId();
    const [nature] = await platform((tx) => tx.select().from(bookCategories).where(and(isNull(bookCategories.tenantId), eq(bookCategories.slug, 'nature-planet'))));
    const inIt = await platform((tx) => tx.select({ id: books.id, status: books.status }).from(books).where(eq(books.categoryId, nature!.id)));
    expect(inIt.length).toBeGreaterThan(0);
    // A Greenwood story filed under it too.
    const [story] = await platform((tx) => tx.select().from(stories).where(and(eq(stories.tenantId, gw), eq(stories.status, 'published'))).limit(1));
    await platform((tx) => tx.update(stories).set({ categoryId: nature!.id }).where(eq(stories.id, story!.id)));

    const before = (await req('GET', '/api/books/facets/', { host: GW })).json();
    const listed = (await req('GET', `${URL}?search=nature`, { token: admin, host: MAIN })).json().results[0];
    expect(listed).toMatchObject({ id: nature!.id, books_count: inIt.length, stories_count: 1 });

    const res = await req('DELETE', `${URL}${nature!.id}/`, { token: admin, host: MAIN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: nature!.id, books_uncategorised: inIt.length, stories_uncategorised: 1 });

    expect(await platform((tx) => tx.select().from(bookCategories).where(eq(bookCategories.id, nature!.id)))).toEqual([]);
    const after = await platform((tx) => tx.select({ id: books.id, categoryId: books.categoryId }).from(books).where(eq(books.id, inIt[0]!.id)));
    expect(after[0]!.categoryId).toBeNull();
    expect((await platform((tx) => tx.select().from(stories).where(eq(stories.id, story!.id))))[0]!.categoryId).toBeNull();

    // The library: the category is gone from the filter, its books still there, totals unchanged.
    const facets = (await req('GET', '/api/books/facets/', { host: GW })).json();
    expect(facets.categories.map((c: Json) => c.id)).not.toContain(nature!.id);
    expect(facets.total).toBe(before.total);
    expect(facets.categories.reduce((n: number, c: Json) => n + c.count, 0)).toBe(
      before.categories.reduce((n: number, c: Json) => n + c.count, 0) - before.categories.find((c: Json) => c.id === nature!.id).count,
    );
    const published = inIt.find((b) => b.status === 'published')!;
    expect((await req('GET', `/api/books/${published.id}/`, { host: GW })).json().category).toBeNull();

    expect((await req('DELETE', `${URL}${nature!.id}/`, { token: admin, host: MAIN })).statusCode).toBe(404);
  });
});

describe('a school’s categories (its admins, on its own site)', () => {
  it('adds the school’s own, lists them first with the platform’s read only, and counts the school’s books only', async () => {
    const admin = await schoolAdminToken();
    const gw = await greenwoodId();
    const res = await req('POST', URL, { token: admin, json: { name: 'Our Class Stories', slug: '', description: 'Written by Greenwood children.' } });
    expect(res.statusCode, res.body).toBe(201);
    const own = res.json();
    expect(own).toMatchObject({ slug: 'our-class-stories', owner: 'school', editable: true });
    const row = (await platform((tx) => tx.select().from(bookCategories).where(eq(bookCategories.id, own.id))))[0]!;
    expect(row.tenantId).toBe(gw);

    const list = (await req('GET', `${URL}?limit=100`, { token: admin })).json();
    expect(list.manages).toEqual({ owner: 'school', name: DEMO.school.name });
    const owners = list.results.map((c: Json) => c.owner);
    expect(owners).toEqual([...owners.filter((o: string) => o === 'school'), ...owners.filter((o: string) => o === 'platform')]);
    expect(list.results.find((c: Json) => c.id === own.id)).toMatchObject({ owner: 'school', editable: true });
    const platformOnes = list.results.filter((c: Json) => c.owner === 'platform');
    expect(platformOnes.length).toBeGreaterThan(0);
    expect(platformOnes.every((c: Json) => c.editable === false)).toBe(true);
    // A platform category's count here is Greenwood's own books in it (the draft filed earlier), not the platform's.
    const gwBooks = await platform((tx) => tx.select({ categoryId: books.categoryId }).from(books).where(eq(books.tenantId, gw)));
    for (const c of platformOnes) expect(c.books_count, c.slug).toBe(gwBooks.filter((b) => b.categoryId === c.id).length);
    expect(platformOnes.find((c: Json) => c.slug === 'folk-tales')).toMatchObject({ books_count: 1, published_books_count: 0 });
    // Only the school's own, or only the platform's.
    expect((await req('GET', `${URL}?scope=own`, { token: admin })).json().results.map((c: Json) => c.id)).toEqual(
      list.results.filter((c: Json) => c.owner === 'school').map((c: Json) => c.id),
    );
    expect((await req('GET', `${URL}?scope=platform`, { token: admin })).json().results.every((c: Json) => c.owner === 'platform')).toBe(true);

    // Greenwood's uploaders can use it; another site's cannot see it.
    const teacher = await login(DEMO.teacher, GW);
    expect((await req('GET', '/api/publishing/options/', { token: teacher })).json().categories.map((c: Json) => c.id)).toContain(own.id);
    const orgAdmin = await login(DEMO.orgAdmin, BF);
    expect((await req('GET', '/api/publishing/options/', { token: orgAdmin, host: BF })).json().categories.map((c: Json) => c.id)).not.toContain(own.id);
    expect((await req('GET', `${URL}?limit=100`, { token: orgAdmin, host: BF })).json().results.map((c: Json) => c.id)).not.toContain(own.id);
    expect((await req('GET', `${URL}${own.id}/`, { token: orgAdmin, host: BF })).statusCode).toBe(404);
    expect((await req('PATCH', `${URL}${own.id}/`, { token: orgAdmin, host: BF, json: { name: 'Mine now' } })).statusCode).toBe(404);
    expect((await req('DELETE', `${URL}${own.id}/`, { token: orgAdmin, host: BF })).statusCode).toBe(404);
    // The platform admin manages platform-wide ones only.
    const platformAdmin = await adminToken();
    expect((await req('PATCH', `${URL}${own.id}/`, { token: platformAdmin, host: MAIN, json: { name: 'Mine now' } })).statusCode).toBe(404);
  });

  it('refuses a platform-wide category’s name, lets the school reuse its address, and keeps the platform’s read only', async () => {
    const admin = await schoolAdminToken();
    const clash = await req('POST', URL, { token: admin, json: { name: 'animal tales' } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: MSG.namePlatformTaken, name: [MSG.namePlatformTaken] });
    // Addresses are per owner.
    const sameSlug = await req('POST', URL, { token: admin, json: { name: 'Animals at Greenwood', slug: 'animal-tales' } });
    expect(sameSlug.statusCode, sameSlug.body).toBe(201);
    const dup = await req('POST', URL, { token: admin, json: { name: 'ANIMALS AT GREENWOOD' } });
    expect(dup.json()).toEqual({ error: MSG.nameTaken, name: [MSG.nameTaken] });

    const [platformCat] = await platform((tx) => tx.select().from(bookCategories).where(and(isNull(bookCategories.tenantId), eq(bookCategories.slug, 'poems-rhymes'))));
    expect((await req('GET', `${URL}${platformCat!.id}/`, { token: admin })).json()).toMatchObject({ owner: 'platform', editable: false });
    const patch = await req('PATCH', `${URL}${platformCat!.id}/`, { token: admin, json: { name: 'Our poems' } });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().error).toBe(MSG.readOnly);
    expect((await req('DELETE', `${URL}${platformCat!.id}/`, { token: admin })).statusCode).toBe(403);
    expect((await platform((tx) => tx.select().from(bookCategories).where(eq(bookCategories.id, platformCat!.id))))[0]!.name).toBe('Poems & Rhymes');
  });

  it('deleting a school category leaves the school’s books in the library, uncategorised', async () => {
    const admin = await schoolAdminToken();
    const gw = await greenwoodId();
    const cat = (await req('POST', URL, { token: admin, json: { name: 'Greenwood Picks' } })).json();
    const [book] = await platform((tx) =>
      tx
        .insert(books)
        .values({ tenantId: gw, slug: 'gw-pick', title: 'Greenwood Pick', language: 'en', readingLevel: 2, categoryId: cat.id, status: 'published', publishedAt: new Date() })
        .returning(),
    );
    expect((await req('GET', '/api/books/facets/', { host: GW })).json().categories.find((c: Json) => c.id === cat.id)?.count).toBe(1);
    expect((await req('GET', `${URL}${cat.id}/`, { token: admin })).json()).toMatchObject({ books_count: 1, published_books_count: 1 });

    const res = await req('DELETE', `${URL}${cat.id}/`, { token: admin });
    expect(res.json()).toEqual({ id: cat.id, books_uncategorised: 1, stories_uncategorised: 0 });
    const facets = (await req('GET', '/api/books/facets/', { host: GW })).json();
    expect(facets.categories.map((c: Json) => c.id)).not.toContain(cat.id);
    expect((await req('GET', `/api/books/${book!.id}/`, { host: GW })).json()).toMatchObject({ title: 'Greenwood Pick', category: null });
  });
});

describe('who may manage categories', () => {
  it('answers 401 without a login and 403 to teachers, students and main-site accounts that are not the platform admin', async () => {
    expect((await req('GET', URL)).statusCode).toBe(401);
    expect((await req('POST', URL, { json: { name: 'X' } })).statusCode).toBe(401);

    const teacher = await login(DEMO.teacher, GW);
    const student = await login('aaravs12', GW);
    const mainUser = await platform((tx) =>
      createUser(tx, { tenantId: null, role: 'teacher', firstName: 'Mia', lastName: 'Main', email: 'mia-main@example.org', password: DEMO.password }),
    );
    const mainTeacher = await login(mainUser.email!, MAIN);
    for (const [token, host] of [
      [teacher, GW],
      [student, GW],
      [mainTeacher, MAIN],
    ] as const) {
      for (const [method, url, json] of [
        ['GET', URL, undefined],
        ['POST', URL, { name: 'Sneaky' }],
        ['GET', `${URL}1/`, undefined],
        ['PATCH', `${URL}1/`, { name: 'Sneaky' }],
        ['DELETE', `${URL}1/`, undefined],
      ] as const) {
        const res = await req(method, url, { token, host, ...(json ? { json } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error).toBe(MSG.notManager);
      }
    }
    // A school admin of an organization's own site manages that site's categories.
    const orgAdmin = await login(DEMO.orgAdmin, BF);
    expect((await req('POST', URL, { token: orgAdmin, host: BF, json: { name: 'Trust Favourites' } })).statusCode).toBe(201);
    // A token of one site is not valid on another.
    const gwAdmin = await schoolAdminToken();
    expect((await req('GET', URL, { token: gwAdmin, host: MAIN })).statusCode).toBe(401);
    expect(await platform((tx) => tx.select().from(bookCategories).where(eq(bookCategories.name, 'Sneaky')))).toEqual([]);
  });

  it('a school of its own keeps its categories to itself', async () => {
    const other = await platform(async (tx) => {
      const site = await createTenant(tx, { name: 'Hilltop School', email: 'office@hilltop.test', subdomain: 'hilltop' });
      await createUser(tx, { tenantId: site.id, role: 'school_admin', firstName: 'Hal', lastName: 'Top', email: 'admin@hilltop.test', password: DEMO.password });
      return site;
    });
    const HILL = 'hilltop.localhost:3000';
    const hill = await login('admin@hilltop.test', HILL);
    const mine = (await req('POST', URL, { token: hill, host: HILL, json: { name: 'Hilltop Reads' } })).json();
    expect(mine).toMatchObject({ owner: 'school' });
    const gwAdmin = await schoolAdminToken();
    const gwList = (await req('GET', `${URL}?limit=100&search=hilltop`, { token: gwAdmin })).json();
    expect(gwList.count).toBe(0);
    expect((await req('DELETE', `${URL}${mine.id}/`, { token: gwAdmin })).statusCode).toBe(404);
    expect((await platform((tx) => tx.select().from(bookCategories).where(eq(bookCategories.tenantId, other.id)))).map((c) => c.name)).toEqual(['Hilltop Reads']);
  });
});
