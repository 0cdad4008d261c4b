import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import type { UserRow } from '../users/users.table.js';
import { tenants, type TenantRow } from './tenants.table.js';

/** One site of an organization: the organization's own, or one of its schools. */
export type OrgSite = Pick<TenantRow, 'id' | 'schoolName' | 'subdomain' | 'isOrganization'>;

/**
 * What an organization admin may read: the organization's own site and its schools (tenants whose
 * `parent_id` is the organization; rejected registrations are not schools of anyone's).
 * `tenantIds` is the complete list, and every cross-tenant query names it: such queries run in the
 * platform scope (row-level security would otherwise show one site only), so this list is the only
 * thing that keeps another organization's schools out.
 */
export type OrganizationScope = {
  organization: OrgSite;
  schools: OrgSite[];
  tenantIds: string[];
  sites: Map<string, OrgSite>;
};

const siteColumns = { id: tenants.id, schoolName: tenants.schoolName, subdomain: tenants.subdomain, isOrganization: tenants.isOrganization };

/**
 * The organization whose admin this user is, on this site: an `organization_admin` of the site
 * they are on. Anyone else (a school admin, the platform admin, an organization admin on another
 * site) gets 403 with `message`.
 */
export function requireOrganizationAdmin(user: UserRow | null, site: TenantRow | null, message: string): TenantRow {
  if (!user || !site || user.role !== 'organization_admin' || user.tenantId !== site.id) throw forbidden(message);
  return site;
}

/** The organization's sites: its own and its schools' (the `tenants` registry is not row-level secured). */
export async function organizationScope(tx: Tx, organizationId: string): Promise<OrganizationScope> {
  const [organization] = await tx.select(siteColumns).from(tenants).where(eq(tenants.id, organizationId));
  if (!organization) throw notFound('This organization does not exist.');
  const schools = await tx
    .select(siteColumns)
    .from(tenants)
    .where(and(eq(tenants.parentId, organizationId), ne(tenants.id, organizationId), ne(tenants.status, 'rejected')))
    .orderBy(asc(tenants.schoolName));
  const all = [organization, ...schools];
  return { organization, schools, tenantIds: all.map((s) => s.id), sites: new Map(all.map((s) => [s.id, s])) };
}

/**
 * The tenant ids a query about `school` may read: that one site when it is in the organization
 * (404 otherwise, whether it exists or not), else every site of the organization.
 */
export function scopeTenantIds(scope: OrganizationScope, school: string | undefined, message: string): string[] {
  if (school === undefined) return scope.tenantIds;
  if (!scope.sites.has(school)) throw notFound(message);
  return [school];
}
