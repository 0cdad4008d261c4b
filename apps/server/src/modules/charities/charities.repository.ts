import { asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { charities, projects } from './charities.table.js';

/** Published charities of the current site, with their projects' goals and amounts raised summed. */
export async function listPublishedCharities(tx: Tx, limit: number, offset: number) {
  const cond = eq(charities.status, 'published');
  const totals = tx
    .select({
      charityId: projects.charityId,
      goal: sql<number>`sum(${projects.goalMinor})::bigint`.as('goal'),
      raised: sql<number>`sum(${projects.offlineRaisedMinor})::bigint`.as('raised'),
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(projects)
    .where(eq(projects.status, 'published'))
    .groupBy(projects.charityId)
    .as('totals');
  const [rows, [total]] = await Promise.all([
    tx
      .select({ charity: charities, goal: totals.goal, raised: totals.raised, projects: totals.n })
      .from(charities)
      .leftJoin(totals, eq(totals.charityId, charities.id))
      .where(cond)
      .orderBy(asc(charities.name))
      .limit(limit)
      .offset(offset),
    tx.select({ n: count() }).from(charities).where(cond),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function upsertCharity(tx: Tx, values: typeof charities.$inferInsert) {
  const [row] = await tx
    .insert(charities)
    .values(values)
    .onConflictDoUpdate({ target: [charities.tenantId, charities.slug], set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function upsertProject(tx: Tx, values: typeof projects.$inferInsert) {
  const [row] = await tx
    .insert(projects)
    .values(values)
    .onConflictDoUpdate({ target: [projects.tenantId, projects.slug], set: values })
    .returning();
  return row!;
}
