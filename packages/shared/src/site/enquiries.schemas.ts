import { z } from 'zod';

/**
 * Enquiries sent from the public site's forms: contact, request-a-tour, report-a-problem, demo and
 * sales. Stored, emailed to the admins through the outbox and listed in the admin panel.
 *
 * One schema per kind (the form on each page validates with its kind's schema, the API with the
 * union of them), with the fields flat beside `kind`: the server keeps the kind-specific ones in
 * the row's `details`. Messages are shared, so the form and the API say the same thing.
 */
export const ENQUIRY_KINDS = ['contact', 'tour', 'problem', 'demo', 'sales'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  contact: 'Contact message',
  tour: 'Tour request',
  problem: 'Problem report',
  demo: 'Demo request',
  sales: 'Sales enquiry',
};

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', in_progress: 'In progress', closed: 'Closed' };

/** Who is asking for a tour or a demo. */
export const ENQUIRY_ROLES = ['teacher', 'school_leader', 'administrator', 'it_lead', 'parent', 'other'] as const;
export type EnquiryRole = (typeof ENQUIRY_ROLES)[number];
export const ENQUIRY_ROLE_LABELS: Record<EnquiryRole, string> = {
  teacher: 'Teacher',
  school_leader: 'Head teacher or principal',
  administrator: 'School administrator',
  it_lead: 'IT or technology lead',
  parent: 'Parent or carer',
  other: 'Something else',
};

/** A school's size in bands of students. */
export const SCHOOL_SIZES = ['under_100', '100_499', '500_999', '1000_plus'] as const;
export type SchoolSize = (typeof SCHOOL_SIZES)[number];
export const SCHOOL_SIZE_LABELS: Record<SchoolSize, string> = {
  under_100: 'Fewer than 100 students',
  '100_499': '100 to 499 students',
  '500_999': '500 to 999 students',
  '1000_plus': '1,000 students or more',
};

/** What a sales enquiry is about (one or more). */
export const SALES_INTERESTS = ['printed_books', 'digital_licences', 'dear_world_book', 'teacher_training', 'other'] as const;
export type SalesInterest = (typeof SALES_INTERESTS)[number];
export const SALES_INTEREST_LABELS: Record<SalesInterest, string> = {
  printed_books: 'Printed books',
  digital_licences: 'Digital licences',
  dear_world_book: 'The Dear World book',
  teacher_training: 'Teacher training',
  other: 'Something else',
};

export const ENQUIRY_LIMITS = {
  name: 120,
  email: 254,
  organisation: 160,
  subject: 150,
  message: 5000,
  pageUrl: 2000,
  timeZone: 64,
  count: 1_000_000,
  note: 2000,
  search: 100,
  /** How far ahead a tour may be asked for, in days. */
  tourDaysAhead: 366,
} as const;

/** A problem report's screenshot: PNG, JPEG or WebP, checked by its bytes on the server. */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const tooLong = (max: number) => `Use at most ${max.toLocaleString('en')} characters.`;

export const ENQUIRY_MSG = {
  kind: 'Choose what your message is about: contact, tour, problem, demo or sales.',
  nameRequired: 'Enter your name.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  organisationRequired: 'Enter the name of your school or organisation.',
  subjectRequired: 'Enter a subject for your message.',
  messageRequired: 'Write your message.',
  problemRequired: 'Tell us what happened.',
  roleRequired: 'Choose your role.',
  schoolSizeRequired: 'Choose the size of your school.',
  dateRequired: 'Choose a date for the tour.',
  dateInvalid: 'Enter the date as YYYY-MM-DD, like 2030-03-14.',
  datePast: 'This date has passed. Choose today or a later date.',
  dateTooFar: 'Choose a date within the next 12 months.',
  timeRequired: 'Choose a time for the tour.',
  timeInvalid: 'Enter the time as HH:MM, like 14:30.',
  timePast: 'This time has already passed today. Choose a later time or another day.',
  timeZoneInvalid: 'Choose a time zone from the list.',
  countryRequired: 'Choose a country from the list.',
  studentsRequired: 'Enter the number of students, like 250.',
  quantityRequired: 'Enter how many you need, like 30.',
  countRange: `Enter a whole number from 1 to ${ENQUIRY_LIMITS.count.toLocaleString('en')}.`,
  interestsRequired: 'Choose at least one thing you are interested in.',
  pageUrlInvalid: 'Enter the page’s full address, starting with http:// or https://.',
  oneLine: 'Keep this to one line, without special characters.',
  controlCharacters: 'Remove the special characters from this text.',
  screenshotType: 'The screenshot must be a PNG, JPEG or WebP image.',
  screenshotTooLarge: `The screenshot must be ${SCREENSHOT_MAX_BYTES / (1024 * 1024)} MB or smaller.`,
  screenshotEmpty: 'The screenshot file is empty. Choose another file.',
  screenshotDimensions: 'The screenshot is too large: it can be at most 8000 × 8000 pixels.',
  screenshotOne: 'Attach one screenshot only.',
  screenshotOnlyProblem: 'Only a problem report can carry a screenshot.',
  turnstileRequired: 'Please complete the security check.',
  format: 'Send the enquiry as a JSON object, or as a multipart form (multipart/form-data) with a screenshot.',
  sent: 'Thank you! Your message has been sent.',
  notAdmin: 'Only the platform admin (on the main site) and a school’s admins (on their own site) read enquiries.',
  notFound: 'This enquiry does not exist.',
  noScreenshot: 'This enquiry has no screenshot.',
  screenshotMissing: 'The screenshot of this enquiry is missing.',
  noteTooLong: tooLong(ENQUIRY_LIMITS.note),
  nothingToChange: 'Choose a status or write a note.',
  updated: 'Enquiry updated.',
} as const;

/** What happens after sending, per kind: the confirmation on the page and the email to the sender say it alike. */
export const ENQUIRY_NEXT_STEPS: Record<EnquiryKind, string> = {
  contact: 'We read every message and reply by email, usually within two working days.',
  tour: 'We will email you to confirm the time of your tour, or to suggest another one if that time is taken.',
  problem: 'Our team will look into it. If we need more details to fix it, we will ask you by email.',
  demo: 'We will email you within two working days to arrange your demonstration.',
  sales: 'We will email you prices and availability, usually within two working days.',
};

// ---------------------------------------------------------------------------------------------
// Fields

/**
 * Whether a text holds a control character (NUL, escape, a line break in one line…): a single line
 * takes none; a longer text keeps its tabs and line breaks.
 */
function hasControl(value: string, inText = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 32 || c === 127) && !(inText && (c === 9 || c === 10 || c === 13))) return true;
  }
  return false;
}

/** One line of text: trimmed, at most `max` characters, no line breaks or control characters. */
const line = (max: number) =>
  z
    .string({ error: tooLong(max) })
    .trim()
    .max(max, tooLong(max))
    .refine((v) => !hasControl(v), ENQUIRY_MSG.oneLine);

const requiredLine = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong(max))
    .refine((v) => !hasControl(v), ENQUIRY_MSG.oneLine);

/** A longer text (a message): trimmed, line breaks kept. */
const text = (required: string | null) => {
  const typed = z.string({ error: required ?? tooLong(ENQUIRY_LIMITS.message) }).trim();
  return (required ? typed.min(1, required) : typed)
    .max(ENQUIRY_LIMITS.message, tooLong(ENQUIRY_LIMITS.message))
    .refine((v) => !hasControl(v, true), ENQUIRY_MSG.controlCharacters);
};

const zName = requiredLine(ENQUIRY_LIMITS.name, ENQUIRY_MSG.nameRequired);
const zEmail = z
  .string({ error: ENQUIRY_MSG.emailRequired })
  .trim()
  .min(1, ENQUIRY_MSG.emailRequired)
  .max(ENQUIRY_LIMITS.email, tooLong(ENQUIRY_LIMITS.email))
  .pipe(z.email(ENQUIRY_MSG.emailInvalid));

/** An http(s) address, or nothing. */
const zPageUrl = z
  .string({ error: ENQUIRY_MSG.pageUrlInvalid })
  .trim()
  .max(ENQUIRY_LIMITS.pageUrl, tooLong(ENQUIRY_LIMITS.pageUrl))
  .refine((v) => v === '' || isWebAddress(v), ENQUIRY_MSG.pageUrlInvalid)
  .default('');

/** Whether a text is an absolute http or https address. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !hasControl(value);
  } catch {
    return false;
  }
}

/** A number of students or items typed as text or sent as a number: a whole number from 1 to a million. */
const count = (required: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    const typed = String(value).trim().replace(/[\s,]/g, '');
    if (typed === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const n = /^\d{1,7}$/.test(typed) ? Number(typed) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > ENQUIRY_LIMITS.count) {
      ctx.addIssue({ code: 'custom', message: ENQUIRY_MSG.countRange });
      return z.NEVER;
    }
    return n;
  });

const choice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.enum(values, { error: required });

/** Cloudflare Turnstile's token when the site has the check (ignored when it has none). */
const zTurnstile = z.string().max(4096).optional().default('');

/** Whether the runtime knows this IANA time zone (`Europe/London`, `Asia/Kolkata`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > ENQUIRY_LIMITS.timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The date (`YYYY-MM-DD`) and time (`HH:MM`) it is now in a time zone. */
export function nowIn(zone: string, now: Date = new Date()): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** A calendar date `days` after a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const zDate = z
  .string({ error: ENQUIRY_MSG.dateRequired })
  .trim()
  .min(1, ENQUIRY_MSG.dateRequired)
  .refine((v) => v === '' || isCalendarDate(v), ENQUIRY_MSG.dateInvalid);
const zTime = z
  .string({ error: ENQUIRY_MSG.timeRequired })
  .trim()
  .min(1, ENQUIRY_MSG.timeRequired)
  .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), ENQUIRY_MSG.timeInvalid);
const zTimeZone = z
  .string({ error: ENQUIRY_MSG.timeZoneInvalid })
  .trim()
  .refine(isTimeZone, ENQUIRY_MSG.timeZoneInvalid);

const base = {
  name: zName,
  email: zEmail,
  /** The page the form was sent from, or (a problem report) the page the problem is on. */
  page_url: zPageUrl,
  turnstile_token: zTurnstile,
};

// ---------------------------------------------------------------------------------------------
// One schema per kind

export const ZContactEnquiry = z.object({
  kind: z.literal('contact'),
  ...base,
  subject: requiredLine(ENQUIRY_LIMITS.subject, ENQUIRY_MSG.subjectRequired),
  message: text(ENQUIRY_MSG.messageRequired),
});

export const ZTourEnquiry = z
  .object({
    kind: z.literal('tour'),
    ...base,
    organisation: requiredLine(ENQUIRY_LIMITS.organisation, ENQUIRY_MSG.organisationRequired),
    role: choice(ENQUIRY_ROLES, ENQUIRY_MSG.roleRequired),
    school_size: choice(SCHOOL_SIZES, ENQUIRY_MSG.schoolSizeRequired),
    preferred_date: zDate,
    preferred_time: zTime,
    time_zone: zTimeZone,
    message: text(null).default(''),
  })
  .superRefine((v, ctx) => {
    // "Today" is the visitor's own day, in the time zone they chose.
    if (!isCalendarDate(v.preferred_date) || !isTimeZone(v.time_zone)) return;
    const now = nowIn(v.time_zone);
    if (v.preferred_date < now.date) ctx.addIssue({ code: 'custom', path: ['preferred_date'], message: ENQUIRY_MSG.datePast });
    else if (v.preferred_date > addDays(now.date, ENQUIRY_LIMITS.tourDaysAhead)) ctx.addIssue({ code: 'custom', path: ['preferred_date'], message: ENQUIRY_MSG.dateTooFar });
    else if (v.preferred_date === now.date && /^\d\d:\d\d$/.test(v.preferred_time) && v.preferred_time <= now.time) {
      ctx.addIssue({ code: 'custom', path: ['preferred_time'], message: ENQUIRY_MSG.timePast });
    }
    // Also when other fields are wrong, so the form shows every problem at once.
  }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });

export const ZProblemEnquiry = z.object({
  kind: z.literal('problem'),
  ...base,
  /** What happened. */
  message: text(ENQUIRY_MSG.problemRequired),
});

export const ZDemoEnquiry = z.object({
  kind: z.literal('demo'),
  ...base,
  organisation: requiredLine(ENQUIRY_LIMITS.organisation, ENQUIRY_MSG.organisationRequired),
  role: choice(ENQUIRY_ROLES, ENQUIRY_MSG.roleRequired),
  country: z
    .string({ error: ENQUIRY_MSG.countryRequired })
    .trim()
    .regex(/^[A-Z]{2}$/, ENQUIRY_MSG.countryRequired),
  students: count(ENQUIRY_MSG.studentsRequired),
  message: text(null).default(''),
});

export const ZSalesEnquiry = z.object({
  kind: z.literal('sales'),
  ...base,
  organisation: line(ENQUIRY_LIMITS.organisation).default(''),
  // A multipart form sends a list as one comma-separated value.
  interests: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z
      .array(z.enum(SALES_INTERESTS, { error: ENQUIRY_MSG.interestsRequired }), { error: ENQUIRY_MSG.interestsRequired })
      .min(1, ENQUIRY_MSG.interestsRequired)
      .max(SALES_INTERESTS.length, ENQUIRY_MSG.interestsRequired)
      .transform((list) => SALES_INTERESTS.filter((i) => list.includes(i))),
  ),
  quantity: count(ENQUIRY_MSG.quantityRequired),
  message: text(null).default(''),
});

/** Each kind's form schema. */
export const ENQUIRY_SCHEMAS = {
  contact: ZContactEnquiry,
  tour: ZTourEnquiry,
  problem: ZProblemEnquiry,
  demo: ZDemoEnquiry,
  sales: ZSalesEnquiry,
} as const;

/** `POST /api/enquiries/`: one of the kinds. */
export const ZEnquiryInput = z.discriminatedUnion('kind', [ZContactEnquiry, ZTourEnquiry, ZProblemEnquiry, ZDemoEnquiry, ZSalesEnquiry], {
  error: ENQUIRY_MSG.kind,
});
export type TEnquiryInput = z.output<typeof ZEnquiryInput>;
export type TEnquiryInputOf<K extends EnquiryKind> = Extract<TEnquiryInput, { kind: K }>;

/**
 * Every field of every kind as a form holds them (text, a list for the sales interests): the form
 * of one kind uses its own and sends only those.
 */
export type TEnquiryFormValues = {
  kind: EnquiryKind;
  name: string;
  email: string;
  organisation: string;
  subject: string;
  message: string;
  page_url: string;
  role: string;
  school_size: string;
  preferred_date: string;
  preferred_time: string;
  time_zone: string;
  country: string;
  students: string;
  interests: string[];
  quantity: string;
  turnstile_token: string;
};

/** The fields each kind's form shows, in order (for mapping the server's field errors to them). */
export const ENQUIRY_FIELDS: Record<EnquiryKind, readonly (keyof TEnquiryFormValues | 'screenshot')[]> = {
  contact: ['name', 'email', 'subject', 'message', 'turnstile_token'],
  tour: ['name', 'email', 'organisation', 'role', 'school_size', 'preferred_date', 'preferred_time', 'time_zone', 'message', 'turnstile_token'],
  problem: ['name', 'email', 'message', 'page_url', 'screenshot', 'turnstile_token'],
  demo: ['name', 'email', 'organisation', 'role', 'country', 'students', 'message', 'turnstile_token'],
  sales: ['name', 'email', 'organisation', 'interests', 'quantity', 'message', 'turnstile_token'],
};

/** The kind-specific fields kept in an enquiry's `details`. */
export const ZEnquiryDetails = z.object({
  subject: z.string().optional(),
  role: z.enum(ENQUIRY_ROLES).optional(),
  school_size: z.enum(SCHOOL_SIZES).optional(),
  preferred_date: z.string().optional(),
  preferred_time: z.string().optional(),
  time_zone: z.string().optional(),
  country: z.string().optional(),
  students: z.number().int().optional(),
  interests: z.array(z.enum(SALES_INTERESTS)).optional(),
  quantity: z.number().int().optional(),
});
export type TEnquiryDetails = z.infer<typeof ZEnquiryDetails>;

/** The details an input carries, as stored. */
export function detailsOf(input: TEnquiryInput): TEnquiryDetails {
  switch (input.kind) {
    case 'contact':
      return { subject: input.subject };
    case 'tour':
      return { role: input.role, school_size: input.school_size, preferred_date: input.preferred_date, preferred_time: input.preferred_time, time_zone: input.time_zone };
    case 'problem':
      return {};
    case 'demo':
      return { role: input.role, country: input.country, students: input.students };
    case 'sales':
      return { interests: input.interests, quantity: input.quantity };
  }
}

/**
 * The details as label and value lines, for the admins' email and page. `countryName` turns a code
 * into a name (the web app's list, or the runtime's region names).
 */
export function detailLines(details: TEnquiryDetails, countryName: (code: string) => string | null = () => null): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) lines.push({ label, value });
  };
  add('Subject', details.subject);
  add('Role', details.role && ENQUIRY_ROLE_LABELS[details.role]);
  add('School size', details.school_size && SCHOOL_SIZE_LABELS[details.school_size]);
  if (details.preferred_date) {
    const when = [details.preferred_date, details.preferred_time].filter(Boolean).join(' at ');
    add('Preferred time', details.time_zone ? `${when} (${details.time_zone})` : when);
  }
  add('Country', details.country && (countryName(details.country) ?? details.country));
  add('Number of students', details.students?.toLocaleString('en'));
  add('Interested in', details.interests?.map((i) => SALES_INTEREST_LABELS[i]).join(', '));
  add('Quantity', details.quantity?.toLocaleString('en'));
  return lines;
}

export const ZEnquirySent = z.object({ id: z.string(), kind: z.enum(ENQUIRY_KINDS), message: z.string(), next_steps: z.string() });
export type TEnquirySent = z.infer<typeof ZEnquirySent>;

// ---------------------------------------------------------------------------------------------
// The admins' list

export const ZEnquiryListQuery = z.object({
  kind: z.enum(ENQUIRY_KINDS).optional(),
  status: z.enum(['all', ...ENQUIRY_STATUSES]).default('all'),
  /** Words of the sender's name, email or organisation, or the message. */
  search: z.string().trim().max(ENQUIRY_LIMITS.search).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TEnquiryListQuery = z.input<typeof ZEnquiryListQuery>;

const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZEnquiry = z.object({
  id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  status: z.enum(ENQUIRY_STATUSES),
  name: z.string(),
  email: z.string(),
  organisation: z.string().nullable(),
  /** A contact message's subject, else the start of the message. */
  summary: z.string(),
  /** The site it was sent from; null for the main site. */
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
  has_screenshot: z.boolean(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type TEnquiry = z.infer<typeof ZEnquiry>;

export const ZEnquiryDetail = ZEnquiry.extend({
  message: z.string(),
  details: ZEnquiryDetails,
  page_url: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The account it was sent from, when the sender was signed in. */
  sender: ZPerson.nullable(),
  note: z.string(),
  handled_by: ZPerson.nullable(),
  /** The API address of the screenshot (read with the admin's login), or null. */
  screenshot_url: z.string().nullable(),
});
export type TEnquiryDetail = z.infer<typeof ZEnquiryDetail>;

export const ZEnquiryPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZEnquiry),
  /** Enquiries per status under the same kind and search (the filter tabs' counts). */
  counts: z.object({ all: z.number().int(), new: z.number().int(), in_progress: z.number().int(), closed: z.number().int() }),
  /** Whose enquiries the reader sees: every site's (the platform admin), or one school's. */
  scope: z.object({ owner: z.enum(['platform', 'school']), name: z.string() }),
});
export type TEnquiryPage = z.infer<typeof ZEnquiryPage>;

/** `PATCH /api/admin/enquiries/:id/`: a new status, a note, or both. */
export const ZEnquiryUpdate = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { error: 'Choose new, in progress or closed.' }).optional(),
    note: z
      .string()
      .trim()
      .max(ENQUIRY_LIMITS.note, ENQUIRY_MSG.noteTooLong)
      .refine((v) => !hasControl(v, true), ENQUIRY_MSG.controlCharacters)
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.note !== undefined, { message: ENQUIRY_MSG.nothingToChange, path: ['status'] });
export type TEnquiryUpdate = z.input<typeof ZEnquiryUpdate>;

export const ZEnquiryUpdated = z.object({ enquiry: ZEnquiryDetail, message: z.string() });
export type TEnquiryUpdated = z.infer<typeof ZEnquiryUpdated>;
