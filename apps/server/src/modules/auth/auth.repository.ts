import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users, type UserRow } from '../users/users.table.js';
import { authSessions, oneTimeTokens, refreshTokens } from './auth.table.js';

/** An account on the current site by email (adults) or username (students); RLS keeps it to the site. */
export async function findUserByLogin(tx: Tx, username: string): Promise<UserRow | null> {
  const match = username.includes('@')
    ? eq(sql`lower(${users.email})`, username.toLowerCase())
    : and(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(users.role, 'student'));
  const [row] = await tx.select().from(users).where(match).limit(1);
  return row ?? null;
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertSession(tx: Tx, values: typeof authSessions.$inferInsert) {
  const [row] = await tx.insert(authSessions).values(values).returning();
  return row!;
}

export async function insertRefreshToken(tx: Tx, values: typeof refreshTokens.$inferInsert) {
  await tx.insert(refreshTokens).values(values);
}

/**
 * Marks a live refresh token used, atomically: of two concurrent rotations of one token, exactly
 * one gets a row back (the other waits on the row lock, then sees used_at set).
 */
export async function claimRefreshToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, new Date())))
    .returning({ sessionId: refreshTokens.sessionId });
  return row ?? null;
}

export async function findRefreshToken(tx: Tx, tokenHash: string) {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** A live session with its user, for authenticating a request. */
export async function findLiveSession(tx: Tx, sessionId: string) {
  const [row] = await tx
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(tx: Tx, sessionId: string) {
  await tx.update(authSessions).set({ lastUsedAt: new Date() }).where(eq(authSessions.id, sessionId));
}

export async function revokeSession(tx: Tx, sessionId: string, reason: string) {
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeUserSessions(tx: Tx, userId: string, reason: string) {
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

export async function insertOneTimeToken(tx: Tx, values: typeof oneTimeTokens.$inferInsert) {
  await tx.insert(oneTimeTokens).values(values);
}

/** Uses a live one-time token of a kind, once; null if unknown, used or expired. */
export async function consumeOneTimeToken(tx: Tx, tokenHash: string, kind: (typeof oneTimeTokens.$inferSelect)['kind']) {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row ?? null;
}

export async function updateUser(tx: Tx, id: string, values: Partial<typeof users.$inferInsert>) {
  await tx.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id));
}
