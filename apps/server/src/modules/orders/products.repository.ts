import type { TProductKind } from '@commonshelf/shared/commerce/commerce.schemas';
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { courses } from '../courses/courses.table.js';
import { books } from '../library/library.table.js';
import { productPrices, products } from './orders.table.js';

export type ProductRow = typeof products.$inferSelect;

export type SellableProduct = {
  product: ProductRow;
  amountMinor: number;
  currency: string;
  book: { id: number; slug: string; title: string; cover: string | null } | null;
  course: { id: number; slug: string; name: string; cover: string | null } | null;
};

/** The kinds of product shown first in the catalogue. */
const KIND_ORDER: Record<TProductKind, number> = { book_digital: 0, book_print: 1, dear_world_book: 2, course: 3, teacher_training: 4 };

/**
 * Products the current site can sell: active, visible under its row-level security (its own and
 * platform-wide ones), and priced in `currency`. `ids` keeps the caller's order.
 */
export async function listSellableProducts(tx: Tx, currency: string, filter: { ids?: number[]; kind?: TProductKind } = {}): Promise<SellableProduct[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const conds: SQL[] = [eq(products.active, true)];
  if (filter.ids) conds.push(inArray(products.id, filter.ids));
  if (filter.kind) conds.push(eq(products.kind, filter.kind));
  const rows = await tx
    .select({
      product: products,
      amountMinor: productPrices.amountMinor,
      currency: productPrices.currency,
      bookId: books.id,
      bookSlug: books.slug,
      bookTitle: books.title,
      bookCover: books.cover,
      courseId: courses.id,
      courseSlug: courses.slug,
      courseName: courses.name,
      courseCover: courses.cover,
    })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .leftJoin(books, eq(books.id, products.bookId))
    .leftJoin(courses, eq(courses.id, products.courseId))
    .where(and(...conds))
    .orderBy(asc(products.title), asc(products.id));
  const list: SellableProduct[] = rows.map((r) => ({
    product: r.product,
    amountMinor: r.amountMinor,
    currency: r.currency,
    book: r.bookId !== null ? { id: r.bookId, slug: r.bookSlug!, title: r.bookTitle!, cover: r.bookCover } : null,
    course: r.courseId !== null ? { id: r.courseId, slug: r.courseSlug!, name: r.courseName!, cover: r.courseCover } : null,
  }));
  if (filter.ids) {
    const at = new Map(filter.ids.map((id, i) => [id, i]));
    return list.sort((a, b) => at.get(a.product.id)! - at.get(b.product.id)!);
  }
  return list.sort((a, b) => KIND_ORDER[a.product.kind] - KIND_ORDER[b.product.kind]);
}

/** Which of these ids name products the site can see and that are active (whatever their prices). */
export async function activeProductIds(tx: Tx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
  return rows.map((r) => r.id);
}

/**
 * The active products the site can see (its own and platform-wide ones) that sell a course (this
 * one, or any), with the course each sells: buying one opens its course. A course none sells is free.
 */
export async function listCourseProducts(tx: Tx, courseId?: number): Promise<{ id: number; courseId: number }[]> {
  const rows = await tx
    .select({ id: products.id, courseId: products.courseId })
    .from(products)
    .where(and(courseId === undefined ? isNotNull(products.courseId) : eq(products.courseId, courseId), eq(products.active, true)))
    .orderBy(asc(products.id));
  return rows.map((r) => ({ id: r.id, courseId: r.courseId! }));
}

export type NewProduct = typeof products.$inferInsert;

/** Creates or updates a product by (site, slug) and sets its prices (seed and tests; platform scope for platform-wide rows). */
export async function upsertProduct(tx: Tx, p: NewProduct, prices: Record<string, number>): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values(p)
    .onConflictDoUpdate({
      target: [products.tenantId, products.slug],
      set: {
        kind: p.kind,
        title: p.title,
        description: p.description ?? '',
        image: p.image ?? null,
        bookId: p.bookId ?? null,
        courseId: p.courseId ?? null,
        requiresShipping: p.requiresShipping ?? false,
        active: p.active ?? true,
        updatedAt: new Date(),
      },
    })
    .returning();
  await tx.delete(productPrices).where(eq(productPrices.productId, row!.id));
  const entries = Object.entries(prices);
  if (entries.length) {
    await tx.insert(productPrices).values(entries.map(([currency, amountMinor]) => ({ tenantId: row!.tenantId, productId: row!.id, currency, amountMinor })));
  }
  return row!;
}
