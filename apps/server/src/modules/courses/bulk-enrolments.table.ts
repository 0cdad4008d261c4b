import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdNullable } from '../../db/columns.js';
import { classes } from '../classes/classes.table.js';
import { users } from '../users/users.table.js';
import { courses } from './courses.table.js';

export const bulkEnrolmentSource = pgEnum('bulk_enrolment_source', ['class', 'csv']);

/** The record of one applied bulk enrolment (a class or a CSV file into a course): who, what, how many. */
export const bulkEnrolments = pgTable(
  'bulk_enrolments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: bulkEnrolmentSource('source').notNull(),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    rowCount: integer('row_count').notNull(),
    enrolledCount: integer('enrolled_count').notNull(),
    alreadyEnrolledCount: integer('already_enrolled_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bulk_enrolments_course_idx').on(t.courseId)],
);
