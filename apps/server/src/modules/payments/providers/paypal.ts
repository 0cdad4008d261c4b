import type { PaymentsConfig } from '../../../config.js';
import { decimalToMinor, headerValue, minorToDecimal, ProviderError, type PaymentProvider, type PaymentRef, type ProviderEvent, type StartInput } from './provider.js';

type PaypalConfig = PaymentsConfig['paypal'];
type Json = Record<string, unknown>;

const TIMEOUT_MS = 20_000;

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The first purchase unit's first capture of a PayPal order. */
const captureOf = (order: Json) => obj(arr(obj(obj(arr(order.purchase_units)[0]).payments).captures)[0]);

/** What a capture's status means for our payment. */
function captureAction(status: string | null): ProviderEvent['action'] {
  switch (status) {
    case 'COMPLETED':
      return 'succeeded';
    case 'DECLINED':
    case 'FAILED':
      return 'failed';
    case 'PENDING':
      return 'pending';
    default:
      return 'ignored';
  }
}

const summary = (order: Json) => {
  const capture = captureOf(order);
  return { id: order.id, status: order.status, capture: capture.id ? { id: capture.id, status: capture.status, amount: capture.amount } : null };
};

/**
 * PayPal Orders v2 over its REST API: OAuth client credentials, an order created with
 * PayPal-Request-Id, the buyer's approval on PayPal's page, then a capture (with its own request id)
 * when the buyer returns or PayPal's webhook says the order was approved. Webhooks are verified by
 * PayPal's verify-webhook-signature call with our webhook id.
 */
export function createPaypalProvider(config: PaypalConfig): PaymentProvider {
  const base = config.apiBase.replace(/\/+$/, '');
  let token: { value: string; expires: number } | null = null;

  async function accessToken(renew = false): Promise<string> {
    if (!renew && token && token.expires > Date.now() + 60_000) return token.value;
    let res: Response;
    try {
      res = await fetch(`${base}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ProviderError('paypal', `PayPal could not be reached: ${(err as Error).message}`, err);
    }
    const body = obj(await res.json().catch(() => null));
    if (!res.ok || typeof body.access_token !== 'string') throw new ProviderError('paypal', `PayPal refused our credentials (${res.status} ${str(body.error) ?? ''})`.trim(), body);
    token = { value: body.access_token, expires: Date.now() + Number(body.expires_in ?? 300) * 1000 };
    return token.value;
  }

  /** One REST call with the bearer token (renewed once on a 401). */
  async function api(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
    for (let attempt = 0; attempt < 2; attempt++) {
      let res: Response;
      try {
        res = await fetch(`${base}${path}`, {
          method,
          headers: { authorization: `Bearer ${await accessToken(attempt > 0)}`, 'content-type': 'application/json', accept: 'application/json', ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new ProviderError('paypal', `PayPal could not be reached: ${(err as Error).message}`, err);
      }
      if (res.status === 401 && attempt === 0) continue;
      return { status: res.status, body: obj(await res.json().catch(() => null)) };
    }
    throw new ProviderError('paypal', 'PayPal refused our credentials.');
  }

  const issue = (body: Json) => str(obj(arr(body.details)[0]).issue) ?? str(body.name) ?? 'UNKNOWN';

  /** An order as an event: its capture when there is one, else where the order stands. */
  function orderEvent(order: Json, type: string): ProviderEvent {
    const unit = obj(arr(order.purchase_units)[0]);
    const capture = captureOf(order);
    const amount = obj(capture.id ? capture.amount : unit.amount);
    let action: ProviderEvent['action'];
    if (capture.id) action = captureAction(str(capture.status));
    else if (order.status === 'VOIDED') action = 'cancelled';
    else if (order.status === 'APPROVED') action = 'approved';
    else action = 'pending';
    return {
      eventId: null,
      type,
      action: action === 'ignored' ? 'pending' : action,
      providerRef: str(order.id),
      paymentId: str(unit.custom_id) ?? str(capture.custom_id),
      amountMinor: decimalToMinor(amount.value),
      currency: str(amount.currency_code),
      failureReason: action === 'failed' ? 'The payment was declined.' : action === 'cancelled' ? 'The payment was not completed.' : null,
      payload: summary(order),
    };
  }

  /** Takes the money of an approved order; the request id makes a retried capture the same capture. */
  async function capture(payment: PaymentRef): Promise<ProviderEvent> {
    const res = await api('POST', `/v2/checkout/orders/${encodeURIComponent(payment.providerRef)}/capture`, {}, { 'paypal-request-id': `${payment.idempotencyKey}-capture`, prefer: 'return=representation' });
    if (res.status === 200 || res.status === 201) return orderEvent(res.body, `capture.${str(res.body.status) ?? 'unknown'}`);
    const why = issue(res.body);
    if (why === 'ORDER_ALREADY_CAPTURED') {
      const again = await api('GET', `/v2/checkout/orders/${encodeURIComponent(payment.providerRef)}`);
      return orderEvent(again.body, 'order.already_captured');
    }
    if (res.status === 422 && ['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED', 'PAYER_CANNOT_PAY', 'PAYEE_BLOCKED_TRANSACTION', 'COMPLIANCE_VIOLATION'].includes(why)) {
      return {
        eventId: null,
        type: `capture.${why}`,
        action: 'failed',
        providerRef: payment.providerRef,
        paymentId: payment.id,
        amountMinor: null,
        currency: null,
        failureReason: 'The payment was declined.',
        payload: { status: res.status, issue: why },
      };
    }
    throw new ProviderError('paypal', `PayPal refused the capture (${res.status} ${why}).`, res.body);
  }

  return {
    id: 'paypal',
    mode: config.mode === 'live' ? 'live' : 'test',
    supportsCurrency: () => true,

    async start(input: StartInput) {
      const money = (minor: number) => ({ currency_code: input.currency, value: minorToDecimal(minor) });
      const res = await api(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.reference,
              custom_id: input.paymentId,
              description: input.description.slice(0, 127),
              amount: { ...money(input.amountMinor), breakdown: { item_total: money(input.amountMinor) } },
              items: input.lines.map((l) => ({
                name: l.title.slice(0, 127),
                quantity: String(l.quantity),
                unit_amount: money(l.unitMinor),
                category: l.kind === 'digital' ? 'DIGITAL_GOODS' : l.kind === 'physical' ? 'PHYSICAL_GOODS' : 'DONATION',
              })),
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: input.merchantName.slice(0, 127),
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: input.urls.success,
                cancel_url: input.urls.cancel,
              },
            },
          },
        },
        { 'paypal-request-id': input.idempotencyKey, prefer: 'return=representation' },
      );
      if (res.status !== 200 && res.status !== 201) throw new ProviderError('paypal', `PayPal refused the order (${res.status} ${issue(res.body)}).`, res.body);
      const approve = arr(res.body.links)
        .map(obj)
        .find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      const unit = obj(arr(res.body.purchase_units)[0]);
      const amount = obj(unit.amount);
      if (!str(res.body.id) || !str(approve?.href)) throw new ProviderError('paypal', 'PayPal returned an order without an approval link.', res.body);
      if (Object.keys(amount).length && (decimalToMinor(amount.value) !== input.amountMinor || amount.currency_code !== input.currency)) {
        throw new ProviderError('paypal', `PayPal priced the order at ${String(amount.value)} ${String(amount.currency_code)}.`, res.body);
      }
      return { providerRef: str(res.body.id)!, redirectUrl: str(approve!.href)!, payload: summary(res.body) };
    },

    async verifyWebhook(rawBody, headers) {
      const h = {
        auth_algo: headerValue(headers, 'paypal-auth-algo'),
        cert_url: headerValue(headers, 'paypal-cert-url'),
        transmission_id: headerValue(headers, 'paypal-transmission-id'),
        transmission_sig: headerValue(headers, 'paypal-transmission-sig'),
        transmission_time: headerValue(headers, 'paypal-transmission-time'),
      };
      if (Object.values(h).some((v) => !v)) return { ok: false, reason: 'missing PayPal transmission headers', payload: null };
      let event: Json;
      try {
        event = obj(JSON.parse(rawBody.toString('utf8')));
      } catch {
        return { ok: false, reason: 'body is not JSON', payload: null };
      }
      const res = await api('POST', '/v1/notifications/verify-webhook-signature', { ...h, webhook_id: config.webhookId, webhook_event: event });
      if (res.status !== 200) throw new ProviderError('paypal', `PayPal could not verify the webhook (${res.status}).`, res.body);
      if (res.body.verification_status !== 'SUCCESS') return { ok: false, reason: `signature refused by PayPal (${str(res.body.verification_status) ?? 'no answer'})`, payload: null };

      const type = str(event.event_type) ?? 'unknown';
      const resource = obj(event.resource);
      const base = { eventId: str(event.id), type, payload: { id: event.id, event_type: type, create_time: event.create_time, resource: { id: resource.id, status: resource.status, amount: resource.amount } } };
      if (type.startsWith('PAYMENT.CAPTURE.') && type !== 'PAYMENT.CAPTURE.REFUNDED' && type !== 'PAYMENT.CAPTURE.REVERSED') {
        const amount = obj(resource.amount);
        const action = captureAction(str(resource.status));
        return {
          ok: true,
          event: {
            ...base,
            action,
            providerRef: str(obj(obj(resource.supplementary_data).related_ids).order_id),
            paymentId: str(resource.custom_id),
            amountMinor: decimalToMinor(amount.value),
            currency: str(amount.currency_code),
            failureReason: action === 'failed' ? 'The payment was declined.' : null,
          },
        };
      }
      if (type === 'CHECKOUT.ORDER.APPROVED' || type === 'CHECKOUT.ORDER.COMPLETED' || type === 'CHECKOUT.ORDER.VOIDED') {
        return { ok: true, event: { ...orderEvent(resource, type), eventId: base.eventId, payload: base.payload } };
      }
      return { ok: true, event: { ...base, action: 'ignored', providerRef: null, paymentId: null, amountMinor: null, currency: null } };
    },

    async fetchStatus(payment: PaymentRef) {
      const res = await api('GET', `/v2/checkout/orders/${encodeURIComponent(payment.providerRef)}`);
      if (res.status !== 200) throw new ProviderError('paypal', `PayPal did not answer the status check (${res.status} ${issue(res.body)}).`, res.body);
      // Approved by the buyer: take the money now (the capture is the payment).
      if (res.body.status === 'APPROVED') return capture(payment);
      return orderEvent(res.body, `order.${str(res.body.status) ?? 'unknown'}`);
    },

    async refund(payment, input) {
      const order = await api('GET', `/v2/checkout/orders/${encodeURIComponent(payment.providerRef)}`);
      const captured = captureOf(order.body);
      if (order.status !== 200 || !str(captured.id) || captured.status !== 'COMPLETED') throw new ProviderError('paypal', 'This PayPal payment was not captured, so there is nothing to refund.', order.body);
      const res = await api('POST', `/v2/payments/captures/${encodeURIComponent(str(captured.id)!)}/refund`, { note_to_payer: input.reason.slice(0, 255) || undefined }, { 'paypal-request-id': input.idempotencyKey, prefer: 'return=representation' });
      if (res.status !== 200 && res.status !== 201) throw new ProviderError('paypal', `PayPal refused the refund (${res.status} ${issue(res.body)}).`, res.body);
      const status = res.body.status === 'COMPLETED' ? 'succeeded' : res.body.status === 'PENDING' ? 'pending' : 'failed';
      return { refundRef: str(res.body.id) ?? '', status, payload: { id: res.body.id, status: res.body.status, amount: res.body.amount } };
    },
  };
}
