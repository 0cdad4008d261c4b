/**
 * The cart's rules (spec 3 and 4): a cart is a list of product ids with no duplicates, and its count
 * always equals the number of items. Adding an id already present is ignored; items are removed by
 * id; the whole cart is cleared or replaced by the server's list. Shared by the API (a signed-in
 * user's cart) and the web app (a visitor's cart in local storage), so both follow one set of rules.
 */

/** The most items one cart holds; a longer list is cut (a real basket is far shorter). */
export const CART_MAX_ITEMS = 50;

export type Cart = { readonly items: readonly number[]; readonly count: number };

export const emptyCart: Cart = Object.freeze({ items: Object.freeze([]) as readonly number[], count: 0 });

/** A product id as carts hold them: a positive safe integer. */
export const isProductId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A cart of these ids: anything that is not a product id and every repeat is dropped, the first order kept. */
export function cartOf(ids: readonly unknown[]): Cart {
  const items: number[] = [];
  const seen = new Set<number>();
  for (const id of ids) {
    if (!isProductId(id) || seen.has(id)) continue;
    if (items.length >= CART_MAX_ITEMS) break;
    seen.add(id);
    items.push(id);
  }
  return { items, count: items.length };
}

/** Adds an id at the end; ignored when it is already there (or the cart is full). */
export function addToCart(cart: Cart, id: number): Cart {
  if (!isProductId(id) || cart.items.includes(id) || cart.items.length >= CART_MAX_ITEMS) return cart;
  const items = [...cart.items, id];
  return { items, count: items.length };
}

/** Removes an id; a cart without it is returned as it is. */
export function removeFromCart(cart: Cart, id: number): Cart {
  if (!cart.items.includes(id)) return cart;
  const items = cart.items.filter((i) => i !== id);
  return { items, count: items.length };
}

export const clearCart = (): Cart => emptyCart;

/** The server's list replaces the cart (a signed-in user's cart comes from the server). */
export const replaceCart = (ids: readonly unknown[]): Cart => cartOf(ids);

/**
 * At login: the server's cart, then whatever the visitor had added in this browser that the server
 * cart lacks, in the order it was added. Nothing is lost and nothing doubles.
 */
export const mergeCarts = (server: readonly unknown[], local: readonly unknown[]): Cart => cartOf([...server, ...local]);

/** Whether a cart keeps its invariants: ids only, no duplicates, count equal to the items. */
export const isCart = (value: unknown): value is Cart => {
  if (typeof value !== 'object' || value === null) return false;
  const { items, count } = value as { items?: unknown; count?: unknown };
  return Array.isArray(items) && items.every(isProductId) && new Set(items).size === items.length && count === items.length && items.length <= CART_MAX_ITEMS;
};
