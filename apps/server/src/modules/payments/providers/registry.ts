import { PAYMENT_PROVIDERS, type TPaymentProvider } from '@commonshelf/shared/commerce/commerce.schemas';
import type { PaymentsConfig } from '../../../config.js';
import type { PaymentProvider } from './provider.js';
import { createPaypalProvider } from './paypal.js';
import { createPhonepeProvider } from './phonepe.js';
import { createStripeProvider } from './stripe.js';

export type ProviderRegistry = {
  /** The provider, unless it is switched off (production without keys or test mode). */
  get(id: TPaymentProvider): PaymentProvider | null;
  list(): PaymentProvider[];
};

/** The ways to pay the configuration switches on (live, or in test mode), in the forms' order. */
export function enabledPaymentProviders(config: PaymentsConfig): TPaymentProvider[] {
  return PAYMENT_PROVIDERS.filter((id) => config[id].mode !== 'off');
}

/** The providers the configuration enables, each live (keys set) or in test mode (its stand-in on this server). */
export function createProviders(config: PaymentsConfig): ProviderRegistry {
  const providers = new Map<TPaymentProvider, PaymentProvider>();
  if (config.stripe.mode !== 'off') providers.set('stripe', createStripeProvider(config.stripe));
  if (config.paypal.mode !== 'off') providers.set('paypal', createPaypalProvider(config.paypal));
  if (config.phonepe.mode !== 'off') providers.set('phonepe', createPhonepeProvider(config.phonepe));
  return {
    get: (id) => providers.get(id) ?? null,
    list: () => [...providers.values()],
  };
}
