import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdNullable } from '../../db/columns.js';
import { users } from '../users/users.table.js';
import { courses, lessonQuizzes, lessons } from './courses.table.js';

// Learners' records belong to the learner's site (tenant_id of the user; null for main-site
// learners), whichever site owns the course: private rows under row-level security.

/** One learner in one course. */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** "Resume where you left off". */
    lastLessonId: integer('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }),
    /** Every lesson complete and every quiz passed; the certificate is issued at the same moment. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [unique('course_enrollments_user_course').on(t.userId, t.courseId), index('course_enrollments_course_idx').on(t.courseId)],
);

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    tenantId: tenantIdNullable(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => courseEnrollments.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.lessonId] })],
);

/** Every quiz attempt is kept; the best one counts. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => courseEnrollments.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => lessonQuizzes.id, { onDelete: 'cascade' }),
    answers: smallint('answers').array().notNull(),
    score: smallint('score').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_attempts_enrollment_quiz_idx').on(t.enrollmentId, t.quizId)],
);

export type EnrollmentRow = typeof courseEnrollments.$inferSelect;
