import { z } from 'zod';
import { ZUser } from '../users/users.schemas.js';
import { CLASS_CODE, MSG } from './messages.js';

export { MSG } from './messages.js';

export const PASSWORD_MIN = 8;
export const NAME_MAX = 255;

/** `POST /api/auth/token/`: username is an email (adults) or a student username. */
export const ZLoginRequest = z.object({
  username: z.string().trim().min(1, MSG.loginRequired).max(NAME_MAX, MSG.tooLong),
  password: z.string().min(1, MSG.loginRequired).max(NAME_MAX, MSG.tooLong),
  remember: z.boolean().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZTokenPair = z.object({ access: z.string(), refresh: z.string() });
export const ZLoginResponse = ZTokenPair.extend({ user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRefreshRequest = z.object({ refresh: z.string().min(1, MSG.required).max(512) });

/**
 * A string with a "required" message of its own, then length rules: one message per field, and
 * (unlike an aborting check) the object-level refinements still run, so forms see every problem.
 */
const sized = (required: string, max: number, min?: [number, string]) =>
  z.string().superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: 'custom', message: required });
    else if (min && v.length < min[0]) ctx.addIssue({ code: 'custom', message: min[1] });
    else if (v.length > max) ctx.addIssue({ code: 'custom', message: MSG.tooLong });
  });
/** A required, trimmed text of at most `max` characters, with spec 5's messages. */
export const requiredText = (max = NAME_MAX) => z.string().trim().pipe(sized(MSG.required, max));
const email = () => requiredText().pipe(z.email(MSG.invalidEmail));

/** New password with confirmation: the spec's rules; the server adds Django's validators. */
const passwordPair = {
  password: sized(MSG.passwordRequired, NAME_MAX, [PASSWORD_MIN, MSG.passwordMin]),
  password2: z.string().min(1, MSG.password2Required),
};
/**
 * password2 must equal password. Runs even when other fields are invalid (`when`), so a form shows
 * every problem at once.
 */
const passwordsMatch: [
  (v: { password: string; password2: string }) => boolean,
  { path: string[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (v) => !v.password2 || v.password === v.password2,
  {
    path: ['password2'],
    message: MSG.passwordMismatch,
    when: (payload) => {
      const v = payload.value as { password?: unknown; password2?: unknown } | null;
      return typeof v?.password === 'string' && typeof v?.password2 === 'string';
    },
  },
];

/** `POST /api/signup/` (spec section 3's signup payload, rules of section 5). */
export const ZSignupRequest = z
  .object({
    first_name: requiredText(),
    last_name: requiredText(),
    email: email(),
    country: requiredText().pipe(z.string().regex(/^[A-Z]{2}$/, 'Choose a country from the list.')),
    role: z.enum(['student', 'teacher'], { message: 'Choose student or teacher.' }),
    canvaAccount: z.boolean().default(false),
    agreeToTerms: z.literal(true, { message: MSG.agreeToTerms }),
    turnstile_token: z.string().max(4096).optional().default(''),
    ...passwordPair,
  })
  .refine(...passwordsMatch);
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZPasswordResetRequest = z.object({ email: email() });
export const ZPasswordResetConfirm = z
  .object({ token: z.string().min(1, MSG.required).max(256), ...passwordPair })
  .refine(...passwordsMatch);
export const ZPasswordChange = z
  .object({ old_password: z.string().min(1, MSG.passwordRequired).max(NAME_MAX), ...passwordPair })
  .refine(...passwordsMatch);
export const ZEmailVerification = z.object({ token: z.string().min(1, MSG.required).max(256) });

export const ZCommunityLogin = z.object({ password: z.string().min(1, MSG.loginRequired).max(NAME_MAX, MSG.tooLong) });

/** Class codes: letters and digits, shown and stored upper-case. */
export const ZClassCode = z
  .string()
  .trim()
  .min(CLASS_CODE.min, MSG.invalidClassCode)
  .max(CLASS_CODE.max, MSG.invalidClassCode)
  .regex(CLASS_CODE.pattern, MSG.invalidClassCode)
  .transform((s) => s.toUpperCase());

export const ZStudentListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(100).optional().default(''),
});

export const ZStudentEntry = z.object({
  username: z.string(),
  first_name: z.string(),
  /** The last name as the school shows it: its initial (the default) or in full. */
  last_name: z.string(),
  /** "Mei C." or "Mei Chen", as the school chooses. */
  display_name: z.string(),
  avatar: z.string().nullable(),
});
export type TStudentEntry = z.infer<typeof ZStudentEntry>;

export const ZStudentList = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.object({ class_name: z.string(), students: z.array(ZStudentEntry) }),
});
export type TStudentList = z.infer<typeof ZStudentList>;

export const INVITABLE_ROLES = ['teacher', 'teacher_admin', 'school_admin', 'organization_admin'] as const;
export const ZInvitationCreate = z.object({ email: email(), role: z.enum(INVITABLE_ROLES) });
export const ZInvitationInfo = z.object({
  email: z.string(),
  role: z.string(),
  tenant_name: z.string(),
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  account_exists: z.boolean(),
});
export type TInvitationInfo = z.infer<typeof ZInvitationInfo>;
/** Accepting an invitation: a new account's details, or the password of the invited email's account. */
export const ZInvitationAccept = z.union([
  z
    .object({ first_name: requiredText(), last_name: requiredText(), ...passwordPair })
    .refine(...passwordsMatch),
  z.object({ password: z.string().min(1, MSG.loginRequired).max(NAME_MAX) }),
]);
