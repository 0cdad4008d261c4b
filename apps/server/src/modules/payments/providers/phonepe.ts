import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig } from '../../../config.js';
import { headerValue, ProviderError, type PaymentProvider, type PaymentRef, type ProviderEvent, type StartInput } from './provider.js';

type PhonepeConfig = PaymentsConfig['phonepe'];
type Json = Record<string, unknown>;

const TIMEOUT_MS = 20_000;
export const PHONEPE_PAY_PATH = '/pg/v1/pay';
export const PHONEPE_REFUND_PATH = '/pg/v1/refund';
export const phonepeStatusPath = (merchantId: string, transactionId: string) => `/pg/v1/status/${merchantId}/${transactionId}`;

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** PhonePe's checksum: SHA-256 of what is signed and the salt key, then ### and the salt index. */
export const phonepeChecksum = (signed: string, saltKey: string, saltIndex: string) => `${sha256(signed + saltKey)}###${saltIndex}`;

/** Compares checksums in constant time. */
export function checksumMatches(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A status answer (or callback) as an event: PhonePe's code and state say what became of the transaction. */
function statusEvent(body: Json, eventId: string | null): ProviderEvent {
  const data = obj(body.data);
  const code = str(body.code) ?? 'UNKNOWN';
  const state = str(data.state);
  let action: ProviderEvent['action'];
  if (code === 'PAYMENT_SUCCESS' && (state === null || state === 'COMPLETED')) action = 'succeeded';
  else if (code === 'PAYMENT_PENDING' || state === 'PENDING') action = 'pending';
  else if (str(data.responseCode) === 'USER_CANCEL') action = 'cancelled';
  else if (['PAYMENT_ERROR', 'PAYMENT_DECLINED', 'TIMED_OUT', 'AUTHORIZATION_FAILED', 'TRANSACTION_NOT_FOUND'].includes(code) || state === 'FAILED') action = 'failed';
  else action = 'ignored';
  const amount = data.amount;
  return {
    eventId,
    type: code,
    action,
    providerRef: str(data.merchantTransactionId),
    paymentId: null,
    amountMinor: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null,
    // PhonePe takes rupees only: its amounts are paise.
    currency: 'INR',
    failureReason: action === 'failed' ? 'The payment was declined.' : action === 'cancelled' ? 'The payment was cancelled.' : null,
    payload: { success: body.success, code, message: body.message, data: { merchantTransactionId: data.merchantTransactionId, transactionId: data.transactionId, amount, state, responseCode: data.responseCode } },
  };
}

/**
 * PhonePe's payment gateway (PG) API: a pay request whose payload travels base64-encoded with
 * X-VERIFY = SHA256(base64 + path + salt key) + ### + salt index, PhonePe's page, a server-to-server
 * callback signed with SHA256(base64 response + salt key), and the status API with its own X-VERIFY.
 * The merchant transaction id is the idempotency key of the pay request.
 */
export function createPhonepeProvider(config: PhonepeConfig): PaymentProvider {
  const base = config.apiBase.replace(/\/+$/, '');
  const checksum = (signed: string) => phonepeChecksum(signed, config.saltKey, config.saltIndex);

  async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: Json }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ProviderError('phonepe', `PhonePe could not be reached: ${(err as Error).message}`, err);
    }
    return { status: res.status, body: obj(await res.json().catch(() => null)) };
  }

  /** A short, stable id for the buyer (PhonePe wants one; it never sees an email address). */
  const merchantUserId = (input: { email: string; userId: string | null }) => `MU${sha256(input.userId ?? input.email.toLowerCase()).slice(0, 30).toUpperCase()}`;

  return {
    id: 'phonepe',
    mode: config.mode === 'live' ? 'live' : 'test',
    supportsCurrency: (currency) => currency === 'INR',

    async start(input: StartInput) {
      if (input.currency !== 'INR') throw new ProviderError('phonepe', 'PhonePe takes rupees only.');
      const payload = Buffer.from(
        JSON.stringify({
          merchantId: config.merchantId,
          merchantTransactionId: input.idempotencyKey,
          merchantUserId: merchantUserId(input.buyer),
          amount: input.amountMinor,
          redirectUrl: input.urls.success,
          redirectMode: 'REDIRECT',
          callbackUrl: input.urls.callback,
          paymentInstrument: { type: 'PAY_PAGE' },
        }),
      ).toString('base64');
      const res = await call('POST', PHONEPE_PAY_PATH, { 'x-verify': checksum(payload + PHONEPE_PAY_PATH) }, { request: payload });
      const url = str(obj(obj(obj(res.body.data).instrumentResponse).redirectInfo).url);
      if (res.status !== 200 || res.body.success !== true || !url) throw new ProviderError('phonepe', `PhonePe refused the payment (${res.status} ${str(res.body.code) ?? ''}).`.replace(' )', ')'), res.body);
      return { providerRef: input.idempotencyKey, redirectUrl: url, payload: { code: res.body.code, merchantTransactionId: input.idempotencyKey } };
    },

    async verifyWebhook(rawBody, headers) {
      let response: string | null = null;
      try {
        response = str(obj(JSON.parse(rawBody.toString('utf8'))).response);
      } catch {
        return { ok: false, reason: 'body is not JSON', payload: null };
      }
      if (!response) return { ok: false, reason: 'no response in the callback', payload: null };
      const given = headerValue(headers, 'x-verify');
      if (!given) return { ok: false, reason: 'missing X-VERIFY header', payload: null };
      if (!checksumMatches(given, checksum(response))) return { ok: false, reason: 'X-VERIFY checksum does not match', payload: null };
      let decoded: Json;
      try {
        decoded = obj(JSON.parse(Buffer.from(response, 'base64').toString('utf8')));
      } catch {
        return { ok: false, reason: 'response is not base64 JSON', payload: null };
      }
      const data = obj(decoded.data);
      if (data.merchantId !== config.merchantId) return { ok: false, reason: 'callback for another merchant', payload: null };
      // A callback has no id of its own: the transaction, its outcome and PhonePe's transaction id make one.
      const eventId = `${String(data.merchantTransactionId)}:${String(decoded.code)}:${String(data.transactionId ?? '')}`;
      return { ok: true, event: statusEvent(decoded, eventId) };
    },

    async fetchStatus(payment: PaymentRef) {
      const path = phonepeStatusPath(config.merchantId, payment.providerRef);
      const res = await call('GET', path, { 'x-verify': checksum(path), 'x-merchant-id': config.merchantId });
      const event = statusEvent(res.body, null);
      if (res.status >= 500 || event.action === 'ignored' || event.providerRef !== payment.providerRef) {
        throw new ProviderError('phonepe', `PhonePe did not answer the status check (${res.status} ${str(res.body.code) ?? ''}).`, res.body);
      }
      return event;
    },

    async refund(payment, input) {
      const refundId = input.idempotencyKey.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 38);
      const payload = Buffer.from(
        JSON.stringify({
          merchantId: config.merchantId,
          merchantUserId: merchantUserId({ email: payment.id, userId: payment.userId }),
          originalTransactionId: payment.providerRef,
          merchantTransactionId: refundId,
          amount: payment.amountMinor,
          callbackUrl: '',
        }),
      ).toString('base64');
      const res = await call('POST', PHONEPE_REFUND_PATH, { 'x-verify': checksum(payload + PHONEPE_REFUND_PATH) }, { request: payload });
      if (res.status !== 200 || res.body.success !== true) throw new ProviderError('phonepe', `PhonePe refused the refund (${res.status} ${str(res.body.code) ?? ''}).`, res.body);
      const state = str(obj(res.body.data).state);
      return { refundRef: refundId, status: state === 'COMPLETED' ? 'succeeded' : state === 'FAILED' ? 'failed' : 'pending', payload: { code: res.body.code, data: res.body.data } };
    },
  };
}
