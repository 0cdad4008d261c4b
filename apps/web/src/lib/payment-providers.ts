import { PAYMENT_PROVIDERS, PROVIDER_CURRENCIES, type TPaymentProvider } from '@commonshelf/shared/commerce/commerce.schemas';
import i18next from 'i18next';

/** How the checkout and donation forms name each way to pay (in the UI language, read when shown; brand names stay). */
export const PROVIDER_LABELS: Record<TPaymentProvider, { readonly name: string; readonly hint: string }> = {
  stripe: {
    get name() {
      return i18next.t('site:shared.providers.stripe');
    },
    get hint() {
      return i18next.t('site:shared.providers.stripeHint');
    },
  },
  paypal: {
    name: 'PayPal',
    get hint() {
      return i18next.t('site:shared.providers.paypalHint');
    },
  },
  phonepe: {
    name: 'PhonePe',
    get hint() {
      return i18next.t('site:shared.providers.phonepeHint');
    },
  },
};

/** Providers that take this currency (PhonePe only rupees), in the order the forms offer them. */
export function providersFor(currency: string): TPaymentProvider[] {
  return PAYMENT_PROVIDERS.filter((p) => {
    const accepted = PROVIDER_CURRENCIES[p];
    return accepted === 'any' || accepted.includes(currency);
  });
}
