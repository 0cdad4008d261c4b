import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { tenants } from '../tenants/tenants.table.js';
import { mailOutbox, type mailStatus } from './mail.table.js';

export async function insertMail(tx: Tx, values: typeof mailOutbox.$inferInsert) {
  const [row] = await tx.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row!;
}

/** How long a sender holds a claimed email before another may take it (a sender that died). */
export const MAIL_LEASE_SECONDS = 300;

/**
 * Claims up to n queued emails to send: each is leased to this sender for MAIL_LEASE_SECONDS, so
 * two senders (two instances) never send one twice, and one a sender never finished is sent again
 * after the lease. Emails waiting out a retry's backoff are not due yet.
 */
export async function claimQueued(tx: Tx, n: number, maxAttempts: number) {
  return tx
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${MAIL_LEASE_SECONDS})` })
    .where(
      inArray(
        mailOutbox.id,
        tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.status, 'queued'),
              lt(mailOutbox.attempts, maxAttempts),
              or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
            ),
          )
          .orderBy(asc(mailOutbox.createdAt))
          .limit(n)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
}

export async function markMail(tx: Tx, id: string, values: Partial<typeof mailOutbox.$inferInsert>) {
  await tx.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));
}

// Email monitoring (the platform admin's view of the outbox). Run in the platform scope.

export type MailFilter = { status?: (typeof mailStatus.enumValues)[number] | undefined; template?: string | undefined; search?: string | undefined };

function mailWhere(f: MailFilter, withStatus: boolean): SQL | undefined {
  const where: SQL[] = [];
  if (withStatus && f.status) where.push(eq(mailOutbox.status, f.status));
  if (f.template) where.push(eq(mailOutbox.template, f.template));
  const search = f.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern))!);
  }
  return where.length ? and(...where) : undefined;
}

const listColumns = {
  id: mailOutbox.id,
  tenantId: mailOutbox.tenantId,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  template: mailOutbox.template,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  siteName: tenants.schoolName,
};

/** A page of the outbox, newest first, with the site that sent each message. */
export async function listMail(tx: Tx, f: MailFilter, limit: number, offset: number) {
  const where = mailWhere(f, true);
  const [total] = await tx.select({ n: count() }).from(mailOutbox).where(where);
  const rows = await tx
    .select(listColumns)
    .from(mailOutbox)
    .leftJoin(tenants, eq(tenants.id, mailOutbox.tenantId))
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

/** Messages per status under the same template and search (the filter tabs' counts). */
export async function countMailByStatus(tx: Tx, f: MailFilter) {
  const rows = await tx.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).where(mailWhere(f, false)).groupBy(mailOutbox.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export async function mailTemplates(tx: Tx): Promise<string[]> {
  const rows = await tx.selectDistinct({ template: mailOutbox.template }).from(mailOutbox).orderBy(asc(mailOutbox.template));
  return rows.map((r) => r.template);
}

export async function findMail(tx: Tx, id: string) {
  const [row] = await tx
    .select({ ...listColumns, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .leftJoin(tenants, eq(tenants.id, mailOutbox.tenantId))
    .where(eq(mailOutbox.id, id))
    .for('update', { of: mailOutbox });
  return row ?? null;
}
