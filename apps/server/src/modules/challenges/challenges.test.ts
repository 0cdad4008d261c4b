import path from 'node:path';
import { crc32 } from 'node:zlib';
import { LETTER_CHALLENGE_SLUG, SUBMISSION_MAX_BYTES } from '@commonshelf/shared/challenges/challenges.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BULK_STUDENTS } from '../../db/seed/content/bulk-enrolment.content.js';
import { DEMO_SUBMISSIONS } from '../../db/seed/content/challenges.content.js';
import { DEMO_DEAR_WORLD_LETTERS } from '../../db/seed/content/dear-world.content.js';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { createClassWithStudents, createUser, DEMO } from '../../db/seed/seed.js';
import { multipartForm as form, type FilePart } from '../../test/book-files.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { makeJpeg, makePng } from '../../test/images.js';
import { storedFileNames } from '../../test/stored-files.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { upsertChallenge } from './challenges.repository.js';
import { closedSince, notOpenYet } from './challenges.service.js';
import { challenges, challengeSubmissions } from './challenges.table.js';
import { webpDimensions } from './submission-files.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { call, login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const username = (first: string) => DEMO_STUDENTS.find((s) => s.first_name === first)!.username;

// ---------------------------------------------------------------------------------------------
// Files built byte by byte

/** A lossless WebP header of this size (enough for file-type and our dimension check). */
function makeWebp(width: number, height: number): Buffer {
  const bits = Buffer.alloc(4);
  bits.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14));
  const data = Buffer.concat([Buffer.from([0x2f]), bits, Buffer.alloc(16)]);
  const chunk = Buffer.concat([Buffer.from('VP8L'), le32(data.length), data]);
  return Buffer.concat([Buffer.from('RIFF'), le32(4 + chunk.length), Buffer.from('WEBP'), chunk]);
}
function le32(n: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}
const le16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};

/** A stored (uncompressed) zip of these entries. */
function makeZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const n = Buffer.from(name);
    const crc = le32(crc32(data));
    const common = Buffer.concat([le16(20), le16(0), le16(0), le16(0), le16(0), crc, le32(data.length), le32(data.length), le16(n.length), le16(0)]);
    const local = Buffer.concat([le32(0x04034b50), common, n, data]);
    centrals.push(Buffer.concat([le32(0x02014b50), le16(20), common, le16(0), le16(0), le16(0), le32(0), le32(offset), n]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([le32(0x06054b50), le16(0), le16(0), le16(centrals.length), le16(centrals.length), le32(central.length), le32(offset), le16(0)]);
  return Buffer.concat([...locals, central, end]);
}
const DOCX = makeZip({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
});
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

let ipSeq = 0;
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, o: { token?: string; host?: string; body?: ReturnType<typeof form>; json?: Json } = {}) =>
  t.app.inject({
    method,
    url,
    ...(o.body ? { payload: o.body.payload } : o.json ? { payload: o.json } : {}),
    headers: {
      host: o.host ?? GW,
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...(o.body ? o.body.headers : {}),
    },
    remoteAddress: `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
  });

const submit = (kind: string, slug: string, token: string, fields: Record<string, string>, files: FilePart[] = []) =>
  inject('POST', `/api/challenges/${kind}/${slug}/submission/`, { token, body: form(fields, files) });

const privateDir = () => path.join(t.config.dataDir, 'private-uploads', 'challenge-submissions');
const storedFiles = () => storedFileNames(privateDir());

async function challengeId(slug: string) {
  const [row] = await platform((tx) => tx.select({ id: challenges.id }).from(challenges).where(eq(challenges.slug, slug)));
  return row!.id;
}

async function entryOf(slug: string, userName: string) {
  const id = await challengeId(slug);
  return platform(async (tx) => {
    const rows = await tx.select().from(challengeSubmissions).where(eq(challengeSubmissions.challengeId, id));
    const { users } = await import('../users/users.table.js');
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.username, userName));
    return rows.filter((r) => r.userId === u!.id);
  });
}

// ---------------------------------------------------------------------------------------------

describe('catalogue and pages', () => {
  it('lists the published platform challenges on every site, with filters and pages', async () => {
    for (const host of [MAIN, GW, BF]) {
      const res = await call('GET', '/api/challenges/?limit=50', { host });
      expect(res.statusCode).toBe(200);
      const slugs = res.json().results.map((c: Json) => c.slug);
      expect(slugs).toEqual(expect.arrayContaining(['water-detectives', 'trash-to-treasure', 'amaras-long-water-walk', LETTER_CHALLENGE_SLUG]));
    }
    const sdg = (await call('GET', '/api/challenges/?kind=sdg', { host: GW })).json();
    expect(sdg.results.every((c: Json) => c.kind === 'sdg')).toBe(true);
    expect(sdg.count).toBe(3);
    const goal15 = (await call('GET', '/api/challenges/?sdg=15', { host: GW })).json();
    expect(goal15.results.map((c: Json) => c.slug)).toEqual(['pollinator-patch']);
    expect(goal15.results[0]).toMatchObject({ state: 'closed', closes_at: '2025-05-31T00:00:00.000Z' });
    const search = (await call('GET', '/api/challenges/?search=TREASURE', { host: GW })).json();
    expect(search.results.map((c: Json) => c.slug)).toEqual(['trash-to-treasure']);
    expect((await call('GET', '/api/challenges/?search=100%25', { host: GW })).json().count).toBe(0);
    const page = (await call('GET', '/api/challenges/?limit=2', { host: GW })).json();
    expect(page.results).toHaveLength(2);
    expect(page.next).toBe('/api/challenges/?limit=2&offset=2');
    expect((await call('GET', '/api/challenges/?sdg=18', { host: GW })).statusCode).toBe(400);
    const corner = (await call('GET', '/api/challenges/?kind=comprehension', { host: GW })).json().results[0];
    expect(corner.book).toMatchObject({ title: 'Amara’s Long Water Walk', cover: expect.stringMatching(/^\/api\/books\/\d+\/media\/amaras-long-water-walk\.svg$/) });
  });

  it("shows a site's own challenges only on that site, and drafts nowhere", async () => {
    const bf = await platform((tx) => findTenantBySubdomain(tx, DEMO.organization.subdomain));
    await platform(async (tx) => {
      await upsertChallenge(tx, { tenantId: bf!.id, slug: 'bf-only', kind: 'sdg', title: 'Bright Futures only', promptHtml: '<p>x</p>', status: 'published' });
      await upsertChallenge(tx, { tenantId: null, slug: 'draft-one', kind: 'sdg', title: 'A draft', status: 'draft' });
    });
    const onBf = (await call('GET', '/api/challenges/?limit=50', { host: BF })).json().results.map((c: Json) => c.slug);
    const onGw = (await call('GET', '/api/challenges/?limit=50', { host: GW })).json().results.map((c: Json) => c.slug);
    expect(onBf).toContain('bf-only');
    expect(onGw).not.toContain('bf-only');
    expect([...onBf, ...onGw]).not.toContain('draft-one');
    expect((await call('GET', '/api/challenges/sdg/bf-only/', { host: BF })).statusCode).toBe(200);
    const hidden = await call('GET', '/api/challenges/sdg/bf-only/', { host: GW });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: 'This challenge does not exist.' });
    expect((await call('GET', '/api/challenges/sdg/draft-one/', { host: GW })).statusCode).toBe(404);
  });

  it('checks the kind of each page and sanitises the prompt', async () => {
    expect((await call('GET', '/api/challenges/comprehension/water-detectives/', { host: GW })).statusCode).toBe(404);
    expect((await call('GET', '/api/challenges/letter/water-detectives/', { host: GW })).statusCode).toBe(404);
    expect((await call('GET', '/api/challenges/other/water-detectives/', { host: GW })).statusCode).toBe(400);
    await platform((tx) =>
      upsertChallenge(tx, {
        tenantId: null,
        slug: 'unsafe-prompt',
        kind: 'sdg',
        title: 'Unsafe',
        promptHtml: '<p onclick="alert(1)">Hi<script>alert(2)</script><a href="javascript:alert(3)">x</a></p>',
        resources: [{ title: 'Bad', url: 'javascript:alert(1)' }, { title: 'Good', url: 'https://example.org/a' }],
        status: 'published',
      }),
    );
    const page = (await call('GET', '/api/challenges/sdg/unsafe-prompt/', { host: GW })).json();
    expect(page.prompt_html).not.toMatch(/onclick|script|javascript/);
    expect(page.prompt_html).toContain('Hi');
    expect(page.resources).toEqual([{ title: 'Good', url: 'https://example.org/a' }]);

    const letter = (await call('GET', `/api/challenges/letter/${LETTER_CHALLENGE_SLUG}/`, { host: GW })).json();
    expect(letter).toMatchObject({ kind: 'letter', state: 'open', signed_in: false, my_submission: null, submission_types: ['text', 'image'] });
    const detective = (await call('GET', '/api/challenges/sdg/water-detectives/', { host: GW })).json();
    expect(detective.resources[0]).toEqual({ title: 'Water detective checklist (poster)', url: '/media/seed/thumbs/sdg-06-clean-water.svg' });
  });

  it('shows the featured entries of the site’s own learners by first name and last initial', async () => {
    const gw = (await call('GET', '/api/challenges/sdg/water-detectives/', { host: GW })).json();
    expect(gw.gallery).toHaveLength(1);
    expect(gw.gallery[0]).toMatchObject({ name: 'Aarav', text: expect.stringContaining('dripping taps') });
    expect(JSON.stringify(gw.gallery)).not.toContain('Sharma');
    // Another site's visitors see none of Greenwood's children's work.
    expect((await call('GET', '/api/challenges/sdg/water-detectives/', { host: BF })).json().gallery).toEqual([]);
    expect((await call('GET', '/api/challenges/sdg/water-detectives/', { host: MAIN })).json().gallery).toEqual([]);
  });
});

describe('sending an entry', () => {
  it('needs a signed-in user and a multipart form', async () => {
    const anon = await inject('POST', '/api/challenges/sdg/water-detectives/submission/', { body: form({ text: 'hi' }) });
    expect(anon.statusCode).toBe(401);
    const token = await login(username('Mei'));
    const json = await inject('POST', '/api/challenges/sdg/water-detectives/submission/', { token, json: { text: 'hi' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('Send your entry as a multipart form (multipart/form-data).');
  });

  it('keeps one entry per learner: the first is created, later ones replace it', async () => {
    const token = await login(username('Mei'));
    const first = await submit('sdg', 'water-detectives', token, { text: '  I found two dripping taps.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ created: true, submission: { text: 'I found two dripping taps.', file: null, featured: false } });
    const again = await submit('sdg', 'water-detectives', token, { text: 'Three taps, in fact.' });
    expect(again.statusCode).toBe(200);
    expect(again.json().submission.id).toBe(first.json().submission.id);
    expect(again.json().submission.text).toBe('Three taps, in fact.');
    expect(await entryOf('water-detectives', username('Mei'))).toHaveLength(1);
    // Two at once still make one.
    const both = await Promise.all([1, 2].map((n) => submit('sdg', 'trash-to-treasure', token, { text: `Pot ${n}` })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await entryOf('trash-to-treasure', username('Mei'))).toHaveLength(1);
    // The page shows it to its learner only.
    const page = (await call('GET', '/api/challenges/sdg/water-detectives/', { host: GW, token })).json();
    expect(page).toMatchObject({ signed_in: true, my_submission: { id: first.json().submission.id, text: 'Three taps, in fact.' } });
    const other = await login(username('Diego'));
    expect((await call('GET', '/api/challenges/sdg/water-detectives/', { host: GW, token: other })).json().my_submission).toBeNull();
  });

  it('judges files by their bytes and takes only the types the challenge allows', async () => {
    const token = await login(username('Lukas'));
    const before = storedFiles().length;
    const cases: [string, string, FilePart, string][] = [
      ['sdg', 'water-detectives', { name: 'drawing.png', data: GIF, type: 'image/png' }, 'The file must be a JPEG, PNG or WebP image.'],
      ['sdg', 'water-detectives', { name: 'notes.pdf', data: PDF, type: 'application/pdf' }, 'The file must be a JPEG, PNG or WebP image.'],
      ['sdg', 'water-detectives', { name: 'poster.jpg', data: Buffer.from('not an image at all'), type: 'image/jpeg' }, 'The file must be a JPEG, PNG or WebP image.'],
      ['sdg', 'water-detectives', { name: 'huge.png', data: makePng(9000, 10, false), type: 'image/png' }, 'The image is too large: it can be at most 8000 × 8000 pixels.'],
      ['sdg', 'water-detectives', { name: 'huge.webp', data: makeWebp(9000, 10) }, 'The image is too large: it can be at most 8000 × 8000 pixels.'],
      ['sdg', 'water-detectives', { name: 'empty.png', data: Buffer.alloc(0) }, 'The file is empty. Choose another file.'],
      ['sdg', 'water-detectives', { name: 'big.png', data: Buffer.alloc(SUBMISSION_MAX_BYTES + 10, 1) }, 'The file must be 8 MB or smaller.'],
      ['comprehension', 'amaras-long-water-walk', { name: 'answers.png', data: makePng(4, 4) }, 'The file must be a PDF or Word (.docx) document.'],
    ];
    for (const [kind, slug, file, message] of cases) {
      const res = await submit(kind, slug, token, { text: 'With a file' }, [file]);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ error: 'Please correct the highlighted fields.', file: [message] });
    }
    expect(storedFiles()).toHaveLength(before);
    expect(await entryOf('water-detectives', username('Lukas'))).toHaveLength(0);

    const two = await submit('sdg', 'water-detectives', token, {}, [
      { name: 'a.png', data: makePng(4, 4) },
      { name: 'b.png', data: makePng(4, 4) },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().file).toEqual(['Add one file only.']);

    // A JPEG named .pdf is a JPEG; a WebP is taken; PDF and Word documents where files are allowed.
    const jpeg = await submit('sdg', 'water-detectives', token, {}, [{ name: 'poster.pdf', data: makeJpeg(40, 30), type: 'application/pdf' }]);
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json().submission.file).toMatchObject({ name: 'poster.jpg', type: 'image/jpeg', is_image: true });
    const webp = await submit('sdg', 'trash-to-treasure', token, { text: 'My pot' }, [{ name: 'pot.webp', data: makeWebp(64, 48) }]);
    expect(webp.statusCode, webp.body).toBe(201);
    expect(webp.json().submission.file).toMatchObject({ type: 'image/webp', is_image: true });
    const docx = await submit('comprehension', 'amaras-long-water-walk', token, {}, [{ name: 'My answers.docx', data: DOCX }]);
    expect(docx.statusCode, docx.body).toBe(201);
    expect(docx.json().submission.file).toMatchObject({ name: 'My answers.docx', is_image: false });
    const pdf = await submit('sdg', 'trash-to-treasure', token, { text: 'Steps' }, [{ name: 'steps.pdf', data: PDF }]);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().submission.file.type).toBe('application/pdf');
  });

  it('refuses text where a challenge takes none, empty entries and overlong text', async () => {
    const token = await login(username('Aisha'));
    await platform((tx) =>
      upsertChallenge(tx, { tenantId: null, slug: 'pictures-only', kind: 'sdg', title: 'Pictures only', submissionTypes: ['image'], status: 'published' }),
    );
    const text = await submit('sdg', 'pictures-only', token, { text: 'words' });
    expect(text.statusCode).toBe(400);
    expect(text.json().text).toEqual(['This challenge takes a picture or a file, not text.']);
    const empty = await submit('sdg', 'water-detectives', token, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Write something or add a file to send your entry.', text: ['Write something or add a file to send your entry.'] });
    const long = await submit('sdg', 'water-detectives', token, { text: 'a'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().text).toEqual(['Your entry can be at most 10,000 characters long.']);
    expect(await entryOf('water-detectives', username('Aisha'))).toHaveLength(0);
  });

  it('replaces the file after the commit, keeps it when only the text changes, and removes it on request', async () => {
    const token = await login(username('Tomás'));
    const first = await submit('sdg', 'water-detectives', token, { text: 'Poster' }, [{ name: 'one.png', data: makePng(8, 8) }]);
    expect(first.statusCode).toBe(201);
    const [row1] = await entryOf('water-detectives', username('Tomás'));
    const file1 = path.basename(row1!.fileKey!);
    expect(storedFiles()).toContain(file1);

    const textOnly = await submit('sdg', 'water-detectives', token, { text: 'Poster, better words' });
    expect(textOnly.json().submission.file).toMatchObject({ name: 'one.png' });
    expect(storedFiles()).toContain(file1);

    const second = await submit('sdg', 'water-detectives', token, { text: 'New poster' }, [{ name: 'two.png', data: makePng(9, 9) }]);
    expect(second.statusCode).toBe(200);
    const [row2] = await entryOf('water-detectives', username('Tomás'));
    expect(storedFiles()).toContain(path.basename(row2!.fileKey!));
    expect(storedFiles()).not.toContain(file1);

    const removed = await submit('sdg', 'water-detectives', token, { text: 'Words only now', remove_file: 'true' });
    expect(removed.json().submission.file).toBeNull();
    expect(storedFiles()).not.toContain(path.basename(row2!.fileKey!));
    // Removing the file of an entry with no text would leave it empty: refused, nothing changes.
    await submit('sdg', 'trash-to-treasure', token, {}, [{ name: 'x.png', data: makePng(3, 3) }]);
    const [kept] = await entryOf('trash-to-treasure', username('Tomás'));
    const refused = await submit('sdg', 'trash-to-treasure', token, { remove_file: 'true' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Write something or add a file to send your entry.');
    expect(storedFiles()).toContain(path.basename(kept!.fileKey!));
  });

  it('is refused before a challenge opens and after it closes, with nothing stored', async () => {
    const token = await login(username('Nia'));
    const opens = new Date('2099-09-01T00:00:00Z');
    await platform((tx) =>
      upsertChallenge(tx, { tenantId: null, slug: 'future-one', kind: 'sdg', title: 'Future', opensAt: opens, status: 'published' }),
    );
    const before = storedFiles().length;
    const early = await submit('sdg', 'future-one', token, { text: 'Too soon' }, [{ name: 'a.png', data: makePng(4, 4) }]);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(notOpenYet(opens));
    expect(early.json().error).toBe('This challenge opens on 1 September 2099. You can send your entry from then.');
    const late = await submit('sdg', 'pollinator-patch', token, { text: 'Too late' }, [{ name: 'a.png', data: makePng(4, 4) }]);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(closedSince(new Date('2025-05-31T00:00:00Z')));
    expect(late.json().error).toBe('This challenge closed on 31 May 2025: entries can no longer be sent, changed or withdrawn.');
    expect(storedFiles()).toHaveLength(before);
    expect(await entryOf('pollinator-patch', username('Nia'))).toHaveLength(0);
    expect((await call('GET', '/api/challenges/sdg/future-one/', { host: GW })).json().state).toBe('upcoming');
  });

  it('withdraws one’s own entry (and its file) while the challenge is open', async () => {
    const token = await login(username('Fatima'));
    await submit('sdg', 'water-detectives', token, {}, [{ name: 'a.png', data: makePng(5, 5) }]);
    const [row] = await entryOf('water-detectives', username('Fatima'));
    const del = await inject('DELETE', '/api/challenges/sdg/water-detectives/submission/', { token });
    expect(del.statusCode).toBe(204);
    expect(await entryOf('water-detectives', username('Fatima'))).toHaveLength(0);
    expect(storedFiles()).not.toContain(path.basename(row!.fileKey!));
    const again = await inject('DELETE', '/api/challenges/sdg/water-detectives/submission/', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('You have not sent an entry to this challenge.');
    // After closing, an entry is final.
    const id = await challengeId('pollinator-patch');
    const { users } = await import('../users/users.table.js');
    await platform(async (tx) => {
      const [u] = await tx.select().from(users).where(eq(users.username, username('Fatima')));
      await tx.insert(challengeSubmissions).values({ tenantId: u!.tenantId, challengeId: id, userId: u!.id, text: 'Bees!' });
    });
    const closed = await inject('DELETE', '/api/challenges/sdg/pollinator-patch/submission/', { token });
    expect(closed.statusCode).toBe(400);
    expect(await entryOf('pollinator-patch', username('Fatima'))).toHaveLength(1);
  });
});

describe('teachers, admins and featuring', () => {
  let otherTeacher: string;
  let otherStudent: string;
  beforeAll(async () => {
    const gw = await platform((tx) => findTenantBySubdomain(tx, DEMO.school.subdomain));
    await platform(async (tx) => {
      const teacher = await createUser(tx, { tenantId: gw!.id, role: 'teacher', firstName: 'Ben', lastName: 'Ode', email: 'ben@greenwood.test', password: DEMO.password });
      await createClassWithStudents(tx, {
        tenantId: gw!.id,
        name: 'Year 5 Ash',
        code: 'GRN5A',
        teacherId: teacher.id,
        password: DEMO.password,
        students: [{ first_name: 'Rosa', last_name: 'Lind', username: 'rosal50' }],
      });
    });
    otherTeacher = await login('ben@greenwood.test');
    otherStudent = await login('rosal50');
    expect((await submit('sdg', 'water-detectives', otherStudent, { text: 'Ash class entry' })).statusCode).toBe(201);
  });

  it('shows a teacher the entries of the classes they teach, filterable by challenge and class', async () => {
    const teacher = await login(DEMO.teacher);
    const all = await call('GET', '/api/challenge-submissions/?limit=50', { token: teacher });
    expect(all.statusCode).toBe(200);
    const rows = all.json().results as Json[];
    expect(rows.map((r) => r.text)).toEqual(expect.arrayContaining(DEMO_SUBMISSIONS.map((s) => s.text)));
    expect(rows.map((r) => r.text)).not.toContain('Ash class entry');
    expect(rows.find((r) => r.student.first_name === 'Aarav')).toMatchObject({
      student: { last_name: 'Sharma', classes: ['Year 4 Oak'] },
      challenge: { slug: 'water-detectives', kind: 'sdg' },
      featured: true,
      site: 'Greenwood Primary School',
    });
    const filters = (await call('GET', '/api/challenge-submissions/filters/', { token: teacher })).json();
    expect(filters.classes).toEqual([{ id: expect.any(String), name: 'Year 4 Oak' }]);
    expect(filters.can_choose_dear_world).toBe(false);
    const byClass = (await call('GET', `/api/challenge-submissions/?class=${filters.classes[0].id}&limit=50`, { token: teacher })).json();
    expect(byClass.count).toBe(all.json().count);
    const letterId = await challengeId(LETTER_CHALLENGE_SLUG);
    const letters = (await call('GET', `/api/challenge-submissions/?challenge=${letterId}`, { token: teacher })).json();
    expect(letters.results.every((r: Json) => r.challenge.kind === 'letter')).toBe(true);
    expect(letters.count).toBe(2);

    const ben = (await call('GET', '/api/challenge-submissions/?limit=50', { token: otherTeacher })).json();
    expect(ben.results.map((r: Json) => r.text)).toEqual(['Ash class entry']);
    // Another teacher's class as a filter finds nothing.
    expect((await call('GET', `/api/challenge-submissions/?class=${filters.classes[0].id}`, { token: otherTeacher })).json().count).toBe(0);
    expect((await call('GET', '/api/challenge-submissions/?class=nope', { token: teacher })).statusCode).toBe(400);
  });

  it('shows a school admin every entry of their site, the platform admin every site’s, and students nothing', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const site = (await call('GET', '/api/challenge-submissions/?limit=50', { token: admin })).json();
    expect(site.results.map((r: Json) => r.text)).toEqual(expect.arrayContaining(['Ash class entry', DEMO_SUBMISSIONS[0]!.text]));
    const org = await login(DEMO.orgAdmin, BF);
    expect((await call('GET', '/api/challenge-submissions/', { token: org, host: BF })).json().count).toBe(0);
    const platformAdmin = await login(DEMO.admin, MAIN);
    const every = (await call('GET', '/api/challenge-submissions/?limit=50', { token: platformAdmin, host: MAIN })).json();
    expect(every.count).toBeGreaterThanOrEqual(site.count);
    expect(every.results.find((r: Json) => r.text === 'Ash class entry').site).toBe('Greenwood Primary School');
    const student = await login(username('Kofi'));
    expect((await call('GET', '/api/challenge-submissions/', { token: student })).statusCode).toBe(403);
    expect((await call('GET', '/api/challenge-submissions/')).statusCode).toBe(401);
  });

  it('lets the learner’s teacher and the site’s admins feature an entry, which then shows in the gallery', async () => {
    const [entry] = await entryOf('water-detectives', 'rosal50');
    const url = `/api/challenge-submissions/${entry!.id}/feature/`;
    const teacher = await login(DEMO.teacher);
    const notTheirs = await call('POST', url, { token: teacher, payload: { featured: true } });
    expect(notTheirs.statusCode).toBe(404);
    const student = await login(username('Kofi'));
    expect((await call('POST', url, { token: student, payload: { featured: true } })).statusCode).toBe(403);
    expect((await call('POST', url, { token: otherTeacher, payload: { featured: 'yes' } })).statusCode).toBe(400);
    const bad = await call('POST', '/api/challenge-submissions/not-a-uuid/feature/', { token: otherTeacher, payload: { featured: true } });
    expect(bad.statusCode).toBe(404);

    const ok = await call('POST', url, { token: otherTeacher, payload: { featured: true } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().featured).toBe(true);
    const gallery = (await call('GET', '/api/challenges/sdg/water-detectives/', { host: GW })).json().gallery;
    expect(gallery.map((g: Json) => g.name)).toContain('Rosa');
    expect(JSON.stringify(gallery)).not.toContain('Lind');
    const [row] = await entryOf('water-detectives', 'rosal50');
    expect(row!.featuredBy).not.toBeNull();

    // Sent again as it was, it stays featured; changed, it leaves the gallery until featured again.
    const same = await submit('sdg', 'water-detectives', otherStudent, { text: entry!.text! });
    expect(same.json().submission.featured).toBe(true);
    const changed = await submit('sdg', 'water-detectives', otherStudent, { text: 'Words nobody has read yet.' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().submission.featured).toBe(false);
    const galleryNow = (await call('GET', '/api/challenges/sdg/water-detectives/', { host: GW })).json().gallery;
    expect(JSON.stringify(galleryNow)).not.toContain('Words nobody has read yet.');
    expect((await call('POST', url, { token: otherTeacher, payload: { featured: true } })).json().featured).toBe(true);

    const admin = await login(DEMO.schoolAdmin);
    expect((await call('POST', url, { token: admin, payload: { featured: false } })).json().featured).toBe(false);
    expect((await call('GET', '/api/challenges/sdg/water-detectives/', { host: GW })).json().gallery.map((g: Json) => g.name)).not.toContain('Rosa');
    const [after] = await entryOf('water-detectives', 'rosal50');
    expect(after!.featuredAt).toBeNull();
    expect(after!.featuredBy).toBeNull();
  });
});

describe('the Dear World book', () => {
  it('lets only the platform admin choose letters, and only letters', async () => {
    const [letter] = await entryOf(LETTER_CHALLENGE_SLUG, username('Sofia'));
    const [notLetter] = await entryOf('water-detectives', username('Priya'));
    const url = (id: string) => `/api/challenge-submissions/${id}/dear-world/`;
    const teacher = await login(DEMO.teacher);
    const admin = await login(DEMO.schoolAdmin);
    for (const token of [teacher, admin, await login(username('Sofia'))]) {
      const res = await call('POST', url(letter!.id), { token, payload: { chosen: true } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only the platform admin chooses letters for the Dear World book.');
    }
    const platformAdmin = await login(DEMO.admin, MAIN);
    const wrongKind = await call('POST', url(notLetter!.id), { token: platformAdmin, host: MAIN, payload: { chosen: true } });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error).toBe('Only letters can be chosen for the Dear World book.');
    const chosen = await call('POST', url(letter!.id), { token: platformAdmin, host: MAIN, payload: { chosen: true } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().dear_world).toBe(true);

    const list = (await call('GET', '/api/challenge-submissions/?kind=letter&dear_world=true&limit=50', { token: platformAdmin, host: MAIN })).json();
    // Amara's letter and Year 3 Willow's were chosen by the demo, Sofia's now.
    const willow = DEMO_DEAR_WORLD_LETTERS.map((l) => DEMO_BULK_STUDENTS.find((s) => s.username === l.username)!.first_name);
    expect(list.results.map((r: Json) => r.student.first_name).sort()).toEqual(['Amara', 'Sofia', ...willow].sort());
    const filters = (await call('GET', '/api/challenge-submissions/filters/', { token: platformAdmin, host: MAIN })).json();
    expect(filters.can_choose_dear_world).toBe(true);

    const unchosen = await call('POST', url(letter!.id), { token: platformAdmin, host: MAIN, payload: { chosen: false } });
    expect(unchosen.json().dear_world).toBe(false);
    const [row] = await platform((tx) => tx.select().from(challengeSubmissions).where(and(eq(challengeSubmissions.id, letter!.id))));
    expect(row!.dearWorldAt).toBeNull();
  });
});

describe('entry files', () => {
  it('serve only to the learner, their teacher, the site’s admins and the platform admin, and to all once featured', async () => {
    const owner = await login(username('Zanele'));
    const png = makePng(6, 6);
    const sent = await submit('sdg', 'water-detectives', owner, { text: 'My poster' }, [{ name: 'My poster!.png', data: png }]);
    expect(sent.statusCode).toBe(201);
    const file = sent.json().submission.file;
    expect(file.url).toMatch(/^\/api\/challenge-submissions\/[0-9a-f-]{36}\/file\?v=\d+$/);

    const get = (token?: string, host = GW) => call('GET', file.url, { host, ...(token ? { token } : {}) });
    const mine = await get(owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-disposition']).toMatch(/^inline; filename="My poster.png"/);
    expect(mine.rawPayload.equals(png)).toBe(true);

    expect((await get(await login(DEMO.teacher))).statusCode).toBe(200);
    expect((await get(await login(DEMO.schoolAdmin))).statusCode).toBe(200);
    expect((await get(await login(DEMO.admin, MAIN), MAIN)).statusCode).toBe(200);
    expect((await get(await login(username('Oliver')))).statusCode).toBe(404);
    // Ben teaches Year 5 Ash, not Zanele's class (created by the teachers' suite above).
    expect((await get(await login('ben@greenwood.test'))).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(404);
    expect((await get(undefined, BF)).statusCode).toBe(404);
    // Never under /media.
    const [row] = await entryOf('water-detectives', username('Zanele'));
    expect((await call('GET', `/media/${row!.fileKey}`, { host: GW })).statusCode).toBe(404);
    expect(row!.fileKey).toMatch(/^challenge-submissions\//);

    const featured = await call('POST', `/api/challenge-submissions/${row!.id}/feature/`, { token: await login(DEMO.teacher), payload: { featured: true } });
    expect(featured.statusCode).toBe(200);
    const pub = await get();
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toBe('no-cache');
    expect((await get(undefined, BF)).statusCode).toBe(404);

    // A Word document downloads rather than opens.
    const docx = await submit('comprehension', 'amaras-long-water-walk', owner, {}, [{ name: 'answers.docx', data: DOCX }]);
    const doc = await call('GET', docx.json().submission.file.url, { host: GW, token: owner });
    expect(doc.headers['content-disposition']).toMatch(/^attachment; filename="answers.docx"/);
  });

  it('keep a harmless name whatever the file was called: ../, NUL, right-to-left marks, quotes and header breaks', async () => {
    // Attack: a name that climbs out of the folder, hides its real extension behind U+202E
    // ("poster‮gnp.exe" shows as "posterexe.png"), ends early at a NUL, or breaks the download header.
    const token = await login(username('Mei'));
    const hostile = ['../../../etc/passwd.png', '..\\..\\boot.ini.png', 'poster\u202Egnp.exe.png', 'a\u0000.sh.png', 'x";\r\nSet-Cookie: evil=1;.png', '\u200F\u2066.png'];
    for (const name of hostile) {
      const sent = await submit('sdg', 'trash-to-treasure', token, { text: 'My pot' }, [{ name, data: makePng(5, 5) }]);
      expect([200, 201], `${JSON.stringify(name)}: ${sent.body}`).toContain(sent.statusCode);
      const [row] = await entryOf('trash-to-treasure', username('Mei'));
      // Kept under a key of ours, in our folder; the given name is only a label, and a plain one.
      expect(row!.fileKey).toMatch(/^challenge-submissions\/[0-9a-f-]{36}\.png$/);
      for (const f of storedFiles()) expect(f).toMatch(/^[0-9a-f-]{36}\.(?:png|jpg|webp|pdf|docx)$/);
      expect(row!.fileName).toMatch(/^[\p{L}\p{N} _()-]+\.png$/u);
      const served = await call('GET', sent.json().submission.file.url, { host: GW, token });
      expect(served.statusCode).toBe(200);
      expect(served.headers['set-cookie']).toBeUndefined();
      expect(served.headers['content-disposition']).toMatch(/^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9\-_.!~*'()%]+$/);
      expect(served.headers['content-disposition']).not.toMatch(/\.\.|\/|\\|\.exe|\.sh/);
      expect(row!.fileName).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
      expect(row!.fileName).not.toContain(String.fromCharCode(0));
    }
  });
});

describe('webp dimensions', () => {
  it('reads the size of lossless, lossy and extended WebP files', () => {
    expect(webpDimensions(makeWebp(640, 480))).toEqual({ width: 640, height: 480 });
    const vp8 = Buffer.alloc(40);
    vp8.write('RIFF', 0, 'latin1');
    vp8.write('WEBP', 8, 'latin1');
    vp8.write('VP8 ', 12, 'latin1');
    vp8.set([0x9d, 0x01, 0x2a], 23);
    vp8.writeUInt16LE(300, 26);
    vp8.writeUInt16LE(200, 28);
    expect(webpDimensions(vp8)).toEqual({ width: 300, height: 200 });
    const vp8x = Buffer.alloc(40);
    vp8x.write('RIFF', 0, 'latin1');
    vp8x.write('WEBP', 8, 'latin1');
    vp8x.write('VP8X', 12, 'latin1');
    vp8x.writeUIntLE(1023, 24, 3);
    vp8x.writeUIntLE(767, 27, 3);
    expect(webpDimensions(vp8x)).toEqual({ width: 1024, height: 768 });
    expect(webpDimensions(Buffer.from('RIFF0000WAVEfmt '))).toBeNull();
  });
});
