import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { TEST_PAYMENTS_PATH } from '../../../config.js';
import { deliverWebhook } from './deliver.js';
import { parseNestedForm } from './form.js';
import { messagePage, OUTCOMES, renderHostedPage, sendHostedPage, type Outcome } from './hosted-page.js';
import { StandInStore } from './store.js';

type Session = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: false;
  created: number;
  expires_at: number;
  line_items: { name: string; quantity: number; unit_amount: number }[];
  refunded?: boolean;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'a')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's error body and status. */
function stripeError(reply: FastifyReply, status: number, type: string, message: string, param?: string) {
  return reply.status(status).send({ error: { type, message, ...(param ? { param } : {}) } });
}

/**
 * Test mode's Stripe: the part of Stripe's API that Checkout uses (create and read a session, expire
 * it, refund it), with Stripe's authentication (Bearer secret key), idempotency keys (a replay gets
 * the first answer; a different request under the same key is refused) and error shapes, plus the
 * hosted page. Its webhooks are signed with the SDK's own Stripe-Signature scheme and the generated
 * webhook secret, and go to the same endpoint a live Stripe account would call.
 */
export async function stripeStandIn(app: FastifyInstance) {
  const cfg = app.config.payments.stripe;
  const sessions = new StandInStore<Session>(app.config.dataDir, 'stripe-sessions');
  const idempotency = new StandInStore<{ hash: string; status: number; body: unknown }>(app.config.dataDir, 'stripe-idempotency');
  // The SDK signs the stand-in's webhooks; it loads with the first one.
  let signer: Stripe | undefined;
  const pageBase = `${app.config.publicUrl.replace(/\/+$/, '')}${TEST_PAYMENTS_PATH}/stripe/pay`;
  const webhookUrl = `${app.config.payments.selfUrl}/api/payments/webhooks/stripe/`;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, parseNestedForm(body as string)));

  /** Every API call: the secret key as a bearer token (Stripe also takes it as the basic-auth user). */
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = request.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : auth.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0] : '';
    if (key !== cfg.secretKey) return stripeError(reply, 401, 'invalid_request_error', `Invalid API Key provided: ${key ? `${key.slice(0, 8)}****` : '(none)'}`);
  };

  /** Runs a POST once per Idempotency-Key: a replay gets the first answer, a different body under the same key is an error. */
  const once = async (request: FastifyRequest, reply: FastifyReply, run: () => { status: number; body: unknown }) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') {
      const r = run();
      return reply.status(r.status).send(r.body);
    }
    const hash = createHash('sha256').update(`${request.url}\n${JSON.stringify(request.body)}`).digest('hex');
    const seen = idempotency.get(key);
    if (seen) {
      if (seen.hash !== hash) {
        return stripeError(reply, 400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
      }
      return reply.status(seen.status).header('Idempotent-Replayed', 'true').send(seen.body);
    }
    const r = run();
    idempotency.set(key, { hash, ...r });
    return reply.status(r.status).header('Idempotency-Key', key).send(r.body);
  };

  const publicSession = (s: Session) => {
    const { line_items: _lines, refunded: _refunded, ...rest } = s;
    return rest;
  };

  app.post('/v1/checkout/sessions', { preHandler: authenticate }, async (request, reply) => {
    const p = (request.body ?? {}) as Record<string, unknown>;
    const invalid = (message: string, param: string) => ({ status: 400, body: { error: { type: 'invalid_request_error', message, param } } });
    return once(request, reply, () => {
      if (p.mode !== 'payment') return invalid('This test Stripe supports only `mode=payment`.', 'mode');
      for (const url of ['success_url', 'cancel_url'] as const) {
        if (typeof p[url] !== 'string' || !/^https?:\/\//.test(p[url] as string)) return invalid(`Not a valid URL`, url);
      }
      const items = Array.isArray(p.line_items) ? (p.line_items as Record<string, unknown>[]) : [];
      if (!items.length) return invalid('You must provide at least one line item.', 'line_items');
      const lines: Session['line_items'] = [];
      let currency: string | null = null;
      for (const [i, item] of items.entries()) {
        const pd = (item.price_data ?? {}) as Record<string, unknown>;
        const quantity = Number(item.quantity);
        const unit = Number(pd.unit_amount);
        const cur = typeof pd.currency === 'string' ? pd.currency : '';
        if (!/^[a-z]{3}$/.test(cur)) return invalid('Invalid currency.', `line_items[${i}][price_data][currency]`);
        if (currency && cur !== currency) return invalid('All line items must use the same currency.', `line_items[${i}][price_data][currency]`);
        currency = cur;
        if (!Number.isSafeInteger(unit) || unit < 1 || !/^\d+$/.test(String(pd.unit_amount))) return invalid('Invalid integer: unit_amount must be a positive integer.', `line_items[${i}][price_data][unit_amount]`);
        if (!Number.isSafeInteger(quantity) || quantity < 1) return invalid('Invalid integer: quantity must be a positive integer.', `line_items[${i}][quantity]`);
        const name = ((pd.product_data ?? {}) as Record<string, unknown>).name;
        if (typeof name !== 'string' || !name) return invalid('Missing required param: line_items[][price_data][product_data][name].', `line_items[${i}][price_data][product_data][name]`);
        lines.push({ name, quantity, unit_amount: unit });
      }
      const total = lines.reduce((s, l) => s + l.unit_amount * l.quantity, 0);
      const sid = id('cs');
      const session: Session = {
        id: sid,
        object: 'checkout.session',
        amount_subtotal: total,
        amount_total: total,
        currency: currency!,
        client_reference_id: typeof p.client_reference_id === 'string' ? p.client_reference_id : null,
        customer_email: typeof p.customer_email === 'string' ? p.customer_email : null,
        metadata: (typeof p.metadata === 'object' && p.metadata ? p.metadata : {}) as Record<string, string>,
        mode: 'payment',
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: p.success_url as string,
        cancel_url: p.cancel_url as string,
        url: `${pageBase}/${sid}`,
        livemode: false,
        created: now(),
        expires_at: now() + 24 * 3600,
        line_items: lines,
      };
      sessions.set(sid, session);
      return { status: 200, body: publicSession(session) };
    });
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', { preHandler: authenticate }, async (request, reply) => {
    const s = sessions.get(request.params.id);
    if (!s) return stripeError(reply, 404, 'invalid_request_error', `No such checkout.session: '${request.params.id}'`, 'session');
    return publicSession(s);
  });

  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', { preHandler: authenticate }, async (request, reply) => {
    const s = sessions.get(request.params.id);
    if (!s) return stripeError(reply, 404, 'invalid_request_error', `No such checkout.session: '${request.params.id}'`, 'session');
    if (s.status !== 'open') return stripeError(reply, 400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired.`);
    return once(request, reply, () => {
      s.status = 'expired';
      sessions.set(s.id, s);
      void send('checkout.session.expired', s);
      return { status: 200, body: publicSession(s) };
    });
  });

  app.post('/v1/refunds', { preHandler: authenticate }, async (request, reply) => {
    const p = (request.body ?? {}) as Record<string, unknown>;
    const intent = String(p.payment_intent ?? '');
    const session = intent ? sessions.find((s) => s.payment_intent === intent) : undefined;
    return once(request, reply, () => {
      if (!session) return { status: 400, body: { error: { type: 'invalid_request_error', message: `No such payment_intent: '${String(p.payment_intent ?? '')}'`, param: 'payment_intent' } } };
      if (session.refunded) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } } };
      session.refunded = true;
      sessions.set(session.id, session);
      return {
        status: 200,
        body: { id: id('re'), object: 'refund', amount: session.amount_total, currency: session.currency, payment_intent: session.payment_intent, status: 'succeeded', created: now(), metadata: p.metadata ?? {} },
      };
    });
  });

  /** Signs and sends one event the way Stripe does (Stripe-Signature: t=…,v1=…). */
  async function send(type: string, s: Session) {
    const { default: StripeSdk } = await import('stripe');
    signer ??= new StripeSdk(cfg.secretKey);
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: StripeSdk.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: publicSession(s) },
    };
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: cfg.webhookSecret });
    return deliverWebhook(app.log, webhookUrl, payload, { 'stripe-signature': header });
  }

  // The hosted page (checkout.stripe.com in production).
  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const s = sessions.get(request.params.id);
    if (!s) return sendHostedPage(reply.status(404), app.config, messagePage('Payment not found', 'This test payment page does not exist.'));
    const state = s.status === 'open' ? null : s.status === 'expired' ? 'This payment page has expired.' : 'This payment is complete.';
    return sendHostedPage(
      reply,
      app.config,
      renderHostedPage({
        provider: 'Stripe',
        colour: '#635BFF',
        merchant: app.config.productName,
        amountMinor: s.amount_total,
        currency: s.currency.toUpperCase(),
        lines: s.line_items.map((l) => (l.quantity > 1 ? `${l.quantity} × ${l.name}` : l.name)),
        action: `${TEST_PAYMENTS_PATH}/stripe/pay/${s.id}`,
        state,
      }),
    );
  });

  app.post<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const s = sessions.get(request.params.id);
    const outcome = ((request.body ?? {}) as Record<string, unknown>).outcome as Outcome;
    if (!s || !OUTCOMES.includes(outcome)) return sendHostedPage(reply.status(404), app.config, messagePage('Payment not found', 'This test payment page does not exist.'));
    if (s.status !== 'open') return reply.redirect(`${TEST_PAYMENTS_PATH}/stripe/pay/${s.id}`, 303);
    if (outcome === 'cancel') {
      // The buyer goes back; the session is expired at once (Stripe would expire it later) and says so by webhook.
      s.status = 'expired';
      sessions.set(s.id, s);
      await send('checkout.session.expired', s);
      return reply.redirect(s.cancel_url, 303);
    }
    s.status = 'complete';
    if (outcome === 'success') {
      s.payment_status = 'paid';
      s.payment_intent = id('pi');
      sessions.set(s.id, s);
      await send('checkout.session.completed', s);
    } else {
      // A delayed payment method that fails after the buyer left (Checkout's asynchronous flow).
      sessions.set(s.id, s);
      await send('checkout.session.completed', s);
      await send('checkout.session.async_payment_failed', s);
    }
    return reply.redirect(s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id), 303);
  });
}
