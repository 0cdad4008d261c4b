import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantIdNullable } from '../../db/columns.js';
import { books, publicationStatus } from '../library/library.table.js';
import { users } from '../users/users.table.js';

/**
 * A book's status history: one row per change (created as a draft, sent for review, approved,
 * sent back with a reason, unpublished…), with who made it. A content row of the book's owner,
 * like the book itself; it goes with the book.
 */
export const bookStatusEvents = pgTable(
  'book_status_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null when the book was created in `to_status`. */
    fromStatus: publicationStatus('from_status'),
    toStatus: publicationStatus('to_status').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('book_status_events_book_idx').on(t.bookId, t.createdAt)],
);
