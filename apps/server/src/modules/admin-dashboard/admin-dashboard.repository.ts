import { and, count, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { utcMonth } from '../../db/dates.js';
import { books, stories } from '../library/library.table.js';
import { awaitingPlatformReview } from '../publishing/publishing.repository.js';
import { mailOutbox } from '../mail/mail.table.js';
import { orders } from '../orders/orders.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';

/** Every query here runs in the platform scope: the whole platform's rows. */

export async function usersByRole(tx: Tx) {
  return tx.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
}


/** Rows created since `since`, per calendar month (UTC). */
export async function usersPerMonth(tx: Tx, since: Date) {
  const m = utcMonth(users.createdAt);
  return tx.select({ month: m, n: count() }).from(users).where(gte(users.createdAt, since)).groupBy(m);
}

export async function tenantsByKindAndStatus(tx: Tx) {
  return tx.select({ organization: tenants.isOrganization, status: tenants.status, n: count() }).from(tenants).groupBy(tenants.isOrganization, tenants.status);
}

export async function booksByStatus(tx: Tx) {
  return tx.select({ status: books.status, n: count() }).from(books).groupBy(books.status);
}

/**
 * Books waiting for the platform admin: those Book monitoring lists. A book waiting for its own
 * school's review is the school's to decide, and counted on the school's dashboard.
 */
export async function booksWaiting(tx: Tx) {
  const [row] = await tx.select({ n: count() }).from(books).where(awaitingPlatformReview());
  return Number(row?.n ?? 0);
}

export async function storiesByStatus(tx: Tx) {
  return tx.select({ status: stories.status, n: count() }).from(stories).groupBy(stories.status);
}

/** Paid orders of a kind since `since`, per month and currency (refunded, failed and waiting ones left out). */
export async function paidOrdersPerMonth(tx: Tx, kind: 'donation' | 'purchase', since: Date) {
  const m = utcMonth(orders.paidAt);
  const where: SQL = and(eq(orders.kind, kind), isNotNull(orders.paidAt), gte(orders.paidAt, since), inArray(orders.status, ['paid', 'fulfilled']))!;
  return tx
    .select({ month: m, currency: orders.currency, n: count(), minor: sql<string>`coalesce(sum(${orders.totalMinor}), 0)` })
    .from(orders)
    .where(where)
    .groupBy(m, orders.currency);
}

export async function failedEmails(tx: Tx) {
  const [row] = await tx.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
  return Number(row?.n ?? 0);
}
