import { CART_MAX_ITEMS } from '@commonshelf/shared/commerce/cart';
import { CART_MSG } from '@commonshelf/shared/commerce/cart.schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { products } from '../orders/orders.table.js';
import { upsertProduct } from '../orders/products.repository.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { cartItems } from './cart.table.js';

let t: TestApp;
const { login, platform } = apiClient(() => t);
const GW = HOSTS.greenwood;

let ids: number[];
let teacher: string;
let schoolAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/products/', headers: { host: GW } });
  ids = res.json().results.map((p: { id: number }) => p.id);
  teacher = await login(DEMO.teacher);
  schoolAdmin = await login(DEMO.schoolAdmin);
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object, host = GW) =>
  t.app.inject({ method, url, payload, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const cart = async (token: string) => {
  const res = await req('GET', '/api/data/cart/', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: number[]; count: number };
};

describe('/api/data/cart/', () => {
  it('is for signed-in users only', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/data/cart/', undefined],
      ['POST', '/api/data/cart/', { product_id: ids[0] }],
      ['POST', '/api/data/cart/merge/', { items: [ids[0]] }],
      ['DELETE', `/api/data/cart/${ids[0]}/`, undefined],
      ['DELETE', '/api/data/cart/', undefined],
    ] as const) {
      expect((await req(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    // A Greenwood token is no token on another site.
    expect((await req('GET', '/api/data/cart/', teacher, undefined, HOSTS.main)).statusCode).toBe(401);
  });

  it('adds ids once, removes by id and clears, the count always equal to the items', async () => {
    const [a, b, c] = ids as [number, number, number];
    expect(await cart(teacher)).toEqual({ items: [], count: 0 });
    expect((await req('POST', '/api/data/cart/', teacher, { product_id: a })).json()).toEqual({ items: [a], count: 1 });
    expect((await req('POST', '/api/data/cart/', teacher, { product_id: b })).json()).toEqual({ items: [a, b], count: 2 });
    expect((await req('POST', '/api/data/cart/', teacher, { product_id: a })).json()).toEqual({ items: [a, b], count: 2 });
    expect((await req('POST', '/api/data/cart/', teacher, { product_id: c })).json()).toEqual({ items: [a, b, c], count: 3 });
    expect((await req('DELETE', `/api/data/cart/${b}/`, teacher)).json()).toEqual({ items: [a, c], count: 2 });
    expect((await req('DELETE', `/api/data/cart/${b}/`, teacher)).json()).toEqual({ items: [a, c], count: 2 });
    expect(await cart(teacher)).toEqual({ items: [a, c], count: 2 });
    expect((await req('DELETE', '/api/data/cart/', teacher)).json()).toEqual({ items: [], count: 0 });
    expect(await cart(teacher)).toEqual({ items: [], count: 0 });
  });

  it('refuses unknown, withdrawn and malformed products with a field message', async () => {
    const withdrawn = await platform((tx) => upsertProduct(tx, { tenantId: null, slug: 'withdrawn-edition', kind: 'dear_world_book', title: 'Withdrawn', active: false }, { GBP: 500 }));
    for (const productId of [999_999, withdrawn.id]) {
      const res = await req('POST', '/api/data/cart/', teacher, { product_id: productId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: CART_MSG.notAvailable, product_id: [CART_MSG.notAvailable] });
    }
    for (const bad of ['7', 1.5, -3, 0, null]) {
      const res = await req('POST', '/api/data/cart/', teacher, { product_id: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().product_id).toEqual([CART_MSG.productId]);
    }
    expect((await req('DELETE', '/api/data/cart/abc/', teacher)).statusCode).toBe(400);
  });

  it('keeps each user’s cart to themselves', async () => {
    const [a, b] = ids as [number, number];
    await req('POST', '/api/data/cart/', teacher, { product_id: a });
    await req('POST', '/api/data/cart/', schoolAdmin, { product_id: b });
    expect(await cart(teacher)).toEqual({ items: [a], count: 1 });
    expect(await cart(schoolAdmin)).toEqual({ items: [b], count: 1 });
    // Removing or clearing reaches only one's own lines.
    await req('DELETE', `/api/data/cart/${a}/`, schoolAdmin);
    await req('DELETE', '/api/data/cart/', schoolAdmin);
    expect(await cart(teacher)).toEqual({ items: [a], count: 1 });
    // The lines belong to the user's site.
    const gw = await platform(async (tx) => (await findTenantBySubdomain(tx, DEMO.school.subdomain))!);
    const rows = await platform((tx) => tx.select().from(cartItems));
    expect(rows.every((r) => r.tenantId === gw.id)).toBe(true);
    await req('DELETE', '/api/data/cart/', teacher);
  });

  it('merges a visitor’s local cart at login: server lines first, then the new local ones, unknown ids dropped', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    await req('POST', '/api/data/cart/', teacher, { product_id: b });
    await req('POST', '/api/data/cart/', teacher, { product_id: a });
    const res = await req('POST', '/api/data/cart/merge/', teacher, { items: [c, a, 424_242, c, d] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ items: [b, a, c, d], count: 4 });
    expect(await cart(teacher)).toEqual({ items: [b, a, c, d], count: 4 });
    // Merging again adds nothing.
    expect((await req('POST', '/api/data/cart/merge/', teacher, { items: [d, c] })).json()).toEqual({ items: [b, a, c, d], count: 4 });
    expect((await req('POST', '/api/data/cart/merge/', teacher, { items: 'all' })).statusCode).toBe(400);
    await req('DELETE', '/api/data/cart/', teacher);
  });

  it('drops a product from every cart once it is withdrawn', async () => {
    const p = await platform((tx) => upsertProduct(tx, { tenantId: null, slug: 'soon-gone', kind: 'dear_world_book', title: 'Soon gone' }, { GBP: 300 }));
    await req('POST', '/api/data/cart/', teacher, { product_id: ids[0] });
    await req('POST', '/api/data/cart/', teacher, { product_id: p.id });
    expect((await cart(teacher)).count).toBe(2);
    await platform((tx) => tx.update(products).set({ active: false }).where(eq(products.id, p.id)));
    expect(await cart(teacher)).toEqual({ items: [ids[0]], count: 1 });
    await req('DELETE', '/api/data/cart/', teacher);
  });

  it(`holds at most ${CART_MAX_ITEMS} products`, async () => {
    const extra = await platform(async (tx) => {
      const made = [];
      for (let i = 0; i < CART_MAX_ITEMS + 1; i++) made.push((await upsertProduct(tx, { tenantId: null, slug: `poster-${i}`, kind: 'dear_world_book', title: `Poster ${i}` }, { GBP: 100 + i })).id);
      return made;
    });
    const merged = await req('POST', '/api/data/cart/merge/', schoolAdmin, { items: extra });
    expect(merged.json().count).toBe(CART_MAX_ITEMS);
    const res = await req('POST', '/api/data/cart/', schoolAdmin, { product_id: extra.at(-1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CART_MSG.full);
    expect((await cart(schoolAdmin)).count).toBe(CART_MAX_ITEMS);
    await req('DELETE', '/api/data/cart/', schoolAdmin);
    await platform((tx) => tx.delete(products).where(inArray(products.id, extra)));
  });
});
