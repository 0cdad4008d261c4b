import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants, type TenantRow } from './tenants.table.js';

/** An active tenant by subdomain or own domain host. */
export async function findActiveTenantByHost(
  tx: Tx,
  where: { subdomain: string } | { domainHost: string },
): Promise<TenantRow | null> {
  const match = 'subdomain' in where ? eq(tenants.subdomain, where.subdomain) : eq(tenants.domainHost, where.domainHost);
  const [row] = await tx.select().from(tenants).where(and(match, eq(tenants.status, 'active'))).limit(1);
  return row ?? null;
}

export async function findTenantBySubdomain(tx: Tx, subdomain: string): Promise<TenantRow | null> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.subdomain, subdomain)).limit(1);
  return row ?? null;
}

export async function insertTenant(tx: Tx, values: typeof tenants.$inferInsert): Promise<TenantRow> {
  const [row] = await tx.insert(tenants).values(values).returning();
  return row!;
}

export async function updateTenant(tx: Tx, id: string, values: Partial<typeof tenants.$inferInsert>): Promise<void> {
  await tx.update(tenants).set({ ...values, updatedAt: new Date() }).where(eq(tenants.id, id));
}

export async function findCommunityPasswordVersion(tx: Tx, tenantId: string): Promise<number | null> {
  const [row] = await tx
    .select({ v: tenants.communityPasswordVersion })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.v ?? null;
}
