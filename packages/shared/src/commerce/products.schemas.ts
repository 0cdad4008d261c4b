import { z } from 'zod';
import { CART_MAX_ITEMS } from './cart.js';
import { PRODUCT_KINDS } from './commerce.schemas.js';

/**
 * What the shop sells, as the catalogue and the cart page read it: each product with its price in
 * the site's currency. A product the site cannot sell (inactive, or not priced in its currency) is
 * not listed, so a cart holding its id drops it.
 */

export const PRODUCT_MSG = {
  ids: 'List product ids as whole numbers separated by commas.',
  tooMany: `Ask for at most ${CART_MAX_ITEMS} products at once.`,
} as const;

/** Kinds that are delivered as files or access, not posted. */
export const DIGITAL_KINDS = ['book_digital', 'course', 'teacher_training'] as const;
/** A course sold in the shop (a course or a teacher training): it opens in the buyer's account, so only an account buys it. */
export const isCourseKind = (kind: string): boolean => kind === 'course' || kind === 'teacher_training';
/** A product (or an order line) delivered as access, not posted. */
export const isDigitalKind = (kind: string): boolean => (DIGITAL_KINDS as readonly string[]).includes(kind);

export const ZMoney = z.object({ amount_minor: z.number().int(), currency: z.string() });
export type TMoney = z.infer<typeof ZMoney>;

export const ZProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** Print editions are posted: checkout asks for an address. */
  requires_shipping: z.boolean(),
  book: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  course: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  price: ZMoney,
});
export type TProduct = z.infer<typeof ZProduct>;

/** `GET /api/products/owned/`: the products the signed-in user already has on this site (their digital editions). */
export const ZOwnedProducts = z.object({ results: z.array(z.number().int()) });
export type TOwnedProducts = z.infer<typeof ZOwnedProducts>;

/** `?ids=3,8,12` (a cart's lines, in that order) and/or `?kind=`. */
export const ZProductListQuery = z.object({
  ids: z
    .string()
    .max(1000)
    .optional()
    .transform((s, ctx) => {
      if (s === undefined || s.trim() === '') return undefined;
      const parts = s.split(',').map((p) => p.trim());
      if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p))) {
        ctx.addIssue({ code: 'custom', message: PRODUCT_MSG.ids });
        return z.NEVER;
      }
      const ids = [...new Set(parts.map(Number))];
      if (ids.length > CART_MAX_ITEMS) {
        ctx.addIssue({ code: 'custom', message: PRODUCT_MSG.tooMany });
        return z.NEVER;
      }
      return ids;
    }),
  kind: z.enum(PRODUCT_KINDS).optional(),
});
export type TProductListQuery = z.input<typeof ZProductListQuery>;

export const ZProductList = z.object({ count: z.number().int(), currency: z.string(), results: z.array(ZProduct) });
export type TProductList = z.infer<typeof ZProductList>;
