import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bookPages, books, stories } from '../library/library.table.js';

export type MediaBook = Pick<typeof books.$inferSelect, 'id' | 'tenantId' | 'slug' | 'status' | 'format' | 'cover' | 'fileKey' | 'uploadedBy'>;
export type MediaStory = Pick<typeof stories.$inferSelect, 'id' | 'tenantId' | 'status' | 'cover' | 'authorId'>;

const bookColumns = {
  id: books.id,
  tenantId: books.tenantId,
  slug: books.slug,
  status: books.status,
  format: books.format,
  cover: books.cover,
  fileKey: books.fileKey,
  uploadedBy: books.uploadedBy,
};
const storyColumns = { id: stories.id, tenantId: stories.tenantId, status: stories.status, cover: stories.cover, authorId: stories.authorId };

/** A book by id, whatever its status (row-level security decides whose books the scope sees). */
export async function findBook(tx: Tx, id: number): Promise<MediaBook | null> {
  const [row] = await tx.select(bookColumns).from(books).where(eq(books.id, id));
  return row ?? null;
}

/** A story by id, whatever its status. */
export async function findStory(tx: Tx, id: number): Promise<MediaStory | null> {
  const [row] = await tx.select(storyColumns).from(stories).where(eq(stories.id, id));
  return row ?? null;
}

/** The stored picture of one of a book's pages with this stored name, if any. */
export async function pageImage(tx: Tx, bookId: number, name: string): Promise<string | null> {
  const rows = await tx
    .select({ image: bookPages.image })
    .from(bookPages)
    .where(and(eq(bookPages.bookId, bookId)));
  return rows.map((r) => r.image).find((key): key is string => !!key && key.slice(key.lastIndexOf('/') + 1) === name) ?? null;
}
