import { PAYMENT_PROVIDERS, PROVIDER_CURRENCIES, type TPaymentProvider } from '@commonshelf/shared/commerce/commerce.schemas';

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

/** Providers that take this currency (PhonePe only rupees), in the order the form offers them. */
export function providersFor(currency: string): TPaymentProvider[] {
  return PAYMENT_PROVIDERS.filter((p) => {
    const accepted = PROVIDER_CURRENCIES[p];
    return accepted === 'any' || accepted.includes(currency);
  });
}
