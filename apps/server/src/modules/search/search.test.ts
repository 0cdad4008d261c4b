import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORIES } from '../../db/seed/content/stories.content.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { books, stories } from '../library/library.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';

let t: TestApp;
const { greenwood: GW, main: MAIN, brightfutures: BF } = HOSTS;
const { get, platform } = apiClient(() => t);
const ids: Record<string, number> = {};

type Result = { type: string; id: number; title: string; url: string; snippet: string };
const search = async (q: string, host = MAIN, extra = '') => {
  const res = await get(`/api/combined/?search=${encodeURIComponent(q)}${extra}`, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; counts: Record<'book' | 'story' | 'course' | 'charity', number>; results: Result[] };
};

beforeAll(async () => {
  t = await createTestApp();
  await platform(async (tx) => {
    const gw = (await findTenantBySubdomain(tx, 'greenwood'))!.id;
    const bf = (await findTenantBySubdomain(tx, 'brightfutures'))!.id;
    const base = { language: 'en', readingLevel: 2, license: 'CC BY 4.0', publishedAt: new Date() };
    const rows = await tx
      .insert(books)
      .values([
        { ...base, tenantId: gw, slug: 'ocean-friends', title: 'Ocean Friends', description: 'Whales and reefs.', status: 'published' },
        { ...base, tenantId: gw, slug: 'ocean-draft', title: 'Ocean Secrets', description: 'Not yet.', status: 'draft' },
        { ...base, tenantId: gw, slug: 'ocean-rejected', title: 'Ocean Rejected', description: 'No.', status: 'rejected' },
        { ...base, tenantId: bf, slug: 'bf-ocean', title: 'The Ocean Who Sang', description: 'A song of the sea.', status: 'published' },
        { ...base, tenantId: null, slug: 'deep-blue', title: 'Deep Blue', description: 'A whale crosses the ocean to find her family.', status: 'published' },
        {
          ...base,
          tenantId: gw,
          slug: 'quilted-lines',
          title: 'Quilted Lines',
          description: `A quilt\n\n  of\tmany   lines.${' Stitch by stitch, row by row.'.repeat(20)}`,
          status: 'published',
        },
      ])
      .returning();
    for (const r of rows) ids[r.slug] = r.id;
  });
});
afterAll(() => t.close());

describe('GET /api/combined/', () => {
  it('finds books, stories, courses and charities with a type, title, url and snippet each', async () => {
    const course = (await search('letter change world')).results[0]!;
    expect(course).toMatchObject({ type: 'course', title: 'Write a Letter and Change the World', url: '/course/this-is-course' });
    const charity = (await search('Pustak Gaadi')).results.find((r) => r.type === 'charity')!;
    expect(charity).toMatchObject({ title: 'Pustak Gaadi Trust', url: '/charities/pustak-gaadi-trust' });
    expect(charity.snippet.length).toBeGreaterThan(10);
    const story = DEMO_STORIES[0]!;
    const found = (await search(story.title, GW)).results[0]!;
    expect(found).toMatchObject({ type: 'story', title: story.title, url: `/library/story-${story.slug}` });
    const mango = (await search('mango', GW)).results.find((r) => r.type === 'book')!;
    expect(mango).toMatchObject({ title: 'The Mango Tree That Waited', url: expect.stringMatching(/^\/library\/\d+$/) });
  });

  it('tolerates typos in titles ("ocaen" finds the ocean books) and ranks a title match above a description match', async () => {
    const typo = await search('ocaen', GW);
    expect(typo.results.map((r) => r.title)).toContain('Ocean Friends');
    const exact = await search('ocean', GW);
    const titles = exact.results.map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['Ocean Friends', 'Deep Blue']));
    expect(titles.indexOf('Ocean Friends')).toBeLessThan(titles.indexOf('Deep Blue'));
    expect((await search('mangoe tre', GW)).results[0]!.title).toBe('The Mango Tree That Waited');
  });

  it("keeps to the site's published items: no drafts, no rejections, no other site's books or stories", async () => {
    const gw = (await search('ocean', GW)).results.map((r) => r.title);
    expect(gw).not.toEqual(expect.arrayContaining(['Ocean Secrets']));
    expect(gw).not.toContain('Ocean Rejected');
    expect(gw).not.toContain('The Ocean Who Sang');
    const bf = (await search('ocean', BF)).results.map((r) => r.title);
    expect(bf).toContain('The Ocean Who Sang');
    expect(bf).not.toContain('Ocean Friends');
    const main = (await search('ocean', MAIN)).results.map((r) => r.title);
    expect(main).toContain('Deep Blue');
    expect(main).not.toContain('Ocean Friends');
    // Greenwood's stories stay on Greenwood.
    expect((await search(DEMO_STORIES[0]!.title, BF)).counts.story).toBe(0);
    const draft = await platform((tx) => tx.update(stories).set({ status: 'draft' }).where(eq(stories.slug, DEMO_STORIES[1]!.slug)).returning());
    expect(draft).toHaveLength(1);
    expect((await search(DEMO_STORIES[1]!.title, GW)).results.find((r) => r.title === DEMO_STORIES[1]!.title)).toBeUndefined();
  });

  it('filters by type, counts per type, and pages', async () => {
    const all = await search('the', GW);
    expect(all.count).toBe(all.counts.book + all.counts.story + all.counts.course + all.counts.charity);
    expect(all.counts.book).toBeGreaterThan(3);
    const booksOnly = await search('the', GW, '&type=book&limit=3');
    expect(booksOnly.count).toBe(all.counts.book);
    expect(booksOnly.results).toHaveLength(3);
    expect(booksOnly.results.every((r) => r.type === 'book')).toBe(true);
    expect(booksOnly.next).toBe('/api/combined/?search=the&type=book&limit=3&offset=3');
    const page2 = (await get(booksOnly.next!, GW)).json();
    expect(page2.results.map((r: Result) => r.id)).not.toEqual(expect.arrayContaining(booksOnly.results.map((r) => r.id)));
  });

  it("makes each result's snippet from its text with the whitespace collapsed, at most 240 characters", async () => {
    const [quilt] = (await search('quilted', GW)).results;
    expect(quilt).toMatchObject({ title: 'Quilted Lines' });
    expect(quilt!.snippet.startsWith('A quilt of many lines. Stitch by stitch')).toBe(true);
    expect(quilt!.snippet).toHaveLength(240);
  });

  it('pages through one ranked order: pages of three are the first nine in turn', async () => {
    const nine = (await search('the', GW, '&limit=9')).results;
    expect(nine).toHaveLength(9);
    const pages = [];
    for (const offset of [0, 3, 6]) pages.push(...(await search('the', GW, `&limit=3&offset=${offset}`)).results);
    expect(pages.map((r) => [r.type, r.id])).toEqual(nine.map((r) => [r.type, r.id]));
  });

  it('refuses an empty search, a bad type and an overlong query', async () => {
    for (const [url, field] of [
      ['/api/combined/', 'search'],
      ['/api/combined/?search=%20%20', 'search'],
      ['/api/combined/?search=x&type=film', 'type'],
      [`/api/combined/?search=${'a'.repeat(201)}`, 'search'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()[field], url).toBeDefined();
    }
  });

  it('treats search syntax as words, not as SQL or tsquery operators', async () => {
    for (const q of ["'); drop table books; --", '!!!', 'ocean & | !', '"ocean']) {
      expect((await get(`/api/combined/?search=${encodeURIComponent(q)}`, GW)).statusCode, q).toBe(200);
    }
  });
});
