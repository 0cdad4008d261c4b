import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { impactFilms } from './films.table.js';
import { containsPattern } from '../../db/like.js';

export type FilmListFilter = { search?: string; sdg?: number; limit: number; offset: number };

/** A stored file, or a web address (never a `javascript:` one): what the presenter can offer. */
export const playableFilm = sql`(${impactFilms.videoKey} is not null or btrim(${impactFilms.videoUrl}) ~* '^https?://[^[:space:]]+$')`;

/** Published films of the current site (its own and platform-wide ones), in their set order. */
export async function listPublishedFilms(tx: Tx, filter: FilmListFilter) {
  const where: SQL[] = [eq(impactFilms.status, 'published'), playableFilm];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(or(ilike(impactFilms.title, pattern), ilike(impactFilms.summary, pattern))!);
  }
  if (filter.sdg !== undefined) where.push(sql`${impactFilms.sdgs} @> array[${filter.sdg}]::smallint[]`);
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(impactFilms)
      .where(cond)
      .orderBy(asc(impactFilms.position), asc(impactFilms.id))
      .limit(filter.limit)
      .offset(filter.offset),
    tx.select({ n: count() }).from(impactFilms).where(cond),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** A published film by slug; the site's own film wins over a platform-wide one of the same slug. */
export async function findPublishedFilmBySlug(tx: Tx, slug: string) {
  const [row] = await tx
    .select()
    .from(impactFilms)
    .where(and(eq(impactFilms.slug, slug), eq(impactFilms.status, 'published'), playableFilm))
    .orderBy(sql`${impactFilms.tenantId} is null`)
    .limit(1);
  return row ?? null;
}

/** Inserts a film or replaces the one of that slug on that site. */
export async function upsertFilm(tx: Tx, values: typeof impactFilms.$inferInsert) {
  const [row] = await tx
    .insert(impactFilms)
    .values(values)
    .onConflictDoUpdate({ target: [impactFilms.tenantId, impactFilms.slug], set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}
