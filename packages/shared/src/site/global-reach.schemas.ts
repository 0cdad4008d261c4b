import { z } from 'zod';

/**
 * `/global-reach`: where the platform's schools, organizations and libraries are, counted per
 * country (ISO 3166-1 alpha-2). Platform-wide numbers, the same on every site; counts only, never
 * a name.
 */

const count = z.number().int().min(0);

/** One country with something in it. */
export const ZGlobalReachCountry = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string().regex(/^[A-Z]{2}$/),
  /** Live schools (tenants that are not organizations). */
  schools: count,
  /** Live organizations (trusts, networks) that run schools of their own. */
  organizations: count,
  /** Published partner and community libraries. */
  libraries: count,
});
export type TGlobalReachCountry = z.infer<typeof ZGlobalReachCountry>;

export const ZGlobalReachTotals = z.object({
  schools: count,
  organizations: count,
  libraries: count,
  /** Countries with at least one school, organization or library. */
  countries: count,
  /** Schools and organizations counted above that have not stated their country yet: on no country, and not on the map. */
  sites_without_country: count,
});
export type TGlobalReachTotals = z.infer<typeof ZGlobalReachTotals>;

/** `GET /api/global-reach/`: every country with something in it, by code, and the totals. */
export const ZGlobalReach = z.object({
  countries: z.array(ZGlobalReachCountry),
  /** The schools and organizations of `totals.sites_without_country`, the table's "Country not stated" line. */
  without_country: z.object({ schools: count, organizations: count }),
  totals: ZGlobalReachTotals,
});
export type TGlobalReach = z.infer<typeof ZGlobalReach>;

/** How long browsers and proxies may keep the answer (seconds): the counts move slowly. */
export const GLOBAL_REACH_MAX_AGE = 300;
