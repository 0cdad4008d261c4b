import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '@commonshelf/shared/commerce/commerce.schemas';
import { createdAt, tenantIdNullable, updatedAt } from '../../db/columns.js';
import { orders, paymentProvider } from '../orders/orders.table.js';
import { users } from '../users/users.table.js';

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/**
 * One attempt to take an order's money with one provider. `idempotency_key` goes out with every call
 * that creates something at the provider (Idempotency-Key, PayPal-Request-Id, PhonePe's merchant
 * transaction id), so a retried request never charges twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: paymentProvider('provider').notNull(),
    /** The provider's handle: Checkout Session id, PayPal order id, PhonePe merchant transaction id. */
    providerRef: text('provider_ref'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** `test`: the provider's stand-in page on our own server (no keys configured). */
    mode: text('mode').$type<'live' | 'test'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: paymentStatus('status').notNull().default('created'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payments_provider_ref').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
    index('payments_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('payments_amount', sql`${t.amountMinor} > 0`),
    check('payments_mode', sql`${t.mode} in ('live', 'test')`),
  ],
);

/**
 * Everything a provider told us (webhooks, status checks, captures), with whether it was verified:
 * the admin's payment history. A provider's event id is recorded once, so a replay is recognised.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Null until the event is matched to a payment (an unverifiable webhook may match none). */
    tenantId: tenantIdNullable(),
    provider: paymentProvider('provider').notNull(),
    eventId: text('event_id'),
    source: text('source').$type<'webhook' | 'status' | 'capture' | 'refund' | 'return'>().notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /**
     * A refused (unverified) webhook is never linked to a payment, but the payment its body names
     * is kept here, so the admin sees the attempt in that payment's history (and its site's admins).
     */
    claimedPaymentId: uuid('claimed_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The provider's name for the event, and the amount and currency it stated (verified events). */
    eventType: text('event_type'),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    currency: text('currency'),
    verified: boolean('verified').notNull(),
    /** What we did with it: applied, duplicate, ignored, or why it was refused. */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<unknown>(),
    receivedAt: createdAt(),
  },
  (t) => [
    unique('payment_events_provider_event').on(t.provider, t.eventId),
    index('payment_events_payment_idx').on(t.paymentId),
    index('payment_events_claimed_idx').on(t.claimedPaymentId),
    check('payment_events_claim', sql`${t.claimedPaymentId} is null or not ${t.verified}`),
    index('payment_events_received_idx').on(t.receivedAt),
  ],
);

/** A full refund of a payment through its provider, requested by an admin. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    providerRef: text('provider_ref'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('refunds_amount', sql`${t.amountMinor} > 0`)],
);
