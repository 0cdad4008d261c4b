import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdRequired } from '../../db/columns.js';
import { users } from '../users/users.table.js';

/** A class of students; its code is how children find their class at login. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdRequired(),
    name: text('name').notNull(),
    /** Stored upper-case; matched case-insensitively. */
    code: text('code').notNull().unique(),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('classes_tenant_idx').on(t.tenantId)],
);

export const classStudents = pgTable(
  'class_students',
  {
    tenantId: tenantIdRequired(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.studentId] }), index('class_students_student_idx').on(t.studentId)],
);
