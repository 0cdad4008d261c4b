import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products } from '../orders/orders.table.js';
import { cartItems } from './cart.table.js';

/**
 * The user's cart lines, oldest first, each with whether it is still for sale on this site (active
 * and visible under the site's row-level security).
 */
export async function listCartLines(tx: Tx, userId: string): Promise<{ productId: number; available: boolean }[]> {
  const rows = await tx
    .select({ productId: cartItems.productId, active: products.active })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
  return rows.map((r) => ({ productId: r.productId, available: r.active === true }));
}

/** Adds lines (lines already there stay as they are); `at` orders them after what is there. */
export async function insertCartItems(tx: Tx, tenantId: string | null, userId: string, productIds: number[], at = new Date()) {
  if (!productIds.length) return;
  await tx
    .insert(cartItems)
    .values(productIds.map((productId, i) => ({ tenantId, userId, productId, addedAt: new Date(at.getTime() + i) })))
    .onConflictDoNothing();
}

/** Removes these lines, or every line when no ids are given. */
export async function deleteCartItems(tx: Tx, userId: string, productIds?: number[]) {
  if (productIds && !productIds.length) return;
  await tx.delete(cartItems).where(productIds ? and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)) : eq(cartItems.userId, userId));
}
