import { createPublicKey, createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TEST_PAYMENTS_PATH } from '../../../config.js';
import { decimalToMinor } from '../providers/provider.js';
import { deliverWebhook } from './deliver.js';
import { messagePage, OUTCOMES, renderHostedPage, sendHostedPage, type Outcome } from './hosted-page.js';
import { StandInStore } from './store.js';

type Json = Record<string, unknown>;
type Money = { currency_code: string; value: string };
type Capture = { id: string; status: 'COMPLETED'; amount: Money; final_capture: true; custom_id?: string; create_time: string; supplementary_data: { related_ids: { order_id: string } } };
type Order = {
  id: string;
  intent: 'CAPTURE';
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: { reference_id?: string; custom_id?: string; description?: string; amount: Money & Json; items?: Json[]; payments?: { captures: Capture[] } }[];
  experience: { return_url: string; cancel_url: string; brand_name?: string };
  create_time: string;
  /** The buyer chose "decline" on the page: the capture will be refused. */
  declined?: boolean;
  refunded?: boolean;
};

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const paypalId = () => Array.from(randomBytes(17), (b) => '0123456789ABCDEFGHJKLMNPRSTUVWXY'[b & 31]).join('');

/**
 * Test mode's PayPal: OAuth client credentials, Orders v2 (create with PayPal-Request-Id, read,
 * capture, refund a capture), PayPal's error shapes, and webhooks signed the way PayPal signs them
 * (SHA256withRSA over transmission id | time | webhook id | CRC32 of the body), checked by the same
 * verify-webhook-signature call our client makes against PayPal itself.
 */
export async function paypalStandIn(app: FastifyInstance) {
  const cfg = app.config.payments.paypal;
  const orders = new StandInStore<Order>(app.config.dataDir, 'paypal-orders');
  const requests = new StandInStore<{ status: number; body: unknown }>(app.config.dataDir, 'paypal-requests');
  const tokens = new Map<string, number>();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const root = `${app.config.publicUrl.replace(/\/+$/, '')}${TEST_PAYMENTS_PATH}/paypal`;
  const certUrl = `${root}/v1/notifications/certs/CERT-TEST-MODE`;
  const webhookUrl = `${app.config.payments.selfUrl}/api/payments/webhooks/paypal/`;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));

  const error = (reply: FastifyReply, status: number, name: string, message: string, issue?: string) =>
    reply.status(status).send({ name, message, debug_id: randomBytes(6).toString('hex'), ...(issue ? { details: [{ issue, description: message }] } : {}) });

  app.post('/v1/oauth2/token', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    const [id, secret] = auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString().split(':') : [];
    if (id !== cfg.clientId || secret !== cfg.clientSecret) return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (obj(request.body).grant_type !== 'client_credentials') return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const token = `A21AA${randomBytes(30).toString('base64url')}`;
    tokens.set(token, Date.now() + 32_400_000);
    return { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-TESTMODE', expires_in: 32_400, nonce: randomUUID() };
  });

  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = request.headers.authorization ?? '';
    const expires = auth.startsWith('Bearer ') ? tokens.get(auth.slice(7)) : undefined;
    if (!expires || expires < Date.now()) return error(reply, 401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.');
  };

  /** PayPal-Request-Id: a repeated request gets the first answer. */
  const once = async (request: FastifyRequest, reply: FastifyReply, scope: string, run: () => { status: number; body: unknown }) => {
    const id = request.headers['paypal-request-id'];
    const key = typeof id === 'string' ? `${scope}:${id}` : null;
    const seen = key ? requests.get(key) : undefined;
    if (seen) return reply.status(seen.status).send(seen.body);
    const r = run();
    if (key && r.status < 500) requests.set(key, r);
    return reply.status(r.status).send(r.body);
  };

  const view = (o: Order) => {
    const { experience: _e, declined: _d, refunded: _r, ...rest } = o;
    return {
      ...rest,
      payment_source: { paypal: {} },
      links: [
        { href: `${root}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
        ...(o.status === 'PAYER_ACTION_REQUIRED' ? [{ href: `${root}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }] : []),
        ...(o.status === 'APPROVED' ? [{ href: `${root}/v2/checkout/orders/${o.id}/capture`, rel: 'capture', method: 'POST' }] : []),
      ],
    };
  };

  app.post('/v2/checkout/orders', { preHandler: authenticate }, async (request, reply) => {
    const p = obj(request.body);
    return once(request, reply, 'create', () => {
      const invalid = (issue: string, description: string, field: string) => ({
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', message: 'The requested action could not be performed, semantically incorrect, or failed business validation.', details: [{ field, issue, description }] },
      });
      if (p.intent !== 'CAPTURE') return invalid('INVALID_PARAMETER_VALUE', 'This test PayPal supports intent CAPTURE only.', '/intent');
      const units = Array.isArray(p.purchase_units) ? p.purchase_units.map(obj) : [];
      if (units.length !== 1) return invalid('INVALID_ARRAY_LENGTH_ITEM', 'Exactly one purchase unit is supported.', '/purchase_units');
      const amount = obj(units[0]!.amount);
      const total = decimalToMinor(amount.value);
      if (typeof amount.currency_code !== 'string' || !/^[A-Z]{3}$/.test(amount.currency_code)) return invalid('INVALID_CURRENCY_CODE', 'Currency code is invalid or is not currently supported.', '/purchase_units/@reference_id==default/amount/currency_code');
      if (total === null || total <= 0) return invalid('INVALID_PARAMETER_VALUE', 'The amount must be more than zero.', '/purchase_units/@reference_id==default/amount/value');
      const items = Array.isArray(units[0]!.items) ? units[0]!.items.map(obj) : [];
      const itemTotal = items.reduce((s, i) => s + (decimalToMinor(obj(i.unit_amount).value) ?? NaN) * Number(i.quantity ?? 1), 0);
      if (items.length && itemTotal !== total) return invalid('ITEM_TOTAL_MISMATCH', 'Should equal sum of (unit_amount * quantity) across all items.', '/purchase_units/@reference_id==default/amount/breakdown/item_total/value');
      const ctx = obj(obj(obj(p.payment_source).paypal).experience_context);
      if (typeof ctx.return_url !== 'string' || typeof ctx.cancel_url !== 'string') return invalid('MISSING_REQUIRED_PARAMETER', 'return_url and cancel_url are required.', '/payment_source/paypal/experience_context');
      const order: Order = {
        id: paypalId(),
        intent: 'CAPTURE',
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: units.map((u) => ({ ...u, amount: obj(u.amount) as Money & Json })) as Order['purchase_units'],
        experience: { return_url: ctx.return_url, cancel_url: ctx.cancel_url, brand_name: typeof ctx.brand_name === 'string' ? ctx.brand_name : undefined },
        create_time: new Date().toISOString(),
      };
      orders.set(order.id, order);
      return { status: 200, body: view(order) };
    });
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', { preHandler: authenticate }, async (request, reply) => {
    const o = orders.get(request.params.id);
    if (!o) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
    return view(o);
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', { preHandler: authenticate }, async (request, reply) => {
    const o = orders.get(request.params.id);
    if (!o) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
    const done: { capture: Capture | null } = { capture: null };
    const sent = await once(request, reply, `capture:${o.id}`, () => {
      const refuse = (issue: string, description: string) => ({ status: 422, body: { name: 'UNPROCESSABLE_ENTITY', message: description, details: [{ issue, description }] } });
      if (o.status === 'COMPLETED') return refuse('ORDER_ALREADY_CAPTURED', 'Order already captured. If intent is CAPTURE only one capture per order is allowed.');
      if (o.status !== 'APPROVED') return refuse('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
      if (o.declined) return refuse('INSTRUMENT_DECLINED', 'The instrument presented was either declined by the processor or bank, or it can\u2019t be used for this payment.');
      const unit = o.purchase_units[0]!;
      const captured: Capture = {
        id: paypalId(),
        status: 'COMPLETED',
        amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        final_capture: true,
        ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
        create_time: new Date().toISOString(),
        supplementary_data: { related_ids: { order_id: o.id } },
      };
      unit.payments = { captures: [captured] };
      done.capture = captured;
      o.status = 'COMPLETED';
      orders.set(o.id, o);
      return { status: 201, body: view(o) };
    });
    if (done.capture) void send('PAYMENT.CAPTURE.COMPLETED', 'capture', done.capture);
    return sent;
  });

  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', { preHandler: authenticate }, async (request, reply) => {
    const o = orders.find((x) => x.purchase_units[0]?.payments?.captures[0]?.id === request.params.id);
    if (!o) return error(reply, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
    return once(request, reply, `refund:${request.params.id}`, () => {
      if (o.refunded) return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', message: 'Capture has already been fully refunded.', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] } };
      o.refunded = true;
      orders.set(o.id, o);
      const amount = o.purchase_units[0]!.payments!.captures[0]!.amount;
      return { status: 201, body: { id: paypalId(), status: 'COMPLETED', amount, create_time: new Date().toISOString() } };
    });
  });

  /** PayPal's own check of a webhook: our server posts the headers and event it received. */
  app.post('/v1/notifications/verify-webhook-signature', { preHandler: authenticate }, async (request) => {
    const p = obj(request.body);
    const event = p.webhook_event;
    let ok = false;
    if (p.webhook_id === cfg.webhookId && p.cert_url === certUrl && p.auth_algo === 'SHA256withRSA' && typeof p.transmission_sig === 'string' && event) {
      const message = `${String(p.transmission_id)}|${String(p.transmission_time)}|${String(p.webhook_id)}|${crc32(JSON.stringify(event))}`;
      try {
        ok = createVerify('RSA-SHA256').update(message).verify(createPublicKey(publicPem), p.transmission_sig, 'base64');
      } catch {
        ok = false;
      }
    }
    return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
  });

  app.get('/v1/notifications/certs/CERT-TEST-MODE', async (_request, reply) => reply.type('application/x-pem-file').send(publicPem));

  /** Signs and sends a webhook the way PayPal does. */
  function send(eventType: string, resourceType: string, resource: unknown) {
    const event = {
      id: `WH-${paypalId()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary: eventType,
      resource,
    };
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const signature = createSign('RSA-SHA256').update(`${transmissionId}|${time}|${cfg.webhookId}|${crc32(body)}`).sign(privateKey, 'base64');
    return deliverWebhook(app.log, webhookUrl, body, {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': certUrl,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': time,
    });
  }

  // The hosted approval page (www.paypal.com/checkoutnow in production).
  const page = async (request: FastifyRequest<{ Querystring: { token?: string } }>, reply: FastifyReply) => {
    const o = orders.get(String(request.query.token ?? ''));
    if (!o) return sendHostedPage(reply.status(404), app.config, messagePage('Payment not found', 'This test payment page does not exist.'));
    const unit = o.purchase_units[0]!;
    return sendHostedPage(
      reply,
      app.config,
      renderHostedPage({
        provider: 'PayPal',
        colour: '#003087',
        merchant: o.experience.brand_name ?? app.config.productName,
        amountMinor: decimalToMinor(unit.amount.value) ?? 0,
        currency: unit.amount.currency_code,
        lines: (unit.items ?? []).map((i) => String(i.name)),
        action: `${TEST_PAYMENTS_PATH}/paypal/checkoutnow?token=${o.id}`,
        state: o.status === 'PAYER_ACTION_REQUIRED' ? null : 'This payment has already been approved.',
      }),
    );
  };
  app.get('/checkoutnow', page);

  app.post<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const o = orders.get(String(request.query.token ?? ''));
    const outcome = obj(request.body).outcome as Outcome;
    if (!o || !OUTCOMES.includes(outcome)) return sendHostedPage(reply.status(404), app.config, messagePage('Payment not found', 'This test payment page does not exist.'));
    if (o.status !== 'PAYER_ACTION_REQUIRED') return reply.redirect(`${TEST_PAYMENTS_PATH}/paypal/checkoutnow?token=${o.id}`, 303);
    if (outcome === 'cancel') return reply.redirect(`${o.experience.cancel_url}${o.experience.cancel_url.includes('?') ? '&' : '?'}token=${o.id}`, 303);
    o.status = 'APPROVED';
    o.declined = outcome === 'failure';
    orders.set(o.id, o);
    // PayPal tells the merchant about the approval too, so a buyer who never comes back is still captured.
    if (outcome === 'success') void send('CHECKOUT.ORDER.APPROVED', 'checkout-order', view(o));
    const payer = paypalId().slice(0, 13);
    return reply.redirect(`${o.experience.return_url}${o.experience.return_url.includes('?') ? '&' : '?'}token=${o.id}&PayerID=${payer}`, 303);
  });
}
