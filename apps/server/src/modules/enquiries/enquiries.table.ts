import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from '@commonshelf/shared/site/enquiries.schemas';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdNullable } from '../../db/columns.js';
import { users } from '../users/users.table.js';

export const enquiryKind = pgEnum('enquiry_kind', ENQUIRY_KINDS);
export const enquiryStatus = pgEnum('enquiry_status', ENQUIRY_STATUSES);

/**
 * What visitors send through the public forms, on the site they sent it from (tenant_id null: the
 * main site). A private row: the platform scope reads them all, a school's admins their own site's.
 * `details` holds the fields of one kind (a tour's date and time, a school's size), validated by
 * the kind's schema; `file_key` is a problem report's screenshot in private storage.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    kind: enquiryKind('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organisation: text('organisation'),
    message: text('message').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    fileKey: text('file_key'),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    /** The account it was sent from, if the sender was signed in; erased with the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: enquiryStatus('status').notNull().default('new'),
    /** The admin's note on how it was handled. */
    note: text('note').notNull().default(''),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
    index('enquiries_user_idx').on(t.userId),
    check('enquiries_handled', sql`(${t.status} = 'new') = (${t.handledAt} is null)`),
  ],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
