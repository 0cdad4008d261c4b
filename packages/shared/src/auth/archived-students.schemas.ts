import { z } from 'zod';
import { zPage } from '../common/api.schemas.js';

/**
 * Archived students (`/archived-students`, `GET /api/v1/teacher/archived-students/`): the students a
 * school archived from its classes, for their teachers (students of the classes they teach) and the
 * school's admins (every archived student of the school), with when each will be erased for good
 * (`archived_at` plus the school's retention period), and restoring one so they can log in again. A
 * student whose erasure the school has scheduled is listed with its date but is not restored here:
 * the school's admins cancel the erasure on its privacy page first.
 */

/** Archived students per page (the web app asks for this many). */
export const ARCHIVED_PAGE_SIZE = 20;

export const ARCHIVED_STUDENTS_MSG = {
  notTeacher: 'Only teachers and the school’s admins see archived students, on their school’s own site.',
  notFound: 'This student is not among the archived students you can see.',
  classNotFound: 'Choose one of your classes.',
  search: 'Search for at most 100 characters.',
  notArchived: (name: string) => `${name} is not archived, so there is nothing to restore.`,
  erasureScheduled: (name: string) =>
    `${name}’s data is to be erased, so they cannot be restored here. A school admin can cancel the erasure on the school’s Privacy and data page; then ${name} can be restored.`,
  restored: (name: string) => `${name} is restored and can log in again.`,
} as const;

export const ZArchivedStudentsQuery = z.object({
  search: z.string().trim().max(100, ARCHIVED_STUDENTS_MSG.search).optional(),
  /** One class's archived students (a class the viewer can see). */
  class: z.uuid({ error: ARCHIVED_STUDENTS_MSG.classNotFound }).optional(),
  limit: z.coerce.number().int().min(1, 'Ask for at least one student.').max(100, 'Ask for at most 100 students.').default(ARCHIVED_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TArchivedStudentsQuery = z.input<typeof ZArchivedStudentsQuery>;

const ZClassRef = z.object({ id: z.string(), name: z.string() });

export const ZArchivedStudent = z.object({
  id: z.string(),
  /** The name as the school's staff see it (in full). */
  name: z.string(),
  first_name: z.string(),
  username: z.string(),
  /** The student's classes at the school (none when they were in none). */
  classes: z.array(ZClassRef),
  archived_at: z.string(),
  /**
   * When the student is erased for good: the school's retention period after `archived_at`, or the
   * date of an erasure the school has scheduled. The purge runs hourly, so within the hour after.
   */
  erased_on: z.string(),
  /** The school has scheduled this student's erasure: only cancelling it (privacy page) brings them back. */
  erasure_scheduled: z.boolean(),
});
export type TArchivedStudent = z.infer<typeof ZArchivedStudent>;

export const ZArchivedStudentPage = zPage(ZArchivedStudent).extend({
  /** `own_classes`: a teacher's, students of the classes they teach; `school`: every archived student of the school. */
  scope: z.enum(['own_classes', 'school']),
  /** The classes the list can be narrowed to: the teacher's, or every class of the school. */
  classes: z.array(ZClassRef),
  /** How many days the school keeps an archived student before erasing them. */
  retention_days: z.number().int(),
});
export type TArchivedStudentPage = z.infer<typeof ZArchivedStudentPage>;

export const ZArchivedStudentRestored = z.object({ message: z.string() });
export type TArchivedStudentRestored = z.infer<typeof ZArchivedStudentRestored>;
