import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execRows } from '../../db/client.js';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { DEMO, DEMO_QUIZZES } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { courses } from './courses.table.js';
import { ENROL_FIRST } from './learning.service.js';
import { QUIZ_ANSWERS_MESSAGE } from './quiz.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { main: MAIN, brightfutures: BF } = HOSTS;
type Json = Record<string, unknown>;
const { call, login, platform } = apiClient(() => t);
async function courseId(slug: string): Promise<number> {
  const [row] = await platform((tx) => tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)));
  return row!.id;
}

const LETTERS = 'this-is-course';
const lessonPath = (ch: string, l: string, course = LETTERS) => `/api/courses/${course}/chapters/${ch}/lessons/${l}`;
const letterQuiz = DEMO_QUIZZES.find((q) => q.course === LETTERS)!;
const quizUrl = `${lessonPath(letterQuiz.chapter, letterQuiz.lesson)}/quiz/`;
const rightAnswers = letterQuiz.quiz.questions.map((q) => q.correct);
const wrong = (q: { correct: number }) => (q.correct + 1) % 2;

describe('enrolment', () => {
  it('needs a signed-in user', async () => {
    const id = await courseId(LETTERS);
    const post = await call('POST', '/api/course-enrollments/', { payload: { course: id } });
    expect(post.statusCode).toBe(401);
    expect(post.json()).toEqual({ error: 'Please log in to continue.' });
    expect((await call('GET', `/api/course-enrollments/?course=${id}`)).statusCode).toBe(401);
  });

  it('creates one enrolment: 201 the first time, 200 with the same one after, also when sent twice at once', async () => {
    const token = await login(DEMO_STUDENTS[0]!.username);
    const id = await courseId(LETTERS);
    const first = await call('POST', '/api/course-enrollments/', { token, payload: { course: id } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: expect.any(String), course: id, course_slug: LETTERS, progress: 0, completed_at: null, certificate_id: null });
    const again = await call('POST', '/api/course-enrollments/', { token, payload: { course: id } });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const hub = await courseId('climate-action-hub');
    const both = await Promise.all([1, 2].map(() => call('POST', '/api/course-enrollments/', { token, payload: { course: hub } })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().id).toBe(both[1]!.json().id);
  });

  it("lists the user's enrolments, filtered by course as the spec's client reads them", async () => {
    const token = await login(DEMO_STUDENTS[1]!.username);
    const id = await courseId(LETTERS);
    const empty = await call('GET', `/api/course-enrollments/?course=${id}`, { token });
    expect(empty.json()).toEqual({ count: 0, results: [] });
    const created = (await call('POST', '/api/course-enrollments/', { token, payload: { course: id } })).json();
    const list = (await call('GET', `/api/course-enrollments/?course=${id}`, { token })).json();
    expect(list).toEqual({ count: 1, results: [created] });
    expect(list.results[0]).toEqual({
      id: created.id,
      course: id,
      course_slug: LETTERS,
      course_name: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      progress: 0,
      completed_at: null,
      certificate_id: null,
    });
    const other = await courseId('climate-action-hub');
    expect((await call('GET', `/api/course-enrollments/?course=${other}`, { token })).json().count).toBe(0);
    expect((await call('GET', '/api/course-enrollments/', { token })).json().count).toBe(1);
    // Another learner sees none of it.
    const classmate = await login(DEMO_STUDENTS[2]!.username);
    expect((await call('GET', `/api/course-enrollments/?course=${id}`, { token: classmate })).json().count).toBe(0);
    expect((await call('GET', `/api/course-enrollments/${created.id}/`, { token: classmate })).statusCode).toBe(404);
  });

  it('refuses unknown, unpublished and malformed courses', async () => {
    const token = await login(DEMO.teacher);
    const unknown = await call('POST', '/api/course-enrollments/', { token, payload: { course: 999999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'This course does not exist or is not published yet.' });
    const draft = await platform(async (tx) => {
      const [row] = await tx.insert(courses).values({ tenantId: null, slug: 'draft-only', name: 'Draft', status: 'draft' }).returning();
      return row!.id;
    });
    expect((await call('POST', '/api/course-enrollments/', { token, payload: { course: draft } })).statusCode).toBe(404);
    // Another site's own course does not exist here.
    const greenwood = (await platform((tx) => findTenantBySubdomain(tx, 'greenwood')))!.id;
    const own = await platform(async (tx) => {
      const [row] = await tx.insert(courses).values({ tenantId: greenwood, slug: 'greenwood-only', name: 'Ours', status: 'published' }).returning();
      return row!.id;
    });
    expect((await call('POST', '/api/course-enrollments/', { token, payload: { course: own } })).statusCode).toBe(201);
    const admin = await login(DEMO.admin, MAIN);
    expect((await call('POST', '/api/course-enrollments/', { host: MAIN, token: admin, payload: { course: own } })).statusCode).toBe(404);
    const org = await login(DEMO.orgAdmin, BF);
    expect((await call('POST', '/api/course-enrollments/', { host: BF, token: org, payload: { course: own } })).statusCode).toBe(404);
    const bad = await call('POST', '/api/course-enrollments/', { token, payload: { course: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Please correct the highlighted fields.', course: ['Choose a course.'] });
    expect((await call('GET', '/api/course-enrollments/?course=abc', { token })).statusCode).toBe(400);
  });

  it('shows the course page as enrolled, with progress, to the enrolled user only', async () => {
    const token = await login(DEMO_STUDENTS[3]!.username);
    await call('POST', '/api/course-enrollments/', { token, payload: { course: await courseId(LETTERS) } });
    const mine = (await call('GET', `/api/courses/${LETTERS}/`, { token })).json();
    expect(mine).toMatchObject({
      enrolled: true,
      progress: 0,
      enrollment: { progress: 0, completed_lessons: 0, total_lessons: 9, certificate_id: null, resume: { lesson_slug: 'a-letter-is-a-bridge' } },
    });
    expect(mine.chapters[0].lessons[0].completed).toBe(false);
    const anonymous = (await call('GET', `/api/courses/${LETTERS}/`)).json();
    expect(anonymous).toMatchObject({ enrolled: false, progress: null, enrollment: null });
  });
});

describe('progress', () => {
  let token: string;
  let enrollmentId: string;
  beforeAll(async () => {
    token = await login(DEMO_STUDENTS[4]!.username);
    enrollmentId = (await call('POST', '/api/course-enrollments/', { token, payload: { course: await courseId(LETTERS) } })).json().id;
  });

  it('completes lessons for enrolled users only', async () => {
    const url = `${lessonPath('why-letters-matter', 'a-letter-is-a-bridge')}/complete/`;
    expect((await call('POST', url)).statusCode).toBe(401);
    const outsider = await login(DEMO_STUDENTS[5]!.username);
    const res = await call('POST', url, { token: outsider });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: ENROL_FIRST });
    expect((await call('POST', `${lessonPath('why-letters-matter', 'nope')}/complete/`, { token })).statusCode).toBe(404);
  });

  it('counts completed lessons ÷ lessons, idempotently', async () => {
    const done = [
      ['why-letters-matter', 'a-letter-is-a-bridge'],
      ['why-letters-matter', 'finding-your-issue'],
      ['writing-your-letter', 'the-five-part-letter'],
    ] as const;
    let last;
    for (const [ch, l] of done) last = (await call('POST', `${lessonPath(ch, l)}/complete/`, { token })).json();
    expect(last).toMatchObject({
      lesson: { chapter_slug: 'writing-your-letter', lesson_slug: 'the-five-part-letter', completed: true },
      enrollment: { id: enrollmentId, progress: 33, completed_lessons: 3, total_lessons: 9 },
      certificate: null,
    });
    const firstAt = last.lesson.completed_at;
    const again = await call('POST', `${lessonPath('writing-your-letter', 'the-five-part-letter')}/complete/`, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json().lesson.completed_at).toBe(firstAt);
    expect(again.json().enrollment.completed_lessons).toBe(3);

    const detail = (await call('GET', `/api/course-enrollments/${enrollmentId}/`, { token })).json();
    expect(detail).toMatchObject({ id: enrollmentId, progress: 33, completed_lessons: 3, total_lessons: 9, completed_at: null, certificate_id: null });
    expect(detail.lessons).toHaveLength(9);
    expect(detail.lessons.filter((l: { completed: boolean }) => l.completed).map((l: { lesson_slug: string }) => l.lesson_slug)).toEqual(done.map(([, l]) => l));
    const quizLesson = detail.lessons.find((l: { lesson_slug: string }) => l.lesson_slug === letterQuiz.lesson);
    expect(quizLesson).toMatchObject({ has_quiz: true, quiz_passed: false, best_score: null });
    expect(detail.lessons[0]).toMatchObject({ has_quiz: false, quiz_passed: null });
    expect((await call('GET', `/api/course-enrollments/?course=${detail.course}`, { token })).json().results[0].progress).toBe(33);
  });

  it('remembers the last lesson visited, by call or by reading it, to resume there', async () => {
    const visit = await call('POST', `${lessonPath('sending-and-following-up', 'sending-it-safely')}/visit/`, { token });
    expect(visit.statusCode).toBe(204);
    let detail = (await call('GET', `/api/course-enrollments/${enrollmentId}/`, { token })).json();
    expect(detail.last_lesson).toMatchObject({ chapter_slug: 'sending-and-following-up', lesson_slug: 'sending-it-safely' });
    expect(detail.resume).toEqual(detail.last_lesson);
    expect(detail.last_visited_at).toEqual(expect.any(String));

    const read = (await call('GET', `${lessonPath('why-letters-matter', 'choosing-your-reader')}/`, { token })).json();
    expect(read.progress).toEqual({ enrollment_id: enrollmentId, completed: false, completed_at: null, quiz: null });
    detail = (await call('GET', `/api/course-enrollments/${enrollmentId}/`, { token })).json();
    expect(detail.last_lesson.lesson_slug).toBe('choosing-your-reader');
    const page = (await call('GET', `/api/courses/${LETTERS}/`, { token })).json();
    expect(page.enrollment.resume.lesson_slug).toBe('choosing-your-reader');

    expect((await call('POST', `${lessonPath('why-letters-matter', 'choosing-your-reader')}/visit/`, { token: await login(DEMO.teacher) })).statusCode).toBe(403);
  });

  it('answers 404 for an enrolment that is not the user’s or not an id', async () => {
    expect((await call('GET', '/api/course-enrollments/not-a-uuid/', { token })).statusCode).toBe(404);
    expect((await call('GET', '/api/course-enrollments/00000000-0000-4000-8000-000000000000/', { token })).statusCode).toBe(404);
    expect((await call('GET', `/api/course-enrollments/${enrollmentId}/`, { token: await login(DEMO.teacher) })).statusCode).toBe(404);
  });
});

describe('quizzes', () => {
  let token: string;
  beforeAll(async () => {
    token = await login(DEMO_STUDENTS[6]!.username);
    await call('POST', '/api/course-enrollments/', { token, payload: { course: await courseId(LETTERS) } });
  });

  it('needs a signed-in, enrolled learner and a lesson with a quiz', async () => {
    expect((await call('POST', quizUrl, { payload: { answers: rightAnswers } })).statusCode).toBe(401);
    const outsider = await login(DEMO_STUDENTS[7]!.username);
    expect((await call('POST', quizUrl, { token: outsider, payload: { answers: rightAnswers } })).statusCode).toBe(403);
    const none = await call('POST', `${lessonPath('why-letters-matter', 'a-letter-is-a-bridge')}/quiz/`, { token, payload: { answers: [0] } });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'This lesson has no quiz.' });
  });

  it('refuses answers that do not fit, with clear messages, and stores nothing', async () => {
    const short = await call('POST', quizUrl, { token, payload: { answers: [0] } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: QUIZ_ANSWERS_MESSAGE, answers: ['This quiz has 3 questions: send 3 answers, one for each (1 sent).'] });
    const range = await call('POST', quizUrl, { token, payload: { answers: [0, 7, -1] } });
    expect(range.statusCode).toBe(400);
    expect(range.json().answers).toEqual([
      `Answer 2 must be the number of one of its options, from 0 to ${letterQuiz.quiz.questions[1]!.options.length - 1}.`,
      `Answer 3 must be the number of one of its options, from 0 to ${letterQuiz.quiz.questions[2]!.options.length - 1}.`,
    ]);
    const cases: [unknown, Json][] = [
      [[0, 1.5, 2], { 'answers.1': ['Each answer must be the number of an option.'] }],
      [[null, 0, 0], { 'answers.0': ['Each answer must be the number of an option.'] }],
      ['all', { answers: ['Send the answers as a list of option numbers.'] }],
      [undefined, { answers: ['Send the answers as a list of option numbers.'] }],
    ];
    for (const [answers, fields] of cases) {
      const res = await call('POST', quizUrl, { token, payload: { answers } });
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      expect(res.json()).toEqual({ error: 'Please correct the highlighted fields.', ...fields });
    }
    const lesson = (await call('GET', `${lessonPath(letterQuiz.chapter, letterQuiz.lesson)}/`, { token })).json();
    expect(lesson.progress.quiz).toEqual({ attempts: 0, best_score: null, passed: false });
  });

  it('scores attempts, keeps the best, and a pass completes the lesson', async () => {
    const qs = letterQuiz.quiz.questions;
    const oneRight = [qs[0]!.correct, wrong(qs[1]!), wrong(qs[2]!)];
    const fail = (await call('POST', quizUrl, { token, payload: { answers: oneRight } })).json();
    expect(fail).toEqual({
      score: 33,
      passed: false,
      pass_mark: 60,
      best_score: 33,
      attempts: 1,
      // Not passed yet: the right answers of the wrong ones are not given away.
      feedback: qs.map((q, i) => ({ question: q.question, correct: i === 0, correct_option: i === 0 ? q.correct : null })),
      lesson_completed: false,
      progress: 0,
      certificate: null,
    });
    const twoRight = [qs[0]!.correct, qs[1]!.correct, wrong(qs[2]!)];
    const pass = (await call('POST', quizUrl, { token, payload: { answers: twoRight } })).json();
    expect(pass).toMatchObject({ score: 67, passed: true, best_score: 67, attempts: 2, lesson_completed: true, progress: 11, certificate: null });
    expect(pass.feedback[2]).toEqual({ question: qs[2]!.question, correct: false, correct_option: qs[2]!.correct });
    const worse = (await call('POST', quizUrl, { token, payload: { answers: oneRight } })).json();
    expect(worse).toMatchObject({ score: 33, passed: false, best_score: 67, attempts: 3, lesson_completed: true });
    // Passed once: every right answer is shown, this failed try's too.
    expect(worse.feedback.map((f: { correct_option: number | null }) => f.correct_option)).toEqual(qs.map((q) => q.correct));

    const lesson = (await call('GET', `${lessonPath(letterQuiz.chapter, letterQuiz.lesson)}/`, { token })).json();
    expect(lesson.progress).toMatchObject({ completed: true, quiz: { attempts: 3, best_score: 67, passed: true } });
    expect(lesson.quiz.questions[0]).not.toHaveProperty('correct');
    const attempts = await platform((tx) => execRows<{ n: number }>(tx, sql`select count(*)::int as n from quiz_attempts`));
    expect(attempts[0]!.n).toBe(3);
  });
});

describe('isolation between sites', () => {
  it("keeps a Greenwood learner's enrolment and progress invisible to every other site", async () => {
    const token = await login(DEMO_STUDENTS[8]!.username);
    const created = (await call('POST', '/api/course-enrollments/', { token, payload: { course: await courseId(LETTERS) } })).json();
    await call('POST', `${lessonPath('why-letters-matter', 'a-letter-is-a-bridge')}/complete/`, { token });

    // The platform admin on the main site, and the organisation's admin on its own site.
    const admin = await login(DEMO.admin, MAIN);
    expect((await call('GET', '/api/course-enrollments/', { host: MAIN, token: admin })).json()).toEqual({ count: 0, results: [] });
    expect((await call('GET', `/api/course-enrollments/${created.id}/`, { host: MAIN, token: admin })).statusCode).toBe(404);
    const org = await login(DEMO.orgAdmin, BF);
    expect((await call('GET', `/api/course-enrollments/${created.id}/`, { host: BF, token: org })).statusCode).toBe(404);
    // A Greenwood token is worthless elsewhere.
    expect((await call('GET', '/api/course-enrollments/', { host: BF, token })).statusCode).toBe(401);

    // And the database itself refuses: queries without any WHERE, in each site's context.
    const greenwood = (await platform((tx) => findTenantBySubdomain(tx, 'greenwood')))!.id;
    const brightfutures = (await platform((tx) => findTenantBySubdomain(tx, 'brightfutures')))!.id;
    const count = (tenantId: string | null) =>
      t.db.withTenant({ tenantId }, async (tx) =>
        Object.fromEntries(
          await Promise.all(
            ['course_enrollments', 'lesson_completions', 'quiz_attempts', 'certificates'].map(async (table) => [
              table,
              (await execRows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n,
            ]),
          ),
        ),
      );
    expect((await count(greenwood)).course_enrollments).toBeGreaterThan(0);
    expect((await count(greenwood)).lesson_completions).toBeGreaterThan(0);
    expect(await count(brightfutures)).toEqual({ course_enrollments: 0, lesson_completions: 0, quiz_attempts: 0, certificates: 0 });
    expect(await count(null)).toEqual({ course_enrollments: 0, lesson_completions: 0, quiz_attempts: 0, certificates: 0 });
  });

  it('records a main-site learner on the main site', async () => {
    const admin = await login(DEMO.admin, MAIN);
    const res = await call('POST', '/api/course-enrollments/', { host: MAIN, token: admin, payload: { course: await courseId('climate-action-hub') } });
    expect(res.statusCode).toBe(201);
    const rows = await t.db.withTenant({ tenantId: null }, (tx) => execRows<{ tenant_id: string | null }>(tx, sql`select tenant_id from course_enrollments`));
    expect(rows).toEqual([{ tenant_id: null }]);
  });
});
