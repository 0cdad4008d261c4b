import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_SCOPES, DATA_RIGHTS_MSG as MSG, TERMS_VERSION } from '@commonshelf/shared/privacy/data-rights.schemas';
import { PRIVACY_MSG } from '@commonshelf/shared/privacy/privacy.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execRows } from '../../db/client.js';
import { DEMO } from '../../db/seed/seed.js';
import { hashPassword } from '../../lib/passwords.js';
import { privateStorageFromConfig } from '../../lib/private-storage.js';
import { createListeningTestApp, paidPurchase } from '../../test/payments-app.js';
import { apiClient, HOSTS, type TestApp } from '../../test/test-app.js';
import { challenges, challengeSubmissions } from '../challenges/challenges.table.js';
import { classes, classStudents } from '../classes/classes.table.js';
import { courses, lessonQuizzes } from '../courses/courses.table.js';
import { courseEnrollments, lessonCompletions, quizAttempts } from '../courses/enrollments.table.js';
import { books, reactions, stories } from '../library/library.table.js';
import { mailOutbox } from '../mail/mail.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { purgeDue } from './data-rights.service.js';
import { consents, privacyRequests } from './privacy.table.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let t: TestApp & { origin: string };
const { call, login, platform } = apiClient(() => t);
const GW = HOSTS.greenwood;
const DAY = 86_400_000;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  t = await createListeningTestApp(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
});
afterAll(() => t.close());

type Student = { id: string; username: string; first: string; last: string };

/** A Greenwood student of Year 4 Oak with a distinctive name, so any trace of them can be searched for. */
async function newStudent(opts: { archivedDaysAgo?: number } = {}): Promise<Student> {
  const tag = randomUUID().slice(0, 8);
  const s = { first: `Zephyrine${tag}`, last: `Quillfeather${tag}`, username: `zq${tag}` };
  const passwordHash = await hashPassword(DEMO.password);
  const id = await platform(async (tx) => {
    const [gw] = await tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood'));
    const [klass] = await tx.select().from(classes).where(eq(classes.code, DEMO.classCode));
    const archived = opts.archivedDaysAgo !== undefined;
    const [u] = await tx
      .insert(users)
      .values({
        tenantId: gw!.id,
        role: 'student',
        firstName: s.first,
        lastName: s.last,
        username: s.username,
        passwordHash,
        isActive: !archived,
        archivedAt: archived ? new Date(Date.now() - opts.archivedDaysAgo! * DAY) : null,
      })
      .returning();
    await tx.insert(classStudents).values({ tenantId: gw!.id, classId: klass!.id, studentId: u!.id });
    return u!.id;
  });
  return { id, ...s };
}

/** The student's work: a story with a cover and a picture in its text, a challenge entry with a file, a reaction. */
async function giveWork(s: Student) {
  const store = privateStorageFromConfig(t.config);
  const story = await platform(async (tx) => {
    const [gw] = await tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood'));
    const [row] = await tx
      .insert(stories)
      .values({ tenantId: gw!.id, slug: `story-${s.username}`, title: `The dragon of ${s.first}`, body: `<p>Written by ${s.first} ${s.last}</p>`, authorId: s.id })
      .returning();
    const cover = `stories/${row!.id}/${randomUUID()}.png`;
    await tx.update(stories).set({ cover }).where(eq(stories.id, row!.id));
    const [challenge] = await tx.select().from(challenges).limit(1);
    const entryKey = `challenge-submissions/${randomUUID()}.png`;
    await tx.insert(challengeSubmissions).values({ tenantId: gw!.id, challengeId: challenge!.id, userId: s.id, text: `Dear world, from ${s.first}`, fileKey: entryKey, fileName: 'me.png', fileType: 'image/png' });
    const [book] = await tx.select().from(books).where(eq(books.status, 'published')).limit(1);
    await tx.insert(reactions).values({ tenantId: gw!.id, userId: s.id, bookId: book!.id, kind: 'love' });
    return { id: row!.id, cover, inline: `stories/${row!.id}/${randomUUID()}.png`, entryKey };
  });
  for (const key of [story.cover, story.inline, story.entryKey]) await store.put(key, PNG, 'image/png');
  return story;
}

const zipOf = (body: Buffer) => unzipSync(new Uint8Array(body));
const textOf = (files: Record<string, Uint8Array>) =>
  Object.entries(files)
    .filter(([name]) => !name.startsWith('files/'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');

/** Every row of every table, as text, that mentions any of `needles`: what an erasure must leave none of. */
async function rowsMentioning(needles: string[]): Promise<Record<string, number>> {
  return platform(async (tx) => {
    const tables = await execRows<{ t: string }>(tx, sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const found: Record<string, number> = {};
    const patterns = sql`array[${sql.join(needles.map((n) => sql`${`%${n.toLowerCase()}%`}`), sql`, `)}]`;
    for (const { t: table } of tables) {
      const [row] = await execRows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(table)} x where lower(x::text) like any (${patterns})`);
      if (row!.n) found[table] = row!.n;
    }
    return found;
  });
}

describe('consents', () => {
  it('a school’s consent is recorded when the platform approves it: who gave it, who approved, when, which terms', async () => {
    const sub = `consent${randomUUID().slice(0, 6)}`;
    const tenantId = await platform(async (tx) => {
      const [row] = await tx.insert(tenants).values({ schoolName: 'Maple Consent School', schoolEmail: `head@${sub}.test`, subdomain: sub, status: 'pending' }).returning();
      return row!.id;
    });
    const admin = await login(DEMO.admin, HOSTS.main);
    const res = await call('POST', `/api/api-admin/tenants/${tenantId}/approve/`, { token: admin, host: HOSTS.main });
    expect(res.statusCode, res.body).toBe(200);
    const [c] = await platform((tx) => tx.select().from(consents).where(eq(consents.tenantId, tenantId)));
    expect(c).toMatchObject({ kind: 'school_educational', status: 'granted', termsVersion: TERMS_VERSION, givenBy: `Maple Consent School (head@${sub}.test)` });
    expect(c!.recordedBy).toContain(DEMO.admin);
    expect(c!.decidedAt).toBeInstanceOf(Date);
  });

  it('a parent is asked by email, answers on their page, and can withdraw; the school sees each step', async () => {
    const s = await newStudent();
    const admin = await login(DEMO.schoolAdmin);
    const ask = (payload: Json) => call('POST', '/api/school-admin/privacy/consents/', { token: admin, payload });
    const res = await ask({ student_id: s.id, parent_email: 'Parent.Of.Z@Example.org' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: MSG.consentRequested('parent.of.z@example.org'), consent: { status: 'pending', kind: 'parent_home', scope: CONSENT_SCOPES.parent_home } });
    expect((await ask({ student_id: s.id, parent_email: 'other@example.org' })).json()).toMatchObject({ error: MSG.consentPending });

    const [mail] = await platform((tx) => tx.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'parent.of.z@example.org'), eq(mailOutbox.template, 'parent_consent'))));
    // The email names the child by first name only.
    expect(mail!.text).toContain(s.first);
    expect(mail!.text).not.toContain(s.last);
    const token = /\/parent-consent#token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const parent = (path: string, payload: Json) => call('POST', `/api/privacy/parent-consent/${path}`, { host: GW, payload });

    const view = await parent('', { token });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ school_name: DEMO.school.name, student_first_name: s.first, status: 'pending', terms_version: TERMS_VERSION });
    expect(view.body).not.toContain(s.last);

    expect((await parent('decision/', { token, decision: 'withdraw' })).json()).toMatchObject({ error: MSG.consentNotWithdrawable });
    const granted = await parent('decision/', { token, decision: 'grant' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ message: MSG.granted, consent: { status: 'granted' } });
    expect((await parent('decision/', { token, decision: 'decline' })).statusCode).toBe(409);
    const withdrawn = await parent('decision/', { token, decision: 'withdraw' });
    expect(withdrawn.json()).toMatchObject({ message: MSG.withdrawn, consent: { status: 'withdrawn' } });

    const records = (await call('GET', '/api/school-admin/privacy/records/', { token: admin })).json() as Json;
    const mine = records.consents.find((c: Json) => c.student?.id === s.id);
    expect(mine).toMatchObject({ status: 'withdrawn', given_by: 'parent.of.z@example.org', withdrawn_by: 'the parent (parent.of.z@example.org)' });
    expect(mine.recorded_by).toContain(DEMO.schoolAdmin);
    expect(records.consents.some((c: Json) => c.kind === 'school_educational' && c.status === 'granted')).toBe(true);

    // Bad links and bad input: clear messages, nothing changed.
    expect((await parent('', { token: 'x'.repeat(43) })).json()).toMatchObject({ error: MSG.linkInvalid });
    expect((await parent('decision/', { token, decision: 'maybe' })).statusCode).toBe(400);
    const bad = await ask({ student_id: s.id, parent_email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().parent_email).toEqual([MSG.parentEmail]);
  });

  it('a school admin withdraws a parent’s consent; the school’s own consent is withdrawn only by erasing the school; links expire', async () => {
    const s = await newStudent();
    const admin = await login(DEMO.schoolAdmin);
    const { consent } = (await call('POST', '/api/school-admin/privacy/consents/', { token: admin, payload: { student_id: s.id, parent_email: 'p2@example.org' } })).json() as Json;
    const withdraw = (id: string) => call('POST', `/api/school-admin/privacy/consents/${id}/withdraw/`, { token: admin });
    expect((await withdraw(consent.id)).json()).toMatchObject({ error: MSG.consentNotWithdrawable });
    await platform((tx) => tx.update(consents).set({ status: 'granted', decidedAt: new Date() }).where(eq(consents.id, consent.id)));
    const res = await withdraw(consent.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().consent.withdrawn_by).toContain(DEMO.schoolAdmin);
    const records = (await call('GET', '/api/school-admin/privacy/records/', { token: admin })).json() as Json;
    const school = records.consents.find((c: Json) => c.kind === 'school_educational');
    expect((await withdraw(school.id)).json()).toMatchObject({ error: MSG.schoolConsentWithdraw });

    // An unanswered request expires; a new one can then be sent.
    const s2 = await newStudent();
    await call('POST', '/api/school-admin/privacy/consents/', { token: admin, payload: { student_id: s2.id, parent_email: 'p3@example.org' } });
    await platform((tx) => tx.update(consents).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(consents.studentId, s2.id)));
    const again = await call('POST', '/api/school-admin/privacy/consents/', { token: admin, payload: { student_id: s2.id, parent_email: 'p3@example.org' } });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('export', () => {
  it('one student’s ZIP holds exactly their data and files: no classmate, no password', async () => {
    const s = await newStudent();
    const work = await giveWork(s);
    const admin = await login(DEMO.schoolAdmin);
    const res = await call('GET', `/api/school-admin/privacy/students/${s.id}/export/`, { token: admin });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`${s.username}`);
    const files = zipOf(res.rawPayload);
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'export.json', 'data/users.json', 'data/stories.json', 'data/challenge_submissions.json', 'data/reactions.json', 'data/class_students.json']));
    expect(names).toEqual(expect.arrayContaining([`files/${work.cover}`, `files/${work.inline}`, `files/${work.entryKey}`]));
    expect(Buffer.from(files[`files/${work.inline}`]!)).toEqual(PNG);
    const profile = JSON.parse(strFromU8(files['data/users.json']!)) as Json[];
    expect(profile).toHaveLength(1);
    expect(profile[0]).toMatchObject({ id: s.id, username: s.username, first_name: s.first });
    expect(profile[0]).not.toHaveProperty('password_hash');
    // Every row of every table names the student; nobody else's account is in it.
    for (const name of names.filter((n) => n.startsWith('data/'))) {
      for (const row of JSON.parse(strFromU8(files[name]!)) as Json[]) expect(JSON.stringify(row), name).toContain(s.id);
    }
    const text = textOf(files);
    const classmates = await platform((tx) => tx.select({ id: users.id, username: users.username }).from(users).where(and(eq(users.role, 'student'), sql`${users.id} <> ${s.id}`)));
    for (const c of classmates) {
      expect(text).not.toContain(c.id);
      expect(text).not.toContain(`"${c.username}"`);
    }
    expect(text).not.toMatch(/argon2|password_hash|token_hash/);
    const manifest = JSON.parse(strFromU8(files['export.json']!));
    expect(manifest).toMatchObject({ subject: 'student', student_id: s.id, tables: { users: 1, stories: 1 } });

    const records = (await call('GET', '/api/school-admin/privacy/records/', { token: admin })).json() as Json;
    expect(records.requests[0]).toMatchObject({ kind: 'export', subject: 'student', student_id: s.id, status: 'completed', subject_name: `${s.first} ${s.last}` });
  });

  it('a student downloads their own data; the school’s whole export has every site table and no secrets', async () => {
    const s = await newStudent();
    await giveWork(s);
    const token = await login(s.username);
    const own = await call('GET', '/api/privacy/my-data/', { token });
    expect(own.statusCode).toBe(200);
    const files = zipOf(own.rawPayload);
    expect(JSON.parse(strFromU8(files['data/users.json']!))[0]).toMatchObject({ id: s.id });
    expect(JSON.parse(strFromU8(files['data/stories.json']!))).toHaveLength(1);

    // A teacher's own export has their rows, not the children's work they reviewed.
    const teacherId = await platform(async (tx) => (await tx.select().from(users).where(eq(users.email, DEMO.teacher)))[0]!.id);
    await platform((tx) => tx.update(stories).set({ reviewedBy: teacherId }).where(eq(stories.authorId, s.id)));
    const teacherZip = zipOf((await call('GET', '/api/privacy/my-data/', { token: await login(DEMO.teacher) })).rawPayload);
    expect(JSON.parse(strFromU8(teacherZip['data/users.json']!))[0]).toMatchObject({ id: teacherId });
    expect(textOf(teacherZip)).not.toContain(s.first);

    const admin = await login(DEMO.schoolAdmin);
    const school = await call('GET', '/api/school-admin/privacy/export/', { token: admin });
    expect(school.statusCode).toBe(200);
    const all = zipOf(school.rawPayload);
    const people = JSON.parse(strFromU8(all['data/users.json']!)) as Json[];
    expect(people.some((p) => p.username === 'amarao07')).toBe(true);
    expect(people.every((p) => !('password_hash' in p))).toBe(true);
    // The outbox stays out: its emails carry working sign-in, reset and consent links.
    expect(Object.keys(all)).not.toContain('data/mail_outbox.json');
    expect(textOf(all)).not.toMatch(/token=|\/login\/[A-Za-z0-9_-]{20,}/);
    const gw = JSON.parse(strFromU8(all['data/tenants.json']!)) as Json[];
    expect(gw).toHaveLength(1);
    expect(gw[0]).not.toHaveProperty('community_password_hash');
    // Nothing of another site.
    const bf = await platform(async (tx) => (await tx.select().from(tenants).where(eq(tenants.subdomain, 'brightfutures')))[0]!.id);
    expect(textOf(all)).not.toContain(bf.length ? `"tenant_id": "${bf}"` : 'never');
    expect(Object.keys(all).some((n) => n.startsWith('files/stories/'))).toBe(true);
  });

  it('carries what belongs to the person’s rows (lessons done, quizzes tried, an order’s lines and payment), never a donor’s gift to their page', async () => {
    const s = await newStudent();
    const token = await login(s.username);
    await platform(async (tx) => {
      const [gw] = await tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood'));
      const [course] = await tx.select().from(courses).limit(1);
      const [quiz] = await tx.select().from(lessonQuizzes).limit(1);
      const [enrolment] = await tx.insert(courseEnrollments).values({ tenantId: gw!.id, userId: s.id, courseId: course!.id }).returning();
      await tx.insert(lessonCompletions).values({ tenantId: gw!.id, enrollmentId: enrolment!.id, lessonId: quiz!.lessonId });
      await tx.insert(quizAttempts).values({ tenantId: gw!.id, enrollmentId: enrolment!.id, quizId: quiz!.id, answers: [0, 1], score: 50, passed: false });
    });
    const { reference } = await paidPurchase(t, HOSTS.greenwood, { user: token });
    const files = zipOf((await call('GET', '/api/privacy/my-data/', { token })).rawPayload);
    const table = (zip: Record<string, Uint8Array>, name: string) => (zip[`data/${name}.json`] ? (JSON.parse(strFromU8(zip[`data/${name}.json`]!)) as Json[]) : []);
    expect(table(files, 'lesson_completions')).toHaveLength(1);
    expect(table(files, 'quiz_attempts')).toEqual([expect.objectContaining({ score: 50, passed: false, answers: [0, 1] })]);
    const [order] = table(files, 'orders');
    expect(order).toMatchObject({ reference });
    for (const name of ['order_items', 'payments']) {
      expect(table(files, name).length, name).toBeGreaterThan(0);
      expect(table(files, name).every((r) => r.order_id === order!.id), name).toBe(true);
    }
    // Amara's fundraising page has gifts from others: those are the donors' data, not hers.
    const amara = zipOf((await call('GET', '/api/privacy/my-data/', { token: await login('amarao07') })).rawPayload);
    expect(table(amara, 'fundraisers').length).toBeGreaterThan(0);
    const hers = new Set(table(amara, 'orders').map((o) => o.id));
    expect(table(amara, 'donations').every((g) => hers.has(g.order_id))).toBe(true);
    const gifts = await platform((tx) => execRows<{ n: number }>(tx, sql`select count(*)::int as n from donations d join fundraisers f on f.id = d.fundraiser_id join users u on u.id = f.user_id where u.username = 'amarao07'`));
    expect(gifts[0]!.n).toBeGreaterThan(0);
  });

  it('belongs to the school’s admins on their own site', async () => {
    const s = await newStudent();
    for (const [who, host] of [
      [DEMO.teacher, GW],
      [DEMO.orgAdmin, HOSTS.brightfutures],
    ] as const) {
      const token = await login(who, host);
      for (const url of [`/api/school-admin/privacy/students/${s.id}/export/`, '/api/school-admin/privacy/export/', '/api/school-admin/privacy/records/']) {
        expect((await call('GET', url, { token, host: GW })).statusCode, `${who} ${url}`).toBeGreaterThanOrEqual(401);
      }
      expect((await call('POST', `/api/school-admin/privacy/students/${s.id}/erase/`, { token, host: GW })).statusCode).toBeGreaterThanOrEqual(401);
    }
    const admin = await login(DEMO.schoolAdmin);
    expect((await call('GET', `/api/school-admin/privacy/students/${randomUUID()}/export/`, { token: admin })).statusCode).toBe(404);
    expect((await call('GET', `/api/school-admin/privacy/students/not-a-uuid/export/`, { token: admin })).statusCode).toBe(400);
  });
});

describe('erasure', () => {
  it('closes the account at once, can be cancelled in the grace period, and then purges every row and file of the student', async () => {
    const s = await newStudent();
    const work = await giveWork(s);
    const student = await login(s.username);
    const { reference } = await paidPurchase(t, GW, { user: student, name: `${s.first} ${s.last}`, email: `${s.username}@example.org` });
    const admin = await login(DEMO.schoolAdmin);
    await call('POST', '/api/school-admin/privacy/consents/', { token: admin, payload: { student_id: s.id, parent_email: `parent.${s.username}@example.org` } });
    // The admin's changes to the student are in the audit log.
    const [klass] = await platform((tx) => tx.select().from(classes).where(eq(classes.code, DEMO.classCode)));
    expect((await call('POST', `/api/school-admin/classes/${klass!.id}/students/${s.id}/archive/`, { token: admin })).statusCode).toBe(200);
    await platform((tx) => tx.update(users).set({ isActive: true, archivedAt: null }).where(eq(users.id, s.id)));
    // An email naming them in full (a teacher's review request), and an admin's change to their order (logged under the buyer's name).
    await platform(async (tx) => {
      const [gw] = await tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood'));
      await tx.insert(mailOutbox).values({ tenantId: gw!.id, toAddress: DEMO.teacher, subject: 'To review', text: `“The dragon” by ${s.first} ${s.last} waits for review.`, html: '', template: 'upload_review_request' });
      const [adminUser] = await tx.select().from(users).where(eq(users.email, DEMO.admin));
      await tx.execute(sql`select set_config('app.actor_id', ${adminUser!.id}, true), set_config('app.actor_label', ${DEMO.admin}, true), set_config('app.actor_role', 'upschool_admin', true)`);
      await tx.execute(sql`update orders set shipping_note = 'Sent by email' where reference = ${reference}`);
    });
    const before = await rowsMentioning([s.id, s.last]);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'audit_events', 'orders', 'consents', 'stories', 'mail_outbox']));

    const erase = () => call('POST', `/api/school-admin/privacy/students/${s.id}/erase/`, { token: admin });
    const res = await erase();
    expect(res.statusCode, res.body).toBe(201);
    const { request } = res.json() as Json;
    expect(request).toMatchObject({ kind: 'erasure', status: 'scheduled', reason: 'requested' });
    expect(new Date(request.purge_after).getTime() - Date.now()).toBeGreaterThan(13.9 * DAY);
    expect((await erase()).json()).toMatchObject({ error: MSG.erasureAlreadyScheduled });
    // Closed: no sign-in, no session.
    expect((await call('GET', '/api/privacy/my-data/', { token: student })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/token/', { payload: { username: s.username, password: DEMO.password, remember: false } })).statusCode).toBe(401);

    // Cancelled within the grace period: as it was.
    const cancel = await call('POST', `/api/school-admin/privacy/requests/${request.id}/cancel/`, { token: admin });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await login(s.username)).length).toBeGreaterThan(10);
    expect((await call('POST', `/api/school-admin/privacy/requests/${request.id}/cancel/`, { token: admin })).json()).toMatchObject({ error: MSG.notCancellable });

    const again = (await erase()).json() as Json;
    expect(await purgeDue(t.app, new Date(Date.now() + 13 * DAY))).toEqual({ requested: 0, retention: 0 });
    expect(await purgeDue(t.app, new Date(Date.now() + 15 * DAY))).toMatchObject({ requested: 1 });

    // Not a row anywhere names them: not their id, username, first or last name, or order email.
    expect(await rowsMentioning([s.id, s.username, s.first, s.last])).toEqual({});
    // Their files are gone from the disk.
    const root = path.join(t.config.dataDir, 'private-uploads');
    for (const key of [work.cover, work.inline, work.entryKey]) expect(existsSync(path.join(root, key)), key).toBe(false);
    // The financial record stays: the order, its amount and receipt, without the person.
    const [order] = await platform((tx) => execRows<Json>(tx, sql`select * from orders where reference = ${reference}`));
    expect(order).toMatchObject({ user_id: null, name: '', email: 'erased@erased.invalid', status: 'fulfilled' });
    expect(Number(order!.total_minor)).toBeGreaterThan(0);
    const [invoice] = await platform((tx) => execRows<Json>(tx, sql`select * from invoices where order_id = ${order!.id}`));
    if (invoice) expect(invoice.buyer).toEqual({ name: 'Erased account' });
    // The record of the erasure remains, naming nobody.
    const records = (await call('GET', '/api/school-admin/privacy/records/', { token: admin })).json() as Json;
    const done = records.requests.find((r: Json) => r.id === again.request.id);
    expect(done).toMatchObject({ status: 'completed', subject_name: MSG.erasedStudent, student_id: null });
    expect(done.completed_at).toBeTruthy();
  });

  it('the retention job erases archived students once their school’s period has run out, and records it', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const old = await newStudent({ archivedDaysAgo: 400 });
    const recent = await newStudent({ archivedDaysAgo: 100 });
    const active = await newStudent();
    const result = await purgeDue(t.app);
    expect(result.retention).toBeGreaterThanOrEqual(1);
    const left = async (id: string) => (await platform((tx) => tx.select({ id: users.id }).from(users).where(eq(users.id, id)))).length;
    expect(await left(old.id)).toBe(0);
    expect(await rowsMentioning([old.id, old.username])).toEqual({});
    expect(await left(recent.id)).toBe(1);

    // A shorter period takes effect at the next run.
    const save = await call('PUT', '/api/school-admin/privacy/', { token: admin, payload: { student_name_display: 'first_initial', student_idle_minutes: 20, archived_student_retention_days: 90 } });
    expect(save.statusCode, save.body).toBe(200);
    await purgeDue(t.app);
    expect(await left(recent.id)).toBe(0);
    expect(await left(active.id)).toBe(1);
    const rows = await platform((tx) => tx.select().from(privacyRequests).where(eq(privacyRequests.reason, 'retention')));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.status === 'completed' && r.studentId === null && r.subjectName === MSG.erasedStudent)).toBe(true);
    const bad = await call('PUT', '/api/school-admin/privacy/', { token: admin, payload: { student_name_display: 'first_initial', student_idle_minutes: 20, archived_student_retention_days: 7 } });
    expect(bad.json().archived_student_retention_days).toEqual([PRIVACY_MSG.retentionDays]);
    await call('PUT', '/api/school-admin/privacy/', { token: admin, payload: { student_name_display: 'first_initial', student_idle_minutes: 20, archived_student_retention_days: 365 } });
  });
});

describe('erasure of a whole school', () => {
  it('closes the site, can be cancelled by the platform reactivating it, then erases everyone and everything but the anonymised money', async () => {
    const tag = randomUUID().slice(0, 6);
    const sub = `fernhill${tag}`;
    const name = `Fernhill Academy ${tag}`;
    const host = `${sub}.localhost:3000`;
    const adminEmail = `head.${tag}@fernhill.test`;
    const passwordHash = await hashPassword(DEMO.password);
    const ids = await platform(async (tx) => {
      const [site] = await tx.insert(tenants).values({ schoolName: name, schoolEmail: `office.${tag}@fernhill.test`, subdomain: sub, status: 'active' }).returning();
      const [admin] = await tx.insert(users).values({ tenantId: site!.id, role: 'school_admin', firstName: 'Hester', lastName: `Vane${tag}`, email: adminEmail, passwordHash }).returning();
      const [pupil] = await tx.insert(users).values({ tenantId: site!.id, role: 'student', firstName: `Orla${tag}`, lastName: `Brennagh${tag}`, username: `orla${tag}`, passwordHash }).returning();
      const [klass] = await tx.insert(classes).values({ tenantId: site!.id, name: 'Year 6 Rowan', code: `F${tag.toUpperCase()}`.slice(0, 6) }).returning();
      await tx.insert(classStudents).values({ tenantId: site!.id, classId: klass!.id, studentId: pupil!.id });
      await tx.insert(stories).values({ tenantId: site!.id, slug: `orla-${tag}`, title: `Orla${tag} and the sea`, body: '<p>Waves</p>', authorId: pupil!.id });
      await tx.execute(sql`insert into orders (tenant_id, reference, kind, user_id, email, name, currency, subtotal_minor, total_minor, status)
        values (${site!.id}, ${`FERN-${tag}`}, 'purchase', ${pupil!.id}, ${`orla${tag}@example.org`}, ${`Orla${tag} Brennagh${tag}`}, 'INR', 500, 500, 'fulfilled')`);
      return { site: site!.id, admin: admin!.id, pupil: pupil!.id };
    });
    const { recordSchoolConsent } = await import('./consents.service.js');
    await platform(async (tx) => {
      const [site] = await tx.select().from(tenants).where(eq(tenants.id, ids.site));
      const [platformAdmin] = await tx.select().from(users).where(eq(users.email, DEMO.admin));
      await recordSchoolConsent(tx, site!, platformAdmin!);
    });
    const erase = async (confirm: string) => call('POST', '/api/school-admin/privacy/erase-school/', { host, token: await login(adminEmail, host), payload: { confirm_name: confirm } });

    const wrong = await erase('Fernhill');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().confirm_name).toEqual([MSG.confirmSchoolName]);
    expect((await call('GET', '/api/current-tenant', { host })).statusCode).toBe(200);

    const res = await erase(name);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().request).toMatchObject({ subject: 'school', status: 'scheduled', subject_name: name });
    // Closed at once: the site answers like an unknown address; its people cannot sign in.
    expect((await call('GET', '/api/current-tenant', { host })).statusCode).toBe(404);
    expect((await call('POST', '/api/auth/token/', { host, payload: { username: adminEmail, password: DEMO.password, remember: false } })).statusCode).toBeGreaterThanOrEqual(400);
    const [notice] = await platform((tx) => tx.select().from(mailOutbox).where(and(eq(mailOutbox.template, 'school_erasure_scheduled'), eq(mailOutbox.toAddress, adminEmail))));
    expect(notice!.subject).toContain(name);

    // The platform's team sees the date, and reactivating cancels the erasure and gives the consent again.
    const platformAdmin = await login(DEMO.admin, HOSTS.main);
    const seen = (await call('GET', `/api/api-admin/tenants/${ids.site}/`, { token: platformAdmin, host: HOSTS.main })).json() as Json;
    expect(seen).toMatchObject({ status: 'suspended', erasure: { status: 'scheduled', purge_after: res.json().request.purge_after } });
    const reactivated = await call('POST', `/api/api-admin/tenants/${ids.site}/reactivate/`, { token: platformAdmin, host: HOSTS.main });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect((await call('GET', '/api/current-tenant', { host })).statusCode).toBe(200);
    const states = await platform((tx) => tx.select().from(consents).where(eq(consents.tenantId, ids.site)));
    expect(states.map((c) => c.status).sort()).toEqual(['granted', 'withdrawn']);
    expect((await call('GET', `/api/api-admin/tenants/${ids.site}/`, { token: platformAdmin, host: HOSTS.main })).json().erasure).toBeNull();

    // Before the school goes: a pupil's own erasure already scheduled, the head's own export, two causes (one with a gift).
    const head = await login(adminEmail, host);
    expect((await call('POST', `/api/school-admin/privacy/students/${ids.pupil}/erase/`, { host, token: head })).statusCode).toBe(201);
    expect((await call('GET', '/api/privacy/my-data/', { host, token: head })).statusCode).toBe(200);
    const causes = await platform(async (tx) => {
      const made = await execRows<{ id: number }>(
        tx,
        sql`insert into charities (tenant_id, slug, name, currency, status) values (${ids.site}, ${`given-${tag}`}, 'Given Cause', 'INR', 'published'), (${ids.site}, ${`quiet-${tag}`}, 'Quiet Cause', 'INR', 'draft') returning id`,
      );
      const [order] = await execRows<{ id: string }>(tx, sql`select id from orders where reference = ${`FERN-${tag}`}`);
      await tx.execute(sql`insert into donations (tenant_id, order_id, charity_id, amount_minor, currency, display_name) values (${ids.site}, ${order!.id}, ${made[0]!.id}, 500, 'INR', ${`Orla${tag}`})`);
      return made.map((c) => c.id);
    });
    expect((await erase(name)).statusCode).toBe(201);
    expect((await purgeDue(t.app, new Date(Date.now() + 13 * DAY))).requested).toBe(0);
    // The pupil's erasure and the school's, each once; nothing is left stuck behind them.
    expect((await purgeDue(t.app, new Date(Date.now() + 15 * DAY))).requested).toBe(2);
    const scheduled = await platform((tx) => tx.select().from(privacyRequests).where(and(eq(privacyRequests.tenantId, ids.site), eq(privacyRequests.status, 'scheduled'))));
    expect(scheduled).toEqual([]);
    const leftCauses = await platform((tx) => execRows<{ id: number }>(tx, sql`select id from charities where tenant_id = ${ids.site}`));
    expect(leftCauses.map((c) => c.id)).toEqual([causes[0]]);

    // No row names anyone of the school, or its address.
    expect(await rowsMentioning([ids.pupil, ids.admin, `orla${tag}`, `brennagh${tag}`, `vane${tag}`, adminEmail, sub])).toEqual({});
    const left = await platform(async (tx) => {
      const counts: Record<string, number> = {};
      for (const table of ['users', 'classes', 'class_students', 'stories']) {
        counts[table] = (await execRows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${ids.site}`))[0]!.n;
      }
      return counts;
    });
    expect(left).toEqual({ users: 0, classes: 0, class_students: 0, stories: 0 });
    // The money stays, without the child; the site's row is a closed tombstone under its name.
    const [order] = await platform((tx) => execRows<Json>(tx, sql`select * from orders where reference = ${`FERN-${tag}`}`));
    expect(order).toMatchObject({ user_id: null, name: '', email: 'erased@erased.invalid', tenant_id: ids.site });
    const [tomb] = await platform((tx) => tx.select().from(tenants).where(eq(tenants.id, ids.site)));
    expect(tomb).toMatchObject({ schoolName: name, status: 'suspended', schoolEmail: 'erased@erased.invalid', domainUrl: null });
    // And it cannot be opened again.
    expect((await call('GET', `/api/api-admin/tenants/${ids.site}/`, { token: platformAdmin, host: HOSTS.main })).json().erasure).toMatchObject({ status: 'completed' });
    const again = await call('POST', `/api/api-admin/tenants/${ids.site}/reactivate/`, { token: platformAdmin, host: HOSTS.main });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.schoolErased);
  });
});
