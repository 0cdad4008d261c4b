import { PUBLISHING_MSG } from '@commonshelf/shared/library/publishing.schemas';
import { mentionsName } from '@commonshelf/shared/users/public-name';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BULK_STUDENTS } from '../db/seed/content/bulk-enrolment.content.js';
import { DEMO_STUDENTS } from '../db/seed/content/students.content.js';
import { DEMO } from '../db/seed/seed.js';
import { users } from '../modules/users/users.table.js';
import { makePdf, multipartForm } from '../test/book-files.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../test/test-app.js';

/**
 * Children's privacy, across modules: student pages and fundraising show students by first name
 * only, and no student has a public profile. Everything anyone other than the student and their
 * school's staff can fetch names a student by their first name alone: no last name, no initial.
 * Each check looks at the whole response body, so a name that leaks through a new field fails too.
 */

let t: TestApp;
let PDF: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  PDF = await makePdf('A rain gauge from a bottle');
});
afterAll(() => t.close());

const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { call, login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const pupil = (username: string) => [...DEMO_STUDENTS, ...DEMO_BULK_STUDENTS].find((s) => s.username === username)!;
const AARAV = pupil('aaravs12'); // Aarav Sharma: a published story, a featured challenge entry
const AMARA = pupil('amarao07'); // Amara Okafor: a fundraising page, a Dear World letter
const MATEO = pupil('mateog23'); // Mateo García: uploads a book in these tests
const NOAH = pupil('noaha32'); // Noah Adeyemi (Year 3 Willow): a story waiting for review

/** "Aarav S." and the like: a first name followed by an initial. */
const withInitial = (first: string) => new RegExp(`${first}\\s+\\p{Lu}\\.`, 'u');

/** The body names this student by first name only: never their last name (in any case or accents), never an initial. */
function expectFirstNameOnly(body: string, student: { first_name: string; last_name: string }, what: string) {
  expect(mentionsName(body, student.last_name), `${what} carries ${student.last_name}`).toBe(false);
  expect(body, what).not.toMatch(withInitial(student.first_name));
}

const userId = async (username: string) => (await platform((tx) => tx.select({ id: users.id }).from(users).where(eq(users.username, username))))[0]!.id;

function upload(token: string, meta: Json) {
  const form = multipartForm({ meta: JSON.stringify(meta) }, [{ field: 'file', name: 'gauge.pdf', data: PDF, type: 'application/pdf' }]);
  return t.app.inject({ method: 'POST', url: '/api/publishing/books/', payload: form.payload, headers: { host: GW, authorization: `Bearer ${token}`, ...form.headers } });
}

const bookMeta = (over: Json) => ({
  title: 'The Rain Gauge',
  authors: [MATEO.first_name],
  illustrator: '',
  description: 'How we measured the rain with a bottle and a ruler.',
  language: 'en',
  reading_level: 2,
  age_min: 7,
  age_max: 10,
  category_id: null,
  sdgs: [6],
  license: 'CC BY 4.0',
  format: 'pdf',
  submit: true,
  ...over,
});

describe('story bylines', () => {
  it('name a student author by first name only, for visitors and classmates alike', async () => {
    const classmate = await login(AMARA.username);
    for (const token of [undefined, classmate]) {
      const res = await call('GET', '/api/library/stories/the-day-we-planted-our-tree/', { host: GW, ...(token ? { token } : {}) });
      expect(res.statusCode).toBe(200);
      expect(res.json().author).toBe(AARAV.first_name);
      expectFirstNameOnly(res.body, AARAV, 'the story page');
    }
  });

  it('keep a teacher’s byline as it was: first name and initial', async () => {
    const teacher = await login(DEMO.teacher); // Sofia Alvarez
    const created = await call('POST', '/api/publishing/stories/', { token: teacher, payload: { title: 'Our Class Trip', summary: 'A day at the river.' } });
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json();
    await call('PATCH', `/api/publishing/stories/${slug}/`, { token: teacher, payload: { body_html: '<p>We went to the river.</p>' } });
    expect((await call('POST', `/api/publishing/stories/${slug}/submit/`, { token: teacher })).json().status).toBe('published');
    expect((await call('GET', `/api/library/stories/${slug}/`, { host: GW })).json().author).toBe('Sofia A.');
  });

  it('leave a school for its organization with a student’s first name only', async () => {
    const orgAdmin = await login(DEMO.orgAdmin, BF);
    const res = await call('GET', '/api/organization/stories/?limit=100', { host: BF, token: orgAdmin });
    expect(res.statusCode).toBe(200);
    const byTitle = (title: string) => res.json().results.find((s: Json) => s.title === title);
    expect(byTitle('The Day We Planted Our Tree').author).toBe(AARAV.first_name);
    expect(byTitle('Noah’s Kite').author).toBe(NOAH.first_name);
    for (const s of [AARAV, NOAH]) expectFirstNameOnly(res.body, s, 'the organization’s stories');
    const one = await call('GET', `/api/organization/stories/${byTitle('Noah’s Kite').id}/`, { host: BF, token: orgAdmin });
    expect(one.json().author).toBe(NOAH.first_name);
    expectFirstNameOnly(one.body, NOAH, 'the organization’s story');
  });
});

describe('books uploaded by students', () => {
  it('cannot carry the student’s surname, and reach the public, search and other sites’ admins by first name only', async () => {
    const student = await login(MATEO.username);
    for (const authors of [[`${MATEO.first_name} ${MATEO.last_name}`], ['Mateo GARCIA']]) {
      const refused = await upload(student, bookMeta({ authors }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().authors).toEqual([PUBLISHING_MSG.surname]);
    }
    const up = await upload(student, bookMeta({}));
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().id as number;
    // The student's own school sees their full name while reviewing.
    const teacher = await login(DEMO.teacher);
    const queue = await call('GET', '/api/publishing/review/', { token: teacher });
    expect(queue.json().books.find((b: Json) => b.id === id).uploaded_by.name).toBe(`${MATEO.first_name} ${MATEO.last_name}`);
    expect((await call('POST', `/api/publishing/review/books/${id}/approve/`, { token: teacher, payload: {} })).statusCode).toBe(200);

    // Everyone else: the library's list, the book's page, the reader and the search.
    for (const url of [`/api/books/?search=${encodeURIComponent('Rain Gauge')}`, `/api/books/${id}/`, `/api/books/${id}/read/`, `/api/combined/?search=${encodeURIComponent('rain gauge')}`]) {
      const res = await call('GET', url, { host: GW });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Rain Gauge');
      expectFirstNameOnly(res.body, MATEO, url);
    }
    expect((await call('GET', `/api/books/${id}/`, { host: GW })).json().authors).toEqual([MATEO.first_name]);
    // A student's surname finds nothing.
    expect((await call('GET', `/api/combined/?search=${encodeURIComponent(MATEO.last_name)}`, { host: GW })).json().count).toBe(0);

    // The platform admin looks at another school's book: the student by first name only.
    const schoolAdmin = await login(DEMO.schoolAdmin);
    expect((await call('POST', `/api/publishing/books/${id}/propose/`, { token: schoolAdmin })).json().platform_status).toBe('pending');
    const root = await login(DEMO.admin, MAIN);
    const platformQueue = await call('GET', '/api/publishing/platform-queue/', { host: MAIN, token: root });
    expect(platformQueue.json().results.find((b: Json) => b.id === id).uploaded_by.name).toBe(MATEO.first_name);
    expectFirstNameOnly(platformQueue.body, MATEO, 'the platform queue');
    const sites = await call('GET', `/api/admin/books/?scope=sites&search=${encodeURIComponent('Rain Gauge')}`, { host: MAIN, token: root });
    expect(sites.json().results.find((b: Json) => b.id === id).uploaded_by.name).toBe(MATEO.first_name);
    const detail = await call('GET', `/api/admin/books/${id}/`, { host: MAIN, token: root });
    expect(detail.statusCode).toBe(200);
    expectFirstNameOnly(detail.body, MATEO, 'the platform admin’s book page');
    expect(detail.json().history.find((e: Json) => e.to === 'pending').by).toBe(MATEO.first_name);
    // The school's admins keep the full name.
    const own = await call('GET', `/api/admin/books/${id}/`, { token: schoolAdmin });
    expect(own.json().uploaded_by.name).toBe(`${MATEO.first_name} ${MATEO.last_name}`);
  });
});

describe('fundraising', () => {
  it('shows a student’s page, the cause’s page and classmates’ “Money I have raised” with the first name only', async () => {
    const page = await call('GET', '/api/fundraisers/amara-sponsored-silence/', { host: GW });
    expect(page.statusCode).toBe(200);
    expect(page.json().owner).toEqual({ kind: 'student', name: AMARA.first_name });
    expectFirstNameOnly(page.body, AMARA, 'the fundraising page');

    const project = await call('GET', `/api/projects/${page.json().project.slug}/`, { host: GW });
    expect(project.json().fundraisers.find((f: Json) => f.slug === 'amara-sponsored-silence').owner.name).toBe(AMARA.first_name);
    expectFirstNameOnly(project.body, AMARA, 'the project page');

    const mine = await call('GET', '/api/fundraisers/mine/', { token: await login(AARAV.username) });
    expect(mine.statusCode).toBe(200);
    expectFirstNameOnly(mine.body, AMARA, 'a classmate’s money raised');
    const own = await call('GET', '/api/fundraisers/mine/', { token: await login(AMARA.username) });
    expect(own.json().results.find((f: Json) => f.slug === 'amara-sponsored-silence').owner.name).toBe(AMARA.first_name);
  });
});

describe('challenge entries and the Dear World book', () => {
  it('name students in the public gallery and the book by first name only', async () => {
    const challenge = await call('GET', '/api/challenges/sdg/water-detectives/', { host: GW });
    expect(challenge.statusCode).toBe(200);
    const gallery = challenge.json().gallery as Json[];
    expect(gallery.map((g) => g.name)).toContain(AARAV.first_name);
    for (const g of gallery) expect(g.name).not.toMatch(/\s\p{Lu}\.$/u);
    expectFirstNameOnly(challenge.body, AARAV, 'the challenge gallery');

    const book = await call('GET', '/api/dear-world-book/', { host: MAIN });
    const amara = (book.json().letters as Json[]).find((l) => l.text?.includes('zebra crossing'))!;
    expect(amara.author.name).toBe(AMARA.first_name);
    for (const l of book.json().letters as Json[]) expect(l.author.name).not.toMatch(/\s\p{Lu}\.$/u);
    expectFirstNameOnly(book.body, AMARA, 'the Dear World book');
  });

  it('shows the platform admin another school’s students by first name only, and their teacher in full', async () => {
    const root = await login(DEMO.admin, MAIN);
    const letters = await call('GET', '/api/challenge-submissions/?kind=letter&limit=50', { host: MAIN, token: root });
    expect(letters.statusCode).toBe(200);
    expect((letters.json().results as Json[]).find((r) => r.student.first_name === AMARA.first_name)!.student.last_name).toBe('');
    expectFirstNameOnly(letters.body, AMARA, 'the platform admin’s entries');

    const teacher = await login(DEMO.teacher);
    const own = await call('GET', '/api/challenge-submissions/?kind=letter&limit=50', { token: teacher });
    expect((own.json().results as Json[]).find((r) => r.student.first_name === AMARA.first_name)!.student.last_name).toBe(AMARA.last_name);
  });
});

describe('no public profile for a student', () => {
  it('answers every profile-like address with nothing about the student', async () => {
    const id = await userId(AMARA.username);
    const classmate = await login(AARAV.username);
    for (const token of [undefined, classmate]) {
      for (const url of [`/api/users/${id}/`, `/api/users/${AMARA.username}/`, `/api/students/${AMARA.username}/`, `/api/profile/${AMARA.username}/`, `/api/user/${id}/`]) {
        const res = await call('GET', url, { host: GW, ...(token ? { token } : {}) });
        expect(res.statusCode, url).toBe(404);
        expect(mentionsName(res.body, AMARA.last_name), url).toBe(false);
      }
      // The admins' profile of an account is for the school's admins only.
      const admin = await call('GET', `/api/admin/users/${id}/profile/`, { host: GW, ...(token ? { token } : {}) });
      expect(admin.statusCode).toBe(token ? 403 : 401);
      expect(mentionsName(admin.body, AMARA.last_name)).toBe(false);
    }
    // A signed-in student's own profile is their own.
    const self = await call('GET', '/api/user/profile/', { token: classmate });
    expect(self.json()).toMatchObject({ username: AARAV.username, last_name: AARAV.last_name });
    // The web app's shell carries no one's name.
    const shell = await call('GET', `/userprofile/${id}`, { host: GW });
    expect(mentionsName(shell.body, AMARA.last_name)).toBe(false);
  });
});
