import { z } from 'zod';
import { CURRENCIES, PAYMENT_PROVIDERS } from '../commerce/commerce.schemas.js';
import { SEARCH_MAX, ZFundraiserOwner } from './charities.schemas.js';

/**
 * Donations for their admins (`/admin-panel/donations`, `/admin-school/donations`, the charities
 * dashboard): every site's for the platform admin on the main site, a school's own for its admins.
 */

export const DONATION_ADMIN_MSG = {
  notAdmin: 'Only the platform admin and a school’s admins see donations, on their own site.',
  notFound: 'This donation does not exist.',
  noReceipt: 'This donation has no receipt yet: a receipt is issued when the gift is paid.',
  siteFilter: 'Only the platform admin can choose a site.',
  badFrom: 'Use a date like 2026-11-01.',
  badTo: 'Use a date like 2026-11-30.',
  fromAfterTo: 'The end date must be on or after the start date.',
  badSort: 'Sort by date or amount.',
} as const;

/**
 * A gift's state, from its order's: `paid` (paid or fulfilled: it counts), `refunded` (it stopped
 * counting), `pending` (waiting for the provider), `failed` or `cancelled` (never paid).
 */
export const DONATION_STATUSES = ['paid', 'refunded', 'pending', 'failed', 'cancelled'] as const;
export type TDonationStatus = (typeof DONATION_STATUSES)[number];

/** The list's status filter: `failed` takes cancelled gifts too (neither was ever paid). */
export const DONATION_STATUS_FILTERS = ['all', 'paid', 'refunded', 'pending', 'failed'] as const;
export type TDonationStatusFilter = (typeof DONATION_STATUS_FILTERS)[number];

export const DONATION_SORTS = ['-date', 'date', '-amount', 'amount'] as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** What narrows the donations (the list, its CSV and the report): every filter is optional. */
const filters = {
  charity: id.optional(),
  project: id.optional(),
  fundraiser: id.optional(),
  /** The site the gift was made on: a tenant's id, or `main` (platform admin only). */
  site: z.union([z.literal('main'), z.uuid('Choose a site from the list.')]).optional(),
  currency: z.enum(CURRENCIES, 'Choose a currency from the list.').optional(),
  /** Donor name or email, the name shown, the dedication, or the order reference. */
  search: z.string().trim().max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters.`).optional(),
  anonymous: z.enum(['yes', 'no'], 'Choose yes or no.').optional(),
  /** Inclusive calendar days (UTC) of the gift: when it was paid, else when it was made. */
  from: z.iso.date(DONATION_ADMIN_MSG.badFrom).optional(),
  to: z.iso.date(DONATION_ADMIN_MSG.badTo).optional(),
};

/** The end date is not before the start date (named on the end date's field). */
const datesInOrder: [(q: { from?: string | undefined; to?: string | undefined }) => boolean, { message: string; path: string[] }] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { message: DONATION_ADMIN_MSG.fromAfterTo, path: ['to'] },
];

export const ZDonationFilters = z.object(filters).refine(...datesInOrder);
export type TDonationFilters = z.input<typeof ZDonationFilters>;

export const ZAdminDonationQuery = z
  .object({
    ...filters,
    status: z.enum(DONATION_STATUS_FILTERS, 'Choose a status from the list.').default('all'),
    sort: z.enum(DONATION_SORTS, DONATION_ADMIN_MSG.badSort).default('-date'),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine(...datesInOrder);
export type TAdminDonationQuery = z.input<typeof ZAdminDonationQuery>;

const ZSiteRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const ZAdminDonation = z.object({
  /** The order's reference: the gift's public handle (receipts, order tracking). */
  reference: z.string(),
  status: z.enum(DONATION_STATUSES),
  /** When it was paid, else when it was made. */
  date: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** The real donor (admins see it even for an anonymous gift, marked `anonymous`). */
  donor: z.object({ name: z.string(), email: z.string(), display_name: z.string(), has_account: z.boolean() }),
  anonymous: z.boolean(),
  dedication: z.string().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  charity: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  project: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  /** The fundraising page it came through; a student owner by first name only. */
  fundraiser: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), owner: ZFundraiserOwner }).nullable(),
  site: ZSiteRef,
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** The receipt's number once the gift is paid (`RCT-000012`); its PDF is `receipt.pdf` under the donation. */
  receipt: z.object({ number: z.string() }).nullable(),
});
export type TAdminDonation = z.infer<typeof ZAdminDonation>;

export const ZAdminDonationPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZAdminDonation),
  /** Gifts per status filter (`all`, `paid`, …) under the other filters. */
  counts: z.record(z.string(), z.number().int()),
});
export type TAdminDonationPage = z.infer<typeof ZAdminDonationPage>;

// ---------------------------------------------------------------------------------------------
// The report: sums per currency (never across currencies), paid gifts only; refunded ones apart.

const ZSums = {
  currency: z.string(),
  /** Paid gifts that count (refunded ones excluded). */
  minor: z.number().int(),
  gifts: z.number().int(),
  /** Distinct donors: an account, else an email address. */
  donors: z.number().int(),
  refunded_minor: z.number().int(),
  refunded_gifts: z.number().int(),
};

export const ZDonationReport = z.object({
  totals: z.array(z.object(ZSums)),
  by_charity: z.array(z.object({ ...ZSums, charity: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), platform_wide: z.boolean() }) })),
  by_project: z.array(
    z.object({ ...ZSums, project: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }), charity: z.object({ id: z.number().int(), name: z.string() }) }),
  ),
  by_site: z.array(z.object({ ...ZSums, site: ZSiteRef })),
  by_fundraiser: z.array(z.object({ ...ZSums, fundraiser: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), owner: ZFundraiserOwner }), site: ZSiteRef })),
  /** The last 12 calendar months (UTC), oldest first: paid gifts that still count, per currency. */
  by_month: z.array(z.object({ month: z.string(), count: z.number().int(), amounts: z.array(z.object({ currency: z.string(), minor: z.number().int() })) })),
});
export type TDonationReport = z.infer<typeof ZDonationReport>;
export type TDonationSums = Pick<TDonationReport['totals'][number], 'currency' | 'minor' | 'gifts' | 'donors' | 'refunded_minor' | 'refunded_gifts'>;
