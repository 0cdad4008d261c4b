import type { Tx } from '../../db/client.js';
import { countPaidDonations } from '../charities/charities.repository.js';
import { countReadings } from './library.repository.js';

/**
 * What adds to impact: readings and paid donations (a refunded gift stops counting). Each counts
 * the rows the transaction can see: a school's own on its site, every site's in the platform scope.
 */
export const IMPACT_SOURCES: ReadonlyArray<(tx: Tx) => Promise<number>> = [countReadings, countPaidDonations];

export async function totalImpacts(tx: Tx): Promise<number> {
  let total = 0;
  for (const source of IMPACT_SOURCES) total += await source(tx);
  return total;
}
