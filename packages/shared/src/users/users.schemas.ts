import { z } from 'zod';
import { LANGUAGE_CODES } from '../common/languages.js';

/** Roles of spec section 6. */
export const USER_ROLES = [
  'teacher',
  'upschool_admin',
  'school_admin',
  'teacher_admin',
  'organization_admin',
  'student',
] as const;
export const ZUserRole = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRole>;

/** The user object the client keeps (spec section 3). */
export const ZUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  role: ZUserRole,
  country: z.string().nullable(),
  avatar: z.string().nullable(),
  username: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

/** `PUT /api/user/language/`: the language a signed-in person switched to (their emails follow it). */
export const ZLanguageChoice = z.object({ language: z.enum(LANGUAGE_CODES, { error: 'Choose one of the languages offered.' }) });
export type TLanguageChoice = z.infer<typeof ZLanguageChoice>;
