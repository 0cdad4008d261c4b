import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORING_MSG as MSG } from '@commonshelf/shared/courses/authoring.schemas';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { createUser, DEMO } from '../../db/seed/seed.js';
import { createLocalStorage } from '../../lib/storage.js';
import { makePng } from '../../test/images.js';
import { storedFileNames } from '../../test/stored-files.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { setLessonVideo, uniqueSlug } from './authoring.service.js';
import { chapters, courses, lessonQuizzes, lessons } from './courses.table.js';
import { quizAttempts } from './enrollments.table.js';

let t: TestApp;
let greenwoodId: string;
let brightId: string;
beforeAll(async () => {
  t = await createTestApp();
  [greenwoodId, brightId] = await platform(async (tx) => [
    (await findTenantBySubdomain(tx, DEMO.school.subdomain))!.id,
    (await findTenantBySubdomain(tx, DEMO.organization.subdomain))!.id,
  ]);
});
afterAll(() => t.close());

const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { login, platform } = apiClient(() => t);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
let ipSeq = 0;
function req(method: Method, url: string, opts: { token?: string; host?: string; json?: unknown; form?: { payload: Buffer; contentType: string } } = {}) {
  const headers: Record<string, string> = { host: opts.host ?? GW };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.form) headers['content-type'] = opts.form.contentType;
  return t.app.inject({
    method,
    url,
    headers,
    payload: opts.form ? opts.form.payload : (opts.json as object | undefined),
    remoteAddress: `10.11.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
  });
}

/** A multipart body as a browser's FormData sends it. */
async function form(fields: Record<string, string | { data: Buffer; filename: string }>) {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') fd.append(name, value);
    else fd.append(name, new Blob([new Uint8Array(value.data)]), value.filename);
  }
  const request = new Request('http://x/', { method: 'POST', body: fd });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom'), Buffer.alloc(20_000, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const filesIn = (folder: string) => storedFileNames(path.join(t.config.uploadsDir, folder));
const fileOfUrl = (url: string) => path.join(t.config.uploadsDir, decodeURIComponent(url.replace(/^\/media\//, '')));

let adminToken: string | undefined;
let platformToken: string | undefined;
const schoolAdmin = async () => (adminToken ??= await login(DEMO.schoolAdmin));
const platformAdmin = async () => (platformToken ??= await login(DEMO.admin, MAIN));

let seq = 0;
/** A fresh Greenwood course (or the platform's with `host: MAIN`). */
async function newCourse(body: Record<string, unknown> = {}, host = GW) {
  const token = host === MAIN ? await platformAdmin() : await schoolAdmin();
  const res = await req('POST', '/api/authoring/courses/', { token, host, json: { name: `Rivers and us ${++seq}`, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addChapter(courseId: number, title: string, host = GW) {
  const token = host === MAIN ? await platformAdmin() : await schoolAdmin();
  const res = await req('POST', `/api/authoring/courses/${courseId}/chapters/`, { token, host, json: { title } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().chapters.at(-1);
}

async function addLesson(chapterId: number, title: string, content = '<p>Water flows downhill.</p>', host = GW) {
  const token = host === MAIN ? await platformAdmin() : await schoolAdmin();
  const res = await req('POST', `/api/authoring/chapters/${chapterId}/lessons/`, { token, host, json: { title } });
  expect(res.statusCode, res.body).toBe(201);
  const lesson = res.json();
  if (content) {
    const patched = await req('PATCH', `/api/authoring/lessons/${lesson.id}/`, { token, host, json: { content_html: content } });
    expect(patched.statusCode, patched.body).toBe(200);
    return patched.json();
  }
  return lesson;
}

/** A Greenwood course with two chapters of two lessons each, all with content. */
async function courseWithOutline() {
  const course = await newCourse();
  const a = await addChapter(course.id, 'Where rivers begin');
  const b = await addChapter(course.id, 'Rivers and people');
  const lessons = [await addLesson(a.id, 'Springs'), await addLesson(a.id, 'Streams'), await addLesson(b.id, 'Towns'), await addLesson(b.id, 'Bridges')];
  return { course, chapters: [a, b], lessons };
}

const getCourse = async (id: number, host = GW) =>
  (await req('GET', `/api/authoring/courses/${id}/`, { token: host === MAIN ? await platformAdmin() : await schoolAdmin(), host })).json();

describe('who may author', () => {
  it('asks for a login, and refuses everyone but the platform admin (main site) and school admins (own site)', async () => {
    expect((await req('GET', '/api/authoring/courses/')).statusCode).toBe(401);
    const student = await login(DEMO_STUDENTS[0]!.username);
    const teacher = await login(DEMO.teacher);
    const orgAdmin = await login(DEMO.orgAdmin, BF);
    for (const [token, host] of [[student, GW], [teacher, GW], [orgAdmin, BF]] as const) {
      const list = await req('GET', '/api/authoring/courses/', { token, host });
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({ error: MSG.notAuthor });
      const create = await req('POST', '/api/authoring/courses/', { token, host, json: { name: 'Not mine' } });
      expect(create.statusCode).toBe(403);
    }
    const n = await platform((tx) => tx.select().from(courses).where(eq(courses.name, 'Not mine')));
    expect(n).toHaveLength(0);
  });

  it("gives a school admin their school's courses and the platform admin the platform's, each only their own", async () => {
    const mine = await newCourse({ name: 'Greenwood gardens' });
    const theirs = await newCourse({ name: 'Platform gardens' }, MAIN);
    const [row] = await platform((tx) => tx.select().from(courses).where(eq(courses.id, mine.id)));
    expect(row!.tenantId).toBe(greenwoodId);
    expect(row!.status).toBe('draft');
    const [prow] = await platform((tx) => tx.select().from(courses).where(eq(courses.id, theirs.id)));
    expect(prow!.tenantId).toBeNull();

    const gwList = (await req('GET', '/api/authoring/courses/', { token: await schoolAdmin() })).json();
    expect(gwList.results.map((c: { id: number }) => c.id)).toContain(mine.id);
    expect(gwList.results.map((c: { id: number }) => c.id)).not.toContain(theirs.id);
    // The seeded platform courses are readable on Greenwood's site, but not Greenwood's to edit.
    expect(gwList.results.some((c: { slug: string }) => c.slug === 'this-is-course')).toBe(false);
    const mainList = (await req('GET', '/api/authoring/courses/', { token: await platformAdmin(), host: MAIN })).json();
    expect(mainList.results.map((c: { id: number }) => c.id)).toContain(theirs.id);
    expect(mainList.results.map((c: { id: number }) => c.id)).not.toContain(mine.id);
    expect(mainList.results.some((c: { slug: string }) => c.slug === 'this-is-course')).toBe(true);
  });

  it("never lets an admin touch another site's or the platform's rows: 404, and nothing changes", async () => {
    const token = await schoolAdmin();
    const { course, chapters: [chapter], lessons: [lesson] } = await courseWithOutline();
    const [platformCourse] = await platform((tx) => tx.select().from(courses).where(eq(courses.slug, 'this-is-course')));
    const [platformLesson] = await platform((tx) =>
      tx.select({ id: lessons.id, title: lessons.title }).from(lessons).innerJoin(chapters, eq(chapters.id, lessons.chapterId)).where(eq(chapters.courseId, platformCourse!.id)).limit(1),
    );
    // A course of another school, written as that school would.
    const [bright] = await platform((tx) => tx.insert(courses).values({ tenantId: brightId, slug: 'bright-course', name: 'Bright course' }).returning());

    for (const id of [platformCourse!.id, bright!.id]) {
      expect((await req('GET', `/api/authoring/courses/${id}/`, { token })).statusCode).toBe(404);
      const patch = await req('PATCH', `/api/authoring/courses/${id}/`, { token, json: { name: 'Taken over' } });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual({ error: MSG.courseNotFound });
      expect((await req('POST', `/api/authoring/courses/${id}/publish/`, { token })).statusCode).toBe(404);
      expect((await req('POST', `/api/authoring/courses/${id}/unpublish/`, { token })).statusCode).toBe(404);
      expect((await req('DELETE', `/api/authoring/courses/${id}/`, { token })).statusCode).toBe(404);
      expect((await req('POST', `/api/authoring/courses/${id}/chapters/`, { token, json: { title: 'Sneaky' } })).statusCode).toBe(404);
    }
    for (const [method, url, json] of [
      ['PATCH', `/api/authoring/lessons/${platformLesson!.id}/`, { title: 'Taken over' }],
      ['PUT', `/api/authoring/lessons/${platformLesson!.id}/quiz/`, { pass_mark: 0, questions: [{ question: 'Q', options: ['a', 'b'], correct: 0 }] }],
      ['DELETE', `/api/authoring/lessons/${platformLesson!.id}/`, undefined],
      ['POST', `/api/authoring/lessons/${platformLesson!.id}/resources/`, { title: 'x', url: 'https://example.org' }],
    ] as const) {
      expect((await req(method, url, { token, json })).statusCode, url).toBe(404);
    }
    const [after] = await platform((tx) => tx.select().from(courses).where(eq(courses.id, platformCourse!.id)));
    expect(after!.name).toBe(platformCourse!.name);
    expect(after!.status).toBe('published');
    const [lessonAfter] = await platform((tx) => tx.select().from(lessons).where(eq(lessons.id, platformLesson!.id)));
    expect(lessonAfter!.title).toBe(platformLesson!.title);
    expect((await platform((tx) => tx.select().from(courses).where(eq(courses.id, bright!.id))))[0]!.name).toBe('Bright course');

    // The platform admin cannot reach Greenwood's rows from the main site either.
    const ptoken = await platformAdmin();
    expect((await req('PATCH', `/api/authoring/courses/${course.id}/`, { token: ptoken, host: MAIN, json: { name: 'x' } })).statusCode).toBe(404);
    expect((await req('PATCH', `/api/authoring/chapters/${chapter.id}/`, { token: ptoken, host: MAIN, json: { title: 'x' } })).statusCode).toBe(404);
    expect((await req('GET', `/api/authoring/lessons/${lesson.id}/`, { token: ptoken, host: MAIN })).statusCode).toBe(404);
    // A lesson of one course cannot be ordered into another's outline.
    const other = await courseWithOutline();
    const order = { chapters: [{ id: other.chapters[0].id, lessons: [lesson.id] }] };
    expect((await req('PUT', `/api/authoring/courses/${other.course.id}/outline/`, { token, json: order })).statusCode).toBe(400);
  });
});

describe('courses', () => {
  it('makes the slug from the name, unique on the site; a slug asked for and taken is a 409', async () => {
    const a = await newCourse({ name: 'Café & Friends!' });
    expect(a.slug).toBe('cafe-friends');
    const b = await newCourse({ name: 'Café & Friends!' });
    expect(b.slug).toBe('cafe-friends-2');
    const clash = await req('POST', '/api/authoring/courses/', { token: await schoolAdmin(), json: { name: 'Another', slug: 'cafe-friends' } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: MSG.slugTaken, slug: [MSG.slugTaken] });
    // A platform course's slug is taken on every school site (the school's would hide it).
    const shadow = await req('POST', '/api/authoring/courses/', { token: await schoolAdmin(), json: { name: 'Letters', slug: 'this-is-course' } });
    expect(shadow.statusCode).toBe(409);
    const renamed = await req('PATCH', `/api/authoring/courses/${b.id}/`, { token: await schoolAdmin(), json: { slug: 'cafe-friends' } });
    expect(renamed.statusCode).toBe(409);
    const bad = await req('POST', '/api/authoring/courses/', { token: await schoolAdmin(), json: { name: 'x', slug: 'Not A Slug' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().slug).toEqual([MSG.slug]);
    // Another school may use the same slug: uniqueness is per owner.
    const [row] = await platform((tx) => tx.insert(courses).values({ tenantId: brightId, slug: 'cafe-friends', name: 'Bright café' }).returning());
    expect(row!.slug).toBe('cafe-friends');
  });

  it('validates the details, keeps what a PATCH leaves out, and sanitises the description', async () => {
    const token = await schoolAdmin();
    const empty = await req('POST', '/api/authoring/courses/', { token, json: { name: '  ', sdgs: [0, 18] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().name).toEqual([MSG.nameRequired]);
    expect(empty.json()['sdgs.0']).toEqual([MSG.sdgs]);
    const course = await newCourse({
      intro: 'Rivers near us',
      kind: 'hub',
      sdgs: [14, 6],
      outcomes: ['Name three rivers'],
      description_html: '<p>Hello <strong>rivers</strong><script>alert(1)</script><img src="/x.png" onerror="alert(2)"></p>',
    });
    expect(course).toMatchObject({ intro: 'Rivers near us', kind: 'hub', sdgs: [6, 14], outcomes: ['Name three rivers'], status: 'draft' });
    expect(course.description_html).toContain('<strong>rivers</strong>');
    expect(course.description_html).not.toMatch(/script|onerror|alert/);
    const patched = await req('PATCH', `/api/authoring/courses/${course.id}/`, { token, json: { name: 'Rivers, renamed' } });
    expect(patched.json()).toMatchObject({ name: 'Rivers, renamed', intro: 'Rivers near us', kind: 'hub', sdgs: [6, 14], slug: course.slug });
    expect((await req('PATCH', `/api/authoring/courses/${course.id}/`, { token, json: { mode_id: 999_999 } })).statusCode).toBe(400);
  });

  it('takes a PNG or JPEG cover judged by its bytes, removes the old one when replaced, and keeps nothing on failure', async () => {
    const token = await schoolAdmin();
    const course = await newCourse();
    const before = filesIn('courses').length;
    const fake = await req('PUT', `/api/authoring/courses/${course.id}/cover/`, { token, form: await form({ cover: { data: Buffer.from('<html>not an image</html>'), filename: 'cover.png' } }) });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().cover).toEqual([MSG.coverType]);
    expect(filesIn('courses').length).toBe(before);

    const first = await req('PUT', `/api/authoring/courses/${course.id}/cover/`, { token, form: await form({ cover: { data: makePng(40, 20), filename: 'a.png' } }) });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().cover as string;
    expect(firstUrl).toMatch(/^\/media\/courses\/[0-9a-f-]+\.png$/);
    expect(existsSync(fileOfUrl(firstUrl))).toBe(true);
    const second = await req('PUT', `/api/authoring/courses/${course.id}/cover/`, { token, form: await form({ cover: { data: makePng(30, 30), filename: 'b.png' } }) });
    expect(second.statusCode).toBe(200);
    expect(existsSync(fileOfUrl(second.json().cover))).toBe(true);
    expect(existsSync(fileOfUrl(firstUrl))).toBe(false);
    expect(filesIn('courses').length).toBe(before + 1);
    // JSON instead of a form.
    expect((await req('PUT', `/api/authoring/courses/${course.id}/cover/`, { token, json: {} })).statusCode).toBe(415);
  });

  it('deletes only drafts, with their files', async () => {
    const token = await schoolAdmin();
    const { course, lessons: [lesson] } = await courseWithOutline();
    const cover = (await req('PUT', `/api/authoring/courses/${course.id}/cover/`, { token, form: await form({ cover: { data: makePng(8, 8), filename: 'c.png' } }) })).json().cover;
    const video = (await req('PUT', `/api/authoring/lessons/${lesson.id}/video/`, { token, form: await form({ file: { data: MP4, filename: 'v.mp4' } }) })).json().video_file;
    expect((await req('POST', `/api/authoring/courses/${course.id}/publish/`, { token })).statusCode).toBe(200);
    const refused = await req('DELETE', `/api/authoring/courses/${course.id}/`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: MSG.deletePublished });
    expect((await req('POST', `/api/authoring/courses/${course.id}/unpublish/`, { token })).statusCode).toBe(200);
    expect((await req('DELETE', `/api/authoring/courses/${course.id}/`, { token })).statusCode).toBe(204);
    expect(await platform((tx) => tx.select().from(courses).where(eq(courses.id, course.id)))).toHaveLength(0);
    expect(await platform((tx) => tx.select().from(lessons).where(eq(lessons.id, lesson.id)))).toHaveLength(0);
    expect(existsSync(fileOfUrl(cover))).toBe(false);
    expect(existsSync(fileOfUrl(video))).toBe(false);
  });
});

describe('chapters, lessons and their order', () => {
  it('creates chapters and lessons with slugs from their titles, unique within their parent', async () => {
    const course = await newCourse();
    const a = await addChapter(course.id, 'Getting started');
    const b = await addChapter(course.id, 'Getting started');
    expect([a.slug, b.slug]).toEqual(['getting-started', 'getting-started-2']);
    expect([a.position, b.position]).toEqual([1, 2]);
    const l1 = await addLesson(a.id, 'Hello');
    const l2 = await addLesson(a.id, 'Hello');
    expect([l1.slug, l2.slug, l1.position, l2.position]).toEqual(['hello', 'hello-2', 1, 2]);
    const clash = await req('PATCH', `/api/authoring/lessons/${l2.id}/`, { token: await schoolAdmin(), json: { slug: 'hello' } });
    expect(clash.statusCode).toBe(409);
    const renamed = await req('PATCH', `/api/authoring/chapters/${b.id}/`, { token: await schoolAdmin(), json: { title: 'Going further' } });
    expect(renamed.json().chapters[1]).toMatchObject({ title: 'Going further', slug: 'getting-started-2' });
    expect((await req('POST', `/api/authoring/courses/${course.id}/chapters/`, { token: await schoolAdmin(), json: { title: '' } })).statusCode).toBe(400);
  });

  it('sanitises lesson content: scripts and handlers go, formatting stays', async () => {
    const { lessons: [lesson] } = await courseWithOutline();
    const res = await req('PATCH', `/api/authoring/lessons/${lesson.id}/`, {
      token: await schoolAdmin(),
      json: { content_html: '<h2>Title</h2><p><strong>bold</strong> <a href="javascript:alert(1)">x</a></p><script>steal()</script><iframe src="https://evil.example/"></iframe><img src="/media/a.png" onerror="x()">' },
    });
    expect(res.statusCode).toBe(200);
    const html = res.json().content_html as string;
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/script|javascript:|onerror|evil\.example/);
    const [row] = await platform((tx) => tx.select().from(lessons).where(eq(lessons.id, lesson.id)));
    expect(row!.contentHtml).toBe(html);
  });

  it('applies a whole new order in one request: chapters, lessons, and lessons moved between chapters', async () => {
    const { course, chapters: [a, b], lessons: [springs, streams, towns, bridges] } = await courseWithOutline();
    // "Streams" moves into b, where a lesson already has its slug: it gets a free one.
    await req('PATCH', `/api/authoring/lessons/${towns.id}/`, { token: await schoolAdmin(), json: { slug: 'streams' } });
    const order = { chapters: [{ id: b.id, lessons: [bridges.id, streams.id, towns.id] }, { id: a.id, lessons: [springs.id] }] };
    const res = await req('PUT', `/api/authoring/courses/${course.id}/outline/`, { token: await schoolAdmin(), json: order });
    expect(res.statusCode, res.body).toBe(200);
    const outline = res.json().chapters.map((c: { id: number; position: number; lessons: { id: number; slug: string; position: number }[] }) => ({
      id: c.id,
      position: c.position,
      lessons: c.lessons.map((l) => [l.id, l.slug, l.position]),
    }));
    expect(outline).toEqual([
      { id: b.id, position: 1, lessons: [[bridges.id, 'bridges', 1], [streams.id, 'streams-2', 2], [towns.id, 'streams', 3]] },
      { id: a.id, position: 2, lessons: [[springs.id, 'springs', 1]] },
    ]);
    // Two lessons of one slug trade chapters: no step of the change breaks "one slug a chapter".
    await req('PATCH', `/api/authoring/lessons/${springs.id}/`, { token: await schoolAdmin(), json: { slug: 'bridges' } });
    const swap = { chapters: [{ id: b.id, lessons: [springs.id, streams.id, towns.id] }, { id: a.id, lessons: [bridges.id] }] };
    const swapped = await req('PUT', `/api/authoring/courses/${course.id}/outline/`, { token: await schoolAdmin(), json: swap });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().chapters[0].lessons.map((l: { slug: string }) => l.slug)).toEqual(['bridges', 'streams-2', 'streams']);
    expect(swapped.json().chapters[1].lessons.map((l: { slug: string }) => l.slug)).toEqual(['bridges']);
  });

  it('refuses an order that does not name every chapter and lesson exactly once, and changes nothing', async () => {
    const token = await schoolAdmin();
    const { course, chapters: [a, b], lessons: [l1, l2, l3, l4] } = await courseWithOutline();
    const before = await getCourse(course.id);
    const bad = [
      { chapters: [{ id: b.id, lessons: [l4.id, l3.id] }, { id: a.id, lessons: [l2.id] }] }, // a lesson missing
      { chapters: [{ id: b.id, lessons: [l4.id, l3.id, l1.id] }, { id: a.id, lessons: [l2.id, l1.id] }] }, // a lesson twice
      { chapters: [{ id: b.id, lessons: [l4.id, l3.id, l2.id, l1.id] }] }, // a chapter missing
      { chapters: [{ id: b.id, lessons: [l4.id, l3.id] }, { id: b.id, lessons: [] }, { id: a.id, lessons: [l2.id, l1.id] }] }, // a chapter twice
      { chapters: [{ id: b.id, lessons: [l4.id, l3.id, 999_999] }, { id: a.id, lessons: [l2.id, l1.id] }] }, // a stranger
    ];
    for (const order of bad) {
      const res = await req('PUT', `/api/authoring/courses/${course.id}/outline/`, { token, json: order });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MSG.outlineMismatch, chapters: [MSG.outlineMismatch] });
    }
    const after = await getCourse(course.id);
    expect(after.chapters).toEqual(before.chapters);
  });

  it('deletes chapters and lessons with their files', async () => {
    const token = await schoolAdmin();
    const { course, chapters: [a, b], lessons: [l1] } = await courseWithOutline();
    const withFile = await req('POST', `/api/authoring/lessons/${l1.id}/resources/`, { token, form: await form({ title: 'Worksheet', file: { data: PDF, filename: 'w.pdf' } }) });
    const fileUrl = withFile.json().resources[0].url;
    expect(existsSync(fileOfUrl(fileUrl))).toBe(true);
    const lessonGone = await req('DELETE', `/api/authoring/lessons/${l1.id}/`, { token });
    expect(lessonGone.statusCode).toBe(200);
    expect(lessonGone.json().chapters[0].lessons).toHaveLength(1);
    expect(existsSync(fileOfUrl(fileUrl))).toBe(false);
    const chapterGone = await req('DELETE', `/api/authoring/chapters/${b.id}/`, { token });
    expect(chapterGone.json().chapters.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await getCourse(course.id)).chapters).toHaveLength(1);
  });
});

describe('videos', () => {
  it('takes a YouTube or Vimeo link and nothing else', async () => {
    const token = await schoolAdmin();
    const { lessons: [lesson] } = await courseWithOutline();
    for (const url of ['https://evil.example/watch?v=abcdefghijk', 'javascript:alert(1)', 'https://www.youtube.com/watch?v=short']) {
      const res = await req('PATCH', `/api/authoring/lessons/${lesson.id}/`, { token, json: { video_url: url } });
      expect(res.statusCode).toBe(400);
      expect(res.json().video_url).toEqual([MSG.videoUrl]);
    }
    const ok = await req('PATCH', `/api/authoring/lessons/${lesson.id}/`, { token, json: { video_url: 'https://youtu.be/dQw4w9WgXcQ' } });
    expect(ok.json()).toMatchObject({ video_url: 'https://youtu.be/dQw4w9WgXcQ', video_file: null });
    const cleared = await req('PATCH', `/api/authoring/lessons/${lesson.id}/`, { token, json: { video_url: null } });
    expect(cleared.json().video_url).toBeNull();
  });

  it('streams an MP4 or WebM judged by its bytes; a replaced file is removed, a refused one never kept', async () => {
    const token = await schoolAdmin();
    const { lessons: [lesson] } = await courseWithOutline();
    const before = filesIn('lesson-videos');
    const png = await req('PUT', `/api/authoring/lessons/${lesson.id}/video/`, { token, form: await form({ file: { data: makePng(4, 4), filename: 'clip.mp4' } }) });
    expect(png.statusCode).toBe(400);
    expect(png.json().file).toEqual([MSG.videoType]);
    expect(filesIn('lesson-videos')).toEqual(before);

    await req('PATCH', `/api/authoring/lessons/${lesson.id}/`, { token, json: { video_url: 'https://vimeo.com/76979871' } });
    const first = await req('PUT', `/api/authoring/lessons/${lesson.id}/video/`, { token, form: await form({ file: { data: MP4, filename: 'a.mp4' } }) });
    expect(first.statusCode, first.body).toBe(200);
    // One video a lesson: the upload replaces the link.
    expect(first.json()).toMatchObject({ video_url: null, video_file: expect.stringMatching(/^\/media\/lesson-videos\/[0-9a-f-]+\.mp4$/) });
    const firstFile = fileOfUrl(first.json().video_file);
    expect(existsSync(firstFile)).toBe(true);
    const second = await req('PUT', `/api/authoring/lessons/${lesson.id}/video/`, { token, form: await form({ file: { data: MP4, filename: 'b.mp4' } }) });
    expect(existsSync(fileOfUrl(second.json().video_file))).toBe(true);
    expect(existsSync(firstFile)).toBe(false);
    // A link replaces the file, which goes.
    const linked = await req('PATCH', `/api/authoring/lessons/${lesson.id}/`, { token, json: { video_url: 'https://vimeo.com/76979871' } });
    expect(linked.json().video_file).toBeNull();
    expect(existsSync(fileOfUrl(second.json().video_file))).toBe(false);
    expect(filesIn('lesson-videos')).toEqual(before);
  });

  it('refuses a video past the size limit while streaming and leaves no file, not even a partial one', async () => {
    const { lessons: [lesson] } = await courseWithOutline();
    const storage = createLocalStorage(t.config.uploadsDir);
    const ctx = {
      run: <T,>(fn: Parameters<TestApp['db']['withTenant']>[1]) => t.db.withTenant({ tenantId: greenwoodId }, fn) as Promise<T>,
      storage,
      owner: { tenantId: greenwoodId },
      warn: () => {},
    };
    const chunks = function* () {
      yield MP4.subarray(0, 8192);
      for (let i = 0; i < 20; i++) yield Buffer.alloc(8192, i);
    };
    const before = filesIn('lesson-videos');
    await expect(setLessonVideo(ctx, lesson.id, Readable.from(chunks()), { maxBytes: 50_000 })).rejects.toMatchObject({ statusCode: 400, fields: { file: [MSG.videoTooLarge] } });
    expect(filesIn('lesson-videos')).toEqual(before);
    // Cut at the limit by the multipart reader: refused the same way.
    await expect(setLessonVideo(ctx, lesson.id, Readable.from([MP4]), { truncated: () => true })).rejects.toMatchObject({ statusCode: 400 });
    expect(filesIn('lesson-videos')).toEqual(before);
    const [row] = await platform((tx) => tx.select().from(lessons).where(eq(lessons.id, lesson.id)));
    expect(row!.videoKey).toBeNull();
  });
});

describe('resources', () => {
  it('adds links and files (judged by their bytes), in order, reorders and removes them', async () => {
    const token = await schoolAdmin();
    const { lessons: [lesson] } = await courseWithOutline();
    const bad = await req('POST', `/api/authoring/lessons/${lesson.id}/resources/`, { token, json: { title: 'x', url: 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().url).toEqual([MSG.url]);
    const before = filesIn('lesson-resources');
    const exe = await req('POST', `/api/authoring/lessons/${lesson.id}/resources/`, { token, form: await form({ title: 'Tool', file: { data: Buffer.from('MZ\x90\x00 this is not a document'), filename: 'tool.pdf' } }) });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().file).toEqual([MSG.resourceType]);
    expect(filesIn('lesson-resources')).toEqual(before);

    const link = await req('POST', `/api/authoring/lessons/${lesson.id}/resources/`, { token, json: { title: 'River map', url: 'https://example.org/map' } });
    expect(link.statusCode).toBe(201);
    const file = await req('POST', `/api/authoring/lessons/${lesson.id}/resources/`, { token, form: await form({ title: 'Worksheet', file: { data: PDF, filename: 'w.pdf' } }) });
    expect(file.statusCode, file.body).toBe(201);
    const [r1, r2] = file.json().resources;
    expect(r1).toMatchObject({ title: 'River map', kind: 'link', url: 'https://example.org/map', position: 1 });
    expect(r2).toMatchObject({ title: 'Worksheet', kind: 'file', url: expect.stringMatching(/^\/media\/lesson-resources\/[0-9a-f-]+\.pdf$/), position: 2 });

    const reordered = await req('PUT', `/api/authoring/lessons/${lesson.id}/resources/order/`, { token, json: { ids: [r2.id, r1.id] } });
    expect(reordered.json().resources.map((r: { id: number }) => r.id)).toEqual([r2.id, r1.id]);
    expect((await req('PUT', `/api/authoring/lessons/${lesson.id}/resources/order/`, { token, json: { ids: [r2.id] } })).statusCode).toBe(400);

    const removed = await req('DELETE', `/api/authoring/resources/${r2.id}/`, { token });
    expect(removed.json().resources.map((r: { id: number }) => r.id)).toEqual([r1.id]);
    expect(existsSync(fileOfUrl(r2.url))).toBe(false);
  });
});

describe('quizzes', () => {
  const quiz = {
    pass_mark: 50,
    questions: [
      { question: 'Where do rivers start?', options: ['Springs', 'The sea'], correct: 0 },
      { question: 'What crosses a river?', options: ['A bridge', 'A cloud', 'A kite'], correct: 0 },
    ],
  };

  it('validates questions (2–6 options, one correct answer among them) and the pass mark', async () => {
    const token = await schoolAdmin();
    const { lessons: [lesson] } = await courseWithOutline();
    const q = (question: object) => ({ pass_mark: 60, questions: [{ question: 'Q?', options: ['a', 'b'], correct: 0, ...question }] });
    for (const body of [
      q({ options: ['only one'] }),
      q({ options: ['1', '2', '3', '4', '5', '6', '7'] }),
      q({ correct: 2 }),
      q({ correct: [0, 1] }),
      q({ options: ['a', ' '] }),
      { ...q({}), pass_mark: 101 },
      { ...q({}), pass_mark: -1 },
      { pass_mark: 50, questions: [] },
    ]) {
      const res = await req('PUT', `/api/authoring/lessons/${lesson.id}/quiz/`, { token, json: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await platform((tx) => tx.select().from(lessonQuizzes).where(eq(lessonQuizzes.lessonId, lesson.id)))).toHaveLength(0);
  });

  it('creates, replaces and deletes a quiz; attempts made before an edit keep their scores', async () => {
    const token = await schoolAdmin();
    const { course, chapters: [chapter], lessons: [lesson] } = await courseWithOutline();
    const created = await req('PUT', `/api/authoring/lessons/${lesson.id}/quiz/`, { token, json: quiz });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().quiz).toEqual(quiz);
    expect((await req('POST', `/api/authoring/courses/${course.id}/publish/`, { token })).statusCode).toBe(200);

    // A student takes it and gets one of two right.
    const student = await login(DEMO_STUDENTS[3]!.username);
    const enrol = await req('POST', '/api/course-enrollments/', { token: student, json: { course: course.id } });
    expect(enrol.statusCode).toBe(201);
    const attempt = await req('POST', `/api/courses/${course.slug}/chapters/${chapter.slug}/lessons/${lesson.slug}/quiz/`, { token: student, json: { answers: [0, 1] } });
    expect(attempt.json()).toMatchObject({ score: 50, passed: true });

    const edited = { pass_mark: 80, questions: [...quiz.questions, { question: 'Do rivers flow uphill?', options: ['Yes', 'No'], correct: 1 }] };
    const replaced = await req('PUT', `/api/authoring/lessons/${lesson.id}/quiz/`, { token, json: edited });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().quiz).toEqual(edited);
    const [q] = await platform((tx) => tx.select().from(lessonQuizzes).where(eq(lessonQuizzes.lessonId, lesson.id)));
    const attempts = await platform((tx) => tx.select().from(quizAttempts).where(eq(quizAttempts.quizId, q!.id)));
    expect(attempts.map((a) => [a.score, a.passed])).toEqual([[50, true]]);
    // Learners see the new quiz, without its answers.
    const seen = await req('GET', `/api/courses/${course.slug}/chapters/${chapter.slug}/lessons/${lesson.slug}/`, { token: student });
    expect(seen.json().quiz).toEqual({ pass_mark: 80, questions: edited.questions.map(({ question, options }) => ({ question, options })) });

    const deleted = await req('DELETE', `/api/authoring/lessons/${lesson.id}/quiz/`, { token });
    expect(deleted.json().quiz).toBeNull();
    expect((await req('DELETE', `/api/authoring/lessons/${lesson.id}/quiz/`, { token })).statusCode).toBe(404);
  });
});

describe('publishing and drafts', () => {
  it('publishes only a course with a lesson, every lesson with content; the reasons come back as a 422', async () => {
    const token = await schoolAdmin();
    const course = await newCourse();
    const none = await req('POST', `/api/authoring/courses/${course.id}/publish/`, { token });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ error: MSG.publishProblems, problems: ['Add at least one chapter with at least one lesson.'] });
    const chapter = await addChapter(course.id, 'Only chapter');
    expect((await req('POST', `/api/authoring/courses/${course.id}/publish/`, { token })).json().problems).toEqual([
      'Add at least one chapter with at least one lesson.',
    ]);
    const lesson = await addLesson(chapter.id, 'Blank page', '');
    await req('PATCH', `/api/authoring/lessons/${lesson.id}/`, { token, json: { content_html: '<p> </p><p><br></p>' } });
    const empty = await req('POST', `/api/authoring/courses/${course.id}/publish/`, { token });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().problems).toEqual(['The lesson "Blank page" in "Only chapter" is empty: write its content or add a video.']);
    expect((await getCourse(course.id)).status).toBe('draft');
    // A video alone is content.
    await req('PATCH', `/api/authoring/lessons/${lesson.id}/`, { token, json: { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
    const ok = await req('POST', `/api/authoring/courses/${course.id}/publish/`, { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'published', publish_problems: [] });

    // Published, the course is live as it is edited: a lesson added now is empty, and the course says so.
    const added = await addLesson(chapter.id, 'Coming soon', '');
    expect(added).toMatchObject({ empty: true, course: { status: 'published' } });
    expect(await getCourse(course.id)).toMatchObject({
      status: 'published',
      publish_problems: ['The lesson "Coming soon" in "Only chapter" is empty: write its content or add a video.'],
    });
    const written = await req('PATCH', `/api/authoring/lessons/${added.id}/`, { token, json: { content_html: '<p>Now with words.</p>' } });
    expect(written.json()).toMatchObject({ empty: false });
    expect((await getCourse(course.id)).publish_problems).toEqual([]);
  });

  it('keeps drafts from learners and visitors, and lets the admins of the owning site preview them', async () => {
    const token = await schoolAdmin();
    const { course, chapters: [chapter], lessons: [lesson] } = await courseWithOutline();
    const coursePath = `/api/courses/${course.slug}/`;
    const lessonPath = `${coursePath}chapters/${chapter.slug}/lessons/${lesson.slug}/`;
    const student = await login(DEMO_STUDENTS[4]!.username);
    const teacher = await login(DEMO.teacher);
    const catalogue = async (tok?: string) =>
      (await req('GET', `/api/courses/?search=${encodeURIComponent(course.name)}`, { token: tok })).json().results.map((c: { id: number }) => c.id);

    for (const tok of [undefined, student, teacher]) {
      expect((await req('GET', coursePath, { token: tok })).statusCode).toBe(404);
      expect((await req('GET', lessonPath, { token: tok })).statusCode).toBe(404);
      expect(await catalogue(tok)).toEqual([]);
    }
    expect((await req('POST', '/api/course-enrollments/', { token: student, json: { course: course.id } })).statusCode).toBe(404);
    // Another site never sees it, whoever asks.
    expect((await req('GET', coursePath, { host: BF, token: await login(DEMO.orgAdmin, BF) })).statusCode).toBe(404);

    const preview = await req('GET', coursePath, { token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ id: course.id, preview: true, chapters: [{ slug: chapter.slug }, expect.anything()] });
    const lessonPreview = await req('GET', lessonPath, { token });
    expect(lessonPreview.statusCode).toBe(200);
    expect(lessonPreview.json().content_html).toContain('Water flows downhill.');
    // Drafts stay out of the catalogue, even for the admin.
    expect(await catalogue(token)).toEqual([]);

    expect((await req('POST', `/api/authoring/courses/${course.id}/publish/`, { token })).statusCode).toBe(200);
    expect(await catalogue(student)).toEqual([course.id]);
    const published = await req('GET', coursePath, { token: student });
    expect(published.statusCode).toBe(200);
    expect(published.json().preview).toBeUndefined();
    expect((await req('GET', coursePath, { token })).json().preview).toBeUndefined();

    // Unpublished again: gone for learners at once.
    expect((await req('POST', `/api/authoring/courses/${course.id}/unpublish/`, { token })).statusCode).toBe(200);
    expect((await req('GET', coursePath, { token: student })).statusCode).toBe(404);
  });

  it("shows the platform admin's drafts to the platform admin only", async () => {
    const ptoken = await platformAdmin();
    const course = await newCourse({ name: 'Platform draft' }, MAIN);
    const chapter = await addChapter(course.id, 'One', MAIN);
    await addLesson(chapter.id, 'First', '<p>Hi</p>', MAIN);
    expect((await req('GET', `/api/courses/${course.slug}/`, { host: MAIN, token: ptoken })).json().preview).toBe(true);
    expect((await req('GET', `/api/courses/${course.slug}/`, { host: MAIN })).statusCode).toBe(404);
    // Greenwood's admin does not preview the platform's drafts.
    expect((await req('GET', `/api/courses/${course.slug}/`, { token: await schoolAdmin() })).statusCode).toBe(404);
    // A second platform admin account would; a school admin of another school would not.
    const other = await platform((tx) =>
      createUser(tx, { tenantId: brightId, role: 'school_admin', firstName: 'B', lastName: 'F', email: 'bf-admin@brightfutures.test', password: DEMO.password }),
    );
    const bfToken = await login(other.email!, BF);
    expect((await req('GET', '/api/authoring/courses/', { host: BF, token: bfToken })).statusCode).toBe(200);
    expect((await req('GET', `/api/authoring/courses/${course.id}/`, { host: BF, token: bfToken })).statusCode).toBe(404);
  });
});

describe('demo content', () => {
  it("seeds a Greenwood draft its admin can finish, which learners cannot see", async () => {
    const list = (await req('GET', '/api/authoring/courses/', { token: await schoolAdmin() })).json();
    const draft = list.results.find((c: { slug: string }) => c.slug === 'growing-our-school-garden');
    expect(draft).toMatchObject({ status: 'draft', chapters_count: 2, lessons_count: 4 });
    const course = await getCourse(draft.id);
    expect(course.publish_problems).toEqual(['The lesson "Harvest day" in "Planting and caring" is empty: write its content or add a video.']);
    expect((await req('GET', '/api/courses/growing-our-school-garden/')).statusCode).toBe(404);
  });
});

describe('content images', () => {
  it('stores PNG and JPEG images for the editor and refuses anything else', async () => {
    const token = await schoolAdmin();
    const ok = await req('POST', '/api/authoring/images/', { token, form: await form({ image: { data: makePng(10, 10), filename: 'x.png' } }) });
    expect(ok.statusCode).toBe(201);
    expect(existsSync(fileOfUrl(ok.json().url))).toBe(true);
    const before = filesIn('lesson-images');
    const svg = await req('POST', '/api/authoring/images/', { token, form: await form({ image: { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>'), filename: 'x.png' } }) });
    expect(svg.statusCode).toBe(400);
    expect(filesIn('lesson-images')).toEqual(before);
    const student = await login(DEMO_STUDENTS[5]!.username);
    expect((await req('POST', '/api/authoring/images/', { token: student, form: await form({ image: { data: makePng(10, 10), filename: 'x.png' } }) })).statusCode).toBe(403);
  });
});

describe('uniqueSlug', () => {
  it('counts up and keeps within the length limit', () => {
    expect(uniqueSlug('a', new Set())).toBe('a');
    expect(uniqueSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
    const long = 'x'.repeat(80);
    expect(uniqueSlug(long, new Set([long]))).toBe(`${'x'.repeat(78)}-2`);
  });
});
