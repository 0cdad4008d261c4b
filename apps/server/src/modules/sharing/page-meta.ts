import { CONTENT_PAGE_SLUGS } from '@commonshelf/shared/site/content-pages.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a shared link's preview shows: Open Graph and the page's description. */
export type PageMeta = { title: string; description: string; image: string | null; type: 'website' | 'article' | 'book' };

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * The pages whose links are shared, each read through the public API as a visitor reads it, so a
 * preview shows exactly what a visitor may see: a draft, another site's private item or an unknown
 * address gives no preview (the site's own name stands instead).
 */
const PAGES: { path: RegExp; api: (m: RegExpMatchArray) => string; meta: (body: Json) => PageMeta }[] = [
  {
    path: /^\/library\/(\d{1,10})\/?$/,
    api: (m) => `/api/books/${m[1]}/`,
    meta: (b) => ({ title: str(b.title), description: str(b.description), image: strOrNull(b.cover), type: 'book' }),
  },
  {
    path: /^\/(?:course|hubs|teacher-training-course)\/([a-z0-9-]{1,120})\/?$/,
    api: (m) => `/api/courses/${m[1]}/`,
    meta: (c) => ({ title: str(c.name), description: str(c.intro), image: strOrNull(c.cover), type: 'article' }),
  },
  {
    path: /^\/charities\/([A-Za-z0-9-]{1,120})\/?$/,
    api: (m) => `/api/charities/${m[1]}/`,
    meta: (c) => ({ title: str(c.name), description: str(c.summary), image: strOrNull(c.image), type: 'website' }),
  },
  {
    path: /^\/charity-projects\/([a-z0-9-]{1,120})\/?$/,
    api: (m) => `/api/projects/${m[1]}/`,
    meta: (p) => ({ title: str(p.title), description: str(p.summary), image: strOrNull(p.image), type: 'website' }),
  },
  {
    path: new RegExp(`^/(${CONTENT_PAGE_SLUGS.join('|')})/?$`),
    api: (m) => `/api/content-pages/${m[1]}/`,
    meta: (p) => ({ title: str(p.title), description: str(p.summary), image: null, type: 'website' }),
  },
];

/** Plain text of at most `max` characters, cut at a word. */
export function plainSummary(text: string, max = 200): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The preview of a page path, or null when the path is not a shared page or a visitor may not see it. */
export async function pageMeta(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<PageMeta | null> {
  for (const page of PAGES) {
    const m = pathname.match(page.path);
    if (!m) continue;
    const res = await app.inject({ method: 'GET', url: page.api(m), headers: { host: request.host } });
    if (res.statusCode !== 200) return null;
    const meta = page.meta(res.json<Json>());
    return meta.title ? { ...meta, description: plainSummary(meta.description) } : null;
  }
  return null;
}
