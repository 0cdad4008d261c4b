import {
  DEFAULT_TENANT_COLORS,
  TENANT_COLOR_FIELDS,
  type TCurrentTenant,
  type TTenantColorField,
} from '@commonshelf/shared/tenants/tenants.schemas';
import type { Database } from '../../db/client.js';
import { imageUrl } from '../../lib/media.js';
import { parseSiteHost } from './site-host.js';
import { findActiveTenantByHost } from './tenants.repository.js';
import type { TenantRow } from './tenants.table.js';

const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof TenantRow;

/** A tenant row as `GET /api/current-tenant` presents it (spec section 3). */
export function presentTenant(row: TenantRow): TCurrentTenant {
  const colors = Object.fromEntries(TENANT_COLOR_FIELDS.map((f) => [f, row[camel(f)] as string])) as Record<
    TTenantColorField,
    string
  >;
  return {
    id: row.id,
    school_name: row.schoolName,
    school_email: row.schoolEmail,
    domain_url: row.domainUrl,
    subdomain: row.subdomain,
    switchboard: row.switchboard,
    is_organization: row.isOrganization,
    logo: imageUrl(row.logo),
    student_idle_minutes: row.studentIdleMinutes,
    ...colors,
  };
}

/** The CSS custom properties of a site's theme; the main site gets the platform defaults. */
export function themeCss(tenant: TenantRow | null): string {
  const vars = TENANT_COLOR_FIELDS.map((f) => {
    const value = tenant ? (tenant[camel(f)] as string) : DEFAULT_TENANT_COLORS[f];
    return `  --${f.replace(/_/g, '-')}: ${/^#[0-9a-f]{6}$/i.test(value) ? value : DEFAULT_TENANT_COLORS[f]};`;
  });
  return `:root {\n${vars.join('\n')}\n}\n`;
}

export type SiteResolution = { kind: 'main' } | { kind: 'tenant'; tenant: TenantRow } | { kind: 'unknown' };

const CACHE_TTL_MS = 10_000;
const MAIN: SiteResolution = { kind: 'main' };
const CACHE_MAX = 2_000;

/**
 * Resolves Host headers to sites, caching briefly: every request asks, and tenants change rarely
 * (a changed tenant is visible everywhere within the TTL; `forget` makes it immediate here).
 */
export function createSiteResolver(db: Database, platformDomain: string) {
  const cache = new Map<string, { at: number; value: SiteResolution }>();
  const lookup = (host: string | undefined) => {
    const site = parseSiteHost(host, platformDomain);
    const key = site.kind === 'main' ? null : site.kind === 'subdomain' ? `s:${site.subdomain}` : `d:${site.host}`;
    const hit = key === null ? undefined : cache.get(key);
    return { site, key, cached: hit && Date.now() - hit.at < CACHE_TTL_MS ? hit.value : undefined };
  };
  return {
    /** The site a host names when that is known without the database (main, or cached); else undefined. */
    known(host: string | undefined): SiteResolution | undefined {
      const { key, cached } = lookup(host);
      return key === null ? MAIN : cached;
    },
    async resolve(host: string | undefined): Promise<SiteResolution> {
      const { site, key, cached } = lookup(host);
      if (site.kind === 'main' || key === null) return MAIN;
      if (cached) return cached;
      const row = await db.withTenant({ tenantId: null }, (tx) =>
        findActiveTenantByHost(tx, site.kind === 'subdomain' ? { subdomain: site.subdomain } : { domainHost: site.host }),
      );
      const value: SiteResolution = row ? { kind: 'tenant', tenant: row } : { kind: 'unknown' };
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(key, { at: Date.now(), value });
      return value;
    },
    forget() {
      cache.clear();
    },
  };
}
export type SiteResolver = ReturnType<typeof createSiteResolver>;
