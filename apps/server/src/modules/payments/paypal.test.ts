import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, HOSTS } from '../../test/test-app.js';
import { choose, createListeningTestApp, eventually, type Recorded } from '../../test/payments-app.js';
import { projects } from '../charities/charities.table.js';
import { mailOutbox } from '../mail/mail.table.js';
import { invoices, orders } from '../orders/orders.table.js';
import { paymentEvents, payments } from './payments.table.js';

let t: Awaited<ReturnType<typeof createListeningTestApp>>;
const { platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const MAIN = HOSTS.main;

beforeAll(async () => {
  t = await createListeningTestApp({}, { record: true });
});
afterAll(() => t.close());

async function donate(amount: number, provider = 'paypal') {
  const [p] = await platform((tx) => tx.select().from(projects).where(eq(projects.slug, 'rain-tanks-for-kalawa-schools')));
  const res = await t.app.inject({ method: 'POST', url: '/api/checkout/donation/', headers: { host: MAIN }, payload: { project_id: p!.id, amount_minor: amount, anonymous: false, email: 'pp@example.org', name: 'Pat Payer', provider } });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as Json;
  const [row] = await platform((tx) => tx.select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.reference, body.order.reference)));
  return { ...body, paymentId: row!.payments.id, orderId: row!.orders.id, paypalOrder: row!.payments.providerRef! } as Json;
}

const view = async (d: Json) => (await t.app.inject({ method: 'GET', url: `/api/orders/${d.order.reference}/?token=${encodeURIComponent(d.access_token)}`, headers: { host: MAIN } })).json() as Json;
/** The buyer's browser arriving at the return address PayPal sent it to. */
const arrive = (url: URL) => t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } });
const fulfilments = async (d: Json) => ({
  invoices: (await platform((tx) => tx.select().from(invoices).where(eq(invoices.orderId, d.orderId)))).length,
  receipts: (await platform((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.template, 'donation-receipt')))).filter((m) => m.text.includes(d.order.reference)).length,
});
const outcomes = async (d: Json) => (await platform((tx) => tx.select().from(paymentEvents).where(eq(paymentEvents.paymentId, d.paymentId)).orderBy(paymentEvents.receivedAt))).map((e) => `${e.source}:${e.outcome}`);
const webhooksFor = (d: Json, type: string) => t.recorded.filter((r) => r.path === '/api/payments/webhooks/paypal/' && r.body.includes(d.paypalOrder) && JSON.parse(r.body).event_type === type);
const redeliver = (r: Recorded, body = r.body, headers = r.headers) => t.app.inject({ method: 'POST', url: r.path, payload: body, headers: { ...headers, host: '127.0.0.1' } });

describe('PayPal Orders v2 in test mode', () => {
  it('creates the order with OAuth and PayPal-Request-Id, and sends the buyer to the approval page', async () => {
    const d = await donate(4200);
    expect(d.order).toMatchObject({ status: 'pending', currency: 'USD', total_minor: 4200, provider: 'paypal' });
    expect(d.redirect_url).toBe(`${t.config.publicUrl}/test-payments/paypal/checkoutnow?token=${d.paypalOrder}`);
    const token = t.recorded.find((r) => r.path.endsWith('/v1/oauth2/token'))!;
    expect(token.headers.authorization).toMatch(/^Basic /);
    const create = t.recorded.find((r) => r.path.endsWith('/v2/checkout/orders') && r.method === 'POST' && r.body.includes(d.paymentId))!;
    const [payment] = await platform((tx) => tx.select().from(payments).where(eq(payments.id, d.paymentId)));
    expect(create.headers['paypal-request-id']).toBe(payment!.idempotencyKey);
    expect(JSON.parse(create.body).purchase_units[0]).toMatchObject({ reference_id: d.order.reference, custom_id: d.paymentId, amount: { currency_code: 'USD', value: '42.00' } });
  });

  it('approve, return, capture: paid and fulfilled once, though the approval webhook also captures', async () => {
    const d = await donate(4200);
    const back = await choose(t, d.redirect_url, 'success');
    expect(back.pathname).toBe('/api/payments/paypal/return/');
    expect(back.searchParams.get('token')).toBe(d.paypalOrder);
    const res = await arrive(back);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/paypal-payment/success?ref=${d.order.reference}`);
    expect(await view(d)).toMatchObject({ status: 'fulfilled', payment: { status: 'succeeded' }, invoice: { type: 'receipt' } });
    // The approval and capture webhooks arrive too, and change nothing more.
    await eventually(() => outcomes(d), (o) => o.length >= 3);
    expect(await fulfilments(d)).toEqual({ invoices: 1, receipts: 1 });
    const capture = t.recorded.filter((r) => r.path.endsWith(`/v2/checkout/orders/${d.paypalOrder}/capture`));
    expect(capture.length).toBeGreaterThanOrEqual(1);
    expect(new Set(capture.map((c) => c.headers['paypal-request-id'])).size).toBe(1);
    // Exactly one message applied the payment: usually the capture on return, but on a busy
    // machine the approval webhook may capture first. Every other one found it done.
    const all = await outcomes(d);
    expect(all.filter((o) => o.endsWith(':applied'))).toHaveLength(1);
    expect(all.filter((o) => !o.endsWith(':applied')).every((o) => /already_applied|no_change|duplicate/.test(o))).toBe(true);
  });

  it('a buyer who never comes back is still paid for: the approval webhook captures', async () => {
    const d = await donate(1500);
    await choose(t, d.redirect_url, 'success');
    const order = await eventually(
      () => platform(async (tx) => (await tx.select().from(orders).where(eq(orders.id, d.orderId)))[0]!),
      (o) => o.status === 'fulfilled',
    );
    expect(order.status).toBe('fulfilled');
    await eventually(() => outcomes(d), (o) => o.some((x) => x.startsWith('webhook:already_applied') || x.startsWith('webhook:applied')) && o.length >= 3);
    expect(await fulfilments(d)).toEqual({ invoices: 1, receipts: 1 });
  });

  it('a declined payment: the capture is refused, the order fails and the buyer sees the failed page', async () => {
    const d = await donate(999);
    const back = await choose(t, d.redirect_url, 'failure');
    const res = await arrive(back);
    expect(res.headers.location).toBe(`/paypal-payment/failed?ref=${d.order.reference}`);
    expect(await view(d)).toMatchObject({ status: 'failed', payment: { status: 'failed', failure_reason: 'The payment was declined.' }, can_retry: true });
  });

  it('a cancel returns to the cancel page and records the cancelled attempt; the order can be paid another way', async () => {
    const d = await donate(1200);
    // Only the buyer's way back carries PayPal's order id: a guessed link closes nothing.
    const guessed = await t.app.inject({ method: 'GET', url: `/api/payments/paypal/cancel/?ref=${d.order.reference}&token=NOT-IT`, headers: { host: MAIN } });
    expect(guessed.headers.location).toBe(`/paypal-payment/cancel?ref=${d.order.reference}`);
    expect(await view(d)).toMatchObject({ status: 'pending', payment: { status: 'pending' } });

    const back = await choose(t, d.redirect_url, 'cancel');
    expect(back.pathname).toBe('/api/payments/paypal/cancel/');
    const res = await arrive(back);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/paypal-payment/cancel?ref=${d.order.reference}`);
    // PayPal reports a cancel to nobody: the attempt is closed when the buyer comes back.
    expect(await view(d)).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' }, can_retry: true, invoice: null });
    expect(await outcomes(d)).toContain('return:applied');
    const retry = await t.app.inject({ method: 'POST', url: `/api/orders/${d.order.reference}/pay/`, headers: { host: MAIN }, payload: { provider: 'stripe', token: d.access_token } });
    expect(retry.statusCode, retry.body).toBe(201);
    await choose(t, retry.json().redirect_url, 'success');
    expect(await view(d)).toMatchObject({ status: 'fulfilled', provider: 'stripe', payment: { provider: 'stripe', status: 'succeeded' } });
  });

  it('webhooks: a replay is a duplicate, a forged or altered one is refused by PayPal’s verification', async () => {
    const d = await donate(2600);
    await arrive(await choose(t, d.redirect_url, 'success'));
    const [completed] = await eventually(
      async () => webhooksFor(d, 'PAYMENT.CAPTURE.COMPLETED'),
      (w) => w.length > 0,
    );
    expect(completed).toBeDefined();
    await eventually(() => outcomes(d), (o) => o.some((x) => x.startsWith('webhook:') && x.includes('already_applied')));
    const replay = await redeliver(completed!);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');

    const altered = completed!.body.replace('"value":"26.00"', '"value":"0.01"');
    expect(altered).not.toBe(completed!.body);
    expect((await redeliver(completed!, altered)).statusCode).toBe(400);
    expect((await redeliver(completed!, completed!.body, { ...completed!.headers, 'paypal-transmission-sig': Buffer.from('forged').toString('base64') })).statusCode).toBe(400);
    expect((await redeliver(completed!, completed!.body, { ...completed!.headers, 'paypal-cert-url': 'https://attacker.example/cert.pem' })).statusCode).toBe(400);
    const { 'paypal-transmission-sig': _sig, ...unsigned } = completed!.headers;
    expect((await redeliver(completed!, completed!.body, unsigned)).statusCode).toBe(400);
    const refused = await platform((tx) => tx.select().from(paymentEvents).where(eq(paymentEvents.provider, 'paypal')));
    expect(refused.filter((e) => !e.verified).map((e) => e.outcome)).toEqual([
      'refused: signature refused by PayPal (FAILURE)',
      'refused: signature refused by PayPal (FAILURE)',
      'refused: signature refused by PayPal (FAILURE)',
      'refused: missing PayPal transmission headers',
    ]);
    expect(await fulfilments(d)).toEqual({ invoices: 1, receipts: 1 });
  });
});
