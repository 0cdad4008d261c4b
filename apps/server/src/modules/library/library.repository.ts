import { and, asc, count, desc, eq, ne, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { execRows, type Tx } from '../../db/client.js';
import { lastNameUnlessStudent } from '../users/public-name.js';
import { users } from '../users/users.table.js';
import { builtOnce, builtPerShape } from '../../db/built-once.js';
import { cappedTotal, COUNT_CAP, countLimit } from '../../lib/pagination.js';
import { searchSettings } from '../../db/search-settings.js';
import { bookCategories, bookColumns, bookPages, bookReads, books, type BookRow, REACTION_KINDS, reactions, stories } from './library.table.js';

export type BookListFilter = { featured?: boolean; modeId?: number; limit: number; offset: number };

/** What a book card shows (the library's pages, a book's related books): a list reads no more. */
const bookCard = {
  id: books.id,
  slug: books.slug,
  title: books.title,
  authors: books.authors,
  cover: books.cover,
  language: books.language,
  readingLevel: books.readingLevel,
  featured: books.featured,
  modeId: books.modeId,
};
const cardCategory = { id: bookCategories.id, name: bookCategories.name, slug: bookCategories.slug };

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

// ───────────────────────────── Browsing ─────────────────────────────

export type BookBrowseFilter = BookListFilter & {
  categoryId?: number;
  language?: string;
  level?: number;
  age?: number;
  sdg?: number;
  format?: 'pages' | 'pdf' | 'epub';
  search?: string;
  sort?: 'featured' | 'new' | 'title';
  /** How many matches past the offset a list counts at most, or how many a search ranks (COUNT_CAP unless a test lowers it). */
  countCap?: number;
};

const bookDocument = books.searchDoc;
const bookQuery = (search: Placeholder) => sql`websearch_to_tsquery('simple', ${search})`;

/** The filters a library browse can have, each a placeholder of its name in the statements below. */
type BrowseFilterName = 'featured' | 'modeId' | 'categoryId' | 'language' | 'level' | 'format' | 'sdg' | 'age' | 'search';
type BrowseShape = Record<BrowseFilterName, boolean>;

/**
 * The condition of a library browse with the filters it has (their values are placeholders of the
 * same names). Row-level security adds the site's rule.
 */
function browseCondition(has: (filter: BrowseFilterName) => boolean): SQL {
  const v = sql.placeholder;
  const where: SQL[] = [eq(books.status, 'published')];
  if (has('featured')) where.push(eq(books.featured, v('featured')));
  if (has('modeId')) where.push(eq(books.modeId, v('modeId')));
  if (has('categoryId')) where.push(eq(books.categoryId, v('categoryId')));
  if (has('language')) where.push(eq(books.language, v('language')));
  if (has('level')) where.push(eq(books.readingLevel, v('level')));
  if (has('format')) where.push(eq(books.format, v('format')));
  if (has('sdg')) where.push(sql`${books.sdgs} @> array[${v('sdg')}]::smallint[]`);
  if (has('age')) where.push(sql`coalesce(${books.ageMin}, 0) <= ${v('age')} and coalesce(${books.ageMax}, 99) >= ${v('age')}`);
  // `<%` is word_similarity >= the threshold, which the trigram index can answer.
  if (has('search')) where.push(sql`(${bookDocument} @@ ${bookQuery(v('search'))} or ${v('search')}::text <% ${books.title})`);
  return and(...where)!;
}

/**
 * The ids of the books a browse matches, which its count counts: every filter but the SDG's and a
 * search's is answered from the filter index alone (books_filter_idx), not the rows.
 */
const browseMatches = (tx: Tx, cond: SQL) => tx.select({ id: books.id }).from(books).where(cond).$dynamic();

/** Newest first, books never published last. */
const newestFirst = sql`${books.publishedAt} desc nulls last`;
/** The library's own order (featured, then newest), which books_browse_idx walks. */
const libraryOrder = [desc(books.featured), newestFirst];

// A browse's page and its capped count, built once per set of filters and order (the library's
// busiest read; see db/built-once.ts).
const browsePage = builtPerShape((tx, has) => {
  const order: SQL[] = [];
  let from = tx.select({ book: bookCard, category: cardCategory }).from(books).$dynamic();
  if (has('search')) {
    const search = sql.placeholder('search');
    order.push(sql`(ts_rank(${bookDocument}, ${bookQuery(search)}) + word_similarity(${search}, ${books.title})) desc`);
    // A search ranks at most `candidates` of its matches (COUNT_CAP), the first the database finds
    // (ranking every match of a common word took 4-5 s a request at 1M books), as the combined search
    // does; its count is of these ("at least" when there are more), and its pages walk them. The same
    // search finds the same ones each time (db/search-settings.ts: no scan starts midway through the table).
    const candidates = browseMatches(tx, browseCondition(has)).limit(sql.placeholder('candidates')).as('candidates');
    from = from.innerJoin(candidates, eq(candidates.id, books.id));
  } else {
    from = from.where(browseCondition(has));
  }
  if (has('sortNew')) order.push(newestFirst);
  else if (has('sortTitle')) order.push(sql`lower(${books.title}) asc`);
  else order.push(...libraryOrder);
  order.push(desc(books.id));
  return from
    .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});
/** A browse's count, of at most `countLimit` matches (lib/pagination.ts). */
export const browseCountQuery = (tx: Tx, has: (filter: BrowseFilterName) => boolean) =>
  tx.select({ n: count() }).from(browseMatches(tx, browseCondition(has)).limit(sql.placeholder('countLimit')).as('capped'));
const browseCount = builtPerShape(browseCountQuery);

/** Published books (own site's and platform-wide, by row-level security) matching every filter given. */
export async function browsePublishedBooks(tx: Tx, filter: BookBrowseFilter) {
  const search = filter.search?.trim() || undefined;
  const shape: BrowseShape = {
    featured: filter.featured !== undefined,
    modeId: filter.modeId !== undefined,
    categoryId: filter.categoryId !== undefined,
    language: filter.language !== undefined,
    level: filter.level !== undefined,
    format: filter.format !== undefined,
    sdg: filter.sdg !== undefined,
    age: filter.age !== undefined,
    search: search !== undefined,
  };
  // A search counts and pages through its candidates whatever the offset; a list counts past it.
  const cap = filter.countCap ?? COUNT_CAP;
  const countFrom = search ? 0 : filter.offset;
  const values = { ...filter, search, candidates: cap, countLimit: countLimit(countFrom, cap) };
  if (search) await searchSettings(tx);
  const [rows, [counted]] = await Promise.all([
    browsePage(tx, { ...shape, sortNew: filter.sort === 'new', sortTitle: filter.sort === 'title' }, values),
    browseCount(tx, shape, values),
  ]);
  return { rows, ...cappedTotal(counted?.n ?? 0, countFrom, cap) };
}

/** Which grouping set a facet row belongs to: `grouping()` of the four columns, a bit set for each one not grouped by. */
const FACET = { category: 0b0111, language: 0b1011, level: 0b1101, format: 0b1110, total: 0b1111 } as const;
type FacetRow = {
  g: number;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  language: string;
  reading_level: number;
  format: 'pages' | 'pdf' | 'epub';
  n: number;
};

/**
 * Counts of published books per category, language, level and format, for the library's filters:
 * one pass over the filter index (grouping sets) instead of one per facet, since with a large
 * library each pass reads every published book the site shows. A category counts when this site
 * may see it; each facet comes in the order the filters show it.
 */
export async function bookFacets(tx: Tx, modeId?: number) {
  const cols = sql`${books.categoryId}, ${books.language}, ${books.readingLevel}, ${books.format}`;
  const rows = await execRows<FacetRow>(
    tx,
    sql`with f as (
      select grouping(${cols}) as g, ${cols}, count(*)::int as n
      from ${books}
      where ${books.status} = 'published'${modeId === undefined ? sql`` : sql` and ${books.modeId} = ${modeId}`}
      group by grouping sets ((${books.categoryId}), (${books.language}), (${books.readingLevel}), (${books.format}), ())
    )
    select f.g, f.category_id, c.name as category_name, c.slug as category_slug, f.language, f.reading_level, f.format, f.n
    from f left join ${bookCategories} c on f.g = ${FACET.category} and c.id = f.category_id
    order by f.g, c.name, case when f.g = ${FACET.language} then -f.n end, f.language, f.reading_level, f.format`,
  );
  const of = (g: number) => rows.filter((r) => Number(r.g) === g);
  return {
    categories: of(FACET.category)
      .filter((r) => r.category_id !== null && r.category_name !== null)
      .map((r) => ({ id: Number(r.category_id), name: r.category_name!, slug: r.category_slug!, count: Number(r.n) })),
    languages: of(FACET.language).map((r) => ({ code: r.language, count: Number(r.n) })),
    levels: of(FACET.level).map((r) => ({ level: Number(r.reading_level), count: Number(r.n) })),
    formats: of(FACET.format).map((r) => ({ format: r.format, count: Number(r.n) })),
    total: Number(of(FACET.total)[0]?.n ?? 0),
  };
}

// A book's page reads (the book, its pages' count, its reactions), built once per shape (db/built-once.ts).
const publishedBook = builtPerShape((tx, has) =>
  tx
    .select({ book: bookColumns, category: cardCategory })
    .from(books)
    .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
    .where(and(has('byId') ? eq(books.id, sql.placeholder('id')) : eq(books.slug, sql.placeholder('slug')), eq(books.status, 'published')))
    .orderBy(sql`${books.tenantId} is null`)
    .limit(1),
);

/** A published book of this site by id or slug (a tenant's own wins over a platform-wide one of the same slug). */
export async function findPublishedBook(tx: Tx, idOrSlug: string) {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await publishedBook(tx, { byId }, byId ? { id: Number(idOrSlug) } : { slug: idOrSlug });
  return row ?? null;
}

const bookPagesCount = builtOnce((tx) => tx.select({ n: count() }).from(bookPages).where(eq(bookPages.bookId, sql.placeholder('bookId'))));

export async function countBookPages(tx: Tx, bookId: number) {
  const [row] = await bookPagesCount(tx, { bookId });
  return row?.n ?? 0;
}

/** How deep a book page's related books look among books of the same category and language (the closest kind). */
export const RELATED_CLOSEST = 200;
/** How many books of each other kind of likeness (same category, a shared goal, same language) they look at. */
export const RELATED_CANDIDATES = 24;

/**
 * Other published books like this one, scored: the same category 4, the same language 2, each
 * shared goal 1; among equals, featured and newest first (the library's own order). Ranked among
 * candidates rather than the whole library, which a book page read in full (800,000 platform books:
 * over a second a page): the first `closest` books of the same category and language in the
 * library's order (an index of those columns in that order, books_category_idx), so shared goals
 * rank the closest kind deep; the first `candidates` of the same category, of those sharing a goal
 * and of the same language (the browse index, walked); and the newest few of all, so a book with
 * nothing in common still gets some. With no more books of a kind than that, the ranking is the
 * whole library's.
 */
export async function relatedBooks(tx: Tx, book: BookRow, limit: number, { closest = RELATED_CLOSEST, candidates = RELATED_CANDIDATES } = {}) {
  const goals = sql`array[${sql.join(book.sdgs.map((g) => sql`${g}`), sql`, `)}]::smallint[]`;
  const sameCategory = book.categoryId === null ? null : eq(books.categoryId, book.categoryId);
  const sharesGoal = book.sdgs.length ? sql`${books.sdgs} && ${goals}` : null;
  const sameLanguage = eq(books.language, book.language);
  const score = [
    // `is true`: a book without a category is not like this one (a null here sorted it first).
    sameCategory && sql`((${sameCategory}) is true)::int * 4`,
    sql`((${sameLanguage}) is true)::int * 2`,
    sharesGoal && sql`(select count(*)::int from unnest(${books.sdgs}) g where g = any(${goals}))`,
  ].filter((part) => part !== null);
  const order = [...libraryOrder, desc(books.id)];
  // Each kind gives at least as many books as the page shows.
  const [deep, wide] = [Math.max(closest, limit), Math.max(candidates, limit)];
  const firstOf = (n: number, ...like: (SQL | null)[]) =>
    sql`(select ${books.id} from ${books} where ${and(eq(books.status, 'published'), ne(books.id, book.id), ...like.filter((l) => l !== null))} order by ${sql.join(order, sql`, `)} limit ${n})`;
  const kinds = [
    sameCategory && firstOf(deep, sameCategory, sameLanguage),
    sameCategory && firstOf(wide, sameCategory),
    sharesGoal && firstOf(wide, sharesGoal),
    firstOf(wide, sameLanguage),
    firstOf(limit),
  ].filter((kind) => kind !== null);
  return tx
    .select({ book: bookCard, category: cardCategory })
    .from(books)
    .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
    .where(sql`${books.id} in (${sql.join(kinds, sql` union `)})`)
    .orderBy(sql`(${sql.join(score, sql` + `)}) desc`, ...order)
    .limit(limit);
}

export async function findPublishedStory(tx: Tx, idOrSlug: string) {
  const key = /^\d{1,9}$/.test(idOrSlug) ? eq(stories.id, Number(idOrSlug)) : eq(stories.slug, idOrSlug);
  const [row] = await tx
    .select({ story: stories, author: { firstName: users.firstName, lastName: lastNameUnlessStudent(), role: users.role } })
    .from(stories)
    .leftJoin(users, eq(users.id, stories.authorId))
    .where(and(key, eq(stories.status, 'published')))
    .limit(1);
  return row ?? null;
}

// ───────────────────────────── Reactions ─────────────────────────────

export type ReactionTarget = { bookId: number } | { storyId: number };

const targetCond = (target: ReactionTarget) =>
  'bookId' in target ? eq(reactions.bookId, target.bookId) : eq(reactions.storyId, target.storyId);

// Built once per shape: a book's or a story's, with or without a viewer.
const reactionsByKind = builtPerShape((tx, has) =>
  tx
    .select({
      kind: reactions.kind,
      count: count(),
      reacted: has('viewer') ? sql<boolean>`bool_or(${reactions.userId} = ${sql.placeholder('viewerId')})` : sql<boolean>`false`,
    })
    .from(reactions)
    .where(has('book') ? eq(reactions.bookId, sql.placeholder('id')) : eq(reactions.storyId, sql.placeholder('id')))
    .groupBy(reactions.kind),
);

/** Reactions to one book or story on this site (row-level security keeps other sites' out), per kind. */
export async function reactionCounts(tx: Tx, target: ReactionTarget, viewerId: string | null) {
  const book = 'bookId' in target;
  const rows = await reactionsByKind(tx, { book, viewer: viewerId !== null }, { id: book ? target.bookId : target.storyId, viewerId });
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return REACTION_KINDS.map((kind) => ({ kind, count: byKind.get(kind)?.count ?? 0, reacted: Boolean(byKind.get(kind)?.reacted) }));
}

/** Adds the viewer's reaction of that kind, or takes it back if given; returns whether it is now given. */
export async function toggleReaction(
  tx: Tx,
  values: { tenantId: string | null; userId: string; kind: (typeof REACTION_KINDS)[number] } & ReactionTarget,
) {
  const removed = await tx
    .delete(reactions)
    .where(and(eq(reactions.userId, values.userId), eq(reactions.kind, values.kind), targetCond(values)))
    .returning({ id: reactions.id });
  if (removed.length) return false;
  await tx
    .insert(reactions)
    .values({
      tenantId: values.tenantId,
      userId: values.userId,
      kind: values.kind,
      bookId: 'bookId' in values ? values.bookId : null,
      storyId: 'storyId' in values ? values.storyId : null,
    })
    .onConflictDoNothing();
  return true;
}

// ───────────────────────────── Stats ─────────────────────────────

/** Published books on this site, and the featured ones among them. */
export async function bookStats(tx: Tx) {
  const [row] = await tx
    .select({ all: count(), featured: sql<number>`count(*) filter (where ${books.featured})::int` })
    .from(books)
    .where(eq(books.status, 'published'));
  return { all_book: row?.all ?? 0, featured_book: Number(row?.featured ?? 0) };
}

/** Students of the classes a teacher teaches (or of every class on the site, for `allClasses`). */
const studentsOf = (teacherId: string, allClasses: boolean) =>
  sql`(select cs.student_id from class_students cs join classes c on c.id = cs.class_id ${allClasses ? sql`` : sql`where c.teacher_id = ${teacherId}`})`;

const byStatus = (rows: { status: string; n: number }[]) => {
  const out = { total: 0, draft: 0, pending: 0, published: 0, rejected: 0 };
  for (const r of rows) {
    out[r.status as 'draft'] = r.n;
    out.total += r.n;
  }
  return out;
};

export async function teacherBookStats(tx: Tx, teacherId: string, allClasses: boolean) {
  const rows = await tx
    .select({ status: books.status, n: count() })
    .from(books)
    .where(sql`${books.uploadedBy} in ${studentsOf(teacherId, allClasses)}`)
    .groupBy(books.status);
  return byStatus(rows);
}

export async function teacherStoryStats(tx: Tx, teacherId: string, allClasses: boolean) {
  const rows = await tx
    .select({ status: stories.status, n: count() })
    .from(stories)
    .where(sql`${stories.authorId} in ${studentsOf(teacherId, allClasses)}`)
    .groupBy(stories.status);
  return byStatus(rows);
}

/** Readings on this site: one per opening of a book in the reader. */
export async function countReadings(tx: Tx) {
  const [row] = await tx.select({ n: count() }).from(bookReads);
  return row?.n ?? 0;
}

/** Reactions on this site per kind, every kind listed (zero when none). */
export async function reactionStats(tx: Tx) {
  const rows = await tx.select({ kind: reactions.kind, n: count() }).from(reactions).groupBy(reactions.kind);
  const byKind = new Map(rows.map((r) => [r.kind, r.n]));
  return REACTION_KINDS.map((reaction) => ({ reaction, count: byKind.get(reaction) ?? 0 }));
}

/** Categories by the reactions their books and stories received on this site, most first. */
export async function categoryReactionContributions(tx: Tx) {
  return tx
    .select({ id: bookCategories.id, name: bookCategories.name, slug: bookCategories.slug, count: count() })
    .from(reactions)
    .leftJoin(books, eq(books.id, reactions.bookId))
    .leftJoin(stories, eq(stories.id, reactions.storyId))
    .innerJoin(bookCategories, sql`${bookCategories.id} = coalesce(${books.categoryId}, ${stories.categoryId})`)
    .groupBy(bookCategories.id, bookCategories.name, bookCategories.slug)
    .orderBy(desc(count()), asc(bookCategories.name));
}
