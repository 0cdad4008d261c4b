/** Suggested gifts per currency, in minor units: sums that mean something in each (a book, a lamp, a bicycle part). */
const PRESETS: Record<string, readonly number[]> = {
  INR: [25_000, 50_000, 100_000, 250_000],
  USD: [1_000, 2_500, 5_000, 10_000],
  EUR: [1_000, 2_500, 5_000, 10_000],
  GBP: [500, 1_000, 2_500, 5_000],
};

export function presetAmounts(currency: string): readonly number[] {
  return PRESETS[currency] ?? PRESETS.USD!;
}

export { providersFor } from '../../lib/payment-providers';
