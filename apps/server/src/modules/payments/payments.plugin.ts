import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentDeps } from './payments.service.js';
import { createProviders, type ProviderRegistry } from './providers/registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment providers this configuration enables. */
    payments: ProviderRegistry;
  }
}

/** Makes the payment providers (live or test mode, from the configuration) available to every module. */
export default fp(async function paymentsPlugin(app: FastifyInstance) {
  app.decorate('payments', createProviders(app.config.payments));
});

/** What checkout, webhooks and status checks need from the application. */
export const paymentDeps = (app: FastifyInstance): PaymentDeps => ({ db: app.db, config: app.config, mailer: app.mailer, log: app.log, payments: app.payments });
