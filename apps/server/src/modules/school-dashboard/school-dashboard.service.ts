import {
  ACTIVITY_DAYS,
  SCHOOL_DASHBOARD_MSG as MSG,
  type TSchoolDashboard,
  type TTeacherClassPage,
  type TTeacherClassStudents,
} from '@commonshelf/shared/admin/school-dashboard.schemas';
import type { AppConfig } from '../../config.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import type { TStudentResult } from '@commonshelf/shared/auth/class-admin.schemas';
import type { Tx } from '../../db/client.js';
import type { Run } from '../auth/auth.service.js';
import { classStudentRows } from '../classes/class-admin.repository.js';
import { presentClass, presentClassStudent, resetStudentPassword } from '../classes/class-admin.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import { activitySince, emptyNumbers, readingsByWeek, siteNumbers } from './site-stats.service.js';
import { listEnrollmentsOf } from '../courses/enrollments.repository.js';
import { progressPercent } from '../courses/quiz.js';
import * as repo from './teacher-classes.repository.js';

/** Who sees a school's dashboard: the admins of the site (`/admin-school` is theirs). */
export const SCHOOL_DASHBOARD_ROLES: readonly string[] = ['school_admin', 'teacher_admin', 'organization_admin'];
/** Who has classes: teachers (their own), and the school's admins and teacher admins (every class). */
export const CLASS_ROLES: readonly string[] = ['teacher', 'teacher_admin', 'school_admin'];
const WHOLE_SCHOOL: readonly string[] = ['teacher_admin', 'school_admin'];

const onOwnSite = (user: UserRow | null, site: TenantRow | null, roles: readonly string[]): user is UserRow =>
  !!user && !!site && user.tenantId === site.id && roles.includes(user.role);

export function requireSchoolDashboardAdmin(user: UserRow | null, site: TenantRow | null): { user: UserRow; site: TenantRow } {
  if (!onOwnSite(user, site, SCHOOL_DASHBOARD_ROLES)) throw forbidden(MSG.notSchoolAdmin);
  return { user, site: site! };
}

export function requireClassTeacher(user: UserRow | null, site: TenantRow | null): { user: UserRow; site: TenantRow } {
  if (!onOwnSite(user, site, CLASS_ROLES)) throw forbidden(MSG.notTeacher);
  return { user, site: site! };
}

/** The school's numbers, on its own site (row-level security and the site's id both keep it to this school). */
export async function schoolDashboard(run: Run, site: TenantRow, now = new Date()): Promise<TSchoolDashboard> {
  return run(async (tx) => {
    const numbers = (await siteNumbers(tx, [site.id], now)).get(site.id) ?? emptyNumbers();
    return {
      school: { id: site.id, name: site.schoolName, is_organization: site.isOrganization },
      since: activitySince(now).toISOString(),
      ...numbers,
      readings_by_week: await readingsByWeek(tx, [site.id], now),
      attention: { stories_waiting: numbers.stories.pending, books_waiting: numbers.books.pending },
    };
  });
}

/** Whose classes a user sees: a teacher their own (their id), the school's admins every one (null). */
const classTeacherId = (user: UserRow): string | null => (WHOLE_SCHOOL.includes(user.role) ? null : user.id);

export type TeacherClassesCtx = { run: Run; site: TenantRow; user: UserRow; config: Pick<AppConfig, 'publicUrl'> };

/** A teacher's classes (every class of the school for its admins), each with its students' last 30 days. */
export async function teacherClasses(
  ctx: TeacherClassesCtx,
  q: { limit: number; offset: number; search?: string | undefined },
  now = new Date(),
): Promise<Omit<TTeacherClassPage, 'next' | 'previous'>> {
  const since = activitySince(now);
  return ctx.run(async (tx) => {
    const { rows, count } = await repo.listTeacherClasses(tx, { teacherId: classTeacherId(ctx.user), search: q.search, limit: q.limit, offset: q.offset });
    const activity = new Map((await repo.classActivity(tx, rows.map((r) => r.klass.id), since)).map(({ classId, ...a }) => [classId, a]));
    return {
      count,
      since: since.toISOString(),
      activity_days: ACTIVITY_DAYS,
      results: rows.map((r) => ({ ...presentClass(ctx, r), activity: activity.get(r.klass.id)! })),
    };
  });
}

/**
 * `GET /api/v1/teacher/school-classes/:classId/students/`: one of the teacher's classes (any of the
 * school's for its admins) with its students, and how far each has gone in each course they joined. Another
 * teacher's class is a 404, as a class that does not exist.
 */
export async function teacherClassStudents(ctx: TeacherClassesCtx, classId: string): Promise<TTeacherClassStudents> {
  return ctx.run(async (tx) => {
    const klass = await ownClass(tx, ctx.user, classId);
    const students = await classStudentRows(tx, classId);
    const courses = new Map<string, Awaited<ReturnType<typeof listEnrollmentsOf>>>();
    for (const e of await listEnrollmentsOf(tx, students.map((s) => s.id))) courses.set(e.userId, [...(courses.get(e.userId) ?? []), e]);
    return {
      class: klass,
      students: students.map((s) => {
        const joined = (courses.get(s.id) ?? []).map((e) => ({
          slug: e.courseSlug,
          name: e.courseName,
          progress: progressPercent(Number(e.completed), Number(e.total)),
          completed_lessons: Number(e.completed),
          total_lessons: Number(e.total),
          completed_at: e.enrollment.completedAt?.toISOString() ?? null,
        }));
        return {
          ...presentClassStudent(s),
          courses_joined: joined.length,
          courses_finished: joined.filter((c) => c.completed_at !== null).length,
          courses: joined,
        };
      }),
    };
  });
}

/** The class, if it is the user's (any of the site's for its admins); else a 404. */
async function ownClass(tx: Tx, user: UserRow, classId: string) {
  const klass = await repo.findTeacherClass(tx, classId, classTeacherId(user));
  if (!klass) throw notFound(MSG.classNotFound);
  return klass;
}

/**
 * `POST /api/v1/teacher/school-classes/:classId/students/:studentId/reset-password/`: a new password
 * for a student of the teacher's class, shown once, as the school's admins give one; the class is
 * checked in the same transaction that changes the password.
 */
export async function resetClassStudentPassword(ctx: TeacherClassesCtx, classId: string, studentId: string): Promise<TStudentResult> {
  return resetStudentPassword(
    {
      ...ctx,
      run: (fn) =>
        ctx.run(async (tx) => {
          await ownClass(tx, ctx.user, classId);
          return fn(tx);
        }),
    },
    classId,
    studentId,
  );
}
