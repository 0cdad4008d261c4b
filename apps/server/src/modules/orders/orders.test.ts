import { CHECKOUT_MSG } from '@commonshelf/shared/commerce/checkout.schemas';
import { MAX_AMOUNT_MINOR } from '@commonshelf/shared/commerce/commerce.schemas';
import { ORDER_MSG } from '@commonshelf/shared/commerce/orders.schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { charities, donations, fundraisers, projects } from '../charities/charities.table.js';
import { payments } from '../payments/payments.table.js';
import { choose, createListeningTestApp } from '../../test/payments-app.js';
import { orders } from './orders.table.js';
import { upsertProduct } from './products.repository.js';

let t: TestApp & { origin: string };
const { login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, opts: { payload?: unknown; token?: string; host?: string } = {}) =>
  t.app.inject({ method, url, payload: opts.payload as Json, headers: { host: opts.host ?? GW, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) } });
const orderCount = () => platform(async (tx) => (await tx.select({ n: count() }).from(orders))[0]!.n);
const projectId = (slug: string) => platform(async (tx) => (await tx.select().from(projects).where(eq(projects.slug, slug)))[0]!.id);
const donor = { anonymous: false, email: 'donor@example.org', name: 'Dee Donor', provider: 'stripe' };
const catalogue = async (host = GW) => (await send('GET', '/api/products/', { host })).json().results as Json[];

describe('donation checkout refuses bad amounts and causes, creating nothing', () => {
  it('refuses negative, zero, fractional, non-numeric, missing and absurd amounts with a field message', async () => {
    const id = await projectId('winter-hedgehog-hospital');
    const before = await orderCount();
    const cases: [unknown, string][] = [
      [-100, CHECKOUT_MSG.amountPositive],
      [0, CHECKOUT_MSG.amountPositive],
      [12.5, CHECKOUT_MSG.amountWhole],
      ['2500', CHECKOUT_MSG.amountWhole],
      ['NaN', CHECKOUT_MSG.amountWhole],
      [null, CHECKOUT_MSG.amountWhole],
      [undefined, CHECKOUT_MSG.amountRequired],
      [MAX_AMOUNT_MINOR + 1, CHECKOUT_MSG.amountTooLarge],
      [1e300, CHECKOUT_MSG.amountTooLarge],
    ];
    for (const [amount, message] of cases) {
      const res = await send('POST', '/api/checkout/donation/', { payload: { ...donor, project_id: id, amount_minor: amount } });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().amount_minor, String(amount)).toEqual([message]);
    }
    // JSON's way of writing an infinite number.
    const huge = await t.app.inject({ method: 'POST', url: '/api/checkout/donation/', headers: { host: GW, 'content-type': 'application/json' }, payload: `{"project_id":${id},"amount_minor":1e400,"anonymous":false,"email":"a@b.org","name":"A","provider":"stripe"}` });
    expect(huge.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a provider that cannot take the cause’s currency: PhonePe is for rupees only', async () => {
    const res = await send('POST', '/api/checkout/donation/', { payload: { ...donor, project_id: await projectId('winter-hedgehog-hospital'), amount_minor: 1000, provider: 'phonepe' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().provider).toEqual([CHECKOUT_MSG.currency('PhonePe', 'GBP')]);
    const unknown = await send('POST', '/api/checkout/donation/', { payload: { ...donor, project_id: 1, amount_minor: 1000, provider: 'bitcoin' } });
    expect(unknown.json().provider).toEqual([CHECKOUT_MSG.provider]);
  });

  it('refuses less than the provider takes in one payment (PhonePe a rupee, Stripe 30 pence), before any order is made', async () => {
    const before = await orderCount();
    const pustak = await platform(async (tx) => (await tx.select().from(charities).where(eq(charities.slug, 'pustak-gaadi-trust')))[0]!.id);
    const phonepe = await send('POST', '/api/checkout/donation/', { host: MAIN, payload: { ...donor, charity_id: pustak, amount_minor: 99, provider: 'phonepe' } });
    expect(phonepe.statusCode).toBe(400);
    expect(phonepe.json().amount_minor).toEqual([CHECKOUT_MSG.belowMinimum('PhonePe', '1 INR')]);
    const stripe = await send('POST', '/api/checkout/donation/', { payload: { ...donor, project_id: await projectId('winter-hedgehog-hospital'), amount_minor: 29 } });
    expect(stripe.json().amount_minor).toEqual([CHECKOUT_MSG.belowMinimum('Stripe', '0.30 GBP')]);
    expect(await orderCount()).toBe(before);
    // PayPal takes a penny, so 29 pence is a gift it can take.
    const paypal = await send('POST', '/api/checkout/donation/', { payload: { ...donor, project_id: await projectId('winter-hedgehog-hospital'), amount_minor: 29, provider: 'paypal' } });
    expect(paypal.statusCode, paypal.body).toBe(201);
  });

  it('refuses causes this site cannot give to', async () => {
    const draft = await platform(async (tx) => {
      const [c] = await tx.insert(charities).values({ tenantId: null, slug: 'draft-charity', name: 'Draft', currency: 'GBP', status: 'draft' }).returning();
      const [p] = await tx.insert(projects).values({ tenantId: null, charityId: c!.id, slug: 'draft-project', title: 'Draft project', currency: 'GBP', goalMinor: 1000, status: 'published' }).returning();
      return { charity: c!.id, project: p!.id };
    });
    const greenwoodsOwn = await platform(async (tx) => (await tx.select().from(charities).where(eq(charities.slug, 'millbrook-hedgehog-rescue')))[0]!);
    const other = await projectId('rain-tanks-for-kalawa-schools');
    const cases: [Json, string, string, string?][] = [
      [{ project_id: 999_999 }, 'project_id', CHECKOUT_MSG.causeNotFound],
      [{ project_id: draft.project }, 'project_id', CHECKOUT_MSG.causeNotFound],
      [{ charity_id: draft.charity }, 'charity_id', CHECKOUT_MSG.causeNotFound],
      [{ charity_id: greenwoodsOwn.id }, 'charity_id', CHECKOUT_MSG.causeNotFound, MAIN],
      [{ project_id: await projectId('winter-hedgehog-hospital'), charity_id: (await platform(async (tx) => (await tx.select().from(projects).where(eq(projects.id, other)))[0]!.charityId)) }, 'project_id', CHECKOUT_MSG.causeMismatch],
      [{ fundraiser_slug: 'amara-sponsored-silence' }, 'project_id', CHECKOUT_MSG.causeNotFound, BF],
      [{ fundraiser_slug: 'no-such-page' }, 'project_id', CHECKOUT_MSG.causeNotFound],
      [{}, 'project_id', CHECKOUT_MSG.causeRequired],
    ];
    for (const [cause, field, message, host] of cases) {
      const res = await send('POST', '/api/checkout/donation/', { host, payload: { ...donor, amount_minor: 1000, ...cause } });
      expect(res.statusCode, JSON.stringify(cause)).toBe(400);
      expect(res.json()[field], JSON.stringify(cause)).toEqual([message]);
    }
    await platform((tx) => tx.update(fundraisers).set({ active: false }).where(eq(fundraisers.slug, 'year-4-oak-bike-a-thon')));
    const closed = await send('POST', '/api/checkout/donation/', { payload: { ...donor, amount_minor: 1000, fundraiser_slug: 'year-4-oak-bike-a-thon' } });
    expect(closed.json().fundraiser_slug).toEqual([CHECKOUT_MSG.fundraiserClosed]);
    await platform((tx) => tx.update(fundraisers).set({ active: true }).where(eq(fundraisers.slug, 'year-4-oak-bike-a-thon')));
  });

  it('credits a fundraising page, in its currency, and shows a student by first name only', async () => {
    const amara = DEMO_STUDENTS.find((s) => s.username === 'amarao07')!;
    const student = await login(amara.username);
    const res = await send('POST', '/api/checkout/donation/', { token: student, payload: { ...donor, name: `${amara.first_name} ${amara.last_name}`, amount_minor: 500, fundraiser_slug: 'amara-sponsored-silence' } });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await platform((tx) =>
      tx.select().from(donations).innerJoin(orders, eq(orders.id, donations.orderId)).where(eq(orders.reference, res.json().order.reference)),
    );
    const [page] = await platform((tx) => tx.select().from(fundraisers).where(eq(fundraisers.slug, 'amara-sponsored-silence')));
    expect(row!.donations).toMatchObject({ fundraiserId: page!.id, currency: page!.currency, displayName: amara.first_name, paidAt: null });
    expect(res.json().order.currency).toBe(page!.currency);
  });
});

describe('cart checkout prices from the database only', () => {
  it('ignores any price or total the browser sends, and refuses items that are not ids', async () => {
    const [p] = await catalogue();
    const res = await send('POST', '/api/checkout/', { payload: { provider: 'stripe', email: 'buyer@example.org', name: 'Bea Buyer', items: [p!.id], total_minor: 1, price: 1, amount_minor: 1, currency: 'INR' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({ total_minor: p!.price.amount_minor, currency: 'GBP' });
    const [payment] = await platform((tx) => tx.select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.reference, res.json().order.reference)));
    expect(payment!.payments).toMatchObject({ amountMinor: p!.price.amount_minor, currency: 'GBP', status: 'pending' });
    const tampered = await send('POST', '/api/checkout/', { payload: { provider: 'stripe', email: 'buyer@example.org', name: 'Bea', items: [{ id: p!.id, price: 1 }] } });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()['items.0']).toBeDefined();
  });

  it('refuses an empty cart, unknown or withdrawn products, products not sold in the site’s currency, and bad buyer details', async () => {
    const before = await orderCount();
    const usdOnly = await platform((tx) => upsertProduct(tx, { tenantId: null, slug: 'usd-only-poster', kind: 'dear_world_book', title: 'Poster' }, { USD: 500 }));
    const withdrawn = await platform((tx) => upsertProduct(tx, { tenantId: null, slug: 'withdrawn-poster', kind: 'dear_world_book', title: 'Poster', active: false }, { GBP: 500 }));
    const cases: [Json, string, string][] = [
      [{}, 'items', CHECKOUT_MSG.cartEmpty],
      [{ items: [] }, 'items', CHECKOUT_MSG.cartEmpty],
      [{ items: [999_999] }, 'items', CHECKOUT_MSG.unavailable],
      [{ items: [withdrawn.id] }, 'items', CHECKOUT_MSG.unavailable],
      [{ items: [usdOnly.id] }, 'items', CHECKOUT_MSG.notPriced('GBP')],
      [{ items: [1], email: 'not-an-email' }, 'email', CHECKOUT_MSG.emailInvalid],
      [{ items: [1], name: '   ' }, 'name', CHECKOUT_MSG.name],
    ];
    for (const [extra, field, message] of cases) {
      const res = await send('POST', '/api/checkout/', { payload: { provider: 'stripe', email: 'buyer@example.org', name: 'Bea', ...extra } });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()[field], JSON.stringify(extra)).toEqual([message]);
    }
    const phonepe = await send('POST', '/api/checkout/', { payload: { provider: 'phonepe', email: 'b@example.org', name: 'Bea', items: [(await catalogue())[0]!.id] } });
    expect(phonepe.json().provider).toEqual([CHECKOUT_MSG.currency('PhonePe', 'GBP')]);
    expect(await orderCount()).toBe(before);
  });

  it('checks the delivery address: a postcode of letters and digits in its country’s format, an Indian PIN of six', async () => {
    const print = (await catalogue()).find((p) => p.kind === 'book_print')!;
    const address = { name: 'Ravi', line1: '4 MG Road', city: 'Pune', postal_code: '411001', country: 'IN' };
    const before = await orderCount();
    const cases: [string, string, string][] = [
      ['!!!@@@', 'GB', CHECKOUT_MSG.postalCode],
      ['LS1 4AB-', 'GB', CHECKOUT_MSG.postalCode],
      ['41100', 'IN', CHECKOUT_MSG.pinCode],
      ['011001', 'in', CHECKOUT_MSG.pinCode],
      ['SW1A', 'GB', CHECKOUT_MSG.ukPostcode],
      ['', 'GB', CHECKOUT_MSG.fieldRequired],
    ];
    for (const [postal_code, country, message] of cases) {
      const res = await send('POST', '/api/checkout/', { payload: { provider: 'stripe', email: 'b@example.org', name: 'Bea', items: [print.id], shipping_address: { ...address, postal_code, country } } });
      expect(res.statusCode, postal_code).toBe(400);
      expect(res.json()['shipping_address.postal_code'], postal_code).toEqual([message]);
    }
    const country = await send('POST', '/api/checkout/', { payload: { provider: 'stripe', email: 'b@example.org', name: 'Bea', items: [print.id], shipping_address: { ...address, country: 'India' } } });
    expect(country.json()['shipping_address.country']).toEqual([CHECKOUT_MSG.country]);
    // A phone number, when given, is one: 6 to 15 digits, written as people write them.
    for (const phone of ['abc', '12345', '+1 2345 6789 0123 456', '98 76 x 54321']) {
      const res = await send('POST', '/api/checkout/', { payload: { provider: 'stripe', email: 'b@example.org', name: 'Bea', items: [print.id], shipping_address: { ...address, phone } } });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()['shipping_address.phone'], phone).toEqual([CHECKOUT_MSG.phone]);
    }
    expect(await orderCount()).toBe(before);
    for (const phone of ['+91 98765 43210', '(020) 7946-0958', '']) {
      const res = await send('POST', '/api/checkout/', { payload: { provider: 'stripe', email: 'b@example.org', name: 'Bea', items: [print.id], shipping_address: { ...address, phone } } });
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(201);
    }
  });

  it('takes a signed-in user’s server cart when the request names no items', async () => {
    const token = await login(DEMO.schoolAdmin);
    const [a, b] = (await catalogue()).filter((p) => !p.requires_shipping);
    await send('POST', '/api/data/cart/', { token, payload: { product_id: a!.id } });
    await send('POST', '/api/data/cart/', { token, payload: { product_id: b!.id } });
    const res = await send('POST', '/api/checkout/', { token, payload: { provider: 'stripe', email: DEMO.schoolAdmin, name: 'Helen Okafor' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.total_minor).toBe(a!.price.amount_minor + b!.price.amount_minor);
  });
});

describe('who sees an order', () => {
  it('its owner, or anyone with its access token on its own site; everyone else gets the same 404', async () => {
    const teacher = await login(DEMO.teacher);
    const [p] = await catalogue();
    const res = await send('POST', '/api/checkout/', { token: teacher, payload: { provider: 'stripe', email: DEMO.teacher, name: 'Sofia', items: [p!.id] } });
    const { order, access_token } = res.json() as Json;
    const ok = (r: { statusCode: number }) => r.statusCode;
    expect(ok(await send('GET', `/api/orders/${order.reference}/`, { token: teacher }))).toBe(200);
    expect(ok(await send('GET', `/api/orders/${order.reference.toLowerCase()}/?token=${access_token}`))).toBe(200);
    const other = await login(DEMO.schoolAdmin);
    for (const [url, opts] of [
      [`/api/orders/${order.reference}/`, {}],
      [`/api/orders/${order.reference}/`, { token: other }],
      [`/api/orders/${order.reference}/?token=wrong`, {}],
      [`/api/orders/${order.reference}/?token=${access_token}x`, {}],
      [`/api/orders/${order.reference}/?token=${access_token}`, { host: MAIN }],
      [`/api/orders/${order.reference}/?token=${access_token}`, { host: BF }],
      [`/api/orders/ZZZZZZZZZZ/?token=${access_token}`, {}],
      [`/api/orders/not-a-ref/`, {}],
    ] as const) {
      const r = await send('GET', url, opts);
      expect(r.statusCode, `${url} ${JSON.stringify(opts)}`).toBe(404);
      expect(r.json().error).toBe(ORDER_MSG.notFound);
    }
    // Another order's token opens only that order.
    const second = (await send('POST', '/api/checkout/', { payload: { provider: 'stripe', email: 'x@example.org', name: 'X', items: [p!.id] } })).json() as Json;
    expect(ok(await send('GET', `/api/orders/${order.reference}/?token=${second.access_token}`))).toBe(404);
    // Paying again needs the same access.
    expect(ok(await send('POST', `/api/orders/${order.reference}/pay/`, { payload: { provider: 'stripe', token: 'nope' } }))).toBe(404);

    const mine = await send('GET', '/api/orders/mine/', { token: other });
    expect(mine.json().results.map((o: Json) => o.reference)).not.toContain(order.reference);
    expect((await send('GET', '/api/orders/mine/')).statusCode).toBe(401);
    const teachers = (await send('GET', '/api/orders/mine/?kind=purchase', { token: teacher })).json() as Json;
    expect(teachers.results.map((o: Json) => o.reference)).toContain(order.reference);
  });
});

describe('a provider that cannot be reached', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp({ STRIPE_SECRET_KEY: 'sk_live_unreachable', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_BASE: 'http://127.0.0.1:9' });
  });
  afterAll(() => down.close());

  it('fails the attempt with a 502 that says nothing was charged; the order can be paid again', async () => {
    expect(down.config.payments.stripe.mode).toBe('live');
    const [p] = (await down.app.inject({ method: 'GET', url: '/api/products/', headers: { host: GW } })).json().results as Json[];
    const res = await down.app.inject({ method: 'POST', url: '/api/checkout/', headers: { host: GW }, payload: { provider: 'stripe', email: 'b@example.org', name: 'Bea', items: [p!.id] } });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(CHECKOUT_MSG.providerDown('Stripe'));
    const [row] = await down.db.withTenant({ tenantId: null, platform: true }, (tx) => tx.select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.email, 'b@example.org')));
    expect(row!.orders.status).toBe('failed');
    expect(row!.payments.status).toBe('failed');
  }, 30_000);
});

describe('test mode end to end from the hosted page', () => {
  it('a visitor pays for a printed book and reads the order back with the token', async () => {
    const print = (await catalogue(MAIN)).find((p) => p.kind === 'book_print')!;
    const res = await send('POST', '/api/checkout/', {
      host: MAIN,
      payload: { provider: 'stripe', email: 'reader@example.org', name: 'Ravi', items: [print.id], shipping_address: { name: 'Ravi', line1: '4 MG Road', city: 'Pune', postal_code: '411001', country: 'IN' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    await choose(t, res.json().redirect_url, 'success');
    const view = (await send('GET', `/api/orders/${res.json().order.reference}/?token=${res.json().access_token}`, { host: MAIN })).json() as Json;
    expect(view).toMatchObject({ status: 'fulfilled', currency: 'INR', invoice: { number: 'INV-000001' }, requires_shipping: true });
  });
});
