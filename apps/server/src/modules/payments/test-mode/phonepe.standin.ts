import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TEST_PAYMENTS_PATH } from '../../../config.js';
import { checksumMatches, PHONEPE_PAY_PATH, PHONEPE_REFUND_PATH, phonepeChecksum, phonepeStatusPath } from '../providers/phonepe.js';
import { deliverWebhook } from './deliver.js';
import { messagePage, OUTCOMES, renderHostedPage, sendHostedPage, type Outcome } from './hosted-page.js';
import { StandInStore } from './store.js';

type Json = Record<string, unknown>;
type Transaction = {
  merchantTransactionId: string;
  merchantUserId: string;
  amount: number;
  redirectUrl: string;
  callbackUrl: string;
  request: string;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  code: 'PAYMENT_PENDING' | 'PAYMENT_SUCCESS' | 'PAYMENT_ERROR';
  responseCode: string | null;
  transactionId: string | null;
  refunded?: boolean;
};

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,38}$/;

/**
 * Test mode's PhonePe PG: the pay request (base64 payload, X-VERIFY over payload + path + salt key),
 * the status API (X-VERIFY over its path, X-MERCHANT-ID), refunds, the pay page, and the
 * server-to-server callback signed as PhonePe signs it, with the generated salt key.
 */
export async function phonepeStandIn(app: FastifyInstance) {
  const cfg = app.config.payments.phonepe;
  const txns = new StandInStore<Transaction>(app.config.dataDir, 'phonepe-transactions');
  const pageRoot = `${app.config.publicUrl.replace(/\/+$/, '')}${TEST_PAYMENTS_PATH}/phonepe`;
  const checksum = (signed: string) => phonepeChecksum(signed, cfg.saltKey, cfg.saltIndex);

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));

  const fail = (reply: FastifyReply, status: number, code: string, message: string) => reply.status(status).send({ success: false, code, message, data: {} });
  const xVerify = (request: FastifyRequest) => (typeof request.headers['x-verify'] === 'string' ? request.headers['x-verify'] : null);

  /** What PhonePe answers about a transaction (status API and callbacks alike). */
  const answer = (t: Transaction) => ({
    success: t.code === 'PAYMENT_SUCCESS',
    code: t.code,
    message: t.code === 'PAYMENT_SUCCESS' ? 'Your payment is successful.' : t.code === 'PAYMENT_PENDING' ? 'Your payment is in progress.' : 'Payment Failed',
    data: {
      merchantId: cfg.merchantId,
      merchantTransactionId: t.merchantTransactionId,
      transactionId: t.transactionId,
      amount: t.amount,
      state: t.state,
      responseCode: t.responseCode,
      paymentInstrument: t.state === 'COMPLETED' ? { type: 'UPI', utr: String(randomInt(1e11, 1e12 - 1)) } : null,
    },
  });

  app.post(PHONEPE_PAY_PATH, async (request, reply) => {
    const b64 = obj(request.body).request;
    if (typeof b64 !== 'string') return fail(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    if (!checksumMatches(xVerify(request), checksum(b64 + PHONEPE_PAY_PATH))) return fail(reply, 401, 'KEY_NOT_CONFIGURED', 'Key not found for the merchant');
    let p: Json;
    try {
      p = obj(JSON.parse(Buffer.from(b64, 'base64').toString('utf8')));
    } catch {
      return fail(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    }
    const id = String(p.merchantTransactionId ?? '');
    const amount = p.amount;
    if (p.merchantId !== cfg.merchantId || !TRANSACTION_ID.test(id) || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100) {
      return fail(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    }
    if (typeof p.redirectUrl !== 'string' || typeof p.callbackUrl !== 'string' || obj(p.paymentInstrument).type !== 'PAY_PAGE') return fail(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    const existing = txns.get(id);
    if (existing && existing.request !== b64) return fail(reply, 400, 'DUPLICATE_TRANSACTION', 'Duplicate merchant transaction id.');
    const t = existing ?? txns.set(id, {
      merchantTransactionId: id,
      merchantUserId: String(p.merchantUserId ?? ''),
      amount,
      redirectUrl: p.redirectUrl,
      callbackUrl: p.callbackUrl,
      request: b64,
      state: 'PENDING',
      code: 'PAYMENT_PENDING',
      responseCode: null,
      transactionId: null,
    });
    return {
      success: true,
      code: 'PAYMENT_INITIATED',
      message: 'Payment initiated',
      data: { merchantId: cfg.merchantId, merchantTransactionId: t.merchantTransactionId, instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: `${pageRoot}/transact/pg?token=${t.merchantTransactionId}`, method: 'GET' } } },
    };
  });

  app.get<{ Params: { merchantId: string; id: string } }>('/pg/v1/status/:merchantId/:id', async (request, reply) => {
    const { merchantId, id } = request.params;
    if (request.headers['x-merchant-id'] !== cfg.merchantId || merchantId !== cfg.merchantId || !checksumMatches(xVerify(request), checksum(phonepeStatusPath(merchantId, id)))) {
      return fail(reply, 401, 'KEY_NOT_CONFIGURED', 'Key not found for the merchant');
    }
    const t = txns.get(id);
    if (!t) return fail(reply, 200, 'TRANSACTION_NOT_FOUND', 'No transaction found');
    return answer(t);
  });

  app.post(PHONEPE_REFUND_PATH, async (request, reply) => {
    const b64 = obj(request.body).request;
    if (typeof b64 !== 'string' || !checksumMatches(xVerify(request), checksum(b64 + PHONEPE_REFUND_PATH))) return fail(reply, 401, 'KEY_NOT_CONFIGURED', 'Key not found for the merchant');
    const p = obj(JSON.parse(Buffer.from(b64, 'base64').toString('utf8')));
    const t = txns.get(String(p.originalTransactionId ?? ''));
    if (!t || t.state !== 'COMPLETED') return fail(reply, 400, 'BAD_REQUEST', 'The original transaction was not completed.');
    if (t.refunded || p.amount !== t.amount) return fail(reply, 400, 'BAD_REQUEST', 'Refund amount is more than the refundable amount.');
    t.refunded = true;
    txns.set(t.merchantTransactionId, t);
    return {
      success: true,
      code: 'PAYMENT_SUCCESS',
      message: 'Your request has been successfully completed.',
      data: { merchantId: cfg.merchantId, merchantTransactionId: p.merchantTransactionId, transactionId: `TR${randomInt(1e11, 1e12 - 1)}`, amount: t.amount, state: 'COMPLETED', responseCode: 'SUCCESS' },
    };
  });

  /** The server-to-server callback, signed as PhonePe signs it. */
  function callback(t: Transaction) {
    const response = Buffer.from(JSON.stringify(answer(t))).toString('base64');
    return deliverWebhook(app.log, t.callbackUrl, JSON.stringify({ response }), { 'x-verify': checksum(response) });
  }

  // The pay page (mercury.phonepe.com/transact in production).
  app.get<{ Querystring: { token?: string } }>('/transact/pg', async (request, reply) => {
    const t = txns.get(String(request.query.token ?? ''));
    if (!t) return sendHostedPage(reply.status(404), app.config, messagePage('Payment not found', 'This test payment page does not exist.'));
    return sendHostedPage(
      reply,
      app.config,
      renderHostedPage({
        provider: 'PhonePe',
        colour: '#5F259F',
        merchant: app.config.productName,
        amountMinor: t.amount,
        currency: 'INR',
        lines: [`UPI, cards and wallets · transaction ${t.merchantTransactionId}`],
        action: `${TEST_PAYMENTS_PATH}/phonepe/transact/pg?token=${t.merchantTransactionId}`,
        state: t.state === 'PENDING' ? null : t.state === 'COMPLETED' ? 'This payment is complete.' : 'This payment has failed.',
      }),
    );
  });

  app.post<{ Querystring: { token?: string } }>('/transact/pg', async (request, reply) => {
    const t = txns.get(String(request.query.token ?? ''));
    const outcome = obj(request.body).outcome as Outcome;
    if (!t || !OUTCOMES.includes(outcome)) return sendHostedPage(reply.status(404), app.config, messagePage('Payment not found', 'This test payment page does not exist.'));
    if (t.state !== 'PENDING') return reply.redirect(`${TEST_PAYMENTS_PATH}/phonepe/transact/pg?token=${t.merchantTransactionId}`, 303);
    t.transactionId = `T${Date.now()}${randomInt(1000, 9999)}`;
    if (outcome === 'success') Object.assign(t, { state: 'COMPLETED', code: 'PAYMENT_SUCCESS', responseCode: 'SUCCESS' });
    else Object.assign(t, { state: 'FAILED', code: 'PAYMENT_ERROR', responseCode: outcome === 'cancel' ? 'USER_CANCEL' : 'ZM' });
    txns.set(t.merchantTransactionId, t);
    await callback(t);
    // PhonePe sends the buyer to the redirect address whatever happened; the merchant asks the status API.
    return reply.redirect(t.redirectUrl, 303);
  });
}
