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
