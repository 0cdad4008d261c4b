import { z } from 'zod';
import { USER_ROLES, type TUserRole } from '../users/users.schemas.js';

/**
 * Superpower programmes (spec section 2: the platform admin's superpower-teacher and
 * superpower-parent): recognised memberships the platform admin grants to adults and revokes,
 * listed at `/admin-panel/superpower-teacher` and `/admin-panel/superpower-parent`,
 * `/api/admin/superpowers/…`.
 */

export const SUPERPOWER_PROGRAMMES = ['teacher', 'parent'] as const;
export type TSuperpowerProgramme = (typeof SUPERPOWER_PROGRAMMES)[number];

export const PROGRAMME_LABELS: Record<TSuperpowerProgramme, string> = {
  teacher: 'Superpower Teacher',
  parent: 'Superpower Parent',
};

/**
 * Who may join each programme: a Superpower Teacher teaches (a teacher or teacher admin, on any
 * site); a Superpower Parent is an adult volunteer with their own account (any adult role of a
 * school, an organization or the main site). Students never; the platform admin's own accounts
 * need no programme.
 */
export const PROGRAMME_ROLES: Record<TSuperpowerProgramme, readonly TUserRole[]> = {
  teacher: ['teacher', 'teacher_admin'],
  parent: ['teacher', 'teacher_admin', 'school_admin', 'organization_admin'],
};

export const NOTE_MAX = 500;

export const SUPERPOWER_MSG = {
  notPlatformAdmin: 'Only the platform admin manages the superpower programmes, on the main site.',
  notFound: 'This membership does not exist.',
  userNotFound: 'Choose a person from the list.',
  chooseProgramme: 'Choose a programme.',
  student: 'A student cannot join a superpower programme.',
  wrongRole: (programme: TSuperpowerProgramme) =>
    programme === 'teacher' ? 'Only a teacher or a teacher admin can be a Superpower Teacher.' : 'Only an adult’s account of a school, an organization or the main site can be a Superpower Parent.',
  inactive: 'This account is deactivated. Activate it before granting a programme.',
  alreadyMember: (name: string, programme: TSuperpowerProgramme) => `${name} is already a ${PROGRAMME_LABELS[programme]}.`,
  alreadyRevoked: 'This membership was already revoked.',
  noteTooLong: `Keep the note to ${NOTE_MAX} characters.`,
  reasonRequired: 'Say why the membership is revoked.',
  reasonTooLong: `Keep the reason to ${NOTE_MAX} characters.`,
  granted: (name: string, programme: TSuperpowerProgramme) => `${name} is now a ${PROGRAMME_LABELS[programme]}. We have emailed them.`,
  revoked: (name: string, programme: TSuperpowerProgramme) => `${name} is no longer a ${PROGRAMME_LABELS[programme]}.`,
} as const;

/** Why an account cannot join the programme (the server's rule, and the picker's), or null. */
export function eligibilityProblem(account: { role: TUserRole; active: boolean }, programme: TSuperpowerProgramme): string | null {
  if (account.role === 'student') return SUPERPOWER_MSG.student;
  if (!PROGRAMME_ROLES[programme].includes(account.role)) return SUPERPOWER_MSG.wrongRole(programme);
  if (!account.active) return SUPERPOWER_MSG.inactive;
  return null;
}

export const SUPERPOWER_STATUSES = ['active', 'revoked'] as const;
export type TSuperpowerStatus = (typeof SUPERPOWER_STATUSES)[number];

export const ZSuperpowerQuery = z.object({
  programme: z.enum(SUPERPOWER_PROGRAMMES, SUPERPOWER_MSG.chooseProgramme),
  /** Words of the member's name or email. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(SUPERPOWER_STATUSES).default('active'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TSuperpowerQuery = z.input<typeof ZSuperpowerQuery>;

const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZSuperpower = z.object({
  id: z.string(),
  programme: z.enum(SUPERPOWER_PROGRAMMES),
  user: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    role: z.enum(USER_ROLES),
    is_active: z.boolean(),
    /** The member's site; null for the main site. */
    site: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
  note: z.string(),
  granted_at: z.string(),
  granted_by: ZPerson.nullable(),
  revoked_at: z.string().nullable(),
  revoked_by: ZPerson.nullable(),
  revoke_reason: z.string().nullable(),
});
export type TSuperpower = z.infer<typeof ZSuperpower>;

export const ZSuperpowerPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZSuperpower),
  /** Memberships of the programme under the search, by status. */
  counts: z.object({ active: z.number().int(), revoked: z.number().int() }),
});
export type TSuperpowerPage = z.infer<typeof ZSuperpowerPage>;

export const ZGrantSuperpower = z.object({
  user_id: z.uuid(SUPERPOWER_MSG.userNotFound),
  programme: z.enum(SUPERPOWER_PROGRAMMES, SUPERPOWER_MSG.chooseProgramme),
  note: z.string().trim().max(NOTE_MAX, SUPERPOWER_MSG.noteTooLong).default(''),
});
export type TGrantSuperpower = z.input<typeof ZGrantSuperpower>;

export const ZRevokeSuperpower = z.object({
  reason: z.string().trim().min(1, SUPERPOWER_MSG.reasonRequired).max(NOTE_MAX, SUPERPOWER_MSG.reasonTooLong),
});
export type TRevokeSuperpower = z.input<typeof ZRevokeSuperpower>;

export const ZSuperpowerSaved = z.object({ superpower: ZSuperpower, message: z.string() });
export type TSuperpowerSaved = z.infer<typeof ZSuperpowerSaved>;
