import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdNullable, tenantIdRequired, updatedAt } from '../../db/columns.js';
import { modes } from '../modes/modes.table.js';
import { users } from '../users/users.table.js';

export const publicationStatus = pgEnum('publication_status', ['draft', 'pending', 'published', 'rejected']);

export const bookCategories = pgTable(
  'book_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [unique('book_categories_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct()],
);

export const books = pgTable(
  'books',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    authors: text('authors').array().notNull().default(sql`'{}'::text[]`),
    illustrator: text('illustrator'),
    description: text('description').notNull().default(''),
    cover: text('cover'),
    language: text('language').notNull(),
    readingLevel: smallint('reading_level').notNull(),
    ageMin: smallint('age_min'),
    ageMax: smallint('age_max'),
    categoryId: integer('category_id').references(() => bookCategories.id, { onDelete: 'set null' }),
    featured: boolean('featured').notNull().default(false),
    sdgs: smallint('sdgs').array().notNull().default(sql`'{}'::smallint[]`),
    modeId: integer('mode_id').references(() => modes.id, { onDelete: 'set null' }),
    license: text('license').notNull().default('All rights reserved'),
    status: publicationStatus('status').notNull().default('draft'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('books_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct(),
    index('books_tenant_status_idx').on(t.tenantId, t.status),
  ],
);

/** Pages of a picture book: text and an optional image each. */
export const bookPages = pgTable(
  'book_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    pageNo: smallint('page_no').notNull(),
    text: text('text').notNull().default(''),
    image: text('image'),
  },
  (t) => [unique('book_pages_book_page').on(t.bookId, t.pageNo)],
);

/** Stories children and teachers write; always owned by a tenant. */
export const stories = pgTable(
  'stories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdRequired(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull().default('en'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: publicationStatus('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('stories_tenant_slug').on(t.tenantId, t.slug)],
);
