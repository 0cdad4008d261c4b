import { randomUUID } from 'node:crypto';
import { CHECKOUT_MSG } from '@commonshelf/shared/commerce/checkout.schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/seed.js';
import { orders } from '../modules/orders/orders.table.js';
import { payments } from '../modules/payments/payments.table.js';
import { choose, createListeningTestApp, eventually } from '../test/payments-app.js';
import { apiClient, HOSTS, type TestApp } from '../test/test-app.js';

/**
 * Fault: one cart paid from two tabs (or a double click, or a request replayed by a flaky network).
 * Every tab of a browser sends the same checkout key for the same cart. Expected: one order and one
 * payment attempt, however many checkouts race; the others get a 409 that names the order and opens
 * it; a paid cart says so; a failed or cancelled order lets the cart be checked out again; another
 * account's order on the key is never named.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let t: TestApp & { origin: string };
const { login, platform } = apiClient(() => t);
const GW = HOSTS.greenwood;

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

const checkout = (payload: Json, token?: string, host = GW) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/', payload, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const orderView = async (reference: string, token: string) => (await t.app.inject({ method: 'GET', url: `/api/orders/${reference}/?token=${encodeURIComponent(token)}`, headers: { host: GW } })).json() as Json;
const counts = () =>
  platform(async (tx) => ({
    orders: (await tx.select({ n: count() }).from(orders))[0]!.n,
    payments: (await tx.select({ n: count() }).from(payments))[0]!.n,
  }));
const keyOf = (reference: string) => platform(async (tx) => (await tx.select({ key: orders.checkoutKey }).from(orders).where(eq(orders.reference, reference)))[0]!.key);

let cart: { items: number[]; email: string; name: string; provider: 'stripe' };
beforeAll(async () => {
  const products = (await t.app.inject({ method: 'GET', url: '/api/products/', headers: { host: GW } })).json().results as Json[];
  const digital = products.filter((p) => !p.requires_shipping).slice(0, 2);
  cart = { items: digital.map((p) => p.id as number), email: 'two.tabs@example.org', name: 'Tam Tabs', provider: 'stripe' };
});

describe('two tabs paying one cart', () => {
  it('six checkouts of one cart at once make one order and one payment; the rest are told which order, with its token', async () => {
    const key = randomUUID();
    const before = await counts();
    const results = await Promise.all(Array.from({ length: 6 }, () => checkout({ ...cart, checkout_key: key })));
    const made = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const order = made[0]!.json().order as Json;
    for (const r of refused) {
      expect(r.json()).toEqual({ error: CHECKOUT_MSG.inProgress, order: order.reference, order_status: 'pending', access_token: expect.any(String) });
      // The token in the 409 opens the order being paid, so the second tab can show it.
      expect((await orderView(order.reference, r.json().access_token)).status).toBe('pending');
    }
    expect(await counts()).toEqual({ orders: before.orders + 1, payments: before.payments + 1 });

    // Paid in the first tab: the second tab hears that the cart is paid, and nothing more is made.
    await choose(t, made[0]!.json().redirect_url, 'success');
    await eventually(() => orderView(order.reference, made[0]!.json().access_token), (o) => o.status === 'fulfilled');
    const again = await checkout({ ...cart, checkout_key: key });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: CHECKOUT_MSG.alreadyPaid, order: order.reference, order_status: 'fulfilled' });
    expect(await counts()).toEqual({ orders: before.orders + 1, payments: before.payments + 1 });
  });

  it('a failed payment gives the key up: the same cart is checked out again as a new order', async () => {
    const key = randomUUID();
    const first = await checkout({ ...cart, checkout_key: key });
    expect(first.statusCode, first.body).toBe(201);
    const { order, access_token, redirect_url } = first.json() as Json;
    await choose(t, redirect_url, 'failure');
    await eventually(() => orderView(order.reference, access_token), (o) => o.status === 'failed' || o.status === 'cancelled');

    const second = await checkout({ ...cart, checkout_key: key });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().order.reference).not.toBe(order.reference);
    expect(await keyOf(order.reference)).toBeNull();
    expect(await keyOf(second.json().order.reference)).toBe(key);
    // The failed order itself can still be paid from its own page.
    expect((await orderView(order.reference, access_token)).can_retry).toBe(true);
  });

  it('another account’s order on the key is refused without naming it; a bad key is a field error; keys are per site; no key, no check', async () => {
    const key = randomUUID();
    const visitor = await checkout({ ...cart, checkout_key: key });
    expect(visitor.statusCode).toBe(201);
    const before = await counts();

    const teacher = await login(DEMO.teacher);
    const taken = await checkout({ ...cart, email: DEMO.teacher, checkout_key: key }, teacher);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: CHECKOUT_MSG.keyTaken });

    for (const bad of ['not-a-key', '', 'x'.repeat(400), `${key}\u0000`]) {
      const res = await checkout({ ...cart, checkout_key: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().checkout_key, bad).toEqual([CHECKOUT_MSG.keyInvalid]);
    }
    expect(await counts()).toEqual(before);

    // Keys are a site's own: the same key on another site (another origin, another local storage) is another checkout.
    const elsewhere = (await t.app.inject({ method: 'GET', url: '/api/products/', headers: { host: HOSTS.main } })).json().results as Json[];
    const onMain = await checkout({ ...cart, items: [elsewhere.find((p) => !p.requires_shipping)!.id], checkout_key: key }, undefined, HOSTS.main);
    expect(onMain.statusCode, onMain.body).toBe(201);

    // Without a key (an older page, an API client) every checkout is its own order, as before.
    const a = await checkout(cart);
    const b = await checkout(cart);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().order.reference).not.toBe(b.json().order.reference);
  });
});
