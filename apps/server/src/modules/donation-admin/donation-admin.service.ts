import {
  DONATION_ADMIN_MSG as MSG,
  type TAdminDonation,
  type TDonationReport,
  type TDonationStatus,
  type ZAdminDonationQuery,
  type ZDonationFilters,
} from '@commonshelf/shared/charities/donation-admin.schemas';
import type { TOrderStatus } from '@commonshelf/shared/commerce/commerce.schemas';
import { formatInvoiceNumber } from '@commonshelf/shared/commerce/orders.schemas';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { byMonth, lastMonths } from '../admin-dashboard/admin-dashboard.service.js';
import type { Run } from '../auth/auth.service.js';
import { publicOwner } from '../charities/charities.service.js';
import { invoicePdf } from '../orders/invoices.service.js';
import { orderAccessToken } from '../orders/order-access.js';
import { csvDocument } from '../orders/order-admin.service.js';
import type { PaymentDeps } from '../payments/payments.service.js';
import * as repo from './donation-admin.repository.js';

/**
 * Donations for their admins. The platform admin on the main site works in the platform scope and
 * sees every site's gifts; a school's (or organization's) admins work under their site's row-level
 * security and see the gifts made on their site, whichever cause they went to (a gift to a
 * platform-wide charity made on Greenwood's site is Greenwood's row). Admins see the real donor of
 * an anonymous gift, marked as anonymous; the public never does.
 */

/** `siteId`: the admin's own site, or null for the platform admin. */
export type DonationAdminCtx = { run: Run; siteId: string | null; deps: PaymentDeps };

type ListQuery = z.output<typeof ZAdminDonationQuery>;
type FilterQuery = z.output<typeof ZDonationFilters>;

/** The list's gifts in the CSV file: every matching one, up to this many. */
export const CSV_MAX_ROWS = 100_000;

function filterOf(ctx: DonationAdminCtx, q: FilterQuery): repo.DonationFilter {
  // A site's admins see their own site only; choosing another is a mistake to name, not to ignore.
  if (q.site && ctx.siteId !== null) throw badRequest(VALIDATION_MESSAGE, { site: [MSG.siteFilter] });
  return { ...q, scopeSiteId: ctx.siteId };
}

const donationStatus = (s: TOrderStatus): TDonationStatus => (s === 'fulfilled' ? 'paid' : s);
const siteRef = (s: { id: string | null; name: string | null } | null) => (s?.id ? { id: s.id, name: s.name ?? '' } : null);

function present(r: repo.DonationListRow): TAdminDonation {
  const d = r.donation;
  return {
    reference: r.order.reference,
    status: donationStatus(r.order.status),
    date: (d.paidAt ?? d.createdAt).toISOString(),
    created_at: d.createdAt.toISOString(),
    paid_at: d.paidAt?.toISOString() ?? null,
    refunded_at: r.order.refundedAt?.toISOString() ?? null,
    donor: { name: r.order.name, email: r.order.email, display_name: d.displayName, has_account: r.order.userId !== null },
    anonymous: d.anonymous,
    dedication: d.dedication,
    amount_minor: d.amountMinor,
    currency: d.currency,
    charity: r.charity,
    project: r.project?.id ? { id: r.project.id, slug: r.project.slug, title: r.project.title } : null,
    fundraiser: r.fundraiser?.id ? { id: r.fundraiser.id, slug: r.fundraiser.slug, title: r.fundraiser.title, owner: publicOwner(r) } : null,
    site: siteRef(r.site),
    provider: r.order.provider,
    receipt: r.receipt?.number ? { number: formatInvoiceNumber('receipt', r.receipt.number) } : null,
  };
}

/** `GET /api/admin/donations/`: a page of gifts, with the total and the counts per status. */
export async function listDonations(ctx: DonationAdminCtx, q: ListQuery) {
  const filter = { ...filterOf(ctx, q), status: q.status, sort: q.sort };
  const { count, rows, counts } = await ctx.run((tx) => repo.listDonations(tx, filter, { limit: q.limit, offset: q.offset }));
  return { count, counts, results: rows.map(present) };
}

const CSV_HEADER = [
  'date',
  'reference',
  'status',
  'donor_name',
  'donor_email',
  'anonymous',
  'shown_as',
  'amount',
  'currency',
  'charity',
  'project',
  'fundraiser',
  'fundraiser_owner',
  'dedication',
  'site',
  'provider',
  'receipt',
];

/** Gifts as CSV (the orders' `csvDocument`: every cell quoted, formula-looking cells defused). */
export function donationsCsv(rows: TAdminDonation[]): string {
  return csvDocument(
    CSV_HEADER,
    rows.map((d) => [
      d.date,
      d.reference,
      d.status,
      d.donor.name,
      d.donor.email,
      d.anonymous ? 'yes' : 'no',
      d.donor.display_name,
      (d.amount_minor / 100).toFixed(2),
      d.currency,
      d.charity.name,
      d.project?.title ?? '',
      d.fundraiser?.title ?? '',
      d.fundraiser?.owner.name ?? '',
      d.dedication,
      d.site?.name ?? 'Main site',
      d.provider,
      d.receipt?.number ?? '',
    ]),
  );
}

/** `GET /api/admin/donations/export.csv`: every gift the list's filters match, in its order. */
export async function exportDonations(ctx: DonationAdminCtx, q: ListQuery) {
  const filter = { ...filterOf(ctx, q), status: q.status, sort: q.sort };
  const { rows } = await ctx.run((tx) => repo.listDonations(tx, filter, { limit: CSV_MAX_ROWS, offset: 0 }));
  return donationsCsv(rows.map(present));
}

// ---------------------------------------------------------------------------------------------
// The report

const sumsOf = (r: repo.SumRow) => ({
  currency: r.currency,
  minor: Number(r.minor),
  gifts: Number(r.gifts),
  donors: Number(r.donors),
  refunded_minor: Number(r.refundedMinor),
  refunded_gifts: Number(r.refundedGifts),
});

/**
 * The biggest first. Sums in different currencies cannot be compared, so donors and gifts decide,
 * then the sum (within one currency), then the name.
 */
function biggestFirst<T extends { donors: number; gifts: number; minor: number; currency: string }>(rows: T[], name: (r: T) => string): T[] {
  return rows.sort((a, b) => b.donors - a.donors || b.gifts - a.gifts || b.minor - a.minor || name(a).localeCompare(name(b)) || a.currency.localeCompare(b.currency));
}

/**
 * `GET /api/admin/donations/report/`: paid gifts summed per currency (never across currencies) for
 * the scope and the filters, per charity, project, site, fundraising page and month (the last 12
 * calendar months, UTC), with distinct donors and gift counts. Refunded gifts are counted apart
 * and left out of every total.
 */
export async function donationReport(ctx: DonationAdminCtx, q: FilterQuery, now = new Date()): Promise<TDonationReport> {
  const f = filterOf(ctx, q);
  const { months, since } = lastMonths(now);
  return ctx.run(async (tx) => {
    const totals = await repo.totalsByCurrency(tx, f);
    const charities = await repo.totalsByCharity(tx, f);
    const projects = await repo.totalsByProject(tx, f);
    const sites = await repo.totalsBySite(tx, f);
    const pages = await repo.totalsByFundraiser(tx, f);
    const perMonth = await repo.paidPerMonth(tx, f, since);
    return {
      totals: totals.map(sumsOf).sort((a, b) => a.currency.localeCompare(b.currency)),
      by_charity: biggestFirst(
        charities.map((r) => ({ ...sumsOf(r), charity: { id: r.id, slug: r.slug, name: r.name, platform_wide: r.tenantId === null } })),
        (r) => r.charity.name,
      ),
      by_project: biggestFirst(
        projects.map((r) => ({ ...sumsOf(r), project: { id: r.id, slug: r.slug, title: r.title }, charity: { id: r.charityId, name: r.charityName } })),
        (r) => r.project.title,
      ),
      by_site: biggestFirst(
        sites.map((r) => ({ ...sumsOf(r), site: siteRef({ id: r.siteId, name: r.siteName }) })),
        (r) => r.site?.name ?? '',
      ),
      by_fundraiser: biggestFirst(
        pages.map((r) => ({
          ...sumsOf(r),
          fundraiser: { id: r.fundraiser.id, slug: r.fundraiser.slug, title: r.fundraiser.title, owner: publicOwner(r) },
          site: siteRef(r.site),
        })),
        (r) => r.fundraiser.title,
      ),
      by_month: byMonth(months, perMonth),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Receipts

/**
 * A gift's receipt as its PDF, for the scope's admins: the same document the donor keeps (the
 * invoices' own code, opened with the order's access token the server makes for itself), in the
 * colours of the site the gift was made on. Another scope's gift is the same 404 as a missing one.
 */
export async function receiptPdf(ctx: DonationAdminCtx, reference: string) {
  const found = await ctx.run((tx) => repo.findDonationByReference(tx, ctx.siteId, reference));
  if (!found) throw notFound(MSG.notFound);
  if (!found.receipt?.id) throw notFound(MSG.noReceipt);
  const token = orderAccessToken(ctx.deps.config.jwtSecret, found.order.tenantId, found.order.reference);
  return invoicePdf(ctx.deps, { run: ctx.run, tenant: found.site, user: null }, 'receipt', found.order.reference, token);
}
