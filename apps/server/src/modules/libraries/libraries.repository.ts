import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { charities, projects } from '../charities/charities.table.js';
import { libraries } from '../library/library.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { containsPattern } from '../../db/like.js';

/**
 * Libraries are content under row-level security: every query here sees the current site's own
 * libraries and the platform-wide ones, and nothing of another school's.
 */

/** What a numeric route parameter is: an id; anything else is a slug. */
const asId = (idOrSlug: string) => (/^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null);

export type LibraryListFilter = { search?: string | undefined; country?: string | undefined; limit: number; offset: number };

/**
 * The funding project, when it is published, its charity is published and the site can see both
 * (a platform-wide library funded by another school's project shows no project there).
 */
const fundingJoin = and(eq(projects.id, libraries.projectId), eq(projects.status, 'published'));
const charityJoin = and(eq(charities.id, projects.charityId), eq(charities.status, 'published'));

const selection = {
  library: libraries,
  school: tenants.schoolName,
  project: { id: projects.id, slug: projects.slug, title: projects.title },
  charity: { id: charities.id, slug: charities.slug, name: charities.name },
};

/** Published libraries of the current site, by name; search looks in names, places, descriptions and the funder's names. */
export async function listPublishedLibraries(tx: Tx, f: LibraryListFilter) {
  const where: SQL[] = [eq(libraries.status, 'published')];
  if (f.country) where.push(eq(libraries.country, f.country));
  if (f.search) {
    const pattern = containsPattern(f.search);
    where.push(
      or(
        ilike(libraries.name, pattern),
        ilike(libraries.place, pattern),
        ilike(libraries.description, pattern),
        // The funder's names count only where the card would show them.
        and(sql`${charities.id} is not null`, or(ilike(projects.title, pattern), ilike(charities.name, pattern))),
      )!,
    );
  }
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    tx
      .select(selection)
      .from(libraries)
      .leftJoin(tenants, eq(tenants.id, libraries.tenantId))
      .leftJoin(projects, fundingJoin)
      .leftJoin(charities, charityJoin)
      .where(cond)
      .orderBy(asc(sql`lower(${libraries.name})`), asc(libraries.id))
      .limit(f.limit)
      .offset(f.offset),
    tx.select({ n: count() }).from(libraries).leftJoin(projects, fundingJoin).leftJoin(charities, charityJoin).where(cond),
  ]);
  return { rows, count: total?.n ?? 0 };
}
export type LibraryListRow = Awaited<ReturnType<typeof listPublishedLibraries>>['rows'][number];

/** A published library visible on the current site, by id or slug; the site's own wins over a platform-wide one. */
export async function findPublishedLibrary(tx: Tx, idOrSlug: string) {
  const id = asId(idOrSlug);
  const [row] = await tx
    .select({
      ...selection,
      funding: {
        summary: projects.summary,
        image: projects.image,
        currency: projects.currency,
        goalMinor: projects.goalMinor,
        offlineRaisedMinor: projects.offlineRaisedMinor,
      },
    })
    .from(libraries)
    .leftJoin(tenants, eq(tenants.id, libraries.tenantId))
    .leftJoin(projects, fundingJoin)
    .leftJoin(charities, charityJoin)
    .where(and(eq(libraries.status, 'published'), id !== null ? eq(libraries.id, id) : eq(libraries.slug, idOrSlug)))
    .orderBy(sql`${libraries.tenantId} is null`)
    .limit(1);
  return row ?? null;
}
export type LibraryDetailRow = NonNullable<Awaited<ReturnType<typeof findPublishedLibrary>>>;

/** The countries of the current site's published libraries, with how many each has, by code. */
export async function listLibraryCountries(tx: Tx) {
  return tx
    .select({ code: libraries.country, n: count() })
    .from(libraries)
    .where(eq(libraries.status, 'published'))
    .groupBy(libraries.country)
    .orderBy(asc(libraries.country));
}

/** Inserts a library, or replaces the one of that slug on that site (the demo seed). */
export async function upsertLibrary(tx: Tx, values: typeof libraries.$inferInsert) {
  const [row] = await tx
    .insert(libraries)
    .values(values)
    .onConflictDoUpdate({ target: [libraries.tenantId, libraries.slug], set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}
