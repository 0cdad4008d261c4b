import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKS } from '../../db/seed/content/books.content.js';
import { DEMO_FILE_BOOKS } from '../../db/seed/content/reader.content.js';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { DEMO } from '../../db/seed/seed.js';
import { sliceFor } from '../../lib/send-stored.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { replaceBook } from '../library/library.repository.js';
import { bookReads, books, readingPositions } from '../library/library.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { greenwood: GW, main: MAIN, brightfutures: BF } = HOSTS;
const { get, call, login, platform } = apiClient(() => t);
const put = (url: string, payload: unknown, token?: string, host = GW) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

const pageBook = DEMO_BOOKS[0]!;
const pdfBook = DEMO_FILE_BOOKS.find((b) => b.format === 'pdf')!;
const epubBook = DEMO_FILE_BOOKS.find((b) => b.format === 'epub')!;
const idOf = async (slug: string) => (await platform((tx) => tx.select({ id: books.id }).from(books).where(eq(books.slug, slug))))[0]!.id;

/** A Greenwood-only book (and a draft one), to check what other sites and visitors can read. */
async function greenwoodBook(slug: string, status: 'published' | 'draft', format: 'pages' | 'pdf' = 'pages') {
  return platform(async (tx) => {
    const gw = (await findTenantBySubdomain(tx, 'greenwood'))!.id;
    const row = await replaceBook(
      tx,
      {
        tenantId: gw,
        slug,
        title: `Greenwood ${slug}`,
        language: 'en',
        readingLevel: 1,
        status,
        format,
        ...(format === 'pdf' ? { fileKey: 'seed/books/the-lighthouse-library.pdf', fileSize: 1 } : {}),
      },
      format === 'pages' ? [{ pageNo: 2, text: 'Second' }, { pageNo: 1, text: 'First' }] : [],
    );
    return row.id;
  });
}

describe('GET /api/books/:id/read/', () => {
  it('opens a page book by id or slug with its pages in order, on every site', async () => {
    const id = await idOf(pageBook.slug);
    for (const host of [MAIN, GW, BF]) {
      const res = await get(`/api/books/${id}/read/`, host);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ id, slug: pageBook.slug, title: pageBook.title, format: 'pages', file_url: null, position: null, language: pageBook.language });
      expect(body.pages.map((p: { text: string }) => p.text)).toEqual(pageBook.pages.map((p) => p.text));
      expect(body.pages.map((p: { page_no: number }) => p.page_no)).toEqual(pageBook.pages.map((_, i) => i + 1));
    }
    expect((await get(`/api/books/${pageBook.slug}/read/`, GW)).json().id).toBe(id);
  });

  it('gives PDF and EPUB books the address of their file and no pages', async () => {
    for (const b of [pdfBook, epubBook]) {
      const body = (await get(`/api/books/${b.slug}/read/`, GW)).json();
      expect(body).toMatchObject({ format: b.format, file_url: `/api/books/${body.id}/file/?v=${b.slug}`, pages: [], file_size: expect.any(Number) });
      // Demo books take the same path as uploads: their cover too is served by the library's own route.
      expect(body.cover).toBe(`/api/books/${body.id}/media/${b.slug}.svg`);
      const cover = await get(body.cover, GW);
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(cover.headers['cache-control']).toBe('public, max-age=86400');
      expect(body.file_size).toBeGreaterThan(1000);
    }
  });

  it('refuses drafts, unknown books and another site’s books with 404', async () => {
    const draft = await greenwoodBook('reader-draft', 'draft');
    const own = await greenwoodBook('reader-own', 'published');
    expect((await get(`/api/books/${draft}/read/`, GW)).statusCode).toBe(404);
    expect((await get(`/api/books/999999/read/`, GW)).json()).toEqual({ error: 'This book does not exist or is not published.' });
    expect((await get(`/api/books/no-such-book/read/`, GW)).statusCode).toBe(404);
    const mine = await get(`/api/books/${own}/read/`, GW);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().pages.map((p: { text: string }) => p.text)).toEqual(['First', 'Second']);
    expect((await get(`/api/books/${own}/read/`, BF)).statusCode).toBe(404);
    expect((await get(`/api/books/${own}/read/`, MAIN)).statusCode).toBe(404);
    expect((await get(`/api/books/reader-own/read/`, BF)).statusCode).toBe(404);
  });
});

describe('GET /api/books/:id/file/', () => {
  it('streams a PDF with its type, length and byte ranges', async () => {
    const id = await idOf(pdfBook.slug);
    const whole = await get(`/api/books/${id}/file/`, GW);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const size = whole.rawPayload.length;
    expect(Number(whole.headers['content-length'])).toBe(size);

    const part = await get(`/api/books/${id}/file/`, GW, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);

    const tail = await get(`/api/books/${id}/file/`, GW, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);

    const outside = await get(`/api/books/${id}/file/`, GW, { range: `bytes=${size}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('streams an EPUB as application/epub+zip with its mimetype entry first', async () => {
    const res = await get(`/api/books/${epubBook.slug}/file/`, MAIN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/epub+zip');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(bytes.subarray(30, 38).toString()).toBe('mimetype');
    expect(bytes.subarray(38, 58).toString()).toBe('application/epub+zip');
  });

  it('has no file for a page book, and never serves another site’s or an unpublished book', async () => {
    expect((await get(`/api/books/${pageBook.slug}/file/`, GW)).statusCode).toBe(404);
    const own = await greenwoodBook('reader-own-pdf', 'published', 'pdf');
    const draft = await greenwoodBook('reader-draft-pdf', 'draft', 'pdf');
    expect((await get(`/api/books/${own}/file/`, GW)).statusCode).toBe(200);
    expect((await get(`/api/books/${own}/file/`, BF)).statusCode).toBe(404);
    expect((await get(`/api/books/${own}/file/`, MAIN)).statusCode).toBe(404);
    expect((await get(`/api/books/${draft}/file/`, GW)).statusCode).toBe(404);
  });

  it('reads byte ranges as RFC 9110 says', () => {
    expect(sliceFor(undefined, 10)).toEqual({ status: 200, start: 0, end: 9, size: 10 });
    expect(sliceFor('bytes=2-4', 10)).toEqual({ status: 206, start: 2, end: 4, size: 10 });
    expect(sliceFor('bytes=5-', 10)).toEqual({ status: 206, start: 5, end: 9, size: 10 });
    expect(sliceFor('bytes=8-100', 10)).toEqual({ status: 206, start: 8, end: 9, size: 10 });
    expect(sliceFor('bytes=-3', 10)).toEqual({ status: 206, start: 7, end: 9, size: 10 });
    expect(sliceFor('bytes=4-2', 10)).toEqual({ status: 416, size: 10 });
    expect(sliceFor('bytes=0-1,4-5', 10)).toMatchObject({ status: 200 });
    expect(sliceFor('items=0-1', 10)).toMatchObject({ status: 200 });
  });
});

describe('reading positions', () => {
  const [first, second] = DEMO_STUDENTS;
  it('are saved per reader, shown when the book opens, and refused for visitors', async () => {
    const id = await idOf(pageBook.slug);
    const url = `/api/books/${id}/position/`;
    expect((await put(url, { page: 2 })).statusCode).toBe(401);
    expect((await get(url, GW)).statusCode).toBe(401);

    const a = await login(first!.username);
    const b = await login(second!.username);
    const saved = await put(url, { page: 3, progress: 0.5 }, a);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ position: { page: 3, progress: 0.5 }, updated_at: expect.any(String) });
    expect((await put(url, { page: 4, progress: 0.66 }, a)).statusCode).toBe(200);

    expect((await call('GET', url, { token: a })).json().position).toEqual({ page: 4, progress: 0.66 });
    expect((await call('GET', `/api/books/${id}/read/`, { token: a })).json().position).toEqual({ page: 4, progress: 0.66 });
    expect((await call('GET', url, { token: b })).json()).toEqual({ position: null, updated_at: null });
    expect((await call('GET', `/api/books/${id}/read/`, { token: b })).json().position).toBeNull();

    // The row belongs to the reader's site: invisible from any other.
    const gw = await platform(async (tx) => (await findTenantBySubdomain(tx, 'greenwood'))!.id);
    const bf = await platform(async (tx) => (await findTenantBySubdomain(tx, 'brightfutures'))!.id);
    const where = and(eq(readingPositions.bookId, id));
    expect(await t.db.withTenant({ tenantId: gw }, (tx) => tx.select().from(readingPositions).where(where))).toHaveLength(1);
    expect(await t.db.withTenant({ tenantId: bf }, (tx) => tx.select().from(readingPositions).where(where))).toHaveLength(0);
    expect(await t.db.withTenant({ tenantId: null }, (tx) => tx.select().from(readingPositions).where(where))).toHaveLength(0);
  });

  it('must fit the book: real pages, EPUB locations only for EPUBs, and nothing else', async () => {
    const token = await login(DEMO_STUDENTS[2]!.username);
    const pages = await idOf(pageBook.slug);
    const pdf = await idOf(pdfBook.slug);
    const epub = await idOf(epubBook.slug);
    const bad = async (id: number, body: unknown, message: RegExp) => {
      const res = await put(`/api/books/${id}/position/`, body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatch(message);
    };
    await bad(pages, { page: pageBook.pages.length + 1 }, /This page does not exist/);
    await bad(pages, { page: 0 }, /1 or more/);
    await bad(pages, { page: 1.5 }, /whole number/);
    await bad(pages, {}, /Give a page or an EPUB location/);
    await bad(pages, { page: 1, extra: true }, /.+/);
    await bad(pdf, { cfi: 'epubcfi(/6/4!/4/2/1:0)' }, /Only EPUB books/);
    await bad(epub, { page: 2 }, /Give the EPUB location/);
    await bad(epub, { cfi: 'javascript:alert(1)' }, /not an EPUB location/);
    await bad(epub, { cfi: 'epubcfi(/6/4)', progress: 2 }, /between 0 and 1/);
    expect(await platform((tx) => tx.select().from(readingPositions).where(eq(readingPositions.bookId, epub)))).toHaveLength(0);

    expect((await put(`/api/books/${pdf}/position/`, { page: 7, progress: 0.8 }, token)).statusCode).toBe(200);
    const ok = await put(`/api/books/${epub}/position/`, { cfi: 'epubcfi(/6/6!/4/2/1:0)', progress: 0.3 }, token);
    expect(ok.json().position).toEqual({ cfi: 'epubcfi(/6/6!/4/2/1:0)', progress: 0.3 });
    expect((await put(`/api/books/999999/position/`, { page: 1 }, token)).statusCode).toBe(404);
  });
});

describe('POST /api/books/:id/reads/', () => {
  it('counts a signed-in reader once an hour per book, on their site', async () => {
    const id = await idOf(DEMO_BOOKS[1]!.slug);
    const token = await login(DEMO.teacher);
    const before = await platform((tx) => tx.select().from(bookReads).where(eq(bookReads.bookId, id)));
    const impact = async (host: string) => (await get('/api/v1/impacts/count/', host)).json().total_impacts as number;
    const [gwImpact, bfImpact] = [await impact(GW), await impact(BF)];
    const first = await call('POST', `/api/books/${id}/reads/`, { token, payload: {} });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ counted: true });
    const again = await call('POST', `/api/books/${id}/reads/`, { token, payload: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ counted: false });
    const after = await platform((tx) => tx.select().from(bookReads).where(eq(bookReads.bookId, id)));
    expect(after.length - before.length).toBe(1);
    // The reading adds to the reader's site's impact, and to no other site's.
    expect(await impact(GW)).toBe(gwImpact + 1);
    expect(await impact(BF)).toBe(bfImpact);
    const gw = await platform(async (tx) => (await findTenantBySubdomain(tx, 'greenwood'))!.id);
    expect(after.find((r) => !before.some((b) => b.id === r.id))).toMatchObject({ tenantId: gw, userId: expect.any(String) });

    // An hour later the same reader's opening counts again.
    await platform((tx) => tx.update(bookReads).set({ createdAt: new Date(Date.now() - 61 * 60_000) }).where(eq(bookReads.bookId, id)));
    expect((await call('POST', `/api/books/${id}/reads/`, { token, payload: {} })).json()).toEqual({ counted: true });
  });

  it('counts a visitor once per visit, and refuses unpublished books and bad ids', async () => {
    const id = await idOf(DEMO_BOOKS[2]!.slug);
    const count = () => platform((tx) => tx.select().from(bookReads).where(eq(bookReads.bookId, id)).then((r) => r.length));
    const before = await count();
    const visit = { visitor: 'visit-0001-abcdef' };
    expect((await call('POST', `/api/books/${id}/reads/`, { host: MAIN, payload: visit, ip: '10.50.0.1' })).statusCode).toBe(201);
    expect((await call('POST', `/api/books/${id}/reads/`, { host: MAIN, payload: visit, ip: '10.50.0.1' })).json()).toEqual({ counted: false });
    expect((await call('POST', `/api/books/${id}/reads/`, { host: MAIN, payload: { visitor: 'visit-0002-abcdef' }, ip: '10.50.0.1' })).statusCode).toBe(201);
    expect(await count()).toBe(before + 2);
    const rows = await platform((tx) => tx.select().from(bookReads).where(eq(bookReads.bookId, id)));
    expect(rows.slice(-2).every((r) => r.userId === null && r.tenantId === null)).toBe(true);

    const bad = await call('POST', `/api/books/${id}/reads/`, { host: MAIN, payload: { visitor: '<script>' } });
    expect(bad.statusCode).toBe(400);
    const draft = await greenwoodBook('reader-draft-reads', 'draft');
    expect((await call('POST', `/api/books/${draft}/reads/`, { payload: {} })).statusCode).toBe(404);
    expect(await count()).toBe(before + 2);
  });
});
