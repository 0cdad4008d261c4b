import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdNullable } from '../../db/columns.js';
import { products } from '../orders/orders.table.js';
import { users } from '../users/users.table.js';

/** A signed-in user's cart (spec 3: a list of product ids without duplicates): one row per product. */
export const cartItems = pgTable(
  'cart_items',
  {
    tenantId: tenantIdNullable(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('cart_items_product_idx').on(t.productId)],
);
