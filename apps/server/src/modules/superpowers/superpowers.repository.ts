import type { TSuperpowerProgramme, TSuperpowerStatus } from '@commonshelf/shared/superpowers/superpowers.schemas';
import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { superpowers } from './superpowers.table.js';

/** Queries of the superpower programmes; the platform admin runs them in the platform scope. */

export type SuperpowerFilter = { programme: TSuperpowerProgramme; search?: string | undefined };

const granter = alias(users, 'granter');
const revoker = alias(users, 'revoker');

function filterWhere(f: SuperpowerFilter): SQL[] {
  const w: SQL[] = [eq(superpowers.programme, f.programme)];
  // Every word must be found in the member's name or email.
  for (const word of (f.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const p = containsPattern(word);
    w.push(or(sql`${users.firstName} ilike ${p}`, sql`${users.lastName} ilike ${p}`, sql`${users.email} ilike ${p}`)!);
  }
  return w;
}

const statusWhere = (status: TSuperpowerStatus) => (status === 'active' ? isNull(superpowers.revokedAt) : isNotNull(superpowers.revokedAt));

const columns = {
  row: superpowers,
  user: users,
  siteName: tenants.schoolName,
  grantedByName: sql<string | null>`nullif(trim(concat(${granter.firstName}, ' ', ${granter.lastName})), '')`,
  revokedByName: sql<string | null>`nullif(trim(concat(${revoker.firstName}, ' ', ${revoker.lastName})), '')`,
};
export type SuperpowerRow = {
  row: typeof superpowers.$inferSelect;
  user: typeof users.$inferSelect;
  siteName: string | null;
  grantedByName: string | null;
  revokedByName: string | null;
};

const joined = (tx: Tx) =>
  tx
    .select(columns)
    .from(superpowers)
    .innerJoin(users, eq(users.id, superpowers.userId))
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(granter, eq(granter.id, superpowers.grantedBy))
    .leftJoin(revoker, eq(revoker.id, superpowers.revokedBy));

export async function listSuperpowers(tx: Tx, f: SuperpowerFilter, status: TSuperpowerStatus, limit: number, offset: number) {
  const w = and(...filterWhere(f), statusWhere(status));
  const [total] = await tx.select({ n: count() }).from(superpowers).innerJoin(users, eq(users.id, superpowers.userId)).where(w);
  // Active: the newest grants first; revoked: the latest revocations first.
  const order = status === 'active' ? desc(superpowers.grantedAt) : desc(superpowers.revokedAt);
  const rows = await joined(tx).where(w).orderBy(order, desc(superpowers.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

/** Memberships under the filter by status. */
export async function countByStatus(tx: Tx, f: SuperpowerFilter) {
  const [r] = await tx
    .select({
      active: sql<number>`count(*) filter (where ${superpowers.revokedAt} is null)`.mapWith(Number),
      revoked: sql<number>`count(*) filter (where ${superpowers.revokedAt} is not null)`.mapWith(Number),
    })
    .from(superpowers)
    .innerJoin(users, eq(users.id, superpowers.userId))
    .where(and(...filterWhere(f)));
  return { active: r?.active ?? 0, revoked: r?.revoked ?? 0 };
}

export async function findSuperpower(tx: Tx, id: string): Promise<SuperpowerRow | null> {
  const [r] = await joined(tx).where(eq(superpowers.id, id)).limit(1);
  return r ?? null;
}

/** The row, locked for a change. */
export async function lockSuperpower(tx: Tx, id: string) {
  const [r] = await tx.select().from(superpowers).where(eq(superpowers.id, id)).for('update').limit(1);
  return r ?? null;
}

/** The person, locked so two grants to them are decided one after the other. */
export async function lockUser(tx: Tx, id: string) {
  const [r] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return r ?? null;
}

export async function hasActiveGrant(tx: Tx, userId: string, programme: TSuperpowerProgramme) {
  const [r] = await tx
    .select({ id: superpowers.id })
    .from(superpowers)
    .where(and(eq(superpowers.userId, userId), eq(superpowers.programme, programme), isNull(superpowers.revokedAt)))
    .limit(1);
  return !!r;
}

export async function insertSuperpower(tx: Tx, values: typeof superpowers.$inferInsert) {
  const [r] = await tx.insert(superpowers).values(values).returning({ id: superpowers.id });
  return r!.id;
}

export async function revokeSuperpower(tx: Tx, id: string, by: string, reason: string) {
  await tx.update(superpowers).set({ revokedAt: sql`now()`, revokedBy: by, revokeReason: reason }).where(eq(superpowers.id, id));
}

/** Whose site a member belongs to (null: the main site), for their email's brand. */
export async function findTenant(tx: Tx, id: string) {
  const [r] = await tx.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return r ?? null;
}
