import { z } from 'zod';
import { COURSE_KINDS } from './courses.schemas.js';
import { BULK_CSV_LIMITS } from './learning-limits.js';

// Bulk enrolment (`/bulk-enrolment`): a teacher or admin enrols a whole class, or the users a CSV
// file names, into one course. A file is validated row by row first; applying it enrols everyone
// or no one.

export { BULK_CSV_LIMITS };

/** The columns a file may have (header names, any case); `email` or `username` identifies the account. */
export const BULK_CSV_COLUMNS = ['email', 'username', 'first_name', 'last_name'] as const;

/** The template teachers download: one row found by email, one by username. */
export const BULK_CSV_TEMPLATE = 'email,username,first_name,last_name\r\nsam.lee@example.org,,Sam,Lee\r\n,amarao07,Amara,Okafor\r\n';

export const BULK_MSG = {
  notAllowed: 'Only teachers, school admins and platform admins can enrol others in bulk.',
  classNotFound: 'This class does not exist.',
  notYourClass: 'You can only enrol the students of your own classes.',
  emptyClass: 'This class has no active students to enrol.',
  chooseCourse: 'Choose a course.',
  soldCourse: 'This course is sold in the shop, so each learner buys it for themselves: it cannot be enrolled in bulk.',
  chooseClass: 'Choose a class.',
  chooseFile: 'Choose a CSV file to upload.',
  notMultipart: 'Send the file as a multipart form (multipart/form-data).',
  oneFile: 'Upload one file at a time.',
  tooLarge: `The file is larger than ${BULK_CSV_LIMITS.maxBytes / 1024 / 1024} MB. Split it into smaller files.`,
  tooManyRows: `The file has more than ${BULK_CSV_LIMITS.maxRows.toLocaleString('en-GB')} rows. Split it into smaller files.`,
  emptyFile: 'The file is empty.',
  noRows: 'The file has a header row but no rows of users under it.',
  notText: 'This does not look like a CSV file. Save your spreadsheet as “CSV UTF-8” and upload that.',
  notUtf8: 'The file is not UTF-8 text. Save your spreadsheet as “CSV UTF-8” and upload that.',
  noIdentifierColumn: 'The first row must name the columns, with an “email” or “username” column (download the template to see how).',
  hasErrors: 'Nothing was enrolled: fix the rows with errors and upload the file again.',
} as const;

/** Per-row messages of the validation report. */
export const BULK_ROW_MSG = {
  missingIdentifier: 'Missing email/username.',
  unknownUser: 'Unknown user: no account on this site has this email or username.',
  otherSite: 'User of another site: this account belongs to another school or organisation.',
  notYourStudent: 'Not a student of your classes.',
  inactive: 'Inactive account: this account has been deactivated.',
  idsDisagree: 'The username does not match the account with this email.',
  duplicate: (row: number) => `Duplicate of row ${row}.`,
  nameMismatch: (name: string) => `Name does not match the account (${name}).`,
} as const;

export const ZBulkCourseRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(COURSE_KINDS),
});
export type TBulkCourseRef = z.infer<typeof ZBulkCourseRef>;

export const ZBulkClassOption = z.object({ id: z.string(), name: z.string(), student_count: z.number().int() });
export type TBulkClassOption = z.infer<typeof ZBulkClassOption>;

/** `GET /api/bulk-enrolments/options/`: what the signed-in user may enrol, and into what. */
export const ZBulkOptions = z.object({
  /** Whose users a file may name: the students of one's own classes, or every user of the site. */
  scope: z.enum(['own_classes', 'site']),
  courses: z.array(ZBulkCourseRef),
  classes: z.array(ZBulkClassOption),
});
export type TBulkOptions = z.infer<typeof ZBulkOptions>;

export const BULK_ROW_STATUSES = ['will_enrol', 'already_enrolled', 'error'] as const;
export type TBulkRowStatus = (typeof BULK_ROW_STATUSES)[number];

export const ZBulkReportRow = z.object({
  /** The row's line in the file (the header is row 1). */
  row: z.number().int(),
  /** The email or username the row gives, as written. */
  identifier: z.string(),
  /** The account's name, for rows that name an account the user may enrol. */
  name: z.string().nullable(),
  status: z.enum(BULK_ROW_STATUSES),
  message: z.string().nullable(),
});
export type TBulkReportRow = z.infer<typeof ZBulkReportRow>;

export const ZBulkSummary = z.object({
  rows: z.number().int(),
  will_enrol: z.number().int(),
  already_enrolled: z.number().int(),
  errors: z.number().int(),
});
export type TBulkSummary = z.infer<typeof ZBulkSummary>;

/** `POST /api/bulk-enrolments/csv/validate/`: the file row by row; nothing is written. */
export const ZBulkCsvReport = z.object({
  course: ZBulkCourseRef,
  file_name: z.string(),
  summary: ZBulkSummary,
  rows: z.array(ZBulkReportRow),
});
export type TBulkCsvReport = z.infer<typeof ZBulkCsvReport>;

/** `POST /api/bulk-enrolments/csv/apply/` with rows in error: 422, nothing written. */
export const ZBulkCsvRejected = z.object({ error: z.string(), report: ZBulkCsvReport });
export type TBulkCsvRejected = z.infer<typeof ZBulkCsvRejected>;

/** The record of one applied bulk enrolment. */
export const ZBulkEnrolment = z.object({
  id: z.string(),
  source: z.enum(['class', 'csv']),
  course: ZBulkCourseRef,
  class_name: z.string().nullable(),
  file_name: z.string().nullable(),
  actor_name: z.string().nullable(),
  row_count: z.number().int(),
  enrolled_count: z.number().int(),
  already_enrolled_count: z.number().int(),
  created_at: z.string(),
});
export type TBulkEnrolment = z.infer<typeof ZBulkEnrolment>;

export const ZBulkEnrolmentList = z.object({ count: z.number().int(), results: z.array(ZBulkEnrolment) });

/** `POST /api/bulk-enrolments/class/`. */
export const ZBulkClassCreate = z.object({
  course: z.number({ error: BULK_MSG.chooseCourse }).int(BULK_MSG.chooseCourse).positive(BULK_MSG.chooseCourse),
  class: z.uuid({ error: BULK_MSG.chooseClass }),
});
export type TBulkClassCreate = z.infer<typeof ZBulkClassCreate>;

/** The course field of the multipart CSV form (a text field). */
export const ZBulkCourseField = z.coerce
  .number({ error: BULK_MSG.chooseCourse })
  .int(BULK_MSG.chooseCourse)
  .positive(BULK_MSG.chooseCourse);

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** "25 will be enrolled, 2 already enrolled, 3 errors". */
export function bulkSummarySentence(s: Pick<TBulkSummary, 'will_enrol' | 'already_enrolled' | 'errors'>): string {
  return [
    `${s.will_enrol.toLocaleString('en-GB')} will be enrolled`,
    `${s.already_enrolled.toLocaleString('en-GB')} already enrolled`,
    plural(s.errors, 'error', 'errors'),
  ].join(', ');
}

/** "25 enrolled, 2 already enrolled": the outcome of an applied bulk enrolment. */
export function bulkResultSentence(r: Pick<TBulkEnrolment, 'enrolled_count' | 'already_enrolled_count'>): string {
  return `${r.enrolled_count.toLocaleString('en-GB')} enrolled, ${r.already_enrolled_count.toLocaleString('en-GB')} already enrolled`;
}
