import { z } from 'zod';

/** SDG challenges, comprehension corners (about one book) and the letter challenge. */
export const CHALLENGE_KINDS = ['sdg', 'comprehension', 'letter'] as const;
export type TChallengeKind = (typeof CHALLENGE_KINDS)[number];
export const ZChallengeKind = z.enum(CHALLENGE_KINDS);

/** What a learner may hand in: text, an image (JPEG, PNG, WebP) or a document (PDF, Word). */
export const SUBMISSION_TYPES = ['text', 'image', 'file'] as const;
export type TSubmissionType = (typeof SUBMISSION_TYPES)[number];

/** The fixed page of the letter challenge (and its seeded slug). */
export const LETTER_CHALLENGE_SLUG = 'write-a-letter-and-change-the-world';

/** Largest upload of an entry, and longest text. */
export const SUBMISSION_MAX_BYTES = 8 * 1024 * 1024;
export const SUBMISSION_TEXT_MAX = 10_000;
export const LETTER_GREETING_MAX = 120;

/** Whether entries are taken now: before `opens_at`, from it until `closes_at`, after. */
export const CHALLENGE_STATES = ['upcoming', 'open', 'closed'] as const;
export type TChallengeState = (typeof CHALLENGE_STATES)[number];

export const SUBMISSION_MSG = {
  empty: 'Write something or add a file to send your entry.',
  textTooLong: `Your entry can be at most ${SUBMISSION_TEXT_MAX.toLocaleString('en-GB')} characters long.`,
  noText: 'This challenge takes a picture or a file, not text.',
  fileOne: 'Add one file only.',
  fileEmpty: 'The file is empty. Choose another file.',
  fileTooLarge: `The file must be ${SUBMISSION_MAX_BYTES / (1024 * 1024)} MB or smaller.`,
  imageTooLarge: 'The image is too large: it can be at most 8000 × 8000 pixels.',
  notFound: 'This challenge does not exist.',
  noEntry: 'You have not sent an entry to this challenge.',
  entryNotFound: 'This entry does not exist.',
  notLetter: 'Only letters can be chosen for the Dear World book.',
  notMultipart: 'Send your entry as a multipart form (multipart/form-data).',
  tooManyFields: 'The form has more fields than expected.',
} as const;

/** "a JPEG, PNG or WebP image or a PDF or Word document", for the types a challenge takes. */
export function acceptedFilesText(types: readonly TSubmissionType[]): string {
  const parts = [];
  if (types.includes('image')) parts.push('a JPEG, PNG or WebP image');
  if (types.includes('file')) parts.push('a PDF or Word (.docx) document');
  return parts.join(' or ');
}

/** The message for a file of the wrong type. */
export function fileTypeMessage(types: readonly TSubmissionType[]): string {
  const accepted = acceptedFilesText(types);
  return accepted ? `The file must be ${accepted}.` : 'This challenge takes text only, not files.';
}

/** The `accept` attribute of a file input for the types a challenge takes. */
export function acceptAttribute(types: readonly TSubmissionType[]): string {
  const list: string[] = [];
  if (types.includes('image')) list.push('image/jpeg', 'image/png', 'image/webp', '.jpg', '.jpeg', '.png', '.webp');
  if (types.includes('file')) list.push('application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.pdf', '.docx');
  return list.join(',');
}

/**
 * A letter is kept as one text: the greeting on its own line, a blank line, then the letter.
 * `splitLetter` reads a stored letter back into the two fields of the form.
 */
export function composeLetter(greeting: string, body: string): string {
  const g = greeting.trim();
  const b = body.trim();
  return g ? (b ? `${g}\n\n${b}` : g) : b;
}

export function splitLetter(text: string | null | undefined): { greeting: string; body: string } {
  if (!text) return { greeting: '', body: '' };
  const m = /^(Dear [^\n]{0,200}?)\n\n([\s\S]*)$/.exec(text);
  return m ? { greeting: m[1]!, body: m[2]! } : { greeting: '', body: text };
}

export const ZChallengeListQuery = z.object({
  search: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
  kind: ZChallengeKind.optional(),
  sdg: z.coerce
    .number({ error: 'Choose a goal from 1 to 17.' })
    .int('Choose a goal from 1 to 17.')
    .min(1, 'Choose a goal from 1 to 17.')
    .max(17, 'Choose a goal from 1 to 17.')
    .optional(),
  mode: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TChallengeListQuery = z.infer<typeof ZChallengeListQuery>;

const ZBookRef = z.object({ id: z.number().int(), title: z.string(), cover: z.string().nullable() });

/** A challenge as lists and cards show it. */
export const ZChallengeCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: ZChallengeKind,
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  sdgs: z.array(z.number().int()),
  mode_id: z.number().int().nullable(),
  submission_types: z.array(z.enum(SUBMISSION_TYPES)),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  state: z.enum(CHALLENGE_STATES),
  /** The book a comprehension corner is about. */
  book: ZBookRef.nullable(),
});
export type TChallengeCard = z.infer<typeof ZChallengeCard>;

export const ZChallengeResource = z.object({ title: z.string(), url: z.string() });
export type TChallengeResource = z.infer<typeof ZChallengeResource>;

/** A stored file of an entry, served only through the API to those allowed to see it. */
export const ZSubmissionFile = z.object({
  url: z.string(),
  name: z.string(),
  /** The type its bytes were checked to be. */
  type: z.string(),
  is_image: z.boolean(),
});
export type TSubmissionFile = z.infer<typeof ZSubmissionFile>;

/** The signed-in learner's own entry. */
export const ZOwnSubmission = z.object({
  id: z.string(),
  text: z.string().nullable(),
  file: ZSubmissionFile.nullable(),
  featured: z.boolean(),
  dear_world: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TOwnSubmission = z.infer<typeof ZOwnSubmission>;

/** A featured entry as the public gallery shows it: a student by first name only. */
export const ZGalleryEntry = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string().nullable(),
  file: ZSubmissionFile.nullable(),
  featured_at: z.string(),
});
export type TGalleryEntry = z.infer<typeof ZGalleryEntry>;

/** A challenge page: the prompt (sanitised HTML), resources, dates, the viewer's entry and the gallery. */
export const ZChallengeDetail = ZChallengeCard.extend({
  prompt_html: z.string(),
  resources: z.array(ZChallengeResource),
  /** Null for visitors; the signed-in learner's entry otherwise (null when none). */
  my_submission: ZOwnSubmission.nullable(),
  signed_in: z.boolean(),
  gallery: z.array(ZGalleryEntry),
});
export type TChallengeDetail = z.infer<typeof ZChallengeDetail>;

/** `POST …/submission/`: the entry as sent, with whether it was new. */
export const ZSubmissionSaved = z.object({ created: z.boolean(), submission: ZOwnSubmission });
export type TSubmissionSaved = z.infer<typeof ZSubmissionSaved>;

// ---------------------------------------------------------------------------------------------
// Teachers, admins and the Dear World book

const ZBoolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

export const ZSubmissionListQuery = z.object({
  challenge: z.coerce.number().int().positive().optional(),
  class: z.uuid('Choose one of your classes.').optional(),
  kind: ZChallengeKind.optional(),
  featured: ZBoolParam.optional(),
  dear_world: ZBoolParam.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TSubmissionListQuery = z.input<typeof ZSubmissionListQuery>;

/**
 * An entry as the learner's teacher (or an admin) sees it: the student's full name and classes. The
 * platform admin sees another site's student by first name only (`last_name` empty).
 */
export const ZClassSubmission = z.object({
  id: z.string(),
  challenge: z.object({ id: z.number().int(), slug: z.string(), kind: ZChallengeKind, title: z.string() }),
  student: z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), classes: z.array(z.string()) }),
  /** The learner's site (the platform admin sees every site's entries). */
  site: z.string().nullable(),
  text: z.string().nullable(),
  file: ZSubmissionFile.nullable(),
  featured: z.boolean(),
  featured_at: z.string().nullable(),
  dear_world: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TClassSubmission = z.infer<typeof ZClassSubmission>;

/** What the viewer may filter entries by: their classes and the challenges with entries. */
export const ZSubmissionFilters = z.object({
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  challenges: z.array(z.object({ id: z.number().int(), title: z.string(), kind: ZChallengeKind })),
  can_choose_dear_world: z.boolean(),
});
export type TSubmissionFilters = z.infer<typeof ZSubmissionFilters>;

export const ZFeatureBody = z.object({ featured: z.boolean({ error: 'Say whether the entry is featured (true or false).' }) });
export const ZDearWorldBody = z.object({ chosen: z.boolean({ error: 'Say whether the letter is chosen (true or false).' }) });
