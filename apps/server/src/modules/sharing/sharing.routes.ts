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
 * `/robots.txt`, `/sitemap.xml` and `/manifest.webmanifest` of the site the request names: each school's site lists its own
 * published items and the platform's it shows, at its own address.
 */
const sharingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${originOf(request)}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').header('Vary', 'Host').send(lines.join('\n'));
  });

  // The web app manifest of the site: its own name and colour, so an installed app looks like the school's.
  app.get('/manifest.webmanifest', async (request, reply) => {
    const tenant = request.tenant;
    const name = tenant?.schoolName ?? app.config.productName;
    const manifest = {
      name,
      short_name: name.length > 12 ? (name.split(/\s+/)[0] ?? name).slice(0, 12) : name,
      description: tenant ? `${name}: books, stories, courses and causes.` : 'Books, courses and causes for curious young people, their teachers and their schools.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: tenant?.primaryColor ?? '#11365A',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    };
    return reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Host').send(JSON.stringify(manifest));
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
