import { CONTENT_PAGE_SLUGS } from '@commonshelf/shared/site/content-pages.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sitemapItems } from './sitemap.repository.js';

/** The public pages every site has, besides its items and its editable pages. */
const STATIC_PAGES = [
  '/',
  '/courses',
  '/hubs',
  '/teacher-training',
  '/challenges',
  '/live',
  '/sdgs',
  '/impact-films',
  '/charities',
  '/projects',
  '/libraries',
  '/dear-world-book',
  '/global-reach',
  '/privacy-policy',
  '/refund-policy',
];

const COURSE_PAGE: Record<string, string> = { course: '/course', hub: '/hubs', teacher_training: '/teacher-training-course', challenge: '/course' };

/** Areas that are not for search engines: consoles, accounts, checkout, and the API. */
const PRIVATE_PREFIXES = ['/api/', '/admin-panel', '/admin-school', '/admin-organization', '/dashboard', '/checkout', '/cart', '/login', '/parent-consent', '/media/private'];

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * `/robots.txt` and `/sitemap.xml` of the site the request names: each school's site lists its own
 * published items and the platform's it shows, at its own address.
 */
const sharingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${originOf(request)}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').header('Vary', 'Host').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const items = await request.withTenant(sitemapItems);
    const origin = originOf(request);
    const entries: { path: string; changed?: Date }[] = [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...CONTENT_PAGE_SLUGS.map((slug) => ({ path: `/${slug}` })),
      ...items.books.map((b) => ({ path: `/library/${b.id}`, changed: b.updatedAt })),
      ...items.courses.map((c) => ({ path: `${COURSE_PAGE[c.kind] ?? '/course'}/${encodeURIComponent(c.slug)}`, changed: c.updatedAt })),
      ...items.charities.map((c) => ({ path: `/charities/${encodeURIComponent(c.slug)}`, changed: c.updatedAt })),
      ...items.projects.map((p) => ({ path: `/charity-projects/${encodeURIComponent(p.slug)}`, changed: p.updatedAt })),
    ];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      entries
        .map((e) => `  <url><loc>${xmlEscape(origin + e.path)}</loc>${e.changed ? `<lastmod>${e.changed.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`)
        .join('\n') +
      '\n</urlset>\n';
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').header('Vary', 'Host').send(body);
  });
};
export default sharingRoutes;
