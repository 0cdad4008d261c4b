import { sql } from 'drizzle-orm';
import { execRows, sqlArray, type Tx } from '../../db/client.js';
import { libraries } from '../library/library.table.js';
import { privacyRequests } from '../privacy/privacy.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';

/**
 * Counts across every site, read in the platform scope: `users`, `libraries` and
 * `privacy_requests` are under row-level security, and no one site's view would give the
 * platform's numbers. Only counts leave these queries.
 */

/**
 * A live site: approved and open (`active`; pending, rejected and suspended sites are not), with no
 * school erasure scheduled or done. Scheduling an erasure suspends the site already; the second
 * condition keeps one that is under way out even so.
 */
const liveSite = (site: string) =>
  sql`${sql.identifier(site)}.status = 'active' and not exists (
    select 1 from ${privacyRequests} p
    where p.tenant_id = ${sql.identifier(site)}.id and p.subject = 'school' and p.kind = 'erasure' and p.status <> 'cancelled')`;

/** Accounts that run a site; an admin's country outweighs a teacher's. */
const STAFF_ROLES = ['school_admin', 'organization_admin', 'teacher_admin', 'teacher'] as const;
const ADMIN_ROLES = ['school_admin', 'organization_admin'] as const;

export type SiteCountRow = { code: string | null; schools: number; organizations: number };
export type LibraryCountRow = { code: string; libraries: number };

/**
 * Live schools and organizations per country. A site records no country of its own, so its country
 * is the one its active staff accounts give (each adult account names one): the admins' when they
 * give one, otherwise the teachers'; the most common among them, then the first by code. A site
 * none of whose staff gave a country is counted under `code` null.
 */
export function countLiveSitesPerCountry(tx: Tx): Promise<SiteCountRow[]> {
  return execRows<SiteCountRow>(
    tx,
    sql`with placed as (
          select t.is_organization, (
            select upper(u.country) from ${users} u
            where u.tenant_id = t.id and u.is_active and u.role::text = any(${sqlArray(STAFF_ROLES, 'text')})
              and upper(u.country) ~ '^[A-Z]{2}$'
            group by upper(u.country)
            order by bool_or(u.role::text = any(${sqlArray(ADMIN_ROLES, 'text')})) desc, count(*) desc, upper(u.country)
            limit 1
          ) as code
          from ${tenants} t
          where ${liveSite('t')}
        )
        select code,
               (count(*) filter (where not is_organization))::int as schools,
               (count(*) filter (where is_organization))::int as organizations
        from placed group by code`,
  );
}

/** Published libraries per country: platform-wide ones, and live sites' own. */
export function countLibrariesPerCountry(tx: Tx): Promise<LibraryCountRow[]> {
  return execRows<LibraryCountRow>(
    tx,
    sql`select upper(l.country) as code, count(*)::int as libraries
        from ${libraries} l left join ${tenants} t on t.id = l.tenant_id
        where l.status = 'published' and upper(l.country) ~ '^[A-Z]{2}$'
          and (l.tenant_id is null or (${liveSite('t')}))
        group by 1`,
  );
}
