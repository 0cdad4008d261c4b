import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bookCategories, bookColumns, bookReads, books, stories } from '../library/library.table.js';
import { lastNameUnlessStudent } from '../users/public-name.js';
import { users } from '../users/users.table.js';
import { containsPattern } from '../../db/like.js';

/**
 * An organization's stories and books, across its own site and its schools'. These queries run in
 * the platform scope (one site's row-level security would show that site only), so every one of
 * them names the sites it may read: `tenantIds`, from `organizationScope`, and nothing else.
 */

/** What an organization admin sees: work published or waiting for review; drafts stay their authors'. */
const VISIBLE = ['pending', 'published'] as const;
type Visible = (typeof VISIBLE)[number];

const statusIn = (col: typeof stories.status | typeof books.status, status: 'all' | Visible) =>
  status === 'all' ? inArray(col, [...VISIBLE]) : eq(col, status);

export type OrgListFilter = { tenantIds: string[]; status: 'all' | Visible; search?: string | undefined; limit: number; offset: number };

// ---------------------------------------------------------------------------------------------
// Stories

const storyColumns = {
  story: stories,
  // What leaves a school for its organization: a student's first name, never their last name.
  author: { firstName: users.firstName, lastName: lastNameUnlessStudent(), role: users.role },
};

function storyWhere(f: Pick<OrgListFilter, 'tenantIds' | 'search'>): SQL[] {
  const where: SQL[] = [inArray(stories.tenantId, f.tenantIds)];
  const search = f.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(or(ilike(stories.title, pattern), ilike(stories.summary, pattern), ilike(users.firstName, pattern))!);
  }
  return where;
}

export async function listOrgStories(tx: Tx, f: OrgListFilter) {
  if (!f.tenantIds.length) return { rows: [], count: 0, counts: { all: 0, pending: 0, published: 0 } };
  const base = storyWhere(f);
  const cond = and(...base, statusIn(stories.status, f.status));
  const [rows, [total], perStatus] = await Promise.all([
    tx
      .select(storyColumns)
      .from(stories)
      .leftJoin(users, eq(users.id, stories.authorId))
      .where(cond)
      .orderBy(desc(sql`coalesce(${stories.publishedAt}, ${stories.submittedAt}, ${stories.updatedAt})`), desc(stories.id))
      .limit(f.limit)
      .offset(f.offset),
    tx.select({ n: count() }).from(stories).leftJoin(users, eq(users.id, stories.authorId)).where(cond),
    tx
      .select({ status: stories.status, n: count() })
      .from(stories)
      .leftJoin(users, eq(users.id, stories.authorId))
      .where(and(...base, statusIn(stories.status, 'all')))
      .groupBy(stories.status),
  ]);
  const counts = { all: 0, pending: 0, published: 0 };
  for (const r of perStatus) {
    counts[r.status as Visible] = r.n;
    counts.all += r.n;
  }
  return { rows, count: total?.n ?? 0, counts };
}

export async function findOrgStory(tx: Tx, tenantIds: string[], id: number) {
  if (!tenantIds.length) return null;
  const [row] = await tx
    .select(storyColumns)
    .from(stories)
    .leftJoin(users, eq(users.id, stories.authorId))
    .where(and(eq(stories.id, id), inArray(stories.tenantId, tenantIds), statusIn(stories.status, 'all')));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Books

/** Readings and reactions of a book on its own site. Written out: correlated on the outer row. */
const readingsOf = sql<number>`(select count(*)::int from book_reads r where r.book_id = books.id and r.tenant_id = books.tenant_id)`;
const reactionsOf = sql<number>`(select count(*)::int from reactions x where x.book_id = books.id and x.tenant_id = books.tenant_id)`;

export type OrgBookFilter = OrgListFilter & { featured?: boolean | undefined };

export async function listOrgBooks(tx: Tx, f: OrgBookFilter) {
  if (!f.tenantIds.length) return { rows: [], count: 0 };
  const where: SQL[] = [inArray(books.tenantId, f.tenantIds), statusIn(books.status, f.status)];
  if (f.featured !== undefined) where.push(eq(books.featured, f.featured));
  const search = f.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(or(ilike(books.title, pattern), sql`array_to_string(${books.authors}, ' ') ilike ${pattern}`)!);
  }
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    tx
      .select({ book: bookColumns, category: bookCategories.name, readings: readingsOf, reactions: reactionsOf })
      .from(books)
      .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
      .where(cond)
      .orderBy(sql`(${books.status} = 'pending') desc`, desc(books.featured), desc(sql`coalesce(${books.publishedAt}, ${books.submittedAt}, ${books.updatedAt})`), desc(books.id))
      .limit(f.limit)
      .offset(f.offset),
    tx.select({ n: count() }).from(books).where(cond),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/**
 * Per site: published books and the featured ones among them, books waiting for review,
 * published and pending stories, and readings on the site (of any book its readers opened there).
 */
export async function siteBookStats(tx: Tx, tenantIds: string[]) {
  if (!tenantIds.length) return [];
  const [bookRows, storyRows, readRows] = await Promise.all([
    tx
      .select({
        tenantId: books.tenantId,
        published: sql<number>`count(*) filter (where ${books.status} = 'published')::int`,
        featured: sql<number>`count(*) filter (where ${books.status} = 'published' and ${books.featured})::int`,
        pending: sql<number>`count(*) filter (where ${books.status} = 'pending')::int`,
      })
      .from(books)
      .where(inArray(books.tenantId, tenantIds))
      .groupBy(books.tenantId),
    tx
      .select({
        tenantId: stories.tenantId,
        published: sql<number>`count(*) filter (where ${stories.status} = 'published')::int`,
        pending: sql<number>`count(*) filter (where ${stories.status} = 'pending')::int`,
      })
      .from(stories)
      .where(inArray(stories.tenantId, tenantIds))
      .groupBy(stories.tenantId),
    tx.select({ tenantId: bookReads.tenantId, n: count() }).from(bookReads).where(inArray(bookReads.tenantId, tenantIds)).groupBy(bookReads.tenantId),
  ]);
  const byBook = new Map(bookRows.map((r) => [r.tenantId, r]));
  const byStory = new Map(storyRows.map((r) => [r.tenantId, r]));
  const byRead = new Map(readRows.map((r) => [r.tenantId, r.n]));
  return tenantIds.map((id) => ({
    tenantId: id,
    allBook: byBook.get(id)?.published ?? 0,
    featuredBook: byBook.get(id)?.featured ?? 0,
    pendingBook: byBook.get(id)?.pending ?? 0,
    publishedStory: byStory.get(id)?.published ?? 0,
    pendingStory: byStory.get(id)?.pending ?? 0,
    readings: byRead.get(id) ?? 0,
  }));
}
