import { z } from 'zod';
import { CART_MAX_ITEMS } from './cart.js';

export const CART_MSG = {
  productId: 'Choose a product by its id.',
  notAvailable: 'This product is not available on this site.',
  full: `Your cart is full: it holds at most ${CART_MAX_ITEMS} items.`,
  tooMany: `A cart holds at most ${CART_MAX_ITEMS} items.`,
} as const;

export const ZProductId = z.number({ error: CART_MSG.productId }).int(CART_MSG.productId).positive(CART_MSG.productId).max(2_147_483_647, CART_MSG.productId);

/** `GET /api/data/cart/`: the ids, without duplicates, and their count (always items.length). */
export const ZCart = z.object({ items: z.array(z.number().int()), count: z.number().int() });
export type TCart = z.infer<typeof ZCart>;

export const ZCartAdd = z.object({ product_id: ZProductId });
export const ZCartItemParams = z.object({ productId: z.coerce.number().pipe(ZProductId) });

/** At login: the visitor's local cart, to be joined with the server's. */
export const ZCartMerge = z.object({ items: z.array(ZProductId).max(CART_MAX_ITEMS * 2, CART_MSG.tooMany) });
