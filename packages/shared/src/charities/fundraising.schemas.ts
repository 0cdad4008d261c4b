import { z } from 'zod';
import { MAX_AMOUNT_MINOR } from '../commerce/commerce.schemas.js';
import { ZFundraiserCard, ZPublicDonation } from './charities.schemas.js';

/**
 * Fundraising pages ("Money I Have Raised"): a student, a teacher or a class raises money for a
 * charity or one of its projects; gifts made through the page's share link credit it. Pages are
 * public, so a student is shown by first name only and a page never carries a picture of a child
 * (it shows the cause's picture).
 */

export const FUNDRAISER_LIMITS = {
  titleMin: 3,
  title: 100,
  story: 2000,
  /** Open pages one person or class may have at once. */
  openPerOwner: 5,
} as const;

export const FUNDRAISER_MSG = {
  notFound: 'We couldn’t find this fundraising page.',
  causeRequired: 'Choose the charity or project you are raising money for.',
  causeNotFound: 'This charity or project is not open for donations on this site.',
  causeMismatch: 'This project belongs to another charity.',
  classNotFound: 'We couldn’t find this class.',
  notYourClass: 'You can start a page only for a class you teach.',
  notAllowed: 'Fundraising pages are for students, teachers and their classes.',
  schoolSiteOnly: 'Fundraising pages are made on your school’s site.',
  notOwner: 'Only the person who started this page (or the class’s teacher) can change it.',
  tooMany: `You can have at most ${FUNDRAISER_LIMITS.openPerOwner} open fundraising pages. Close one before starting another.`,
  surname: 'Leave out your surname: your page shows only your first name.',
  contact: 'Leave out email addresses, phone numbers and web addresses: your page is public.',
  titleShort: `Give your page a title of at least ${FUNDRAISER_LIMITS.titleMin} characters.`,
  titleLong: `Use at most ${FUNDRAISER_LIMITS.title} characters.`,
  storyLong: `Use at most ${FUNDRAISER_LIMITS.story.toLocaleString('en-GB')} characters.`,
  goalWhole: 'Enter the goal as a whole number of the smallest unit (for example cents or paise).',
  goalPositive: 'The goal must be more than zero.',
  goalTooLarge: 'This goal is larger than we accept.',
} as const;

const zGoal = z
  .number({ error: FUNDRAISER_MSG.goalWhole })
  .int(FUNDRAISER_MSG.goalWhole)
  .positive(FUNDRAISER_MSG.goalPositive)
  .max(MAX_AMOUNT_MINOR, FUNDRAISER_MSG.goalTooLarge);

/** Plain text; line breaks kept (at most one blank line in a row), other control characters dropped. */
const plain = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const zTitle = z
  .string()
  .transform((s) => plain(s).replace(/\s+/g, ' '))
  .pipe(z.string().min(FUNDRAISER_LIMITS.titleMin, FUNDRAISER_MSG.titleShort).max(FUNDRAISER_LIMITS.title, FUNDRAISER_MSG.titleLong));
const zStory = z
  .string()
  .transform(plain)
  .pipe(z.string().max(FUNDRAISER_LIMITS.story, FUNDRAISER_MSG.storyLong));

/** `POST /api/fundraisers/`: a page for a project (its charity follows) or for a charity. */
export const ZFundraiserInput = z
  .object({
    project_id: z.number().int().positive().nullish(),
    charity_id: z.number().int().positive().nullish(),
    /** A class's page (its teacher starts it); left out: the signed-in person's own page. */
    class_id: z.uuid(FUNDRAISER_MSG.classNotFound).nullish(),
    title: zTitle,
    story: zStory.default(''),
    goal_minor: zGoal,
  })
  .refine((v) => v.project_id != null || v.charity_id != null, { message: FUNDRAISER_MSG.causeRequired, path: ['project_id'] });
export type TFundraiserInput = z.input<typeof ZFundraiserInput>;

/** `PATCH /api/fundraisers/:slug/`: any subset; `active: false` closes the page. */
export const ZFundraiserUpdate = z
  .object({ title: zTitle, story: zStory, goal_minor: zGoal, active: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change.');
export type TFundraiserUpdate = z.input<typeof ZFundraiserUpdate>;

/** The public page: the cause's picture, never one of the child. */
export const ZFundraiserDetail = ZFundraiserCard.extend({
  story: z.string(),
  image: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  recent_donations: z.array(ZPublicDonation),
});
export type TFundraiserDetail = z.infer<typeof ZFundraiserDetail>;

/** One of my pages on the dashboard, with its share link and QR code. */
export const ZMyFundraiser = ZFundraiserCard.extend({
  id: z.number().int(),
  story: z.string(),
  image: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  share_url: z.string(),
  qr_url: z.string(),
  /** Whether the signed-in person may edit or close it. */
  can_edit: z.boolean(),
});
export type TMyFundraiser = z.infer<typeof ZMyFundraiser>;

/** `GET /api/fundraisers/mine/`: my pages (and my classes'), totals per currency, and what I may start. */
export const ZMyFundraisers = z.object({
  results: z.array(ZMyFundraiser),
  totals: z.array(z.object({ currency: z.string(), raised_minor: z.number().int() })),
  can_create: z.boolean(),
  /** Why not, when `can_create` is false. */
  reason: z.string().nullable(),
  /** Classes the signed-in teacher may start a class page for. */
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TMyFundraisers = z.infer<typeof ZMyFundraisers>;
