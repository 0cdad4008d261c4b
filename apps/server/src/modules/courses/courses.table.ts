import { sql } from 'drizzle-orm';
import { integer, jsonb, pgEnum, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { COURSE_KINDS } from '@commonshelf/shared/courses/courses.schemas';
import { createdAt, tenantIdNullable, updatedAt } from '../../db/columns.js';
import { modes } from '../modes/modes.table.js';

export const courseKind = pgEnum('course_kind', COURSE_KINDS);
export const courseStatus = pgEnum('course_status', ['draft', 'published']);

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    kind: courseKind('kind').notNull().default('course'),
    descriptionHtml: text('description_html').notNull().default(''),
    sustainabilityDetails: jsonb('sustainability_details')
      .$type<{ title: string; thumbnail: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sdgs: smallint('sdgs').array().notNull().default(sql`'{}'::smallint[]`),
    modeId: integer('mode_id').references(() => modes.id, { onDelete: 'set null' }),
    cover: text('cover'),
    status: courseStatus('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('courses_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct()],
);

export const chapters = pgTable(
  'chapters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [unique('chapters_course_slug').on(t.courseId, t.slug)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(10),
    contentHtml: text('content_html').notNull().default(''),
  },
  (t) => [unique('lessons_chapter_slug').on(t.chapterId, t.slug)],
);
