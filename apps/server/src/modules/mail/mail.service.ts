import type { Transporter } from 'nodemailer';
import type { Database, Tx } from '../../db/client.js';
import { claimQueued, insertMail, markMail } from './mail.repository.js';
import type { RenderedMail } from './mail.templates.js';

export const MAX_ATTEMPTS = 5;

/** The wait before another try after `attempts` failed ones: 30 s, 1, 2, 4 minutes (an SMTP server that is down gets time). */
export const retryDelayMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

/**
 * Email goes through the outbox: written in the same transaction as what caused it, then sent
 * over SMTP when SMTP_URL is set (or kept as `stored` when it is not), so nothing is lost and the
 * platform admin sees every message.
 */
export function createMailer(opts: { db: Database; smtpUrl: string | null; from: string; log: { error: (o: object, m: string) => void } }) {
  const { smtpUrl } = opts;
  // Nodemailer loads with the first message to send, not with the server.
  let transport: Promise<Transporter> | undefined;
  const smtp = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl!)));
  let flushing: Promise<void> | null = null;
  let again = false;

  async function flushOnce() {
    const batch = await opts.db.withTenant({ tenantId: null, platform: true }, (tx) => claimQueued(tx, 20, MAX_ATTEMPTS));
    for (const m of batch) {
      try {
        await (await smtp()).sendMail({ from: opts.from, to: m.toAddress, subject: m.subject, text: m.text, html: m.html });
        await opts.db.withTenant({ tenantId: null, platform: true }, (tx) => markMail(tx, m.id, { status: 'sent', sentAt: new Date(), lastError: null, lockedUntil: null }));
      } catch (err) {
        const failed = m.attempts >= MAX_ATTEMPTS;
        opts.log.error({ err, mailId: m.id }, 'sending email failed');
        await opts.db.withTenant({ tenantId: null, platform: true }, (tx) =>
          markMail(tx, m.id, {
            status: failed ? 'failed' : 'queued',
            lastError: String((err as Error).message).slice(0, 500),
            lockedUntil: failed ? null : new Date(Date.now() + retryDelayMs(m.attempts)),
          }),
        );
      }
    }
    return batch.length;
  }

  return {
    /** Adds an email to the outbox inside the caller's transaction. */
    enqueue(tx: Tx, m: RenderedMail & { tenantId: string | null; to: string; template: string }) {
      return insertMail(tx, {
        tenantId: m.tenantId,
        toAddress: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        template: m.template,
        status: smtpUrl ? 'queued' : 'stored',
      });
    },
    /**
     * Sends one batch of what is queued; concurrent calls share one run. Called after an enqueuing
     * transaction commits, and every half minute to retry failures (up to MAX_ATTEMPTS).
     */
    flush(): Promise<void> {
      if (!smtpUrl) return Promise.resolve();
      // Mail enqueued while a run is under way is picked up by one more pass of that run.
      again = true;
      flushing ??= (async () => {
        try {
          while (again) {
            again = false;
            await flushOnce();
          }
        } catch (err) {
          opts.log.error({ err }, 'email outbox flush failed');
        } finally {
          flushing = null;
        }
      })();
      return flushing;
    },
    close() {
      void transport?.then((t) => t.close(), () => {});
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
