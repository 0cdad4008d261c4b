import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantIdNullable } from '../../db/columns.js';

/** queued: waiting for SMTP; sent: accepted by SMTP; failed: gave up; stored: no SMTP configured, kept here only. */
export const mailStatus = pgEnum('mail_status', ['queued', 'sent', 'failed', 'stored']);

/** Every email the product sends, written in the same transaction as what caused it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * Not to be claimed before this: while one sender holds the email (a lease, so a sender that
     * died lets it go), and between retries (the backoff).
     */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);
