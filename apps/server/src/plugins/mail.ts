import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../modules/mail/mail.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const RETRY_INTERVAL_MS = 30_000;

/** The outbox mailer, with a periodic retry of queued mail while the server runs. */
export default fp(async function mailPlugin(app: FastifyInstance) {
  const mailer = createMailer({ db: app.db, smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, log: app.log });
  app.decorate('mailer', mailer);
  if (app.config.smtpUrl) {
    const timer = setInterval(() => void mailer.flush(), RETRY_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('onClose', async () => mailer.close());
});
