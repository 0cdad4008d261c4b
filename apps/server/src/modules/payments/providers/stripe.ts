import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.js';
import { ProviderError, type PaymentProvider, type PaymentRef, type ProviderEvent, type StartInput, headerValue } from './provider.js';

/** How old a webhook's signed timestamp may be, in seconds (Stripe's own default). */
export const STRIPE_WEBHOOK_TOLERANCE = 300;

type StripeConfig = PaymentsConfig['stripe'];

/**
 * The official SDK pointed at `apiBase`. A base with a path (the test-mode stand-in mounted on this
 * server) is reached through a client that puts the path in front of every request; the SDK itself
 * only knows host, port and protocol. The SDK (a megabyte of modules) loads with the first payment,
 * not with the server.
 */
export async function stripeClient(config: Pick<StripeConfig, 'secretKey' | 'apiBase'>): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const url = new URL(config.apiBase);
  const prefix = url.pathname.replace(/\/+$/, '');
  const inner = StripeSdk.createNodeHttpClient();
  const httpClient = prefix
    ? {
        getClientName: () => inner.getClientName(),
        makeRequest: (...args: Parameters<typeof inner.makeRequest>) => {
          args[2] = `${prefix}${args[2]}`;
          return inner.makeRequest(...args);
        },
      }
    : inner;
  return new StripeSdk(config.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    httpClient,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Commonshelf' },
  });
}

const upper = (c: string | null | undefined) => (c ? c.toUpperCase() : null);

/** A Checkout Session as an event about our payment. */
function sessionEvent(session: Stripe.Checkout.Session, e: { eventId: string | null; type: string; action: ProviderEvent['action']; payload: unknown; failureReason?: string }): ProviderEvent {
  return {
    eventId: e.eventId,
    type: e.type,
    action: e.action,
    providerRef: session.id,
    paymentId: session.client_reference_id ?? session.metadata?.payment_id ?? null,
    amountMinor: session.amount_total ?? null,
    currency: upper(session.currency),
    failureReason: e.failureReason ?? null,
    payload: e.payload,
  };
}

/** Where a session stands, read from the session itself (status checks). */
function sessionAction(session: Stripe.Checkout.Session): ProviderEvent['action'] {
  if (session.status === 'expired') return 'cancelled';
  if (session.status === 'complete' && session.payment_status === 'paid') return 'succeeded';
  return 'pending';
}

const summary = (s: Stripe.Checkout.Session) => ({
  id: s.id,
  status: s.status,
  payment_status: s.payment_status,
  amount_total: s.amount_total,
  currency: s.currency,
  payment_intent: typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
  client_reference_id: s.client_reference_id,
});

/** Stripe Checkout: a hosted payment page per order, confirmed by signed webhooks. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const sdk = () => (client ??= stripeClient(config));
  const mode = config.mode === 'live' ? 'live' : 'test';

  return {
    id: 'stripe',
    mode,
    supportsCurrency: () => true,

    async start(input: StartInput) {
      const stripe = await sdk();
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: input.paymentId,
            customer_email: input.buyer.email,
            line_items: input.lines.map((l) => ({
              quantity: l.quantity,
              price_data: { currency: input.currency.toLowerCase(), unit_amount: l.unitMinor, product_data: { name: l.title.slice(0, 250) } },
            })),
            metadata: { payment_id: input.paymentId, order_reference: input.reference },
            payment_intent_data: { description: input.description.slice(0, 500), metadata: { payment_id: input.paymentId, order_reference: input.reference } },
            success_url: input.urls.success,
            cancel_url: input.urls.cancel,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new ProviderError('stripe', 'Stripe returned a session without a payment page.');
        if (session.amount_total !== input.amountMinor || upper(session.currency) !== input.currency) {
          throw new ProviderError('stripe', `Stripe priced the session at ${session.amount_total} ${session.currency}, not ${input.amountMinor} ${input.currency}.`);
        }
        return { providerRef: session.id, redirectUrl: session.url, payload: summary(session) };
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        throw new ProviderError('stripe', `Stripe refused to create the session: ${(err as Error).message}`, err);
      }
    },

    async verifyWebhook(rawBody, headers) {
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) return { ok: false, reason: 'missing Stripe-Signature header', payload: null };
      const stripe = await sdk();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, STRIPE_WEBHOOK_TOLERANCE);
      } catch (err) {
        return { ok: false, reason: `signature refused: ${(err as Error).message}`, payload: null };
      }
      const base = { eventId: event.id, type: event.type, payload: { id: event.id, type: event.type, created: event.created, livemode: event.livemode } };
      switch (event.type) {
        case 'checkout.session.completed': {
          const s = event.data.object;
          const action = s.payment_status === 'paid' ? 'succeeded' : s.payment_status === 'unpaid' ? 'pending' : 'ignored';
          return { ok: true, event: sessionEvent(s, { ...base, action, payload: { ...base.payload, session: summary(s) } }) };
        }
        case 'checkout.session.async_payment_succeeded':
          return { ok: true, event: sessionEvent(event.data.object, { ...base, action: 'succeeded', payload: { ...base.payload, session: summary(event.data.object) } }) };
        case 'checkout.session.async_payment_failed':
          return {
            ok: true,
            event: sessionEvent(event.data.object, { ...base, action: 'failed', failureReason: 'The payment was declined.', payload: { ...base.payload, session: summary(event.data.object) } }),
          };
        case 'checkout.session.expired':
          return {
            ok: true,
            event: sessionEvent(event.data.object, { ...base, action: 'cancelled', failureReason: 'The payment was not completed.', payload: { ...base.payload, session: summary(event.data.object) } }),
          };
        default:
          return { ok: true, event: { ...base, action: 'ignored', providerRef: null, paymentId: null, amountMinor: null, currency: null } };
      }
    },

    async fetchStatus(payment: PaymentRef) {
      const stripe = await sdk();
      try {
        const session = await stripe.checkout.sessions.retrieve(payment.providerRef);
        return sessionEvent(session, { eventId: null, type: `session.${session.status}.${session.payment_status}`, action: sessionAction(session), payload: summary(session) });
      } catch (err) {
        throw new ProviderError('stripe', `Stripe did not answer the status check: ${(err as Error).message}`, err);
      }
    },

    async refund(payment, input) {
      const stripe = await sdk();
      try {
        const session = await stripe.checkout.sessions.retrieve(payment.providerRef);
        const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!intent || session.payment_status !== 'paid') throw new ProviderError('stripe', 'This Stripe payment was not completed, so there is nothing to refund.');
        const refund = await stripe.refunds.create(
          { payment_intent: intent, reason: 'requested_by_customer', metadata: { payment_id: payment.id, reason: input.reason.slice(0, 400) } },
          { idempotencyKey: input.idempotencyKey },
        );
        const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
        return { refundRef: refund.id, status, payload: { id: refund.id, status: refund.status, amount: refund.amount, currency: refund.currency } };
      } catch (err) {
        if (err instanceof ProviderError) throw err;
        throw new ProviderError('stripe', `Stripe refused the refund: ${(err as Error).message}`, err);
      }
    },
  };
}
