import { sql } from 'drizzle-orm';
import { execRows, type Tx } from '../../db/client.js';
import { libraries } from '../library/library.table.js';
import { privacyRequests } from '../privacy/privacy.table.js';
import { tenants } from '../tenants/tenants.table.js';

/**
 * Counts across every site, read in the platform scope: `libraries` and `privacy_requests` are
 * under row-level security, and no one site's view would give the platform's numbers. Only counts
 * leave these queries.
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

export type SiteCountRow = { code: string | null; schools: number; organizations: number };
export type LibraryCountRow = { code: string; libraries: number };

/**
 * Live schools and organizations per country, the one each states (`tenants.country`, asked at
 * registration). A site that has not stated it yet is counted under `code` null.
 */
export function countLiveSitesPerCountry(tx: Tx): Promise<SiteCountRow[]> {
  return execRows<SiteCountRow>(
    tx,
    sql`select t.country as code,
               (count(*) filter (where not t.is_organization))::int as schools,
               (count(*) filter (where t.is_organization))::int as organizations
        from ${tenants} t
        where ${liveSite('t')}
        group by t.country`,
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
