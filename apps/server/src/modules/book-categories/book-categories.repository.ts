import { and, asc, count, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bookCategories, books, stories } from '../library/library.table.js';
import { containsPattern, escapeLike } from '../../db/like.js';

/**
 * Book categories, for their admins. Every query names whose categories it reads (the platform's,
 * `tenant_id` null, or one school's): row-level security lets a school read the platform's rows
 * too, and the platform admin works in the platform scope, where it would let every site's through.
 */

/** null: the platform-wide categories; a tenant id: that school's own. */
export type CategoryOwnerId = string | null;
export type CategoryRow = typeof bookCategories.$inferSelect;

const ownedBy = (owner: CategoryOwnerId) => (owner === null ? isNull(bookCategories.tenantId) : eq(bookCategories.tenantId, owner));

/**
 * Books and stories under each category: everywhere (`countIn` null: the platform admin, for whom
 * these are what a deletion would leave uncategorised), or one school's own.
 * Written out: drizzle leaves the columns of a one-table select unqualified.
 */
const usage = (countIn: string | null) => {
  const site = (alias: string) => (countIn === null ? sql`` : sql` and ${sql.raw(alias)}.tenant_id = ${countIn}`);
  return {
    books: sql<number>`(select count(*)::int from books b where b.category_id = book_categories.id${site('b')})`,
    publishedBooks: sql<number>`(select count(*)::int from books b where b.category_id = book_categories.id and b.status = 'published'${site('b')})`,
    stories: sql<number>`(select count(*)::int from stories s where s.category_id = book_categories.id${site('s')})`,
  };
};

export type CategoryListFilter = {
  /** Whose categories: the platform's only, or a school's own and (`withPlatform`) the platform's. */
  owner: CategoryOwnerId;
  withOwn: boolean;
  withPlatform: boolean;
  search?: string;
  limit: number;
  offset: number;
};

/** A page of categories with their usage, the admin's own first, then by name. */
export async function listCategories(tx: Tx, f: CategoryListFilter) {
  const whose: SQL[] = [];
  if (f.withOwn) whose.push(ownedBy(f.owner));
  if (f.withPlatform && f.owner !== null) whose.push(isNull(bookCategories.tenantId));
  if (!whose.length) return { rows: [], count: 0 };
  const where: SQL[] = [or(...whose)!];
  const search = f.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(or(ilike(bookCategories.name, pattern), ilike(bookCategories.slug, pattern), ilike(bookCategories.description, pattern))!);
  }
  const cond = and(...where);
  const used = usage(f.owner);
  const [rows, [total]] = await Promise.all([
    tx
      .select({ category: bookCategories, books: used.books, publishedBooks: used.publishedBooks, stories: used.stories })
      .from(bookCategories)
      .where(cond)
      .orderBy(sql`${bookCategories.tenantId} is null`, asc(sql`lower(${bookCategories.name})`), asc(bookCategories.id))
      .limit(f.limit)
      .offset(f.offset),
    tx.select({ n: count() }).from(bookCategories).where(cond),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/**
 * A category this admin can see: their own, or (a school's admin) a platform-wide one; with its usage
 * counted as the list counts it.
 */
export async function findVisibleCategory(tx: Tx, owner: CategoryOwnerId, id: number) {
  const used = usage(owner);
  const visible = owner === null ? isNull(bookCategories.tenantId) : or(eq(bookCategories.tenantId, owner), isNull(bookCategories.tenantId));
  const [row] = await tx
    .select({ category: bookCategories, books: used.books, publishedBooks: used.publishedBooks, stories: used.stories })
    .from(bookCategories)
    .where(and(eq(bookCategories.id, id), visible));
  return row ?? null;
}

/** One of the owner's own categories, locked for a change. */
export async function lockOwnCategory(tx: Tx, owner: CategoryOwnerId, id: number) {
  const [row] = await tx
    .select()
    .from(bookCategories)
    .where(and(eq(bookCategories.id, id), ownedBy(owner)))
    .for('update');
  return row ?? null;
}

/**
 * Who already uses this name (case and surrounding spaces ignored): 'own' (the same owner), or
 * 'platform' (a platform-wide category a school's books can use too), or null.
 */
export async function nameUsedBy(tx: Tx, owner: CategoryOwnerId, name: string, exceptId?: number): Promise<'own' | 'platform' | null> {
  const whose = owner === null ? isNull(bookCategories.tenantId) : or(eq(bookCategories.tenantId, owner), isNull(bookCategories.tenantId));
  const rows = await tx
    .select({ tenantId: bookCategories.tenantId })
    .from(bookCategories)
    .where(
      and(
        whose,
        sql`lower(btrim(${bookCategories.name})) = lower(btrim(${name}))`,
        exceptId === undefined ? undefined : ne(bookCategories.id, exceptId),
      ),
    );
  if (rows.some((r) => r.tenantId === owner)) return 'own';
  return rows.length ? 'platform' : null;
}

/** The owner's slugs equal to `base` or starting `base-`, for picking a free one. */
export async function takenSlugs(tx: Tx, owner: CategoryOwnerId, base: string, exceptId?: number) {
  const rows = await tx
    .select({ slug: bookCategories.slug })
    .from(bookCategories)
    .where(
      and(
        ownedBy(owner),
        or(eq(bookCategories.slug, base), sql`${bookCategories.slug} like ${`${escapeLike(base)}-%`}`),
        exceptId === undefined ? undefined : ne(bookCategories.id, exceptId),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function insertCategory(tx: Tx, values: typeof bookCategories.$inferInsert) {
  const [row] = await tx.insert(bookCategories).values(values).returning();
  return row!;
}

export async function updateCategory(tx: Tx, id: number, values: Partial<Pick<CategoryRow, 'name' | 'slug' | 'description'>>) {
  const [row] = await tx.update(bookCategories).set(values).where(eq(bookCategories.id, id)).returning();
  return row!;
}

/**
 * Deletes a category, first taking it off its books and stories (the foreign keys would set them to
 * null too; doing it here counts them and marks the books changed). In the platform scope this
 * reaches every site's books, as a platform-wide category's deletion must.
 */
export async function deleteCategory(tx: Tx, id: number) {
  const uncategorisedBooks = await tx
    .update(books)
    .set({ categoryId: null, updatedAt: new Date() })
    .where(eq(books.categoryId, id))
    .returning({ id: books.id });
  const uncategorisedStories = await tx
    .update(stories)
    .set({ categoryId: null, updatedAt: new Date() })
    .where(eq(stories.categoryId, id))
    .returning({ id: stories.id });
  await tx.delete(bookCategories).where(eq(bookCategories.id, id));
  return { books: uncategorisedBooks.length, stories: uncategorisedStories.length };
}
