import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/seed.js';
import { certificates } from '../modules/certificates/certificates.table.js';
import { newCertificateId } from '../modules/certificates/certificates.repository.js';
import { classes } from '../modules/classes/classes.table.js';
import { courses } from '../modules/courses/courses.table.js';
import { books, stories } from '../modules/library/library.table.js';
import { orders } from '../modules/orders/orders.table.js';
import { tenants } from '../modules/tenants/tenants.table.js';
import { users } from '../modules/users/users.table.js';
import { multipartForm } from '../test/book-files.js';
import { choose, createListeningTestApp, eventually, paidPurchase } from '../test/payments-app.js';
import { apiClient, HOSTS, type TestApp } from '../test/test-app.js';

/**
 * Attack: a signed-in member of one site (Lakeside's school admin, on Lakeside's address) asks for
 * and acts on Greenwood's records by their real ids: users, students, classes, books, stories,
 * orders, invoices, donations, enrolments and certificates. Expected: the same 404 as for an id that
 * does not exist (nothing says the record is there), and nothing changed. A Greenwood order's own
 * access token does not open it on another site either.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let t: TestApp & { origin: string };
const { call, login, platform } = apiClient(() => t);
const GW = HOSTS.greenwood;
const LAKESIDE = 'lakeside.localhost:3000';

const ids = {} as {
  teacher: string;
  student: string;
  classId: string;
  classCode: string;
  book: string;
  story: string;
  order: { reference: string; token: string };
  donation: { reference: string; token: string };
  enrolment: string;
  certificate: string;
};
let attacker: string;

beforeAll(async () => {
  t = await createListeningTestApp();
  const [gw] = await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood')));
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  const teacher = await one(platform((tx) => tx.select().from(users).where(eq(users.email, DEMO.teacher))));
  const student = await one(platform((tx) => tx.select().from(users).where(and(eq(users.tenantId, gw!.id), eq(users.role, 'student')))));
  const klass = await one(platform((tx) => tx.select().from(classes).where(eq(classes.code, DEMO.classCode))));
  // The demo's books are platform-wide: Greenwood gets a published book of its own.
  const book = await one(
    platform((tx) =>
      tx.insert(books).values({ tenantId: gw!.id, slug: 'greenwood-only', title: 'Greenwood Only', language: 'en', readingLevel: 2, status: 'published', publishedAt: new Date() }).returning(),
    ),
  );
  const story = await one(platform((tx) => tx.select().from(stories).where(and(eq(stories.tenantId, gw!.id), eq(stories.status, 'published')))));
  Object.assign(ids, { teacher: teacher.id, student: student.id, classId: String(klass.id), classCode: klass.code, book: String(book.id), story: String(story.id) });

  ids.order = await paidPurchase(t, GW);
  const charities = (await call('GET', '/api/charities/', { host: GW })).json() as Json;
  const gift = await call('POST', '/api/checkout/donation/', {
    host: GW,
    payload: { charity_id: charities.results[0].id, amount_minor: 1000, email: 'gift@example.org', name: 'Kiran Rao', provider: 'stripe' },
  });
  expect(gift.statusCode, gift.body).toBe(201);
  await choose(t, gift.json().redirect_url, 'success');
  ids.donation = { reference: gift.json().order.reference, token: gift.json().access_token };
  await eventually(() => platform((tx) => tx.select().from(orders).where(eq(orders.reference, ids.donation.reference))), (r) => r[0]?.status === 'fulfilled');

  const studentToken = await login(student.username!);
  const course = (await call('GET', '/api/courses/this-is-course/', { host: GW, token: studentToken })).json() as Json;
  const enrol = await call('POST', '/api/course-enrollments/', { host: GW, token: studentToken, payload: { course: course.id } });
  expect([200, 201], enrol.body).toContain(enrol.statusCode);
  ids.enrolment = enrol.json().id;
  const [c] = await platform((tx) => tx.select().from(courses).where(eq(courses.id, course.id)));
  ids.certificate = newCertificateId();
  await platform((tx) =>
    tx.insert(certificates).values({
      id: ids.certificate,
      tenantId: gw!.id,
      userId: student.id,
      courseId: c!.id,
      enrollmentId: ids.enrolment,
      learnerFirstName: student.firstName,
      learnerLastName: student.lastName,
      learnerRole: 'student',
      courseName: c!.name,
    }),
  );
  attacker = await login('schooladmin@lakeside.test', LAKESIDE);
}, 120_000);
afterAll(() => t?.close());

describe('another site’s records by their real ids', () => {
  const cases: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', () => string, Json?][] = [
    ['a user', 'GET', () => `/api/admin/users/${ids.teacher}/`],
    ['a student’s password reset', 'POST', () => `/api/school-admin/classes/${ids.classId}/students/${ids.student}/reset-password/`],
    ['a student archived', 'POST', () => `/api/school-admin/classes/${ids.classId}/students/${ids.student}/archive/`],
    ['a class’s students', 'GET', () => `/api/school-admin/classes/${ids.classId}/students/`],
    ['a class renamed', 'PATCH', () => `/api/school-admin/classes/${ids.classId}/`, { name: 'Taken over' }],
    ['a class code rotated', 'POST', () => `/api/school-admin/classes/${ids.classId}/rotate-code/`],
    ['a class list by its code', 'GET', () => `/api/list-student-in-class/${ids.classCode}/`],
    ['a book', 'GET', () => `/api/books/${ids.book}/`],
    ['a book’s file', 'GET', () => `/api/books/${ids.book}/file/`],
    ['a book in the admin', 'GET', () => `/api/admin/books/${ids.book}/`],
    ['a book edited', 'PATCH', () => `/api/admin/books/${ids.book}/`, { featured: true }],
    ['a book unpublished', 'POST', () => `/api/admin/books/${ids.book}/unpublish/`],
    ['a story', 'GET', () => `/api/library/stories/${ids.story}/`],
    ['a story in the admin', 'GET', () => `/api/admin/stories/${ids.story}/`],
    ['a story unpublished', 'POST', () => `/api/admin/stories/${ids.story}/unpublish/`, { reason: 'Taken down' }],
    ['an order with its own token', 'GET', () => `/api/orders/${ids.order.reference}/?token=${encodeURIComponent(ids.order.token)}`],
    ['an order refunded', 'POST', () => `/api/admin/orders/${ids.order.reference}/refund/`, { reason: 'Mine now' }],
    ['an order shipped', 'POST', () => `/api/admin/orders/${ids.order.reference}/ship/`, { carrier: 'Royal Mail', tracking_number: 'AB123456789GB' }],
    ['an invoice with the order’s token', 'GET', () => `/api/invoices/invoice/${ids.order.reference}/?token=${encodeURIComponent(ids.order.token)}`],
    ['an invoice PDF', 'GET', () => `/api/invoices/invoice/${ids.order.reference}/pdf?token=${encodeURIComponent(ids.order.token)}`],
    ['a donation’s receipt', 'GET', () => `/api/invoices/receipt/${ids.donation.reference}/?token=${encodeURIComponent(ids.donation.token)}`],
    ['a donation’s receipt in the admin', 'GET', () => `/api/admin/donations/${ids.donation.reference}/receipt.pdf`],
    ['an enrolment', 'GET', () => `/api/course-enrollments/${ids.enrolment}/`],
    ['a certificate', 'GET', () => `/api/certificates/${ids.certificate}/`],
    ['a certificate PDF', 'GET', () => `/api/certificates/${ids.certificate}/pdf`],
  ];

  it.each(cases)('%s → 404, as for an id that does not exist', async (_what, method, url, payload) => {
    const res = await call(method, url(), { host: LAKESIDE, token: attacker, payload });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('a user edited (the user form is multipart) → 404', async () => {
    const form = multipartForm({ first_name: 'Mallory' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${ids.teacher}/`,
      headers: { host: LAKESIDE, authorization: `Bearer ${attacker}`, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(404);
  });

  it('changed nothing: the teacher, the class and its code, the book, the story and the order are as they were', async () => {
    const [teacher] = await platform((tx) => tx.select().from(users).where(eq(users.id, ids.teacher)));
    expect(teacher!.firstName).not.toBe('Mallory');
    const [klass] = await platform((tx) => tx.select().from(classes).where(eq(classes.id, ids.classId)));
    expect(klass).toMatchObject({ code: ids.classCode });
    expect(klass!.name).not.toBe('Taken over');
    const [book] = await platform((tx) => tx.select().from(books).where(eq(books.id, Number(ids.book))));
    expect(book).toMatchObject({ status: 'published' });
    expect(book!.featured).toBe(false);
    const [story] = await platform((tx) => tx.select().from(stories).where(eq(stories.id, Number(ids.story))));
    expect(story).toMatchObject({ status: 'published' });
    const [order] = await platform((tx) => tx.select().from(orders).where(eq(orders.reference, ids.order.reference)));
    expect(order!.status).toBe('fulfilled');
  });

  it('the student of that class still logs in: the attempted reset and archive did nothing', async () => {
    const [student] = await platform((tx) => tx.select().from(users).where(eq(users.id, ids.student)));
    expect(student!.isActive).toBe(true);
    expect(await login(student!.username!)).toEqual(expect.any(String));
  });
});
