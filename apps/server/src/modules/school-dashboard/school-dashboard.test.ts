import { SCHOOL_DASHBOARD_MSG as MSG, type TSchoolDashboard, type TTeacherClassPage } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LAKESIDE } from '../../db/seed/content/lakeside.content.js';
import { createUser, DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { recordDonation } from '../charities/charities.seed.js';
import { donations, projects } from '../charities/charities.table.js';
import { classes, classStudents } from '../classes/classes.table.js';
import { chapters, courses, lessons } from '../courses/courses.table.js';
import { courseEnrollments, lessonCompletions } from '../courses/enrollments.table.js';
import { bookReads, books, stories } from '../library/library.table.js';
import { orders } from '../orders/orders.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { lastWeeks } from './site-stats.service.js';

let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const { greenwood: GW, brightfutures: BF } = HOSTS;
const LAKE = `${DEMO_LAKESIDE.school.subdomain}.localhost:3000`;
const WILLOW_TEACHER = 'tom.hughes@greenwood.test';
const DAY = 86_400_000;
let admin: string;
let gwId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(DEMO.schoolAdmin, GW);
  gwId = await platform(async (tx) => (await tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood')))[0]!.id);
});
afterAll(() => t.close());

const dashboard = async (token = admin, host = GW): Promise<TSchoolDashboard> => {
  const res = await call('GET', '/api/admin/school-dashboard/', { host, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const classesOf = async (token: string, query = '', host = GW): Promise<TTeacherClassPage> => {
  const res = await call('GET', `/api/v1/teacher/school-classes/${query}`, { host, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Rows counted straight from a table, in the platform scope: what the dashboard must say. */
const countRows = (table: PgTable, where: SQL | undefined) =>
  platform(async (tx) => (await tx.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]!.n);

describe('lastWeeks', () => {
  it('counts back whole weeks from this one’s Monday, oldest first', () => {
    const { weeks, since } = lastWeeks(new Date('2027-01-06T10:00:00Z'), 3); // a Wednesday
    expect(weeks).toEqual(['2026-12-21', '2026-12-28', '2027-01-04']);
    expect(since.toISOString()).toBe('2026-12-21T00:00:00.000Z');
    expect(lastWeeks(new Date('2027-01-10T23:59:00Z'), 1).weeks).toEqual(['2027-01-04']); // a Sunday
  });
});

describe('the school dashboard', () => {
  it('is the school admins’, on their own site', async () => {
    expect((await call('GET', '/api/admin/school-dashboard/', { host: GW })).statusCode).toBe(401);
    for (const who of [DEMO.teacher, 'amarao07']) {
      const res = await call('GET', '/api/admin/school-dashboard/', { host: GW, token: await login(who, GW) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MSG.notSchoolAdmin);
    }
    // Another school's admin: their token is not valid on Greenwood's site at all.
    const lakeAdmin = await login(DEMO_LAKESIDE.schoolAdmin.email, LAKE);
    expect((await call('GET', '/api/admin/school-dashboard/', { host: GW, token: lakeAdmin })).statusCode).toBe(401);
    // On their own site each admin sees their own school.
    expect((await dashboard(lakeAdmin, LAKE)).school.name).toBe(DEMO_LAKESIDE.school.name);
    const bf = await dashboard(await login(DEMO.orgAdmin, BF), BF);
    expect(bf.school).toMatchObject({ name: DEMO.organization.name, is_organization: true });
    expect(bf.students.active).toBe(0);
  });

  it('counts the demo school as its tables do', async () => {
    const d = await dashboard();
    const gw = eq(users.tenantId, gwId);
    expect(d.school).toMatchObject({ id: gwId, name: DEMO.school.name, is_organization: false });
    expect(d.students.active).toBe(await countRows(users, and(gw, eq(users.role, 'student'), eq(users.isActive, true))));
    expect(d.students.active).toBeGreaterThanOrEqual(25);
    expect(d.teachers).toBe(await countRows(users, and(gw, inArray(users.role, ['teacher', 'teacher_admin']), eq(users.isActive, true))));
    expect(d.classes.active).toBe(await countRows(classes, and(eq(classes.tenantId, gwId), eq(classes.isActive, true))));
    expect(d.classes.active).toBeGreaterThanOrEqual(2);
    expect(d.books.total).toBe(await countRows(books, eq(books.tenantId, gwId)));
    expect(d.stories.published).toBe(await countRows(stories, and(eq(stories.tenantId, gwId), eq(stories.status, 'published'))));
    expect(d.stories.published).toBeGreaterThan(0);
    expect(d.stories.total).toBe(d.stories.draft + d.stories.pending + d.stories.published + d.stories.rejected);
    expect(d.readings.total).toBe(await countRows(bookReads, eq(bookReads.tenantId, gwId)));
    expect(d.courses.enrolments).toBe(await countRows(courseEnrollments, eq(courseEnrollments.tenantId, gwId)));
    expect(d.courses.enrolments).toBeGreaterThan(0);
    const gifts = await platform(async (tx) =>
      (
        await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(donations)
          .innerJoin(orders, eq(orders.id, donations.orderId))
          .where(and(eq(donations.tenantId, gwId), isNotNull(donations.paidAt), inArray(orders.status, ['paid', 'fulfilled'])))
      )[0]!.n,
    );
    expect(d.donations.reduce((s, m) => s + m.count, 0)).toBe(gifts);
    expect(gifts).toBeGreaterThan(0);
    expect(d.readings_by_week).toHaveLength(12);
    expect(d.attention).toEqual({ stories_waiting: d.stories.pending, books_waiting: d.books.pending });
  });

  it('follows what happens: a student archived, a reading, gifts paid and refunded, a story sent for review', async () => {
    const before = await dashboard();
    const cause = await platform(async (tx) => (await tx.select().from(projects).where(isNull(projects.tenantId)).limit(1))[0]!);
    await platform(async (tx) => {
      const kid = await createUser(tx, { tenantId: gwId, role: 'student', firstName: 'Dash', lastName: 'Board', username: 'dashb99', password: DEMO.password });
      await tx.update(users).set({ isActive: false }).where(eq(users.id, kid.id));
      const [book] = await tx.select().from(books).where(isNull(books.tenantId)).limit(1);
      await tx.insert(bookReads).values([
        { tenantId: gwId, bookId: book!.id },
        // Older than 30 days: in the total, not in the recent ones.
        { tenantId: gwId, bookId: book!.id, createdAt: new Date(Date.now() - 40 * DAY) },
      ]);
      for (const status of ['fulfilled', 'refunded'] as const) {
        await recordDonation(tx, {
          tenantId: gwId,
          charityId: cause.charityId,
          projectId: cause.id,
          amountMinor: 1_234,
          currency: 'JPY',
          name: 'Dash Donor',
          email: `dash-${status}@example.com`,
          title: 'A gift',
          status,
        });
      }
      await tx.insert(stories).values({ tenantId: gwId, slug: 'dashboard-story', title: 'Waiting story', body: '<p>x</p>', authorId: kid.id, status: 'pending', submittedAt: new Date() });
    });
    const after = await dashboard();
    expect(after.students).toEqual({ active: before.students.active, archived: before.students.archived + 1 });
    expect(after.readings).toEqual({ total: before.readings.total + 2, recent: before.readings.recent + 1 });
    expect(after.readings_by_week.at(-1)!.count).toBe(before.readings_by_week.at(-1)!.count + 1);
    // Only the paid gift counts, in its own currency.
    expect(after.donations.find((m) => m.currency === 'JPY')).toEqual({ currency: 'JPY', minor: 1_234, count: 1 });
    expect(after.attention.stories_waiting).toBe(before.attention.stories_waiting + 1);
  });

  it('never counts another school’s rows', async () => {
    const before = await dashboard();
    const lakeId = await platform(async (tx) => (await tx.select().from(tenants).where(eq(tenants.subdomain, DEMO_LAKESIDE.school.subdomain)))[0]!.id);
    await platform(async (tx) => {
      await createUser(tx, { tenantId: lakeId, role: 'student', firstName: 'Lake', lastName: 'Kid', username: 'lakekid98', password: DEMO.password });
      const [book] = await tx.select().from(books).where(isNull(books.tenantId)).limit(1);
      await tx.insert(bookReads).values({ tenantId: lakeId, bookId: book!.id });
    });
    const after = await dashboard();
    expect(after.students).toEqual(before.students);
    expect(after.readings).toEqual(before.readings);
  });
});

describe('a teacher’s classes (GET /api/v1/teacher/school-classes/)', () => {
  it('are for teachers and the school’s admins; students get 403 and visitors 401', async () => {
    expect((await call('GET', '/api/v1/teacher/school-classes/', { host: GW })).statusCode).toBe(401);
    const student = await call('GET', '/api/v1/teacher/school-classes/', { host: GW, token: await login('amarao07', GW) });
    expect(student.statusCode).toBe(403);
    expect(student.json().error).toBe(MSG.notTeacher);
    const orgAdmin = await call('GET', '/api/v1/teacher/school-classes/', { host: BF, token: await login(DEMO.orgAdmin, BF) });
    expect(orgAdmin.statusCode).toBe(403);
  });

  it('shows a teacher their own classes only, never a colleague’s or another school’s', async () => {
    const mine = await classesOf(await login(DEMO.teacher, GW));
    expect(mine.results.map((c) => c.name)).toEqual([DEMO.className]);
    expect(mine.results[0]).toMatchObject({ code: DEMO.classCode, active: true, students_count: 25 });
    expect(mine.count).toBe(1);
    const willow = await classesOf(await login(WILLOW_TEACHER, GW));
    expect(willow.results.map((c) => c.name)).toEqual(['Year 3 Willow']);
    const lake = await classesOf(await login(DEMO_LAKESIDE.teacher.email, LAKE), '', LAKE);
    expect(lake.results.map((c) => c.name)).toEqual([DEMO_LAKESIDE.class.name]);
    // The school's admin sees every class of the school, and only the school's.
    const all = await classesOf(admin);
    expect(all.results.map((c) => c.name)).toEqual(expect.arrayContaining([DEMO.className, 'Year 3 Willow']));
    expect(all.results.map((c) => c.name)).not.toContain(DEMO_LAKESIDE.class.name);
  });

  it('pages with limit and offset, searches by name and refuses a bad limit', async () => {
    const first = await classesOf(admin, '?limit=1');
    expect(first.results).toHaveLength(1);
    expect(first.count).toBeGreaterThanOrEqual(2);
    expect(first.next).toBe('/api/v1/teacher/school-classes/?limit=1&offset=1');
    const second = await classesOf(admin, '?limit=1&offset=1');
    expect(second.results[0]!.id).not.toBe(first.results[0]!.id);
    expect((await classesOf(admin, '?search=willow')).results.map((c) => c.name)).toEqual(['Year 3 Willow']);
    const bad = await call('GET', '/api/v1/teacher/school-classes/?limit=0', { host: GW, token: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('counts what the class’s students did in the last 30 days', async () => {
    const teacher = await login(DEMO.teacher, GW);
    const willowTeacher = await login(WILLOW_TEACHER, GW);
    const before = (await classesOf(teacher)).results[0]!;
    const willowBefore = (await classesOf(willowTeacher)).results[0]!;
    expect(before.activity).toEqual({
      books_read: expect.any(Number),
      stories_written: expect.any(Number),
      stories_published: expect.any(Number),
      courses_enrolled: expect.any(Number),
      courses_completed: expect.any(Number),
    });
    await platform(async (tx) => {
      const [oak] = await tx.select().from(classes).where(and(eq(classes.tenantId, gwId), eq(classes.name, DEMO.className)));
      const [member] = await tx.select().from(classStudents).where(eq(classStudents.classId, oak!.id)).limit(1);
      const kid = member!.studentId;
      const [book] = await tx.select().from(books).where(isNull(books.tenantId)).limit(1);
      const old = new Date(Date.now() - 45 * DAY);
      await tx.insert(bookReads).values([
        { tenantId: gwId, bookId: book!.id, userId: kid },
        { tenantId: gwId, bookId: book!.id, userId: kid, createdAt: old },
      ]);
      await tx.insert(stories).values([
        { tenantId: gwId, slug: 'oak-new-story', title: 'New', body: '<p>x</p>', authorId: kid, status: 'published', publishedAt: new Date() },
        { tenantId: gwId, slug: 'oak-old-story', title: 'Old', body: '<p>x</p>', authorId: kid, status: 'draft', createdAt: old },
      ]);
      const taken = (await tx.select({ id: courseEnrollments.courseId }).from(courseEnrollments).where(eq(courseEnrollments.userId, kid))).map((r) => r.id);
      const [course] = await tx.select().from(courses).where(and(isNull(courses.tenantId), taken.length ? sql`${courses.id} not in ${taken}` : undefined)).limit(1);
      await tx.insert(courseEnrollments).values({ tenantId: gwId, userId: kid, courseId: course!.id, completedAt: new Date() });
    });
    const after = (await classesOf(teacher)).results[0]!;
    expect(after.activity).toEqual({
      books_read: before.activity.books_read + 1,
      stories_written: before.activity.stories_written + 1,
      stories_published: before.activity.stories_published + 1,
      courses_enrolled: before.activity.courses_enrolled + 1,
      courses_completed: before.activity.courses_completed + 1,
    });
    // Another class's activity is its own.
    expect((await classesOf(willowTeacher)).results[0]!.activity).toEqual(willowBefore.activity);
  });
});

describe('a class’s students (GET /api/v1/teacher/school-classes/:classId/students/)', () => {
  const classId = (name: string) => platform(async (tx) => (await tx.select().from(classes).where(and(eq(classes.tenantId, gwId), eq(classes.name, name))))[0]!.id);
  const students = (id: string, token: string) => call('GET', `/api/v1/teacher/school-classes/${id}/students/`, { host: GW, token });

  it('shows a teacher their own class’s students with their courses; another teacher’s class is a 404', async () => {
    const oak = await classId(DEMO.className);
    const teacher = await login(DEMO.teacher, GW);
    const res = await students(oak, teacher);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { class: { name: string }; students: { id: string; username: string; courses_joined: number; courses_finished: number }[] };
    expect(body.class.name).toBe(DEMO.className);
    const members = await platform((tx) => tx.select({ id: classStudents.studentId }).from(classStudents).where(eq(classStudents.classId, oak)));
    expect(body.students.map((s) => s.id).sort()).toEqual(members.map((m) => m.id).sort());
    const enrolled = await platform((tx) =>
      tx.select({ userId: courseEnrollments.userId, done: courseEnrollments.completedAt }).from(courseEnrollments).where(inArray(courseEnrollments.userId, members.map((m) => m.id))),
    );
    for (const s of body.students) {
      expect(s.courses_joined, s.username).toBe(enrolled.filter((e) => e.userId === s.id).length);
      expect(s.courses_finished, s.username).toBe(enrolled.filter((e) => e.userId === s.id && e.done).length);
    }

    const willow = await classId('Year 3 Willow');
    const notHers = await students(willow, teacher);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().error).toBe(MSG.classNotFound);
    // The school's admins see every class; a student sees none.
    expect((await students(willow, admin)).statusCode).toBe(200);
    expect((await students(oak, await login('amarao07', GW))).statusCode).toBe(403);
    expect((await students('not-a-class', teacher)).statusCode).toBe(400);
  });

  it('shows how far each student has gone in each course: lessons done of the course’s lessons, and when finished', async () => {
    const oak = await classId(DEMO.className);
    const teacher = await login(DEMO.teacher, GW);
    type Course = { slug: string; name: string; progress: number; completed_lessons: number; total_lessons: number; completed_at: string | null };
    const before = (await students(oak, teacher)).json().students as { id: string; username: string; courses: Course[] }[];
    // A course the class's last student has not joined, with at least two lessons: they join it and finish one lesson.
    const kid = before.at(-1)!;
    const course = await platform(async (tx) => {
      const rows = await tx
        .select({ id: courses.id, slug: courses.slug, name: courses.name, total: sql<number>`count(${lessons.id})::int` })
        .from(courses)
        .innerJoin(chapters, eq(chapters.courseId, courses.id))
        .innerJoin(lessons, eq(lessons.chapterId, chapters.id))
        .where(and(isNull(courses.tenantId), sql`${courses.id} not in (select course_id from course_enrollments where user_id = ${kid.id})`))
        .groupBy(courses.id)
        .having(sql`count(${lessons.id}) >= 2`)
        .limit(1);
      const c = rows[0]!;
      const [enrolment] = await tx.insert(courseEnrollments).values({ tenantId: gwId, userId: kid.id, courseId: c.id }).returning();
      const [first] = await tx.select({ id: lessons.id }).from(lessons).innerJoin(chapters, eq(chapters.id, lessons.chapterId)).where(eq(chapters.courseId, c.id)).limit(1);
      await tx.insert(lessonCompletions).values({ tenantId: gwId, enrollmentId: enrolment!.id, lessonId: first!.id });
      return c;
    });
    const after = (await students(oak, teacher)).json().students as { id: string; courses_joined: number; courses_finished: number; courses: Course[] }[];
    const mine = after.find((s) => s.id === kid.id)!;
    expect(mine.courses_joined).toBe(mine.courses.length);
    expect(mine.courses_finished).toBe(mine.courses.filter((c) => c.completed_at).length);
    // The latest joined comes first.
    expect(mine.courses[0]).toEqual({
      slug: course.slug,
      name: course.name,
      progress: Math.floor(100 / course.total),
      completed_lessons: 1,
      total_lessons: course.total,
      completed_at: null,
    });
    // The other students' courses are as they were.
    for (const s of after.filter((x) => x.id !== kid.id)) expect(s.courses).toEqual(before.find((b) => b.id === s.id)!.courses);
  });

  it('lets the teacher give a student of their class a new password, shown once; not another class’s student', async () => {
    const oak = await classId(DEMO.className);
    const teacher = await login(DEMO.teacher, GW);
    const [kid] = (await students(oak, teacher)).json().students as { id: string; username: string }[];
    const reset = (cls: string, id: string, token: string) => call('POST', `/api/v1/teacher/school-classes/${cls}/students/${id}/reset-password/`, { host: GW, token });
    const res = await reset(oak, kid!.id, teacher);
    expect(res.statusCode, res.body).toBe(200);
    const { password } = res.json() as { password: string };
    expect(password.length).toBeGreaterThanOrEqual(8);
    expect(res.headers['cache-control']).toBe('no-store');
    // The new password works; the old one does not.
    const signIn = (pw: string) => call('POST', '/api/auth/token/', { host: GW, payload: { username: kid!.username, password: pw, remember: false } });
    expect((await signIn(password)).statusCode).toBe(200);
    expect((await signIn(DEMO.password)).statusCode).toBe(401);

    const willow = await classId('Year 3 Willow');
    const willowKid = (await students(willow, admin)).json().students[0] as { id: string };
    expect((await reset(willow, willowKid.id, teacher)).statusCode).toBe(404);
    // A student of another class named under the teacher's own class is not found either.
    expect((await reset(oak, willowKid.id, teacher)).statusCode).toBe(404);
    expect((await reset(oak, kid!.id, await login('amarao07', GW))).statusCode).toBe(403);
  });
});
