import { PAYMENT_PROVIDERS, PROVIDER_CURRENCIES, type TPaymentProvider } from '@commonshelf/shared/commerce/commerce.schemas';

/**
 * Providers that take this currency (PhonePe only rupees) among those the server has on (`enabled`,
 * the site's `paymentProviders`; null: all), in the order the forms offer them.
 */
export function providersFor(currency: string, enabled: readonly string[] | null = null): TPaymentProvider[] {
  return PAYMENT_PROVIDERS.filter((p) => {
    const accepted = PROVIDER_CURRENCIES[p];
    return (accepted === 'any' || accepted.includes(currency)) && (enabled === null || enabled.includes(p));
  });
}
