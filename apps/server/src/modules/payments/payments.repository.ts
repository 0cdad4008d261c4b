import type { TPaymentProvider, TPaymentStatus } from '@commonshelf/shared/commerce/commerce.schemas';
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { paymentEvents, payments, refunds } from './payments.table.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(tx: Tx, id: string, values: Partial<Pick<PaymentRow, 'providerRef' | 'status' | 'failureReason'>>) {
  await tx
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

export async function findPaymentById(tx: Tx, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function findPaymentByRef(tx: Tx, provider: TPaymentProvider, providerRef: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row ?? null;
}

/** Locks a payment row until the transaction ends (always after its order's row: one lock order everywhere). */
export async function lockPayment(tx: Tx, id: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row!;
}

/** An order's most recent payment attempt. */
export async function latestPayment(tx: Tx, orderId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(1);
  return row ?? null;
}

export async function countPaymentsInStatus(tx: Tx, orderId: string, status: TPaymentStatus): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, status)));
  return row?.n ?? 0;
}

/**
 * Records a provider's event once: a second delivery of the same provider event id inserts nothing
 * (null), which is how a replay or a duplicate delivery is recognised. Two concurrent deliveries of
 * one event meet on the unique index: the second waits for the first to commit and then inserts nothing.
 */
export async function insertEventOnce(tx: Tx, values: typeof paymentEvents.$inferInsert): Promise<PaymentEventRow | null> {
  const [row] = await tx.insert(paymentEvents).values(values).onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] }).returning();
  return row ?? null;
}

export async function updateEvent(tx: Tx, id: string, values: Partial<Pick<PaymentEventRow, 'tenantId' | 'paymentId' | 'outcome'>>) {
  await tx.update(paymentEvents).set(values).where(eq(paymentEvents.id, id));
}

export async function listPaymentEvents(tx: Tx, paymentId: string): Promise<PaymentEventRow[]> {
  return tx.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.receivedAt);
}

export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

/** Open payments (created or pending) the provider knows of, made since `since`: oldest first. */
export async function listOpenPayments(tx: Tx, since: Date, limit: number): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(inArray(payments.status, ['created', 'pending']), isNotNull(payments.providerRef), gte(payments.createdAt, since)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}
