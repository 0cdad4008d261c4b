import { z } from 'zod';
import { ZAdminClass } from '../auth/class-admin.schemas.js';
import { zPage } from '../common/api.schemas.js';

/**
 * A school's numbers (`GET /api/admin/school-dashboard/`, `/admin-school/dashboard`) and a teacher's
 * classes with what their students did lately (`GET /api/v1/teacher/school-classes/`, the
 * dashboard's classes). The organization's dashboard adds the same numbers up across its schools.
 */

/** "Lately": the last 30 days. */
export const ACTIVITY_DAYS = 30;
/** Readings per week, the last 12 weeks (Monday to Sunday, UTC), this one included. */
export const DASHBOARD_WEEKS = 12;

export const SCHOOL_DASHBOARD_MSG = {
  notSchoolAdmin: 'Only the school’s admins see its dashboard, on the school’s own site.',
  notTeacher: 'Only teachers and the school’s admins see classes, on their school’s site.',
  classNotFound: 'This class does not exist, or it is not one of yours.',
} as const;

/** Money per currency (minor units) with how many gifts made it. */
export const ZMoneyTotal = z.object({ currency: z.string(), minor: z.number().int(), count: z.number().int() });
export type TMoneyTotal = z.infer<typeof ZMoneyTotal>;

export const ZPublicationCounts = z.object({
  total: z.number().int(),
  draft: z.number().int(),
  pending: z.number().int(),
  published: z.number().int(),
  rejected: z.number().int(),
});
export type TPublicationCounts = z.infer<typeof ZPublicationCounts>;

export const ZWeekCount = z.object({ week: z.string(), count: z.number().int() });

/** Counts of one site (a school, or an organization's own site). */
export const ZSiteNumbers = z.object({
  students: z.object({ active: z.number().int(), archived: z.number().int() }),
  /** Active teachers and teacher admins. */
  teachers: z.number().int(),
  classes: z.object({ active: z.number().int(), inactive: z.number().int() }),
  /** The site's own books (platform-wide books are everyone's), by status; `featured` among the published. */
  books: ZPublicationCounts.extend({ featured: z.number().int() }),
  stories: ZPublicationCounts,
  /** Paid gifts made on the site (a refunded one no longer counts), per currency. */
  donations: z.array(ZMoneyTotal),
  readings: z.object({ total: z.number().int(), recent: z.number().int() }),
  courses: z.object({
    enrolments: z.number().int(),
    completions: z.number().int(),
    recent_enrolments: z.number().int(),
    recent_completions: z.number().int(),
  }),
});
export type TSiteNumbers = z.infer<typeof ZSiteNumbers>;

export const ZSchoolDashboard = ZSiteNumbers.extend({
  school: z.object({ id: z.string(), name: z.string(), is_organization: z.boolean() }),
  /** Where "recent" starts: `ACTIVITY_DAYS` ago. */
  since: z.string(),
  readings_by_week: z.array(ZWeekCount),
  /** What waits for the school's admins. */
  attention: z.object({ stories_waiting: z.number().int(), books_waiting: z.number().int() }),
});
export type TSchoolDashboard = z.infer<typeof ZSchoolDashboard>;

// ---------------------------------------------------------------------------------------------
// A teacher's classes

export const ZTeacherClassesQuery = z.object({
  /** Spec 7 sends only `limit`; the web app asks for 100. */
  limit: z.coerce.number().int().min(1, 'Ask for at least one class.').max(100, 'Ask for at most 100 classes.').default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
});
export type TTeacherClassesQuery = z.input<typeof ZTeacherClassesQuery>;

/** What a class's students did in the last `ACTIVITY_DAYS` days. */
export const ZClassActivity = z.object({
  books_read: z.number().int(),
  stories_written: z.number().int(),
  stories_published: z.number().int(),
  courses_enrolled: z.number().int(),
  courses_completed: z.number().int(),
});
export type TClassActivity = z.infer<typeof ZClassActivity>;

export const ZTeacherClass = ZAdminClass.extend({ activity: ZClassActivity });
export type TTeacherClass = z.infer<typeof ZTeacherClass>;

export const ZTeacherClassPage = zPage(ZTeacherClass).extend({ since: z.string(), activity_days: z.number().int() });
export type TTeacherClassPage = z.infer<typeof ZTeacherClassPage>;

/** `GET /api/v1/teacher/school-classes/:classId/students/`: a class's students and how far each has gone in courses. */
export const ZTeacherClassStudents = z.object({
  class: z.object({ id: z.string(), name: z.string() }),
  students: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      username: z.string(),
      active: z.boolean(),
      courses_joined: z.number().int(),
      courses_finished: z.number().int(),
      /** Each course the student joined, latest first: lessons done of the course's lessons now, and when it was finished. */
      courses: z.array(
        z.object({
          slug: z.string(),
          name: z.string(),
          progress: z.number().int(),
          completed_lessons: z.number().int(),
          total_lessons: z.number().int(),
          completed_at: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type TTeacherClassStudents = z.infer<typeof ZTeacherClassStudents>;
