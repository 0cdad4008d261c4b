import type { Tx } from '../../db/client.js';
import { classes, classStudents } from './classes.table.js';

export async function insertClass(tx: Tx, values: typeof classes.$inferInsert) {
  const [row] = await tx.insert(classes).values({ ...values, code: values.code.toUpperCase() }).returning();
  return row!;
}

export async function addStudentsToClass(tx: Tx, tenantId: string, classId: string, studentIds: string[]) {
  if (!studentIds.length) return;
  await tx.insert(classStudents).values(studentIds.map((studentId) => ({ tenantId, classId, studentId })));
}
