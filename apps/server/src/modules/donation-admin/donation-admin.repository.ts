import type { TDonationStatusFilter } from '@commonshelf/shared/charities/donation-admin.schemas';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { utcMonth } from '../../db/dates.js';
import { containsPattern } from '../../db/like.js';
import { classes } from '../classes/classes.table.js';
import { counted, donorKey } from '../charities/charities.repository.js';
import { charities, donations, fundraisers, projects } from '../charities/charities.table.js';
import { invoices, orders } from '../orders/orders.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';

/**
 * Donations with their orders, for admins. Every query runs in the caller's scope: the platform
 * scope for the platform admin, a site's row-level security for its admins (and `siteId` names
 * that site once more, so the filter does not rest on the policy alone).
 */

export type DonationFilter = {
  /** The admin's own site, or null for the platform admin (every site). */
  scopeSiteId: string | null;
  charity?: number | undefined;
  project?: number | undefined;
  fundraiser?: number | undefined;
  site?: string | undefined;
  currency?: string | undefined;
  search?: string | undefined;
  anonymous?: 'yes' | 'no' | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const DAY_MS = 86_400_000;

/** When a gift happened: when it was paid, else when it was made. */
export const giftDate = sql<Date>`coalesce(${donations.paidAt}, ${donations.createdAt})`;

/** The status filter's groups of order statuses. */
const STATUS_GROUPS: Record<Exclude<TDonationStatusFilter, 'all'>, ('paid' | 'fulfilled' | 'refunded' | 'pending' | 'failed' | 'cancelled')[]> = {
  paid: ['paid', 'fulfilled'],
  refunded: ['refunded'],
  pending: ['pending'],
  failed: ['failed', 'cancelled'],
};

/** The status filter a gift falls under (the keys of the list's counts). */
const statusGroup = sql<string>`case when ${orders.status} in ('paid', 'fulfilled') then 'paid' when ${orders.status} in ('failed', 'cancelled') then 'failed' else ${orders.status}::text end`;

/** Every condition but the status (which the counts per status leave out). */
export function filterWhere(f: DonationFilter): SQL[] {
  const w: SQL[] = [];
  if (f.scopeSiteId) w.push(eq(donations.tenantId, f.scopeSiteId));
  if (f.site) w.push(f.site === 'main' ? isNull(donations.tenantId) : eq(donations.tenantId, f.site));
  if (f.charity !== undefined) w.push(eq(donations.charityId, f.charity));
  if (f.project !== undefined) w.push(eq(donations.projectId, f.project));
  if (f.fundraiser !== undefined) w.push(eq(donations.fundraiserId, f.fundraiser));
  if (f.currency) w.push(eq(donations.currency, f.currency));
  if (f.anonymous) w.push(eq(donations.anonymous, f.anonymous === 'yes'));
  if (f.from) w.push(gte(giftDate, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) w.push(lt(giftDate, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + DAY_MS)));
  const search = f.search?.trim();
  if (search) {
    const p = containsPattern(search);
    w.push(or(ilike(orders.name, p), ilike(orders.email, p), ilike(donations.displayName, p), ilike(donations.dedication, p), ilike(orders.reference, p))!);
  }
  return w;
}

const listColumns = {
  donation: donations,
  order: {
    reference: orders.reference,
    status: orders.status,
    name: orders.name,
    email: orders.email,
    userId: orders.userId,
    provider: orders.provider,
    refundedAt: orders.refundedAt,
  },
  charity: { id: charities.id, slug: charities.slug, name: charities.name },
  project: { id: projects.id, slug: projects.slug, title: projects.title },
  fundraiser: { id: fundraisers.id, slug: fundraisers.slug, title: fundraisers.title },
  owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
  klass: { id: classes.id, name: classes.name, teacherId: classes.teacherId },
  site: { id: tenants.id, name: tenants.schoolName },
  receipt: { number: invoices.number },
};

function joined(tx: Tx) {
  return tx
    .select(listColumns)
    .from(donations)
    .innerJoin(orders, eq(orders.id, donations.orderId))
    .innerJoin(charities, eq(charities.id, donations.charityId))
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .leftJoin(users, eq(users.id, fundraisers.userId))
    .leftJoin(classes, eq(classes.id, fundraisers.classId))
    .leftJoin(tenants, eq(tenants.id, donations.tenantId))
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'receipt')));
}
export type DonationListRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export type DonationSort = '-date' | 'date' | '-amount' | 'amount';

const ORDER_BY: Record<DonationSort, SQL[]> = {
  '-date': [desc(giftDate), asc(orders.reference)],
  date: [asc(giftDate), asc(orders.reference)],
  '-amount': [desc(donations.amountMinor), desc(giftDate), asc(orders.reference)],
  amount: [asc(donations.amountMinor), desc(giftDate), asc(orders.reference)],
};

/** One page of gifts in the order asked, with the total and the counts per status under the other filters. */
export async function listDonations(
  tx: Tx,
  f: DonationFilter & { status: TDonationStatusFilter; sort: DonationSort },
  page: { limit: number; offset: number },
) {
  const base = filterWhere(f);
  const where = and(...base, f.status === 'all' ? undefined : inArray(orders.status, STATUS_GROUPS[f.status]));
  const [total] = await tx.select({ n: count() }).from(donations).innerJoin(orders, eq(orders.id, donations.orderId)).where(where);
  const rows = await joined(tx)
    .where(where)
    .orderBy(...ORDER_BY[f.sort])
    .limit(page.limit)
    .offset(page.offset);
  const perStatus = await tx
    .select({ status: statusGroup, n: count() })
    .from(donations)
    .innerJoin(orders, eq(orders.id, donations.orderId))
    .where(and(...base))
    .groupBy(statusGroup);
  const counts: Record<string, number> = { all: 0, paid: 0, refunded: 0, pending: 0, failed: 0 };
  for (const r of perStatus) {
    counts[r.status] = (counts[r.status] ?? 0) + Number(r.n);
    counts.all! += Number(r.n);
  }
  return { count: Number(total?.n ?? 0), rows, counts };
}

/** A gift of this scope by its order's reference, with the site it was made on. */
export async function findDonationByReference(tx: Tx, scopeSiteId: string | null, reference: string) {
  const [row] = await tx
    .select({ order: orders, site: tenants, receipt: { id: invoices.id } })
    .from(donations)
    .innerJoin(orders, eq(orders.id, donations.orderId))
    .leftJoin(tenants, eq(tenants.id, donations.tenantId))
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'receipt')))
    .where(and(eq(orders.reference, reference), scopeSiteId ? eq(donations.tenantId, scopeSiteId) : undefined))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Sums for the report: paid gifts that count, and refunded ones apart, per currency.

const refunded = eq(orders.status, 'refunded');
const sums = {
  currency: donations.currency,
  minor: sql<string>`coalesce(sum(${donations.amountMinor}) filter (where ${counted!}), 0)::bigint`,
  gifts: sql<number>`(count(*) filter (where ${counted!}))::int`,
  donors: sql<number>`(count(distinct ${donorKey}) filter (where ${counted!}))::int`,
  refundedMinor: sql<string>`coalesce(sum(${donations.amountMinor}) filter (where ${refunded}), 0)::bigint`,
  refundedGifts: sql<number>`(count(*) filter (where ${refunded}))::int`,
};
export type SumRow = { currency: string; minor: string | number; gifts: number; donors: number; refundedMinor: string | number; refundedGifts: number };

/** Gifts that were paid (still counting, or refunded since), under the filters. */
const reportWhere = (f: DonationFilter) => and(...filterWhere(f), inArray(orders.status, ['paid', 'fulfilled', 'refunded']));

/** The sums, with `columns` to group by, over gifts and their orders; the caller joins, filters and groups. */
const summed = <T extends SelectedFields>(tx: Tx, columns: T) =>
  tx
    .select({ ...sums, ...columns })
    .from(donations)
    .innerJoin(orders, eq(orders.id, donations.orderId))
    .$dynamic();

export async function totalsByCurrency(tx: Tx, f: DonationFilter) {
  return summed(tx, {}).where(reportWhere(f)).groupBy(donations.currency);
}

export async function totalsByCharity(tx: Tx, f: DonationFilter) {
  return summed(tx, { id: charities.id, slug: charities.slug, name: charities.name, tenantId: charities.tenantId })
    .innerJoin(charities, eq(charities.id, donations.charityId))
    .where(reportWhere(f))
    .groupBy(charities.id, donations.currency);
}

export async function totalsByProject(tx: Tx, f: DonationFilter) {
  return summed(tx, { id: projects.id, slug: projects.slug, title: projects.title, charityId: charities.id, charityName: charities.name })
    .innerJoin(projects, eq(projects.id, donations.projectId))
    .innerJoin(charities, eq(charities.id, projects.charityId))
    .where(reportWhere(f))
    .groupBy(projects.id, charities.id, donations.currency);
}

export async function totalsBySite(tx: Tx, f: DonationFilter) {
  return summed(tx, { siteId: donations.tenantId, siteName: tenants.schoolName })
    .leftJoin(tenants, eq(tenants.id, donations.tenantId))
    .where(reportWhere(f))
    .groupBy(donations.tenantId, tenants.schoolName, donations.currency);
}

export async function totalsByFundraiser(tx: Tx, f: DonationFilter) {
  return summed(tx, {
    fundraiser: { id: fundraisers.id, slug: fundraisers.slug, title: fundraisers.title },
    owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
    klass: { id: classes.id, name: classes.name, teacherId: classes.teacherId },
    site: { id: tenants.id, name: tenants.schoolName },
  })
    .innerJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .leftJoin(users, eq(users.id, fundraisers.userId))
    .leftJoin(classes, eq(classes.id, fundraisers.classId))
    .leftJoin(tenants, eq(tenants.id, fundraisers.tenantId))
    .where(reportWhere(f))
    .groupBy(fundraisers.id, users.id, classes.id, tenants.id, donations.currency);
}

const paidMonth = utcMonth(donations.paidAt);

/** Gifts that still count, paid since `since`, per month and currency. */
export async function paidPerMonth(tx: Tx, f: DonationFilter, since: Date) {
  return tx
    .select({ month: paidMonth, currency: donations.currency, n: count(), minor: sql<string>`coalesce(sum(${donations.amountMinor}), 0)::bigint` })
    .from(donations)
    .innerJoin(orders, eq(orders.id, donations.orderId))
    .where(and(...filterWhere(f), counted!, gte(donations.paidAt, since)))
    .groupBy(paidMonth, donations.currency);
}
