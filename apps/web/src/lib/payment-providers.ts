import { PAYMENT_PROVIDERS, PROVIDER_CURRENCIES, type TPaymentProvider } from '@commonshelf/shared/commerce/commerce.schemas';

/** How the checkout and donation forms name each way to pay. */
export const PROVIDER_LABELS: Record<TPaymentProvider, { name: string; hint: string }> = {
  stripe: { name: 'Card', hint: 'Visa, Mastercard, Amex and wallets' },
  paypal: { name: 'PayPal', hint: 'Your PayPal account or card' },
  phonepe: { name: 'PhonePe', hint: 'UPI and Indian cards, in rupees' },
};

/** Providers that take this currency (PhonePe only rupees), in the order the forms offer them. */
export function providersFor(currency: string): TPaymentProvider[] {
  return PAYMENT_PROVIDERS.filter((p) => {
    const accepted = PROVIDER_CURRENCIES[p];
    return accepted === 'any' || accepted.includes(currency);
  });
}
