import { PRODUCT_MSG } from '@commonshelf/shared/commerce/products.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { products } from './orders.table.js';
import { upsertProduct } from './products.repository.js';
import { DEAR_WORLD_PRODUCT, DEMO_BOOK_EDITIONS, TRAINING_PRODUCT } from './products.seed.js';

let t: TestApp;
const { get, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (query = '', host: string = HOSTS.main) => {
  const res = await get(`/api/products/${query}`, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; currency: string; results: Json[] };
};

describe('GET /api/products/', () => {
  it('lists the demo shop on the main site in rupees: both editions of each demo book, the Dear World book and the paid course', async () => {
    const body = await list();
    expect(body.currency).toBe('INR');
    expect(body.count).toBe(DEMO_BOOK_EDITIONS.length * 2 + 2);
    expect(body.results.every((p) => p.price.currency === 'INR' && Number.isInteger(p.price.amount_minor) && p.price.amount_minor > 0)).toBe(true);
    const dearWorld = body.results.find((p) => p.slug === DEAR_WORLD_PRODUCT.slug)!;
    expect(dearWorld).toMatchObject({ kind: 'dear_world_book', requires_shipping: true, price: { amount_minor: DEAR_WORLD_PRODUCT.prices.INR, currency: 'INR' }, image: '/media/seed/products/dear-world-book.svg' });
    const training = body.results.find((p) => p.slug === TRAINING_PRODUCT.slug)!;
    expect(training).toMatchObject({ kind: 'teacher_training', requires_shipping: false, course: { slug: TRAINING_PRODUCT.course } });
    const ebook = body.results.find((p) => p.slug === 'the-seed-library-ebook')!;
    expect(ebook).toMatchObject({ kind: 'book_digital', requires_shipping: false, book: { slug: 'the-seed-library' }, image: expect.stringMatching(/^\/api\/books\/\d+\/media\/the-seed-library\.svg$/) });
    expect(body.results.find((p) => p.slug === 'the-seed-library-print')).toMatchObject({ kind: 'book_print', requires_shipping: true });
    // Digital editions first, then print, then the Dear World book and courses.
    expect(body.results[0]!.kind).toBe('book_digital');
  });

  it('prices in the site’s own currency: the demo schools sell in pounds', async () => {
    const body = await list('', HOSTS.greenwood);
    expect(body.currency).toBe('GBP');
    expect(body.results.find((p) => p.slug === DEAR_WORLD_PRODUCT.slug)!.price).toEqual({ amount_minor: DEAR_WORLD_PRODUCT.prices.GBP, currency: 'GBP' });
  });

  it('answers ?ids= in the order asked, without unknown ids, duplicates or products it cannot sell', async () => {
    const all = await list();
    const [a, b, c] = all.results.map((p) => p.id as number);
    const body = await list(`?ids=${c},999999,${a},${c},${b}`);
    expect(body.results.map((p) => p.id)).toEqual([c, a, b]);
    expect((await list('?kind=teacher_training')).results.map((p) => p.slug)).toEqual([TRAINING_PRODUCT.slug]);
  });

  it('refuses ids that are not ids, with a field message', async () => {
    for (const q of ['?ids=1,abc', '?ids=-1', '?ids=1.5', '?ids=0']) {
      const res = await get(`/api/products/${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().ids).toEqual([PRODUCT_MSG.ids]);
    }
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect((await get(`/api/products/?ids=${many}`)).json().ids).toEqual([PRODUCT_MSG.tooMany]);
  });

  it('hides inactive products, products without a price in the site’s currency, and another site’s own products', async () => {
    const { gw, bf } = await platform(async (tx) => ({
      gw: (await findTenantBySubdomain(tx, DEMO.school.subdomain))!,
      bf: (await findTenantBySubdomain(tx, DEMO.organization.subdomain))!,
    }));
    const ids = await platform(async (tx) => {
      const inactive = await upsertProduct(tx, { tenantId: null, slug: 'old-poster', kind: 'dear_world_book', title: 'Old poster', active: false }, { INR: 100, GBP: 100 });
      const usdOnly = await upsertProduct(tx, { tenantId: null, slug: 'usd-only', kind: 'dear_world_book', title: 'Dollars only' }, { USD: 500 });
      const own = await upsertProduct(tx, { tenantId: gw.id, slug: 'greenwood-yearbook', kind: 'dear_world_book', title: 'Greenwood yearbook', requiresShipping: true }, { GBP: 750 });
      return { inactive: inactive.id, usdOnly: usdOnly.id, own: own.id };
    });
    const q = `?ids=${ids.inactive},${ids.usdOnly},${ids.own}`;
    expect((await list(q)).results).toEqual([]);
    expect((await list(q, HOSTS.greenwood)).results.map((p) => p.slug)).toEqual(['greenwood-yearbook']);
    expect((await list(q, HOSTS.brightfutures)).results).toEqual([]);
    expect(bf.currency).toBe('GBP');
    await platform((tx) => tx.delete(products).where(eq(products.id, ids.own)));
  });
});
