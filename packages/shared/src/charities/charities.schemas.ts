import { z } from 'zod';

/**
 * Charities and their projects as the Give pages read them. Money is integer minor units with the
 * cause's ISO currency; "raised" is what was raised before the platform (projects' offline amount)
 * plus every paid donation of a paid or fulfilled order. A refunded donation stops counting.
 */

/** `GET /api/charities/` result item: the spec reads id and name (or name and slug); cards read the rest. */
export const ZCharityCard = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  currency: z.string(),
  goal_minor: z.number().int(),
  raised_minor: z.number().int(),
  /** People who gave through the platform (a person giving twice counts once). */
  donors_count: z.number().int(),
  projects_count: z.number().int(),
});
export type TCharityCard = z.infer<typeof ZCharityCard>;

export const ZCharityRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type TCharityRef = z.infer<typeof ZCharityRef>;

export const ZProjectRef = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export type TProjectRef = z.infer<typeof ZProjectRef>;

/** A project on a card: the projects list and a charity's page. */
export const ZProjectCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  currency: z.string(),
  goal_minor: z.number().int(),
  raised_minor: z.number().int(),
  donors_count: z.number().int(),
  charity: ZCharityRef,
});
export type TProjectCard = z.infer<typeof ZProjectCard>;

/**
 * A donation as others see it: the name the donor chose (never a student's surname), the amount
 * and the dedication. An anonymous gift shows "Anonymous" and no dedication.
 */
export const ZPublicDonation = z.object({
  display_name: z.string(),
  anonymous: z.boolean(),
  amount_minor: z.number().int(),
  currency: z.string(),
  dedication: z.string().nullable(),
  paid_at: z.string(),
});
export type TPublicDonation = z.infer<typeof ZPublicDonation>;

export const ANONYMOUS_DONOR = 'Anonymous';

export const ZProjectUpdate = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  created_at: z.string(),
});
export type TProjectUpdate = z.infer<typeof ZProjectUpdate>;

/** Who a fundraising page is for, as the public sees it: a student by first name only, a class by its name. */
export const FUNDRAISER_OWNER_KINDS = ['student', 'teacher', 'class'] as const;
export type TFundraiserOwnerKind = (typeof FUNDRAISER_OWNER_KINDS)[number];
export const ZFundraiserOwner = z.object({ kind: z.enum(FUNDRAISER_OWNER_KINDS), name: z.string() });
export type TFundraiserOwner = z.infer<typeof ZFundraiserOwner>;

/** A fundraising page on a card (a cause's page lists the site's pages raising for it). */
export const ZFundraiserCard = z.object({
  slug: z.string(),
  title: z.string(),
  owner: ZFundraiserOwner,
  charity: ZCharityRef,
  project: ZProjectRef.nullable(),
  currency: z.string(),
  goal_minor: z.number().int(),
  raised_minor: z.number().int(),
  supporters_count: z.number().int(),
});
export type TFundraiserCard = z.infer<typeof ZFundraiserCard>;

export const ZCharityDetail = ZCharityCard.extend({
  story: z.string(),
  website: z.string().nullable(),
  photos: z.array(z.string()),
  projects: z.array(ZProjectCard),
  recent_donations: z.array(ZPublicDonation),
  fundraisers: z.array(ZFundraiserCard),
});
export type TCharityDetail = z.infer<typeof ZCharityDetail>;

export const ZProjectDetail = ZProjectCard.extend({
  story: z.string(),
  photos: z.array(z.string()),
  charity: ZCharityRef.extend({ summary: z.string(), image: z.string().nullable(), website: z.string().nullable() }),
  updates: z.array(ZProjectUpdate),
  recent_donations: z.array(ZPublicDonation),
  fundraisers: z.array(ZFundraiserCard),
});
export type TProjectDetail = z.infer<typeof ZProjectDetail>;

export const SEARCH_MAX = 100;

export const ZCharityListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const ZProjectListQuery = z.object({
  /** A charity's id or slug. */
  charity: z.string().trim().max(200).optional(),
  search: z.string().trim().max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters.`).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TProjectListQuery = z.input<typeof ZProjectListQuery>;

export { percentOfGoal } from './progress.js';

export const CHARITY_MSG = {
  charityNotFound: 'We couldn’t find this charity.',
  projectNotFound: 'We couldn’t find this project.',
} as const;
