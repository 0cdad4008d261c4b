import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { enabledPaymentProviders } from '../modules/payments/providers/registry.js';
import { pageMeta, type PageMeta } from '../modules/sharing/page-meta.js';
import { presentTenant, themeCss } from '../modules/tenants/tenants.service.js';

const HEAD_PLACEHOLDER = '<!--app-head-->';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON safe inside a <script> data block: nothing in it can close the element. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Serves the built web app: hashed assets with long caching, /theme.css per site, and index.html on
 * every other non-API path with the site's name and tenant data injected, so the first paint is
 * already themed and no inline script is needed.
 */
export default fp(async function webPlugin(app: FastifyInstance) {
  const { webDistDir, productName } = app.config;
  // The ways to pay this server can take (a provider without keys, outside test mode, is off): the
  // forms offer only these.
  const paymentProviders = enabledPaymentProviders(app.config.payments);
  const indexFile = path.join(webDistDir, 'index.html');
  // The shell is kept in memory and read again when a new build replaces it (looked at once a
  // second at most): a rebuild under a running server must not serve a shell whose scripts are gone.
  let shell = existsSync(indexFile) ? { html: readFileSync(indexFile, 'utf8'), mtimeMs: statSync(indexFile).mtimeMs, checkedAt: Date.now() } : null;
  if (!shell) app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve the pages');
  const currentShell = (): string | null => {
    if (!shell || Date.now() - shell.checkedAt < 1000) return shell?.html ?? null;
    shell.checkedAt = Date.now();
    try {
      const { mtimeMs } = statSync(indexFile);
      if (mtimeMs !== shell.mtimeMs) shell = { html: readFileSync(indexFile, 'utf8'), mtimeMs, checkedAt: shell.checkedAt };
    } catch {
      // Mid-rebuild (the file gone for a moment): the last shell until the new one is there.
    }
    return shell.html;
  };

  app.get('/theme.css', async (request, reply) => {
    return reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Host')
      .send(themeCss(request.tenant));
  });

  if (shell) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      cacheControl: false,
      // The build writes a .br and a .gz beside every compressible file (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  /**
   * The head's title, description and Open Graph tags: a shared book, course, charity, project or
   * site page previews with its own title, summary and picture (crawlers run no JavaScript).
   */
  function metaTags(request: FastifyRequest, siteName: string, meta: PageMeta | null): string {
    const origin = `${request.protocol}://${request.host}`;
    const url = origin + request.url.split('?')[0]!;
    const title = meta ? `${meta.title} · ${siteName}` : siteName;
    const image = meta?.image ? new URL(meta.image, origin).href : null;
    const tags: [string, string, string][] = [
      ['property', 'og:site_name', siteName],
      ['property', 'og:title', meta?.title ?? siteName],
      ['property', 'og:type', meta?.type ?? 'website'],
      ['property', 'og:url', url],
      ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ];
    if (meta?.description) tags.push(['name', 'description', meta.description], ['property', 'og:description', meta.description]);
    if (image) tags.push(['property', 'og:image', image]);
    return (
      `<title>${escapeHtml(title)}</title>` +
      `<link rel="canonical" href="${escapeHtml(url)}">` +
      '<link rel="manifest" href="/manifest.webmanifest">' +
      tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`).join('')
    );
  }

  /** The app shell for a page path. */
  async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    const html = currentShell();
    if (!html) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (or `npm start`, which builds first).');
    }
    const tenant = request.tenant;
    const siteName = tenant?.schoolName ?? productName;
    const bootstrap = { tenant: tenant ? presentTenant(tenant) : null, productName, turnstileSiteKey: app.config.turnstile.siteKey, paymentProviders };
    const meta = await pageMeta(app, request, request.url.split('?')[0]!);
    const head =
      metaTags(request, siteName, meta) +
      `<meta name="theme-color" content="${escapeHtml(tenant?.primaryColor ?? '#11365A')}">` +
      `<script type="application/json" id="cs-bootstrap">${jsonForHtml(bootstrap)}</script>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Host')
      .send(html.replace(HEAD_PLACEHOLDER, head));
  }

  // The static handler would answer the root directory with 403; the root is a page.
  app.get('/', (request, reply) => sendApp(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/')) {
      return reply.status(404).send({ error: 'Not found.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not found.' });
    }
    // A missing hashed asset is a real 404, not the app shell (which would be parsed as JS).
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
    }
    return sendApp(request, reply);
  });
});
