import { PAYMENT_HISTORY_MSG as MSG } from '@commonshelf/shared/commerce/payment-history.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { choose, createListeningTestApp, eventually, paidPurchase } from '../../test/payments-app.js';
import { apiClient, HOSTS, type TestApp } from '../../test/test-app.js';
import { orders } from '../orders/orders.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { claimedHandles } from './payments.service.js';
import { HIDDEN, redact, redactText } from './payment-history.service.js';
import { payments } from './payments.table.js';

let t: TestApp & { origin: string };
const { login, platform, call } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const { greenwood: GW, main: MAIN, brightfutures: BF } = HOSTS;
let admin: string;
let schoolAdmin: string;
let greenwoodId: string;

beforeAll(async () => {
  t = await createListeningTestApp();
  admin = await login(DEMO.admin, MAIN);
  schoolAdmin = await login(DEMO.schoolAdmin, GW);
  greenwoodId = (await platform((tx) => findTenantBySubdomain(tx, 'greenwood')))!.id;
});
afterAll(() => t.close());

const list = (query = '', token = admin, host = MAIN) => call('GET', `/api/admin/payments/?${query}`, { host, token });
const detail = (id: string, token = admin, host = MAIN) => call('GET', `/api/admin/payments/${id}/`, { host, token });
const paymentOf = async (reference: string) =>
  (await platform((tx) => tx.select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.reference, reference))))[0]!.payments;

/** A webhook delivered to our endpoint as anyone on the internet could send it. */
const deliver = (provider: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/payments/webhooks/${provider}/`, payload: body, headers: { host: '127.0.0.1', 'content-type': 'application/json', ...headers } });

describe('payment history', () => {
  it('lists every attempt with its order, provider ids and verified messages; the detail shows each message in order', async () => {
    const bought = await paidPurchase(t, GW, { provider: 'stripe', email: 'history@example.org' });
    const payment = await paymentOf(bought.reference);
    const page = (await list(`search=${bought.reference}`)).json() as Json;
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      id: payment.id,
      provider: 'stripe',
      provider_ref: payment.providerRef,
      test_mode: true,
      status: 'succeeded',
      amount_minor: payment.amountMinor,
      currency: 'GBP',
      order: { reference: bought.reference, kind: 'purchase', status: 'fulfilled', email: 'history@example.org' },
      site: { id: greenwoodId, name: 'Greenwood Primary School' },
      refused_events: 0,
    });
    expect(page.results[0].events).toBeGreaterThanOrEqual(1);

    const d = (await detail(payment.id)).json() as Json;
    expect(d.order).toMatchObject({ reference: bought.reference, total_minor: payment.amountMinor, currency: 'GBP' });
    const applied = d.timeline.find((e: Json) => e.outcome === 'applied');
    expect(applied).toMatchObject({ verified: true, claimed: false, source: 'webhook', provider: 'stripe', type: 'checkout.session.completed', amount_minor: payment.amountMinor, currency: 'GBP', reason: null });
    expect(applied.event_id).toMatch(/^evt_/);
    const times = d.timeline.map((e: Json) => e.received_at);
    expect(times).toEqual([...times].sort());
    expect(d.refunds).toEqual([]);
    // Searching by the provider's reference or the buyer's email finds it too.
    expect((await list(`search=${payment.providerRef}`)).json().results.map((p: Json) => p.id)).toEqual([payment.id]);
    expect((await list('search=history@example')).json().results.map((p: Json) => p.id)).toContain(payment.id);
  });

  it('records a forged webhook as unverified on the payment it names, changes nothing, and never shows its secrets', async () => {
    const waiting = await paidPurchase(t, GW, { provider: 'stripe', pay: false });
    const payment = await paymentOf(waiting.reference);
    const forged = JSON.stringify({
      id: 'evt_forged_1',
      type: 'checkout.session.completed',
      data: { object: { id: payment.providerRef, amount_total: 1, currency: 'gbp', payment_status: 'paid', client_secret: 'cs_live_secret_abc', metadata: { api_key: 'sk_live_51Habc' }, note: 'sk_test_leaked' } },
    });
    for (const signature of [undefined, 't=1,v1=00']) {
      const res = await deliver('stripe', forged, signature ? { 'stripe-signature': signature } : {});
      expect(res.statusCode).toBe(400);
    }
    // Nothing moved.
    expect(await paymentOf(waiting.reference)).toMatchObject({ status: 'pending' });

    const row = ((await list(`search=${waiting.reference}`)).json() as Json).results[0];
    expect(row).toMatchObject({ status: 'pending', refused_events: 2, events: 2 });
    const refusedRes = await list('verification=refused&limit=100');
    expect(refusedRes.statusCode, refusedRes.body).toBe(200);
    const refusedOnly = refusedRes.json() as Json;
    expect(refusedOnly.results.map((p: Json) => p.id)).toContain(payment.id);
    expect(refusedOnly.results.every((p: Json) => p.refused_events > 0)).toBe(true);

    const res = await detail(payment.id);
    const d = res.json() as Json;
    expect(d.timeline).toHaveLength(2);
    expect(d.timeline[0]).toMatchObject({ verified: false, claimed: true, outcome: 'refused', reason: 'missing Stripe-Signature header', source: 'webhook', type: null, amount_minor: null });
    expect(d.timeline[1]).toMatchObject({ verified: false, claimed: true, outcome: 'refused' });
    expect(d.timeline[1].reason).toMatch(/^signature refused/);
    const shown = d.timeline[0].payload.body;
    expect(shown.data.object.id).toBe(payment.providerRef);
    expect(shown.data.object.client_secret).toBe(HIDDEN);
    expect(shown.data.object.metadata.api_key).toBe(HIDDEN);
    expect(shown.data.object.note).toBe(HIDDEN);
    expect(res.body).not.toContain('sk_live_51Habc');
    expect(res.body).not.toContain('sk_test_leaked');
    expect(res.body).not.toContain('cs_live_secret_abc');

    // The school's admins see the attempt on their payment too.
    const mine = (await detail(payment.id, schoolAdmin, GW)).json() as Json;
    expect(mine.timeline.map((e: Json) => e.verified)).toEqual([false, false]);

    // Paid for real afterwards: the verified message follows the refused ones.
    await choose(t, waiting.redirectUrl, 'success');
    const after = await eventually(
      async () => (await detail(payment.id)).json() as Json,
      (p) => p.status === 'succeeded',
    );
    expect(after.timeline.map((e: Json) => [e.verified, e.outcome]).slice(0, 3)).toEqual([
      [false, 'refused'],
      [false, 'refused'],
      [true, 'applied'],
    ]);
  });

  it('keeps a refused message that names no payment for the platform admin only', async () => {
    const body = JSON.stringify({ response: Buffer.from(JSON.stringify({ data: { merchantTransactionId: 'CSNOTOURS1234', token: 'abc' } })).toString('base64') });
    expect((await deliver('phonepe', body, { 'x-verify': 'deadbeef###1' })).statusCode).toBe(400);
    const page = (await call('GET', '/api/admin/payments/unmatched/?provider=phonepe&verification=refused', { host: MAIN, token: admin })).json() as Json;
    const event = page.results.find((e: Json) => e.reason === 'X-VERIFY checksum does not match');
    expect(event).toMatchObject({ verified: false, claimed: false, outcome: 'refused', provider: 'phonepe' });
    expect(page.results.every((e: Json) => !e.verified && e.provider === 'phonepe')).toBe(true);
    const forbidden = await call('GET', '/api/admin/payments/unmatched/', { host: GW, token: schoolAdmin });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe(MSG.notPlatformAdmin);
  });

  it('scopes: the platform admin every site’s, a school’s admins their own; other roles 403; another site’s payment a 404', async () => {
    const gw = await paidPurchase(t, GW, { provider: 'paypal' });
    const main = await paidPurchase(t, MAIN, { provider: 'phonepe' });
    const [gwPay, mainPay] = [await paymentOf(gw.reference), await paymentOf(main.reference)];

    expect((await call('GET', '/api/admin/payments/', { host: MAIN })).statusCode).toBe(401);
    const teacher = await list('', await login(DEMO.teacher, GW), GW);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().error).toBe(MSG.notAdmin);

    const all = (await list('limit=100')).json() as Json;
    expect(all.results.map((p: Json) => p.id)).toEqual(expect.arrayContaining([gwPay.id, mainPay.id]));
    expect(all.sites.map((s: Json) => s.name)).toContain('Greenwood Primary School');
    const onlyMain = (await list('site=main&limit=100')).json() as Json;
    expect(onlyMain.results.every((p: Json) => p.site === null)).toBe(true);
    expect(onlyMain.results.map((p: Json) => p.id)).toContain(mainPay.id);
    const onlyGw = (await list(`site=${greenwoodId}&limit=100`)).json() as Json;
    expect(onlyGw.results.every((p: Json) => p.site?.id === greenwoodId)).toBe(true);

    const school = (await list('limit=100', schoolAdmin, GW)).json() as Json;
    expect(school.sites).toEqual([]);
    expect(school.results.map((p: Json) => p.id)).toContain(gwPay.id);
    expect(school.results.map((p: Json) => p.id)).not.toContain(mainPay.id);
    // A site filter naming another site is not theirs to use: still their own payments only.
    expect((await list('site=main&limit=100', schoolAdmin, GW)).json().results.every((p: Json) => p.site?.id === greenwoodId)).toBe(true);

    const hidden = await detail(mainPay.id, schoolAdmin, GW);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(MSG.notFound);
    expect((await detail('00000000-0000-4000-8000-000000000000', schoolAdmin, GW)).json()).toEqual(hidden.json());
    expect((await detail('not-a-uuid', schoolAdmin, GW)).statusCode).toBe(404);
    const orgAdmin = await login(DEMO.orgAdmin, BF);
    expect((await detail(gwPay.id, orgAdmin, BF)).statusCode).toBe(404);
    expect((await list('limit=100', orgAdmin, BF)).json().results.map((p: Json) => p.id)).not.toContain(gwPay.id);
    expect((await call('GET', '/api/admin/payments/export.csv', { host: GW, token: await login(DEMO.teacher, GW) })).statusCode).toBe(403);
  });

  it('filters by provider, status, kind and dates, with counts per status; bad filters are 400s with field messages', async () => {
    await paidPurchase(t, MAIN, { provider: 'phonepe' });
    const q = async (query: string) => (await list(query)).json() as Json;
    const phonepe = await q('provider=phonepe&status=succeeded&kind=purchase&limit=100');
    expect(phonepe.results.length).toBeGreaterThan(0);
    expect(phonepe.results.every((p: Json) => p.provider === 'phonepe' && p.status === 'succeeded' && p.order.kind === 'purchase')).toBe(true);
    expect(phonepe.counts.all).toBeGreaterThanOrEqual(phonepe.count);
    expect(phonepe.counts.succeeded).toBe(phonepe.count);
    const donations = await q('kind=donation&limit=100');
    expect(donations.results.every((p: Json) => p.order.kind === 'donation')).toBe(true);
    expect((await q('from=2000-01-01&to=2000-01-31')).count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await q(`from=${today}&to=${today}`)).count).toBeGreaterThan(0);

    const badDate = await list('from=yesterday');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().from).toEqual([MSG.badFrom]);
    const backwards = await list('from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().to).toEqual([MSG.fromAfterTo]);
    expect((await list('site=greenwood')).json().site).toEqual([MSG.siteUnknown]);
    expect((await list('provider=bitcoin')).statusCode).toBe(400);
  });

  it('shows a refund on its payment, and exports the attempts as CSV in the caller’s scope', async () => {
    const bought = await paidPurchase(t, GW, { provider: 'stripe', name: '=cmd|calc' });
    expect((await call('POST', `/api/admin/orders/${bought.reference}/refund/`, { host: GW, token: schoolAdmin, payload: { reason: 'Bought twice' } })).statusCode).toBe(200);
    const payment = await paymentOf(bought.reference);
    const d = (await detail(payment.id)).json() as Json;
    expect(d.status).toBe('refunded');
    expect(d.refunds).toHaveLength(1);
    expect(d.refunds[0]).toMatchObject({ status: 'succeeded', amount_minor: payment.amountMinor, currency: 'GBP', reason: 'Bought twice' });
    expect(d.refunds[0].requested_by).toBeTruthy();

    const res = await call('GET', '/api/admin/payments/export.csv?provider=stripe', { host: GW, token: schoolAdmin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = res.body.trim().split('\r\n');
    expect(header).toBe('created_at,updated_at,order_reference,kind,provider,provider_reference,test_mode,status,amount,currency,email,site,events,refused_events,failure_reason');
    expect(lines.some((l) => l.includes(`"${bought.reference}"`) && l.includes('"refunded"'))).toBe(true);
    expect(lines.every((l) => l.includes('"Greenwood Primary School"'))).toBe(true);
  });
});

describe('what the history shows of a payload', () => {
  it('hides secret-looking keys and values, in JSON and in text', () => {
    expect(
      redact({ id: 'evt_1', signature: 'abc', nested: { client_secret: 'x', apiKey: 'y', Authorization: 'Bearer z', amount: 12, list: ['sk_live_1', 'ok'] }, jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig' }),
    ).toEqual({ id: 'evt_1', signature: HIDDEN, nested: { client_secret: HIDDEN, apiKey: HIDDEN, Authorization: HIDDEN, amount: 12, list: [HIDDEN, 'ok'] }, jwt: HIDDEN });
    expect(redactText('a=1&signature=deadbeef&b=sk_test_123 Bearer abc.def')).toBe(`a=1&signature=${HIDDEN}&b=${HIDDEN} ${HIDDEN}`);
    expect(redactText('{"token": "abc", "x": 1')).toBe(`{"token": ${HIDDEN}, "x": 1`);
  });

  it('finds the handles a refused body names, PhonePe’s base64 response included', () => {
    const phonepe = Buffer.from(JSON.stringify({ response: Buffer.from(JSON.stringify({ data: { merchantTransactionId: 'CSABCDEF123' } })).toString('base64') }));
    expect(claimedHandles(phonepe)).toContain('CSABCDEF123');
    expect(claimedHandles(Buffer.from('{"data":{"object":{"id":"cs_test_123456"}}}'))).toContain('cs_test_123456');
    expect(claimedHandles(Buffer.from('not json'))).toEqual([]);
  });
});
