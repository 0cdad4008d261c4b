import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BOOK_FILE_MAX_BYTES, PUBLISHING_MSG as MSG } from '@commonshelf/shared/library/publishing.schemas';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BULK_TEACHER } from '../../db/seed/content/bulk-enrolment.content.js';
import { createTenant, createUser, DEMO } from '../../db/seed/seed.js';
import { privateStorageFromConfig } from '../../lib/private-storage.js';
import { createUrlSigner, SIGNED_URL_HOURS, urlSigner } from '../../lib/signed-urls.js';
import { makePng } from '../../test/images.js';
import { storedFileNames, storedFilesUnder } from '../../test/stored-files.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { books as booksTable, stories } from '../library/library.table.js';
import { receiveBookFile } from '../publishing/file-checks.js';
import { saveBook, type PubCtx } from '../publishing/publishing.service.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { users } from '../users/users.table.js';
import { MEDIA_MSG } from './library-media.service.js';

let t: TestApp;
let PDF: Buffer;
const HILL = 'hilltop.localhost:3000';
beforeAll(async () => {
  t = await createTestApp();
  const doc = await PDFDocument.create();
  for (let i = 0; i < 3; i++) doc.addPage([300, 400]).drawText(`Page ${i + 1} of the river book`, { x: 20, y: 350 });
  PDF = Buffer.from(await doc.save());
  // A school of no organization of ours, with its own admin: "another site".
  await platform(async (tx) => {
    const site = await createTenant(tx, { name: 'Hilltop School', email: 'office@hilltop.test', subdomain: 'hilltop' });
    await createUser(tx, { tenantId: site.id, role: 'school_admin', firstName: 'Hal', lastName: 'Top', email: 'admin@hilltop.test', password: DEMO.password });
  });
});
afterAll(() => t.close());

const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const STUDENT = 'aaravs12'; // Year 4 Oak, taught by the demo teacher
const OTHER_STUDENT = 'amarao07';

let ipSeq = 0;
type Body = { payload: Buffer; headers: Record<string, string> };
const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, o: { token?: string; host?: string; headers?: Record<string, string>; body?: Body; json?: Json } = {}) =>
  t.app.inject({
    method,
    url,
    ...(o.body ? { payload: o.body.payload } : o.json ? { payload: o.json } : {}),
    headers: { host: o.host ?? GW, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.body ? o.body.headers : {}), ...o.headers },
    remoteAddress: `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
  });

type FilePart = { field: string; name: string; data: Buffer; type?: string };
function form(fields: Record<string, string>, files: FilePart[] = []): Body {
  const boundary = `----cs-media-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const meta = (over: Json = {}) => ({
  title: 'The River Book',
  authors: ['Aarav'],
  description: 'A book about our river.',
  language: 'en',
  reading_level: 2,
  license: 'CC BY 4.0',
  format: 'pdf',
  submit: true,
  ...over,
});
const uploadBook = (token: string, m: Json, files: FilePart[]) => req('POST', '/api/publishing/books/', { token, body: form({ meta: JSON.stringify(m) }, files) });
const pathOf = (url: string) => new URL(url, 'http://x').pathname;
const cover = (name = 'c.png'): FilePart => ({ field: 'cover', name, data: makePng(40, 60), type: 'image/png' });

/** Every file under the library's private folder and under the public media folder. */
function storedFiles() {
  return [...storedFilesUnder(path.join(t.config.dataDir, 'private-uploads')), ...storedFilesUnder(t.config.uploadsDir)];
}

/** One book of each kind, uploaded by a student and waiting for review, with the addresses of its files. */
async function pendingBooks() {
  const student = await login(STUDENT);
  const pdf = await uploadBook(student, meta({ title: 'Private River' }), [{ field: 'file', name: 'r.pdf', data: PDF, type: 'application/pdf' }, cover()]);
  expect(pdf.statusCode, pdf.body).toBe(201);
  const pages = await uploadBook(student, meta({ title: 'Private Pictures', format: 'pages', pages: [{ text: 'One' }] }), [
    { field: 'page_1', name: 'p.png', data: makePng(30, 30), type: 'image/png' },
  ]);
  expect(pages.statusCode, pages.body).toBe(201);
  const a = pdf.json();
  const b = pages.json();
  return {
    pdf: a,
    pages: b,
    /** The canonical addresses (what a visitor could guess or have seen), without signatures. */
    urls: { file: `/api/books/${a.id}/file/`, cover: pathOf(a.cover), page: pathOf(b.pages[0].image) },
    /** The signed addresses the uploader was shown. */
    signed: { file: a.file as string, cover: a.cover as string, page: b.pages[0].image as string },
  };
}

// ---------------------------------------------------------------------------------------------

describe('an unpublished book’s file, cover and page pictures', () => {
  let books: Awaited<ReturnType<typeof pendingBooks>>;
  beforeAll(async () => {
    books = await pendingBooks();
  });

  it('are stored outside the public media folder', async () => {
    const names = [books.urls.cover, books.urls.page, pathOf(books.signed.file)].map((u) => path.basename(u));
    const file = (await platform((tx) => tx.select().from(booksTable).where(eq(booksTable.id, books.pdf.id))))[0]!.fileKey!;
    names[2] = path.basename(file);
    const privateRoot = path.join(t.config.dataDir, 'private-uploads');
    for (const name of names) {
      const found = storedFiles().filter((f) => path.basename(f) === name);
      expect(found, name).toHaveLength(1);
      expect(found[0]!.startsWith(privateRoot + path.sep), name).toBe(true);
    }
    expect(existsSync(path.join(t.config.uploadsDir, 'books'))).toBe(false);
  });

  it('are 404 for a visitor, another student, another teacher and another site’s admin', async () => {
    const others = [
      { who: 'visitor', host: GW, token: undefined },
      { who: 'another student', host: GW, token: await login(OTHER_STUDENT) },
      { who: 'a teacher of other classes', host: GW, token: await login(DEMO_BULK_TEACHER.email) },
      { who: 'another site’s admin', host: HILL, token: await login('admin@hilltop.test', HILL) },
      { who: 'a visitor of another site', host: BF, token: undefined },
    ];
    for (const url of Object.values(books.urls)) {
      for (const o of others) {
        const res = await req('GET', url, { host: o.host, token: o.token });
        expect(res.statusCode, `${o.who}: ${url}`).toBe(404);
        expect(res.headers['cache-control'], `${o.who}: ${url}`).toBe('no-store');
        expect(res.body).not.toContain('%PDF');
      }
    }
    // Another site's account holds no session here.
    const hill = await login('admin@hilltop.test', HILL);
    expect((await req('GET', books.urls.cover, { token: hill })).statusCode).toBe(401);
    // The public media folder does not have them.
    expect((await req('GET', `/media/books/covers/${path.basename(books.urls.cover)}`)).statusCode).toBe(404);
  });

  it('are refused with a forged, borrowed or expired signature', async () => {
    const signer = urlSigner(t.config);
    // Made with another key.
    const forged = createUrlSigner('not the server secret').sign(books.urls.cover);
    expect((await req('GET', forged)).statusCode).toBe(404);
    // Signed for another of the book's files.
    const borrowed = `${books.urls.page}?${new URL(books.signed.cover, 'http://x').searchParams.toString()}`;
    expect((await req('GET', borrowed)).statusCode).toBe(404);
    // Signed long ago.
    const old = signer.sign(books.urls.cover, Date.now() - (SIGNED_URL_HOURS + 2) * 3600_000);
    const expired = await req('GET', old);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe(MEDIA_MSG.expired);
    // Garbage.
    expect((await req('GET', `${books.urls.cover}?t=abc.def`)).statusCode).toBe(404);
  });

  it('are its uploader’s, their teacher’s, the school admin’s, its organization admin’s and the platform admin’s, never cached', async () => {
    const allowed = [
      { who: 'uploader', host: GW, token: await login(STUDENT) },
      { who: 'their teacher', host: GW, token: await login(DEMO.teacher) },
      { who: 'the school admin', host: GW, token: await login(DEMO.schoolAdmin) },
      { who: 'the organization admin', host: BF, token: await login(DEMO.orgAdmin, BF) },
      { who: 'the platform admin', host: MAIN, token: await login(DEMO.admin, MAIN) },
    ];
    for (const o of allowed) {
      for (const url of Object.values(books.urls)) {
        const res = await req('GET', url, { host: o.host, token: o.token });
        expect(res.statusCode, `${o.who}: ${url}`).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
      const part = await req('GET', books.urls.file, { host: o.host, token: o.token, headers: { range: 'bytes=0-4' } });
      expect(part.statusCode).toBe(206);
      expect(part.body).toBe('%PDF-');
    }
    const cover = await req('GET', books.urls.cover, { token: allowed[0]!.token });
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('open in the browser through the signed addresses the API shows to those people', async () => {
    // The uploader's own view, the teacher's review queue, the organization admin's list.
    const own = (await req('GET', `/api/publishing/books/${books.pdf.id}/`, { token: await login(STUDENT) })).json();
    const queue = (await req('GET', '/api/publishing/review/', { token: await login(DEMO.teacher) })).json();
    const queued = queue.books.find((b: Json) => b.id === books.pages.id);
    const org = (await req('GET', '/api/organization/books/?status=pending&limit=100', { host: BF, token: await login(DEMO.orgAdmin, BF) })).json();
    const orgBook = org.results.find((b: Json) => b.id === books.pdf.id);
    const signed = [own.file, own.cover, queued.pages[0].image, orgBook.cover];
    for (const url of signed) {
      expect(url).toMatch(/[?&]t=[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
      // No token: an <img>, a link or pdf.js sends none.
      const res = await req('GET', url, { host: url === orgBook.cover ? BF : GW });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('once published are public and cached for a day, with validators and byte ranges; unpublished, private again', async () => {
    const teacher = await login(DEMO.teacher);
    expect((await req('POST', `/api/publishing/review/books/${books.pdf.id}/approve/`, { token: teacher, json: {} })).statusCode).toBe(200);

    const c = await req('GET', books.urls.cover);
    expect(c.statusCode).toBe(200);
    expect(c.headers['cache-control']).toBe('public, max-age=86400');
    const etag = c.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(c.headers['last-modified']).toBeTruthy();
    const again = await req('GET', books.urls.cover, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // The reader's address names the file's version: that one may be kept; the bare one is checked each time.
    const read = (await req('GET', `/api/books/${books.pdf.id}/read/`)).json();
    expect(read.file_url).toMatch(new RegExp(`^/api/books/${books.pdf.id}/file/\\?v=[0-9a-f-]+$`));
    const file = await req('GET', read.file_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=86400');
    expect(file.headers['accept-ranges']).toBe('bytes');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await req('GET', books.urls.file)).headers['cache-control']).toBe('public, no-cache');
    const fileTag = file.headers.etag as string;
    const range = await req('GET', read.file_url, { headers: { range: 'bytes=5-14', 'if-range': fileTag } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 5-14/${PDF.length}`);
    expect(range.rawPayload.equals(PDF.subarray(5, 15))).toBe(true);
    // A range of a file that has changed since (another validator) is answered whole.
    const stale = await req('GET', read.file_url, { headers: { range: 'bytes=5-14', 'if-range': '"0-0"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(PDF.length);

    // Published on Greenwood, not on other sites.
    expect((await req('GET', books.urls.cover, { host: BF })).statusCode).toBe(404);
    expect((await req('GET', books.urls.file, { host: MAIN })).statusCode).toBe(404);

    // Taken out of the library (as a library admin does): private again at once.
    await platform((tx) => tx.update(booksTable).set({ status: 'draft', publishedAt: null }).where(eq(booksTable.id, books.pdf.id)));
    expect((await req('GET', books.urls.cover)).statusCode).toBe(404);
    expect((await req('GET', books.urls.file)).statusCode).toBe(404);
    expect((await req('GET', books.urls.cover, { token: await login(STUDENT) })).statusCode).toBe(200);
  });

  it('of a rejected book stay private', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const rejected = await req('POST', `/api/publishing/review/books/${books.pages.id}/reject/`, { token: admin, json: { reason: 'Add a second page.' } });
    expect(rejected.statusCode).toBe(200);
    expect((await req('GET', books.urls.page)).statusCode).toBe(404);
    expect((await req('GET', books.urls.page, { token: await login(OTHER_STUDENT) })).statusCode).toBe(404);
    expect((await req('GET', books.urls.page, { token: await login(STUDENT) })).statusCode).toBe(200);
    // The author's view signs it again.
    const mine = (await req('GET', '/api/publishing/mine/', { token: await login(STUDENT) })).json();
    const page = mine.books.find((b: Json) => b.id === books.pages.id).pages[0].image;
    expect((await req('GET', page)).statusCode).toBe(200);
  });

  it('go with the book when its author deletes it', async () => {
    const student = await login(STUDENT);
    const draft = (await uploadBook(student, meta({ title: 'Gone Soon', submit: false }), [{ field: 'file', name: 'g.pdf', data: PDF }, cover()])).json();
    const before = storedFiles().length;
    expect((await req('DELETE', `/api/publishing/books/${draft.id}/`, { token: student })).statusCode).toBe(204);
    expect(storedFiles().length).toBe(before - 2);
    expect((await req('GET', pathOf(draft.cover), { token: student })).statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------

describe('an unpublished story’s cover and pictures', () => {
  it('are its author’s and reviewers’ until it is published, then everyone’s; the text keeps no signature', async () => {
    const student = await login(STUDENT);
    const slug = (await req('POST', '/api/publishing/stories/', { token: student, json: { title: 'The Heron', summary: 'A bird by the river.' } })).json().slug;
    const coverRes = await req('PUT', `/api/publishing/stories/${slug}/cover/`, { token: student, body: form({}, [cover('heron.png')]) });
    expect(coverRes.statusCode, coverRes.body).toBe(200);
    const picture = await req('POST', `/api/publishing/stories/${slug}/images/`, { token: student, body: form({}, [{ field: 'image', name: 'h.png', data: makePng(20, 20), type: 'image/png' }]) });
    expect(picture.statusCode, picture.body).toBe(201);
    const signedPicture: string = picture.json().url;
    const story = coverRes.json();
    expect(signedPicture).toMatch(new RegExp(`^/api/stories/${story.id}/media/[0-9a-f-]+\\.png\\?t=`));
    // The editor shows the picture at once, from its signed address.
    expect((await req('GET', signedPicture)).statusCode).toBe(200);

    // The author saves the text with the address the editor had.
    const saved = await req('PATCH', `/api/publishing/stories/${slug}/`, { token: student, json: { body_html: `<p>It stood still.</p><img src="${signedPicture}" alt="A heron">` } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await platform((tx) => tx.select().from(stories).where(eq(stories.id, story.id)));
    const canonical = pathOf(signedPicture);
    expect(row!.body).toContain(`src="${canonical}"`);
    expect(row!.body).not.toContain('?t=');
    // Shown to the author signed.
    expect(saved.json().body_html).toMatch(new RegExp(`src="${canonical}\\?t=[0-9a-z]+\\.[A-Za-z0-9_-]{22}"`));

    const coverUrl = pathOf(story.cover);
    for (const url of [coverUrl, canonical]) {
      expect((await req('GET', url)).statusCode).toBe(404);
      expect((await req('GET', url, { token: await login(OTHER_STUDENT) })).statusCode).toBe(404);
      expect((await req('GET', url, { host: HILL, token: await login('admin@hilltop.test', HILL) })).statusCode).toBe(404);
      expect((await req('GET', url, { token: student })).statusCode).toBe(200);
      expect((await req('GET', url, { token: await login(DEMO.teacher) })).statusCode).toBe(200);
      expect((await req('GET', url, { token: await login(DEMO.schoolAdmin) })).statusCode).toBe(200);
    }
    // Nobody adds pictures to someone else's story.
    expect((await req('POST', `/api/publishing/stories/${slug}/images/`, { token: await login(OTHER_STUDENT), body: form({}, [{ field: 'image', name: 'x.png', data: makePng(5, 5) }]) })).statusCode).toBe(404);

    // The teacher reviews it with its pictures, then approves it.
    expect((await req('POST', `/api/publishing/stories/${slug}/submit/`, { token: student })).statusCode).toBe(200);
    const teacher = await login(DEMO.teacher);
    const queued = (await req('GET', '/api/publishing/review/', { token: teacher })).json().stories.find((s: Json) => s.id === story.id);
    const inQueue = /src="([^"]+)"/.exec(queued.body_html)![1]!.replace(/&amp;/g, '&');
    expect((await req('GET', inQueue)).statusCode).toBe(200);
    expect((await req('GET', queued.cover)).statusCode).toBe(200);
    expect((await req('POST', `/api/publishing/review/stories/${story.id}/approve/`, { token: teacher, json: {} })).statusCode).toBe(200);

    const published = (await req('GET', `/api/library/stories/${story.id}/`)).json();
    expect(published.body_html).toContain(`src="${canonical}"`);
    expect(published.cover).toBe(coverUrl);
    for (const url of [coverUrl, canonical]) {
      const res = await req('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
    // Only on its own site; and a published story takes no more pictures.
    expect((await req('GET', canonical, { host: BF })).statusCode).toBe(404);
    expect((await req('POST', `/api/publishing/stories/${slug}/images/`, { token: student, body: form({}, [{ field: 'image', name: 'y.png', data: makePng(5, 5) }]) })).statusCode).toBe(409);
  });

  it('go with the story when its author deletes it', async () => {
    const student = await login(STUDENT);
    const story = (await req('POST', '/api/publishing/stories/', { token: student, json: { title: 'Short Lived' } })).json();
    await req('PUT', `/api/publishing/stories/${story.slug}/cover/`, { token: student, body: form({}, [cover()]) });
    await req('POST', `/api/publishing/stories/${story.slug}/images/`, { token: student, body: form({}, [{ field: 'image', name: 'h.png', data: makePng(20, 20) }]) });
    const folder = path.join(t.config.dataDir, 'private-uploads', 'stories', String(story.id));
    expect(storedFileNames(folder)).toHaveLength(2);
    expect((await req('DELETE', `/api/publishing/stories/${story.slug}/`, { token: student })).statusCode).toBe(204);
    expect(existsSync(folder)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------

describe('streamed book uploads', () => {
  it('refuse an oversized or disguised file with the usual messages and leave nothing in storage', async () => {
    const student = await login(STUDENT);
    const cases: [string, Json, FilePart[], string][] = [
      ['over 50 MB', meta(), [{ field: 'file', name: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(BOOK_FILE_MAX_BYTES, 0x20)]) }], MSG.fileTooLarge],
      ['HTML named .pdf', meta(), [{ field: 'file', name: 'x.pdf', data: Buffer.from('<html><script>alert(1)</script></html>') }], MSG.fileType],
      ['a PDF header over nothing', meta(), [{ field: 'file', name: 'x.pdf', data: Buffer.from(`%PDF-1.7\n${'x'.repeat(10_000)}\n%%EOF\n`) }], MSG.pdfBroken],
      ['a PDF cut short', meta(), [{ field: 'file', name: 'x.pdf', data: PDF.subarray(0, PDF.length - 40) }], MSG.pdfBroken],
      ['a stray file after the book', meta(), [{ field: 'file', name: 'ok.pdf', data: PDF }, { field: 'other', name: 'x.png', data: makePng(5, 5) }], MSG.tooManyFiles],
      ['a PDF for a picture book', meta({ format: 'pages', pages: [{ text: 'x' }] }), [{ field: 'file', name: 'ok.pdf', data: PDF }], MSG.tooManyFiles],
      ['details that do not pass', meta({ reading_level: 9 }), [{ field: 'file', name: 'ok.pdf', data: PDF }], MSG.readingLevel],
    ];
    const before = storedFiles();
    for (const [name, m, files, message] of cases) {
      const res = await uploadBook(student, m, files);
      expect(res.statusCode, name).toBe(400);
      expect(JSON.stringify(res.json()), name).toContain(message);
      expect(storedFiles(), name).toEqual(before);
    }
  });

  it('remove the stored file when the book cannot be written', async () => {
    const storage = privateStorageFromConfig(t.config);
    const received = await receiveBookFile(storage, Readable.from([PDF.subarray(0, 100), PDF.subarray(100)]), { maxBytes: BOOK_FILE_MAX_BYTES });
    expect(received).toMatchObject({ ok: true, ext: 'pdf', size: PDF.length });
    if (!received.ok) return;
    expect(await storage.stat(received.key)).toMatchObject({ size: PDF.length });

    const gw = await platform(async (tx) => (await findTenantBySubdomain(tx, 'greenwood'))!);
    const [user] = await platform((tx) => tx.select().from(users).where(eq(users.username, STUDENT)));
    const ctx: PubCtx = {
      // The database goes away as the book is written.
      run: () => Promise.reject(new Error('connection lost')),
      runPlatform: () => Promise.reject(new Error('connection lost')),
      storage,
      media: { signer: urlSigner(t.config), siteId: gw.id },
      user: user!,
      site: gw,
      app: t.app,
      warn: () => {},
    };
    await expect(saveBook(ctx, { meta: JSON.stringify(meta()), file: received, cover: null, pages: new Map() })).rejects.toThrow('connection lost');
    expect(await storage.stat(received.key)).toBeNull();
  });
});

describe('signed addresses', () => {
  it('hold for one path, for six to seven hours', () => {
    const signer = createUrlSigner('secret');
    const now = Date.UTC(2026, 0, 1, 10, 30);
    const url = signer.sign('/api/books/1/media/a.png', now);
    const token = new URL(url, 'http://x').searchParams.get('t')!;
    expect(signer.verify('/api/books/1/media/a.png', token, now)).toBe('valid');
    expect(signer.verify('/api/books/1/media/a.png', token, now + SIGNED_URL_HOURS * 3600_000)).toBe('valid');
    expect(signer.verify('/api/books/1/media/a.png', token, now + (SIGNED_URL_HOURS + 1) * 3600_000)).toBe('expired');
    expect(signer.verify('/api/books/2/media/a.png', token, now)).toBe('invalid');
    expect(createUrlSigner('other').verify('/api/books/1/media/a.png', token, now)).toBe('invalid');
    // Within the hour, the same address (the browser's cache can reuse what it fetched).
    expect(signer.sign('/api/books/1/media/a.png', now + 20 * 60_000)).toBe(url);
    expect(signer.sign('/api/books/1/file/?v=abc', now)).toMatch(/^\/api\/books\/1\/file\/\?v=abc&t=/);
  });
});
