import { addToCart, cartOf, mergeCarts, type Cart } from '@commonshelf/shared/commerce/cart';
import { CART_MSG, type TCart } from '@commonshelf/shared/commerce/cart.schemas';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { activeProductIds } from '../orders/products.repository.js';
import { deleteCartItems, insertCartItems, listCartLines } from './cart.repository.js';

/** Whose cart: a signed-in user, on the site they belong to. */
export type CartOwner = { userId: string; tenantId: string | null };

const present = (c: Cart): TCart => ({ items: [...c.items], count: c.count });

/**
 * The user's cart as the spec defines it (ids without duplicates, count = items). Lines whose
 * product is no longer for sale are removed on the way, so the badge never counts what checkout
 * would refuse.
 */
async function currentCart(tx: Tx, owner: CartOwner): Promise<Cart> {
  const lines = await listCartLines(tx, owner.userId);
  const gone = lines.filter((l) => !l.available).map((l) => l.productId);
  if (gone.length) await deleteCartItems(tx, owner.userId, gone);
  return cartOf(lines.filter((l) => l.available).map((l) => l.productId));
}

export async function getCart(tx: Tx, owner: CartOwner): Promise<TCart> {
  return present(await currentCart(tx, owner));
}

/** Adds a product (ignored when it is already in the cart); an unknown or withdrawn product is a 400. */
export async function addCartItem(tx: Tx, owner: CartOwner, productId: number): Promise<TCart> {
  if (!(await activeProductIds(tx, [productId])).length) throw badRequest(CART_MSG.notAvailable, { product_id: [CART_MSG.notAvailable] });
  const cart = await currentCart(tx, owner);
  if (cart.items.includes(productId)) return present(cart);
  const next = addToCart(cart, productId);
  if (next === cart) throw badRequest(CART_MSG.full, { product_id: [CART_MSG.full] });
  await insertCartItems(tx, owner.tenantId, owner.userId, [productId]);
  return present(next);
}

export async function removeCartItem(tx: Tx, owner: CartOwner, productId: number): Promise<TCart> {
  await deleteCartItems(tx, owner.userId, [productId]);
  return getCart(tx, owner);
}

export async function clearCart(tx: Tx, owner: CartOwner): Promise<TCart> {
  await deleteCartItems(tx, owner.userId);
  return { items: [], count: 0 };
}

/**
 * At login: the visitor's local cart joined to the server's (server lines first, then the local ones
 * it lacks, in their order). Ids of products the site does not sell are dropped, not refused: a
 * local cart can hold stale ids.
 */
export async function mergeCart(tx: Tx, owner: CartOwner, local: number[]): Promise<TCart> {
  const server = await currentCart(tx, owner);
  const candidates = local.filter((id) => !server.items.includes(id));
  const available = new Set(await activeProductIds(tx, candidates));
  const merged = mergeCarts(
    server.items,
    candidates.filter((id) => available.has(id)),
  );
  const added = merged.items.filter((id) => !server.items.includes(id));
  await insertCartItems(tx, owner.tenantId, owner.userId, added);
  return present(merged);
}
