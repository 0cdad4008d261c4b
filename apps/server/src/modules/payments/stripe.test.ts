import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, HOSTS, type TestApp } from '../../test/test-app.js';
import { cartItems } from '../cart/cart.table.js';
import { donations } from '../charities/charities.table.js';
import { mailOutbox } from '../mail/mail.table.js';
import { entitlements, orders } from '../orders/orders.table.js';
import { refundDuplicatePayments, DUPLICATE_REFUND_REASON } from './duplicate-payments.js';
import { paymentDeps } from './payments.plugin.js';
import { paymentEvents, payments, refunds } from './payments.table.js';
import { choose, createListeningTestApp } from '../../test/payments-app.js';

let t: TestApp & { origin: string };
const { login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const GW = HOSTS.greenwood;

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, opts: { payload?: Json; token?: string; host?: string } = {}) =>
  t.app.inject({ method, url, payload: opts.payload, headers: { host: opts.host ?? GW, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) } });

const project = async (slug: string, host = GW) => (await send('GET', `/api/projects/${slug}/`, { host })).json() as Json;
const order = async (reference: string, token: string, host = GW) => {
  const res = await send('GET', `/api/orders/${reference}/?token=${encodeURIComponent(token)}`, { host });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json;
};
const orderRow = (reference: string) => platform(async (tx) => (await tx.select().from(orders).where(eq(orders.reference, reference)))[0]!);

describe('Stripe Checkout in test mode', () => {
  it('test mode is the default without keys: the SDK talks to the stand-in with generated secrets', () => {
    expect(t.config.payments.stripe.mode).toBe('test');
    expect(t.config.payments.stripe.secretKey).toMatch(/^sk_test_/);
    expect(t.config.payments.stripe.webhookSecret).toMatch(/^whsec_/);
    expect(t.config.payments.stripe.apiBase).toBe(`${t.config.payments.selfUrl}/test-payments/stripe`);
  });

  it('a donation: checkout, the hosted page, a signed webhook, then the order is paid, fulfilled and receipted once', async () => {
    const before = await project('winter-hedgehog-hospital');
    const res = await send('POST', '/api/checkout/donation/', {
      payload: { project_id: before.id, amount_minor: 2500, dedication: 'For Mrs Patel’s class', anonymous: false, email: 'Gran@Example.org', name: 'Maureen Hughes', provider: 'stripe' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json() as Json;
    expect(started.order).toMatchObject({ kind: 'donation', status: 'pending', total_minor: 2500, currency: 'GBP', provider: 'stripe' });
    expect(started.redirect_url).toMatch(/^http:\/\/localhost:\d+\/test-payments\/stripe\/pay\/cs_test_/);

    // Nothing is paid before the provider says so.
    const pending = await order(started.order.reference, started.access_token);
    expect(pending).toMatchObject({ status: 'pending', payment: { provider: 'stripe', status: 'pending', test_mode: true }, invoice: null, can_retry: true });
    expect(pending.timeline.map((s: Json) => [s.step, s.done])).toEqual([
      ['placed', true],
      ['paid', false],
      ['fulfilled', false],
    ]);

    const back = await choose(t, started.redirect_url, 'success');
    expect(back.toString()).toBe(`http://greenwood.localhost:${new URL(t.config.publicUrl).port}/stripe-payment/success?ref=${started.order.reference}`);

    const paid = await order(started.order.reference, started.access_token);
    expect(paid).toMatchObject({ status: 'fulfilled', email: 'gran@example.org', payment: { status: 'succeeded' }, invoice: { type: 'receipt', number: 'RCT-000001' } });
    expect(paid.donation).toMatchObject({ project: { slug: 'winter-hedgehog-hospital' }, dedication: 'For Mrs Patel’s class', anonymous: false, display_name: 'Maureen Hughes' });
    expect(paid.timeline.every((s: Json) => s.done)).toBe(true);
    const after = await project('winter-hedgehog-hospital');
    expect(after.raised_minor).toBe(before.raised_minor + 2500);

    const row = await orderRow(started.order.reference);
    const events = await platform((tx) => tx.select().from(paymentEvents).innerJoin(payments, eq(payments.id, paymentEvents.paymentId)).where(eq(payments.orderId, row.id)));
    expect(events.map((e) => [e.payment_events.eventId?.slice(0, 4), e.payment_events.verified, e.payment_events.outcome])).toEqual([['evt_', true, 'applied']]);
    const [donation] = await platform((tx) => tx.select().from(donations).where(eq(donations.orderId, row.id)));
    expect(donation!.paidAt).not.toBeNull();
    const mail = await platform((tx) => tx.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'gran@example.org'), eq(mailOutbox.template, 'donation-receipt'))));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Thank you for your donation to ${before.title} (${before.charity.name})`);
    expect(mail[0]!.text).toContain('£25.00');
    expect(mail[0]!.text).toContain('RCT-000001');
    expect(mail[0]!.text).toContain(`/trackorder/${started.order.reference}?token=`);
  });

  it('a signed-in teacher’s cart: digital items unlocked, the cart emptied of what was bought, an invoice and an email', async () => {
    const token = await login(DEMO.teacher);
    const catalogue = (await send('GET', '/api/products/')).json().results as Json[];
    const ebook = catalogue.find((p) => p.slug === 'the-seed-library-ebook')!;
    const print = catalogue.find((p) => p.slug === 'the-seed-library-print')!;
    const training = catalogue.find((p) => p.kind === 'teacher_training')!;
    for (const p of [ebook, print, training]) expect((await send('POST', '/api/data/cart/', { token, payload: { product_id: p.id } })).statusCode).toBe(200);

    const noAddress = await send('POST', '/api/checkout/', { token, payload: { provider: 'stripe', email: DEMO.teacher, name: 'Sofia Alvarez' } });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().shipping_address).toEqual(['Enter a delivery address: your order includes printed books.']);

    const res = await send('POST', '/api/checkout/', {
      token,
      payload: {
        provider: 'stripe',
        email: DEMO.teacher,
        name: 'Sofia Alvarez',
        shipping_address: { name: 'Sofia Alvarez', line1: '1 School Lane', city: 'Greenwood', postal_code: 'GW1 2AB', country: 'gb' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json() as Json;
    const total = ebook.price.amount_minor + print.price.amount_minor + training.price.amount_minor;
    expect(started.order).toMatchObject({ kind: 'purchase', total_minor: total, currency: 'GBP' });

    await choose(t, started.redirect_url, 'success');
    const view = (await send('GET', `/api/orders/${started.order.reference}/`, { token })).json() as Json;
    expect(view).toMatchObject({ status: 'fulfilled', requires_shipping: true, invoice: { type: 'invoice', number: 'INV-000001' } });
    expect(view.shipping_address).toMatchObject({ line1: '1 School Lane', country: 'GB' });
    expect(view.items.map((i: Json) => i.product.id)).toEqual([ebook.id, print.id, training.id].sort((a, b) => catalogue.findIndex((p) => p.id === a) - catalogue.findIndex((p) => p.id === b)));
    expect(view.timeline.map((s: Json) => [s.step, s.done])).toEqual([
      ['placed', true],
      ['paid', true],
      ['fulfilled', true],
      ['shipped', false],
    ]);

    const row = await orderRow(started.order.reference);
    const unlocked = await platform((tx) => tx.select().from(entitlements).where(eq(entitlements.orderId, row.id)));
    expect(unlocked.map((e) => e.productId).sort()).toEqual([ebook.id, training.id].sort());
    expect(await platform((tx) => tx.select().from(cartItems).where(eq(cartItems.userId, row.userId!)))).toEqual([]);
    expect((await send('GET', '/api/data/cart/', { token })).json()).toEqual({ items: [], count: 0 });
    const [mail] = await platform((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.template, 'order-confirmation')));
    expect(mail!.subject).toBe(`Your order ${started.order.reference} is confirmed`);
    expect(mail!.text).toContain('INV-000001');

    // The dashboard lists it.
    const mine = (await send('GET', '/api/orders/mine/', { token })).json() as Json;
    expect(mine.results[0]).toMatchObject({ reference: started.order.reference, status: 'fulfilled', items_count: 3, to_post: true, invoice: { number: 'INV-000001' } });
  });

  it('a declined payment fails the order, which can be paid again; a cancel leaves it cancelled', async () => {
    const p = await project('bicycles-for-girls-in-ccorca', HOSTS.main);
    const start = async () => {
      const res = await send('POST', '/api/checkout/donation/', { host: HOSTS.main, payload: { project_id: p.id, amount_minor: 1000, anonymous: true, email: 'kind@example.org', name: 'Kind Person', provider: 'stripe' } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Json;
    };
    const declined = await start();
    await choose(t, declined.redirect_url, 'failure');
    const failed = await order(declined.order.reference, declined.access_token, HOSTS.main);
    expect(failed).toMatchObject({ status: 'failed', payment: { status: 'failed', failure_reason: 'The payment was declined.' }, can_retry: true, invoice: null });
    expect(failed.timeline.map((s: Json) => s.step)).toEqual(['placed', 'failed']);

    const again = await send('POST', `/api/orders/${declined.order.reference}/pay/`, { host: HOSTS.main, payload: { provider: 'stripe', token: declined.access_token } });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().order.status).toBe('pending');
    await choose(t, again.json().redirect_url, 'success');
    expect(await order(declined.order.reference, declined.access_token, HOSTS.main)).toMatchObject({ status: 'fulfilled', payment: { status: 'succeeded' } });
    // A paid order cannot be paid again.
    expect((await send('POST', `/api/orders/${declined.order.reference}/pay/`, { host: HOSTS.main, payload: { provider: 'stripe', token: declined.access_token } })).statusCode).toBe(409);

    const cancelled = await start();
    const back = await choose(t, cancelled.redirect_url, 'cancel');
    expect(back.pathname).toBe('/stripe-payment/cancel');
    expect(await order(cancelled.order.reference, cancelled.access_token, HOSTS.main)).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' }, can_retry: true });
  });

  it('an order paid twice (an older card page paid after a newer attempt) keeps one payment and refunds the other at once', async () => {
    const before = await project('winter-hedgehog-hospital');
    const res = await send('POST', '/api/checkout/donation/', {
      payload: { project_id: before.id, amount_minor: 1200, anonymous: false, email: 'twice@example.org', name: 'Tess Twice', provider: 'stripe' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json() as Json;
    const reference = first.order.reference as string;
    // The buyer leaves the first card page open and starts again from the order's page, and pays there.
    const again = await send('POST', `/api/orders/${reference}/pay/`, { payload: { provider: 'stripe', token: first.access_token } });
    expect(again.statusCode, again.body).toBe(201);
    await choose(t, again.json().redirect_url, 'success');
    expect(await order(reference, first.access_token)).toMatchObject({ status: 'fulfilled', payment: { status: 'succeeded' } });
    // Then pays on the first page as well: that money goes straight back.
    await choose(t, first.redirect_url, 'success');
    const paymentsOf = () =>
      platform((tx) => tx.select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.reference, reference)).orderBy(payments.createdAt));
    const [older, newer] = (await paymentsOf()).map((r) => r.payments);
    expect([older!.status, newer!.status]).toEqual(['refunded', 'succeeded']);
    const [refund] = await platform((tx) => tx.select().from(refunds).where(eq(refunds.paymentId, older!.id)));
    expect(refund).toMatchObject({ status: 'succeeded', amountMinor: 1200, reason: DUPLICATE_REFUND_REASON, requestedBy: null });
    const outcomes = await platform((tx) => tx.select().from(paymentEvents).where(eq(paymentEvents.paymentId, older!.id)));
    expect(outcomes.map((e) => e.outcome)).toContain('paid_twice');
    const mails = await platform((tx) => tx.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'twice@example.org'), eq(mailOutbox.template, 'duplicate-payment-refunded'))));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your donation ${reference} was paid twice: one payment is refunded`);
    expect(mails[0]!.text).toContain('£12.00');
    // The gift stays paid, and counts once.
    expect(await order(reference, first.access_token)).toMatchObject({ status: 'fulfilled' });
    expect((await project('winter-hedgehog-hospital')).raised_minor).toBe(before.raised_minor + 1200);
    // A later reconciliation finds nothing more to refund.
    expect((await refundDuplicatePayments(paymentDeps(t.app), { orderId: older!.orderId })).refunded).toBe(0);

    // The admin's refund of the order refunds the payment that paid it.
    const schoolAdmin = await login(DEMO.schoolAdmin, GW);
    const refunded = await send('POST', `/api/admin/orders/${reference}/refund/`, { token: schoolAdmin, payload: { reason: 'Asked for it back' } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await paymentsOf()).map((r) => r.payments.status)).toEqual(['refunded', 'refunded']);
    const [kept] = await platform((tx) => tx.select().from(refunds).where(eq(refunds.paymentId, newer!.id)));
    expect(kept).toMatchObject({ status: 'succeeded', reason: 'Asked for it back' });
  });
});
