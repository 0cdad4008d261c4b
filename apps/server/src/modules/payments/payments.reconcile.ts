import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentDeps } from './payments.plugin.js';
import { refundDuplicatePayments } from './duplicate-payments.js';
import { listOpenPayments } from './payments.repository.js';
import { refreshPayment, type EventOutcome } from './payments.service.js';

/** How often open payments are checked with their provider. */
export const RECONCILE_INTERVAL_MS = 5 * 60_000;
/** How far back an open payment is still checked (the providers' sessions expire within a day). */
const LOOKBACK_MS = 3 * 24 * 60 * 60_000;
const BATCH = 200;

/**
 * Asks the provider about every open payment of the last three days and applies what it says,
 * exactly as a webhook would (the same once-only path). This is what completes an order whose
 * webhook never arrived or was never committed: the server was killed between the provider's charge
 * and our commit, the endpoint was down for longer than the provider retries, a firewall dropped it.
 * It also refunds second payments of paid orders whose refund failed when they arrived. Returns
 * what became of each payment it asked about.
 */
export async function reconcilePayments(app: FastifyInstance, now = new Date()): Promise<Partial<Record<EventOutcome | 'unanswered' | 'refunded_twice', number>>> {
  const deps = paymentDeps(app);
  const open = await app.db.withTenant({ tenantId: null, platform: true }, (tx) => listOpenPayments(tx, new Date(now.getTime() - LOOKBACK_MS), BATCH));
  const tally: Partial<Record<EventOutcome | 'unanswered' | 'refunded_twice', number>> = {};
  for (const payment of open) {
    const outcome = (await refreshPayment(deps, payment, { force: true })) ?? 'unanswered';
    tally[outcome] = (tally[outcome] ?? 0) + 1;
  }
  // Second payments whose refund could not be made when they arrived.
  const duplicates = await refundDuplicatePayments(deps, { since: new Date(now.getTime() - LOOKBACK_MS) });
  if (duplicates.refunded) tally.refunded_twice = duplicates.refunded;
  if (tally.applied || tally.refunded_twice) app.log.info({ tally }, 'payment reconciliation applied provider results');
  return tally;
}

/**
 * The reconciliation job: once per five minutes across all instances, on the job queue, and once
 * more whenever an instance starts, since after a crash or a deploy this is what catches up (the
 * current five minutes' run may have been the crashed instance's). It waits until the server
 * listens, since test mode's stand-ins are this server's own endpoints. Off in tests, which call reconcilePayments
 * themselves; `PAYMENT_RECONCILE_INTERVAL_MS` sets the period (0 turns it off).
 */
export default fp(
  async function paymentReconcileJob(app: FastifyInstance, opts: { enabled?: boolean }) {
    const intervalMs = app.config.paymentReconcileIntervalMs ?? RECONCILE_INTERVAL_MS;
    if (!(opts.enabled ?? app.config.env !== 'test') || intervalMs <= 0) return;
    app.jobs.every('payments-reconcile', intervalMs, () => reconcilePayments(app), { afterListen: true, atStart: true });
  },
  { name: 'payment-reconcile', dependencies: ['jobs'] },
);
