import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.js';

/** DRF-style next/previous links for a limit/offset page, relative to the request's own URL. */
export function pageLinks(request: FastifyRequest, count: number, limit: number, offset: number) {
  const link = (o: number) => {
    const url = new URL(request.url, 'http://x');
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('offset', String(o));
    return `${url.pathname}${url.search}`;
  };
  return {
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
  };
}

/**
 * How many matches past a page's offset a list counts at most. An exact count of a million
 * published books (or of every match of a common word) would read them all on every request; a
 * list counts this many beyond its offset instead, which keeps the next-page link right on every
 * page, and says when the count is only a lower bound.
 */
export const COUNT_CAP = 1000;

/**
 * The number of rows of `rows` (a select without limit), counting at most offset + cap: one row
 * more is read to tell "exactly offset + cap" from "more than that" (`lowerBound`).
 */
export async function cappedCount(tx: Pick<Tx, 'select'>, rows: PgSelect, offset: number, cap = COUNT_CAP): Promise<{ count: number; lowerBound: boolean }> {
  const most = offset + cap;
  const [row] = await tx.select({ n: count() }).from(rows.limit(most + 1).as('capped'));
  const n = row?.n ?? 0;
  return n > most ? { count: most, lowerBound: true } : { count: n, lowerBound: false };
}
