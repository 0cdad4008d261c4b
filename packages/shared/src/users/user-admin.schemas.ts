import { z } from 'zod';
import { MSG, NAME_MAX, requiredText } from '../auth/auth.schemas.js';
import { ZEnrollment } from '../courses/learning.schemas.js';
import { USER_ROLES, type TUserRole } from './users.schemas.js';

/**
 * Users for their admins: the platform admin's every account (`/admin-panel/all-users`,
 * `/api/api-super-admin/users/…`, spec sections 2 and 7) and a school's admins' own site's
 * (`/admin-school/users`, `/api/admin/users/…`), with the add/edit user form of spec section 5,
 * user profiles, the users dashboard and a school's CSV import of students.
 */

export const USER_ADMIN_MSG = {
  notPlatformAdmin: 'Only the platform admin manages every site’s users, on the main site.',
  notSiteAdmin: 'Only the school’s admins manage its users, on the school’s own site.',
  notFound: 'This user does not exist.',
  /** Spec section 8, verbatim. */
  added: 'User added successfully!',
  updated: 'User updated successfully!',
  saveFailed: 'Error saving user. Please try again.',
  /** Spec section 8's signup message, for an email another account has (any site, any case). */
  emailExists: 'A user with that email already exists.',
  chooseRole: 'Choose a role.',
  chooseCountry: 'Choose a country from the list.',
  chooseSite: 'Choose a site from the list.',
  chooseClass: 'Choose the student’s class.',
  classNotFound: 'Choose a class of this school.',
  activeChoice: 'Choose active or inactive.',
  usernameFormat: 'Use 3 to 30 lower-case letters, digits, dots, hyphens or underscores, starting with a letter or digit.',
  usernameTaken: 'This username is taken at this school. Choose another, or leave it empty to make one.',
  roleNotYours: (role: string) => `You cannot make someone ${role}.`,
  cannotManage: (role: string) => `You cannot change the account of ${role}.`,
  platformAdminOnMain: 'A platform admin belongs to the main site, not to a school.',
  organizationAdminNeedsOrganization: 'An organization admin belongs to an organization’s site.',
  staffNeedsSite: 'A school admin or teacher admin belongs to a school’s site: choose it.',
  studentNeedsSchool: 'A student belongs to a school: choose its site and class.',
  studentSiteFixed: 'A student stays at their school. Add a new account at the other school instead.',
  studentBoundary: 'A student account cannot become a staff account, or the other way round. Add a new account instead.',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfRole: 'You cannot change your own role.',
  selfSite: 'You cannot move your own account to another site.',
  avatarOne: 'Choose one picture.',
  avatarType: 'The picture must be a PNG or JPEG image.',
  avatarTooLarge: 'The picture must be 2 MB or smaller.',
  notMultipart: 'Send the user form as a multipart form (multipart/form-data).',
  usernameClash: 'Another admin added a student with the same username just now. Please try again.',
  passwordLinkSent: (email: string) => `We have emailed ${email} a link to choose their password.`,
  studentAdded: (name: string) => `${name} is added. Write down their password now: it is shown only once.`,
} as const;

/** How each role is named in a sentence ("You cannot make someone a school admin.", "invited as a teacher"). */
export const ROLE_ARTICLE_NAMES: Record<TUserRole, string> = {
  teacher: 'a teacher',
  teacher_admin: 'a teacher admin',
  school_admin: 'a school admin',
  organization_admin: 'an organization admin',
  upschool_admin: 'a platform admin',
  student: 'a student',
};

/** Each role's label on a badge or in a list. */
export const ROLE_LABELS: Record<TUserRole, string> = {
  student: 'Student',
  teacher: 'Teacher',
  teacher_admin: 'Teacher admin',
  school_admin: 'School admin',
  organization_admin: 'Organization admin',
  upschool_admin: 'Platform admin',
};

/** Each role's people, as a list or a filter names them. */
export const ROLE_PLURALS: Record<TUserRole, string> = {
  student: 'Students',
  teacher: 'Teachers',
  teacher_admin: 'Teacher admins',
  school_admin: 'School admins',
  organization_admin: 'Organization admins',
  upschool_admin: 'Platform admins',
};

/** Avatars: PNG or JPEG, judged by their bytes on the server. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/jpeg';

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,29}$/;

type SiteKind = { is_organization: boolean } | null;

/** The roles an admin may give (and the accounts they may change): their own level and below. */
export function grantableRoles(actor: TUserRole, site: SiteKind): TUserRole[] {
  switch (actor) {
    case 'upschool_admin':
      return ['student', 'teacher', 'teacher_admin', 'school_admin', 'organization_admin', 'upschool_admin'];
    case 'organization_admin':
      return ['student', 'teacher', 'teacher_admin', 'school_admin', ...(site?.is_organization ? (['organization_admin'] as const) : [])];
    case 'school_admin':
      return ['student', 'teacher', 'teacher_admin', 'school_admin'];
    case 'teacher_admin':
      return ['student', 'teacher'];
    default:
      return [];
  }
}

/**
 * Whether a role fits a site (null: the main site). A platform admin belongs to the main site; an
 * organization admin to an organization; school admins, teacher admins and students to a school
 * (main-site students who signed up themselves keep their place). Teachers fit anywhere.
 */
export function roleSiteProblem(role: TUserRole, site: SiteKind, mainSiteStudentAlready = false): string | null {
  switch (role) {
    case 'upschool_admin':
      return site ? USER_ADMIN_MSG.platformAdminOnMain : null;
    case 'organization_admin':
      return site?.is_organization ? null : USER_ADMIN_MSG.organizationAdminNeedsOrganization;
    case 'school_admin':
    case 'teacher_admin':
      return site && !site.is_organization ? null : USER_ADMIN_MSG.staffNeedsSite;
    case 'student':
      return site || mainSiteStudentAlready ? null : USER_ADMIN_MSG.studentNeedsSchool;
    default:
      return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COUNTRY = /^[A-Z]{2}$/;

/**
 * The add/edit user form as it is sent (multipart text fields; spec section 5: first_name,
 * last_name and country required, email required and valid). Students log in by username, so
 * for them the email and country are optional, and a new student needs a class; a username left
 * empty is made on the server. `site` ('' for the main site) is the platform admin's only.
 */
export function adminUserForm({ creating }: { creating: boolean }) {
  const text = z.string().trim();
  return z
    .object({
      first_name: requiredText(),
      last_name: requiredText(),
      email: text,
      country: text,
      role: text,
      site: text,
      class_id: text,
      username: text.toLowerCase(),
      is_active: text,
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const role = (USER_ROLES as readonly string[]).includes(v.role) ? (v.role as TUserRole) : null;
      if (!role) issue('role', USER_ADMIN_MSG.chooseRole);
      const student = role === 'student';
      if (!v.email && !student) issue('email', MSG.required);
      else if (v.email.length > NAME_MAX) issue('email', MSG.tooLong);
      else if (v.email && !z.email().safeParse(v.email).success) issue('email', MSG.invalidEmail);
      if (!v.country && !student) issue('country', MSG.required);
      else if (v.country && !COUNTRY.test(v.country)) issue('country', USER_ADMIN_MSG.chooseCountry);
      if (v.site && !UUID.test(v.site)) issue('site', USER_ADMIN_MSG.chooseSite);
      if (v.is_active !== 'true' && v.is_active !== 'false') issue('is_active', USER_ADMIN_MSG.activeChoice);
      if (student && v.username && !USERNAME_PATTERN.test(v.username)) issue('username', USER_ADMIN_MSG.usernameFormat);
      if (student && creating && !v.class_id) issue('class_id', USER_ADMIN_MSG.chooseClass);
      else if (v.class_id && !UUID.test(v.class_id)) issue('class_id', USER_ADMIN_MSG.chooseClass);
    })
    .transform((v) => {
      const student = v.role === 'student';
      return {
        first_name: v.first_name,
        last_name: v.last_name,
        email: v.email ? v.email.toLowerCase() : null,
        country: v.country || null,
        role: v.role as TUserRole,
        site: v.site || null,
        class_id: student && v.class_id ? v.class_id : null,
        username: student && v.username ? v.username : null,
        is_active: v.is_active === 'true',
      };
    });
}
export type TAdminUserFormValues = z.input<ReturnType<typeof adminUserForm>>;
export type TAdminUserFormData = z.output<ReturnType<typeof adminUserForm>>;
export const ADMIN_USER_FIELDS = ['first_name', 'last_name', 'email', 'country', 'role', 'site', 'class_id', 'username', 'is_active'] as const;

// ---------------------------------------------------------------------------------------------
// Lists

export const USER_SORTS = ['-created', 'created', 'name', '-name', '-last_login', 'last_login', 'email'] as const;
export type TUserSort = (typeof USER_SORTS)[number];

const listQuery = {
  /** Words of a name, an email or a username. */
  search: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
  active: z.enum(['true', 'false']).optional(),
  sort: z.enum(USER_SORTS).default('-created'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

/** The platform admin's list: `site` is `main` (the main site's accounts) or a site's id. */
export const ZPlatformUserQuery = z.object({
  ...listQuery,
  site: z.string().regex(/^(?:main|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, USER_ADMIN_MSG.chooseSite).optional(),
});
export type TPlatformUserQuery = z.input<typeof ZPlatformUserQuery>;

/** A school's list: its own users, optionally one class's students. */
export const ZSiteUserQuery = z.object({ ...listQuery, class: z.uuid(USER_ADMIN_MSG.classNotFound).optional() });
export type TSiteUserQuery = z.input<typeof ZSiteUserQuery>;

const ZRef = z.object({ id: z.string(), name: z.string() });

export const ZAdminUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  role: z.enum(USER_ROLES),
  country: z.string().nullable(),
  avatar: z.string().nullable(),
  is_active: z.boolean(),
  /** False for an adult invited by an admin who has not chosen a password yet. */
  password_set: z.boolean(),
  /** The account's site; null for the main site. */
  site: z.object({ id: z.string(), name: z.string(), is_organization: z.boolean() }).nullable(),
  /** A student's classes. */
  classes: z.array(ZRef),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZAdminUser),
  /** How many users each role has under the other filters (`all`: every role). */
  counts: z.record(z.string(), z.number().int()),
});
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

/** What a new student is given: their login, shown once (spec: printable credentials). */
export const ZStudentCredentials = z.object({
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  password: z.string(),
  class_name: z.string(),
  class_code: z.string(),
  /** The site's login page with the class chosen. */
  login_url: z.string(),
});
export type TStudentCredentials = z.infer<typeof ZStudentCredentials>;

export const ZUserSaved = z.object({
  user: ZAdminUser,
  message: z.string(),
  /** A new adult: the address their set-your-password link went to. */
  password_link_sent_to: z.string().nullable(),
  /** A new student: their username and password, this once. */
  credentials: ZStudentCredentials.nullable(),
});
export type TUserSaved = z.infer<typeof ZUserSaved>;

/** What the form offers: the roles this admin may give, the sites (platform admin) and a site's classes. */
export const ZUserFormOptions = z.object({
  roles: z.array(z.enum(USER_ROLES)),
  sites: z.array(z.object({ id: z.string(), name: z.string(), is_organization: z.boolean() })),
  classes: z.array(z.object({ id: z.string(), name: z.string(), code: z.string() })),
});
export type TUserFormOptions = z.infer<typeof ZUserFormOptions>;
export const ZUserOptionsQuery = z.object({ site: z.uuid(USER_ADMIN_MSG.chooseSite).optional() });

// ---------------------------------------------------------------------------------------------
// Profile and dashboard

const ZWork = z.object({ id: z.string(), title: z.string(), status: z.string(), created_at: z.string() });

export const ZUserProfile = z.object({
  user: ZAdminUser,
  /** Classes the user is in (a student) or teaches. */
  classes: z.array(z.object({ id: z.string(), name: z.string(), code: z.string(), as: z.enum(['student', 'teacher']), students_count: z.number().int() })),
  enrolments: z.array(ZEnrollment),
  books: z.object({ count: z.number().int(), latest: z.array(ZWork) }),
  stories: z.object({ count: z.number().int(), latest: z.array(ZWork) }),
  /** Logins still open on some device. */
  live_sessions: z.number().int(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

export const ZUserStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  /** Adults added by an admin who have not chosen a password yet. */
  waiting_for_password: z.number().int(),
  /** Accounts that logged in over the last 30 days. */
  active_last_30_days: z.number().int(),
  new_by_month: z.array(z.object({ month: z.string(), count: z.number().int() })),
  by_role: z.array(z.object({ role: z.enum(USER_ROLES), count: z.number().int() })),
  /** The sites with the most accounts (the main site as `site: null`). */
  by_site: z.array(z.object({ site: ZRef.nullable(), count: z.number().int() })),
});
export type TUserStats = z.infer<typeof ZUserStats>;

// ---------------------------------------------------------------------------------------------
// CSV import of students (a school's admins)

export const IMPORT_LIMITS = { maxBytes: 512 * 1024, maxRows: 300 } as const;

export const IMPORT_CSV_TEMPLATE = 'first_name,last_name,class,username\r\nAisha,Khan,Year 4 Oak,\r\nTom,Evans,GRN4A,tome22\r\n';

export const IMPORT_MSG = {
  noFile: 'Choose a CSV file to upload.',
  columns: 'The first row must name the columns first_name, last_name and class (username is optional).',
  tooManyRows: `The file has more than ${IMPORT_LIMITS.maxRows} students. Split it into smaller files.`,
  tooLarge: `The file is larger than ${IMPORT_LIMITS.maxBytes / 1024} KB. Split it into smaller files.`,
  hasErrors: 'Some rows have problems, so no student was added. Fix them and upload the file again.',
  imported: (n: number) => `${n} ${n === 1 ? 'student is' : 'students are'} added. Print their logins now: the passwords are shown only once.`,
} as const;

export const IMPORT_ROW_MSG = {
  firstName: 'The first name is missing.',
  lastName: 'The last name is missing.',
  tooLong: 'A name is longer than 255 characters.',
  noClass: 'The class is missing: give its name or class code.',
  unknownClass: (name: string) => `No class of this school is called or has the code “${name}”.`,
  usernameFormat: 'The username must be 3 to 30 letters, digits, dots, hyphens or underscores.',
  usernameTaken: 'This username is taken at this school.',
  usernameRepeated: (row: number) => `The same username as row ${row}.`,
  alreadyInClass: (cls: string) => `A student with this name is already in ${cls}; this adds a second one.`,
  sameAsRow: (row: number) => `The same student as row ${row}; this adds a second one.`,
} as const;

export const ZImportRow = z.object({
  row: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  class_name: z.string().nullable(),
  /** The username the file gives; empty when one is made. */
  username: z.string(),
  status: z.enum(['ok', 'warning', 'error']),
  message: z.string().nullable(),
});
export type TImportRow = z.infer<typeof ZImportRow>;

export const ZImportReport = z.object({
  file_name: z.string(),
  summary: z.object({ rows: z.number().int(), ok: z.number().int(), warnings: z.number().int(), errors: z.number().int() }),
  rows: z.array(ZImportRow),
});
export type TImportReport = z.infer<typeof ZImportReport>;

export const ZImportRejected = z.object({ error: z.string(), report: ZImportReport });

export const ZImportResult = z.object({
  message: z.string(),
  site_name: z.string(),
  credentials: z.array(ZStudentCredentials),
});
export type TImportResult = z.infer<typeof ZImportResult>;
