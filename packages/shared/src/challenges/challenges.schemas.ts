import { z } from 'zod';
import { CHALLENGE_KINDS, CHALLENGE_STATES, SUBMISSION_TYPES } from './challenge-rules.js';

export * from './challenge-rules.js';

export const ZChallengeKind = z.enum(CHALLENGE_KINDS);

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
