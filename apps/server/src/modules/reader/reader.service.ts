import type { TReaderBook, TReadingPosition, TReadingPositionResult } from '@commonshelf/shared/library/reader.schemas';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { AttemptLimiter } from '../../lib/attempt-limiter.js';
import type { Counters } from '../../lib/counters.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { bookCoverUrl, bookFileUrl, bookMediaUrl } from '../library-media/media-urls.js';
import type { UserRow } from '../users/users.table.js';
import { countPages, findPosition, findPublishedBook, findRecentRead, insertRead, pagesOf, upsertPosition, type ReadableBook } from './reader.repository.js';

export const BOOK_NOT_FOUND = 'This book does not exist or is not published.';

export async function publishedBook(tx: Tx, idOrSlug: string): Promise<ReadableBook> {
  const book = await findPublishedBook(tx, idOrSlug);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  return book;
}

/** Everything the reader shows, with the signed-in reader's position. */
export async function readerView(tx: Tx, book: ReadableBook, user: UserRow | null): Promise<TReaderBook> {
  const [pages, position] = await Promise.all([
    book.format === 'pages' ? pagesOf(tx, book.id) : Promise.resolve([]),
    user ? findPosition(tx, user.id, book.id) : Promise.resolve(null),
  ]);
  return {
    id: book.id,
    slug: book.slug,
    title: book.title,
    authors: book.authors,
    illustrator: book.illustrator,
    language: book.language,
    license: book.license,
    cover: bookCoverUrl(book),
    format: book.format,
    file_url: book.format === 'pages' ? null : bookFileUrl(book),
    file_size: book.format === 'pages' ? null : book.fileSize,
    pages: pages.map((p) => ({ page_no: p.pageNo, text: p.text, image: bookMediaUrl(book.id, p.image) })),
    position: position ? clampPosition(position.position, book, pages.length) : null,
  };
}

/** A stored position still inside the book (a page book may have lost pages since). */
function clampPosition(p: TReadingPosition, book: ReadableBook, pageCount: number): TReadingPosition {
  if (book.format === 'pages' && p.page !== undefined && pageCount > 0 && p.page > pageCount) return { ...p, page: pageCount };
  return p;
}

export async function positionOf(tx: Tx, user: UserRow, book: ReadableBook): Promise<TReadingPositionResult> {
  const row = await findPosition(tx, user.id, book.id);
  return { position: row?.position ?? null, updated_at: row?.updatedAt.toISOString() ?? null };
}

/** Saves where the reader is; the location must fit the book's format (and a page book's pages). */
export async function savePosition(
  tx: Tx,
  user: UserRow,
  tenantId: string | null,
  book: ReadableBook,
  position: TReadingPosition,
): Promise<TReadingPositionResult> {
  if (position.cfi !== undefined && book.format !== 'epub') throw badRequest('Only EPUB books have EPUB locations.', { cfi: ['Only EPUB books have EPUB locations.'] });
  if (book.format === 'epub' && position.cfi === undefined) throw badRequest('Give the EPUB location.', { cfi: ['Give the EPUB location.'] });
  if (book.format === 'pages' && position.page !== undefined) {
    if (position.page > (await countPages(tx, book.id))) throw badRequest('This page does not exist.', { page: ['This page does not exist.'] });
  }
  const row = await upsertPosition(tx, { tenantId, userId: user.id, bookId: book.id, position });
  return { position: row.position, updated_at: row.updatedAt.toISOString() };
}

/** A reload, or a second tab, within this time is the same reading. */
export const READ_WINDOW_MS = 60 * 60 * 1000;
/** Readings one address may add per hour, whatever visitor ids it sends. */
export const READS_PER_ADDRESS = 60;

/** Visitors' recent readings, in the app's shared counters (book_reads has no visitor column). */
export class VisitorReads {
  private readonly perAddress: AttemptLimiter;

  constructor(private readonly counters: Counters) {
    this.perAddress = new AttemptLimiter(counters, 'reads-address', READS_PER_ADDRESS, READ_WINDOW_MS);
  }

  /** Whether this visitor's opening counts as a new reading (and remembers it if so). */
  async claim(key: string, address: string): Promise<boolean> {
    if ((await this.perAddress.retryAfter(address)) > 0) return false;
    if (!(await this.counters.claim(`read:${key}`, READ_WINDOW_MS))) return false;
    await this.perAddress.fail(address);
    return true;
  }
}

/**
 * Records an opening of a book: once per signed-in reader per book per hour (checked in the database,
 * under a lock so two tabs opening at once count once), once per visitor id and address per hour.
 */
export async function recordRead(
  tx: Tx,
  opts: { user: UserRow | null; tenantId: string | null; book: ReadableBook; visitorKey: string; address: string; visitors: VisitorReads },
): Promise<boolean> {
  const { user, tenantId, book } = opts;
  if (user) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`read:${user.id}:${book.id}`}))`);
    if (await findRecentRead(tx, user.id, book.id, new Date(Date.now() - READ_WINDOW_MS))) return false;
  } else if (!(await opts.visitors.claim(`${tenantId ?? 'main'}|${book.id}|${opts.visitorKey}`, opts.address))) {
    return false;
  }
  await insertRead(tx, { tenantId, bookId: book.id, userId: user?.id ?? null });
  return true;
}
