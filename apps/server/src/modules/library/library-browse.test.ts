import { and, asc, count, desc, eq, fillPlaceholders, inArray, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKS } from '../../db/seed/content/books.content.js';
import { DEMO_CATEGORIES } from '../../db/seed/content/categories.content.js';
import { DEMO_FILE_BOOKS } from '../../db/seed/content/reader.content.js';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { recordDonation } from '../charities/charities.seed.js';
import { projects } from '../charities/charities.table.js';
import { modes } from '../modes/modes.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { users } from '../users/users.table.js';
import { execRows } from '../../db/client.js';
import { browseCountQuery, browsePublishedBooks, relatedBooks } from './library.repository.js';
import { bookCategories, bookReads, books, reactions, stories } from './library.table.js';

let t: TestApp;
const { greenwood: GW, main: MAIN, brightfutures: BF } = HOSTS;
const { call, get, login, platform } = apiClient(() => t);

let gwId: string;
let bfId: string;
/** Greenwood's own books by status, and one of Bright Futures. */
const own: Record<string, number> = {};

const titlesOf = (body: { results: { title: string }[] }) => body.results.map((r) => r.title).sort();
/** The platform-wide demo library: picture books and the reader's PDF and EPUB books. */
const ALL_BOOKS = [...DEMO_BOOKS.map((b) => ({ ...b, format: 'pages' })), ...DEMO_FILE_BOOKS];
const demoTitles = (pred: (b: (typeof ALL_BOOKS)[number]) => boolean) => ALL_BOOKS.filter(pred).map((b) => b.title).sort();

beforeAll(async () => {
  t = await createTestApp();
  await platform(async (tx) => {
    gwId = (await findTenantBySubdomain(tx, 'greenwood'))!.id;
    bfId = (await findTenantBySubdomain(tx, 'brightfutures'))!.id;
    const base = { language: 'en', readingLevel: 2, description: 'Whales, waves and coral reefs.', license: 'CC BY 4.0' };
    for (const status of ['published', 'draft', 'pending', 'rejected'] as const) {
      const [row] = await tx
        .insert(books)
        .values({ ...base, tenantId: gwId, slug: `gw-ocean-${status}`, title: `Ocean Friends ${status}`, status, publishedAt: status === 'published' ? new Date() : null })
        .returning();
      own[status] = row!.id;
    }
    const [bf] = await tx
      .insert(books)
      .values({ ...base, tenantId: bfId, slug: 'bf-ocean', title: 'The Ocean Who Sang', status: 'published', publishedAt: new Date() })
      .returning();
    own.bf = bf!.id;
  });
});
afterAll(() => t.close());

describe('GET /api/books/ filters', () => {
  it('filters by language, reading level, category, goal and age, alone and together', async () => {
    expect(titlesOf((await get('/api/books/?language=es&limit=50')).json())).toEqual(demoTitles((b) => b.language === 'es'));
    expect(titlesOf((await get('/api/books/?level=3&limit=50')).json())).toEqual(demoTitles((b) => b.reading_level === 3));
    expect(titlesOf((await get('/api/books/?sdg=6&limit=50')).json())).toEqual(demoTitles((b) => b.sdgs.includes(6)));
    expect(titlesOf((await get('/api/books/?age=10&limit=50')).json())).toEqual(demoTitles((b) => b.age_min <= 10 && b.age_max >= 10));
    const cat = DEMO_CATEGORIES[1]!;
    const catId = await platform(async (tx) => (await tx.select().from(bookCategories).where(eq(bookCategories.slug, cat.slug)))[0]!.id);
    expect(titlesOf((await get(`/api/books/?category=${catId}&limit=50`)).json())).toEqual(demoTitles((b) => b.category === cat.slug));
    expect(titlesOf((await get('/api/books/?language=en&level=1&limit=50')).json())).toEqual(
      demoTitles((b) => b.language === 'en' && b.reading_level === 1),
    );
    for (const format of ['pages', 'pdf', 'epub']) {
      expect(titlesOf((await get(`/api/books/?format=${format}&limit=50`)).json())).toEqual(demoTitles((b) => b.format === format));
    }
  });

  it('narrows to the Switchboard mode in use', async () => {
    const modeId = await platform(async (tx) => (await tx.select().from(modes).where(eq(modes.slug, 'climate-action')))[0]!.id);
    expect(titlesOf((await get(`/api/books/?mode=${modeId}&limit=50`)).json())).toEqual(demoTitles((b) => b.mode === 'climate-action'));
  });

  it('pages with count and links, newest first on request', async () => {
    const first = (await get('/api/books/?sort=new&limit=5')).json();
    expect(first.count).toBe(ALL_BOOKS.length);
    expect(first.results.map((b: { slug: string }) => b.slug)).toEqual(DEMO_BOOKS.slice(0, 5).map((b) => b.slug));
    expect(first.next).toBe('/api/books/?sort=new&limit=5&offset=5');
    const second = (await get(first.next)).json();
    expect(second.results.map((b: { slug: string }) => b.slug)).toEqual(DEMO_BOOKS.slice(5, 10).map((b) => b.slug));
  });

  it('gives each order its own statement: featured first by default, newest first, by title', async () => {
    type Card = { slug: string; title: string; featured: boolean };
    const page = async (sort: string) => (await get(`/api/books/?limit=50${sort}`)).json().results as Card[];
    // Asked in turn, so a statement built for one order and kept would show in the next.
    const byDefault = await page('');
    const newest = await page('&sort=new');
    const byTitle = await page('&sort=title');
    expect(await page('')).toEqual(byDefault);

    const featured = byDefault.filter((b) => b.featured).length;
    expect(featured).toBeGreaterThan(0);
    expect(byDefault.slice(0, featured).every((b) => b.featured)).toBe(true);
    expect(newest.slice(0, 10).map((b) => b.slug)).toEqual(DEMO_BOOKS.slice(0, 10).map((b) => b.slug));
    const initials = byTitle.map((b) => b.title[0]!.toLowerCase());
    expect(initials).toEqual([...initials].sort());
    expect(byTitle.map((b) => b.slug)).not.toEqual(newest.map((b) => b.slug));
  });

  it('searches titles, authors and descriptions, and tolerates a typo in a title', async () => {
    expect(titlesOf((await get('/api/books/?search=Meera%20Iyer')).json())).toEqual(['The Mango Tree That Waited']);
    expect((await get('/api/books/?search=mangoe%20tre')).json().results[0].title).toBe('The Mango Tree That Waited');
  });

  it('refuses bad filters with field messages', async () => {
    for (const [query, field, message] of [
      ['level=5', 'level', 'Choose a reading level from 1 to 4.'],
      ['age=99', 'age', 'Give an age from 2 to 18.'],
      ['sdg=18', 'sdg', 'Choose a goal from 1 to 17.'],
      ['language=English!', 'language', 'Choose a language from the list.'],
      ['format=docx', 'format', 'Choose a format: pages, pdf or epub.'],
    ]) {
      const res = await get(`/api/books/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()[field!]).toEqual([message]);
    }
  });

  it('offers facets with counts of what this site has', async () => {
    const facets = (await get('/api/books/facets/', GW)).json();
    expect(facets.total).toBe(ALL_BOOKS.length + 1);
    expect(facets.languages.find((l: { code: string }) => l.code === 'hi').count).toBe(ALL_BOOKS.filter((b) => b.language === 'hi').length);
    expect(facets.levels.map((l: { level: number }) => l.level)).toEqual([1, 2, 3, 4]);
    expect(facets.categories).toHaveLength(DEMO_CATEGORIES.length);
  });

  it('counts every facet in one pass as each would be counted alone, in the filters’ order, with or without a mode', async () => {
    const modeId = await platform(async (tx) => (await tx.select().from(modes).where(eq(modes.slug, 'climate-action')))[0]!.id);
    for (const mode of [undefined, modeId]) {
      // Each facet by a query of its own, under the same site's rules.
      const alone = await t.db.withTenant({ tenantId: gwId, readOnly: true }, async (tx) => {
        const cond = and(eq(books.status, 'published'), mode === undefined ? undefined : eq(books.modeId, mode));
        return {
          categories: await tx
            .select({ id: bookCategories.id, name: bookCategories.name, slug: bookCategories.slug, count: count() })
            .from(books)
            .innerJoin(bookCategories, eq(bookCategories.id, books.categoryId))
            .where(cond)
            .groupBy(bookCategories.id)
            .orderBy(asc(bookCategories.name)),
          languages: await tx.select({ code: books.language, count: count() }).from(books).where(cond).groupBy(books.language).orderBy(desc(count()), asc(books.language)),
          levels: await tx.select({ level: books.readingLevel, count: count() }).from(books).where(cond).groupBy(books.readingLevel).orderBy(asc(books.readingLevel)),
          formats: await tx.select({ format: books.format, count: count() }).from(books).where(cond).groupBy(books.format).orderBy(asc(books.format)),
          total: (await tx.select({ n: count() }).from(books).where(cond))[0]!.n,
        };
      });
      expect(alone.categories.length).toBeGreaterThan(0);
      expect(alone.languages.length).toBeGreaterThan(1);
      const facets = (await get(`/api/books/facets/${mode === undefined ? '' : `?mode=${mode}`}`, GW)).json();
      expect(facets, `mode ${mode}`).toEqual(alone);
    }
  });
});

describe('visibility across sites and statuses', () => {
  it("shows a site its own published books and the platform's, never drafts, pending, rejected or another site's", async () => {
    const gw = (await get('/api/books/?search=ocean&limit=50', GW)).json();
    expect(gw.results.map((b: { id: number }) => b.id)).toContain(own.published);
    for (const id of [own.draft, own.pending, own.rejected, own.bf]) expect(gw.results.map((b: { id: number }) => b.id)).not.toContain(id);
    expect((await get('/api/books/?limit=1', GW)).json().count).toBe(ALL_BOOKS.length + 1);
    expect((await get('/api/books/?limit=1', MAIN)).json().count).toBe(ALL_BOOKS.length);
    expect((await get('/api/books/?limit=1', BF)).json().count).toBe(ALL_BOOKS.length + 1);
  });

  it('opens a book page by id or slug, and 404s what the site may not see', async () => {
    const page = (await get(`/api/books/${own.published}/`, GW)).json();
    expect(page).toMatchObject({ id: own.published, title: 'Ocean Friends published', platform_wide: false, format: 'pages' });
    const mango = DEMO_BOOKS[0]!;
    const bySlug = await get(`/api/books/${mango.slug}/`, GW);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({
      title: mango.title,
      authors: mango.authors,
      illustrator: mango.illustrator,
      age_min: mango.age_min,
      age_max: mango.age_max,
      sdgs: mango.sdgs,
      license: mango.license,
      pages_count: mango.pages.length,
      platform_wide: true,
    });
    expect(bySlug.json().related.length).toBeGreaterThan(0);
    expect(bySlug.json().related.map((b: { slug: string }) => b.slug)).not.toContain(mango.slug);
    expect(bySlug.json().reactions.map((r: { kind: string }) => r.kind)).toEqual(['love', 'wow', 'learned', 'funny', 'inspired']);
    for (const [id, host] of [[own.draft, GW], [own.pending, GW], [own.rejected, GW], [own.bf, GW], [own.published, BF], [own.published, MAIN], [999999, GW]] as const) {
      const res = await get(`/api/books/${id}/`, host);
      expect(res.statusCode, `${id} on ${host}`).toBe(404);
      expect(res.json().error).toBe('This book is not in the library.');
    }
  });
});

describe("a book page's related books", () => {
  type Shown = typeof books.$inferSelect;
  const downward = (a: number, b: number) => (a === b ? 0 : a < b ? 1 : -1);
  /** The library's order: featured, then newest (unpublished dates last), then the highest id. */
  const libraryOrder = (x: Shown, y: Shown) =>
    downward(Number(x.featured), Number(y.featured)) || downward(x.publishedAt?.getTime() ?? -Infinity, y.publishedAt?.getTime() ?? -Infinity) || downward(x.id, y.id);
  /** Every other book Greenwood shows, and how alike each is to `of`. */
  const shownBeside = async (id: number) => {
    const shown = await platform((tx) => tx.select().from(books).where(and(eq(books.status, 'published'), or(isNull(books.tenantId), eq(books.tenantId, gwId)))));
    const book = shown.find((b) => b.id === id)!;
    const score = (b: Shown) => (book.categoryId !== null && b.categoryId === book.categoryId ? 4 : 0) + (b.language === book.language ? 2 : 0) + b.sdgs.filter((g) => book.sdgs.includes(g)).length;
    const others = shown.filter((b) => b.id !== id);
    return { book, others, ranked: (among: Shown[]) => [...among].sort((x, y) => downward(score(x), score(y)) || libraryOrder(x, y)) };
  };

  it('ranks the whole library: same category, same language, shared goals, then featured and newest', async () => {
    const bookIds = await platform(async (tx) => (await tx.select({ id: books.id }).from(books).where(and(isNull(books.tenantId), eq(books.status, 'published')))).map((b) => b.id));
    expect(bookIds.length).toBeGreaterThan(20);
    for (const id of bookIds) {
      const { others, ranked } = await shownBeside(id);
      const page = (await get(`/api/books/${id}/`, GW)).json() as { related: { id: number }[] };
      expect(page.related.map((b) => b.id), `related to ${id}`).toEqual(ranked(others).slice(0, 6).map((b) => b.id));
    }
  });

  it('ranks only the first books of each kind of likeness in the library’s order, and the newest of all', async () => {
    const bookIds = await platform(async (tx) => (await tx.select({ id: books.id }).from(books).where(and(isNull(books.tenantId), eq(books.status, 'published')))).map((b) => b.id));
    let cutShort = 0;
    for (const id of bookIds) {
      const { book, others, ranked } = await shownBeside(id);
      // Each kind gives at least as many books as the page shows (3 here), however few it is asked for.
      const first = (like: (b: Shown) => boolean) => others.filter(like).sort(libraryOrder).slice(0, 3);
      const candidates = new Set([
        ...first((b) => b.categoryId === book.categoryId && b.language === book.language),
        ...first((b) => b.categoryId === book.categoryId),
        ...first((b) => b.sdgs.some((g) => book.sdgs.includes(g))),
        ...first((b) => b.language === book.language),
        ...first(() => true),
      ]);
      const related = await t.db.withTenant({ tenantId: gwId }, (tx) => relatedBooks(tx, book, 3, { closest: 1, candidates: 1 }));
      const ids = related.map((r) => r.book.id);
      expect(ids, `related to ${id}`).toEqual(ranked([...candidates]).slice(0, 3).map((b) => b.id));
      if (ids.join() !== ranked(others).slice(0, 3).map((b) => b.id).join()) cutShort++;
    }
    // Some pages differ from the whole library's ranking: the candidates are what was ranked.
    expect(cutShort).toBeGreaterThan(0);
  });
});

describe('reactions', () => {
  const mango = DEMO_BOOKS[0]!.slug;
  const react = (id: string | number, kind: string, token?: string, host = GW) =>
    call('POST', `/api/books/${id}/reactions/`, { host, token, payload: { kind } });
  const countOf = (body: { reactions: { kind: string; count: number; reacted: boolean }[] }, kind: string) => body.reactions.find((r) => r.kind === kind)!;

  it('asks visitors to log in', async () => {
    const res = await react(mango, 'love');
    expect(res.statusCode).toBe(401);
  });

  it('toggles a reader’s own reaction and counts this site’s readers only', async () => {
    const a = await login(DEMO_STUDENTS[0]!.username);
    const b = await login(DEMO_STUDENTS[1]!.username);
    let res = await react(mango, 'love', a);
    expect(res.statusCode, res.body).toBe(200);
    expect(countOf(res.json(), 'love')).toEqual({ kind: 'love', count: 1, reacted: true });
    res = await react(mango, 'love', b);
    expect(countOf(res.json(), 'love')).toEqual({ kind: 'love', count: 2, reacted: true });
    res = await react(mango, 'wow', b);
    expect(countOf(res.json(), 'wow')).toEqual({ kind: 'wow', count: 1, reacted: true });
    res = await react(mango, 'love', a);
    expect(countOf(res.json(), 'love')).toEqual({ kind: 'love', count: 1, reacted: false });

    const page = (await call('GET', `/api/books/${mango}/`, { host: GW, token: b })).json();
    expect(countOf(page, 'love')).toEqual({ kind: 'love', count: 1, reacted: true });
    expect(countOf((await get(`/api/books/${mango}/`, GW)).json(), 'love')).toEqual({ kind: 'love', count: 1, reacted: false });
    // Greenwood's readers' reactions are Greenwood's: the main site does not count them.
    expect(countOf((await get(`/api/books/${mango}/`, MAIN)).json(), 'love').count).toBe(0);
    const rows = await platform((tx) => tx.select().from(reactions));
    expect(rows.every((r) => r.tenantId === gwId)).toBe(true);
    // Clean up for the stats below.
    await react(mango, 'love', b);
    await react(mango, 'wow', b);
  });

  it('refuses an unknown reaction and books the site may not see, changing nothing', async () => {
    const a = await login(DEMO_STUDENTS[2]!.username);
    const bad = await react(mango, 'angry', a);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().kind).toEqual(['Choose one of the reactions.']);
    for (const id of [own.draft, own.bf]) expect((await react(id!, 'love', a)).statusCode).toBe(404);
    expect(await platform((tx) => tx.select().from(reactions))).toHaveLength(0);
  });

  it('toggles reactions on a published story too', async () => {
    const a = await login(DEMO_STUDENTS[2]!.username);
    const story = await platform(async (tx) => (await tx.select().from(stories).where(eq(stories.tenantId, gwId)).limit(1))[0]!);
    const res = await call('POST', `/api/stories/${story.slug}/reactions/`, { host: GW, token: a, payload: { kind: 'inspired' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(countOf(res.json(), 'inspired')).toEqual({ kind: 'inspired', count: 1, reacted: true });
    const page = (await get(`/api/library/stories/${story.slug}/`, GW)).json();
    expect(page).toMatchObject({ title: story.title, reactions: expect.arrayContaining([{ kind: 'inspired', count: 1, reacted: false }]) });
    expect(page.body_html).toContain('<p>');
    expect((await get(`/api/library/stories/${story.slug}/`, BF)).statusCode).toBe(404);
    await call('POST', `/api/stories/${story.slug}/reactions/`, { host: GW, token: a, payload: { kind: 'inspired' } });
  });
});

describe('statistics', () => {
  it('book-stats counts the published and featured books of the site', async () => {
    const featured = ALL_BOOKS.filter((b) => b.featured).length;
    expect((await get('/api/book-stats', MAIN)).json()).toEqual({ book_stats: { all_book: ALL_BOOKS.length, featured_book: featured } });
    expect((await get('/api/book-stats', GW)).json()).toEqual({ book_stats: { all_book: ALL_BOOKS.length + 1, featured_book: featured } });
  });

  it('reaction stats and category contributions add up the reactions of this site', async () => {
    const [a, b] = [await login(DEMO_STUDENTS[3]!.username), await login(DEMO_STUDENTS[4]!.username)];
    const [first, second] = [DEMO_BOOKS[0]!, DEMO_BOOKS[1]!];
    for (const [slug, kind, token] of [
      [first.slug, 'love', a],
      [first.slug, 'love', b],
      [first.slug, 'learned', a],
      [second.slug, 'wow', a],
    ] as const) {
      expect((await call('POST', `/api/books/${slug}/reactions/`, { host: GW, token, payload: { kind } })).statusCode).toBe(200);
    }
    expect((await get('/api/reactions/stats/', GW)).json()).toEqual({
      results: [
        { reaction: 'love', count: 2 },
        { reaction: 'wow', count: 1 },
        { reaction: 'learned', count: 1 },
        { reaction: 'funny', count: 0 },
        { reaction: 'inspired', count: 0 },
      ],
    });
    expect((await get('/api/reactions/stats/', BF)).json().results.every((r: { count: number }) => r.count === 0)).toBe(true);
    const cats = (await get('/api/categories/reaction-contributions/', GW)).json().categories;
    const name = (slug: string) => DEMO_CATEGORIES.find((c) => c.slug === slug)!.name;
    const expected = new Map<string, number>();
    expected.set(first.category, (expected.get(first.category) ?? 0) + 3);
    expected.set(second.category, (expected.get(second.category) ?? 0) + 1);
    expect(cats.map((c: { name: string; count: number }) => [c.name, c.count])).toEqual(
      [...expected].sort((x, y) => y[1] - x[1]).map(([slug, n]) => [name(slug), n]),
    );
    expect((await get('/api/categories/reaction-contributions/', MAIN)).json()).toEqual({ categories: [] });
  });

  it('impact counts the readings and paid gifts of this site; the main site counts the whole platform', async () => {
    const impact = async (host: string) => (await get('/api/v1/impacts/count/', host)).json().total_impacts as number;
    const before = { gw: await impact(GW), bf: await impact(BF), main: await impact(MAIN) };
    // The demo's paid gifts count already: every site's on the main site.
    expect(before.main).toBeGreaterThanOrEqual(before.gw + before.bf);

    await platform((tx) =>
      tx.insert(bookReads).values([
        { tenantId: gwId, bookId: own.published! },
        { tenantId: gwId, bookId: own.published! },
        { tenantId: bfId, bookId: own.bf! },
      ]),
    );
    const cause = await platform(async (tx) => (await tx.select().from(projects).where(isNull(projects.tenantId)).limit(1))[0]!);
    const give = (status: 'fulfilled' | 'pending' | 'refunded') =>
      platform((tx) =>
        recordDonation(tx, {
          tenantId: gwId,
          charityId: cause.charityId,
          projectId: cause.id,
          amountMinor: 500,
          currency: cause.currency,
          name: 'Impact Donor',
          title: 'A gift',
          email: `impact-${status}@example.com`,
          status,
        }),
      );
    // A paid gift counts; one not paid yet, or refunded, does not.
    await give('fulfilled');
    await give('pending');
    await give('refunded');

    expect(await impact(GW)).toBe(before.gw + 3);
    expect(await impact(BF)).toBe(before.bf + 1);
    expect(await impact(MAIN)).toBe(before.main + 4);
  });

  it("teacher stats count the teacher's students' books and stories by status", async () => {
    const usernames = DEMO_STUDENTS.slice(0, 2).map((s) => s.username);
    await platform(async (tx) => {
      const kids = await tx.select().from(users).where(and(eq(users.tenantId, gwId), inArray(users.username, usernames)));
      const base = { tenantId: gwId, language: 'en', readingLevel: 1 };
      await tx.insert(books).values([
        { ...base, slug: 'kid-draft', title: 'Kid draft', status: 'draft', uploadedBy: kids[0]!.id },
        { ...base, slug: 'kid-pending', title: 'Kid pending', status: 'pending', uploadedBy: kids[0]!.id },
        { ...base, slug: 'kid-pending-2', title: 'Kid pending 2', status: 'pending', uploadedBy: kids[1]!.id },
      ]);
    });
    const teacher = await login('teacher@greenwood.test');
    const bookRes = await call('GET', '/api/teacher/book-stats/', { host: GW, token: teacher });
    expect(bookRes.json()).toEqual({ total: 3, draft: 1, pending: 2, published: 0, rejected: 0 });
    const storyRes = (await call('GET', '/api/teacher/blog-stats/', { host: GW, token: teacher })).json();
    const seededStories = await platform((tx) => tx.select().from(stories).where(eq(stories.tenantId, gwId)));
    expect(storyRes).toMatchObject({ published: seededStories.filter((s) => s.status === 'published' && s.authorId).length, draft: 0 });
    // Another teacher's classes are not this teacher's.
    const other = (await call('GET', '/api/teacher/book-stats/', { host: GW, token: await login('tom.hughes@greenwood.test') })).json();
    expect(other.total).toBe(0);
    // Students may not ask; visitors must log in.
    expect((await call('GET', '/api/teacher/book-stats/', { host: GW, token: await login(DEMO_STUDENTS[0]!.username) })).statusCode).toBe(403);
    expect((await call('GET', '/api/teacher/blog-stats/', { host: GW })).statusCode).toBe(401);
  });
});

describe('the count of a long list', () => {
  it('is exact up to the cap past the offset, and says "at least" beyond it', async () => {
    const page = (await get('/api/books/?limit=1', GW)).json();
    expect(page.count_is_lower_bound).toBe(false);
    // The same count on Greenwood's site, with the cap lowered around the number of books there.
    const browse = (offset: number, countCap: number) =>
      t.db.withTenant({ tenantId: gwId, readOnly: true }, async (tx) => {
        const { count, lowerBound } = await browsePublishedBooks(tx, { limit: 1, offset, countCap });
        return { count, lowerBound };
      });
    const n = page.count as number;
    expect(n).toBeGreaterThan(3);
    expect(await browse(0, n)).toEqual({ count: n, lowerBound: false });
    expect(await browse(0, n - 1)).toEqual({ count: n - 1, lowerBound: true });
    expect(await browse(2, n - 2)).toEqual({ count: n, lowerBound: false });
    expect(await browse(2, n - 3)).toEqual({ count: n - 1, lowerBound: true });
  });

  it("ranks and counts a search's first matches only, says \"at least\" beyond them, and pages within them", async () => {
    const search = (offset: number, limit: number, countCap?: number) =>
      t.db.withTenant({ tenantId: gwId, readOnly: true }, async (tx) => {
        const { rows, count, lowerBound } = await browsePublishedBooks(tx, { search: 'the', limit, offset, countCap });
        return { ids: rows.map((r) => r.book.id), count, lowerBound };
      });
    const all = await search(0, 100);
    expect(all.count).toBeGreaterThan(4);
    expect(all).toMatchObject({ lowerBound: false, ids: expect.any(Array) });
    expect(all.ids).toHaveLength(all.count);

    const capped = await search(0, 100, 3);
    expect(capped).toMatchObject({ count: 3, lowerBound: true });
    expect(capped.ids).toHaveLength(3);
    // Ranked as the whole list ranks them.
    expect(capped.ids).toEqual(all.ids.filter((id) => capped.ids.includes(id)));
    // Its pages walk the same three, and end with them, whatever the offset.
    const pages = [...(await search(0, 2, 3)).ids, ...(await search(2, 2, 3)).ids];
    expect(pages).toEqual(capped.ids);
    expect(await search(3, 2, 3)).toEqual({ ids: [], count: 3, lowerBound: true });
  });

  it('counts from a filter index alone, without reading the books, whatever filters are chosen', async () => {
    // The planner's choice depends on the table's size; with the other ways of reading switched off,
    // the plan shows whether the index holds every column the count needs (the tenant rule's too).
    // The count's own statement as the list builds it, its placeholders given the filter's values.
    const planOf = (filter: Record<string, string | number | boolean | undefined>) =>
      t.db.withTenant({ tenantId: gwId, readOnly: true }, async (tx) => {
        await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`);
        const query = browseCountQuery(tx, (name) => filter[name] !== undefined).toSQL();
        const values = fillPlaceholders(query.params, { ...filter, countLimit: 1001 }).map((v) => `'${String(v).replace(/'/g, "''")}'`);
        await tx.execute(sql.raw(`prepare browse_count as ${query.sql}`));
        const plan = await execRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain (costs off) execute browse_count(${values.join(', ')})`));
        await tx.execute(sql`deallocate browse_count`);
        return plan.map((r) => r['QUERY PLAN']).join('\n');
      });
    for (const filter of [
      { language: 'en', level: 2 },
      { language: 'en' },
      { categoryId: 1, format: 'pages' as const, featured: true },
      { language: 'hi', level: 1, age: 7, modeId: 1 },
    ]) {
      // The filter index, or for a category its category-first twin: either holds every column.
      expect(await planOf(filter), JSON.stringify(filter)).toMatch(/Index Only Scan using books_(filter|category)_idx/);
    }
  });
});
