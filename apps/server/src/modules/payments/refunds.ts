import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Run } from '../auth/auth.service.js';
import type { PaymentRow } from './payments.repository.js';
import type { PaymentDeps } from './payments.service.js';
import { payments, refunds } from './payments.table.js';
import { ProviderError, type RefundResult } from './providers/provider.js';

/**
 * Asks a payment's provider for the full refund whose row is already written (one per payment, so
 * a second click or another instance finds it), with `refund-<payment id>` as the idempotency key.
 * Nothing refunded (the provider missing or unreachable, or refusing the call): the row goes, so the
 * refund can be asked again, and the error is thrown.
 */
export async function askProviderToRefund(deps: Pick<PaymentDeps, 'payments'>, run: Run, payment: PaymentRow, refundId: string, reason: string): Promise<RefundResult> {
  const provider = deps.payments.get(payment.provider);
  try {
    if (!provider || provider.mode !== payment.mode || !payment.providerRef) throw new ProviderError(payment.provider, 'provider not configured');
    return await provider.refund(
      { id: payment.id, providerRef: payment.providerRef, amountMinor: payment.amountMinor, currency: payment.currency, idempotencyKey: payment.idempotencyKey, userId: null },
      { idempotencyKey: `refund-${payment.id}`, reason },
    );
  } catch (err) {
    await run((tx) => tx.delete(refunds).where(eq(refunds.id, refundId)));
    throw err;
  }
}

/** The provider's answer on the refund's row, and on the payment once its money is back. */
export async function recordRefundResult(tx: Tx, refundId: string, paymentId: string, result: RefundResult, now: Date): Promise<void> {
  await tx
    .update(refunds)
    .set({ status: result.status, providerRef: result.refundRef, completedAt: result.status === 'succeeded' ? now : null, updatedAt: now })
    .where(eq(refunds.id, refundId));
  if (result.status === 'succeeded') await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, paymentId));
}
