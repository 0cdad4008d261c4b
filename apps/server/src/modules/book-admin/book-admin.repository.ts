import type { TAdminBookSort, TAdminBookStatus } from '@commonshelf/shared/library/book-admin.schemas';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { bookCategories, bookPages, bookReads, books, REACTION_KINDS, reactions } from '../library/library.table.js';
import { modes, tenantModes } from '../modes/modes.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { bookStatusEvents } from './book-admin.table.js';
import { containsPattern } from '../../db/like.js';

/**
 * The library's books for its admins. Every query names whose books it reads (`books.tenant_id`
 * null for the platform-wide library, a site's id for its own), as row-level security lets a site
 * read platform-wide rows too, and the platform scope reads everything.
 */

/** A library: the platform's (null) or one site's (its id). */
export type LibraryOwner = string | null;
/** Where a list looks: one library, or every site's books (the platform admin's read-only view). */
export type BookScope = { owner: LibraryOwner } | { sites: true; siteId?: string | undefined };

export type BookRow = typeof books.$inferSelect;
type Status = BookRow['status'];

const ownedBy = (owner: LibraryOwner) => (owner === null ? isNull(books.tenantId) : eq(books.tenantId, owner));
const inScope = (scope: BookScope) =>
  'owner' in scope ? ownedBy(scope.owner) : and(isNotNull(books.tenantId), scope.siteId ? eq(books.tenantId, scope.siteId) : undefined)!;

const readingsOf = sql<number>`(select count(*) from ${bookReads} where ${bookReads.bookId} = ${books.id})::int`;
const reactionsOf = sql<number>`(select count(*) from ${reactions} where ${reactions.bookId} = ${books.id})::int`;

const uploader = alias(users, 'uploader');

const listColumns = {
  book: books,
  category: { id: bookCategories.id, name: bookCategories.name },
  mode: { id: modes.id, name: modes.name },
  site: { id: tenants.id, name: tenants.schoolName, subdomain: tenants.subdomain },
  uploader: { id: uploader.id, firstName: uploader.firstName, lastName: uploader.lastName, role: uploader.role, tenantId: uploader.tenantId },
  readings: readingsOf,
  reactions: reactionsOf,
};

export type AdminBookRow = {
  book: BookRow;
  category: { id: number; name: string } | null;
  mode: { id: number; name: string } | null;
  site: { id: string; name: string; subdomain: string } | null;
  uploader: { id: string; firstName: string; lastName: string; role: string; tenantId: string | null } | null;
  readings: number;
  reactions: number;
};

export type BookListFilter = {
  scope: BookScope;
  status: TAdminBookStatus;
  categoryId?: number | undefined;
  uncategorized?: boolean | undefined;
  language?: string | undefined;
  level?: number | undefined;
  format?: 'pages' | 'pdf' | 'epub' | undefined;
  featured?: boolean | undefined;
  search?: string | undefined;
  sort: TAdminBookSort;
  limit: number;
  offset: number;
};

/** Every filter but the status (the tabs count per status under the others). */
function baseWhere(f: BookListFilter): SQL[] {
  const where: SQL[] = [inScope(f.scope)];
  if (f.categoryId !== undefined) where.push(eq(books.categoryId, f.categoryId));
  if (f.uncategorized) where.push(isNull(books.categoryId));
  if (f.language !== undefined) where.push(eq(books.language, f.language));
  if (f.level !== undefined) where.push(eq(books.readingLevel, f.level));
  if (f.format !== undefined) where.push(eq(books.format, f.format));
  if (f.featured !== undefined) where.push(eq(books.featured, f.featured));
  const search = f.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(or(ilike(books.title, pattern), sql`array_to_string(${books.authors}, ' ') ilike ${pattern}`, ilike(books.slug, pattern))!);
  }
  return where;
}

function orderFor(sort: TAdminBookSort): SQL[] {
  const desc_ = sort.startsWith('-');
  const dir = (e: SQL) => (desc_ ? sql`${e} desc nulls last` : sql`${e} asc nulls last`);
  switch (sort.replace(/^-/, '')) {
    case 'title':
      return [dir(sql`lower(${books.title})`)];
    case 'created_at':
      return [dir(sql`${books.createdAt}`)];
    case 'published_at':
      return [dir(sql`${books.publishedAt}`)];
    case 'readings':
      return [dir(readingsOf), sql`lower(${books.title}) asc`];
    default:
      return [dir(sql`${books.updatedAt}`)];
  }
}

const fromBooks = (tx: Tx) =>
  tx
    .select(listColumns)
    .from(books)
    .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
    .leftJoin(modes, eq(modes.id, books.modeId))
    .leftJoin(tenants, eq(tenants.id, books.tenantId))
    .leftJoin(uploader, eq(uploader.id, books.uploadedBy));

/** A page of books with every filter, and the counts per status for the tabs. */
export async function listBooks(tx: Tx, f: BookListFilter) {
  const base = baseWhere(f);
  const cond = and(...base, f.status === 'all' ? undefined : eq(books.status, f.status));
  const [rows, [total], perStatus] = await Promise.all([
    fromBooks(tx)
      .where(cond)
      .orderBy(...orderFor(f.sort), desc(books.id))
      .limit(f.limit)
      .offset(f.offset),
    tx.select({ n: count() }).from(books).where(cond),
    tx.select({ status: books.status, n: count() }).from(books).where(and(...base)).groupBy(books.status),
  ]);
  const counts = { all: 0, draft: 0, pending: 0, published: 0, rejected: 0 };
  for (const r of perStatus) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  return { rows: rows as AdminBookRow[], count: total?.n ?? 0, counts };
}

/** One book of the scope, with what the list shows of it. */
export async function findBook(tx: Tx, scope: BookScope, id: number): Promise<AdminBookRow | null> {
  const [row] = await fromBooks(tx).where(and(eq(books.id, id), inScope(scope)));
  return (row as AdminBookRow | undefined) ?? null;
}

/** One book of a library, locked for a change. */
export async function lockBook(tx: Tx, owner: LibraryOwner, id: number) {
  const [row] = await tx
    .select()
    .from(books)
    .where(and(eq(books.id, id), ownedBy(owner)))
    .for('update');
  return row ?? null;
}

export async function updateBook(tx: Tx, id: number, values: Partial<typeof books.$inferInsert>) {
  const [row] = await tx
    .update(books)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(books.id, id))
    .returning();
  return row!;
}

export async function deleteBook(tx: Tx, id: number) {
  await tx.delete(books).where(eq(books.id, id));
}

export function pagesOf(tx: Tx, bookId: number) {
  return tx.select().from(bookPages).where(eq(bookPages.bookId, bookId)).orderBy(asc(bookPages.pageNo));
}

/** The stored files of these keys that a book or a page still uses (a platform copy shares its source's files). */
export async function keysInUse(tx: Tx, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const [fromBooks, fromPages] = await Promise.all([
    tx
      .select({ cover: books.cover, file: books.fileKey })
      .from(books)
      .where(or(inArray(books.cover, keys), inArray(books.fileKey, keys))),
    tx.select({ image: bookPages.image }).from(bookPages).where(inArray(bookPages.image, keys)),
  ]);
  const used = new Set<string>();
  for (const r of fromBooks) for (const k of [r.cover, r.file]) if (k) used.add(k);
  for (const r of fromPages) if (r.image) used.add(r.image);
  return used;
}

export async function reactionCountsOf(tx: Tx, bookId: number) {
  const rows = await tx.select({ kind: reactions.kind, n: count() }).from(reactions).where(eq(reactions.bookId, bookId)).groupBy(reactions.kind);
  const byKind = new Map(rows.map((r) => [r.kind, r.n]));
  return REACTION_KINDS.map((kind) => ({ kind, count: byKind.get(kind) ?? 0 }));
}

export async function personName(tx: Tx, id: string | null) {
  if (!id) return null;
  const [row] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

export async function sourceOf(tx: Tx, sourceId: number | null) {
  if (sourceId === null) return null;
  const [row] = await tx
    .select({ id: books.id, title: books.title, site: { id: tenants.id, name: tenants.schoolName, subdomain: tenants.subdomain } })
    .from(books)
    .leftJoin(tenants, eq(tenants.id, books.tenantId))
    .where(eq(books.id, sourceId));
  return row ? { id: row.id, title: row.title, site: row.site?.id ? row.site : null } : null;
}

// ---------------------------------------------------------------------------------------------
// Status history

/** Records a change of a book's status (in the transaction that made it). */
export async function recordBookStatus(
  tx: Tx,
  e: { book: { id: number; tenantId: string | null }; from: Status | null; to: Status; actorId: string | null; reason?: string | null },
) {
  await tx.insert(bookStatusEvents).values({
    tenantId: e.book.tenantId,
    bookId: e.book.id,
    actorId: e.actorId,
    fromStatus: e.from,
    toStatus: e.to,
    reason: e.reason ?? null,
  });
}

export async function statusEvents(tx: Tx, bookId: number) {
  return tx
    .select({
      from: bookStatusEvents.fromStatus,
      to: bookStatusEvents.toStatus,
      reason: bookStatusEvents.reason,
      at: bookStatusEvents.createdAt,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role, tenantId: users.tenantId },
    })
    .from(bookStatusEvents)
    .leftJoin(users, eq(users.id, bookStatusEvents.actorId))
    .where(eq(bookStatusEvents.bookId, bookId))
    .orderBy(asc(bookStatusEvents.createdAt), asc(bookStatusEvents.id));
}

// ---------------------------------------------------------------------------------------------
// Options

/** Categories a library's book may have: the platform's for the platform library; a site's own and the platform's for a site. */
export async function categoriesFor(tx: Tx, owner: LibraryOwner) {
  return tx
    .select({ id: bookCategories.id, name: bookCategories.name, tenantId: bookCategories.tenantId })
    .from(bookCategories)
    .where(owner === null ? isNull(bookCategories.tenantId) : or(isNull(bookCategories.tenantId), eq(bookCategories.tenantId, owner)))
    .orderBy(asc(bookCategories.name), asc(bookCategories.id));
}

/** Modes a library's book may have: any active mode for the platform, the modes a site offers for its own books. */
export async function modesFor(tx: Tx, owner: LibraryOwner) {
  if (owner === null) return tx.select({ id: modes.id, name: modes.name }).from(modes).where(eq(modes.isActive, true)).orderBy(asc(modes.position), asc(modes.id));
  return tx
    .select({ id: modes.id, name: modes.name })
    .from(modes)
    .innerJoin(tenantModes, and(eq(tenantModes.modeId, modes.id), eq(tenantModes.tenantId, owner), eq(tenantModes.enabled, true)))
    .where(eq(modes.isActive, true))
    .orderBy(asc(modes.position), asc(modes.id));
}

export async function sites(tx: Tx) {
  return tx
    .select({ id: tenants.id, name: tenants.schoolName, subdomain: tenants.subdomain })
    .from(tenants)
    .orderBy(asc(sql`lower(${tenants.schoolName})`), asc(tenants.id));
}

// ---------------------------------------------------------------------------------------------
// Statistics

const DAY_MS = 86_400_000;

/** A library's numbers: statuses, the published books by format, language, level and category, readings and reactions. */
export async function libraryStats(tx: Tx, owner: LibraryOwner, days: number, now = new Date()) {
  const mine = ownedBy(owner);
  const published = and(mine, eq(books.status, 'published'));
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS);
  const readOfMine = and(eq(books.id, bookReads.bookId), mine);
  const day = sql<string>`to_char(${bookReads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [statuses, featured, formats, languages, levels, categories, [readTotal], daily, mostRead, reactionKinds] = await Promise.all([
    tx.select({ status: books.status, n: count() }).from(books).where(mine).groupBy(books.status),
    tx.select({ n: count() }).from(books).where(and(published, eq(books.featured, true))),
    tx.select({ format: books.format, n: count() }).from(books).where(published).groupBy(books.format).orderBy(desc(count()), asc(books.format)),
    tx.select({ code: books.language, n: count() }).from(books).where(published).groupBy(books.language).orderBy(desc(count()), asc(books.language)),
    tx.select({ level: books.readingLevel, n: count() }).from(books).where(published).groupBy(books.readingLevel).orderBy(asc(books.readingLevel)),
    tx
      .select({ id: bookCategories.id, name: bookCategories.name, n: count() })
      .from(books)
      .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
      .where(published)
      .groupBy(bookCategories.id, bookCategories.name)
      .orderBy(desc(count()), asc(bookCategories.name)),
    tx.select({ n: count() }).from(bookReads).innerJoin(books, readOfMine),
    tx
      .select({ date: day, n: count() })
      .from(bookReads)
      .innerJoin(books, readOfMine)
      .where(gte(bookReads.createdAt, since))
      .groupBy(day),
    tx
      .select({ id: books.id, title: books.title, cover: books.cover, status: books.status, tenantId: books.tenantId, n: count() })
      .from(bookReads)
      .innerJoin(books, readOfMine)
      .groupBy(books.id, books.title, books.cover, books.status, books.tenantId)
      .orderBy(desc(count()), asc(books.title))
      .limit(5),
    tx.select({ kind: reactions.kind, n: count() }).from(reactions).innerJoin(books, and(eq(books.id, reactions.bookId), mine)).groupBy(reactions.kind),
  ]);
  const byDay = new Map(daily.map((d) => [d.date, d.n]));
  const series = Array.from({ length: days }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDay.get(date) ?? 0 };
  });
  return { statuses, featured: featured[0]?.n ?? 0, formats, languages, levels, categories, readTotal: readTotal?.n ?? 0, series, mostRead, reactionKinds };
}
