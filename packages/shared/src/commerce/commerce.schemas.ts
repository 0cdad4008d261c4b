import { z } from 'zod';

/**
 * The vocabulary of giving and buying, shared by the API and the web app. Money is always an
 * integer number of minor units (paise, cents, pence) with its ISO 4217 currency next to it.
 */

/** What can be sold: a book's digital or print edition, the Dear World book, a paid course or a teacher training course. */
export const PRODUCT_KINDS = ['book_digital', 'book_print', 'dear_world_book', 'course', 'teacher_training'] as const;
export type TProductKind = (typeof PRODUCT_KINDS)[number];

/** The three providers the spec shows: a card provider, a PayPal-type and a PhonePe-type provider. */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'phonepe'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** PhonePe takes rupees only; the others take every currency we price in. */
export const PROVIDER_CURRENCIES: Record<TPaymentProvider, readonly string[] | 'any'> = {
  stripe: 'any',
  paypal: 'any',
  phonepe: ['INR'],
};

/**
 * The least each provider takes in one payment, in minor units: Stripe's minimum charge per
 * currency, PhonePe's one rupee; PayPal (and any currency not listed) takes one cent or paisa.
 */
export const PROVIDER_MINIMUM_MINOR: Record<TPaymentProvider, Readonly<Record<string, number>>> = {
  stripe: { INR: 50, USD: 50, EUR: 50, GBP: 30 },
  paypal: {},
  phonepe: { INR: 100 },
};

export function providerMinimumMinor(provider: TPaymentProvider, currency: string): number {
  return PROVIDER_MINIMUM_MINOR[provider][currency] ?? 1;
}

/** An order (a purchase, or a donation) from the moment it is placed to its end. */
export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'failed', 'cancelled', 'refunded'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_KINDS = ['purchase', 'donation'] as const;
export type TOrderKind = (typeof ORDER_KINDS)[number];

/** One attempt to take the money for an order with one provider. */
export const PAYMENT_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Currencies we price and take donations in; minor units per major unit are 100 for each. */
export const CURRENCIES = ['INR', 'USD', 'GBP', 'EUR'] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export const ZCurrency = z.enum(CURRENCIES);

/** The largest single amount we accept (in minor units): guards against typos and absurd totals. */
export const MAX_AMOUNT_MINOR = 100_000_000;
