import { existsSync } from 'node:fs';
import path from 'node:path';
import { BOOK_ADMIN_MSG as ADMIN_MSG } from '@commonshelf/shared/library/book-admin.schemas';
import { PUBLISHING_MSG as MSG } from '@commonshelf/shared/library/publishing.schemas';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { DEMO } from '../../db/seed/seed.js';
import { makeEpub, makePdf, multipartForm, type FilePart } from '../../test/book-files.js';
import { makePng } from '../../test/images.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { PRIVATE_UPLOADS_DIR } from '../../lib/private-storage.js';
import { bookCategories, bookPages, bookReads, books, reactions } from '../library/library.table.js';
import { modes } from '../modes/modes.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { users } from '../users/users.table.js';
import { bookStatusEvents } from './book-admin.table.js';

let t: TestApp;
let PDF: Buffer;
const EPUB = makeEpub();
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let gwId: string;
let bfId: string;
let modeId: number;
/** A platform-wide demo book and books of Greenwood and Bright Futures, made for these tests. */
const ids = { platform: 0, gw: 0, bf: 0 };

beforeAll(async () => {
  t = await createTestApp();
  PDF = await makePdf();
  await platform(async (tx) => {
    gwId = (await findTenantBySubdomain(tx, 'greenwood'))!.id;
    bfId = (await findTenantBySubdomain(tx, 'brightfutures'))!.id;
    modeId = (await tx.select().from(modes).limit(1))[0]!.id;
    ids.platform = (await tx.select().from(books).where(and(isNull(books.tenantId), eq(books.status, 'published'))).limit(1))[0]!.id;
    const base = { language: 'en', readingLevel: 2, license: 'CC BY 4.0' };
    const [gw] = await tx
      .insert(books)
      .values({ ...base, tenantId: gwId, slug: 'gw-garden', title: 'Greenwood Garden Guide', status: 'published', publishedAt: new Date() })
      .returning();
    const [bf] = await tx
      .insert(books)
      .values({ ...base, tenantId: bfId, slug: 'bf-trust', title: 'Bright Futures Annual Story', status: 'published', publishedAt: new Date() })
      .returning();
    ids.gw = gw!.id;
    ids.bf = bf!.id;
  });
});
afterAll(() => t.close());

let ipSeq = 0;
const req = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  o: { token?: string; host?: string; body?: ReturnType<typeof multipartForm>; json?: Json } = {},
) =>
  t.app.inject({
    method,
    url,
    ...(o.body ? { payload: o.body.payload } : o.json ? { payload: o.json } : {}),
    headers: { host: o.host ?? GW, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.body ? o.body.headers : {}) },
    remoteAddress: `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
  });

const meta = (over: Json = {}) => ({
  title: 'Wind Over the Hills',
  authors: ['Kiran Rao'],
  illustrator: 'Mo Lee',
  description: 'Kites, wind and the people who fly them.',
  language: 'en',
  reading_level: 3,
  age_min: 7,
  age_max: 10,
  category_id: null,
  sdgs: [7, 13],
  license: 'CC BY 4.0',
  format: 'pdf',
  ...over,
});
const pdfPart = (data = PDF): FilePart => ({ field: 'file', name: 'book.pdf', data, type: 'application/pdf' });
const png = (name = 'c.png'): FilePart => ({ field: 'cover', name, data: makePng(30, 40), type: 'image/png' });

const createBook = (token: string, m: Json, files: FilePart[], host = GW) =>
  req('POST', '/api/admin/books/', { token, host, body: multipartForm({ meta: JSON.stringify(m) }, files) });
const editBook = (token: string, id: number, m: Json, files: FilePart[] = [], host = GW) =>
  req('PUT', `/api/admin/books/${id}/`, { token, host, body: multipartForm({ meta: JSON.stringify(m) }, files) });

const publicTitles = async (host: string, query = '') => {
  const res = await req('GET', `/api/books/?limit=50${query}`, { host });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.map((b: Json) => b.title) as string[];
};
const bookStats = async (host: string) => (await req('GET', '/api/book-stats', { host })).json().book_stats;
/** Where a book's files are stored (private storage: they leave through the library's media routes only). */
const filesOf = (id: number) =>
  platform(async (tx) => {
    const [book] = await tx.select().from(books).where(eq(books.id, id));
    const pages = await tx.select().from(bookPages).where(eq(bookPages.bookId, id)).orderBy(bookPages.pageNo);
    const at = (key: string | null | undefined) => (key ? path.join(t.config.dataDir, PRIVATE_UPLOADS_DIR, key) : null);
    return { file: at(book?.fileKey), cover: at(book?.cover), pages: pages.map((p) => at(p.image)) };
  });
const onDisk = (file: string | null) => file !== null && existsSync(file);

const rootToken = () => login(DEMO.admin, MAIN);
const schoolAdmin = () => login(DEMO.schoolAdmin);

describe('who manages which books', () => {
  it('turns away visitors, students, teachers and other sites’ admins; a school admin never reaches platform-wide books', async () => {
    expect((await req('GET', '/api/admin/books/')).statusCode).toBe(401);
    for (const who of [DEMO_STUDENTS[0]!.username, DEMO.teacher]) {
      const token = await login(who);
      const list = await req('GET', '/api/admin/books/', { token });
      expect(list.statusCode).toBe(403);
      expect(list.json().error).toBe(ADMIN_MSG.notLibraryAdmin);
      expect((await req('GET', '/api/admin/books/stats/', { token })).statusCode).toBe(403);
      expect((await req('PATCH', `/api/admin/books/${ids.gw}/`, { token, json: { featured: true } })).statusCode).toBe(403);
      expect((await req('POST', `/api/admin/books/${ids.gw}/unpublish/`, { token })).statusCode).toBe(403);
      expect((await req('DELETE', `/api/admin/books/${ids.gw}/`, { token })).statusCode).toBe(403);
      expect((await createBook(token, meta(), [pdfPart()])).statusCode).toBe(403);
    }

    // Another site's admin, on their own site: Greenwood's book is not in their library.
    const bf = await login(DEMO.orgAdmin, BF);
    for (const [method, url, json] of [
      ['GET', `/api/admin/books/${ids.gw}/`, undefined],
      ['PATCH', `/api/admin/books/${ids.gw}/`, { featured: true }],
      ['POST', `/api/admin/books/${ids.gw}/unpublish/`, undefined],
      ['DELETE', `/api/admin/books/${ids.gw}/`, undefined],
    ] as const) {
      expect((await req(method, url, { token: bf, host: BF, ...(json ? { json } : {}) })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await editBook(bf, ids.gw, meta(), [pdfPart()], BF)).statusCode).toBe(404);
    const bfList = (await req('GET', '/api/admin/books/?limit=100', { token: bf, host: BF })).json();
    expect(bfList.results.map((b: Json) => b.id)).toEqual([ids.bf]);
    // Their token is not valid on Greenwood's site.
    expect((await req('GET', '/api/admin/books/', { token: bf, host: GW })).statusCode).toBe(401);

    // A school admin: platform-wide books are read in the library, but never managed here.
    const admin = await schoolAdmin();
    for (const [method, url, json] of [
      ['GET', `/api/admin/books/${ids.platform}/`, undefined],
      ['PATCH', `/api/admin/books/${ids.platform}/`, { featured: false }],
      ['POST', `/api/admin/books/${ids.platform}/unpublish/`, undefined],
      ['POST', `/api/admin/books/${ids.platform}/publish/`, undefined],
      ['DELETE', `/api/admin/books/${ids.platform}/`, undefined],
      ['GET', `/api/admin/books/${ids.bf}/`, undefined],
    ] as const) {
      expect((await req(method, url, { token: admin, ...(json ? { json } : {}) })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await editBook(admin, ids.platform, meta(), [pdfPart()])).statusCode).toBe(404);
    const list = (await req('GET', '/api/admin/books/?limit=100', { token: admin })).json();
    expect(list.results.length).toBeGreaterThan(0);
    expect(list.results.every((b: Json) => b.platform_wide === false && b.site?.id === gwId && b.editable)).toBe(true);
    // Other sites' books are the platform admin's view only.
    expect((await req('GET', '/api/admin/books/?scope=sites', { token: admin })).statusCode).toBe(403);

    // The platform admin, on the main site only: the platform library, and other sites' books read only.
    const root = await rootToken();
    expect((await req('GET', '/api/admin/books/', { token: root, host: GW })).statusCode).toBe(401);
    const own = (await req('GET', '/api/admin/books/?limit=100', { token: root, host: MAIN })).json();
    expect(own.results.every((b: Json) => b.platform_wide && b.site === null && b.editable)).toBe(true);
    const gwBook = await req('GET', `/api/admin/books/${ids.gw}/`, { token: root, host: MAIN });
    expect(gwBook.statusCode, gwBook.body).toBe(200);
    expect(gwBook.json()).toMatchObject({ editable: false, platform_wide: false, site: { id: gwId, subdomain: 'greenwood' } });
    expect(gwBook.json().public_url).toMatch(/^https?:\/\/greenwood\.[^/]+\/library\/\d+$/);
    expect((await req('PATCH', `/api/admin/books/${ids.gw}/`, { token: root, host: MAIN, json: { featured: true } })).statusCode).toBe(404);
    expect((await req('DELETE', `/api/admin/books/${ids.gw}/`, { token: root, host: MAIN })).statusCode).toBe(404);
    expect((await editBook(root, ids.gw, meta(), [pdfPart()], MAIN)).statusCode).toBe(404);
    const sites = (await req('GET', `/api/admin/books/?scope=sites&site=${bfId}`, { token: root, host: MAIN })).json();
    expect(sites.results.map((b: Json) => b.id)).toEqual([ids.bf]);
    expect(sites.results[0]).toMatchObject({ editable: false, site: { name: DEMO.organization.name } });
  });
});

describe('adding and changing books', () => {
  it('the platform admin adds a featured PDF book, published: every site’s library, featured list and book stats show it', async () => {
    const root = await rootToken();
    const before = { main: await bookStats(MAIN), gw: await bookStats(GW) };
    const res = await createBook(root, meta({ title: 'Kites of Kabul', featured: true, status: 'published', mode_id: modeId }), [pdfPart(), png()], MAIN);
    expect(res.statusCode, res.body).toBe(201);
    const book = res.json();
    expect(book).toMatchObject({ status: 'published', featured: true, platform_wide: true, format: 'pdf', file_size: PDF.length, mode_id: modeId, editable: true });
    expect(book.history).toEqual([expect.objectContaining({ from: null, to: 'published', by: 'Priya Raman' })]);
    expect(book.file).toMatch(new RegExp(`^/api/books/${book.id}/file/\\?v=[0-9a-f-]+$`));
    expect(onDisk((await filesOf(book.id)).file)).toBe(true);

    for (const host of [MAIN, GW, BF]) {
      expect(await publicTitles(host)).toContain('Kites of Kabul');
      expect(await publicTitles(host, '&featured=true')).toContain('Kites of Kabul');
    }
    expect(await bookStats(MAIN)).toEqual({ all_book: before.main.all_book + 1, featured_book: before.main.featured_book + 1 });
    expect(await bookStats(GW)).toEqual({ all_book: before.gw.all_book + 1, featured_book: before.gw.featured_book + 1 });

    // Unfeatured from the list: off the featured list and the featured count, still in the library.
    const off = await req('PATCH', `/api/admin/books/${book.id}/`, { token: root, host: MAIN, json: { featured: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().featured).toBe(false);
    expect(await publicTitles(GW, '&featured=true')).not.toContain('Kites of Kabul');
    expect(await bookStats(MAIN)).toEqual({ all_book: before.main.all_book + 1, featured_book: before.main.featured_book });
    expect((await req('PATCH', `/api/admin/books/${book.id}/`, { token: root, host: MAIN, json: {} })).statusCode).toBe(400);
  });

  it('a school admin adds an EPUB as a draft, publishes it for the school only, edits it and unpublishes it', async () => {
    const admin = await schoolAdmin();
    const res = await createBook(admin, meta({ title: 'Our School Pond', format: 'epub' }), [{ field: 'file', name: 'p.epub', data: EPUB, type: 'application/epub+zip' }]);
    expect(res.statusCode, res.body).toBe(201);
    const book = res.json();
    expect(book).toMatchObject({ status: 'draft', featured: false, platform_wide: false, site: { id: gwId }, format: 'epub', public_url: null });
    expect(await publicTitles(GW)).not.toContain('Our School Pond');

    const published = await req('POST', `/api/admin/books/${book.id}/publish/`, { token: admin });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', public_url: `/library/${book.id}` });
    expect((await req('POST', `/api/admin/books/${book.id}/publish/`, { token: admin })).statusCode).toBe(409);
    expect(await publicTitles(GW)).toContain('Our School Pond');
    expect(await publicTitles(BF)).not.toContain('Our School Pond');
    expect(await publicTitles(MAIN)).not.toContain('Our School Pond');
    const publishedAt = published.json().published_at;

    // A published book stays editable by its admins: a new file replaces the old one, which goes.
    const oldFile = (await filesOf(book.id)).file;
    const edited = await editBook(admin, book.id, meta({ title: 'Our School Pond in Spring', format: 'pdf', featured: true }), [pdfPart()]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Our School Pond in Spring', format: 'pdf', status: 'published', featured: true, published_at: publishedAt });
    expect(onDisk(oldFile)).toBe(false);
    expect(onDisk((await filesOf(book.id)).file)).toBe(true);
    expect(await publicTitles(GW, '&featured=true')).toContain('Our School Pond in Spring');

    const gone = await req('POST', `/api/admin/books/${book.id}/unpublish/`, { token: admin });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().status).toBe('draft');
    expect(await publicTitles(GW)).not.toContain('Our School Pond in Spring');
    expect((await req('GET', `/api/books/${book.id}/`, { host: GW })).statusCode).toBe(404);
    expect((await req('POST', `/api/admin/books/${book.id}/unpublish/`, { token: admin })).statusCode).toBe(409);
    expect(gone.json().history.map((e: Json) => [e.from, e.to, e.by])).toEqual([
      [null, 'draft', 'Helen Okafor'],
      ['draft', 'published', 'Helen Okafor'],
      ['published', 'draft', 'Helen Okafor'],
    ]);
  });

  it('takes a picture book’s pages, keeps pictures it is told to keep and removes the rest', async () => {
    const admin = await schoolAdmin();
    const res = await createBook(admin, meta({ title: 'Three Hens', format: 'pages', pages: [{ text: 'One hen.' }, { text: 'Two hens.' }, { text: '' }], status: 'published' }), [
      { field: 'page_1', name: 'a.png', data: makePng(20, 20) },
      { field: 'page_2', name: 'b.png', data: makePng(20, 20) },
      { field: 'page_3', name: 'c.png', data: makePng(20, 20) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const book = res.json();
    expect(book.pages.map((p: Json) => p.text)).toEqual(['One hen.', 'Two hens.', '']);
    expect(book.file).toBeNull();
    const [first, second, third] = (await filesOf(book.id)).pages;

    // Page 2 is dropped; page 1 keeps its picture, the new page 2 (the old third) keeps none: its text is enough.
    const edited = await editBook(admin, book.id, meta({ title: 'Two Hens', format: 'pages', pages: [{ text: 'One hen.', keep_image: true }, { text: 'The end.' }] }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().pages).toEqual([
      { page_no: 1, text: 'One hen.', image: book.pages[0].image },
      { page_no: 2, text: 'The end.', image: null },
    ]);
    expect([onDisk(first!), onDisk(second!), onDisk(third!)]).toEqual([true, false, false]);
    expect(await publicTitles(GW)).toContain('Two Hens');
  });

  it('checks the admin fields and the book’s own, and stores nothing when refused', async () => {
    const admin = await schoolAdmin();
    const bad = await createBook(admin, meta({ mode_id: 999999 }), [pdfPart()]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().mode_id).toEqual([ADMIN_MSG.modeUnknown]);
    const status = await createBook(admin, meta({ status: 'pending' }), [pdfPart()]);
    expect(status.statusCode).toBe(400);
    expect(status.json().status).toEqual([ADMIN_MSG.status]);
    const noFile = await createBook(admin, meta(), []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().file).toEqual([MSG.fileMissing]);
    const notPdf = await createBook(admin, meta(), [pdfPart(makePng(5, 5))]);
    expect(notPdf.json().file).toEqual([MSG.fileType]);
    // Bright Futures offers no modes, so none can be chosen for its books.
    const bf = await login(DEMO.orgAdmin, BF);
    expect((await createBook(bf, meta({ mode_id: modeId }), [pdfPart()], BF)).json().mode_id).toEqual([ADMIN_MSG.modeUnknown]);
    // Another school's category is not one of Greenwood's.
    const [bfCategory] = await platform((tx) =>
      tx.insert(bookCategories).values({ tenantId: bfId, slug: 'bf-only', name: 'Trust picks' }).returning(),
    );
    expect((await createBook(admin, meta({ category_id: bfCategory!.id }), [pdfPart()])).json().category_id).toEqual([MSG.categoryUnknown]);
    const json = await req('POST', '/api/admin/books/', { token: admin, json: meta() });
    expect(json.statusCode).toBe(415);
  });
});

describe('review and deletion', () => {
  it('publishing a student’s book that waits for review approves it; sending one back needs a reason', async () => {
    const student = await login(DEMO_STUDENTS[1]!.username);
    const up = (title: string) =>
      req('POST', '/api/publishing/books/', { token: student, body: multipartForm({ meta: JSON.stringify(meta({ title, submit: true })) }, [pdfPart()]) });
    const a = (await up('Amara’s Moon Book')).json();
    const b = (await up('Amara’s Sun Book')).json();
    expect([a.status, b.status]).toEqual(['pending', 'pending']);
    const admin = await schoolAdmin();
    const pendingList = (await req('GET', '/api/admin/books/?status=pending', { token: admin })).json();
    expect(pendingList.results.map((x: Json) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(pendingList.results.every((x: Json) => x.status === 'pending')).toBe(true);

    const approved = await req('POST', `/api/admin/books/${a.id}/publish/`, { token: admin });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'published', reviewed_by: 'Helen Okafor', uploaded_by: { name: 'Amara Okafor' } });
    expect(approved.json().history.map((e: Json) => e.to)).toEqual(['pending', 'published']);
    expect(await publicTitles(GW)).toContain('Amara’s Moon Book');

    expect((await req('POST', `/api/admin/books/${b.id}/reject/`, { token: admin, json: { reason: ' ' } })).json().reason).toEqual([MSG.reasonRequired]);
    const rejected = await req('POST', `/api/admin/books/${b.id}/reject/`, { token: admin, json: { reason: 'Please add the last page.' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the last page.' });
    expect(rejected.json().history.at(-1)).toMatchObject({ from: 'pending', to: 'rejected', reason: 'Please add the last page.', by: 'Helen Okafor' });
    expect((await req('POST', `/api/admin/books/${b.id}/reject/`, { token: admin, json: { reason: 'again' } })).statusCode).toBe(409);
    // The author sees the reason where they left the book.
    const mine = (await req('GET', '/api/publishing/mine/', { token: student })).json();
    expect(mine.books.find((x: Json) => x.id === b.id)).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the last page.' });
  });

  it('deleting a book removes it, its history and its files, but not files a platform copy still uses', async () => {
    const admin = await schoolAdmin();
    const book = (await createBook(admin, meta({ title: 'Shared Shells', status: 'published' }), [pdfPart(), png()])).json();
    const files = await filesOf(book.id);
    // The platform library takes it in: a copy sharing its files.
    expect((await req('POST', `/api/publishing/books/${book.id}/propose/`, { token: admin })).statusCode).toBe(200);
    const root = await rootToken();
    const copyId = (await req('POST', `/api/publishing/platform-queue/${book.id}/approve/`, { token: root, host: MAIN, json: {} })).json().platform_book_id;
    const copy = (await req('GET', `/api/admin/books/${copyId}/`, { token: root, host: MAIN })).json();
    expect(copy).toMatchObject({ platform_wide: true, source: { id: book.id, title: 'Shared Shells', site: { subdomain: 'greenwood' } } });
    expect(copy.history).toEqual([expect.objectContaining({ from: null, to: 'published', by: 'Priya Raman' })]);

    const del = await req('DELETE', `/api/admin/books/${book.id}/`, { token: admin });
    expect(del.statusCode, del.body).toBe(204);
    expect((await req('GET', `/api/admin/books/${book.id}/`, { token: admin })).statusCode).toBe(404);
    expect(await platform((tx) => tx.$count(bookStatusEvents, eq(bookStatusEvents.bookId, book.id)))).toBe(0);
    expect([onDisk(files.file), onDisk(files.cover)]).toEqual([true, true]);
    expect(await publicTitles(BF)).toContain('Shared Shells');

    // The platform's copy goes, and with it the last use of the files.
    expect((await req('DELETE', `/api/admin/books/${copyId}/`, { token: root, host: MAIN })).statusCode).toBe(204);
    expect([onDisk(files.file), onDisk(files.cover)]).toEqual([false, false]);
    expect(await publicTitles(BF)).not.toContain('Shared Shells');
    expect((await req('DELETE', `/api/admin/books/${copyId}/`, { token: root, host: MAIN })).statusCode).toBe(404);
  });
});

describe('lists and statistics', () => {
  it('filters, searches, sorts and pages the platform library, with counts per status', async () => {
    const root = await rootToken();
    const get = async (query: string) => {
      const res = await req('GET', `/api/admin/books/?${query}`, { token: root, host: MAIN });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const rows = await platform((tx) => tx.select().from(books).where(isNull(books.tenantId)));
    const all = await get('limit=100');
    expect(all.count).toBe(rows.length);
    expect(all.counts.all).toBe(rows.length);
    expect(all.counts.published).toBe(rows.filter((r) => r.status === 'published').length);

    const titles = (page: Json) => page.results.map((b: Json) => b.title);
    const expectTitles = (pred: (r: (typeof rows)[number]) => boolean) => rows.filter(pred).map((r) => r.title).sort();
    expect(titles(await get('language=hi&limit=100')).sort()).toEqual(expectTitles((r) => r.language === 'hi'));
    expect(titles(await get('format=pdf&limit=100')).sort()).toEqual(expectTitles((r) => r.format === 'pdf'));
    expect(titles(await get('featured=true&limit=100')).sort()).toEqual(expectTitles((r) => r.featured));
    expect(titles(await get('level=4&featured=false&limit=100')).sort()).toEqual(expectTitles((r) => r.readingLevel === 4 && !r.featured));
    const category = rows.find((r) => r.categoryId !== null)!.categoryId!;
    expect(titles(await get(`category=${category}&limit=100`)).sort()).toEqual(expectTitles((r) => r.categoryId === category));
    const withoutCategory = await get('uncategorized=true&limit=100');
    expect(withoutCategory.results.every((b: Json) => b.category === null)).toBe(true);
    expect(titles(await get('search=mango'))).toEqual(['The Mango Tree That Waited']);
    // Search also finds an author, and a status tab counts under the search.
    const author = rows.find((r) => r.title === 'The Mango Tree That Waited')!.authors[0]!;
    const byAuthor = await get(`search=${encodeURIComponent(author.split(' ').at(-1)!)}&status=draft`);
    expect(byAuthor.count).toBe(0);
    expect(byAuthor.counts.all).toBeGreaterThanOrEqual(1);

    const byTitle = titles(await get('sort=title&limit=100'));
    const ordered = await platform((tx) =>
      tx.select({ title: books.title }).from(books).where(isNull(books.tenantId)).orderBy(sql`lower(${books.title})`, desc(books.id)),
    );
    expect(byTitle).toEqual(ordered.map((r) => r.title));
    expect(titles(await get('sort=-title&limit=100'))).toEqual([...byTitle].reverse());

    const first = await get('sort=title&limit=5');
    const second = await get('sort=title&limit=5&offset=5');
    expect(titles(first)).toEqual(byTitle.slice(0, 5));
    expect(titles(second)).toEqual(byTitle.slice(5, 10));
    expect(first.previous).toBeNull();
    expect(first.next).toContain('offset=5');
    expect(second.previous).toContain('offset=0');

    expect((await req('GET', '/api/admin/books/?sort=random', { token: root, host: MAIN })).statusCode).toBe(400);
    expect((await req('GET', '/api/admin/books/?site=nope&scope=sites', { token: root, host: MAIN })).json().site).toEqual([ADMIN_MSG.siteUnknown]);
  });

  it('sorts by readings and counts readings, most read books and reactions of the library only', async () => {
    const admin = await schoolAdmin();
    const a = (await createBook(admin, meta({ title: 'Read A Lot', status: 'published' }), [pdfPart()])).json();
    const b = (await createBook(admin, meta({ title: 'Read A Little', status: 'published', featured: true }), [pdfPart()])).json();
    const student = await platform(async (tx) => (await tx.select().from(users).where(eq(users.username, DEMO_STUDENTS[2]!.username)))[0]!);
    const now = Date.now();
    await platform(async (tx) => {
      const read = (bookId: number, daysAgo: number, tenantId: string | null = gwId) => ({ tenantId, bookId, createdAt: new Date(now - daysAgo * 86_400_000) });
      await tx.insert(bookReads).values([read(a.id, 0), read(a.id, 0), read(a.id, 2), read(a.id, 40), read(b.id, 1)]);
      // A platform book read at Greenwood is not one of Greenwood's books.
      await tx.insert(bookReads).values(read(ids.platform, 0));
      await tx.insert(reactions).values([
        { tenantId: gwId, userId: student.id, bookId: a.id, kind: 'love' },
        { tenantId: gwId, userId: student.id, bookId: b.id, kind: 'wow' },
        { tenantId: gwId, userId: student.id, bookId: ids.platform, kind: 'love' },
      ]);
    });

    const list = (await req('GET', '/api/admin/books/?sort=-readings&limit=2', { token: admin })).json();
    expect(list.results.map((x: Json) => [x.title, x.readings, x.reactions])).toEqual([
      ['Read A Lot', 4, 1],
      ['Read A Little', 1, 1],
    ]);

    const res = await req('GET', '/api/admin/books/stats/', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    const own = await platform((tx) => tx.select().from(books).where(eq(books.tenantId, gwId)));
    const published = own.filter((r) => r.status === 'published');
    expect(stats.book_stats).toEqual({ all_book: published.length, featured_book: published.filter((r) => r.featured).length });
    expect(stats.by_status.all).toBe(own.length);
    expect(stats.by_status.rejected).toBe(own.filter((r) => r.status === 'rejected').length);
    expect(stats.by_format.reduce((n: number, f: Json) => n + f.count, 0)).toBe(published.length);
    expect(stats.readings).toMatchObject({ total: 5, last_30_days: 4 });
    expect(stats.readings.daily).toHaveLength(30);
    expect(stats.readings.daily.at(-1)).toEqual({ date: new Date(now).toISOString().slice(0, 10), count: 2 });
    expect(stats.most_read.slice(0, 2).map((x: Json) => [x.title, x.readings])).toEqual([
      ['Read A Lot', 4],
      ['Read A Little', 1],
    ]);
    expect(stats.reactions.total).toBe(2);
    expect(stats.reactions.by_kind.find((k: Json) => k.kind === 'love').count).toBe(1);

    // The platform library's readings count everywhere its books were read.
    const root = await rootToken();
    const platformStats = (await req('GET', '/api/admin/books/stats/', { token: root, host: MAIN })).json();
    expect(platformStats.readings.total).toBeGreaterThanOrEqual(1);
    expect(platformStats.book_stats).toEqual((await req('GET', '/api/book-stats', { host: MAIN })).json().book_stats);
  });

  it('offers this library’s categories and modes, and the sites to the platform admin', async () => {
    const admin = await schoolAdmin();
    const opts = (await req('GET', '/api/admin/books/options/', { token: admin })).json();
    expect(opts.library).toEqual({ platform_wide: false, name: DEMO.school.name });
    expect(opts.sites).toEqual([]);
    expect(opts.modes.length).toBeGreaterThan(0);
    expect(opts.categories.some((c: Json) => c.platform_wide)).toBe(true);
    expect(opts.categories.some((c: Json) => c.name === 'Trust picks')).toBe(false);
    const root = await rootToken();
    const platformOpts = (await req('GET', '/api/admin/books/options/', { token: root, host: MAIN })).json();
    expect(platformOpts.library.platform_wide).toBe(true);
    expect(platformOpts.categories.every((c: Json) => c.platform_wide)).toBe(true);
    expect(platformOpts.sites.map((s: Json) => s.subdomain)).toEqual(expect.arrayContaining(['greenwood', 'brightfutures']));
  });
});
