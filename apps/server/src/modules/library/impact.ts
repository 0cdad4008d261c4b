import type { Tx } from '../../db/client.js';
import { countReadings } from './library.repository.js';

/**
 * What adds to a site's impact. Readings today; the commerce issue adds donations here (one more
 * counter over the same transaction), and `GET /api/v1/impacts/count/` sums them all.
 */
export const IMPACT_SOURCES: ReadonlyArray<(tx: Tx) => Promise<number>> = [countReadings];

export async function totalImpacts(tx: Tx): Promise<number> {
  let total = 0;
  for (const source of IMPACT_SOURCES) total += await source(tx);
  return total;
}
