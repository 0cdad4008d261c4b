import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdNullable, updatedAt } from '../../db/columns.js';
import { courseStatus } from '../courses/courses.table.js';
import { books } from '../library/library.table.js';
import { modes } from '../modes/modes.table.js';
import { users } from '../users/users.table.js';

/** SDG challenges, comprehension corners (about one book) and the letter challenge. */
export const challengeKind = pgEnum('challenge_kind', ['sdg', 'comprehension', 'letter']);

/** What a learner may hand in for a challenge. */
export type ChallengeSubmissionType = 'text' | 'image' | 'file';

/** Material offered with a challenge: a stored file or a link (exactly one of the two). */
export type ChallengeResource = { title: string; url?: string; fileKey?: string };

export const challenges = pgTable(
  'challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    slug: text('slug').notNull(),
    kind: challengeKind('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** The prompt, sanitised rich text. */
    promptHtml: text('prompt_html').notNull().default(''),
    cover: text('cover'),
    sdgs: smallint('sdgs').array().notNull().default(sql`'{}'::smallint[]`),
    modeId: integer('mode_id').references(() => modes.id, { onDelete: 'set null' }),
    /** The book a comprehension corner is about. */
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    resources: jsonb('resources').$type<ChallengeResource[]>().notNull().default(sql`'[]'::jsonb`),
    submissionTypes: text('submission_types')
      .array()
      .$type<ChallengeSubmissionType[]>()
      .notNull()
      .default(sql`'{text}'::text[]`),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    status: courseStatus('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('challenges_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct(), index('challenges_kind_idx').on(t.kind)],
);

/**
 * One learner's entry to one challenge (editable until the challenge closes). Belongs to the
 * learner's site, whichever site owns the challenge: a private row under row-level security.
 */
export const challengeSubmissions = pgTable(
  'challenge_submissions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text'),
    /** An uploaded image or file (storage key), with the name and type it was checked to be. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    /** Featured by the learner's teacher (or an admin). */
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    featuredBy: uuid('featured_by').references(() => users.id, { onDelete: 'set null' }),
    /** A letter chosen for the Dear World book. */
    dearWorldAt: timestamp('dear_world_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('challenge_submissions_challenge_user').on(t.challengeId, t.userId),
    index('challenge_submissions_user_idx').on(t.userId),
    check('challenge_submissions_not_empty', sql`${t.text} is not null or ${t.fileKey} is not null`),
  ],
);

export type ChallengeRow = typeof challenges.$inferSelect;
export type ChallengeSubmissionRow = typeof challengeSubmissions.$inferSelect;
