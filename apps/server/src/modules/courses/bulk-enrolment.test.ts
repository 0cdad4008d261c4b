import { randomUUID } from 'node:crypto';
import { BULK_CSV_LIMITS, BULK_MSG, BULK_ROW_MSG } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_BULK_CLASS,
  DEMO_BULK_ENROLMENTS,
  DEMO_BULK_STUDENTS,
  DEMO_BULK_TEACHER,
} from '../../db/seed/content/bulk-enrolment.content.js';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { createClassWithStudents, createUser, DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { classes } from '../classes/classes.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { users } from '../users/users.table.js';
import { bulkEnrolments } from './bulk-enrolments.table.js';
import { courses } from './courses.table.js';
import { courseEnrollments } from './enrollments.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { call, login, platform } = apiClient(() => t);

// ---------------------------------------------------------------------------------------------
// Helpers

let seq = 0;
/** A fresh published platform course, so each test counts enrolments of its own. */
async function newCourse(opts: { tenantId?: string | null; status?: 'published' | 'draft' } = {}) {
  const slug = `bulk-${++seq}-${randomUUID().slice(0, 8)}`;
  return platform(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({ tenantId: opts.tenantId ?? null, slug, name: `Bulk course ${seq}`, status: opts.status ?? 'published' })
      .returning();
    return row!;
  });
}

const tenantId = async (sub: string) => (await platform((tx) => findTenantBySubdomain(tx, sub)))!.id;

async function enrolledCount(courseId?: number) {
  const [row] = await platform((tx) =>
    tx
      .select({ n: count() })
      .from(courseEnrollments)
      .where(courseId === undefined ? undefined : eq(courseEnrollments.courseId, courseId)),
  );
  return row!.n;
}
const recordCount = async () => (await platform((tx) => tx.select({ n: count() }).from(bulkEnrolments)))[0]!.n;

async function enrolledUsernames(courseId: number) {
  const rows = await platform((tx) =>
    tx
      .select({ username: users.username, tenantId: courseEnrollments.tenantId })
      .from(courseEnrollments)
      .innerJoin(users, eq(users.id, courseEnrollments.userId))
      .where(eq(courseEnrollments.courseId, courseId)),
  );
  return rows;
}

const demoClassId = async () =>
  (await platform((tx) => tx.select({ id: classes.id }).from(classes).where(eq(classes.code, DEMO.classCode))))[0]!.id;

type FileSpec = { name?: string; content: string | Buffer; type?: string };

/** A multipart form as a browser sends it. */
function multipartBody(fields: Record<string, string>, file?: FileSpec) {
  const boundary = `----csbulk${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'class.csv'}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
      ),
    );
    chunks.push(typeof file.content === 'string' ? Buffer.from(file.content) : file.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

let ipSeq = 0;
function sendCsv(
  step: 'validate' | 'apply',
  opts: { token?: string; host?: string; course?: number | string; file?: FileSpec | string; fields?: Record<string, string> },
) {
  const fields: Record<string, string> = { ...(opts.course !== undefined ? { course: String(opts.course) } : {}), ...opts.fields };
  const file = typeof opts.file === 'string' ? { content: opts.file } : opts.file;
  const { payload, contentType } = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/bulk-enrolments/csv/${step}/`,
    payload,
    headers: {
      host: opts.host ?? GW,
      'content-type': contentType,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    remoteAddress: `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
  });
}

const csv = (...lines: string[]) => `${lines.join('\n')}\n`;
const S = DEMO_STUDENTS;

// ---------------------------------------------------------------------------------------------

describe('the demo', () => {
  it('has Year 3 Willow enrolled by the school admin and a file applied by its teacher, newest first', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const list = (await call('GET', '/api/bulk-enrolments/', { token: admin })).json();
    expect(list.count).toBe(2);
    expect(list.results).toEqual([
      expect.objectContaining({
        source: 'csv',
        file_name: DEMO_BULK_ENROLMENTS.csv.file_name,
        course: expect.objectContaining({ slug: DEMO_BULK_ENROLMENTS.csv.course }),
        actor_name: `${DEMO_BULK_TEACHER.first_name} ${DEMO_BULK_TEACHER.last_name}`,
        row_count: 4,
        enrolled_count: 4,
        already_enrolled_count: 0,
      }),
      expect.objectContaining({
        source: 'class',
        class_name: DEMO_BULK_CLASS.name,
        course: expect.objectContaining({ slug: DEMO_BULK_ENROLMENTS.classCourse }),
        actor_name: 'Helen Okafor',
        enrolled_count: DEMO_BULK_STUDENTS.length,
      }),
    ]);
    const willow = await login(DEMO_BULK_STUDENTS[0]!.username);
    expect((await call('GET', '/api/course-enrollments/', { token: willow })).json().count).toBe(2);
    // A teacher sees the ones they made and their own classes' only: Year 3 Willow's teacher both,
    // Year 4 Oak's none.
    const tom = (await call('GET', '/api/bulk-enrolments/', { token: await login(DEMO_BULK_TEACHER.email) })).json();
    expect(tom.count).toBe(2);
    expect(tom.results.map((r: { id: string }) => r.id)).toEqual(list.results.map((r: { id: string }) => r.id));
    expect((await call('GET', '/api/bulk-enrolments/', { token: await login(DEMO.teacher) })).json()).toEqual({ count: 0, results: [] });
  });
});

describe('who may enrol in bulk', () => {
  it('needs a login; students and organisation admins get 403 with a clear message', async () => {
    expect((await call('GET', '/api/bulk-enrolments/options/')).statusCode).toBe(401);
    expect((await call('POST', '/api/bulk-enrolments/class/', { payload: { course: 1, class: randomUUID() } })).statusCode).toBe(401);
    expect((await sendCsv('validate', { course: 1, file: 'email\na@b.c\n' })).statusCode).toBe(401);

    const student = await login(S[0]!.username);
    for (const res of [
      await call('GET', '/api/bulk-enrolments/options/', { token: student }),
      await call('GET', '/api/bulk-enrolments/', { token: student }),
      await call('POST', '/api/bulk-enrolments/class/', { token: student, payload: { course: 1, class: await demoClassId() } }),
      await sendCsv('validate', { token: student, course: 1, file: `username\n${S[0]!.username}\n` }),
      await sendCsv('apply', { token: student, course: 1, file: `username\n${S[0]!.username}\n` }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: BULK_MSG.notAllowed });
    }
    const org = await login(DEMO.orgAdmin, BF);
    const res = await call('GET', '/api/bulk-enrolments/options/', { host: BF, token: org });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: BULK_MSG.notAllowed });
  });

  it('offers a teacher their own classes, a school admin every class, both the published courses', async () => {
    const gw = await tenantId('greenwood');
    const other = await platform(async (tx) => {
      const teacher = await createUser(tx, { tenantId: gw, role: 'teacher', firstName: 'Ola', lastName: 'Berg', email: 'ola.options@greenwood.test', password: DEMO.password });
      return createClassWithStudents(tx, {
        tenantId: gw,
        name: 'Year 5 Ash (options)',
        code: 'OPT5A',
        teacherId: teacher.id,
        password: DEMO.password,
        students: [{ first_name: 'Ivo', last_name: 'Petrov', username: 'ivop-options' }],
      });
    });
    const draft = await newCourse({ status: 'draft' });
    const teacher = await login(DEMO.teacher);
    const mine = (await call('GET', '/api/bulk-enrolments/options/', { token: teacher })).json();
    expect(mine.scope).toBe('own_classes');
    expect(mine.classes).toEqual([{ id: await demoClassId(), name: DEMO.className, student_count: S.length }]);
    expect(mine.courses.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(['this-is-course', 'climate-action-hub']));
    expect(mine.courses.find((c: { id: number }) => c.id === draft.id)).toBeUndefined();

    const admin = await login(DEMO.schoolAdmin);
    const all = (await call('GET', '/api/bulk-enrolments/options/', { token: admin })).json();
    expect(all.scope).toBe('site');
    expect(all.classes.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([await demoClassId(), other.klass.id]));
  });
});

describe('class enrolment', () => {
  it('enrols every active student of the class once, in the learners’ site, and records it; again enrols no one twice', async () => {
    const course = await newCourse();
    const classId = await demoClassId();
    const teacher = await login(DEMO.teacher);
    const before = await recordCount();
    const first = await call('POST', '/api/bulk-enrolments/class/', { token: teacher, payload: { course: course.id, class: classId } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      source: 'class',
      course: { id: course.id, slug: course.slug, name: course.name, kind: 'course' },
      class_name: DEMO.className,
      file_name: null,
      actor_name: 'Sofia Alvarez',
      row_count: S.length,
      enrolled_count: S.length,
      already_enrolled_count: 0,
    });
    const rows = await enrolledUsernames(course.id);
    expect(rows.map((r) => r.username).sort()).toEqual(S.map((s) => s.username).sort());
    expect(new Set(rows.map((r) => r.tenantId))).toEqual(new Set([await tenantId('greenwood')]));

    // A student now sees the enrolment as their own.
    const kid = await login(S[4]!.username);
    expect((await call('GET', `/api/course-enrollments/?course=${course.id}`, { token: kid })).json().count).toBe(1);

    const again = await call('POST', '/api/bulk-enrolments/class/', { token: teacher, payload: { course: course.id, class: classId } });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ enrolled_count: 0, already_enrolled_count: S.length });
    expect(await enrolledCount(course.id)).toBe(S.length);
    expect(await recordCount()).toBe(before + 2);

    const list = (await call('GET', '/api/bulk-enrolments/', { token: teacher })).json();
    expect(list.results[0]).toMatchObject({ id: again.json().id, course: { id: course.id } });
    expect(list.results[1]).toMatchObject({ id: first.json().id });
  });

  it('counts students who enrolled themselves, skips deactivated ones', async () => {
    const course = await newCourse();
    const kid = await login(S[6]!.username);
    expect((await call('POST', '/api/course-enrollments/', { token: kid, payload: { course: course.id } })).statusCode).toBe(201);
    const gw = await tenantId('greenwood');
    const klass = await platform((tx) =>
      createClassWithStudents(tx, {
        tenantId: gw,
        name: 'Reading club',
        code: 'RDCLB1',
        teacherId: null,
        password: DEMO.password,
        students: [
          { first_name: 'Rita', last_name: 'Active', username: 'rita-club' },
          { first_name: 'Dan', last_name: 'Gone', username: 'dan-club' },
        ],
      }),
    );
    await platform((tx) => tx.update(users).set({ isActive: false }).where(eq(users.username, 'dan-club')));
    // The self-enrolled student joins the club too.
    const kidId = (await platform((tx) => tx.select({ id: users.id }).from(users).where(eq(users.username, S[6]!.username))))[0]!.id;
    await platform((tx) => tx.execute(`insert into class_students (tenant_id, class_id, student_id) values ('${gw}', '${klass.klass.id}', '${kidId}')`));

    const admin = await login(DEMO.schoolAdmin);
    const res = await call('POST', '/api/bulk-enrolments/class/', { token: admin, payload: { course: course.id, class: klass.klass.id } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ row_count: 2, enrolled_count: 1, already_enrolled_count: 1, actor_name: 'Helen Okafor' });
    expect((await enrolledUsernames(course.id)).map((r) => r.username).sort()).toEqual(['rita-club', S[6]!.username].sort());
  });

  it("keeps a teacher to their own classes; refuses unknown, other sites', empty classes and unpublished courses", async () => {
    const gw = await tenantId('greenwood');
    const bf = await tenantId('brightfutures');
    const course = await newCourse();
    const { colleagueClass, bfClass, emptyClass } = await platform(async (tx) => {
      const colleague = await createUser(tx, { tenantId: gw, role: 'teacher', firstName: 'Nora', lastName: 'Lind', email: 'nora.class@greenwood.test', password: DEMO.password });
      const c = await createClassWithStudents(tx, {
        tenantId: gw,
        name: 'Year 6 Elm',
        code: 'ELM6B',
        teacherId: colleague.id,
        password: DEMO.password,
        students: [{ first_name: 'Lena', last_name: 'Voss', username: 'lenav-elm' }],
      });
      const b = await createClassWithStudents(tx, {
        tenantId: bf,
        name: 'Bright class',
        code: 'BRT1C',
        teacherId: null,
        password: DEMO.password,
        students: [{ first_name: 'Ben', last_name: 'Bright', username: 'benb-bright' }],
      });
      const e = await createClassWithStudents(tx, { tenantId: gw, name: 'Empty', code: 'EMPTY1', teacherId: null, password: DEMO.password, students: [] });
      return { colleagueClass: c.klass.id, bfClass: b.klass.id, emptyClass: e.klass.id };
    });
    const teacher = await login(DEMO.teacher);
    const admin = await login(DEMO.schoolAdmin);
    const post = (token: string, body: Record<string, unknown>) => call('POST', '/api/bulk-enrolments/class/', { token, payload: body });
    const before = await enrolledCount();
    const records = await recordCount();

    const notMine = await post(teacher, { course: course.id, class: colleagueClass });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toEqual({ error: BULK_MSG.notYourClass });
    const elsewhere = await post(admin, { course: course.id, class: bfClass });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ error: BULK_MSG.classNotFound });
    expect((await post(admin, { course: course.id, class: randomUUID() })).statusCode).toBe(404);
    const empty = await post(admin, { course: course.id, class: emptyClass });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: BULK_MSG.emptyClass });
    const draft = await newCourse({ status: 'draft' });
    expect((await post(admin, { course: draft.id, class: colleagueClass })).statusCode).toBe(404);
    const bfCourse = await newCourse({ tenantId: bf });
    expect((await post(admin, { course: bfCourse.id, class: colleagueClass })).statusCode).toBe(404);
    const bad = await post(admin, { course: 'x', class: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ course: [BULK_MSG.chooseCourse], class: [BULK_MSG.chooseClass] });
    expect(await enrolledCount()).toBe(before);
    expect(await recordCount()).toBe(records);

    // The school admin may enrol any class of the school.
    expect((await post(admin, { course: course.id, class: colleagueClass })).json()).toMatchObject({ enrolled_count: 1 });
  });
});

describe('CSV validation', () => {
  it('reports every row: will enrol, already enrolled, and each kind of error, writing nothing', async () => {
    const gw = await tenantId('greenwood');
    const course = await newCourse();
    const kid = await login(S[1]!.username);
    await call('POST', '/api/course-enrollments/', { token: kid, payload: { course: course.id } });
    await platform(async (tx) => {
      await createUser(tx, { tenantId: gw, role: 'student', firstName: 'Zed', lastName: 'Loner', username: 'zed-noclass', password: DEMO.password });
      await createClassWithStudents(tx, { tenantId: gw, name: 'Old class', code: 'OLDCL1', teacherId: null, password: DEMO.password, students: [{ first_name: 'Ina', last_name: 'Active', username: 'ina-old' }] });
    });
    await platform((tx) => tx.update(users).set({ isActive: false }).where(eq(users.username, S[9]!.username)));
    const teacher = await login(DEMO.teacher);
    const before = await enrolledCount();
    const records = await recordCount();

    const file = csv(
      'email,username,first_name,last_name',
      `,${S[0]!.username},${S[0]!.first_name},${S[0]!.last_name}`, // 2 will enrol
      `,${S[1]!.username.toUpperCase()},,`, // 3 already enrolled (any case)
      'nobody@example.org,,,', // 4 unknown
      `${DEMO.orgAdmin},,,`, // 5 another site's account
      `${DEMO.schoolAdmin},,,`, // 6 not a student of the teacher's classes
      ',zed-noclass,,', // 7 a student of no class of the teacher's
      `,${S[9]!.username},,`, // 8 deactivated
      `,${S[2]!.username},Wrong,${S[2]!.last_name}`, // 9 name mismatch
      `,${S[0]!.username},,`, // 10 duplicate of row 2
      ',,Only,Names', // 11 no identifier
      `,${S[3]!.username},${S[3]!.first_name.toUpperCase()},  ${S[3]!.last_name}  `, // 12 names in another case: fine
      `,mateog23,Mateo,Garcia`, // 13 accents do not matter
      `${DEMO.teacher},${S[4]!.username},,`, // 14 email and username disagree (teacher's own account is not a student: not yours first)
    );
    const res = await sendCsv('validate', { token: teacher, course: course.id, file: { name: 'year4.csv', content: file } });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.course).toEqual({ id: course.id, slug: course.slug, name: course.name, kind: 'course' });
    expect(report.file_name).toBe('year4.csv');
    const byRow = Object.fromEntries(report.rows.map((r: { row: number }) => [r.row, r]));
    expect(byRow[2]).toEqual({ row: 2, identifier: S[0]!.username, name: `${S[0]!.first_name} ${S[0]!.last_name}`, status: 'will_enrol', message: null });
    expect(byRow[3]).toMatchObject({ status: 'already_enrolled', message: null });
    expect(byRow[4]).toEqual({ row: 4, identifier: 'nobody@example.org', name: null, status: 'error', message: BULK_ROW_MSG.unknownUser });
    expect(byRow[5]).toEqual({ row: 5, identifier: DEMO.orgAdmin, name: null, status: 'error', message: BULK_ROW_MSG.otherSite });
    expect(byRow[6]).toEqual({ row: 6, identifier: DEMO.schoolAdmin, name: null, status: 'error', message: BULK_ROW_MSG.notYourStudent });
    expect(byRow[7]).toMatchObject({ status: 'error', name: null, message: BULK_ROW_MSG.notYourStudent });
    expect(byRow[8]).toMatchObject({ status: 'error', message: BULK_ROW_MSG.inactive });
    expect(byRow[9]).toMatchObject({ status: 'error', message: BULK_ROW_MSG.nameMismatch(`${S[2]!.first_name} ${S[2]!.last_name}`) });
    expect(byRow[10]).toMatchObject({ status: 'error', message: BULK_ROW_MSG.duplicate(2) });
    expect(byRow[11]).toEqual({ row: 11, identifier: '', name: null, status: 'error', message: BULK_ROW_MSG.missingIdentifier });
    expect(byRow[12]).toMatchObject({ status: 'will_enrol' });
    expect(byRow[13]).toMatchObject({ status: 'will_enrol', name: 'Mateo García' });
    expect(byRow[14]).toMatchObject({ status: 'error', message: BULK_ROW_MSG.notYourStudent });
    expect(report.summary).toEqual({ rows: 13, will_enrol: 3, already_enrolled: 1, errors: 9 });
    expect(await enrolledCount()).toBe(before);
    expect(await recordCount()).toBe(records);
  });

  it('tells a school admin when an email and a username name different accounts; any user of the school may be named', async () => {
    const course = await newCourse();
    const admin = await login(DEMO.schoolAdmin);
    const res = await sendCsv('validate', {
      token: admin,
      course: course.id,
      file: csv('email,username', `${DEMO.teacher},${S[4]!.username}`, `${DEMO.teacher},`, `,${S[5]!.username}`),
    });
    expect(res.json().rows.map((r: { status: string; message: string | null }) => [r.status, r.message])).toEqual([
      ['error', BULK_ROW_MSG.idsDisagree],
      ['will_enrol', null],
      ['will_enrol', null],
    ]);
  });

  it('reads a BOM, CRLF line ends, semicolons, quoted fields, header names in any case and blank lines', async () => {
    const course = await newCourse();
    const teacher = await login(DEMO.teacher);
    const content = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`Username;First Name;Last Name;Notes\r\n${S[10]!.username};"${S[10]!.first_name}";${S[10]!.last_name};"likes ""maths""; art"\r\n\r\n;;;\r\n${S[11]!.username};;;\r\n`),
    ]);
    const res = await sendCsv('validate', { token: teacher, course: course.id, file: { content } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { row: 2, identifier: S[10]!.username, name: `${S[10]!.first_name} ${S[10]!.last_name}`, status: 'will_enrol', message: null },
      { row: 5, identifier: S[11]!.username, name: `${S[11]!.first_name} ${S[11]!.last_name}`, status: 'will_enrol', message: null },
    ]);
  });

  it('refuses files it cannot read, with a clear message and nothing written', async () => {
    const course = await newCourse();
    const teacher = await login(DEMO.teacher);
    const before = await enrolledCount();
    const cases: [FileSpec | undefined, Record<string, string>, number, Record<string, unknown>][] = [
      [{ content: '' }, {}, 400, { error: BULK_MSG.emptyFile }],
      [{ content: 'first_name,last_name\nAmara,Okafor\n' }, {}, 400, { error: BULK_MSG.noIdentifierColumn }],
      [{ content: 'email,username\n' }, {}, 400, { error: BULK_MSG.noRows }],
      [{ content: Buffer.from('PK\x03\x04rest-of-an-xlsx', 'latin1') }, {}, 400, { error: BULK_MSG.notText }],
      [{ content: Buffer.from('username,first_name\namarao07,Jos\xe9\n', 'latin1') }, {}, 400, { error: BULK_MSG.notUtf8 }],
      [{ content: 'username\n"amarao07\n' }, {}, 400, { error: 'The file could not be read as CSV: line 2 opens a quote (") that is never closed. Check its quotes and save it as “CSV UTF-8”.' }],
      [{ content: 'username\nama"rao07"x\n' }, {}, 400, { error: expect.stringMatching(/^The file could not be read as CSV: line 2 has a quote \("\) inside a value/) }],
      [undefined, {}, 400, { error: 'Please correct the highlighted fields.', file: [BULK_MSG.chooseFile] }],
    ];
    for (const [file, fields, status, body] of cases) {
      for (const step of ['validate', 'apply'] as const) {
        const res = await sendCsv(step, { token: teacher, course: course.id, ...(file ? { file } : {}), fields });
        expect(res.statusCode, `${step} ${res.body}`).toBe(status);
        expect(res.json()).toEqual(body);
      }
    }
    const noCourse = await sendCsv('validate', { token: teacher, file: 'username\namarao07\n' });
    expect(noCourse.json()).toEqual({ error: 'Please correct the highlighted fields.', course: [BULK_MSG.chooseCourse] });
    const draft = await newCourse({ status: 'draft' });
    expect((await sendCsv('apply', { token: teacher, course: draft.id, file: `username\n${S[0]!.username}\n` })).statusCode).toBe(404);
    const json = await call('POST', '/api/bulk-enrolments/csv/validate/', { token: teacher, payload: { course: course.id } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: BULK_MSG.notMultipart });
    expect(await enrolledCount()).toBe(before);
  });

  it('limits files to 2 MB and 5,000 rows', async () => {
    const course = await newCourse();
    const teacher = await login(DEMO.teacher);
    const big = `email\n${'x'.repeat(BULK_CSV_LIMITS.maxBytes)}\n`;
    const tooBig = await sendCsv('validate', { token: teacher, course: course.id, file: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: BULK_MSG.tooLarge });

    const rows = (n: number) => `email\n${Array.from({ length: n }, (_, i) => `pupil${i}@nowhere.example`).join('\n')}\n`;
    const tooMany = await sendCsv('validate', { token: teacher, course: course.id, file: rows(BULK_CSV_LIMITS.maxRows + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: BULK_MSG.tooManyRows });
    const atLimit = await sendCsv('validate', { token: teacher, course: course.id, file: rows(BULK_CSV_LIMITS.maxRows) });
    expect(atLimit.statusCode, atLimit.body.slice(0, 300)).toBe(200);
    expect(atLimit.json().summary).toEqual({ rows: BULK_CSV_LIMITS.maxRows, will_enrol: 0, already_enrolled: 0, errors: BULK_CSV_LIMITS.maxRows });
  });
});

describe('CSV apply', () => {
  it('with one bad row enrols no one (422 with the report); fixed, enrols everyone at once; again, no one twice', async () => {
    const course = await newCourse();
    const teacher = await login(DEMO.teacher);
    const good = [S[12]!, S[13]!, S[14]!].map((s) => `,${s.username},${s.first_name},${s.last_name}`);
    const before = await enrolledCount();
    const records = await recordCount();

    const bad = await sendCsv('apply', { token: teacher, course: course.id, file: csv('email,username,first_name,last_name', ...good, 'ghost@example.org,,,') });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      error: BULK_MSG.hasErrors,
      report: { summary: { rows: 4, will_enrol: 3, already_enrolled: 0, errors: 1 }, rows: expect.arrayContaining([expect.objectContaining({ row: 5, status: 'error', message: BULK_ROW_MSG.unknownUser })]) },
    });
    expect(await enrolledCount()).toBe(before);
    expect(await recordCount()).toBe(records);

    const applied = await sendCsv('apply', { token: teacher, course: course.id, file: { name: 'C:\\Users\\me\\year4.csv', content: csv('email,username,first_name,last_name', ...good) } });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({
      bulk_enrolment: { source: 'csv', file_name: 'year4.csv', class_name: null, row_count: 3, enrolled_count: 3, already_enrolled_count: 0, course: { id: course.id } },
      summary: { rows: 3, will_enrol: 3, already_enrolled: 0, errors: 0 },
    });
    expect(await enrolledCount()).toBe(before + 3);
    expect((await enrolledUsernames(course.id)).map((r) => r.username).sort()).toEqual([S[12]!, S[13]!, S[14]!].map((s) => s.username).sort());

    const again = await sendCsv('apply', { token: teacher, course: course.id, file: csv('username', S[12]!.username, S[15]!.username) });
    expect(again.json()).toMatchObject({ bulk_enrolment: { row_count: 2, enrolled_count: 1, already_enrolled_count: 1 }, summary: { will_enrol: 1, already_enrolled: 1 } });
    expect(await enrolledCount()).toBe(before + 4);
    expect(await recordCount()).toBe(records + 2);
  });

  it('lets the platform admin enrol main-site users; other sites stay out of reach and out of sight', async () => {
    const course = await newCourse();
    const mainUser = await platform((tx) =>
      createUser(tx, { tenantId: null, role: 'teacher', firstName: 'Maya', lastName: 'Main', email: 'maya.main@example.org', password: DEMO.password }),
    );
    const admin = await login(DEMO.admin, MAIN);
    const options = (await call('GET', '/api/bulk-enrolments/options/', { host: MAIN, token: admin })).json();
    expect(options).toMatchObject({ scope: 'site', classes: [] });
    const report = (await sendCsv('validate', { host: MAIN, token: admin, course: course.id, file: csv('email', 'maya.main@example.org', DEMO.teacher) })).json();
    expect(report.rows.map((r: { message: string | null }) => r.message)).toEqual([null, BULK_ROW_MSG.otherSite]);
    // A Greenwood username means nothing on the main site.
    const byName = (await sendCsv('validate', { host: MAIN, token: admin, course: course.id, file: csv('username', S[0]!.username) })).json();
    expect(byName.rows[0].message).toBe(BULK_ROW_MSG.unknownUser);

    const applied = await sendCsv('apply', { host: MAIN, token: admin, course: course.id, file: csv('email', 'maya.main@example.org') });
    expect(applied.statusCode, applied.body).toBe(201);
    const [row] = await platform((tx) =>
      tx.select().from(courseEnrollments).where(and(eq(courseEnrollments.courseId, course.id), eq(courseEnrollments.userId, mainUser.id))),
    );
    expect(row!.tenantId).toBeNull();

    // Each site lists only its own bulk enrolments.
    const mainList = (await call('GET', '/api/bulk-enrolments/', { host: MAIN, token: admin })).json();
    expect(mainList.results.map((r: { id: string }) => r.id)).toEqual([applied.json().bulk_enrolment.id]);
    const gwList = (await call('GET', '/api/bulk-enrolments/?limit=50', { token: await login(DEMO.schoolAdmin) })).json();
    expect(gwList.results.map((r: { id: string }) => r.id)).not.toContain(applied.json().bulk_enrolment.id);
    const gwIds = await platform((tx) => tx.select({ id: bulkEnrolments.id, tenantId: bulkEnrolments.tenantId }).from(bulkEnrolments).where(inArray(bulkEnrolments.id, gwList.results.map((r: { id: string }) => r.id))));
    expect(new Set(gwIds.map((r) => r.tenantId))).toEqual(new Set([await tenantId('greenwood')]));
  });

  it('serves the template, which validates as a file', async () => {
    const res = await call('GET', '/api/bulk-enrolments/template.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('bulk-enrolment-template.csv');
    expect(res.body.split('\r\n')[0]).toBe('email,username,first_name,last_name');
    const report = (await sendCsv('validate', { token: await login(DEMO.teacher), course: (await newCourse()).id, file: res.body })).json();
    expect(report.summary.rows).toBe(2);
  });
});
