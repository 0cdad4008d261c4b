import { forbidden } from '../../lib/http-errors.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';

/** The platform admin, on the main site (their token is valid there only). */
export const isPlatformAdminHere = (user: UserRow | null, site: TenantRow | null): boolean =>
  !!user && user.role === 'upschool_admin' && user.tenantId === null && site === null;

/** The platform admin on the main site, or 403 with what the page is for. */
export function requirePlatformAdmin(user: UserRow | null, site: TenantRow | null, message: string): UserRow {
  if (!user || !isPlatformAdminHere(user, site)) throw forbidden(message);
  return user;
}

/** A school's (or organization's) admin on their own site, or 403. */
export function requireSiteAdmin(user: UserRow | null, site: TenantRow | null, message: string): { user: UserRow; site: TenantRow } {
  if (!user || !site || user.tenantId !== site.id || !['school_admin', 'organization_admin'].includes(user.role)) throw forbidden(message);
  return { user, site };
}
