import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../users/users.table.js';
import { tenantInvitations, tenants, type TenantRow } from './tenants.table.js';

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

// --- Self-registration and organizations' school invitations (tenant-registration.*).

/** Any tenant, whatever its status, whose domain_url has this host. */
export async function findTenantByDomainHost(tx: Tx, domainHost: string): Promise<TenantRow | null> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.domainHost, domainHost)).limit(1);
  return row ?? null;
}

export type TenantInvitationRow = typeof tenantInvitations.$inferSelect;

/**
 * An unused, unexpired school invitation of an active organization, with the organization's name.
 * tenant_invitations is row-level secured: run it in the platform scope (or the organization's).
 */
export async function findUsableTenantInvitation(
  tx: Tx,
  tokenHash: string,
): Promise<{ invitation: TenantInvitationRow; organizationId: string; organizationName: string } | null> {
  const [row] = await tx
    .select({ invitation: tenantInvitations, organizationId: tenants.id, organizationName: tenants.schoolName })
    .from(tenantInvitations)
    .innerJoin(tenants, eq(tenants.id, tenantInvitations.tenantId))
    .where(
      and(
        eq(tenantInvitations.tokenHash, tokenHash),
        isNull(tenantInvitations.usedAt),
        gt(tenantInvitations.expiresAt, sql`now()`),
        eq(tenants.isOrganization, true),
        eq(tenants.status, 'active'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertTenantInvitation(tx: Tx, values: typeof tenantInvitations.$inferInsert): Promise<TenantInvitationRow> {
  const [row] = await tx.insert(tenantInvitations).values(values).returning();
  return row!;
}

/**
 * Marks an invitation used by a new tenant, if it still is usable. Of two transactions using one
 * token, the second waits for the first's row lock and then matches nothing: false.
 */
export async function claimTenantInvitation(tx: Tx, id: string, usedByTenantId: string): Promise<boolean> {
  const rows = await tx
    .update(tenantInvitations)
    .set({ usedAt: sql`now()`, usedByTenantId })
    .where(and(eq(tenantInvitations.id, id), isNull(tenantInvitations.usedAt), gt(tenantInvitations.expiresAt, sql`now()`)))
    .returning({ id: tenantInvitations.id });
  return rows.length === 1;
}

/** Email addresses of the active platform admins (users is row-level secured: platform scope). */
export async function listPlatformAdminEmails(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'upschool_admin'), eq(users.isActive, true), isNull(users.tenantId)));
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}
