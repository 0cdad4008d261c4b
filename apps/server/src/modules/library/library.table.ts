import { getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdNullable, tenantIdRequired, updatedAt } from '../../db/columns.js';
import { projects } from '../charities/charities.table.js';
import { modes } from '../modes/modes.table.js';
import { users } from '../users/users.table.js';

/** A tsvector column (drizzle has no built-in type for it); read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A book's full-text document: title (weight A), authors (B) and description (C), stored in
 * `books.search_doc` (generated) and indexed by `books_search_idx`. `cs_words` is the immutable
 * join of a text array that a generated column needs (migration 0021).
 */
export const bookSearchDoc = (b: { title: SQLWrapper; authors: SQLWrapper; description: SQLWrapper }) =>
  sql`(setweight(to_tsvector('simple', ${b.title}), 'A') || setweight(to_tsvector('simple', cs_words(${b.authors})), 'B') || setweight(to_tsvector('simple', ${b.description}), 'C'))`;

export const publicationStatus = pgEnum('publication_status', ['draft', 'pending', 'published', 'rejected']);

/** How a book's content is held: pages (image + text each, in book_pages), or one PDF or EPUB file. */
export const bookFormat = pgEnum('book_format', ['pages', 'pdf', 'epub']);

/** The fixed set of reactions a reader can give a book or a story. */
export const REACTION_KINDS = ['love', 'wow', 'learned', 'funny', 'inspired'] as const;
export const reactionKind = pgEnum('reaction_kind', REACTION_KINDS);

/** Moderation fields shared by books and stories: who reviewed, when, and why a rejection. */
const moderation = () => ({
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  rejectionReason: text('rejection_reason'),
});

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
  (t) => [
    unique('book_categories_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct(),
    // One name per owner, whatever its case: the platform's among themselves, each school's among its own.
    uniqueIndex('book_categories_platform_name').on(sql`lower(btrim(${t.name}))`).where(sql`${t.tenantId} is null`),
    uniqueIndex('book_categories_tenant_name').on(t.tenantId, sql`lower(btrim(${t.name}))`).where(sql`${t.tenantId} is not null`),
  ],
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
    format: bookFormat('format').notNull().default('pages'),
    /** The PDF or EPUB file (storage key) of a book in that format. */
    fileKey: text('file_key'),
    fileSize: integer('file_size'),
    ...moderation(),
    /**
     * A school's book proposed for the platform-wide library: null (not proposed), pending, published
     * (a platform-wide copy exists, `source_book_id` pointing back here) or rejected (with a reason).
     */
    platformStatus: publicationStatus('platform_status'),
    platformRejectionReason: text('platform_rejection_reason'),
    searchDoc: tsvector('search_doc').generatedAlwaysAs((): SQL => bookSearchDoc({ title: books.title, authors: books.authors, description: books.description })),
    sourceBookId: integer('source_book_id').references((): AnyPgColumn => books.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('books_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct(),
    index('books_tenant_status_idx').on(t.tenantId, t.status),
    index('books_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // The library's and the combined search's lookups, and the catalogue's default and newest-first
    // orders, walked in order so a page stops after its rows even with a million published books.
    index('books_search_idx').using('gin', t.searchDoc).where(sql`${t.status} = 'published'`),
    index('books_browse_idx').on(t.featured.desc().nullsFirst(), t.publishedAt.desc().nullsLast(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'published'`),
    // The library's filtered counts ("1,000+ books") read this index alone (an index-only scan)
    // instead of the wide rows: a language and level filter over a million books reads a few dozen
    // index pages where a scan of the table read five hundred heap pages a request. It holds every
    // column the library filters on, and the tenant rule's tenant_id last, so the rows another site
    // sees are spread among this site's and not walked in a block before them.
    index('books_filter_idx')
      .on(t.language, t.readingLevel, t.categoryId, t.format, t.modeId, t.featured, t.ageMin, t.ageMax, t.tenantId)
      .where(sql`${t.status} = 'published'`),
    // The same, category first: a book page's related books walk it for the first books of the
    // same category and language in the library's order (its first five columns), and a count
    // filtered by category reads that category's entries alone where the index above is read whole.
    index('books_category_idx')
      .on(
        t.categoryId,
        t.language,
        t.featured.desc().nullsFirst(),
        t.publishedAt.desc().nullsLast(),
        t.id.desc().nullsFirst(),
        t.readingLevel,
        t.format,
        t.modeId,
        t.ageMin,
        t.ageMax,
        t.tenantId,
      )
      .where(sql`${t.status} = 'published'`),
    index('books_newest_idx').on(t.publishedAt.desc().nullsLast(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'published'`),
    check('books_file_format', sql`(${t.format} = 'pages') = (${t.fileKey} is null)`),
  ],
);

/**
 * A book's columns for reading it out: all but its search document, which only the database's
 * search reads (it is as large as the title, authors and description together, and every list would
 * fetch and parse it to throw it away).
 */
const { searchDoc: _searchDoc, ...readableColumns } = getTableColumns(books);
export const bookColumns = readableColumns;
export type BookRow = Omit<typeof books.$inferSelect, 'searchDoc'>;

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
    summary: text('summary').notNull().default(''),
    cover: text('cover'),
    categoryId: integer('category_id').references(() => bookCategories.id, { onDelete: 'set null' }),
    sdgs: smallint('sdgs').array().notNull().default(sql`'{}'::smallint[]`),
    /** The story wizard's last saved step (uploadblogsteps/:slug). */
    wizardStep: smallint('wizard_step').notNull().default(1),
    ...moderation(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('stories_tenant_slug').on(t.tenantId, t.slug), index('stories_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`)],
);

/**
 * A reader's reaction to a book or a story (exactly one of the two); one row per reader, item and
 * kind. Belongs to the reader's site: a private row.
 */
export const reactions = pgTable(
  'reactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'cascade' }),
    storyId: integer('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    kind: reactionKind('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reactions_user_book_kind').on(t.userId, t.bookId, t.kind),
    unique('reactions_user_story_kind').on(t.userId, t.storyId, t.kind),
    index('reactions_book_idx').on(t.bookId),
    index('reactions_story_idx').on(t.storyId),
    check('reactions_one_item', sql`(${t.bookId} is null) <> (${t.storyId} is null)`),
  ],
);

/** Where a reader is in a book (a page number, or an EPUB location), kept per reader. Private row. */
export const readingPositions = pgTable(
  'reading_positions',
  {
    tenantId: tenantIdNullable(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    position: jsonb('position').$type<{ page?: number; cfi?: string; progress?: number }>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] })],
);

/** One opening of a book in the reader: what the impact counts. Belongs to the reader's site. */
export const bookReads = pgTable(
  'book_reads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** Null for a visitor's reading. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('book_reads_book_idx').on(t.bookId), index('book_reads_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** A partner or community library: where it is, its photos, its books and the project that funded it. */
export const libraries = pgTable(
  'libraries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    place: text('place').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    description: text('description').notNull().default(''),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    booksCount: integer('books_count').notNull().default(0),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    openedOn: text('opened_on'),
    status: publicationStatus('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('libraries_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct(), check('libraries_books_count', sql`${t.booksCount} >= 0`)],
);
