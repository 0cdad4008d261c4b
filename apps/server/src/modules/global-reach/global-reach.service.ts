import type { TGlobalReach, TGlobalReachCountry } from '@commonshelf/shared/site/global-reach.schemas';
import type { Tx } from '../../db/client.js';
import { countLibrariesPerCountry, countLiveSitesPerCountry } from './global-reach.repository.js';

/**
 * `GET /api/global-reach/`: live schools, organizations and published libraries per country, by
 * code, with the totals. Run in the platform scope: the answer is the platform's, whichever site
 * asks.
 */
export async function globalReach(tx: Tx): Promise<TGlobalReach> {
  const sites = await countLiveSitesPerCountry(tx);
  const libraries = await countLibrariesPerCountry(tx);
  const byCode = new Map<string, TGlobalReachCountry>();
  const entry = (code: string) => {
    let c = byCode.get(code);
    if (!c) byCode.set(code, (c = { code, schools: 0, organizations: 0, libraries: 0 }));
    return c;
  };
  // Sites that have not stated their country are on no country's line.
  const unplaced = { schools: 0, organizations: 0 };
  for (const r of sites) {
    if (r.code === null) {
      unplaced.schools += r.schools;
      unplaced.organizations += r.organizations;
      continue;
    }
    const c = entry(r.code);
    c.schools += r.schools;
    c.organizations += r.organizations;
  }
  for (const r of libraries) entry(r.code).libraries += r.libraries;

  const countries = [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
  const add = <R>(rows: R[], n: (r: R) => number) => rows.reduce((total, r) => total + n(r), 0);
  return {
    countries,
    without_country: unplaced,
    totals: {
      schools: add(sites, (r) => r.schools),
      organizations: add(sites, (r) => r.organizations),
      libraries: add(libraries, (r) => r.libraries),
      countries: countries.length,
      sites_without_country: unplaced.schools + unplaced.organizations,
    },
  };
}
