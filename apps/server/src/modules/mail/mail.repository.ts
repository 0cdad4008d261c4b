import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mailOutbox } from './mail.table.js';

export async function insertMail(tx: Tx, values: typeof mailOutbox.$inferInsert) {
  const [row] = await tx.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row!;
}

/** Claims up to n queued emails to send, so two senders never send one twice. */
export async function claimQueued(tx: Tx, n: number, maxAttempts: number) {
  return tx
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      inArray(
        mailOutbox.id,
        tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'queued'), lt(mailOutbox.attempts, maxAttempts)))
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
