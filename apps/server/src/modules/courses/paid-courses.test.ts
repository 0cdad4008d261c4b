import { CHECKOUT_MSG } from '@commonshelf/shared/commerce/checkout.schemas';
import { BULK_MSG } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_QUIZZES } from '../../db/seed/seed.js';
import { createListeningTestApp, paidPurchase } from '../../test/payments-app.js';
import { apiClient, HOSTS, type TestApp } from '../../test/test-app.js';
import { classes } from '../classes/classes.table.js';
import { products } from '../orders/orders.table.js';
import { TRAINING_PRODUCT } from '../orders/products.seed.js';
import { courseEnrollments } from './enrollments.table.js';
import { BUY_FIRST } from './learning.service.js';

let t: TestApp & { origin: string };
const { call, login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const { greenwood: GW, main: MAIN } = HOSTS;

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

// The demo's teacher training is sold in the shop (products.seed.ts); its first lesson is the free preview.
const COURSE = TRAINING_PRODUCT.course;
const quiz = DEMO_QUIZZES.find((q) => q.course === COURSE)!;
const lessonUrl = (chapter: string, lesson: string) => `/api/courses/${COURSE}/chapters/${chapter}/lessons/${lesson}/`;
const detail = async (token?: string, host = GW) => (await call('GET', `/api/courses/${COURSE}/`, { host, token })).json() as Json;
type Lesson = { chapter: string; slug: string; locked: boolean };
const lessons = (course: Json): Lesson[] => (course.chapters as Json[]).flatMap((ch) => (ch.lessons as Json[]).map((l) => ({ chapter: ch.slug as string, slug: l.slug as string, locked: l.locked as boolean })));

describe('a course sold in the shop', () => {
  it('shows everyone its outline and first lesson, and opens the rest, its enrolment and its quiz only to those who bought it; a refund closes it again', async () => {
    const visitor = await detail();
    expect(visitor).toMatchObject({ kind: 'teacher_training', sold: true, unlocked: false, enrolled: false });
    const [first, second, ...rest] = lessons(visitor);
    expect([first!.locked, second!.locked, ...rest.map((l) => l.locked)]).toEqual([false, true, ...rest.map(() => true)]);
    expect((await call('GET', lessonUrl(first!.chapter, first!.slug))).statusCode).toBe(200);
    const closed = await call('GET', lessonUrl(second!.chapter, second!.slug));
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ error: BUY_FIRST });

    // A teacher cannot enrol without buying it, nor take its quiz.
    const teacher = await login(DEMO.teacher, GW);
    const courseId = visitor.id as number;
    const enrol = await call('POST', '/api/course-enrollments/', { token: teacher, payload: { course: courseId } });
    expect(enrol.statusCode).toBe(403);
    expect(enrol.json().error).toBe(BUY_FIRST);
    const enrolments = () => platform((tx) => tx.select().from(courseEnrollments).where(eq(courseEnrollments.courseId, courseId)));
    expect(await enrolments()).toEqual([]);
    expect((await call('GET', lessonUrl(second!.chapter, second!.slug), { token: teacher })).statusCode).toBe(403);

    // Nor can a school enrol a class in it: each learner buys it. The bulk tool does not offer it.
    const schoolAdmin = await login(DEMO.schoolAdmin, GW);
    const options = (await call('GET', '/api/bulk-enrolments/options/', { token: schoolAdmin })).json() as Json;
    expect(options.courses.map((c: Json) => c.slug)).not.toContain(COURSE);
    expect(options.courses.length).toBeGreaterThan(0);
    const [klass] = await platform((tx) => tx.select({ id: classes.id }).from(classes).where(eq(classes.code, DEMO.classCode)));
    const bulk = await call('POST', '/api/bulk-enrolments/class/', { token: schoolAdmin, payload: { course: courseId, class: klass!.id } });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json()).toMatchObject({ error: BULK_MSG.soldCourse, course: [BULK_MSG.soldCourse] });
    expect(await enrolments()).toEqual([]);

    // The platform's admins, who edit it, open it; a school's admin is a learner like any other.
    expect(await detail(await login(DEMO.admin, MAIN), MAIN)).toMatchObject({ sold: true, unlocked: true });
    expect(await detail(schoolAdmin)).toMatchObject({ sold: true, unlocked: false });

    // Bought and paid: the teacher is enrolled at once and every lesson opens.
    const training = ((await call('GET', '/api/products/?kind=teacher_training')).json() as Json).results[0] as Json;
    expect(training.course).toMatchObject({ id: courseId, slug: COURSE });
    // Only an account buys it: it opens there.
    const asVisitor = await call('POST', '/api/checkout/', { payload: { items: [training.id], email: 'guest@example.org', name: 'Guest', provider: 'stripe' } });
    expect(asVisitor.statusCode).toBe(400);
    expect(asVisitor.json()).toMatchObject({ error: CHECKOUT_MSG.courseNeedsAccount, items: [CHECKOUT_MSG.courseNeedsAccount] });
    const { reference } = await paidPurchase(t, GW, { user: teacher, product: training.id as number });
    const bought = await detail(teacher);
    expect(bought).toMatchObject({ sold: true, unlocked: true, enrolled: true });
    expect(lessons(bought).every((l) => !l.locked)).toBe(true);
    expect((await call('GET', lessonUrl(second!.chapter, second!.slug), { token: teacher })).statusCode).toBe(200);
    const quizUrl = `${lessonUrl(quiz.chapter, quiz.lesson)}quiz/`;
    const answers = quiz.quiz.questions.map((q) => q.correct);
    expect((await call('POST', quizUrl, { token: teacher, payload: { answers } })).json()).toMatchObject({ passed: true });

    // Refunded: the progress stays, but no lesson past the preview opens and nothing moves on.
    const refund = await call('POST', `/api/admin/orders/${reference}/refund/`, { token: schoolAdmin, payload: { reason: 'Bought for the wrong school' } });
    expect(refund.statusCode, refund.body).toBe(200);
    const refunded = await detail(teacher);
    expect(refunded).toMatchObject({ sold: true, unlocked: false, enrolled: true });
    expect(refunded.enrollment.completed_lessons).toBe(1);
    expect((await call('GET', lessonUrl(second!.chapter, second!.slug), { token: teacher })).statusCode).toBe(403);
    const complete = await call('POST', `${lessonUrl(second!.chapter, second!.slug)}complete/`, { token: teacher });
    expect(complete.statusCode).toBe(403);
    expect(complete.json().error).toBe(BUY_FIRST);
    expect((await call('POST', quizUrl, { token: teacher, payload: { answers } })).statusCode).toBe(403);
  });

  it('is free again once no active product sells it', async () => {
    await platform((tx) => tx.update(products).set({ active: false }).where(eq(products.slug, TRAINING_PRODUCT.slug)));
    try {
      const course = await detail();
      expect(course).toMatchObject({ sold: false, unlocked: true });
      expect(lessons(course).some((l) => l.locked)).toBe(false);
      const teacher = await login(DEMO.schoolAdmin, GW);
      expect((await call('POST', '/api/course-enrollments/', { token: teacher, payload: { course: course.id } })).statusCode).toBeLessThan(300);
    } finally {
      await platform((tx) => tx.update(products).set({ active: true }).where(eq(products.slug, TRAINING_PRODUCT.slug)));
    }
  });
});
