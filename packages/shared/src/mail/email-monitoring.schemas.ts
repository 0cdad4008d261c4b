import { z } from 'zod';

/**
 * Email monitoring for the platform admin (`/admin-panel/email-monitoring`): every message in the
 * outbox with its status, attempts and last error, and a way to send one again.
 */

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'stored'] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];

export const EMAIL_MSG = {
  notPlatformAdmin: 'Only the platform admin monitors email, on the main site.',
  notFound: 'This email does not exist.',
  alreadyQueued: 'This email is already waiting to be sent.',
  resentQueued: 'The email is queued and will be sent in a moment.',
  resentStored: 'A copy is kept in the outbox: this server has no SMTP server to send it through.',
} as const;

export const ZEmailListQuery = z.object({
  status: z.enum(['all', ...MAIL_STATUSES]).default('all'),
  template: z.string().trim().max(60).optional(),
  /** Words of the address or the subject. */
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TEmailListQuery = z.input<typeof ZEmailListQuery>;

export const ZEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** The school or organisation whose site sent it; null for the main site. */
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TEmail = z.infer<typeof ZEmail>;

export const ZEmailDetail = ZEmail.extend({ text: z.string() });
export type TEmailDetail = z.infer<typeof ZEmailDetail>;

export const ZEmailPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZEmail),
  /** Messages per status over the whole outbox (the filter tabs' counts). */
  counts: z.object({ all: z.number().int(), queued: z.number().int(), sent: z.number().int(), failed: z.number().int(), stored: z.number().int() }),
  /** The kinds of email the outbox holds, for the filter. */
  templates: z.array(z.string()),
});
export type TEmailPage = z.infer<typeof ZEmailPage>;

export const ZEmailResent = z.object({ email: ZEmail, message: z.string() });
export type TEmailResent = z.infer<typeof ZEmailResent>;
