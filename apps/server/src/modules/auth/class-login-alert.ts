import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { classes } from '../classes/classes.table.js';
import { CLASS_LOGIN_ALERT_MAIL, renderTemplate } from '../mail/mail.templates.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { mailContext } from './recovery.service.js';

/** Wrong passwords on one class's accounts, within the failure window, that tell its teacher. */
export const CLASS_ALERT_AT = 20;

/**
 * Emails a class's teacher that many wrong passwords were tried on the class: once per window (the
 * caller sends it when the count reaches CLASS_ALERT_AT). A class without a teacher, or a teacher
 * without an email, has nobody to tell. Returns whether an email was queued.
 */
export async function alertClassTeacher(app: FastifyInstance, tx: Tx, classId: string, failures: number, windowMinutes: number): Promise<boolean> {
  const [row] = await tx
    .select({ klass: classes, teacher: users, tenant: tenants })
    .from(classes)
    .innerJoin(tenants, eq(tenants.id, classes.tenantId))
    .leftJoin(users, eq(users.id, classes.teacherId))
    .where(eq(classes.id, classId));
  if (!row?.teacher?.email || !row.teacher.isActive) return false;
  const { base, brand } = mailContext(app, row.tenant);
  const mail = renderTemplate(brand, row.teacher.language, CLASS_LOGIN_ALERT_MAIL, {
    firstName: row.teacher.firstName,
    className: row.klass.name,
    failures,
    minutes: windowMinutes,
    classesUrl: `${base}/dashboard`,
  });
  await app.mailer.enqueue(tx, { ...mail, tenantId: row.klass.tenantId, to: row.teacher.email, template: 'class_login_alert' });
  return true;
}
