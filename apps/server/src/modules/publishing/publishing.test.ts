import path from 'node:path';
import { crc32 } from 'node:zlib';
import { BOOK_FILE_MAX_BYTES, BOOK_IMAGE_MAX_BYTES, PUBLISHING_MSG as MSG } from '@commonshelf/shared/library/publishing.schemas';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BULK_TEACHER } from '../../db/seed/content/bulk-enrolment.content.js';
import { DEMO } from '../../db/seed/seed.js';
import { makePng } from '../../test/images.js';
import { storedFilesUnder } from '../../test/stored-files.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { books, stories } from '../library/library.table.js';
import { mailOutbox } from '../mail/mail.table.js';

let t: TestApp;
let PDF: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]).drawText('Hello, reader', { x: 20, y: 350 });
  PDF = Buffer.from(await doc.save());
});
afterAll(() => t.close());

const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const STUDENT = 'aaravs12'; // Year 4 Oak, taught by the demo teacher
const OTHER_STUDENT = 'amarao07';

// ---------------------------------------------------------------------------------------------
// Files built byte by byte

const le16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const le32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
/** A stored (uncompressed) zip of these entries, in order. */
function makeZip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const n = Buffer.from(name);
    const common = Buffer.concat([le16(20), le16(0), le16(0), le16(0), le16(0), le32(crc32(data)), le32(data.length), le32(data.length), le16(n.length), le16(0)]);
    const local = Buffer.concat([le32(0x04034b50), common, n, data]);
    centrals.push(Buffer.concat([le32(0x02014b50), le16(20), common, le16(0), le16(0), le16(0), le32(0), le32(offset), n]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([le32(0x06054b50), le16(0), le16(0), le16(centrals.length), le16(centrals.length), le32(central.length), le32(offset), le16(0)]);
  return Buffer.concat([...locals, central, end]);
}
const EPUB = makeZip([
  ['mimetype', 'application/epub+zip'],
  ['META-INF/container.xml', '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>'],
  ['book.opf', '<package xmlns="http://www.idpf.org/2007/opf" version="3.0"/>'],
]);
const ZIP_NOT_EPUB = makeZip([['readme.txt', 'hello']]);
const HTML_AS_PDF = Buffer.from('<!doctype html><html><body><script>alert(1)</script>Totally a PDF</body></html>');
const FAKE_PDF = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n');
const SVG_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
const SVG_OK = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#3a7"/></svg>');
function makeWebp(width: number, height: number): Buffer {
  const bits = Buffer.alloc(4);
  bits.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14));
  const data = Buffer.concat([Buffer.from([0x2f]), bits, Buffer.alloc(16)]);
  const chunk = Buffer.concat([Buffer.from('VP8L'), le32(data.length), data]);
  return Buffer.concat([Buffer.from('RIFF'), le32(4 + chunk.length), Buffer.from('WEBP'), chunk]);
}

type FilePart = { field: string; name: string; data: Buffer; type?: string };

function form(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----cs-pub-${Math.random().toString(36).slice(2)}`;
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

let ipSeq = 0;
const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, o: { token?: string; host?: string; body?: ReturnType<typeof form>; json?: Json } = {}) =>
  t.app.inject({
    method,
    url,
    ...(o.body ? { payload: o.body.payload } : o.json ? { payload: o.json } : {}),
    headers: { host: o.host ?? GW, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.body ? o.body.headers : {}) },
    remoteAddress: `10.88.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
  });

const meta = (over: Json = {}) => ({
  title: 'The River Book',
  authors: ['Aarav'],
  illustrator: '',
  description: 'A book about our river.',
  language: 'en',
  reading_level: 2,
  age_min: 6,
  age_max: 9,
  category_id: null,
  sdgs: [6, 14],
  license: 'CC BY 4.0',
  format: 'pdf',
  submit: true,
  ...over,
});

const uploadBook = (token: string, m: Json, files: FilePart[], host = GW) => req('POST', '/api/publishing/books/', { token, host, body: form({ meta: JSON.stringify(m) }, files) });
const pdfPart = (data = PDF, name = 'river.pdf'): FilePart => ({ field: 'file', name, data, type: 'application/pdf' });

/** Titles of the published books a visitor of this site sees. */
async function libraryTitles(host: string): Promise<string[]> {
  const res = await req('GET', '/api/books/?limit=50', { host });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.map((b: Json) => b.title);
}

// Uploads of the library are private; nothing of them may ever land in the public media folder.
const storedFiles = () =>
  [path.join(t.config.dataDir, 'private-uploads'), t.config.uploadsDir].flatMap((root) => [
    ...storedFilesUnder(path.join(root, 'books')),
    ...storedFilesUnder(path.join(root, 'stories')),
  ]);
/** An address without its signature, to compare addresses signed at different times. */
const unsigned = (url: string) => url.replace(/[?&]t=[^&]*$/, '');
const pathOf = (url: string) => new URL(url, 'http://x').pathname;

const mailsTo = (to: string) => platform((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)));

// ---------------------------------------------------------------------------------------------

describe('book upload, review and publication', () => {
  it('a student’s book waits for their teacher, who approves it; then the site lists it, other sites never', async () => {
    const student = await login(STUDENT);
    const up = await uploadBook(student, meta({ title: 'Our River Diary' }), [pdfPart()]);
    expect(up.statusCode, up.body).toBe(201);
    const book = up.json();
    expect(book).toMatchObject({ status: 'pending', format: 'pdf', file_size: PDF.length, can_edit: true, license: 'CC BY 4.0', sdgs: [6, 14] });
    // Private until published: its address is signed for the uploader (library-media).
    expect(book.file).toMatch(new RegExp(`^/api/books/${book.id}/file/\\?v=[0-9a-f-]+&t=`));
    expect(storedFiles().every((f) => f.includes(`${path.sep}private-uploads${path.sep}`))).toBe(true);
    const served = await req('GET', book.file);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Invisible to the public until reviewed; the teacher is told by email.
    expect(await libraryTitles(GW)).not.toContain('Our River Diary');
    const mails = await mailsTo(DEMO.teacher);
    expect(mails.some((m) => m.subject.includes('Our River Diary') && m.template === 'upload_review_request')).toBe(true);

    // Another teacher of the site does not see it and cannot decide on it.
    const tom = await login(DEMO_BULK_TEACHER.email);
    const tomQueue = await req('GET', '/api/publishing/review/', { token: tom });
    expect(tomQueue.json().books.map((b: Json) => b.id)).not.toContain(book.id);
    expect((await req('POST', `/api/publishing/review/books/${book.id}/approve/`, { token: tom, json: {} })).statusCode).toBe(404);
    // Another site's admin neither.
    const orgAdmin = await login(DEMO.orgAdmin, BF);
    expect((await req('POST', `/api/publishing/review/books/${book.id}/approve/`, { token: orgAdmin, host: BF, json: {} })).statusCode).toBe(404);
    // A student does not review.
    expect((await req('GET', '/api/publishing/review/', { token: student })).statusCode).toBe(403);

    const teacher = await login(DEMO.teacher);
    const queue = await req('GET', '/api/publishing/review/', { token: teacher });
    expect(queue.json().books.find((b: Json) => b.id === book.id)).toMatchObject({ title: 'Our River Diary', uploaded_by: { name: 'Aarav Sharma' } });
    const ok = await req('POST', `/api/publishing/review/books/${book.id}/approve/`, { token: teacher, json: {} });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('published');

    expect(await libraryTitles(GW)).toContain('Our River Diary');
    expect(await libraryTitles(BF)).not.toContain('Our River Diary');
    expect(await libraryTitles(MAIN)).not.toContain('Our River Diary');
    // Deciding twice is refused.
    expect((await req('POST', `/api/publishing/review/books/${book.id}/reject/`, { token: teacher, json: { reason: 'x' } })).statusCode).toBe(409);
    // Published: no longer the author's to change or delete.
    const mine = (await req('GET', '/api/publishing/mine/', { token: student })).json();
    expect(mine.books.find((b: Json) => b.id === book.id)).toMatchObject({ status: 'published', can_edit: false });
    expect((await req('DELETE', `/api/publishing/books/${book.id}/`, { token: student })).statusCode).toBe(409);
  });

  it('a rejected upload stays invisible, shows its reason to its author, and can be changed and sent again', async () => {
    const student = await login(OTHER_STUDENT);
    const book = (await uploadBook(student, meta({ title: 'Half Finished', authors: ['Amara'] }), [pdfPart()])).json();
    const admin = await login(DEMO.schoolAdmin);
    // A reason is required.
    const bare = await req('POST', `/api/publishing/review/books/${book.id}/reject/`, { token: admin, json: { reason: '  ' } });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().reason).toEqual([MSG.reasonRequired]);
    const rejected = await req('POST', `/api/publishing/review/books/${book.id}/reject/`, { token: admin, json: { reason: 'Please add a cover and the last page.' } });
    expect(rejected.statusCode, rejected.body).toBe(200);

    expect(await libraryTitles(GW)).not.toContain('Half Finished');
    const mine = (await req('GET', '/api/publishing/mine/', { token: student })).json();
    expect(mine.books.find((b: Json) => b.id === book.id)).toMatchObject({ status: 'rejected', rejection_reason: 'Please add a cover and the last page.', can_edit: true });

    // The author changes it (keeping the file) and sends it again.
    const edited = await req('PUT', `/api/publishing/books/${book.id}/`, {
      token: student,
      body: form({ meta: JSON.stringify(meta({ title: 'Finished Now', authors: ['Amara'] })) }, [{ field: 'cover', name: 'c.png', data: makePng(40, 60), type: 'image/png' }]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'pending', rejection_reason: null, title: 'Finished Now' });
    expect(unsigned(edited.json().file)).toBe(unsigned(book.file));
    expect(pathOf(edited.json().cover)).toMatch(/\.png$/);
    // Someone else cannot touch it.
    const other = await login(STUDENT);
    expect((await req('GET', `/api/publishing/books/${book.id}/`, { token: other })).statusCode).toBe(404);
    expect((await req('DELETE', `/api/publishing/books/${book.id}/`, { token: other })).statusCode).toBe(404);
  });

  it('drafts stay drafts until sent; staff uploads are published on sending', async () => {
    const student = await login(STUDENT);
    const draft = (await uploadBook(student, meta({ title: 'Draft Only', submit: false }), [pdfPart()])).json();
    expect(draft.status).toBe('draft');
    expect((await req('GET', '/api/publishing/review/', { token: await login(DEMO.teacher) })).json().books.map((b: Json) => b.id)).not.toContain(draft.id);
    const sent = await req('POST', `/api/publishing/books/${draft.id}/submit/`, { token: student });
    expect(sent.json().status).toBe('pending');
    expect((await req('POST', `/api/publishing/books/${draft.id}/submit/`, { token: student })).statusCode).toBe(409);

    const teacher = await login(DEMO.teacher);
    const own = await uploadBook(teacher, meta({ title: 'Teacher Pick', format: 'epub' }), [{ field: 'file', name: 'b.epub', data: EPUB, type: 'application/epub+zip' }]);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ status: 'published', format: 'epub' });
    expect(await libraryTitles(GW)).toContain('Teacher Pick');
  });

  it('takes a picture book’s pages (JPEG/PNG/WebP and cleaned SVG pictures with text)', async () => {
    const student = await login(STUDENT);
    const res = await uploadBook(student, meta({ title: 'Picture Walk', format: 'pages', pages: [{ text: 'One' }, { text: '' }, { text: 'Three' }] }), [
      { field: 'page_1', name: 'a.png', data: makePng(20, 20) },
      { field: 'page_2', name: 'b.webp', data: makeWebp(30, 20) },
      { field: 'page_3', name: 'c.svg', data: SVG_OK, type: 'image/svg+xml' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const pages = res.json().pages;
    expect(pages.map((p: Json) => p.text)).toEqual(['One', '', 'Three']);
    expect(pages.map((p: Json) => path.extname(pathOf(p.image)))).toEqual(['.png', '.webp', '.svg']);
    expect(res.json().file).toBeNull();

    // A page with neither picture nor text is refused.
    const empty = await uploadBook(student, meta({ title: 'Blank', format: 'pages', pages: [{ text: '' }] }), []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().page_1[0]).toContain(MSG.pageEmpty);
  });

  it('keeps a student’s surname off their book: its title, authors and illustrator name them by first name only', async () => {
    const student = await login(STUDENT); // Aarav Sharma
    for (const over of [{ authors: ['Aarav Sharma'] }, { authors: ['Mei', 'aarav SHARMA'] }, { illustrator: 'A. Sharma' }, { title: 'The Sharma Family Trip' }]) {
      const res = await uploadBook(student, meta({ title: 'Named Book', ...over }), [pdfPart()]);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const field = Object.keys(over)[0]!;
      expect(res.json()[field]).toEqual([MSG.surname]);
    }
    // A word that merely contains it is fine; so are the same names from a teacher.
    expect((await uploadBook(student, meta({ title: 'Sharmaine’s Kite', authors: ['Aarav'], submit: false }), [pdfPart()])).statusCode).toBe(201);
    const teacher = await login(DEMO.teacher);
    expect((await uploadBook(teacher, meta({ title: 'Guest Book', authors: ['Aarav Sharma'], submit: false }), [pdfPart()])).statusCode).toBe(201);
    // Stories: the title and summary, when written and when changed.
    const named = await req('POST', '/api/publishing/stories/', { token: student, json: { title: 'Aarav Sharma’s Day', summary: '' } });
    expect(named.statusCode).toBe(400);
    expect(named.json().title).toEqual([MSG.surname]);
    const slug = (await req('POST', '/api/publishing/stories/', { token: student, json: { title: 'My Day', summary: '' } })).json().slug;
    const renamed = await req('PATCH', `/api/publishing/stories/${slug}/`, { token: student, json: { summary: 'By Aarav Sharma' } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().summary).toEqual([MSG.surname]);
  });
});

describe('bad uploads are refused with clear messages, and nothing is kept', () => {
  const cases: [string, Json, () => FilePart[], string, string][] = [
    ['an image sent as the book', meta(), () => [pdfPart(makePng(10, 10), 'book.pdf')], 'file', MSG.fileType],
    ['HTML named .pdf', meta(), () => [pdfPart(HTML_AS_PDF, 'book.pdf')], 'file', MSG.fileType],
    ['a %PDF- header over HTML', meta(), () => [pdfPart(FAKE_PDF, 'book.pdf')], 'file', MSG.pdfBroken],
    ['a zip that is not an EPUB', meta({ format: 'epub' }), () => [{ field: 'file', name: 'b.epub', data: ZIP_NOT_EPUB }], 'file', MSG.epubBroken],
    ['a PDF said to be an EPUB', meta({ format: 'epub' }), () => [pdfPart()], 'file', MSG.formatMismatch],
    ['an empty file', meta(), () => [pdfPart(Buffer.alloc(0), 'e.pdf')], 'file', MSG.fileEmpty],
    ['no file', meta(), () => [], 'file', MSG.fileMissing],
    ['an SVG cover with a script', meta(), () => [pdfPart(), { field: 'cover', name: 'c.svg', data: SVG_SCRIPT, type: 'image/svg+xml' }], 'cover', MSG.svgUnsafe],
    ['a cover over 5 MB', meta(), () => [pdfPart(), { field: 'cover', name: 'c.png', data: Buffer.concat([makePng(10, 10), Buffer.alloc(BOOK_IMAGE_MAX_BYTES)]) }], 'cover', MSG.coverTooLarge],
    ['a GIF page', meta({ format: 'pages', pages: [{ text: 'x' }] }), () => [{ field: 'page_1', name: 'p.gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }], 'page_1', MSG.imageType],
    ['a licence not on the list', meta({ license: 'Do what you like' }), () => [pdfPart()], 'license', MSG.license],
    ['a reading level of 5', meta({ reading_level: 5 }), () => [pdfPart()], 'reading_level', MSG.readingLevel],
  ];

  it.each(cases)('%s', async (_name, m, files, field, message) => {
    const student = await login(STUDENT);
    const before = storedFiles().length;
    const [{ n: rowsBefore }] = await platform((tx) => tx.$count(books).then((n) => [{ n }]));
    const res = await uploadBook(student, m, files());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()[field].join(' ')).toContain(message);
    expect(storedFiles().length).toBe(before);
    expect(await platform((tx) => tx.$count(books))).toBe(rowsBefore);
  });

  it('a book file over 50 MB', async () => {
    const student = await login(STUDENT);
    const before = storedFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(BOOK_FILE_MAX_BYTES - PDF.length + 1, 0x20)]);
    const res = await uploadBook(student, meta(), [pdfPart(big)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().file).toEqual([MSG.fileTooLarge]);
    expect(storedFiles().length).toBe(before);
  });

  it('visitors, other sites’ users and non-multipart requests are turned away', async () => {
    expect((await uploadBook('', meta(), [pdfPart()])).statusCode).toBe(401);
    // Another site's account: its session does not hold here, and on its own site it is not the uploader of this one.
    const bfAdmin = await login(DEMO.orgAdmin, BF);
    expect((await uploadBook(bfAdmin, meta(), [pdfPart()], GW)).statusCode).toBe(401);
    const root = await login(DEMO.admin, MAIN);
    expect((await uploadBook(root, meta(), [pdfPart()], GW)).statusCode).toBe(401);
    const student = await login(STUDENT);
    const json = await req('POST', '/api/publishing/books/', { token: student, json: meta() });
    expect(json.statusCode).toBe(415);
  });
});

describe('the platform-wide library', () => {
  it('a school admin proposes a published book; the platform admin approves a shared copy, or rejects with a reason', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const a = (await uploadBook(admin, meta({ title: 'Rain Garden', authors: ['Helen Okafor'] }), [pdfPart()])).json();
    const b = (await uploadBook(admin, meta({ title: 'Bus Stop', authors: ['Helen Okafor'] }), [pdfPart()])).json();
    expect(a.can_propose).toBe(true);
    const teacher = await login(DEMO.teacher);
    expect((await req('POST', `/api/publishing/books/${a.id}/propose/`, { token: teacher })).statusCode).toBe(403);
    for (const id of [a.id, b.id]) expect((await req('POST', `/api/publishing/books/${id}/propose/`, { token: admin })).json().platform_status).toBe('pending');
    expect((await req('POST', `/api/publishing/books/${a.id}/propose/`, { token: admin })).statusCode).toBe(409);

    const root = await login(DEMO.admin, MAIN);
    expect((await req('GET', '/api/publishing/platform-queue/', { token: admin })).statusCode).toBe(403);
    const queue = (await req('GET', '/api/publishing/platform-queue/', { token: root, host: MAIN })).json().results;
    expect(queue.map((q: Json) => q.title)).toEqual(expect.arrayContaining(['Rain Garden', 'Bus Stop']));
    expect(queue.find((q: Json) => q.id === a.id).site.subdomain).toBe('greenwood');

    const ok = await req('POST', `/api/publishing/platform-queue/${a.id}/approve/`, { token: root, host: MAIN, json: {} });
    expect(ok.statusCode, ok.body).toBe(200);
    const copyId = ok.json().platform_book_id;
    const [copy] = await platform((tx) => tx.select().from(books).where(eq(books.id, copyId)));
    const [source] = await platform((tx) => tx.select().from(books).where(eq(books.id, a.id)));
    expect(copy).toMatchObject({ tenantId: null, sourceBookId: a.id, status: 'published', fileKey: source!.fileKey });
    // The copy shares the file: public on every site through the copy's own address.
    expect((await req('GET', `/api/books/${copyId}/file/`, { host: BF })).statusCode).toBe(200);
    // Platform-wide: every site lists it now.
    expect(await libraryTitles(BF)).toContain('Rain Garden');
    expect(await libraryTitles(MAIN)).toContain('Rain Garden');

    expect((await req('POST', `/api/publishing/platform-queue/${b.id}/reject/`, { token: root, host: MAIN, json: {} })).statusCode).toBe(400);
    const no = await req('POST', `/api/publishing/platform-queue/${b.id}/reject/`, { token: root, host: MAIN, json: { reason: 'Already in the library.' } });
    expect(no.statusCode).toBe(200);
    expect(await libraryTitles(BF)).not.toContain('Bus Stop');
    expect(await libraryTitles(GW)).toContain('Bus Stop');
    const mine = (await req('GET', '/api/publishing/mine/', { token: admin })).json();
    expect(mine.books.find((x: Json) => x.id === b.id)).toMatchObject({ platform_status: 'rejected', platform_rejection_reason: 'Already in the library.', can_propose: true });
  });
});

describe('stories', () => {
  it('go through the wizard as drafts, resume where they were left, and wait for review', async () => {
    const student = await login(STUDENT);
    const created = await req('POST', '/api/publishing/stories/', { token: student, json: { title: 'My Grandma’s Garden', summary: '' } });
    expect(created.statusCode, created.body).toBe(201);
    const slug = created.json().slug;
    expect(slug).toBe('my-grandma-s-garden');
    expect(created.json().wizard_step).toBe(1);
    expect(created.json().language).toBe('en');
    // Started in the language the page is shown in (the web app sends it); one not on the list is refused.
    const atStep2 = (await req('POST', '/api/publishing/stories/', { token: student, json: { title: 'My Grandma’s Garden', summary: 'x', language: 'es', wizard_step: 2 } })).json();
    expect(atStep2).toMatchObject({ slug: 'my-grandma-s-garden-2', wizard_step: 2, language: 'es' });
    const unknown = await req('POST', '/api/publishing/stories/', { token: student, json: { title: 'Another', summary: '', language: 'xx' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().language).toEqual(['Choose a language from the list.']);

    const step2 = await req('PATCH', `/api/publishing/stories/${slug}/`, {
      token: student,
      json: { body_html: '<p>She grows <strong>beans</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(1)">', wizard_step: 3 },
    });
    expect(step2.statusCode, step2.body).toBe(200);
    expect(step2.json().body_html).toContain('<strong>beans</strong>');
    expect(step2.json().body_html).not.toMatch(/script|onerror/);

    // Resuming: the draft is where it was left.
    const resumed = (await req('GET', `/api/publishing/stories/${slug}/`, { token: student })).json();
    expect(resumed).toMatchObject({ wizard_step: 3, status: 'draft' });

    // Not sent without a summary.
    const early = await req('POST', `/api/publishing/stories/${slug}/submit/`, { token: student });
    expect(early.statusCode).toBe(400);
    expect(early.json().summary).toEqual([MSG.storySummaryRequired]);
    await req('PATCH', `/api/publishing/stories/${slug}/`, { token: student, json: { summary: 'Beans, and a grandma.' } });

    const cover = await req('PUT', `/api/publishing/stories/${slug}/cover/`, { token: student, body: form({}, [{ field: 'cover', name: 'c.svg', data: SVG_SCRIPT }]) });
    expect(cover.statusCode).toBe(400);
    expect(cover.json().cover).toEqual([MSG.svgUnsafe]);

    const sent = await req('POST', `/api/publishing/stories/${slug}/submit/`, { token: student });
    expect(sent.json().status).toBe('pending');

    // Private to the site: another site's admin cannot reach it.
    const bf = await login(DEMO.orgAdmin, BF);
    expect((await req('GET', `/api/publishing/stories/${slug}/`, { token: bf, host: BF })).statusCode).toBe(404);
    const teacher = await login(DEMO.teacher);
    const q = (await req('GET', '/api/publishing/review/', { token: teacher })).json();
    const story = q.stories.find((s: Json) => s.slug === slug);
    expect(story).toBeDefined();
    const rejected = await req('POST', `/api/publishing/review/stories/${story.id}/reject/`, { token: teacher, json: { reason: 'Tell us more about the beans.' } });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Tell us more about the beans.' });
    const [row] = await platform((tx) => tx.select().from(stories).where(eq(stories.id, story.id)));
    expect(row!.status).toBe('rejected');
  });

  it('cannot be written on the main site or edited by someone else', async () => {
    const root = await login(DEMO.admin, MAIN);
    expect((await req('POST', '/api/publishing/stories/', { token: root, host: MAIN, json: { title: 'x' } })).statusCode).toBe(403);
    const a = await login(STUDENT);
    const slug = (await req('POST', '/api/publishing/stories/', { token: a, json: { title: 'Mine Alone' } })).json().slug;
    const b = await login(OTHER_STUDENT);
    expect((await req('PATCH', `/api/publishing/stories/${slug}/`, { token: b, json: { title: 'Taken' } })).statusCode).toBe(404);
  });
});
