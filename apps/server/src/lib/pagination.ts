import type { FastifyRequest } from 'fastify';

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
 * A count capped at offset + cap reads this many rows at most: one more than offset + cap, to tell
 * "exactly offset + cap" from "more than that" (cappedTotal's `lowerBound`).
 */
export const countLimit = (offset: number, cap = COUNT_CAP) => offset + cap + 1;

/** The total a list shows from `n`, the rows its capped count read (at most countLimit(offset, cap)). */
export function cappedTotal(n: number, offset: number, cap = COUNT_CAP): { count: number; lowerBound: boolean } {
  const most = offset + cap;
  return n > most ? { count: most, lowerBound: true } : { count: n, lowerBound: false };
}
