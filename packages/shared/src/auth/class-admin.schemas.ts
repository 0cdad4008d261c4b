import { z } from 'zod';

/**
 * A school's classes for its admins (`/admin-school/classes`, `addclass/:classId?`,
 * `class-students/:classId`): codes children log in with, the class QR poster, and the students.
 */

export const CLASS_ADMIN_MSG = {
  notSchoolAdmin: 'Only the school’s admins manage its classes, on the school’s own site.',
  notFound: 'This class does not exist at your school.',
  studentNotFound: 'This student is not in this class.',
  nameRequired: 'Give the class a name.',
  nameTaken: 'Your school has a class with this name already.',
  teacherNotFound: 'Choose a teacher of your school.',
  targetNotFound: 'Choose another class of your school.',
  added: (name: string) => `${name} is added. Its class code is ready.`,
  saved: (name: string) => `${name} is saved.`,
  codeRotated: (code: string) => `The new class code is ${code}. The old one no longer works.`,
  codeOff: 'The class code is turned off: nobody can find the class with it until you turn it on.',
  codeOn: 'The class code works again.',
  passwordReset: (name: string) => `${name}’s password is reset. Give them the new one; it is shown only once.`,
  moved: (name: string, to: string) => `${name} is now in ${to}.`,
  archived: (name: string) => `${name} is archived: they can no longer log in.`,
} as const;

export const ZClassFields = z.object({
  name: z.string({ error: CLASS_ADMIN_MSG.nameRequired }).trim().min(1, CLASS_ADMIN_MSG.nameRequired).max(60, 'Keep the name under 60 characters.'),
  teacher_id: z.uuid(CLASS_ADMIN_MSG.teacherNotFound).nullable().default(null),
});
export type TClassFields = z.input<typeof ZClassFields>;

export const ZClassPatch = z.object({
  name: ZClassFields.shape.name.optional(),
  teacher_id: z.uuid(CLASS_ADMIN_MSG.teacherNotFound).nullable().optional(),
  /** Whether the class code works (an off code is the same 404 as a wrong one). */
  active: z.boolean().optional(),
});

export const ZAdminClass = z.object({
  id: z.string(),
  name: z.string(),
  /** Upper case (spec section 5). */
  code: z.string(),
  active: z.boolean(),
  teacher: z.object({ id: z.string(), name: z.string() }).nullable(),
  students_count: z.number().int(),
  /** What the class QR code opens: the site's login with the class chosen. */
  login_url: z.string(),
  created_at: z.string(),
});
export type TAdminClass = z.infer<typeof ZAdminClass>;

export const ZAdminClassList = z.object({
  results: z.array(ZAdminClass),
  /** The school's teachers, for the class form. */
  teachers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TAdminClassList = z.infer<typeof ZAdminClassList>;

export const ZClassResult = z.object({ class: ZAdminClass, message: z.string() });
export type TClassResult = z.infer<typeof ZClassResult>;

export const ZClassStudent = z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), username: z.string(), active: z.boolean() });
export type TClassStudent = z.infer<typeof ZClassStudent>;
export const ZClassStudents = z.object({ class: ZAdminClass, students: z.array(ZClassStudent) });
export type TClassStudents = z.infer<typeof ZClassStudents>;

export const ZStudentMove = z.object({ class_id: z.uuid(CLASS_ADMIN_MSG.targetNotFound) });
export const ZStudentResult = z.object({ message: z.string(), password: z.string().optional() });
export type TStudentResult = z.infer<typeof ZStudentResult>;
