import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantIdNullable } from '../../db/columns.js';
import { courses } from '../courses/courses.table.js';
import { courseEnrollments } from '../courses/enrollments.table.js';
import { userRole, users } from '../users/users.table.js';

/**
 * A course certificate. The id is random and public (it is printed and put in a QR code), never
 * sequential; the names are snapshots, so a certificate reads the same after a rename. Belongs to
 * the learner's site, like the enrolment.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    tenantId: tenantIdNullable(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the course is deleted: the certificate stays valid on its snapshots. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    enrollmentId: uuid('enrollment_id').references(() => courseEnrollments.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    learnerFirstName: text('learner_first_name').notNull(),
    learnerLastName: text('learner_last_name').notNull(),
    /** The learner's role when issued: students' names are shortened on the public verification page. */
    learnerRole: userRole('learner_role').notNull(),
    courseName: text('course_name').notNull(),
  },
  (t) => [unique('certificates_user_course').on(t.userId, t.courseId)],
);

export type CertificateRow = typeof certificates.$inferSelect;
