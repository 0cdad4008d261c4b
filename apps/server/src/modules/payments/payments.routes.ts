import { PAYMENT_PROVIDERS } from '@commonshelf/shared/commerce/commerce.schemas';
import { ORDER_REFERENCE } from '@commonshelf/shared/commerce/orders.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findOrderByReference } from '../orders/orders.repository.js';
import { findPaymentByRef, latestPayment } from './payments.repository.js';
import { paymentDeps } from './payments.plugin.js';
import { applyProviderEvent, recordRefusedWebhook, refreshPayment } from './payments.service.js';

const ZProviderParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });

/**
 * Provider webhooks (each verified over its raw body before anything is read from it) and the return
 * endpoints PayPal and PhonePe send the buyer to, which ask the provider before showing a result.
 */
export default async function paymentsRoutes(app: FastifyInstance) {
  const deps = paymentDeps(app);

  // Webhooks are verified over the exact bytes the provider signed: no JSON parsing before that.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    hooks.post('/payments/webhooks/:provider/', { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = ZProviderParams.safeParse(request.params);
      const provider = parsed.success ? app.payments.get(parsed.data.provider) : null;
      if (!parsed.success || !provider) return reply.status(404).send({ error: 'No such payment provider.' });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let verified: Awaited<ReturnType<typeof provider.verifyWebhook>>;
      try {
        verified = await provider.verifyWebhook(raw, request.headers);
      } catch (err) {
        // The provider's own verification service did not answer: ask it to deliver again later.
        request.log.error({ err, provider: provider.id }, 'webhook verification unavailable');
        return reply.status(503).send({ error: 'The webhook could not be verified right now. Please deliver it again.' });
      }
      if (!verified.ok) {
        await recordRefusedWebhook(deps, provider.id, verified.reason, verified.payload ?? { body: raw.toString('utf8', 0, 2000) }, raw);
        request.log.warn({ provider: provider.id, reason: verified.reason }, 'webhook refused');
        return reply.status(400).send({ error: 'Webhook signature could not be verified.' });
      }
      const { outcome } = await applyProviderEvent(deps, provider.id, 'webhook', verified.event);
      // Approved but not yet captured (PayPal): capture now, even if the buyer never comes back.
      if (verified.event.action === 'approved' && verified.event.providerRef) {
        const ref = verified.event.providerRef;
        const payment = await app.db.withTenant({ tenantId: null, platform: true }, (tx) => findPaymentByRef(tx, provider.id, ref));
        if (payment) await refreshPayment(deps, payment, { force: true });
      }
      return reply.status(200).send({ received: true, outcome });
    });
  });

  /**
   * The buyer back from PayPal or PhonePe: ask the provider (PayPal captures here), then show the
   * result page, which reads the order's real status. The redirect alone decides nothing.
   */
  const returnRoute = (provider: 'paypal' | 'phonepe') => async (request: FastifyRequest<{ Querystring: { ref?: string } }>, reply: FastifyReply) => {
    const ref = String(request.query.ref ?? '').toUpperCase();
    if (!ORDER_REFERENCE.test(ref)) return reply.redirect(`/${provider}-payment/failed`, 303);
    const found = await request.withTenant(async (tx) => {
      const order = await findOrderByReference(tx, ref);
      return order ? { order, payment: await latestPayment(tx, order.id) } : null;
    });
    if (found?.payment && found.payment.provider === provider) await refreshPayment(deps, found.payment, { force: true });
    const status = found ? (await request.withTenant((tx) => findOrderByReference(tx, ref)))?.status : null;
    // PhonePe has no cancel address of its own: a buyer who cancelled there is told so, not "failed".
    const page = status === 'cancelled' ? 'cancel' : status === 'failed' || !found ? 'failed' : 'success';
    return reply.header('Cache-Control', 'no-store').redirect(`/${provider}-payment/${page}?ref=${ref}`, 303);
  };
  app.get('/payments/paypal/return/', returnRoute('paypal'));

  /**
   * The buyer who cancelled on PayPal's page. PayPal tells nobody (no webhook; the order just
   * lapses), so the open attempt is closed here, once PayPal confirms that it took no money. Only
   * the buyer's own way back carries PayPal's order id (`token`): a guessed link closes nothing.
   */
  app.get('/payments/paypal/cancel/', async (request: FastifyRequest<{ Querystring: { ref?: string; token?: string } }>, reply) => {
    const ref = String(request.query.ref ?? '').toUpperCase();
    const page = `/paypal-payment/cancel${ORDER_REFERENCE.test(ref) ? `?ref=${ref}` : ''}`;
    const token = String(request.query.token ?? '');
    const found = ORDER_REFERENCE.test(ref) && token
      ? await request.withTenant(async (tx) => {
          const order = await findOrderByReference(tx, ref);
          return order ? latestPayment(tx, order.id) : null;
        })
      : null;
    if (found && found.provider === 'paypal' && found.providerRef === token) {
      await refreshPayment(deps, found, { force: true });
      const now = await request.withTenant((tx) => latestPayment(tx, found.orderId));
      if (now?.id === found.id && (now.status === 'created' || now.status === 'pending')) {
        await applyProviderEvent(deps, 'paypal', 'return', {
          eventId: null,
          type: 'buyer.cancelled',
          action: 'cancelled',
          providerRef: token,
          paymentId: found.id,
          amountMinor: null,
          currency: null,
          failureReason: 'The payment was cancelled.',
          payload: { reason: 'The buyer cancelled on PayPal’s page.' },
        });
      }
    }
    return reply.header('Cache-Control', 'no-store').redirect(page, 303);
  });
  app.get('/payments/phonepe/return/', returnRoute('phonepe'));
}
