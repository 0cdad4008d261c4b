import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';

/** The countries of the letters' authors, by user id (where their account has one). Platform scope. */
export async function authorCountries(tx: Tx, userIds: readonly string[]): Promise<Map<string, string | null>> {
  if (!userIds.length) return new Map();
  const rows = await tx
    .select({ id: users.id, country: users.country })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r.country]));
}

/** The names of the sites letters were written on, by tenant id. */
export async function siteNames(tx: Tx, tenantIds: readonly string[]): Promise<Map<string, string>> {
  if (!tenantIds.length) return new Map();
  const rows = await tx
    .select({ id: tenants.id, name: tenants.schoolName })
    .from(tenants)
    .where(inArray(tenants.id, [...new Set(tenantIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
