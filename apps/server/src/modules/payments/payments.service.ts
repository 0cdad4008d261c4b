import type { TPaymentProvider } from '@commonshelf/shared/commerce/commerce.schemas';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { inPlatformScope, type Database, type Tx } from '../../db/client.js';
import type { Mailer } from '../mail/mail.service.js';
import { fulfilOrder } from '../orders/fulfilment.js';
import { refundDuplicatePayments } from './duplicate-payments.js';
import { lockOrder, updateOrder } from '../orders/orders.repository.js';
import {
  findPaymentById,
  findPaymentByRef,
  insertEventOnce,
  latestPayment,
  lockPayment,
  updateEvent,
  updatePayment,
  type PaymentRow,
} from './payments.repository.js';
import { paymentEvents, payments } from './payments.table.js';
import type { ProviderEvent } from './providers/provider.js';
import type { ProviderRegistry } from './providers/registry.js';

export type PaymentDeps = { db: Database; config: AppConfig; mailer: Mailer; log: FastifyBaseLogger; payments: ProviderRegistry };

/** `return`: what the buyer's own way back tells (a PayPal cancel, which PayPal reports to nobody). */
export type EventSource = 'webhook' | 'status' | 'capture' | 'return';

/**
 * What became of a provider's message (kept in payment_events.outcome, the admin's payment history):
 * - applied: it moved the payment (and, for a success, paid and fulfilled the order)
 * - duplicate: this provider event id was seen before (a replay or a second delivery)
 * - already_applied / no_change: the payment is already there, or past it (a late or out-of-order message)
 * - amount_mismatch / currency_mismatch: verified, but not what the payment was for: nothing changes
 * - unknown_payment: verified, but about no payment of ours
 * - paid_twice: a second payment of an order that another payment had already paid (refunded at once, duplicate-payments.ts)
 * - ignored: an event type we do not act on
 */
export type EventOutcome =
  | 'applied'
  | 'duplicate'
  | 'already_applied'
  | 'no_change'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'unknown_payment'
  | 'paid_twice'
  | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPEN = new Set(['created', 'pending']);
const TRUNCATE = 20_000;

/** A payload small enough to keep in the history. */
const keep = (payload: unknown) => {
  const text = JSON.stringify(payload ?? null);
  return text.length > TRUNCATE ? { truncated: text.slice(0, TRUNCATE) } : (payload ?? null);
};

/** Runs fn across every site: provider messages name no site, and the order's own row says whose it is. */

/** The payment an event is about: by the provider's handle, else by our id when the provider echoes it. */
async function paymentOf(tx: Tx, provider: TPaymentProvider, event: ProviderEvent): Promise<PaymentRow | null> {
  const byRef = event.providerRef ? await findPaymentByRef(tx, provider, event.providerRef) : null;
  if (byRef) return byRef;
  if (!event.paymentId || !UUID.test(event.paymentId)) return null;
  const byId = await findPaymentById(tx, event.paymentId);
  if (!byId || byId.provider !== provider) return null;
  // The provider names another handle than the one recorded for this payment: not this payment.
  if (byId.providerRef && event.providerRef && byId.providerRef !== event.providerRef) return null;
  return byId;
}

/**
 * Applies one verified provider message, exactly once, in one transaction in the platform scope.
 *
 * 1. A message with a provider event id is recorded first; the unique (provider, event_id) index
 *    makes a replay or a concurrent second delivery insert nothing, and it is recorded as a duplicate.
 * 2. The order's row and then the payment's are locked (one lock order everywhere), so two messages
 *    about one order (a webhook and a status check, two tabs, a retried delivery) take turns.
 * 3. A success moves the payment only when its amount and currency are the payment's; the order is
 *    paid and fulfilled only if it was not already (pending, failed or cancelled before). A failure or
 *    cancel moves only an open payment, so a late or out-of-order message never undoes a payment.
 */
export async function applyProviderEvent(deps: PaymentDeps, provider: TPaymentProvider, source: EventSource, event: ProviderEvent): Promise<{ outcome: EventOutcome; fulfilled: boolean }> {
  const result = await inPlatformScope(deps.db, async (tx) => {
    const base = {
      provider,
      source,
      verified: true,
      eventType: event.type.slice(0, 200),
      amountMinor: event.amountMinor,
      currency: event.currency,
      payload: keep({ type: event.type, ...(event.payload as object) }),
    } as const;
    let eventRowId: string | null = null;
    if (event.eventId) {
      const row = await insertEventOnce(tx, { ...base, eventId: event.eventId, outcome: 'received' });
      if (!row) {
        const first = await findPaymentForDuplicate(tx, provider, event);
        await tx.insert(paymentEvents).values({ ...base, eventId: null, outcome: 'duplicate', paymentId: first?.id ?? null, tenantId: first?.tenantId ?? null, payload: keep({ duplicate_of: event.eventId, type: event.type }) });
        return { outcome: 'duplicate' as const, fulfilled: false, orderId: null };
      }
      eventRowId = row.id;
    }
    const finish = async (outcome: EventOutcome, payment: PaymentRow | null, fulfilled = false) => {
      const link = { outcome, paymentId: payment?.id ?? null, tenantId: payment?.tenantId ?? null };
      if (eventRowId) await updateEvent(tx, eventRowId, link);
      // Status checks that find nothing new are not history; everything else is.
      else if (!(source === 'status' && outcome === 'no_change')) await tx.insert(paymentEvents).values({ ...base, eventId: null, ...link });
      return { outcome, fulfilled, orderId: payment?.orderId ?? null };
    };

    const found = await paymentOf(tx, provider, event);
    if (!found) return finish('unknown_payment', null);
    if (event.action === 'ignored') return finish('ignored', found);

    const order = await lockOrder(tx, found.orderId);
    const payment = await lockPayment(tx, found.id);
    if (!payment.providerRef && event.providerRef) await updatePayment(tx, payment.id, { providerRef: event.providerRef });

    switch (event.action) {
      case 'succeeded': {
        if (event.amountMinor !== payment.amountMinor || event.amountMinor !== order.totalMinor) return finish('amount_mismatch', payment);
        if (event.currency !== payment.currency || event.currency !== order.currency) return finish('currency_mismatch', payment);
        if (payment.status === 'succeeded' || payment.status === 'refunded') return finish('already_applied', payment);
        await updatePayment(tx, payment.id, { status: 'succeeded', failureReason: null });
        if (order.status !== 'pending' && order.status !== 'failed' && order.status !== 'cancelled') return finish('paid_twice', payment);
        const at = new Date();
        await fulfilOrder(tx, deps, await updateOrder(tx, order.id, { status: 'paid', paidAt: at, cancelledAt: null }), at);
        return finish('applied', payment, true);
      }
      case 'failed':
      case 'cancelled': {
        if (!OPEN.has(payment.status)) return finish('no_change', payment);
        const status = event.action;
        await updatePayment(tx, payment.id, { status, failureReason: event.failureReason ?? (status === 'failed' ? 'The payment was declined.' : 'The payment was cancelled.') });
        // The order follows its latest attempt while it is unpaid; an older attempt's end changes nothing.
        const latest = await latestPayment(tx, order.id);
        if (order.status === 'pending' && latest?.id === payment.id) {
          await updateOrder(tx, order.id, status === 'failed' ? { status: 'failed' } : { status: 'cancelled', cancelledAt: new Date() });
        }
        return finish('applied', payment);
      }
      case 'pending':
      case 'approved': {
        if (payment.status !== 'created') return finish('no_change', payment);
        await updatePayment(tx, payment.id, { status: 'pending' });
        return finish('applied', payment);
      }
    }
  });
  if (result.fulfilled) void deps.mailer.flush();
  // A second payment of a paid order goes back to the buyer at once (or at the next reconciliation).
  if (result.outcome === 'paid_twice' && result.orderId) await refundDuplicatePayments(deps, { orderId: result.orderId });
  return { outcome: result.outcome, fulfilled: result.fulfilled };
}

/** For a duplicate's history row: which payment the first delivery was about. */
async function findPaymentForDuplicate(tx: Tx, provider: TPaymentProvider, event: ProviderEvent) {
  return paymentOf(tx, provider, event);
}

/**
 * Records a webhook that failed verification: it changes nothing, but the admin sees every attempt.
 * It is never linked to a payment; the payment its body names (if any) is kept as the claimed one,
 * with that payment's site, so the attempt shows in that payment's history.
 */
export async function recordRefusedWebhook(deps: Pick<PaymentDeps, 'db'>, provider: TPaymentProvider, reason: string, payload: unknown, raw?: Buffer) {
  await inPlatformScope(deps.db, async (tx) => {
    const claimed = raw ? await claimedPayment(tx, provider, raw) : null;
    await tx.insert(paymentEvents).values({
      provider,
      source: 'webhook',
      verified: false,
      eventId: null,
      outcome: `refused: ${reason}`.slice(0, 500),
      payload: keep(payload),
      claimedPaymentId: claimed?.id ?? null,
      tenantId: claimed?.tenantId ?? null,
    });
  });
}

/** The strings of an unverified body that could name a payment: its JSON's values (and PhonePe's base64 `response`). */
export function claimedHandles(raw: Buffer): string[] {
  const found = new Set<string>();
  let budget = 500;
  const walk = (value: unknown, depth: number) => {
    if (budget-- <= 0 || depth > 8) return;
    if (typeof value === 'string') {
      if (value.length >= 6 && value.length <= 100) found.add(value);
      // PhonePe's callback carries its JSON base64-encoded.
      if (value.length > 20 && value.length < 20_000 && /^[A-Za-z0-9+/=]+$/.test(value)) walk(parseJson(Buffer.from(value, 'base64').toString('utf8')), depth + 1);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, depth + 1));
    else if (value && typeof value === 'object') Object.values(value).forEach((v) => walk(v, depth + 1));
  };
  walk(parseJson(raw.toString('utf8', 0, 65_536)), 0);
  return [...found].slice(0, 100);
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The payment of this provider a refused webhook's body names, by the provider's handle or our id. */
async function claimedPayment(tx: Tx, provider: TPaymentProvider, raw: Buffer): Promise<PaymentRow | null> {
  const handles = claimedHandles(raw);
  if (!handles.length) return null;
  const ids = handles.filter((h) => UUID.test(h));
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), ids.length ? or(inArray(payments.providerRef, handles), inArray(payments.id, ids)) : inArray(payments.providerRef, handles)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Status checks

/** At most one status check per payment in this window, however often the order page polls. */
export const STATUS_CHECK_INTERVAL_MS = 3000;
const lastChecked = new Map<string, number>();

/**
 * Asks the provider where an open payment stands and applies the answer like a webhook (PayPal
 * captures an approved order here). Used when an order with a pending payment is viewed, and when
 * the buyer returns from PayPal or PhonePe. A failing provider leaves the payment as it was.
 */
export async function refreshPayment(deps: PaymentDeps, payment: PaymentRow, opts: { force?: boolean } = {}): Promise<EventOutcome | null> {
  if (!OPEN.has(payment.status) || !payment.providerRef) return null;
  const provider = deps.payments.get(payment.provider);
  if (!provider || provider.mode !== payment.mode) return null;
  const now = Date.now();
  if (!opts.force && now - (lastChecked.get(payment.id) ?? 0) < STATUS_CHECK_INTERVAL_MS) return null;
  lastChecked.set(payment.id, now);
  if (lastChecked.size > 10_000) lastChecked.delete(lastChecked.keys().next().value!);
  try {
    const event = await provider.fetchStatus({
      id: payment.id,
      providerRef: payment.providerRef,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      idempotencyKey: payment.idempotencyKey,
      userId: null,
    });
    return (await applyProviderEvent(deps, payment.provider, 'status', event)).outcome;
  } catch (err) {
    deps.log.warn({ err, paymentId: payment.id }, 'payment status check failed');
    return null;
  }
}
