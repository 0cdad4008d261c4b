import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { charities, projects } from '../charities/charities.table.js';
import { SITE_PAGES } from '../content/default-pages.content.js';
import { courses } from '../courses/courses.table.js';
import { books } from '../library/library.table.js';
import { tenants } from '../tenants/tenants.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { get, platform } = apiClient(() => t);
const LAKESIDE = 'lakeside.localhost:3000';

/** The content of `<meta property|name="key">` in the served page, or null. */
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

const publishedBook = async () =>
  (await platform((tx) => tx.select().from(books).where(and(eq(books.status, 'published'), isNull(books.tenantId))).orderBy(books.id).limit(1)))[0]!;
const greenwoodId = async () => (await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood'))))[0]!.id;

describe('link previews rendered by the server', () => {
  it('a book page carries its title, description and cover as Open Graph tags, at the site’s own address', async () => {
    const book = await publishedBook();
    const res = await get(`/library/${book.id}`, HOSTS.greenwood);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(titleOf(html)).toBe(`${book.title} · ${DEMO.school.name}`);
    expect(metaOf(html, 'og:title')).toBe(book.title);
    expect(metaOf(html, 'og:type')).toBe('book');
    expect(metaOf(html, 'og:site_name')).toBe(DEMO.school.name);
    expect(metaOf(html, 'og:url')).toBe(`http://greenwood.localhost:3000/library/${book.id}`);
    expect(metaOf(html, 'og:description')!.length).toBeGreaterThan(10);
    expect(metaOf(html, 'og:description')!.length).toBeLessThanOrEqual(200);
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/greenwood\.localhost:3000\//);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="http://greenwood.localhost:3000/library/${book.id}">`);
    // The app's own data is still there.
    expect(html).toContain('id="cs-bootstrap"');
  });

  it('courses, charities, projects and the site’s pages preview too', async () => {
    const [course] = await platform((tx) => tx.select().from(courses).where(and(eq(courses.status, 'published'), eq(courses.kind, 'course'))).limit(1));
    const [charity] = await platform((tx) => tx.select().from(charities).where(and(eq(charities.status, 'published'), isNull(charities.tenantId))).limit(1));
    const [project] = await platform((tx) =>
      tx.select({ p: projects }).from(projects).innerJoin(charities, eq(charities.id, projects.charityId)).where(and(eq(projects.status, 'published'), eq(charities.status, 'published'), isNull(projects.tenantId))).limit(1),
    );
    const cases: [string, string][] = [
      [`/course/${course!.slug}`, course!.name],
      [`/charities/${charity!.slug}`, charity!.name],
      [`/charity-projects/${project!.p.slug}`, project!.p.title],
      ['/faq', SITE_PAGES.faq.title],
      ['/terms-of-use/', SITE_PAGES['terms-of-use'].title],
    ];
    for (const [path, title] of cases) {
      const html = (await get(path, HOSTS.main)).body;
      expect(metaOf(html, 'og:title'), path).toBe(title.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
      expect(titleOf(html), path).toContain(' · Commonshelf');
    }
    expect(metaOf((await get('/faq', HOSTS.main)).body, 'description')).toBe(SITE_PAGES.faq.summary.replace(/'/g, '&#39;'));
  });

  it('gives no preview of what a visitor may not see, and the site’s name for any other page', async () => {
    const book = await publishedBook();
    await platform((tx) => tx.update(books).set({ status: 'draft' }).where(eq(books.id, book.id)));
    const hidden = (await get(`/library/${book.id}`, HOSTS.main)).body;
    expect(metaOf(hidden, 'og:title')).toBe('Commonshelf');
    expect(hidden).not.toContain(book.title);
    for (const path of ['/library/999999', '/dashboard', '/charities/no-such-charity', '/no/such/page']) {
      const html = (await get(path, HOSTS.main)).body;
      expect(titleOf(html), path).toBe('Commonshelf');
      expect(metaOf(html, 'og:description'), path).toBeNull();
    }
  });

  it('escapes what editors wrote, so a title cannot add markup to the page', async () => {
    const book = await publishedBook();
    await platform((tx) => tx.update(books).set({ status: 'published', title: 'Tom & "Jerry" <script>alert(1)</script>' }).where(eq(books.id, book.id)));
    const html = (await get(`/library/${book.id}`, HOSTS.main)).body;
    expect(metaOf(html, 'og:title')).toBe('Tom &amp; &quot;Jerry&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('each site points crawlers at its own sitemap and keeps them out of consoles and accounts', async () => {
    for (const host of [HOSTS.main, HOSTS.greenwood]) {
      const res = await get('/robots.txt', host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
      for (const path of ['/admin-panel', '/admin-school', '/dashboard', '/api/', '/checkout']) expect(res.body).toContain(`Disallow: ${path}`);
    }
  });

  it('lists a site’s published items and the platform’s it shows, never a draft or another school’s', async () => {
    const gw = await greenwoodId();
    const [own] = await platform((tx) =>
      tx.insert(books).values({ tenantId: gw, slug: 'greenwood-sitemap-book', title: 'Greenwood’s Own', language: 'en', readingLevel: 1, status: 'published' }).returning(),
    );
    const [draft] = await platform((tx) =>
      tx.insert(books).values({ tenantId: null, slug: 'sitemap-draft', title: 'Not Yet', language: 'en', readingLevel: 1, status: 'draft' }).returning(),
    );
    const platformBook = await publishedBook();

    const res = await get('/sitemap.xml', HOSTS.greenwood);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain('<loc>http://greenwood.localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://greenwood.localhost:3000/faq</loc>');
    expect(xml).toContain(`<loc>http://greenwood.localhost:3000/library/${own!.id}</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>http://greenwood.localhost:3000/library/${platformBook.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).not.toContain(`/library/${draft!.id}<`);
    expect(xml).toMatch(/<loc>http:\/\/greenwood\.localhost:3000\/(course|hubs|teacher-training-course)\/[a-z0-9-]+<\/loc>/);
    expect(xml).toContain('/charities/');
    expect(xml).toContain('/charity-projects/');

    const lakeside = (await get('/sitemap.xml', LAKESIDE)).body;
    expect(lakeside).toContain(`<loc>http://lakeside.localhost:3000/library/${platformBook.id}</loc>`);
    expect(lakeside).not.toContain(`/library/${own!.id}<`);
    expect(lakeside).not.toContain('greenwood');
  });
});

describe('the web app manifest', () => {
  it('names each site with its own name and colour, and every page links to it', async () => {
    const [gw] = await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood')));
    const res = await get('/manifest.webmanifest', HOSTS.greenwood);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({ name: DEMO.school.name, start_url: '/', display: 'standalone', theme_color: gw!.primaryColor });
    expect(res.json().short_name.length).toBeLessThanOrEqual(12);
    expect(res.json().icons[0]).toMatchObject({ src: '/favicon.svg', type: 'image/svg+xml' });
    expect((await get('/manifest.webmanifest', HOSTS.main)).json()).toMatchObject({ name: 'Commonshelf', short_name: 'Commonshelf' });
    expect((await get('/faq', HOSTS.greenwood)).body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});
