import { describe, expect, it } from 'vitest';
import { addToCart, CART_MAX_ITEMS, cartOf, clearCart, emptyCart, isCart, mergeCarts, removeFromCart, replaceCart, type Cart } from './cart.js';

/** Every cart a rule returns keeps the spec's invariants. */
const valid = (c: Cart) => {
  expect(isCart(c)).toBe(true);
  expect(c.count).toBe(c.items.length);
  expect(new Set(c.items).size).toBe(c.items.length);
  return c;
};

describe('cart rules', () => {
  it('adds an id once: adding it again is ignored and the count follows the items', () => {
    let c = valid(addToCart(emptyCart, 7));
    c = valid(addToCart(c, 3));
    const again = addToCart(c, 7);
    expect(again).toBe(c);
    expect(valid(again)).toEqual({ items: [7, 3], count: 2 });
  });

  it('removes by id, and removing an absent id changes nothing', () => {
    const c = cartOf([1, 2, 3]);
    expect(valid(removeFromCart(c, 2))).toEqual({ items: [1, 3], count: 2 });
    expect(removeFromCart(c, 9)).toBe(c);
    expect(valid(removeFromCart(removeFromCart(removeFromCart(c, 1), 2), 3))).toEqual({ items: [], count: 0 });
  });

  it('clears to an empty cart', () => {
    expect(valid(clearCart())).toEqual({ items: [], count: 0 });
  });

  it('replaces from the server list, dropping repeats and anything that is not an id', () => {
    expect(valid(replaceCart([4, 4, '5', 0, -2, 1.5, NaN, Infinity, null, 6, 4]))).toEqual({ items: [4, 6], count: 2 });
  });

  it('refuses non-ids when adding', () => {
    for (const bad of [0, -1, 1.5, NaN, Number.MAX_SAFE_INTEGER + 1]) expect(addToCart(emptyCart, bad)).toBe(emptyCart);
  });

  it('merges at login: the server cart first, then the local items it lacks, in the order they were added', () => {
    const merged = valid(mergeCarts([10, 20], [20, 30, 10, 40]));
    expect(merged).toEqual({ items: [10, 20, 30, 40], count: 4 });
    expect(valid(mergeCarts([], [5, 5]))).toEqual({ items: [5], count: 1 });
    expect(valid(mergeCarts([5], []))).toEqual({ items: [5], count: 1 });
  });

  it('holds at most CART_MAX_ITEMS', () => {
    const full = valid(cartOf(Array.from({ length: CART_MAX_ITEMS + 10 }, (_, i) => i + 1)));
    expect(full.count).toBe(CART_MAX_ITEMS);
    expect(addToCart(full, 10_000)).toBe(full);
    expect(valid(mergeCarts(full.items, [10_001])).count).toBe(CART_MAX_ITEMS);
  });

  it('recognises broken carts', () => {
    expect(isCart({ items: [1, 1], count: 2 })).toBe(false);
    expect(isCart({ items: [1, 2], count: 1 })).toBe(false);
    expect(isCart({ items: ['1'], count: 1 })).toBe(false);
    expect(isCart(null)).toBe(false);
    expect(isCart({ items: [2, 1], count: 2 })).toBe(true);
  });
});
