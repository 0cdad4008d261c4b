import { CHECKOUT_MSG } from '@commonshelf/shared/commerce/checkout.schemas';
import { ORDER_ADMIN_MSG as MSG } from '@commonshelf/shared/commerce/order-admin.schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { createListeningTestApp, paidPurchase as buyAndPay } from '../../test/payments-app.js';
import { apiClient, HOSTS, type TestApp } from '../../test/test-app.js';
import { hashPassword } from '../../lib/passwords.js';
import { VERIFY_ALREADY, VERIFY_SENT } from '../auth/recovery.routes.js';
import { mailOutbox } from '../mail/mail.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { insertUser } from '../users/users.repository.js';
import { refunds } from '../payments/payments.table.js';
import { csvCell, ordersCsv } from './order-admin.service.js';
import { entitlements, orderItems, orders } from './orders.table.js';

let t: TestApp & { origin: string };
const { login, platform } = apiClient(() => t);
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

const send = (method: 'GET' | 'POST', url: string, opts: { payload?: Json; token?: string; host?: string } = {}) =>
  t.app.inject({ method, url, payload: opts.payload, headers: { host: opts.host ?? GW, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) } });

/** An e-book bought and paid through a provider's test mode on a site; `user` makes it a signed-in purchase. */
const paidPurchase = async (host: string, provider: 'stripe' | 'paypal' | 'phonepe', user?: string) =>
  (await buyAndPay(t, host, { provider, ...(user ? { user } : {}), name: '=HYPERLINK("x")' })).reference;

describe('orders for admins', () => {
  it('are the platform admin’s (every site) and a school admin’s (their own); others are refused', async () => {
    expect((await send('GET', '/api/admin/orders/', { host: MAIN })).statusCode).toBe(401);
    const teacher = await login(DEMO.teacher, GW);
    const res = await send('GET', '/api/admin/orders/', { token: teacher });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.notAdmin);

    const gwRef = await paidPurchase(GW, 'stripe');
    const mainRef = await paidPurchase(MAIN, 'phonepe');
    const all = (await send('GET', '/api/admin/orders/?limit=100', { host: MAIN, token: admin })).json() as Json;
    const refs = all.results.map((o: Json) => o.reference);
    expect(refs).toEqual(expect.arrayContaining([gwRef, mainRef]));
    const gw = (await send('GET', '/api/admin/orders/?limit=100', { token: schoolAdmin })).json() as Json;
    expect(gw.results.map((o: Json) => o.reference)).toContain(gwRef);
    expect(gw.results.map((o: Json) => o.reference)).not.toContain(mainRef);
    expect(gw.results.every((o: Json) => o.site?.name === 'Greenwood Primary School')).toBe(true);
    // Each order's link opens its page on the order's own site, for a visitor holding only the link.
    const listed = all.results.find((o: Json) => o.reference === gwRef) as Json;
    const link = new URL(listed.order_url as string);
    expect(link.hostname).toBe('greenwood.localhost');
    expect(link.pathname).toBe(`/trackorder/${gwRef}`);
    const opened = await send('GET', `/api/orders/${gwRef}/?token=${encodeURIComponent(link.searchParams.get('token')!)}`, { host: GW });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().reference).toBe(gwRef);
    expect((await send('GET', `/api/orders/${gwRef}/`, { host: GW })).statusCode).toBe(404);
    // Another site's order is not found for a school's admin.
    expect((await send('POST', `/api/admin/orders/${mainRef}/refund/`, { token: schoolAdmin, payload: { reason: 'Test' } })).statusCode).toBe(404);
  });

  it('filters by status, kind, provider, words and dates, with counts per status', async () => {
    const q = (query: string) => send('GET', `/api/admin/orders/?${query}`, { host: MAIN, token: admin }).then((r) => r.json() as Json);
    const purchases = await q('kind=purchase&provider=phonepe&limit=100');
    expect(purchases.results.length).toBeGreaterThan(0);
    expect(purchases.results.every((o: Json) => o.kind === 'purchase' && o.provider === 'phonepe')).toBe(true);
    const donations = await q('kind=donation&status=fulfilled&limit=100');
    expect(donations.results.every((o: Json) => o.kind === 'donation' && o.status === 'fulfilled')).toBe(true);
    expect(donations.counts.all).toBeGreaterThanOrEqual(donations.count);
    const one = purchases.results[0];
    expect((await q(`search=${one.reference.slice(0, 6)}`)).results.map((o: Json) => o.reference)).toContain(one.reference);
    expect((await q('from=2000-01-01&to=2000-01-31')).count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await q(`from=${today}&to=${today}`)).count).toBeGreaterThan(0);
    expect((await send('GET', '/api/admin/orders/?from=yesterday', { host: MAIN, token: admin })).statusCode).toBe(400);
  });

  it('exports the filtered orders as CSV, with formulas defused', async () => {
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    const res = await send('GET', '/api/admin/orders/export.csv?kind=purchase', { host: MAIN, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = res.body.trim().split('\r\n');
    expect(header).toBe('reference,kind,status,created_at,paid_at,refunded_at,name,email,item,total,currency,provider,site,shipped_at,carrier,tracking_number');
    expect(lines.length).toBeGreaterThan(0);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(ordersCsv([])).toBe('reference,kind,status,created_at,paid_at,refunded_at,name,email,item,total,currency,provider,site,shipped_at,carrier,tracking_number\r\n');
  });

  it('refunds a paid order in full through its provider, once; the digital copy is taken back and the buyer told', async () => {
    const buyer = await login(DEMO.teacher, GW);
    for (const provider of ['stripe', 'paypal'] as const) {
      const reference = await paidPurchase(GW, provider, buyer);
      const order = await platform(async (tx) => (await tx.select().from(orders).where(eq(orders.reference, reference)))[0]!);
      expect((await platform((tx) => tx.select().from(entitlements).where(eq(entitlements.orderId, order.id)))).length).toBe(1);
      // Bought once, the digital edition is not sold to them again (until the refund takes it back).
      const [item] = await platform((tx) => tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)));
      const twice = await send('POST', '/api/checkout/', { token: buyer, payload: { items: [item!.productId], email: 'twice@example.org', name: 'Twice', provider: 'stripe' } });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({ error: CHECKOUT_MSG.owned, items: [CHECKOUT_MSG.owned] });
      // The shop's pages know it: the buyer's owned products name it (only signed in, and never cached publicly).
      const owned = await send('GET', '/api/products/owned/', { token: buyer });
      expect(owned.statusCode).toBe(200);
      expect(owned.json().results).toContain(item!.productId);
      expect(owned.headers['cache-control']).not.toMatch(/public/);
      expect((await send('GET', '/api/products/owned/')).statusCode).toBe(401);

      expect((await send('POST', `/api/admin/orders/${reference}/refund/`, { token: schoolAdmin, payload: { reason: ' ' } })).statusCode).toBe(400);
      const res = await send('POST', `/api/admin/orders/${reference}/refund/`, { token: schoolAdmin, payload: { reason: 'Bought twice by mistake' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: MSG.refunded(reference), order: { status: 'refunded' } });
      expect(res.json().order.refunded_at).not.toBeNull();
      expect((await platform((tx) => tx.select().from(entitlements).where(eq(entitlements.orderId, order.id)))).length).toBe(0);
      expect((await send('GET', '/api/products/owned/', { token: buyer })).json().results).not.toContain(item!.productId);
      const [refund] = await platform((tx) => tx.select().from(refunds).where(eq(refunds.reason, 'Bought twice by mistake')).orderBy(refunds.createdAt));
      expect(refund).toMatchObject({ status: 'succeeded' });
      const mails = await platform((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.template, 'order_refunded')));
      expect(mails.some((m) => m.subject === `Your order ${reference} is refunded`)).toBe(true);
      // The invoice stands, marked with the refund's date (on the page and in its PDF).
      const invoice = await send('GET', `/api/invoices/invoice/${reference}/`, { token: buyer });
      expect(invoice.statusCode, invoice.body).toBe(200);
      expect(invoice.json()).toMatchObject({ status: 'refunded', refunded_at: res.json().order.refunded_at });

      // A second refund is refused, and so is refunding an order that was never paid.
      const again = await send('POST', `/api/admin/orders/${reference}/refund/`, { token: schoolAdmin, payload: { reason: 'Again' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(MSG.notRefundable);
    }
    const products = (await send('GET', '/api/products/')).json() as Json;
    const unpaid = (await send('POST', '/api/checkout/', { payload: { items: [products.results[0].id], email: 'x@example.org', name: 'Not Paid', provider: 'stripe' } })).json() as Json;
    expect((await send('POST', `/api/admin/orders/${unpaid.order.reference}/refund/`, { token: schoolAdmin, payload: { reason: 'No' } })).statusCode).toBe(409);
    expect((await send('POST', '/api/admin/orders/ZZZZZZZZZZ/refund/', { token: admin, host: MAIN, payload: { reason: 'No' } })).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/orders/', { token: await login(DEMO.orgAdmin, BF), host: BF })).statusCode).toBe(200);
  });
});

describe('a visitor’s digital purchase and the account with its email', () => {
  it('joins the site’s account once that account proves the address, refunded orders aside; until then it opens nowhere', async () => {
    const email = `Lena.Later.${Date.now()}@Example.org`;
    const greenwood = await platform(async (tx) => (await tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood')))[0]!);
    const passwordHash = await hashPassword(DEMO.password);
    // An account on the site has the address (in lower case) but has not proved it holds it.
    await platform((tx) =>
      insertUser(tx, { tenantId: greenwood.id, role: 'teacher', firstName: 'Lena', lastName: 'Later', email: email.toLowerCase(), passwordHash }),
    );
    const token = await login(email.toLowerCase(), GW);

    const refunded = await buyAndPay(t, GW, { email });
    expect((await send('POST', `/api/admin/orders/${refunded.reference}/refund/`, { token: schoolAdmin, payload: { reason: 'Changed their mind' } })).statusCode).toBe(200);
    const kept = await buyAndPay(t, GW, { email });
    const view = async () => (await send('GET', `/api/orders/${kept.reference}/?token=${encodeURIComponent(kept.token)}`)).json() as Json;
    const before = await view();
    expect(before).toMatchObject({ status: 'fulfilled', digital_access: 'sign_in', items: [{ product: { kind: 'book_digital', book_id: expect.any(Number), course: null } }] });
    // The confirmation says where the e-book will open, since no account holding the address has it yet.
    const [mail] = await platform((tx) => tx.select().from(mailOutbox).where(and(eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()), eq(mailOutbox.template, 'order-confirmation'))).orderBy(desc(mailOutbox.createdAt)).limit(1));
    expect(mail!.text).toContain('will open in an account on this site with this email address, once the address is confirmed: log in with it at http://greenwood.localhost');
    expect((await send('GET', '/api/products/owned/', { token })).json().results).toEqual([]);
    expect((await send('GET', '/api/orders/mine/', { token })).json().count).toBe(0);
    // Signed in with the order's email, the order page asks the account to confirm it, and sends a new link on request.
    expect((await send('GET', `/api/orders/${kept.reference}/?token=${encodeURIComponent(kept.token)}`, { token })).json().digital_access).toBe('confirm_email');
    expect((await send('POST', '/api/auth/verify-email/resend/')).statusCode).toBe(401);
    const resent = await send('POST', '/api/auth/verify-email/resend/', { token });
    expect(resent.json()).toEqual({ success: true, message: VERIFY_SENT });

    // The account proves the address with the link that email carries.
    const [confirmation] = await platform((tx) =>
      tx.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email.toLowerCase()), eq(mailOutbox.template, 'email_verification'))),
    );
    const link = /\/verification\/#token=([A-Za-z0-9_-]{20,})/.exec(confirmation!.text)![1]!;
    expect((await send('POST', '/api/auth/verify-email/', { payload: { token: link } })).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/verify-email/resend/', { token })).json().message).toBe(VERIFY_ALREADY);

    const productId = before.items[0].product.id as number;
    expect((await send('GET', '/api/products/owned/', { token })).json().results).toEqual([productId]);
    const mine = (await send('GET', '/api/orders/mine/', { token })).json() as Json;
    expect(mine.results.map((o: Json) => o.reference)).toEqual([kept.reference]);
    // Signed in, the order page opens the e-book; with the order's link alone it still says where.
    const signedIn = (await send('GET', `/api/orders/${kept.reference}/`, { token })).json() as Json;
    expect(signedIn.digital_access).toBe('open');
    expect((await view()).digital_access).toBe('sign_in');
    // The refunded order stays the visitor's, and nothing of it opens.
    const refundedRow = await platform(async (tx) => (await tx.select().from(orders).where(eq(orders.reference, refunded.reference)))[0]!);
    expect(refundedRow.userId).toBeNull();
    expect(await platform((tx) => tx.select().from(entitlements).where(eq(entitlements.orderId, refundedRow.id)))).toEqual([]);

    // A later purchase with the address goes straight to the proved account.
    const later = await buyAndPay(t, GW, { email, print: true });
    expect((await send('GET', '/api/orders/mine/', { token })).json().results.map((o: Json) => o.reference)).toEqual([later.reference, kept.reference]);
  });
});
