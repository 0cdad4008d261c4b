import type { ZPaymentHistoryQuery, ZUnmatchedEventQuery } from '@commonshelf/shared/commerce/payment-history.schemas';
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { orders } from '../orders/orders.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { paymentEvents, payments, refunds } from './payments.table.js';

/** All SQL of the payment history. Every query runs in the caller's scope (the platform, or one site's row-level security). */

type Filter = z.output<typeof ZPaymentHistoryQuery>;
type EventFilter = z.output<typeof ZUnmatchedEventQuery>;

const DAY_MS = 86_400_000;
/** Inclusive calendar days (UTC) on a timestamp column. */
function dateRange(column: typeof payments.createdAt | typeof paymentEvents.receivedAt, from: string | undefined, to: string | undefined): SQL[] {
  const w: SQL[] = [];
  if (from) w.push(gte(column, new Date(`${from}T00:00:00Z`)));
  if (to) w.push(lt(column, new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS)));
  return w;
}

/** The messages about a payment: verified ones linked to it, and refused ones whose body named it. */
const aboutPayment = (e: typeof paymentEvents, paymentId: SQL | string) => or(eq(e.paymentId, paymentId), eq(e.claimedPaymentId, paymentId))!;

const paymentIdColumn = sql`${payments.id}`;
const eventCount = sql<number>`(select count(*)::int from ${paymentEvents} where ${aboutPayment(paymentEvents, paymentIdColumn)})`;
const refusedCount = sql<number>`(select count(*)::int from ${paymentEvents} where ${aboutPayment(paymentEvents, paymentIdColumn)} and not ${paymentEvents.verified})`;

function where(f: Filter, forCounts = false): SQL | undefined {
  const w: SQL[] = [...dateRange(payments.createdAt, f.from, f.to)];
  if (!forCounts && f.status !== 'all') w.push(eq(payments.status, f.status));
  if (f.provider !== 'all') w.push(eq(payments.provider, f.provider));
  if (f.kind !== 'all') w.push(eq(orders.kind, f.kind));
  if (f.site === 'main') w.push(isNull(payments.tenantId));
  else if (f.site) w.push(eq(payments.tenantId, f.site));
  if (f.verification === 'refused') {
    w.push(sql`exists (select 1 from ${paymentEvents} where ${aboutPayment(paymentEvents, paymentIdColumn)} and not ${paymentEvents.verified})`);
  }
  const search = f.search?.trim();
  if (search) {
    const p = containsPattern(search);
    w.push(or(ilike(orders.reference, p), ilike(payments.providerRef, p), ilike(orders.email, p))!);
  }
  return w.length ? and(...w) : undefined;
}

const attemptColumns = { payment: payments, order: orders, siteName: tenants.schoolName, events: eventCount, refused: refusedCount };
export type AttemptRow = { payment: typeof payments.$inferSelect; order: typeof orders.$inferSelect; siteName: string | null; events: number; refused: number };

const attempts = (tx: Tx) => tx.select(attemptColumns).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).leftJoin(tenants, eq(tenants.id, payments.tenantId));

/** A page of attempts, newest first, with the count under every filter and per status under the others. */
export async function listAttempts(tx: Tx, f: Filter, all = false) {
  const w = where(f);
  const [total] = await tx.select({ n: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(w);
  const q = attempts(tx).where(w).orderBy(desc(payments.createdAt), asc(payments.id));
  const rows: AttemptRow[] = all ? await q.limit(10_000) : await q.limit(f.limit).offset(f.offset);
  const perStatus = await tx
    .select({ status: payments.status, n: count() })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where(f, true))
    .groupBy(payments.status);
  return { count: Number(total?.n ?? 0), rows, perStatus: perStatus.map((r) => ({ status: r.status, n: Number(r.n) })) };
}

/** Sites that have payments (the platform admin's filter). */
export async function sitesWithPayments(tx: Tx) {
  return tx
    .selectDistinct({ id: tenants.id, name: tenants.schoolName })
    .from(payments)
    .innerJoin(tenants, eq(tenants.id, payments.tenantId))
    .orderBy(tenants.schoolName, tenants.id);
}

export async function findAttempt(tx: Tx, id: string): Promise<AttemptRow | null> {
  const [row] = await attempts(tx).where(eq(payments.id, id));
  return row ?? null;
}

/** A payment's messages, oldest first. */
export async function eventsOfPayment(tx: Tx, paymentId: string) {
  return tx.select().from(paymentEvents).where(aboutPayment(paymentEvents, paymentId)).orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id));
}

export async function refundsOfPayment(tx: Tx, paymentId: string) {
  return tx
    .select({ refund: refunds, firstName: users.firstName, lastName: users.lastName })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.requestedBy))
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.createdAt));
}

/** Messages that name no payment of ours (refused ones naming none, verified ones about an unknown payment), newest first. */
export async function listUnmatchedEvents(tx: Tx, f: EventFilter) {
  const w: SQL[] = [isNull(paymentEvents.paymentId), isNull(paymentEvents.claimedPaymentId), ...dateRange(paymentEvents.receivedAt, f.from, f.to)];
  if (f.provider !== 'all') w.push(eq(paymentEvents.provider, f.provider));
  if (f.verification === 'refused') w.push(not(paymentEvents.verified));
  if (f.verification === 'verified') w.push(eq(paymentEvents.verified, true));
  const [total] = await tx.select({ n: count() }).from(paymentEvents).where(and(...w));
  const rows = await tx
    .select()
    .from(paymentEvents)
    .where(and(...w))
    .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
    .limit(f.limit)
    .offset(f.offset);
  return { count: Number(total?.n ?? 0), rows };
}
