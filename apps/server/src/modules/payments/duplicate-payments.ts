import { PROVIDER_NAMES } from '@commonshelf/shared/commerce/checkout.schemas';
import { and, eq, exists, gte, isNull, type SQL } from 'drizzle-orm';
import { inPlatformScope, type Tx } from '../../db/client.js';
import { renderTemplate } from '../mail/mail.templates.js';
import { orderSite } from '../orders/fulfilment.js';
import { DUPLICATE_REFUND_MAIL } from '../orders/orders.mail.js';
import type { OrderRow } from '../orders/orders.repository.js';
import { orders } from '../orders/orders.table.js';
import type { PaymentRow } from './payments.repository.js';
import type { PaymentDeps } from './payments.service.js';
import { paymentEvents, payments, refunds } from './payments.table.js';
import { askProviderToRefund, recordRefundResult } from './refunds.js';

/** The reason recorded with the refund, and shown in the payment history. */
export const DUPLICATE_REFUND_REASON = 'A second payment of an order already paid, refunded automatically.';

/** For a query over payments: the payment's `paid_twice` events (it arrived for an order another payment had already paid). */
export const paidTwiceEvents = (tx: Tx) =>
  tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, payments.id), eq(paymentEvents.outcome, 'paid_twice')));

/** Succeeded payments that arrived for an order another payment had already paid, with no refund yet. */
function unrefundedDuplicates(tx: Tx, where: SQL) {
  return tx
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(where, eq(payments.status, 'succeeded'), isNull(refunds.id), exists(paidTwiceEvents(tx))));
}

/**
 * Refunds second payments of one order. A buyer can pay an order twice: in two tabs, or by coming
 * back to an older provider page (a card session still open) after paying another way. The order
 * keeps the payment that paid it; each later one is refunded in full at its provider, recorded
 * first (one refund per payment, so two instances never both ask), and the buyer is told by
 * email. A provider that cannot be reached leaves the payment as it was, for the reconciliation
 * job to try again; until then the payment history shows it as paid twice.
 */
export async function refundDuplicatePayments(deps: PaymentDeps, scope: { orderId: string } | { since: Date }): Promise<{ refunded: number; failed: number }> {
  const where = 'orderId' in scope ? eq(payments.orderId, scope.orderId) : gte(payments.createdAt, scope.since);
  const found = await inPlatformScope(deps.db, (tx) => unrefundedDuplicates(tx, where));
  const tally = { refunded: 0, failed: 0 };
  for (const { payment, order } of found) {
    try {
      if (await refundDuplicate(deps, payment, order)) tally.refunded++;
    } catch (err) {
      tally.failed++;
      deps.log.warn({ err, paymentId: payment.id, reference: order.reference }, 'refunding a second payment failed');
    }
  }
  return tally;
}

/** One duplicate's refund; false when another run got to it first or the provider refused. */
async function refundDuplicate(deps: PaymentDeps, payment: PaymentRow, order: OrderRow): Promise<boolean> {
  const run = <T>(fn: (tx: Tx) => Promise<T>) => inPlatformScope(deps.db, fn);
  const [refund] = await run((tx) =>
    tx
      .insert(refunds)
      .values({ tenantId: payment.tenantId, paymentId: payment.id, amountMinor: payment.amountMinor, reason: DUPLICATE_REFUND_REASON, requestedBy: null })
      .onConflictDoNothing()
      .returning(),
  );
  if (!refund) return false;
  const result = await askProviderToRefund(deps, run, payment, refund.id, DUPLICATE_REFUND_REASON);
  const now = new Date();
  await run(async (tx) => {
    await recordRefundResult(tx, refund.id, payment.id, result, now);
    if (result.status === 'failed') return;
    const { brand } = await orderSite(tx, deps.config, order.tenantId);
    const mail = renderTemplate(brand, order.language, DUPLICATE_REFUND_MAIL, {
      name: order.name,
      kind: order.kind,
      reference: order.reference,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      provider: PROVIDER_NAMES[payment.provider],
    });
    await deps.mailer.enqueue(tx, { ...mail, tenantId: order.tenantId, to: order.email, template: 'duplicate-payment-refunded' });
  });
  void deps.mailer.flush();
  return result.status !== 'failed';
}
