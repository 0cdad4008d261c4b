import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  DEMO_BULK_CLASS,
  DEMO_BULK_ENROLMENTS,
  DEMO_BULK_STUDENTS,
  DEMO_BULK_TEACHER,
} from '../../db/seed/content/bulk-enrolment.content.js';
import { hashPassword } from '../../lib/passwords.js';
import { addStudentsToClass, insertClass } from '../classes/classes.repository.js';
import { insertUser } from '../users/users.repository.js';
import { users } from '../users/users.table.js';
import { parseBulkCsv } from './bulk-enrolment.csv.js';
import { bulkEnrolments } from './bulk-enrolments.table.js';
import { applyCsv, bulkActor, enrolClass } from './bulk-enrolment.service.js';
import { findPublishedCourseBySlug } from './courses.repository.js';

/**
 * The bulk enrolment demo at Greenwood (platform scope): Year 3 Willow and its teacher, the class
 * enrolled by the school admin, and a CSV file applied by its teacher, through the same service
 * the API uses.
 */
export async function seedBulkEnrolments(tx: Tx, site: { greenwood: string; schoolAdminEmail: string; password: string }) {
  const passwordHash = await hashPassword(site.password);
  const teacher = await insertUser(tx, {
    tenantId: site.greenwood,
    role: 'teacher',
    firstName: DEMO_BULK_TEACHER.first_name,
    lastName: DEMO_BULK_TEACHER.last_name,
    email: DEMO_BULK_TEACHER.email,
    country: 'GB',
    passwordHash,
    emailVerifiedAt: new Date(),
  });
  const klass = await insertClass(tx, { tenantId: site.greenwood, name: DEMO_BULK_CLASS.name, code: DEMO_BULK_CLASS.code, teacherId: teacher.id });
  const students = [];
  for (const s of DEMO_BULK_STUDENTS) {
    students.push(
      await insertUser(tx, { tenantId: site.greenwood, role: 'student', firstName: s.first_name, lastName: s.last_name, username: s.username, passwordHash }),
    );
  }
  await addStudentsToClass(tx, site.greenwood, klass.id, students.map((s) => s.id));

  const [admin] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, site.greenwood), eq(sql`lower(${users.email})`, site.schoolAdminEmail.toLowerCase())))
    .limit(1);
  const reading = await findPublishedCourseBySlug(tx, DEMO_BULK_ENROLMENTS.classCourse);
  const climate = await findPublishedCourseBySlug(tx, DEMO_BULK_ENROLMENTS.csv.course);
  if (!admin || !reading || !climate) throw new Error('Bulk enrolment demo: the school admin or a demo course is missing');

  const byClass = await enrolClass(tx, bulkActor(admin), reading.id, klass.id);
  // One transaction gives both records the same time; the class came first, the day before.
  await tx.update(bulkEnrolments).set({ createdAt: sql`now() - interval '1 day'` }).where(eq(bulkEnrolments.id, byClass.id));
  const { csv } = DEMO_BULK_ENROLMENTS;
  const outcome = await applyCsv(tx, bulkActor(teacher), climate.id, csv.file_name, parseBulkCsv(Buffer.from(csv.content)));
  if (!outcome.applied) throw new Error(`Bulk enrolment demo: the demo file has errors: ${JSON.stringify(outcome.report.rows)}`);
}
