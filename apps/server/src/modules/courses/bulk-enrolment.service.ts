import {
  BULK_MSG,
  BULK_ROW_MSG,
  type TBulkClassOption,
  type TBulkCourseRef,
  type TBulkCsvReport,
  type TBulkEnrolment,
  type TBulkOptions,
  type TBulkReportRow,
} from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import type { UserRow } from '../users/users.table.js';
import type { CsvUserRow } from './bulk-enrolment.csv.js';
import {
  findAccounts,
  findActiveClassStudents,
  findBulkEnrolment,
  findClass,
  findEnrolledUsers,
  findRegisteredEmails,
  findStudentsOfTeacher,
  insertBulkEnrolment,
  listBulkEnrolments,
  listClassOptions,
  listEnrollableCourses,
  type BulkAccount,
  type BulkRecordRow,
} from './bulk-enrolment.repository.js';
import type { CourseRow } from './courses.table.js';
import { insertEnrollments } from './enrollments.repository.js';
import { listCourseProducts } from '../orders/products.repository.js';
import { courseAccess, publishedCourseById } from './learning.service.js';

/**
 * Who may enrol others, and whom: teachers (and teacher admins) the students of their own classes;
 * school admins every user of their site; the platform admin every user of the main site.
 */
export type BulkActor = { user: UserRow; scope: TBulkOptions['scope'] };

export function bulkActor(user: UserRow): BulkActor {
  switch (user.role) {
    case 'teacher':
    case 'teacher_admin':
      return { user, scope: 'own_classes' };
    case 'school_admin':
    case 'upschool_admin':
      return { user, scope: 'site' };
    default:
      throw forbidden(BULK_MSG.notAllowed);
  }
}

/** A published course that can be enrolled in bulk, or 404; one sold in the shop is bought by each learner, so 400. */
async function bulkCourse(tx: Tx, courseId: number): Promise<CourseRow> {
  const course = await publishedCourseById(tx, courseId);
  if ((await courseAccess(tx, course, null)).sold) throw badRequest(BULK_MSG.soldCourse, { course: [BULK_MSG.soldCourse] });
  return course;
}

const courseRef = (c: Pick<CourseRow, 'id' | 'slug' | 'name' | 'kind'>): TBulkCourseRef => ({ id: c.id, slug: c.slug, name: c.name, kind: c.kind });

/** `GET /api/bulk-enrolments/options/`: the classes, and the courses that are free (a sold one is bought by each learner). */
export async function bulkOptions(tx: Tx, actor: BulkActor): Promise<TBulkOptions> {
  const [courses, classes, sold] = await Promise.all([
    listEnrollableCourses(tx),
    listClassOptions(tx, actor.scope === 'own_classes' ? actor.user.id : null),
    listCourseProducts(tx),
  ]);
  const soldIds = new Set(sold.map((p) => p.courseId));
  return {
    scope: actor.scope,
    courses: courses.filter((c) => !soldIds.has(c.id)).map(courseRef),
    classes: classes.map((c): TBulkClassOption => ({ id: c.id, name: c.name, student_count: Number(c.studentCount) })),
  };
}

const presentRecord = (r: BulkRecordRow): TBulkEnrolment => ({
  id: r.record.id,
  source: r.record.source,
  course: courseRef(r.course),
  class_name: r.className,
  file_name: r.record.fileName,
  actor_name: r.actorFirstName === null ? null : `${r.actorFirstName} ${r.actorLastName ?? ''}`.trim(),
  row_count: r.record.rowCount,
  enrolled_count: r.record.enrolledCount,
  already_enrolled_count: r.record.alreadyEnrolledCount,
  created_at: r.record.createdAt.toISOString(),
});

/** `GET /api/bulk-enrolments/`: this site's latest applied bulk enrolments; a teacher's own and their classes' only. */
export async function recentBulkEnrolments(tx: Tx, actor: BulkActor, limit: number) {
  const { rows, count } = await listBulkEnrolments(tx, limit, actor.scope === 'own_classes' ? actor.user.id : null);
  return { count, results: rows.map(presentRecord) };
}

/** Enrols the users (skipping existing enrolments) and records the bulk enrolment, in the caller's transaction. */
async function enrolAndRecord(
  tx: Tx,
  actor: BulkActor,
  course: CourseRow,
  learners: { id: string; tenantId: string | null }[],
  source: { classId: string } | { fileName: string },
): Promise<TBulkEnrolment> {
  // Each enrolment belongs to the learner's site, as a learner's own enrolment does.
  const created = await insertEnrollments(
    tx,
    learners.map((l) => ({ tenantId: l.tenantId, userId: l.id, courseId: course.id })),
  );
  const id = await insertBulkEnrolment(tx, {
    tenantId: actor.user.tenantId,
    actorId: actor.user.id,
    courseId: course.id,
    source: 'classId' in source ? 'class' : 'csv',
    classId: 'classId' in source ? source.classId : null,
    fileName: 'fileName' in source ? source.fileName : null,
    rowCount: learners.length,
    enrolledCount: created.length,
    alreadyEnrolledCount: learners.length - created.length,
  });
  return presentRecord((await findBulkEnrolment(tx, id))!);
}

/**
 * `POST /api/bulk-enrolments/class/`: every active student of the class into the course, in one
 * transaction; students already enrolled are counted, not enrolled again.
 */
export async function enrolClass(tx: Tx, actor: BulkActor, courseId: number, classId: string): Promise<TBulkEnrolment> {
  const course = await bulkCourse(tx, courseId);
  const klass = await findClass(tx, classId);
  if (!klass || !klass.isActive) throw notFound(BULK_MSG.classNotFound);
  if (actor.scope === 'own_classes' && klass.teacherId !== actor.user.id) throw forbidden(BULK_MSG.notYourClass);
  const students = await findActiveClassStudents(tx, klass.id);
  if (!students.length) throw badRequest(BULK_MSG.emptyClass);
  return enrolAndRecord(tx, actor, course, students, { classId: klass.id });
}

// ---------------------------------------------------------------------------------------------
// CSV files

/** Names compared as people type them: case, accents and extra spaces do not matter. */
export function sameName(typed: string, actual: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLocaleLowerCase('en')
      .replace(/\s+/g, ' ')
      .trim();
  return fold(typed) === fold(actual);
}

const fullName = (a: Pick<BulkAccount, 'firstName' | 'lastName'>) => `${a.firstName} ${a.lastName}`.trim();

type Checked = {
  report: TBulkCsvReport;
  /** The accounts to enrol, when no row has an error. */
  learners: BulkAccount[];
  /** Rows whose email has no account on this site: their message depends on whether another site has it. */
  unknownEmails: Map<number, string>;
};

/**
 * The validation report of a file's rows against this site's accounts, the actor's scope and the
 * course's enrolments. Reads only. Rows are in error for a missing email/username, an unknown or
 * inactive account, a student outside the teacher's classes, a name that does not match, an email
 * and username naming different accounts, or a repeat of an earlier row.
 */
export async function checkCsvRows(tx: Tx, actor: BulkActor, course: CourseRow, fileName: string, rows: CsvUserRow[]): Promise<Checked> {
  const lower = (s: string) => s.toLowerCase();
  const emails = [...new Set(rows.filter((r) => r.email).map((r) => lower(r.email)))];
  const usernames = [...new Set(rows.filter((r) => r.username).map((r) => lower(r.username)))];
  const accounts = await findAccounts(tx, emails, usernames);
  const byEmail = new Map<string, BulkAccount>();
  const byUsername = new Map<string, BulkAccount>();
  for (const a of accounts) {
    if (a.email) byEmail.set(lower(a.email), a);
    if (a.username) byUsername.set(lower(a.username), a);
  }
  const ids = accounts.map((a) => a.id);
  const [mine, enrolled] = await Promise.all([
    actor.scope === 'own_classes' ? findStudentsOfTeacher(tx, actor.user.id, ids) : Promise.resolve(null),
    findEnrolledUsers(tx, course.id, ids),
  ]);

  const out: TBulkReportRow[] = [];
  const firstRowOf = new Map<string, number>();
  const learners: BulkAccount[] = [];
  const unknownEmails = new Map<number, string>();
  for (const r of rows) {
    const identifier = r.email || r.username;
    const error = (message: string, account: BulkAccount | null = null): TBulkReportRow => ({
      row: r.row,
      identifier,
      name: account ? fullName(account) : null,
      status: 'error',
      message,
    });
    if (!identifier) {
      out.push(error(BULK_ROW_MSG.missingIdentifier));
      continue;
    }
    const account = r.email ? byEmail.get(lower(r.email)) : byUsername.get(lower(r.username));
    if (!account) {
      if (r.email) unknownEmails.set(r.row, lower(r.email));
      out.push(error(BULK_ROW_MSG.unknownUser));
      continue;
    }
    // Nothing about an account the actor may not enrol: not even its name.
    if (mine && !mine.has(account.id)) {
      out.push(error(BULK_ROW_MSG.notYourStudent));
      continue;
    }
    if (r.email && r.username && lower(account.username ?? '') !== lower(r.username)) {
      out.push(error(BULK_ROW_MSG.idsDisagree, account));
      continue;
    }
    if (!account.isActive) {
      out.push(error(BULK_ROW_MSG.inactive, account));
      continue;
    }
    if ((r.firstName && !sameName(r.firstName, account.firstName)) || (r.lastName && !sameName(r.lastName, account.lastName))) {
      out.push(error(BULK_ROW_MSG.nameMismatch(fullName(account)), account));
      continue;
    }
    const first = firstRowOf.get(account.id);
    if (first !== undefined) {
      out.push(error(BULK_ROW_MSG.duplicate(first), account));
      continue;
    }
    firstRowOf.set(account.id, r.row);
    learners.push(account);
    const already = enrolled.has(account.id);
    out.push({ row: r.row, identifier, name: fullName(account), status: already ? 'already_enrolled' : 'will_enrol', message: null });
  }

  const count = (s: TBulkReportRow['status']) => out.filter((r) => r.status === s).length;
  const report: TBulkCsvReport = {
    course: courseRef(course),
    file_name: fileName,
    summary: { rows: out.length, will_enrol: count('will_enrol'), already_enrolled: count('already_enrolled'), errors: count('error') },
    rows: out,
  };
  return { report, learners, unknownEmails };
}

/**
 * Tells "unknown user" apart from "user of another site" for emails this site has no account for
 * (emails are unique across the platform; usernames only within a site). `registered` looks the
 * emails up across every site, in a transaction of its own.
 */
export async function explainUnknownEmails(
  report: TBulkCsvReport,
  unknownEmails: Map<number, string>,
  registered: (emails: string[]) => Promise<Set<string>>,
): Promise<TBulkCsvReport> {
  if (!unknownEmails.size) return report;
  const elsewhere = await registered([...new Set(unknownEmails.values())]);
  if (!elsewhere.size) return report;
  return {
    ...report,
    rows: report.rows.map((r) => {
      const email = unknownEmails.get(r.row);
      return email && elsewhere.has(email) ? { ...r, message: BULK_ROW_MSG.otherSite } : r;
    }),
  };
}

/** Which of these lower-cased emails have an account on any site (run in the platform scope). */
export const registeredEmails = (tx: Tx, emails: string[]) => findRegisteredEmails(tx, emails);

export type CsvApplyOutcome =
  | { applied: TBulkEnrolment; report: TBulkCsvReport }
  | { applied: null; report: TBulkCsvReport; unknownEmails: Map<number, string> };

/** `POST /api/bulk-enrolments/csv/validate/`: the report; nothing is written. */
export async function validateCsv(tx: Tx, actor: BulkActor, courseId: number, fileName: string, rows: CsvUserRow[]) {
  const course = await bulkCourse(tx, courseId);
  return checkCsvRows(tx, actor, course, fileName, rows);
}

/**
 * `POST /api/bulk-enrolments/csv/apply/`: the same checks again, on the file as sent now; with any
 * row in error nothing is written, otherwise every enrolment and the record, in the caller's one
 * transaction.
 */
export async function applyCsv(tx: Tx, actor: BulkActor, courseId: number, fileName: string, rows: CsvUserRow[]): Promise<CsvApplyOutcome> {
  const course = await bulkCourse(tx, courseId);
  const { report, learners, unknownEmails } = await checkCsvRows(tx, actor, course, fileName, rows);
  if (report.summary.errors > 0) return { applied: null, report, unknownEmails };
  const applied = await enrolAndRecord(tx, actor, course, learners, { fileName });
  return { applied, report };
}
