import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/seed.js';
import { books } from '../modules/library/library.table.js';
import { findTenantBySubdomain } from '../modules/tenants/tenants.repository.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../test/test-app.js';

/**
 * Public lists keep their answer to visitors for a moment (plugins/http-cache.ts). Statements are
 * counted through the database's query log: an answer served again from memory runs none.
 */
let t: TestApp;
let statements = 0;
const api = apiClient(() => t);
const LIST = '/api/books/?limit=50';
const TITLE = 'The Kept Answer';
let bookId = 0;

beforeAll(async () => {
  // Long enough that nothing expires while a test runs, however slow the machine.
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' }, { onQuery: () => void statements++ });
  await api.platform(async (tx) => {
    const gw = (await findTenantBySubdomain(tx, 'greenwood'))!;
    const [book] = await tx
      .insert(books)
      .values({ tenantId: gw.id, slug: 'kept-answer', title: TITLE, language: 'en', readingLevel: 2, license: 'CC BY 4.0', status: 'published', publishedAt: new Date() })
      .returning();
    bookId = book!.id;
  });
});
afterAll(() => t?.close());

/** The response and the number of SQL statements the request ran. */
async function counted(request: () => ReturnType<typeof api.get>) {
  statements = 0;
  const res = await request();
  return { res, n: statements };
}
const titles = (body: string) => (JSON.parse(body) as { results: { title: string }[] }).results.map((b) => b.title);

describe('public lists kept for visitors', () => {
  it('serves the same answer again without the database, with its headers, validator and compression', async () => {
    const first = await counted(() => api.get(LIST, HOSTS.greenwood));
    expect(first.res.statusCode).toBe(200);
    expect(first.n).toBeGreaterThan(0);
    expect(titles(first.res.body)).toContain(TITLE);

    const again = await counted(() => api.get(LIST, HOSTS.greenwood));
    expect(again.n).toBe(0);
    expect(again.res.statusCode).toBe(200);
    expect(again.res.body).toBe(first.res.body);
    for (const h of ['etag', 'cache-control', 'content-type', 'vary', 'content-security-policy', 'x-content-type-options']) {
      expect(again.res.headers[h], h).toBe(first.res.headers[h]);
    }
    expect(again.res.headers['x-request-id']).toBeTruthy();
    expect(again.res.headers['x-request-id']).not.toBe(first.res.headers['x-request-id']);

    const revalidated = await counted(() => api.get(LIST, HOSTS.greenwood, { 'if-none-match': String(first.res.headers.etag) }));
    expect(revalidated.res.statusCode).toBe(304);
    expect(revalidated.res.body).toBe('');
    expect(revalidated.n).toBe(0);

    const gz = await counted(() => api.get(LIST, HOSTS.greenwood, { 'accept-encoding': 'gzip' }));
    expect(gz.n).toBe(0);
    expect(gz.res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.res.rawPayload).toString()).toBe(first.res.body);
  });

  it('keeps one answer per site and per query', async () => {
    await api.get(LIST, HOSTS.greenwood);
    const otherSite = await counted(() => api.get(LIST, HOSTS.brightfutures));
    expect(otherSite.n).toBeGreaterThan(0);
    expect(titles(otherSite.res.body)).not.toContain(TITLE);
    expect((await counted(() => api.get('/api/books/?limit=49', HOSTS.greenwood))).n).toBeGreaterThan(0);
    expect((await counted(() => api.get('/api/courses/?limit=3', HOSTS.greenwood))).n).toBeGreaterThan(0);
    expect((await counted(() => api.get('/api/courses/?limit=3', HOSTS.greenwood))).n).toBe(0);
  });

  it('neither reads nor fills it for a request with a login or a cookie', async () => {
    const token = await api.login(DEMO.teacher);
    const url = '/api/charities/?limit=4';
    for (let i = 0; i < 2; i++) {
      const signedIn = await counted(() => api.call('GET', url, { host: HOSTS.greenwood, token }));
      expect(signedIn.res.statusCode).toBe(200);
      expect(signedIn.n, 'a signed-in read is never answered from the kept copy').toBeGreaterThan(0);
    }
    // The signed-in answers were not kept: the first visitor's read goes to the database.
    expect((await counted(() => api.get(url, HOSTS.greenwood))).n).toBeGreaterThan(0);
    expect((await counted(() => api.get(url, HOSTS.greenwood))).n).toBe(0);
    const withCookie = await counted(() => api.get(url, HOSTS.greenwood, { cookie: 'cs_community=abc' }));
    expect(withCookie.n).toBeGreaterThan(0);
    expect(withCookie.res.headers['cache-control']).toBe('private, no-store');
  });

  it('shows a change made through this instance at once; logins, reads and refused writes leave the kept answers', async () => {
    await api.get(LIST, HOSTS.greenwood);
    // Changed behind the application's back: the kept answer still shows the old title.
    await api.platform((tx) => tx.execute(sql`update books set title = 'Renamed Behind Its Back' where id = ${bookId}`));
    expect(titles((await api.get(LIST, HOSTS.greenwood)).body)).toContain(TITLE);

    const admin = await api.login(DEMO.schoolAdmin);
    const refused = await api.call('POST', `/api/admin/books/999999999/unpublish/`, { host: HOSTS.greenwood, token: admin });
    expect(refused.statusCode).toBe(404);
    // A visitor opening a book counts a read: a write, but one no list needs at once.
    const read = await api.call('POST', `/api/books/${bookId}/reads/`, { host: HOSTS.greenwood, payload: {} });
    expect(read.statusCode, read.body).toBeLessThan(300);
    const stillKept = await counted(() => api.get(LIST, HOSTS.greenwood));
    expect(stillKept.n, 'neither a login, a refused write nor a read empties the cache').toBe(0);
    expect(titles(stillKept.res.body)).toContain(TITLE);

    const unpublished = await api.call('POST', `/api/admin/books/${bookId}/unpublish/`, { host: HOSTS.greenwood, token: admin });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const fresh = await counted(() => api.get(LIST, HOSTS.greenwood));
    expect(fresh.n).toBeGreaterThan(0);
    expect(titles(fresh.res.body)).not.toContain(TITLE);
    expect(titles(fresh.res.body)).not.toContain('Renamed Behind Its Back');
    await api.platform((tx) => tx.update(books).set({ title: TITLE }).where(eq(books.id, bookId)));
  });
});
