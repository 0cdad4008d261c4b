import { ORDER_ADMIN_MSG, SHIPPING_MSG as MSG } from '@commonshelf/shared/commerce/order-admin.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { createListeningTestApp, paidPurchase } from '../../test/payments-app.js';
import { apiClient, HOSTS, type TestApp } from '../../test/test-app.js';
import { mailOutbox } from '../mail/mail.table.js';
import { orders } from './orders.table.js';

let t: TestApp & { origin: string };
const { login, platform, call } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const { greenwood: GW, main: MAIN, brightfutures: BF } = HOSTS;
let admin: string;
let schoolAdmin: string;

beforeAll(async () => {
  t = await createListeningTestApp();
  admin = await login(DEMO.admin, MAIN);
  schoolAdmin = await login(DEMO.schoolAdmin, GW);
});
afterAll(() => t.close());

const TRACKING = { carrier: 'Royal Mail', tracking_number: 'RM123456785GB', tracking_url: 'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB', note: 'Packed with care by Year 4.' };

const ship = (reference: string, payload: Json, token = schoolAdmin, host = GW, method: 'POST' | 'PATCH' = 'POST') => call(method, `/api/admin/orders/${reference}/ship/`, { host, token, payload });
const adminList = (query: string, token = schoolAdmin, host = GW) => call('GET', `/api/admin/orders/?${query}`, { host, token }).then((r) => r.json() as Json);
const mailsTo = (reference: string) =>
  platform((tx) => tx.select().from(mailOutbox).where(inArray(mailOutbox.template, ['order-shipped', 'order-tracking-corrected']))).then((rows) => rows.filter((m) => m.subject.includes(reference)));
const view = (o: { reference: string; token: string }, host = GW) => call('GET', `/api/orders/${o.reference}/?token=${encodeURIComponent(o.token)}`, { host }).then((r) => r.json() as Json);

describe('shipping print orders', () => {
  it('lists paid print orders under “to ship”, ships one with its tracking, emails the buyer once, and shows it on the order page', async () => {
    const print = await paidPurchase(t, GW, { print: true, email: 'parcel@example.org' });
    const ebook = await paidPurchase(t, GW, {});

    const waiting = await adminList('shipping=to_ship&limit=100');
    const refs = waiting.results.map((o: Json) => o.reference);
    expect(refs).toContain(print.reference);
    expect(refs).not.toContain(ebook.reference);
    expect(waiting.counts.to_ship).toBe(waiting.count);
    expect(waiting.results.every((o: Json) => o.requires_shipping && o.shipment === null && ['paid', 'fulfilled'].includes(o.status))).toBe(true);
    // The buyer's page: a shipped step, not done yet.
    expect((await view(print)).timeline.find((s: Json) => s.step === 'shipped')).toMatchObject({ done: false, at: null });

    const res = await ship(print.reference, TRACKING);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.shipped(print.reference));
    expect(res.json().order.shipment).toMatchObject({ carrier: 'Royal Mail', tracking_number: 'RM123456785GB', tracking_url: TRACKING.tracking_url, note: TRACKING.note });

    const mails = await mailsTo(print.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'parcel@example.org', template: 'order-shipped', subject: `Your order ${print.reference} is on its way` });
    expect(mails[0]!.text).toContain('Tracking number: RM123456785GB');
    expect(mails[0]!.text).toContain(`Follow your parcel: ${TRACKING.tracking_url}`);
    expect(mails[0]!.text).toContain('(printed)');
    expect(mails[0]!.text).toMatch(new RegExp(`/trackorder/${print.reference}\\?token=`));

    const order = await view(print);
    expect(order.timeline.find((s: Json) => s.step === 'shipped')).toMatchObject({ done: true });
    expect(order.shipment).toEqual({ carrier: 'Royal Mail', tracking_number: 'RM123456785GB', tracking_url: TRACKING.tracking_url, note: TRACKING.note });
    const [row] = await platform((tx) => tx.select().from(orders).where(eq(orders.reference, print.reference)));
    expect(row!.shippedBy).not.toBeNull();

    // No longer to ship; found under shipped; shipping it again is refused and sends nothing.
    expect((await adminList('shipping=to_ship&limit=100')).results.map((o: Json) => o.reference)).not.toContain(print.reference);
    const shipped = await adminList('shipping=shipped&limit=100');
    expect(shipped.results.map((o: Json) => o.reference)).toContain(print.reference);
    expect(shipped.counts.shipped).toBe(shipped.count);
    const again = await ship(print.reference, { ...TRACKING, tracking_number: 'OTHER1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.alreadyShipped);
    expect(await mailsTo(print.reference)).toHaveLength(1);

    // The CSV carries the parcel.
    const csv = await call('GET', '/api/admin/orders/export.csv?shipping=shipped', { host: GW, token: schoolAdmin });
    expect(csv.body).toContain(`"${print.reference}"`);
    expect(csv.body).toContain('"Royal Mail","RM123456785GB"');
  });

  it('two admins shipping at once: one wins, one email', async () => {
    const print = await paidPurchase(t, GW, { print: true });
    const [a, b] = await Promise.all([ship(print.reference, TRACKING), ship(print.reference, { ...TRACKING, carrier: 'DPD' }, admin, MAIN)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await mailsTo(print.reference)).toHaveLength(1);
  });

  it('corrects the tracking details (the buyer gets the new ones); a note alone is saved quietly', async () => {
    const print = await paidPurchase(t, GW, { print: true });
    const early = await ship(print.reference, TRACKING, schoolAdmin, GW, 'PATCH');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(MSG.notShipped);
    expect((await ship(print.reference, { carrier: 'Royal Mail', tracking_number: 'RM1' })).statusCode).toBe(200);

    const fixed = await ship(print.reference, { carrier: 'Parcelforce', tracking_number: 'PF 778 221', tracking_url: 'https://www.parcelforce.com/track-trace?trackNumber=PF778221' }, schoolAdmin, GW, 'PATCH');
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().message).toBe(MSG.corrected(print.reference));
    expect(fixed.json().order.shipment).toMatchObject({ carrier: 'Parcelforce', tracking_number: 'PF 778 221', note: null });
    let mails = await mailsTo(print.reference);
    expect(mails.map((m) => m.template).sort()).toEqual(['order-shipped', 'order-tracking-corrected']);
    expect(mails.find((m) => m.template === 'order-tracking-corrected')!.subject).toBe(`New tracking details for your order ${print.reference}`);

    const noted = await ship(
      print.reference,
      { carrier: 'Parcelforce', tracking_number: 'PF 778 221', tracking_url: 'https://www.parcelforce.com/track-trace?trackNumber=PF778221', note: 'Left with a neighbour at no. 14.' },
      admin,
      MAIN,
      'PATCH',
    );
    expect(noted.statusCode).toBe(200);
    expect(noted.json().message).toBe(MSG.noteSaved(print.reference));
    mails = await mailsTo(print.reference);
    expect(mails).toHaveLength(2);
    expect((await view(print)).shipment.note).toBe('Left with a neighbour at no. 14.');
  });

  it('refuses what cannot be shipped with a clear 409, and bad details with field messages', async () => {
    const ebook = await paidPurchase(t, GW, {});
    const digital = await ship(ebook.reference, TRACKING);
    expect(digital.statusCode).toBe(409);
    expect(digital.json().error).toBe(MSG.nothingToShip);

    const unpaid = await paidPurchase(t, GW, { print: true, pay: false });
    const notPaid = await ship(unpaid.reference, TRACKING);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error).toBe(MSG.notPaid);

    const refunded = await paidPurchase(t, GW, { print: true });
    expect((await call('POST', `/api/admin/orders/${refunded.reference}/refund/`, { host: GW, token: schoolAdmin, payload: { reason: 'Out of stock' } })).statusCode).toBe(200);
    const gone = await ship(refunded.reference, TRACKING);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe(MSG.refunded);

    const print = await paidPurchase(t, GW, { print: true });
    const bad = await ship(print.reference, { carrier: ' ', tracking_number: '', tracking_url: 'http://tracking.example.org/1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ carrier: [MSG.carrierRequired], tracking_number: [MSG.trackingRequired], tracking_url: [MSG.trackingUrl] });
    for (const url of ['javascript:alert(1)', 'https://user:pw@evil.example/', 'https://localhost/x', 'ftp://x.example/']) {
      const res = await ship(print.reference, { ...TRACKING, tracking_url: url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().tracking_url).toEqual([MSG.trackingUrl]);
    }
    expect((await ship(print.reference, { ...TRACKING, tracking_number: '<script>' })).json().tracking_number).toEqual([MSG.trackingFormat]);
    expect((await ship(print.reference, { ...TRACKING, note: 'x'.repeat(501) })).json().note).toEqual([MSG.noteTooLong]);
    // Nothing was shipped by any of it.
    expect(await mailsTo(print.reference)).toHaveLength(0);
    expect((await view(print)).shipment).toBeNull();
  });

  it('is for the order’s admins only: other roles 403, another site’s order the same 404 as a missing one', async () => {
    const print = await paidPurchase(t, GW, { print: true });
    expect((await call('POST', `/api/admin/orders/${print.reference}/ship/`, { host: GW, payload: TRACKING })).statusCode).toBe(401);
    const teacher = await ship(print.reference, TRACKING, await login(DEMO.teacher, GW));
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().error).toBe(ORDER_ADMIN_MSG.notAdmin);
    // The platform admin's token on Greenwood's address is not an admin there.
    expect((await ship(print.reference, TRACKING, admin, GW)).statusCode).toBe(401);
    const orgAdmin = await login(DEMO.orgAdmin, BF);
    const other = await ship(print.reference, TRACKING, orgAdmin, BF);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe(ORDER_ADMIN_MSG.notFound);
    expect((await ship('ZZZZZZZZZZ', TRACKING, orgAdmin, BF)).json()).toEqual(other.json());
    expect((await ship(print.reference, TRACKING, orgAdmin, BF, 'PATCH')).statusCode).toBe(404);
    expect(await mailsTo(print.reference)).toHaveLength(0);
    // The platform admin ships any site's order.
    expect((await ship(print.reference, TRACKING, admin, MAIN)).statusCode).toBe(200);
    const [row] = await platform((tx) => tx.select().from(orders).where(and(eq(orders.reference, print.reference))));
    expect(row!.carrier).toBe('Royal Mail');
  });
});
