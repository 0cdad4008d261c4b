import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../modules/library/library.table.js';
import { orders } from '../modules/orders/orders.table.js';
import { tenants } from '../modules/tenants/tenants.table.js';
import { createListeningTestApp } from '../test/payments-app.js';
import { apiClient, HOSTS, type TestApp } from '../test/test-app.js';

/**
 * Attack: fields a caller may not set, sent anyway (tenant, status, prices, totals), and tokens
 * put where they leak (the URL). Expected: the fields are ignored and the server's own values
 * stand; a token in a URL is never a login.
 */
let t: TestApp & { origin: string };
const { call, login, platform } = apiClient(() => t);
const { greenwood: GW } = HOSTS;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let student: string;
let brightFuturesId: string;

beforeAll(async () => {
  t = await createListeningTestApp();
  student = await login('amarao07', GW);
  brightFuturesId = (await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, 'brightfutures'))))[0]!.id;
});
afterAll(() => t.close());

describe('fields the caller may not set', () => {
  it('a student’s new story stays on the student’s site, a draft, whatever tenant and status the body names', async () => {
    const res = await call('POST', '/api/publishing/stories/', {
      host: GW,
      token: student,
      payload: { title: 'The stolen crown', tenant_id: brightFuturesId, status: 'published', author_id: '00000000-0000-4000-8000-000000000001', featured: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('draft');
    const [row] = await platform((tx) => tx.select().from(stories).where(eq(stories.id, res.json().id)));
    const [greenwood] = await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood')));
    expect(row).toMatchObject({ tenantId: greenwood!.id, status: 'draft' });
    expect(row!.authorId).not.toBe('00000000-0000-4000-8000-000000000001');
  });

  it('a checkout is priced by the server: totals, prices and currencies in the body change nothing', async () => {
    const products = (await call('GET', '/api/products/', { host: GW })).json() as Json;
    const ebook = products.results.find((p: Json) => p.kind === 'book_digital');
    const res = await call('POST', '/api/checkout/', {
      host: GW,
      payload: {
        items: [ebook.id],
        email: 'cheap@example.org',
        name: 'Kiran Rao',
        provider: 'stripe',
        total_minor: 1,
        amount_minor: 1,
        price_minor: 1,
        currency: 'XXX',
        prices: { [ebook.id]: 1 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order as Json;
    expect(order.total_minor).toBe(ebook.price.amount_minor);
    expect(order.currency).toBe(ebook.price.currency);
    const [row] = await platform((tx) => tx.select().from(orders).where(eq(orders.reference, order.reference)));
    expect(row).toMatchObject({ totalMinor: ebook.price.amount_minor, currency: ebook.price.currency });
  });

  it('a gift of zero, a negative, a fraction, NaN or a huge amount is refused with a field message, and makes no order', async () => {
    const before = (await platform((tx) => tx.select().from(orders))).length;
    const charities = (await call('GET', '/api/charities/', { host: GW })).json() as Json;
    const charity = charities.results[0];
    for (const amount_minor of [0, -500, 12.5, 'NaN', 1e15, '1000']) {
      const res = await call('POST', '/api/checkout/donation/', {
        host: GW,
        payload: { charity_id: charity.id, amount_minor, email: 'gift@example.org', name: 'Kiran Rao', provider: 'stripe' },
      });
      expect(res.statusCode, `${amount_minor}: ${res.body}`).toBe(400);
      expect(res.json().amount_minor, String(amount_minor)).toBeDefined();
    }
    expect((await platform((tx) => tx.select().from(orders))).length).toBe(before);
  });
});

describe('tokens in URLs', () => {
  it('are never a login: an access token in the query string is ignored', async () => {
    for (const name of ['access_token', 'token', 'access', 'jwt', 'auth']) {
      const res = await call('GET', `/api/user/profile/?${name}=${encodeURIComponent(student)}`, { host: GW });
      expect(res.statusCode, name).toBe(401);
    }
    // The same token in the Authorization header is.
    expect((await call('GET', '/api/user/profile/', { host: GW, token: student })).statusCode).toBe(200);
  });
});
