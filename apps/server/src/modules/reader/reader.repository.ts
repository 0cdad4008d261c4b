import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bookPages, bookReads, books, readingPositions } from '../library/library.table.js';

export type ReadableBook = typeof books.$inferSelect;

/**
 * A published book this site shows (row-level security adds the tenant rule), by id or slug. A
 * site's own book wins over a platform-wide one of the same slug.
 */
export async function findPublishedBook(tx: Tx, idOrSlug: string): Promise<ReadableBook | null> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await tx
    .select()
    .from(books)
    .where(and(eq(books.status, 'published'), byId ? eq(books.id, Number(idOrSlug)) : eq(books.slug, idOrSlug)))
    .orderBy(sql`${books.tenantId} is null`, asc(books.id))
    .limit(1);
  return row ?? null;
}

export function pagesOf(tx: Tx, bookId: number) {
  return tx
    .select({ pageNo: bookPages.pageNo, text: bookPages.text, image: bookPages.image })
    .from(bookPages)
    .where(eq(bookPages.bookId, bookId))
    .orderBy(asc(bookPages.pageNo));
}

export async function findPosition(tx: Tx, userId: string, bookId: number) {
  const [row] = await tx
    .select()
    .from(readingPositions)
    .where(and(eq(readingPositions.userId, userId), eq(readingPositions.bookId, bookId)));
  return row ?? null;
}

export async function upsertPosition(tx: Tx, values: typeof readingPositions.$inferInsert) {
  const [row] = await tx
    .insert(readingPositions)
    .values(values)
    .onConflictDoUpdate({
      target: [readingPositions.userId, readingPositions.bookId],
      set: { position: values.position, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** The newest reading of a book by a user on this site since a moment, if any. */
export async function findRecentRead(tx: Tx, userId: string, bookId: number, since: Date) {
  const [row] = await tx
    .select({ id: bookReads.id })
    .from(bookReads)
    .where(and(eq(bookReads.userId, userId), eq(bookReads.bookId, bookId), gt(bookReads.createdAt, since)))
    .orderBy(desc(bookReads.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertRead(tx: Tx, values: typeof bookReads.$inferInsert) {
  await tx.insert(bookReads).values(values);
}

/** Readings of a book recorded on this site (tests and stats). */
export async function countReads(tx: Tx, bookId: number, opts: { visitorsOnly?: boolean } = {}) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookReads)
    .where(and(eq(bookReads.bookId, bookId), opts.visitorsOnly ? isNull(bookReads.userId) : undefined));
  return row?.n ?? 0;
}

export async function countPages(tx: Tx, bookId: number) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(bookPages).where(eq(bookPages.bookId, bookId));
  return row?.n ?? 0;
}
