import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantIdNullable, updatedAt } from '../../db/columns.js';
import { users } from '../users/users.table.js';

/**
 * The public site's editable pages: the platform's (tenant_id null), read by every site, and a
 * school's own about and contact pages (tenant_id set), read on its site instead. `body_md` is what
 * the editor wrote; `body_html` is its sanitised rendering, made once when it is saved.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyMd: text('body_md').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** The number of the latest revision, which holds the same text. */
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_pages_site_slug').on(sql`coalesce(${t.tenantId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.slug),
    check('content_pages_version_positive', sql`${t.version} > 0`),
  ],
);

/** Every saved version of a page, kept so an editor can see and restore an earlier one. */
export const contentPageRevisions = pgTable(
  'content_page_revisions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    pageId: uuid('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    tenantId: tenantIdNullable(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyMd: text('body_md').notNull(),
    /** The version this one brought back, when it was made by restoring. */
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('content_page_revisions_page_version').on(t.pageId, t.version), index('content_page_revisions_tenant_idx').on(t.tenantId)],
);

export type ContentPageRow = typeof contentPages.$inferSelect;
export type ContentPageRevisionRow = typeof contentPageRevisions.$inferSelect;
