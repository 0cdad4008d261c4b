import { z } from 'zod';
import { CURRENCIES } from '../commerce/commerce.schemas.js';
import { parseMajorUnits } from '../commerce/money.js';
import { normalizeDomainUrl } from '../tenants/tenant-registration.schemas.js';
import { SEARCH_MAX } from './charities.schemas.js';

/**
 * Charities and projects in the admin consoles. `scope`: `own` lists the causes this console
 * manages (platform-wide ones for the platform admin, the site's own for a site's admins); `all`
 * (platform admin only) adds every site's causes, read only; `platform` (for a site's admins) the
 * published platform-wide causes their site shows, read only.
 */
export const CAUSE_STATUSES = ['draft', 'published', 'archived'] as const;
export const ZCauseStatus = z.enum(CAUSE_STATUSES);
export type TCauseStatus = z.infer<typeof ZCauseStatus>;
export const ADMIN_CAUSE_SCOPES = ['own', 'all', 'platform'] as const;
export type TAdminCauseScope = (typeof ADMIN_CAUSE_SCOPES)[number];

const listQuery = {
  search: z.string().trim().max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters.`).optional(),
  status: ZCauseStatus.optional(),
  scope: z.enum(ADMIN_CAUSE_SCOPES).default('own'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
};
export const ZAdminCharityListQuery = z.object(listQuery);
export type TAdminCharityListQuery = z.input<typeof ZAdminCharityListQuery>;
export const ZAdminProjectListQuery = z.object({ ...listQuery, charity: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export type TAdminProjectListQuery = z.input<typeof ZAdminProjectListQuery>;

const ZSiteRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const ZAdminCharity = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  currency: z.string(),
  status: ZCauseStatus,
  platform_wide: z.boolean(),
  site: ZSiteRef,
  /** True when this console can change it (its own scope). */
  editable: z.boolean(),
  projects_count: z.number().int(),
  donations_count: z.number().int(),
  updated_at: z.string(),
});
export type TAdminCharity = z.infer<typeof ZAdminCharity>;

export const ZAdminProject = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  currency: z.string(),
  goal_minor: z.number().int(),
  status: ZCauseStatus,
  platform_wide: z.boolean(),
  site: ZSiteRef,
  editable: z.boolean(),
  charity: z.object({ id: z.number().int(), name: z.string() }),
  donations_count: z.number().int(),
  created_at: z.string(),
});
export type TAdminProject = z.infer<typeof ZAdminProject>;

export const PROJECT_UPDATE_MSG = {
  titleRequired: 'Please enter a title.',
  titleTooLong: 'The title can be at most 200 characters.',
  bodyRequired: 'Please write the update.',
  bodyTooLong: 'The update can be at most 10000 characters.',
  notFound: 'Update not found.',
} as const;

/** A project update as an admin writes it (shown on the public project page). */
export const ZProjectUpdateInput = z.object({
  title: z.string().trim().min(1, PROJECT_UPDATE_MSG.titleRequired).max(200, PROJECT_UPDATE_MSG.titleTooLong),
  body: z.string().trim().min(1, PROJECT_UPDATE_MSG.bodyRequired).max(10_000, PROJECT_UPDATE_MSG.bodyTooLong),
});
export type TProjectUpdateInput = z.infer<typeof ZProjectUpdateInput>;

export const ZAdminProjectUpdate = z.object({ id: z.number().int(), title: z.string(), body: z.string(), created_at: z.string() });
export type TAdminProjectUpdate = z.infer<typeof ZAdminProjectUpdate>;

// ---------------------------------------------------------------------------------------------
// The charity and project forms (multipart: these text fields, a cover `image`, `photos`)

export const CAUSE_LIMITS = {
  name: 200,
  slug: 80,
  summary: 300,
  story: 20_000,
  website: 500,
  /** Photos a cause shows besides its cover. */
  photos: 8,
  imageBytes: 5 * 1024 * 1024,
  /** A goal (or an amount raised offline) in minor units: 100 million in the major unit. Larger than one payment may be. */
  amountMinor: 10_000_000_000,
} as const;

/** What the file inputs offer; the server judges the bytes. */
export const CAUSE_IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const majorMax = (CAUSE_LIMITS.amountMinor / 100).toLocaleString('en');

export const CAUSE_FORM_MSG = {
  nameRequired: 'Give the charity a name.',
  titleRequired: 'Give the project a title.',
  summaryRequired: 'Write a short summary: one or two sentences.',
  tooLong: (max: number) => `Use at most ${max.toLocaleString('en')} characters.`,
  slug: 'Use lower-case letters, digits and hyphens only, with at least one letter (for example "clean-water").',
  charitySlugTaken: 'Another charity on this site already uses this address. Choose another one.',
  projectSlugTaken: 'Another project on this site already uses this address. Choose another one.',
  website: 'Enter the charity’s website, for example https://www.example.org.',
  currency: `Choose one of the currencies: ${CURRENCIES.join(', ')}.`,
  currencyLocked: 'This charity has donations or fundraising pages in its currency, so the currency cannot change.',
  status: 'Choose draft, published or archived.',
  charityRequired: 'Choose the charity this project belongs to.',
  charityNotFound: 'Choose one of your own charities.',
  charityLocked: 'This project has donations or fundraising pages, so it cannot move to another charity.',
  goalRequired: 'Enter the goal, for example 5000 or 2500.50.',
  amountFormat: 'Enter an amount in numbers, like 5000 or 2500.50 (at most two decimals).',
  goalPositive: 'The goal must be more than zero.',
  goalTooLarge: `The goal can be at most ${majorMax}.`,
  offlineTooLarge: `The amount can be at most ${majorMax}.`,
  imageType: 'The picture must be a PNG or JPEG image.',
  imageTooLarge: `The picture must be ${mb(CAUSE_LIMITS.imageBytes)} or smaller.`,
  imageEmpty: 'The file is empty. Choose another file.',
  imageOne: 'Choose one cover picture.',
  tooManyPhotos: `A charity or project can show at most ${CAUSE_LIMITS.photos} photos. Remove some first.`,
  photoUnknown: 'One of the photos to remove is not there any more. Reload the page and try again.',
  notMultipart: 'Send the form as multipart/form-data.',
  /** Spec 8's save messages, as the user and tenant forms word them. */
  charityAdded: 'Charity added successfully!',
  charityUpdated: 'Charity updated successfully!',
  charitySaveFailed: 'Error saving charity. Please try again.',
  projectAdded: 'Project added successfully!',
  projectUpdated: 'Project updated successfully!',
  projectSaveFailed: 'Error saving project. Please try again.',
} as const;
const M = CAUSE_FORM_MSG;

/** A slug of letters, digits and hyphens with a letter in it (a number would be read as an id in `/charities/:id`). */
export const CAUSE_SLUG_RE = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;

const zText = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max, M.tooLong(max));
const zOptionalText = (max: number) => z.string().trim().max(max, M.tooLong(max)).default('');
/** Empty: made from the name (a new cause) or kept (an edit). */
const zSlug = z
  .string()
  .trim()
  .max(CAUSE_LIMITS.slug, M.tooLong(CAUSE_LIMITS.slug))
  .refine((v) => v === '' || CAUSE_SLUG_RE.test(v), M.slug)
  .default('');
const zStatus = z.enum(CAUSE_STATUSES, { error: M.status });

/** An amount typed in major units ("2,500.50"), as integer minor units; empty is `empty` (or a message when required). */
function zMoney(o: { required?: string; positive?: string; tooLarge: string; empty?: number }) {
  return z
    .string()
    .default('')
    .transform((text, ctx) => {
      const parsed = parseMajorUnits(text);
      if ('problem' in parsed && parsed.problem === 'empty' && o.empty !== undefined) return o.empty;
      const issue = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if ('problem' in parsed) return issue(parsed.problem === 'empty' ? (o.required ?? M.amountFormat) : M.amountFormat);
      if (o.positive && parsed.minor <= 0) return issue(o.positive);
      if (parsed.minor > CAUSE_LIMITS.amountMinor) return issue(o.tooLarge);
      return parsed.minor;
    });
}

/** The charity form's text fields. `website` leaves as a full https:// address (or null). */
export const ZCharityForm = z.object({
  name: zText(CAUSE_LIMITS.name, M.nameRequired),
  slug: zSlug,
  summary: zText(CAUSE_LIMITS.summary, M.summaryRequired),
  story: zOptionalText(CAUSE_LIMITS.story),
  website: z
    .string()
    .trim()
    .max(CAUSE_LIMITS.website, M.tooLong(CAUSE_LIMITS.website))
    .default('')
    .transform((v, ctx) => {
      if (!v) return null;
      const url = normalizeDomainUrl(v);
      if (url) return url;
      ctx.addIssue({ code: 'custom', message: M.website });
      return z.NEVER;
    }),
  currency: z.enum(CURRENCIES, { error: M.currency }),
  status: zStatus.default('draft'),
});
export type TCharityFormInput = z.input<typeof ZCharityForm>;
export type TCharityForm = z.output<typeof ZCharityForm>;

/** The project form's text fields; amounts in major units of the charity's currency. */
export const ZProjectForm = z.object({
  charity_id: z.coerce.number({ error: M.charityRequired }).int(M.charityRequired).positive(M.charityRequired).max(2_147_483_647, M.charityRequired),
  title: zText(CAUSE_LIMITS.name, M.titleRequired),
  slug: zSlug,
  summary: zText(CAUSE_LIMITS.summary, M.summaryRequired),
  story: zOptionalText(CAUSE_LIMITS.story),
  goal: zMoney({ required: M.goalRequired, positive: M.goalPositive, tooLarge: M.goalTooLarge }),
  offline_raised: zMoney({ tooLarge: M.offlineTooLarge, empty: 0 }),
  status: zStatus.default('draft'),
});
export type TProjectFormInput = z.input<typeof ZProjectForm>;
export type TProjectForm = z.output<typeof ZProjectForm>;

/** A picture chosen in the browser, checked before sending (the server judges the bytes again). */
export function causeImageProblem(file: { size: number; name: string; type: string }): string | null {
  if (file.size === 0) return M.imageEmpty;
  if (file.size > CAUSE_LIMITS.imageBytes) return M.imageTooLarge;
  const byType = ['image/jpeg', 'image/png'].includes(file.type);
  const byName = /\.(jpe?g|png)$/i.test(file.name);
  return byType || byName ? null : M.imageType;
}

// ---------------------------------------------------------------------------------------------
// One cause, in full, for its form and its details page

/** A paid gift as the admin's details page lists it: the donor's public name ("Anonymous"), where it was made. */
export const ZAdminCauseDonation = z.object({
  id: z.string(),
  display_name: z.string(),
  anonymous: z.boolean(),
  amount_minor: z.number().int(),
  currency: z.string(),
  paid_at: z.string(),
  /** The site it was given on (null: the main site). */
  site: ZSiteRef,
  project: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type TAdminCauseDonation = z.infer<typeof ZAdminCauseDonation>;

/** Money of a cause: raised (offline amounts plus paid gifts that still count), people and paid gifts. */
const money = {
  raised_minor: z.number().int(),
  donors_count: z.number().int(),
  paid_donations_count: z.number().int(),
};

export const ZAdminCharityProject = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  status: ZCauseStatus,
  goal_minor: z.number().int(),
  ...money,
});
export type TAdminCharityProject = z.infer<typeof ZAdminCharityProject>;

export const ZAdminCharityDetail = ZAdminCharity.extend({
  summary: z.string(),
  story: z.string(),
  website: z.string().nullable(),
  photos: z.array(z.string()),
  created_at: z.string(),
  /** Its projects' goals summed (every project, whatever its status). */
  goal_minor: z.number().int(),
  ...money,
  /** Donations or fundraising pages use its currency: the form cannot change it. */
  currency_locked: z.boolean(),
  projects: z.array(ZAdminCharityProject),
  recent_donations: z.array(ZAdminCauseDonation),
});
export type TAdminCharityDetail = z.infer<typeof ZAdminCharityDetail>;

export const ZAdminProjectDetail = ZAdminProject.extend({
  summary: z.string(),
  story: z.string(),
  photos: z.array(z.string()),
  offline_raised_minor: z.number().int(),
  ...money,
  charity: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), status: ZCauseStatus, currency: z.string() }),
  /** Donations or fundraising pages name its charity: the form cannot move it to another. */
  charity_locked: z.boolean(),
  updates: z.array(ZAdminProjectUpdate),
  recent_donations: z.array(ZAdminCauseDonation),
});
export type TAdminProjectDetail = z.infer<typeof ZAdminProjectDetail>;

/** This console's own charities, for the project form's choice and the projects list's filter. */
export const ZAdminCharityOptions = z.object({
  results: z.array(z.object({ id: z.number().int(), name: z.string(), currency: z.string(), status: ZCauseStatus })),
});
export type TAdminCharityOptions = z.infer<typeof ZAdminCharityOptions>;

/** A save's answer: the cause as its details page shows it, and spec 8's message. */
export const ZAdminCharitySaved = z.object({ charity: ZAdminCharityDetail, message: z.string() });
export type TAdminCharitySaved = z.infer<typeof ZAdminCharitySaved>;
export const ZAdminProjectSaved = z.object({ project: ZAdminProjectDetail, message: z.string() });
export type TAdminProjectSaved = z.infer<typeof ZAdminProjectSaved>;
