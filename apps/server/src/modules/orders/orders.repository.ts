import type { TOrderKind } from '@commonshelf/shared/commerce/commerce.schemas';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { charities, donations, fundraisers, projects } from '../charities/charities.table.js';
import { cartItems } from '../cart/cart.table.js';
import { courses } from '../courses/courses.table.js';
import { users } from '../users/users.table.js';
import { entitlements, invoiceCounters, invoices, orderItems, orders, products } from './orders.table.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type DonationRow = typeof donations.$inferSelect;

export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderItems(tx: Tx, rows: (typeof orderItems.$inferInsert)[]) {
  return tx.insert(orderItems).values(rows).returning();
}

export async function insertDonation(tx: Tx, values: typeof donations.$inferInsert) {
  const [row] = await tx.insert(donations).values(values).returning();
  return row!;
}

/** An order of the current site by its public reference (row-level security keeps other sites' out). */
export async function findOrderByReference(tx: Tx, reference: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.reference, reference));
  return row ?? null;
}

/** The order a cart's checkout key is on, if any (this site's only, by row-level security). */
export async function findOrderByCheckoutKey(tx: Tx, key: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.checkoutKey, key));
  return row ?? null;
}

export async function findOrderById(tx: Tx, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** Locks an order row until the transaction ends: every change of an order's state happens under it. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row!;
}

export async function updateOrder(tx: Tx, id: string, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export async function listOrderItems(tx: Tx, orderId: string) {
  return tx
    .select({
      item: orderItems,
      product: { id: products.id, slug: products.slug, kind: products.kind, requiresShipping: products.requiresShipping, bookId: products.bookId },
      course: { id: courses.id, slug: courses.slug, kind: courses.kind },
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(courses, eq(courses.id, products.courseId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
}

export async function findDonationOfOrder(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({
      donation: donations,
      charity: { id: charities.id, slug: charities.slug, name: charities.name },
      project: { id: projects.id, slug: projects.slug, title: projects.title },
      fundraiserSlug: fundraisers.slug,
    })
    .from(donations)
    .innerJoin(charities, eq(charities.id, donations.charityId))
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .where(eq(donations.orderId, orderId));
  return row ?? null;
}

export async function findInvoiceOfOrder(tx: Tx, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

/** A buyer's orders on this site, newest first, with their first line's title, line count and invoice. */
export async function listOrdersOf(tx: Tx, userId: string, f: { kind?: TOrderKind; limit: number; offset: number }) {
  const where = and(eq(orders.userId, userId), f.kind ? eq(orders.kind, f.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        order: orders,
        title: sql<string>`(select ${orderItems.title} from ${orderItems} where ${orderItems.orderId} = ${orders.id} order by ${orderItems.id} limit 1)`,
        items: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
        invoiceKind: invoices.kind,
        invoiceNumber: invoices.number,
      })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(f.limit)
      .offset(f.offset),
    tx.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Fulfilment (in the platform scope, naming the order's site in every row it writes)

/**
 * The next invoice or receipt number of a site, without gaps: the counter row is created or bumped
 * in one statement, which holds its row lock until the transaction that issues the invoice commits
 * (or rolls back, taking the number back with it).
 */
export async function takeInvoiceNumber(tx: Tx, scope: string, kind: 'invoice' | 'receipt'): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ scope, kind, nextNumber: 2 })
    .onConflictDoUpdate({ target: [invoiceCounters.scope, invoiceCounters.kind], set: { nextNumber: sql`${invoiceCounters.nextNumber} + 1` } })
    .returning({ next: invoiceCounters.nextNumber });
  return row!.next - 1;
}

export async function insertInvoice(tx: Tx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

export async function insertEntitlements(tx: Tx, rows: (typeof entitlements.$inferInsert)[]) {
  if (rows.length) await tx.insert(entitlements).values(rows).onConflictDoNothing();
}

/** Every product a user has from a paid order on the site in scope (a refund takes it back). */
export async function allOwnedProductIds(tx: Tx, userId: string): Promise<number[]> {
  const rows = await tx.select({ productId: entitlements.productId }).from(entitlements).where(eq(entitlements.userId, userId)).orderBy(entitlements.productId);
  return rows.map((r) => r.productId);
}

/** Which of these products a user already has from a paid order (a refund takes it back). */
export async function ownedProductIds(tx: Tx, userId: string, productIds: number[]): Promise<number[]> {
  if (!productIds.length) return [];
  const rows = await tx
    .select({ productId: entitlements.productId })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), inArray(entitlements.productId, productIds)));
  return rows.map((r) => r.productId);
}

export async function removeFromCart(tx: Tx, userId: string, productIds: number[]) {
  if (productIds.length) await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

export async function markDonationPaid(tx: Tx, orderId: string, at: Date) {
  await tx.update(donations).set({ paidAt: at }).where(eq(donations.orderId, orderId));
}

/**
 * The account a visitor's order belongs to: the site's active account that has proved it holds the
 * order's email (verified it), if any. An account merely claiming the address gets nothing until it
 * proves it (claimPurchasesOf then).
 */
export async function findAccountByEmail(tx: Tx, tenantId: string | null, email: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        tenantId ? eq(users.tenantId, tenantId) : sql`${users.tenantId} is null`,
        eq(users.isActive, true),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  return row ?? null;
}

/** A site's paid purchases (not refunded) made without an account with this email, oldest first. */
export async function listUnclaimedPurchases(tx: Tx, tenantId: string | null, email: string): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        tenantId ? eq(orders.tenantId, tenantId) : isNull(orders.tenantId),
        eq(orders.kind, 'purchase'),
        eq(orders.status, 'fulfilled'),
        isNull(orders.userId),
        sql`lower(${orders.email}) = ${email.toLowerCase()}`,
      ),
    )
    .orderBy(orders.createdAt, orders.id)
    .for('update');
}

export async function findUser(tx: Tx, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row ?? null;
}
