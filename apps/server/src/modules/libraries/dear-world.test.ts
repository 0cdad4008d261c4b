import { LETTER_CHALLENGE_SLUG } from '@commonshelf/shared/challenges/challenges.schemas';
import { DEAR_WORLD_BOOK, DEAR_WORLD_MSG } from '@commonshelf/shared/library/dear-world.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BULK_STUDENTS } from '../../db/seed/content/bulk-enrolment.content.js';
import { DEMO_SUBMISSIONS } from '../../db/seed/content/challenges.content.js';
import { DEMO_DEAR_WORLD_LETTERS } from '../../db/seed/content/dear-world.content.js';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { createUser, DEMO } from '../../db/seed/seed.js';
import { newStorageKey } from '../../lib/storage.js';
import { makePng } from '../../test/images.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { challenges, challengeSubmissions } from '../challenges/challenges.table.js';
import { privateFilesFromConfig, SUBMISSIONS_FOLDER } from '../challenges/submission-files.js';
import { users } from '../users/users.table.js';

let t: TestApp;
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { call, get, login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const BOOK = '/api/dear-world-book/';
const PUPILS = [...DEMO_STUDENTS, ...DEMO_BULK_STUDENTS];
const pupil = (username: string) => PUPILS.find((s) => s.username === username)!;
const firstName = (username: string) => pupil(username).first_name;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const book = async (host: string = MAIN) => {
  const res = await get(BOOK, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json;
};

async function letterChallengeId() {
  const [row] = await platform((tx) =>
    tx
      .select({ id: challenges.id })
      .from(challenges)
      .where(and(eq(challenges.slug, LETTER_CHALLENGE_SLUG), isNull(challenges.tenantId))),
  );
  return row!.id;
}

async function submissionOf(username: string, challengeSlug = LETTER_CHALLENGE_SLUG) {
  return platform(async (tx) => {
    const [row] = await tx
      .select({ submission: challengeSubmissions })
      .from(challengeSubmissions)
      .innerJoin(users, eq(users.id, challengeSubmissions.userId))
      .innerJoin(challenges, eq(challenges.id, challengeSubmissions.challengeId))
      .where(and(eq(users.username, username), eq(challenges.slug, challengeSlug)));
    return row!.submission;
  });
}

describe('the Dear World book', () => {
  it('holds the chosen demo letters in the order they were chosen, authors by first name only with their school', async () => {
    const res = await book();
    const chosen = [...DEMO_SUBMISSIONS.filter((s) => s.dear_world && s.challenge === LETTER_CHALLENGE_SLUG), ...DEMO_DEAR_WORLD_LETTERS];
    expect(chosen.length).toBeGreaterThanOrEqual(5);
    expect(res).toMatchObject({
      title: DEAR_WORLD_BOOK.title,
      subtitle: DEAR_WORLD_BOOK.subtitle,
      intro: DEAR_WORLD_BOOK.intro,
      letters_count: chosen.length,
      schools: [DEMO.school.name],
      countries: [],
      challenge: { slug: LETTER_CHALLENGE_SLUG, title: 'Write a letter and change the world', open: true },
    });
    expect(res.letters.map((l: Json) => l.number)).toEqual(chosen.map((_, i) => i + 1));
    expect(res.letters.map((l: Json) => l.author.name)).toEqual(chosen.map((c) => firstName(c.username)));
    expect(res.letters.map((l: Json) => l.text)).toEqual(chosen.map((c) => c.text));
    expect(res.letters[0]).toEqual({
      id: expect.any(String),
      number: 1,
      author: { name: 'Amara', school: DEMO.school.name, country: null },
      text: chosen[0]!.text,
      attachment: null,
      chosen_at: expect.any(String),
    });
    // Nothing else about a child leaves: no surname, nor its initial, anywhere in the book.
    for (const c of chosen) expect(JSON.stringify(res)).not.toContain(pupil(c.username).last_name);
    expect(JSON.stringify(res)).not.toMatch(/"name":"[^"]* \p{Lu}\."/u);
  });

  it('is the same book on every site', async () => {
    const main = await book(MAIN);
    expect(await book(GW)).toEqual(main);
    expect(await book(BF)).toEqual(main);
  });

  it('holds chosen letters only: choosing and unchoosing changes the book, other entries never show', async () => {
    const sofia = DEMO_SUBMISSIONS.find((s) => s.challenge === LETTER_CHALLENGE_SLUG && !s.dear_world)!;
    const before = await book();
    expect(before.letters.map((l: Json) => l.text)).not.toContain(sofia.text);
    // An entry to another challenge, even with the column set by hand, is no letter.
    const notLetter = await submissionOf(DEMO_SUBMISSIONS[0]!.username, DEMO_SUBMISSIONS[0]!.challenge);
    await platform((tx) => tx.update(challengeSubmissions).set({ dearWorldAt: new Date() }).where(eq(challengeSubmissions.id, notLetter.id)));
    expect((await book()).letters.map((l: Json) => l.id)).not.toContain(notLetter.id);

    const admin = await login(DEMO.admin, MAIN);
    const choose = (id: string, chosen: boolean) => call('POST', `/api/challenge-submissions/${id}/dear-world/`, { host: MAIN, token: admin, payload: { chosen } });
    const sofiaEntry = await submissionOf(sofia.username);
    expect((await choose(sofiaEntry.id, true)).statusCode).toBe(200);
    const withSofia = await book();
    expect(withSofia.letters_count).toBe(before.letters_count + 1);
    expect(withSofia.letters.at(-1)).toMatchObject({ id: sofiaEntry.id, number: before.letters_count + 1, author: { name: firstName(sofia.username) }, text: sofia.text });

    const amara = before.letters[0];
    expect((await choose(amara.id, false)).statusCode).toBe(200);
    const after = await book();
    expect(after.letters.map((l: Json) => l.id)).not.toContain(amara.id);
    expect(after.letters[0].number).toBe(1);
    expect(after.letters_count).toBe(before.letters_count);
    // Put the demo back as it was.
    await choose(sofiaEntry.id, false);
    await choose(amara.id, true);
    await platform((tx) => tx.update(challengeSubmissions).set({ dearWorldAt: null }).where(eq(challengeSubmissions.id, notLetter.id)));
  });

  it('names a learner of the main site with their country, and counts the countries and schools', async () => {
    const challengeId = await letterChallengeId();
    const png = makePng(40, 30);
    const fileKey = newStorageKey(SUBMISSIONS_FOLDER, 'png');
    await privateFilesFromConfig(t.config).put(fileKey, png, 'image/png');
    const { letter, docLetter } = await platform(async (tx) => {
      const wanjiru = await createUser(tx, { tenantId: null, role: 'student', firstName: 'Wanjiru', lastName: 'Kamau', username: 'wanjiruk-dw', password: DEMO.password, country: 'KE' });
      const teacher = await createUser(tx, { tenantId: null, role: 'teacher', firstName: 'Anil', lastName: 'Desai', email: 'anil.dw@example.com', password: DEMO.password, country: 'IN' });
      const [letter] = await tx
        .insert(challengeSubmissions)
        .values({ tenantId: null, challengeId, userId: wanjiru.id, text: null, fileKey, fileName: 'my-letter.png', fileType: 'image/png', dearWorldAt: new Date(Date.now() + 60_000) })
        .returning();
      const [docLetter] = await tx
        .insert(challengeSubmissions)
        .values({ tenantId: null, challengeId, userId: teacher.id, text: 'Dear friends, a letter from our staff room.', dearWorldAt: new Date(Date.now() + 120_000) })
        .returning();
      return { letter: letter!, docLetter: docLetter! };
    });
    const res = await book(GW);
    expect(res.countries).toEqual(['IN', 'KE']);
    expect(res.schools).toEqual([DEMO.school.name]);
    const wanjiru = res.letters.find((l: Json) => l.id === letter.id);
    expect(wanjiru).toMatchObject({
      author: { name: 'Wanjiru', school: null, country: 'KE' },
      text: null,
      attachment: { name: 'my-letter.png', type: 'image/png', is_image: true, url: `/api/dear-world-book/letters/${letter.id}/file?v=${letter.updatedAt.getTime()}` },
    });
    expect(JSON.stringify(res)).not.toContain('Kamau');
    // An adult is named in full.
    expect(res.letters.find((l: Json) => l.id === docLetter.id).author).toEqual({ name: 'Anil Desai', school: null, country: 'IN' });

    // The chosen letter's picture is public, on any site.
    for (const host of [MAIN, GW, BF]) {
      const file = await get(wanjiru.attachment.url, host);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename="my-letter.png"/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(png)).toBe(true);
    }
    // Unchosen, it is gone from the book and its file with it.
    await platform((tx) => tx.update(challengeSubmissions).set({ dearWorldAt: null }).where(eq(challengeSubmissions.id, letter.id)));
    const gone = await get(wanjiru.attachment.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: DEAR_WORLD_MSG.letterNotFound });
    expect((await book()).letters.map((l: Json) => l.id)).not.toContain(letter.id);
    await platform((tx) => tx.delete(challengeSubmissions).where(eq(challengeSubmissions.id, docLetter.id)));
  });

  it('serves no file but a chosen letter’s', async () => {
    const challengeId = await letterChallengeId();
    const fileKey = newStorageKey(SUBMISSIONS_FOLDER, 'png');
    await privateFilesFromConfig(t.config).put(fileKey, makePng(10, 10), 'image/png');
    // A featured letter with a picture, not chosen for the book: its file stays with the challenge.
    const featured = await platform(async (tx) => {
      const [u] = await tx.select().from(users).where(eq(users.username, DEMO_STUDENTS.find((s) => s.first_name === 'Kofi')!.username));
      const [row] = await tx
        .insert(challengeSubmissions)
        .values({ tenantId: u!.tenantId, challengeId, userId: u!.id, fileKey, fileName: 'kofi.png', fileType: 'image/png', featuredAt: new Date() })
        .returning();
      return row!;
    });
    const url = (id: string) => `/api/dear-world-book/letters/${id}/file`;
    for (const id of [featured.id, '00000000-0000-0000-0000-000000000000', 'not-a-uuid', (await book()).letters[0].id /* chosen, but text only */]) {
      const res = await get(url(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: DEAR_WORLD_MSG.letterNotFound });
    }
    await platform((tx) => tx.delete(challengeSubmissions).where(eq(challengeSubmissions.id, featured.id)));
  });

  it('is an honest empty book when no letter is chosen', async () => {
    await platform((tx) => tx.update(challengeSubmissions).set({ dearWorldAt: null }));
    const res = await book();
    expect(res).toMatchObject({ letters_count: 0, letters: [], schools: [], countries: [], title: DEAR_WORLD_BOOK.title });
  });
});
