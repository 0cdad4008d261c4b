import {
  ARCHIVED_STUDENTS_MSG as MSG,
  type TArchivedStudentPage,
  type TArchivedStudentRestored,
} from '@commonshelf/shared/auth/archived-students.schemas';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { Run } from '../auth/auth.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import { nameSeenBy } from '../users/public-name.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './archived-students.repository.js';

/**
 * Archived students for the people who teach them: a teacher sees and restores the archived
 * students of the classes they teach, the school's admins every archived student of the school.
 * Each shows when the school's retention period erases them. Restoring opens the account again
 * (it can log in, and the retention period stops); a student whose erasure the school scheduled is
 * not restored here: the school's admins cancel the erasure on the privacy page, which decides
 * what the account becomes.
 */

export const ARCHIVED_STUDENT_ROLES: readonly string[] = ['teacher', 'teacher_admin', 'school_admin', 'organization_admin'];
/** Who sees every archived student of the school, not only their classes'. */
const WHOLE_SCHOOL: readonly string[] = ['teacher_admin', 'school_admin', 'organization_admin'];

export type ArchivedStudentsCtx = { run: Run; site: TenantRow; user: UserRow };

export function requireArchivedStudentsViewer(user: UserRow | null, site: TenantRow | null): { user: UserRow; site: TenantRow } {
  if (!user || !site || user.tenantId !== site.id || !ARCHIVED_STUDENT_ROLES.includes(user.role)) throw forbidden(MSG.notTeacher);
  return { user, site };
}

/** A teacher's own classes bound what they see; null: the whole school. */
const teacherScope = (user: UserRow): string | null => (WHOLE_SCHOOL.includes(user.role) ? null : user.id);

export async function listArchivedStudents(
  ctx: ArchivedStudentsCtx,
  q: { search?: string | undefined; class?: string | undefined; limit: number; offset: number },
): Promise<Omit<TArchivedStudentPage, 'next' | 'previous'>> {
  const teacherId = teacherScope(ctx.user);
  return ctx.run(async (tx) => {
    const classes = await repo.viewerClasses(tx, teacherId);
    if (q.class && !classes.some((c) => c.id === q.class)) throw badRequest(VALIDATION_MESSAGE, { class: [MSG.classNotFound] });
    const { rows, count } = await repo.listArchivedStudents(tx, { teacherId, classId: q.class, search: q.search, limit: q.limit, offset: q.offset });
    const byStudent = new Map<string, { id: string; name: string }[]>();
    for (const c of await repo.classesOfStudents(tx, rows.map((r) => r.id))) {
      byStudent.set(c.studentId, [...(byStudent.get(c.studentId) ?? []), { id: c.id, name: c.name }]);
    }
    return {
      count,
      scope: teacherId ? 'own_classes' : 'school',
      classes,
      retention_days: await repo.retentionDays(tx, ctx.site.id),
      results: rows.map((r) => ({
        id: r.id,
        name: nameSeenBy(ctx.user, r),
        first_name: r.firstName,
        username: r.username ?? '',
        classes: byStudent.get(r.id) ?? [],
        archived_at: r.archivedAt!.toISOString(),
        erased_on: (r.scheduledErasure ?? r.retentionEnds).toISOString(),
        erasure_scheduled: r.scheduledErasure !== null,
      })),
    };
  });
}

/** Restores an archived student in one transaction: they can log in again and leave the retention count. */
export async function restoreArchivedStudent(ctx: ArchivedStudentsCtx, studentId: string): Promise<TArchivedStudentRestored> {
  return ctx.run(async (tx) => {
    const student = await repo.findStudentForRestore(tx, studentId, teacherScope(ctx.user));
    if (!student) throw notFound(MSG.notFound);
    if (await repo.hasScheduledErasure(tx, student.id)) throw conflict(MSG.erasureScheduled(student.firstName));
    if (student.isActive || !student.archivedAt) throw conflict(MSG.notArchived(student.firstName));
    await repo.restoreStudent(tx, student.id);
    return { message: MSG.restored(student.firstName) };
  });
}
