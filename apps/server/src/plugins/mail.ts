import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../modules/mail/mail.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const MAIL_RETRY_INTERVAL_MS = 30_000;

/**
 * The outbox mailer. Each email is sent right after the transaction that queued it; what is still
 * queued (the SMTP server was away, the process stopped first) is retried every 30 s across all
 * instances, on the job queue (`MAIL_RETRY_INTERVAL_MS`; 0 turns it off). Each row's lease
 * (`mail_outbox.locked_until`) keeps an email from going out twice whoever flushes.
 */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const mailer = createMailer({ db: app.db, smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, log: app.log });
    app.decorate('mailer', mailer);
    const intervalMs = app.config.mailRetryIntervalMs ?? MAIL_RETRY_INTERVAL_MS;
    if (app.config.smtpUrl && intervalMs > 0) app.jobs.every('mail-outbox', intervalMs, () => mailer.flush());
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['jobs'] },
);
