import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bookCategories, bookPages, books, stories } from './library.table.js';

export type BookListFilter = { featured?: boolean; modeId?: number; limit: number; offset: number };

/** Published books visible on the current site (row-level security adds the tenant rule). */
export async function listPublishedBooks(tx: Tx, filter: BookListFilter) {
  const where: SQL[] = [eq(books.status, 'published')];
  if (filter.featured !== undefined) where.push(eq(books.featured, filter.featured));
  if (filter.modeId !== undefined) where.push(eq(books.modeId, filter.modeId));
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    tx
      .select({ book: books, category: { id: bookCategories.id, name: bookCategories.name, slug: bookCategories.slug } })
      .from(books)
      .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
      .where(cond)
      .orderBy(desc(books.featured), sql`${books.publishedAt} desc nulls last`, desc(books.id))
      .limit(filter.limit)
      .offset(filter.offset),
    tx.select({ n: count() }).from(books).where(cond),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function upsertCategory(tx: Tx, values: typeof bookCategories.$inferInsert) {
  const [row] = await tx
    .insert(bookCategories)
    .values(values)
    .onConflictDoUpdate({
      target: [bookCategories.tenantId, bookCategories.slug],
      set: { name: values.name, description: values.description },
    })
    .returning();
  return row!;
}

/** Inserts a book with its pages, replacing an existing book of the same slug on the same site. */
export async function replaceBook(
  tx: Tx,
  values: typeof books.$inferInsert,
  pages: Omit<typeof bookPages.$inferInsert, 'bookId' | 'tenantId'>[],
) {
  const [row] = await tx
    .insert(books)
    .values(values)
    .onConflictDoUpdate({ target: [books.tenantId, books.slug], set: { ...values, updatedAt: new Date() } })
    .returning();
  await tx.delete(bookPages).where(eq(bookPages.bookId, row!.id));
  if (pages.length) {
    await tx.insert(bookPages).values(pages.map((p) => ({ ...p, bookId: row!.id, tenantId: values.tenantId ?? null })));
  }
  return row!;
}

export async function upsertStory(tx: Tx, values: typeof stories.$inferInsert) {
  const [row] = await tx
    .insert(stories)
    .values(values)
    .onConflictDoUpdate({ target: [stories.tenantId, stories.slug], set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}
