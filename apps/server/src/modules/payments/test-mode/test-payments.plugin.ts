import type { FastifyInstance } from 'fastify';
import { TEST_PAYMENTS_PATH } from '../../../config.js';
import { paypalStandIn } from './paypal.standin.js';
import { phonepeStandIn } from './phonepe.standin.js';
import { stripeStandIn } from './stripe.standin.js';

/**
 * Test mode's providers, mounted on this server under /test-payments/<provider> for each provider
 * that has no keys (and only then): the same client code talks to them as to the real providers,
 * with locally generated secrets, and their hosted pages let a tester choose the outcome.
 */
export default async function testPaymentsPlugin(app: FastifyInstance) {
  const p = app.config.payments;
  if (p.stripe.mode === 'test') await app.register(stripeStandIn, { prefix: `${TEST_PAYMENTS_PATH}/stripe` });
  if (p.paypal.mode === 'test') await app.register(paypalStandIn, { prefix: `${TEST_PAYMENTS_PATH}/paypal` });
  if (p.phonepe.mode === 'test') await app.register(phonepeStandIn, { prefix: `${TEST_PAYMENTS_PATH}/phonepe` });
}
