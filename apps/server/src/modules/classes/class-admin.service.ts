import { randomInt } from 'node:crypto';
import { CLASS_ADMIN_MSG as MSG, type TAdminClass, type TAdminClassList, type TClassResult, type TClassStudents, type TStudentResult } from '@commonshelf/shared/auth/class-admin.schemas';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { siteUrl } from '../../lib/site-url.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { revokeUserSessions, updateUser } from '../auth/auth.repository.js';
import type { Run } from '../auth/auth.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './class-admin.repository.js';
import { insertClass } from './classes.repository.js';
import { isUniqueViolation } from '../../db/errors.js';

/**
 * A school's classes for its admins. Class codes are what children type or scan to find their
 * class, so they are random (six characters from an alphabet without look-alikes: 31⁶ codes, with
 * the class list's rate limits on guessing), shown upper case, replaced at once when rotated, and
 * an inactive code answers the same 404 as a wrong one. A student's new password is shown once, to
 * be written on their login card; their sessions end with it.
 */

export const CLASS_ADMIN_ROLES = ['school_admin', 'organization_admin', 'teacher_admin'] as const;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export type ClassAdminCtx = { run: Run; site: TenantRow; user: UserRow; config: Pick<AppConfig, 'publicUrl'> };

export function requireClassAdmin(user: UserRow | null, site: TenantRow | null): { user: UserRow; site: TenantRow } {
  if (!user || !site || user.tenantId !== site.id || !(CLASS_ADMIN_ROLES as readonly string[]).includes(user.role)) throw forbidden(MSG.notSchoolAdmin);
  return { user, site };
}

const randomFrom = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');
export const newClassCode = () => randomFrom(CODE_ALPHABET, 6);
/** Easy to copy from a card: two groups of four, no look-alike characters (about 2⁴⁰ choices). */
export const newStudentPassword = () => `${randomFrom(PASSWORD_ALPHABET, 4)}-${randomFrom(PASSWORD_ALPHABET, 4)}`;

type Row = NonNullable<Awaited<ReturnType<typeof repo.findClass>>>;

export const loginUrl = (config: ClassAdminCtx['config'], site: TenantRow, code: string) => `${siteUrl(config, site)}/login?class=${encodeURIComponent(code)}`;

/** A class as its admins and teachers see it. */
export const presentClass = (ctx: Pick<ClassAdminCtx, 'config' | 'site'>, { klass: k, studentsCount, teacherName }: Pick<Row, 'klass' | 'studentsCount' | 'teacherName'>): TAdminClass => ({
  id: k.id,
  name: k.name,
  code: k.code.toUpperCase(),
  active: k.isActive,
  teacher: k.teacherId ? { id: k.teacherId, name: teacherName ?? '' } : null,
  students_count: Number(studentsCount),
  login_url: loginUrl(ctx.config, ctx.site, k.code.toUpperCase()),
  created_at: k.createdAt.toISOString(),
});

export async function listClasses(ctx: ClassAdminCtx): Promise<TAdminClassList> {
  return ctx.run(async (tx) => ({
    results: (await repo.listClasses(tx)).map((r) => presentClass(ctx, r)),
    teachers: (await repo.listTeachers(tx)).map((t) => ({ id: t.id, name: `${t.firstName} ${t.lastName}` })),
  }));
}

async function classOr404(tx: Tx, id: string, lock = false) {
  const row = await repo.findClass(tx, id, lock);
  if (!row) throw notFound(MSG.notFound);
  return row;
}

async function checkFields(tx: Tx, fields: { name?: string | undefined; teacher_id?: string | null | undefined }, exceptId?: string) {
  const problems: Record<string, string[]> = {};
  if (fields.name !== undefined && (await repo.classNameTaken(tx, fields.name, exceptId))) problems.name = [MSG.nameTaken];
  if (fields.teacher_id && !(await repo.listTeachers(tx)).some((t) => t.id === fields.teacher_id)) problems.teacher_id = [MSG.teacherNotFound];
  if (Object.keys(problems).length) throw badRequest(VALIDATION_MESSAGE, problems);
}


/** Runs `write` with a fresh class code, again with another on the (rare) clash with an existing code. */
async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(newClassCode());
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

export async function addClass(ctx: ClassAdminCtx, fields: { name: string; teacher_id: string | null }): Promise<TClassResult> {
  const id = await withFreshCode((code) =>
    ctx.run(async (tx) => {
      await checkFields(tx, fields);
      return (await insertClass(tx, { tenantId: ctx.site.id, name: fields.name, code, teacherId: fields.teacher_id })).id;
    }),
  );
  const row = await ctx.run((tx) => classOr404(tx, id));
  return { class: presentClass(ctx, row), message: MSG.added(row.klass.name) };
}

export async function editClass(ctx: ClassAdminCtx, id: string, fields: { name?: string | undefined; teacher_id?: string | null | undefined; active?: boolean | undefined }): Promise<TClassResult> {
  const row = await ctx.run(async (tx) => {
    await classOr404(tx, id, true);
    await checkFields(tx, fields, id);
    await repo.updateClass(tx, id, {
      ...(fields.name !== undefined ? { name: fields.name } : {}),
      ...(fields.teacher_id !== undefined ? { teacherId: fields.teacher_id } : {}),
      ...(fields.active !== undefined ? { isActive: fields.active } : {}),
    });
    return classOr404(tx, id);
  });
  const message = fields.active === false ? MSG.codeOff : fields.active === true && fields.name === undefined ? MSG.codeOn : MSG.saved(row.klass.name);
  return { class: presentClass(ctx, row), message };
}

/** A new code at once: the old one stops working for anyone, on the next lookup. */
export async function rotateCode(ctx: ClassAdminCtx, id: string): Promise<TClassResult> {
  const row = await withFreshCode((code) =>
    ctx.run(async (tx) => {
      await classOr404(tx, id, true);
      await repo.updateClass(tx, id, { code });
      return classOr404(tx, id);
    }),
  );
  return { class: presentClass(ctx, row), message: MSG.codeRotated(row.klass.code) };
}

/** A student of a class, as its admins and its teacher see them. */
export const presentClassStudent = (s: Awaited<ReturnType<typeof repo.classStudentRows>>[number]) => ({
  id: s.id,
  first_name: s.firstName,
  last_name: s.lastName,
  username: s.username ?? '',
  active: s.isActive,
});

export async function classStudents(ctx: ClassAdminCtx, id: string): Promise<TClassStudents> {
  return ctx.run(async (tx) => {
    const row = await classOr404(tx, id);
    const students = await repo.classStudentRows(tx, id);
    return {
      class: presentClass(ctx, row),
      students: students.map(presentClassStudent),
    };
  });
}

async function studentOr404(tx: Tx, classId: string, studentId: string) {
  await classOr404(tx, classId);
  const student = await repo.findStudentInClass(tx, classId, studentId);
  if (!student) throw notFound(MSG.studentNotFound);
  return student;
}

export async function resetStudentPassword(ctx: ClassAdminCtx, classId: string, studentId: string): Promise<TStudentResult> {
  const password = newStudentPassword();
  const hash = await hashPassword(password);
  const student = await ctx.run(async (tx) => {
    const s = await studentOr404(tx, classId, studentId);
    await updateUser(tx, s.id, { passwordHash: hash });
    await revokeUserSessions(tx, s.id, `password reset by ${ctx.user.role === 'teacher' ? 'their teacher' : 'a school admin'}`);
    return s;
  });
  return { message: MSG.passwordReset(student.firstName), password };
}

export async function moveStudentTo(ctx: ClassAdminCtx, classId: string, studentId: string, toClassId: string): Promise<TStudentResult> {
  return ctx.run(async (tx) => {
    const s = await studentOr404(tx, classId, studentId);
    const target = await repo.findClass(tx, toClassId);
    if (!target || toClassId === classId) throw badRequest(VALIDATION_MESSAGE, { class_id: [MSG.targetNotFound] });
    await repo.moveStudent(tx, s.id, classId, toClassId);
    return { message: MSG.moved(s.firstName, target.klass.name) };
  });
}

/** Archived: the account stays (with its work) but cannot log in, and leaves the class list children pick from. */
export async function archiveStudent(ctx: ClassAdminCtx, classId: string, studentId: string): Promise<TStudentResult> {
  return ctx.run(async (tx) => {
    const s = await studentOr404(tx, classId, studentId);
    await updateUser(tx, s.id, { isActive: false, archivedAt: s.archivedAt ?? new Date() });
    await revokeUserSessions(tx, s.id, 'archived by a school admin');
    return { message: MSG.archived(s.firstName) };
  });
}
