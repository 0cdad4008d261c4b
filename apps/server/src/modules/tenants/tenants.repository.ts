import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
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
        isNull(tenantInvitations.revokedAt),
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
    .where(and(eq(tenantInvitations.id, id), isNull(tenantInvitations.usedAt), isNull(tenantInvitations.revokedAt), gt(tenantInvitations.expiresAt, sql`now()`)))
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

// The platform admin's tenant list. `tenants` has no row-level security; users are counted in the
// platform scope.

export type TenantFilter = {
  status?: TenantRow['status'] | undefined;
  organization?: boolean | undefined;
  search?: string | undefined;
};

function tenantWhere(f: TenantFilter, withStatus: boolean): SQL | undefined {
  const where: SQL[] = [];
  if (withStatus && f.status) where.push(eq(tenants.status, f.status));
  if (f.organization !== undefined) where.push(eq(tenants.isOrganization, f.organization));
  const search = f.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(or(ilike(tenants.schoolName, pattern), ilike(tenants.schoolEmail, pattern), ilike(tenants.subdomain, pattern), ilike(tenants.domainUrl, pattern))!);
  }
  return where.length ? and(...where) : undefined;
}

const parents = alias(tenants, 'parents');
const usersCount = sql<number>`(select count(*)::int from ${users} u where u.tenant_id = "tenants"."id")`;
/** The school's latest erasure that was not cancelled, if any. */
const erasure = sql<{ status: 'scheduled' | 'completed'; purge_after: string | null } | null>`(select json_build_object('status', p.status, 'purge_after', p.purge_after)
  from privacy_requests p where p.tenant_id = "tenants"."id" and p.subject = 'school' and p.kind = 'erasure' and p.status <> 'cancelled'
  order by p.requested_at desc limit 1)`;

/** A page of tenants, waiting ones first, then newest; with their organization and user count. */
export async function listTenants(tx: Tx, f: TenantFilter, limit: number, offset: number) {
  const where = tenantWhere(f, true);
  const [total] = await tx.select({ n: count() }).from(tenants).where(where);
  const rows = await tx
    .select({ tenant: tenants, parentName: parents.schoolName, usersCount, erasure })
    .from(tenants)
    .leftJoin(parents, eq(parents.id, tenants.parentId))
    .where(where)
    .orderBy(sql`${tenants.status} = 'pending' desc`, desc(tenants.createdAt), asc(tenants.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

export async function countTenantsByStatus(tx: Tx, f: TenantFilter) {
  const rows = await tx.select({ status: tenants.status, n: count() }).from(tenants).where(tenantWhere(f, false)).groupBy(tenants.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** One tenant with its organization and user count; locked for the decision that reads it. */
export async function findTenantForAdmin(tx: Tx, id: string, lock = false) {
  const query = tx
    .select({ tenant: tenants, parentName: parents.schoolName, usersCount, erasure })
    .from(tenants)
    .leftJoin(parents, eq(parents.id, tenants.parentId))
    .where(eq(tenants.id, id));
  const [row] = lock ? await query.for('update', { of: tenants }) : await query;
  return row ?? null;
}
