import {
  EMAIL_MSG as MSG,
  type TEmail,
  type TEmailDetail,
  type TEmailPage,
  type TEmailResent,
  type ZEmailListQuery,
} from '@commonshelf/shared/mail/email-monitoring.schemas';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/http-errors.js';
import { requirePlatformAdmin } from '../auth/admin-guards.js';
import type { Run } from '../auth/auth.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './mail.repository.js';
import type { Mailer } from './mail.service.js';

/**
 * The platform admin's view of the outbox: every email of every site, in the platform scope. The
 * HTML body never leaves (the text version says the same), so no message's markup runs in the
 * admin's page.
 */

export type EmailMonitoringCtx = { platform: Run; mailer: Mailer };

/** The platform admin, on the main site; anyone else is refused. */
export const requireEmailMonitor = (user: UserRow | null, site: TenantRow | null) => requirePlatformAdmin(user, site, MSG.notPlatformAdmin);

type ListRow = Awaited<ReturnType<typeof repo.listMail>>['rows'][number];

const present = (r: ListRow): TEmail => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  template: r.template,
  status: r.status,
  attempts: r.attempts,
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  sent_at: r.sentAt?.toISOString() ?? null,
  site: r.tenantId ? { id: r.tenantId, name: r.siteName ?? '' } : null,
});

export async function listEmails(ctx: EmailMonitoringCtx, q: z.output<typeof ZEmailListQuery>): Promise<Omit<TEmailPage, 'next' | 'previous'>> {
  const filter: repo.MailFilter = { status: q.status === 'all' ? undefined : q.status, template: q.template || undefined, search: q.search };
  return ctx.platform(async (tx) => {
    const { count, rows } = await repo.listMail(tx, filter, q.limit, q.offset);
    const perStatus = await repo.countMailByStatus(tx, filter);
    const n = (s: 'queued' | 'sent' | 'failed' | 'stored') => perStatus.get(s) ?? 0;
    return {
      count,
      results: rows.map(present),
      counts: { all: n('queued') + n('sent') + n('failed') + n('stored'), queued: n('queued'), sent: n('sent'), failed: n('failed'), stored: n('stored') },
      templates: await repo.mailTemplates(tx),
    };
  });
}

/**
 * The secrets a message carries (password-reset, verification, invitation and order links) are
 * hidden: the admin sees that a link was sent, never one they could use as its recipient.
 */
export const hideLinkSecrets = (text: string) => text.replace(/([#?&](?:token|t)=)[^\s&#"'<>]+/g, '$1[hidden]');

export async function getEmail(ctx: EmailMonitoringCtx, id: string): Promise<TEmailDetail> {
  const row = await ctx.platform((tx) => repo.findMail(tx, id));
  if (!row) throw notFound(MSG.notFound);
  return { ...present(row), text: hideLinkSecrets(row.text) };
}

/**
 * Sends an email again. A failed one goes back to the queue with its attempts reset; a sent or
 * kept one is copied as a new message (its record stays as it was). One waiting already: 409.
 */
export async function resendEmail(ctx: EmailMonitoringCtx, id: string, smtp: boolean): Promise<TEmailResent> {
  const resentId = await ctx.platform(async (tx) => {
    const row = await repo.findMail(tx, id);
    if (!row) throw notFound(MSG.notFound);
    if (row.status === 'queued') throw conflict(MSG.alreadyQueued);
    if (row.status === 'failed' && smtp) {
      await repo.markMail(tx, row.id, { status: 'queued', attempts: 0, lastError: null, lockedUntil: null });
      return row.id;
    }
    const copy = await ctx.mailer.enqueue(tx, { tenantId: row.tenantId, to: row.toAddress, subject: row.subject, text: row.text, html: row.html, template: row.template });
    return copy.id;
  });
  // Sent after the commit, like every other email; the list shows how it went.
  await ctx.mailer.flush();
  const { text: _text, ...email } = await getEmail(ctx, resentId);
  return { email, message: smtp ? MSG.resentQueued : MSG.resentStored };
}
