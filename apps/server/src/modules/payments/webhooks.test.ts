import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, HOSTS, type TestApp } from '../../test/test-app.js';
import { projects } from '../charities/charities.table.js';
import { mailOutbox } from '../mail/mail.table.js';
import { invoices, orders } from '../orders/orders.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { paymentEvents, payments } from './payments.table.js';
import { createListeningTestApp } from '../../test/payments-app.js';

let t: TestApp & { origin: string };
const { platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const GW = HOSTS.greenwood;
const signer = new Stripe('sk_test_signing_only');

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

type Started = { reference: string; token: string; sessionId: string; paymentId: string; orderId: string; amount: number };

/** A donation waiting at Stripe's hosted page. */
async function startDonation(amount = 1500, host = GW, projectSlug = 'winter-hedgehog-hospital'): Promise<Started> {
  const [p] = await platform((tx) => tx.select().from(projects).where(eq(projects.slug, projectSlug)));
  const res = await t.app.inject({ method: 'POST', url: '/api/checkout/donation/', headers: { host }, payload: { project_id: p!.id, amount_minor: amount, anonymous: false, email: 'd@example.org', name: 'D', provider: 'stripe' } });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as Json;
  const [row] = await platform((tx) => tx.select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.reference, body.order.reference)));
  return { reference: body.order.reference, token: body.access_token, sessionId: row!.payments.providerRef!, paymentId: row!.payments.id, orderId: row!.orders.id, amount };
}

/** A Stripe event about a session, as Stripe would send it. */
function event(type: string, s: Started, session: Json = {}, id = `evt_${randomBytes(12).toString('hex')}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: s.sessionId,
        object: 'checkout.session',
        amount_total: s.amount,
        currency: 'gbp',
        client_reference_id: s.paymentId,
        metadata: { payment_id: s.paymentId },
        payment_status: 'paid',
        status: 'complete',
        payment_intent: `pi_${randomBytes(8).toString('hex')}`,
        ...session,
      },
    },
  });
}

const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? t.config.payments.stripe.webhookSecret, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });

const deliver = (payload: string, signature?: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe/',
    payload,
    headers: { host: '127.0.0.1', 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

const state = async (s: Started) => {
  const [row] = await platform((tx) => tx.select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, s.paymentId)));
  const invoiceRows = await platform((tx) => tx.select().from(invoices).where(eq(invoices.orderId, s.orderId)));
  const mails = await platform((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.template, 'donation-receipt')));
  return { order: row!.orders.status, payment: row!.payments.status, invoices: invoiceRows.length, receipts: mails.filter((m) => m.text.includes(s.reference)).length };
};
const outcomes = async (s: Started) =>
  (await platform((tx) => tx.select().from(paymentEvents).where(eq(paymentEvents.paymentId, s.paymentId)).orderBy(paymentEvents.receivedAt))).map((e) => e.outcome);

const untouched = { order: 'pending', payment: 'pending', invoices: 0, receipts: 0 };
const paidOnce = { order: 'fulfilled', payment: 'succeeded', invoices: 1, receipts: 1 };

describe('Stripe webhooks: attacks change nothing', () => {
  it('refuses a missing, wrong or stale signature and a body changed after signing, and records each refusal', async () => {
    const s = await startDonation();
    const body = event('checkout.session.completed', s);
    const refusals: [string | null, string][] = [
      [null, 'refused: missing Stripe-Signature header'],
      [sign(body, { secret: 'whsec_someone_else' }), 'refused: signature refused'],
      [sign(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }), 'refused: signature refused: Timestamp outside the tolerance zone'],
      ['t=1,v1=00', 'refused: signature refused'],
      ['garbage', 'refused: signature refused'],
    ];
    for (const [signature, outcome] of refusals) {
      const res = await deliver(body, signature);
      expect(res.statusCode, String(signature)).toBe(400);
      const all = await platform((tx) => tx.select().from(paymentEvents).where(eq(paymentEvents.verified, false)));
      expect(all.some((e) => e.outcome.startsWith(outcome)), outcome).toBe(true);
    }
    // Signed, then changed: the amount is doubled after signing.
    const tampered = sign(body);
    expect((await deliver(body.replace(`"amount_total":${s.amount}`, `"amount_total":${s.amount * 2}`), tampered)).statusCode).toBe(400);
    expect(await state(s)).toEqual(untouched);
    // Refused messages are never linked to a payment, and their event ids are not taken.
    expect(await outcomes(s)).toEqual([]);
    expect((await deliver(body, sign(body))).json().outcome).toBe('applied');
    expect(await state(s)).toEqual(paidOnce);
  });

  it('records but does not apply a verified event whose amount or currency is not the payment’s, or that names no payment of ours', async () => {
    const s = await startDonation(2000);
    for (const [session, outcome] of [
      [{ amount_total: 1 }, 'amount_mismatch'],
      [{ amount_total: 2001 }, 'amount_mismatch'],
      [{ currency: 'usd' }, 'currency_mismatch'],
      [{ currency: 'inr', amount_total: 2000 }, 'currency_mismatch'],
    ] as const) {
      const body = event('checkout.session.completed', s, session);
      const res = await deliver(body, sign(body));
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome).toBe(outcome);
    }
    expect(await state(s)).toEqual(untouched);
    const stranger = event('checkout.session.completed', { ...s, sessionId: 'cs_test_not_ours', paymentId: randomUUID() });
    expect((await deliver(stranger, sign(stranger))).json().outcome).toBe('unknown_payment');
    // Our payment id with another session's handle is not our payment either.
    const mixed = event('checkout.session.completed', { ...s, sessionId: 'cs_test_other' });
    expect((await deliver(mixed, sign(mixed))).json().outcome).toBe('unknown_payment');
    expect(await state(s)).toEqual(untouched);
    expect(await outcomes(s)).toEqual(['amount_mismatch', 'amount_mismatch', 'currency_mismatch', 'currency_mismatch']);
  });

  it('recognises a replayed event, a second event for the same payment and a late failure: one fulfilment', async () => {
    const s = await startDonation();
    const body = event('checkout.session.completed', s);
    expect((await deliver(body, sign(body))).json().outcome).toBe('applied');
    // The same event again, freshly signed (a replay or Stripe's retry).
    expect((await deliver(body, sign(body))).json().outcome).toBe('duplicate');
    const again = event('checkout.session.async_payment_succeeded', s);
    expect((await deliver(again, sign(again))).json().outcome).toBe('already_applied');
    for (const late of [event('checkout.session.async_payment_failed', s), event('checkout.session.expired', s, { status: 'expired', payment_status: 'unpaid' })]) {
      expect((await deliver(late, sign(late))).json().outcome).toBe('no_change');
    }
    expect(await state(s)).toEqual(paidOnce);
    expect(await outcomes(s)).toEqual(['applied', 'duplicate', 'already_applied', 'no_change', 'no_change']);
  });

  it('a success after a failure event still pays (the money moved); a failure after it changes nothing', async () => {
    const s = await startDonation();
    const failed = event('checkout.session.async_payment_failed', s, { payment_status: 'unpaid' });
    expect((await deliver(failed, sign(failed))).json().outcome).toBe('applied');
    expect(await state(s)).toMatchObject({ order: 'failed', payment: 'failed' });
    const paid = event('checkout.session.async_payment_succeeded', s);
    expect((await deliver(paid, sign(paid))).json().outcome).toBe('applied');
    expect(await state(s)).toEqual(paidOnce);
  });

  it('concurrent deliveries, a replay storm and status checks in two tabs: exactly one fulfilment and one receipt number', async () => {
    const s = await startDonation(3300);
    const first = event('checkout.session.completed', s);
    const others = Array.from({ length: 3 }, () => event('checkout.session.async_payment_succeeded', s));
    const viewOrder = () => t.app.inject({ method: 'GET', url: `/api/orders/${s.reference}/?token=${encodeURIComponent(s.token)}`, headers: { host: GW } });
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => deliver(first, sign(first))),
      ...others.map((b) => deliver(b, sign(b))),
      viewOrder(),
      viewOrder(),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const applied = results.slice(0, 7).map((r) => r.json().outcome);
    expect(applied.filter((o) => o === 'applied')).toHaveLength(1);
    expect(applied.filter((o) => o === 'duplicate')).toHaveLength(3);
    expect(await state(s)).toEqual(paidOnce);
  });
});

describe('invoice and receipt numbers', () => {
  it('are gapless per site and kind, however payments interleave', async () => {
    const gw = await platform(async (tx) => (await findTenantBySubdomain(tx, 'greenwood'))!);
    const started: Started[] = [];
    for (let i = 0; i < 6; i++) started.push(await startDonation(1000 + i, i % 2 ? GW : HOSTS.main, i % 2 ? 'winter-hedgehog-hospital' : 'bicycles-for-girls-in-ccorca'));
    // Pay in a shuffled order, concurrently, with a refused and a mismatched message in between.
    const order = [4, 1, 5, 0, 3, 2];
    await Promise.all(
      order.flatMap((i) => {
        const s = started[i]!;
        const good = event('checkout.session.completed', s);
        const bad = event('checkout.session.completed', s, { amount_total: 1 });
        return [deliver(bad, sign(bad)), deliver(good, sign(good)), deliver(good, 'forged')];
      }),
    );
    const rows = await platform((tx) => tx.select().from(invoices).where(inArray(invoices.orderId, started.map((s) => s.orderId))));
    expect(rows).toHaveLength(6);
    const numbers = (tenantId: string | null) =>
      rows
        .filter((r) => r.tenantId === tenantId)
        .map((r) => r.number)
        .sort((a, b) => a - b);
    const all = await platform((tx) => tx.select().from(invoices).where(eq(invoices.kind, 'receipt')));
    for (const tenantId of [gw.id, null]) {
      const mine = all.filter((r) => r.tenantId === tenantId).map((r) => r.number).sort((a, b) => a - b);
      // Every receipt of the site, from 1 up, without a gap or a repeat.
      expect(mine).toEqual(Array.from({ length: mine.length }, (_, i) => i + 1));
      expect(numbers(tenantId)).toHaveLength(3);
    }
  });
});
