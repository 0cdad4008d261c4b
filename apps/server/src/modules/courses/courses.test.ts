import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSES } from '../../db/seed/content/courses.content.js';
import { DEMO_QUIZZES } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { replaceCourse } from './courses.repository.js';
import { courses, lessons } from './courses.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { greenwood: GW, main: MAIN, brightfutures: BF } = HOSTS;
const { get, platform } = apiClient(() => t);

const letters = DEMO_COURSES.find((c) => c.slug === 'this-is-course')!;
const slugsOf = (body: { results: { slug: string }[] }) => body.results.map((r) => r.slug).sort();

describe('GET /api/courses/ filters', () => {
  it('searches names and intros case-insensitively', async () => {
    const byName = (await get('/api/courses/?search=WRITE%20A%20letter')).json();
    expect(slugsOf(byName)).toEqual(['this-is-course']);
    const byIntro = (await get('/api/courses/?search=three%20weeks')).json();
    expect(slugsOf(byIntro)).toEqual(['21-day-reading-challenge']);
    const both = (await get('/api/courses/?search=reading')).json();
    expect(slugsOf(both)).toEqual(
      DEMO_COURSES.filter((c) => /reading/i.test(c.name) || /reading/i.test(c.intro)).map((c) => c.slug).sort(),
    );
  });

  it("takes LIKE's wildcards literally and answers an empty search with everything", async () => {
    expect((await get('/api/courses/?search=%25')).json().count).toBe(0);
    expect((await get('/api/courses/?search=_')).json().count).toBe(0);
    expect((await get('/api/courses/?search=')).json().count).toBe(DEMO_COURSES.length);
  });

  it('filters by Sustainable Development Goal, kind and both', async () => {
    for (const sdg of [4, 6, 13, 17]) {
      const res = (await get(`/api/courses/?sdg=${sdg}`)).json();
      expect(slugsOf(res), `sdg ${sdg}`).toEqual(DEMO_COURSES.filter((c) => c.sdgs.includes(sdg)).map((c) => c.slug).sort());
    }
    expect(slugsOf((await get('/api/courses/?kind=hub')).json())).toEqual(['climate-action-hub']);
    expect(slugsOf((await get('/api/courses/?sdg=4&kind=challenge')).json())).toEqual(['21-day-reading-challenge']);
    expect((await get('/api/courses/?sdg=6&kind=challenge')).json().count).toBe(0);
  });

  it('refuses a goal outside 1–17 with a field message', async () => {
    for (const sdg of ['0', '18', 'x']) {
      const res = await get(`/api/courses/?sdg=${sdg}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Please correct the highlighted fields.', sdg: ['Choose a goal from 1 to 17.'] });
    }
  });

  it('gives every card its goals, chapter and lesson counts and total duration', async () => {
    const res = (await get('/api/courses/?limit=50')).json();
    for (const c of DEMO_COURSES) {
      const card = res.results.find((r: { slug: string }) => r.slug === c.slug);
      expect(card).toMatchObject({
        sdgs: c.sdgs,
        chapters_count: c.chapters.length,
        lessons_count: c.chapters.flatMap((ch) => ch.lessons).length,
        duration_minutes: c.chapters.flatMap((ch) => ch.lessons).reduce((n, l) => n + l.duration_minutes, 0),
      });
    }
  });
});

describe('GET /api/courses/:slug/', () => {
  it('answers the course with its outline, total duration, goals and outcomes', async () => {
    const res = await get('/api/courses/this-is-course/', GW);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const quiz = DEMO_QUIZZES.find((q) => q.course === letters.slug)!;
    expect(body).toMatchObject({
      slug: letters.slug,
      name: letters.name,
      kind: 'course',
      sdgs: letters.sdgs,
      cover: '/media/seed/courses/this-is-course.svg',
      chapters_count: letters.chapters.length,
      lessons_count: 9,
      duration_minutes: letters.chapters.flatMap((c) => c.lessons).reduce((n, l) => n + l.duration_minutes, 0),
      first_lesson: { chapter_slug: 'why-letters-matter', lesson_slug: 'a-letter-is-a-bridge', title: 'A Letter Is a Bridge' },
      enrolled: false,
      progress: null,
      enrollment: null,
      // Not sold in the shop: open to everyone.
      sold: false,
      unlocked: true,
    });
    expect(body.outcomes).toHaveLength(4);
    expect(body.description.description).toContain('<img');
    expect(body.chapters.map((c: { slug: string; position: number }) => [c.slug, c.position])).toEqual(
      letters.chapters.map((c, i) => [c.slug, i + 1]),
    );
    for (const [i, ch] of letters.chapters.entries()) {
      const got = body.chapters[i];
      expect(got.duration_minutes).toBe(ch.lessons.reduce((n, l) => n + l.duration_minutes, 0));
      expect(got.lessons).toEqual(
        ch.lessons.map((l, li) => ({
          slug: l.slug,
          title: l.title,
          position: li + 1,
          duration_minutes: l.duration_minutes,
          has_quiz: ch.slug === quiz.chapter && l.slug === quiz.lesson,
          completed: null,
          locked: false,
        })),
      );
    }
  });

  it('falls back to the chapter titles for "what you will learn"', async () => {
    const hub = DEMO_COURSES.find((c) => c.slug === 'climate-action-hub')!;
    const body = (await get('/api/courses/climate-action-hub/')).json();
    expect(body.outcomes).toEqual(hub.chapters.map((c) => c.title));
  });

  it('is 404 for an unknown course, and 401 for a token that is not valid', async () => {
    const res = await get('/api/courses/no-such-course/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'This course does not exist or is not published yet.' });
    expect((await get('/api/courses/this-is-course/', GW, { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });
});

describe('the spec’s chapter and lesson lists', () => {
  it('lists chapters in order as {count, results}', async () => {
    const res = await get('/api/courses/this-is-course/chapters/', GW);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: letters.chapters.length,
      results: letters.chapters.map((c, i) => ({ slug: c.slug, title: c.title, position: i + 1 })),
    });
  });

  it("lists a chapter's lessons in order, with durations", async () => {
    const ch = letters.chapters[1]!;
    const res = await get(`/api/courses/this-is-course/chapters/${ch.slug}/lessons/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(ch.lessons.length);
    expect(body.results.map((l: { slug: string; position: number; duration_minutes: number }) => [l.slug, l.position, l.duration_minutes])).toEqual(
      ch.lessons.map((l, i) => [l.slug, i + 1, l.duration_minutes]),
    );
  });

  it('is 404 for an unknown course or chapter', async () => {
    expect((await get('/api/courses/nope/chapters/')).statusCode).toBe(404);
    const res = await get('/api/courses/this-is-course/chapters/nope/lessons/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'This chapter does not exist.' });
  });
});

describe('GET a lesson', () => {
  const lessonUrl = (ch: string, l: string, course = 'this-is-course') => `/api/courses/${course}/chapters/${ch}/lessons/${l}/`;

  it('answers content, resources and the lessons either side, across chapters', async () => {
    const first = (await get(lessonUrl('why-letters-matter', 'a-letter-is-a-bridge'))).json();
    expect(first).toMatchObject({
      slug: 'a-letter-is-a-bridge',
      position: 1,
      course: { slug: 'this-is-course', name: letters.name },
      chapter: { slug: 'why-letters-matter', position: 1 },
      previous: null,
      next: { chapter_slug: 'why-letters-matter', lesson_slug: 'finding-your-issue' },
      video: null,
      quiz: null,
      progress: null,
      resources: [{ title: 'Programme poster (SVG)', kind: 'file', url: '/media/seed/courses/this-is-course.svg' }],
    });
    expect(first.content_html).toContain('<h3>Letters that changed things</h3>');

    const endOfChapter = (await get(lessonUrl('why-letters-matter', 'choosing-your-reader'))).json();
    expect(endOfChapter.next).toEqual({ chapter_slug: 'writing-your-letter', lesson_slug: 'the-five-part-letter', title: 'Planning with the Five-Part Letter' });
    const startOfChapter = (await get(lessonUrl('writing-your-letter', 'the-five-part-letter'))).json();
    expect(startOfChapter.previous).toMatchObject({ chapter_slug: 'why-letters-matter', lesson_slug: 'choosing-your-reader' });
    const last = (await get(lessonUrl('sending-and-following-up', 'celebrate-and-share'))).json();
    expect(last.next).toBeNull();
  });

  it("shows a quiz's questions and options but never its answers", async () => {
    const q = DEMO_QUIZZES.find((x) => x.course === 'this-is-course')!;
    const res = await get(lessonUrl(q.chapter, q.lesson), GW);
    const body = res.json();
    expect(body.quiz).toEqual({ pass_mark: 60, questions: q.quiz.questions.map(({ question, options }) => ({ question, options })) });
    expect(res.body).not.toMatch(/"correct/);
  });

  it('is 404 for a lesson in another chapter or an unknown one', async () => {
    expect((await get(lessonUrl('writing-your-letter', 'a-letter-is-a-bridge'))).statusCode).toBe(404);
    const res = await get(lessonUrl('why-letters-matter', 'nope'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'This lesson does not exist.' });
  });

  it('sanitises lesson HTML on the way out: no scripts, handlers or foreign frames; safe links and players stay', async () => {
    const hostile = [
      '<p onclick="steal()" style="position:fixed">Hello <strong>class</strong></p>',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)" alt="pic">',
      '<a href="javascript:alert(3)">bad link</a>',
      '<a href="https://example.org/page" target="_blank">good link</a>',
      '<iframe src="https://evil.example/embed/x"></iframe>',
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" onload="x()"></iframe>',
      '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
      '<svg><script>alert(4)</script></svg><object data="x.swf"></object><form action="/x"><input name="p"></form>',
    ].join('\n');
    await platform(async (tx) => {
      const [lesson] = await tx.select().from(lessons).where(eq(lessons.slug, 'finding-your-issue'));
      await tx
        .update(lessons)
        .set({ contentHtml: hostile, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30' })
        .where(eq(lessons.id, lesson!.id));
    });
    const body = (await get(lessonUrl('why-letters-matter', 'finding-your-issue'), GW)).json();
    const html: string = body.content_html;
    for (const bad of ['<script', 'onerror', 'onclick', 'onload', 'javascript:', 'evil.example', 'style=', '<object', '<form', '<input', '<svg']) {
      expect(html, bad).not.toContain(bad);
    }
    expect(html).toContain('<strong>class</strong>');
    expect(html).toContain('<img src="x" alt="pic" loading="lazy">');
    expect(html).toMatch(/<a href="https:\/\/example\.org\/page" target="_blank" rel="noopener noreferrer">good link<\/a>/);
    expect(html).toMatch(/<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ" sandbox="[^"]*allow-scripts[^"]*"/);
    expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(body.video).toEqual({ kind: 'embed', provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
  });
});

describe('what a site may not show', () => {
  let greenwoodId: string;
  beforeAll(async () => {
    greenwoodId = (await platform((tx) => findTenantBySubdomain(tx, 'greenwood')))!.id;
    await platform(async (tx) => {
      await replaceCourse(
        tx,
        { tenantId: greenwoodId, slug: 'greenwood-garden-club', name: 'Greenwood Garden Club', intro: 'Only at Greenwood.', status: 'published' },
        [{ slug: 'seeds', title: 'Seeds', lessons: [{ slug: 'sowing', title: 'Sowing', durationMinutes: 15, contentHtml: '<p>Sow.</p>' }] }],
      );
      await replaceCourse(
        tx,
        { tenantId: null, slug: 'coming-soon', name: 'Coming Soon', intro: 'A draft.', status: 'draft' },
        [{ slug: 'one', title: 'One', lessons: [{ slug: 'first', title: 'First', durationMinutes: 5, contentHtml: '<p>Draft.</p>' }] }],
      );
    });
  });

  it("shows a school's own course on its site only", async () => {
    const urls = ['/api/courses/greenwood-garden-club/', '/api/courses/greenwood-garden-club/chapters/', '/api/courses/greenwood-garden-club/chapters/seeds/lessons/sowing/'];
    for (const url of urls) {
      expect((await get(url, GW)).statusCode, url).toBe(200);
      for (const host of [MAIN, BF]) expect((await get(url, host)).statusCode, `${host}${url}`).toBe(404);
    }
    expect(slugsOf((await get('/api/courses/?search=garden', GW)).json())).toEqual(['greenwood-garden-club']);
    expect((await get('/api/courses/?search=garden', MAIN)).json().count).toBe(0);
    expect((await get('/api/courses/?limit=50', BF)).json().count).toBe(DEMO_COURSES.length);
  });

  it('keeps unpublished courses and their lessons out of every call', async () => {
    for (const url of ['/api/courses/coming-soon/', '/api/courses/coming-soon/chapters/', '/api/courses/coming-soon/chapters/one/lessons/', '/api/courses/coming-soon/chapters/one/lessons/first/', '/api/data/courses/coming-soon']) {
      expect((await get(url, GW)).statusCode, url).toBe(404);
    }
    expect((await get('/api/courses/?search=coming')).json().count).toBe(0);
    // Unpublishing a course takes its lessons down at once.
    await platform((tx) => tx.update(courses).set({ status: 'draft' }).where(eq(courses.slug, 'greenwood-garden-club')));
    expect((await get('/api/courses/greenwood-garden-club/chapters/seeds/lessons/sowing/', GW)).statusCode).toBe(404);
  });
});
