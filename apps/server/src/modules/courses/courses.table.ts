import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { COURSE_KINDS } from '@commonshelf/shared/courses/courses.schemas';
import type { TQuizDefinition } from '@commonshelf/shared/courses/learning.schemas';
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
    /** "What you will learn"; the course page falls back to the chapter titles when empty. */
    outcomes: text('outcomes').array().notNull().default(sql`'{}'::text[]`),
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
    /** A YouTube or Vimeo address, shown through their privacy-friendly embed players only. */
    videoUrl: text('video_url'),
    /** An uploaded video's storage key (served under /media/). */
    videoKey: text('video_key'),
  },
  (t) => [unique('lessons_chapter_slug').on(t.chapterId, t.slug)],
);

/** Downloadable material of a lesson: a stored file or a link. Tenant of the lesson's course. */
export const lessonResources = pgTable(
  'lesson_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileKey: text('file_key'),
    url: text('url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('lesson_resources_file_or_url', sql`(${t.fileKey} is null) <> (${t.url} is null)`),
    index('lesson_resources_lesson_idx').on(t.lessonId, t.position),
  ],
);

/** A lesson's multiple-choice quiz (at most one a lesson); the correct answers never leave the server. */
export const lessonQuizzes = pgTable(
  'lesson_quizzes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    lessonId: integer('lesson_id')
      .notNull()
      .unique()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    passMark: smallint('pass_mark').notNull().default(60),
    questions: jsonb('questions').$type<TQuizDefinition['questions']>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('lesson_quizzes_pass_mark', sql`${t.passMark} between 0 and 100`)],
);

export type CourseRow = typeof courses.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type LessonQuizRow = typeof lessonQuizzes.$inferSelect;
