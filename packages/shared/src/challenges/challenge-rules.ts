/**
 * The rules of challenges and their entries (kinds, limits, messages, the letter's form). Kept apart
 * from `challenges.schemas.ts` (which builds Zod schemas when loaded, and re-exports these) so that
 * the web app's learning pages can use them without loading Zod.
 */

/** SDG challenges, comprehension corners (about one book) and the letter challenge. */
export const CHALLENGE_KINDS = ['sdg', 'comprehension', 'letter'] as const;
export type TChallengeKind = (typeof CHALLENGE_KINDS)[number];

/** The fixed page of the letter challenge (and its seeded slug). */
export const LETTER_CHALLENGE_SLUG = 'write-a-letter-and-change-the-world';

/** What a learner may hand in: text, an image (JPEG, PNG, WebP) or a document (PDF, Word). */
export const SUBMISSION_TYPES = ['text', 'image', 'file'] as const;
export type TSubmissionType = (typeof SUBMISSION_TYPES)[number];

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
  /** A file of the wrong type, by the types a challenge takes (see `fileTypeMessage`). */
  fileTypeImage: 'The file must be a JPEG, PNG or WebP image.',
  fileTypeDocument: 'The file must be a PDF or Word (.docx) document.',
  fileTypeImageOrDocument: 'The file must be a JPEG, PNG or WebP image or a PDF or Word (.docx) document.',
  textOnly: 'This challenge takes text only, not files.',
} as const;

/** The message for a file of the wrong type, by the types a challenge takes: one of SUBMISSION_MSG's. */
export function fileTypeMessage(types: readonly TSubmissionType[]): string {
  const image = types.includes('image');
  const file = types.includes('file');
  if (image) return file ? SUBMISSION_MSG.fileTypeImageOrDocument : SUBMISSION_MSG.fileTypeImage;
  return file ? SUBMISSION_MSG.fileTypeDocument : SUBMISSION_MSG.textOnly;
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
