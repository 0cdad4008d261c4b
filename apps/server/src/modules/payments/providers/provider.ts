import type { IncomingHttpHeaders } from 'node:http';
import type { TPaymentProvider } from '@commonshelf/shared/commerce/commerce.schemas';

/**
 * One interface for every payment provider (the shape of Medusa's payment providers, without the
 * framework): start a payment and hand the buyer to the provider's page, verify a webhook into a
 * normalised event (or refuse it), ask the provider for a payment's status, and refund. Everything
 * after that (matching amounts, the order's state, fulfilment) is provider-independent and lives in
 * payments.service.ts.
 */

/** What a provider's answer means for our payment. `approved`: the buyer approved, the money is not taken yet (PayPal, before capture). */
export type PaymentAction = 'succeeded' | 'failed' | 'cancelled' | 'pending' | 'approved' | 'ignored';

/** A provider's message, normalised. Amounts are integer minor units and currencies upper-case ISO codes. */
export type ProviderEvent = {
  /** The provider's own event id (webhooks), so a replay is recognised; null for status answers. */
  eventId: string | null;
  /** The provider's name for what happened (`checkout.session.completed`, `PAYMENT.CAPTURE.COMPLETED`, `PAYMENT_SUCCESS`). */
  type: string;
  action: PaymentAction;
  /** The provider's handle of the payment: Checkout Session id, PayPal order id, PhonePe merchant transaction id. */
  providerRef: string | null;
  /** Our payment id, when the provider echoes it back (metadata, custom_id). */
  paymentId: string | null;
  amountMinor: number | null;
  currency: string | null;
  failureReason?: string | null;
  /** What is kept in the payment history. */
  payload: unknown;
};

export type WebhookVerification = { ok: true; event: ProviderEvent } | { ok: false; reason: string; payload: unknown };

export type StartInput = {
  paymentId: string;
  /** Sent with every create call: Idempotency-Key, PayPal-Request-Id, PhonePe's merchant transaction id. */
  idempotencyKey: string;
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  lines: { title: string; unitMinor: number; quantity: number; kind: 'digital' | 'physical' | 'donation' }[];
  buyer: { email: string; name: string; userId: string | null };
  /** Where the buyer's browser comes back to (the site's own pages or our return endpoints). */
  urls: { success: string; cancel: string; callback: string };
  merchantName: string;
};

export type StartResult = { providerRef: string; redirectUrl: string; payload: unknown };

/** The payment as a provider needs it to ask about it or refund it. */
export type PaymentRef = { id: string; providerRef: string; amountMinor: number; currency: string; idempotencyKey: string; userId: string | null };

export type RefundResult = { refundRef: string; status: 'succeeded' | 'pending' | 'failed'; payload: unknown };

export interface PaymentProvider {
  readonly id: TPaymentProvider;
  readonly mode: 'live' | 'test';
  supportsCurrency(currency: string): boolean;
  /** Creates the payment at the provider (one call, with the idempotency key) and says where to send the buyer. */
  start(input: StartInput): Promise<StartResult>;
  /** Checks a webhook's signature over its raw body and reads it; never trusts an unverified body. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookVerification>;
  /** Asks the provider where the payment stands (PayPal captures an approved order here). */
  fetchStatus(payment: PaymentRef): Promise<ProviderEvent>;
  /** A full refund of a succeeded payment. */
  refund(payment: PaymentRef, input: { idempotencyKey: string; reason: string }): Promise<RefundResult>;
}

/** A provider could not be reached or answered with an error: nothing was decided. */
export class ProviderError extends Error {
  constructor(
    readonly provider: TPaymentProvider,
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

/** Integer minor units as a decimal string with two places ("1234" → "12.34"), without floating point. */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`Not an amount in minor units: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** A decimal string with at most two places as integer minor units ("12.3" → 1230); null when it is not one. */
export function decimalToMinor(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export const headerValue = (headers: IncomingHttpHeaders, name: string): string | null => {
  const v = headers[name.toLowerCase()];
  return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? null) : null;
};
