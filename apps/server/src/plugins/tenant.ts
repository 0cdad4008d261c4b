import { languageOfHeader, type TLanguage } from '@commonshelf/shared/common/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditActor, TenantContext, Tx } from '../db/client.js';
import { createSiteResolver, type SiteResolution, type SiteResolver } from '../modules/tenants/tenants.service.js';
import type { TenantRow } from '../modules/tenants/tenants.table.js';

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteResolver;
  }
  interface FastifyRequest {
    /** The tenant of a tenant site; null on the main site. */
    tenant: TenantRow | null;
    /**
     * The language the request's person reads (the web app sends its UI language as
     * Accept-Language): the emails it sends them are written in it, and a login remembers it for
     * the emails they are sent later.
     */
    readonly language: TLanguage;
    /**
     * Runs fn in one transaction scoped to this request's tenant. `readOnly: 'replica'` (public
     * lists) may run on the read replica, but only for a request without a login: see below.
     */
    withTenant<T>(fn: (tx: Tx) => Promise<T>, opts?: Omit<TenantContext, 'tenantId'>): Promise<T>;
  }
}

/**
 * Staff (everyone but students) act on record: their request's transactions name them, so the
 * audit trigger logs what they change. Before authentication, and for students, nobody is named.
 */
function auditActor(request: FastifyRequest): AuditActor | null {
  const user = request.user;
  if (!user || user.role === 'student') return null;
  return {
    id: user.id,
    label: user.email ?? user.username ?? '',
    role: user.role,
    route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
  };
}

export const UNKNOWN_SITE_MESSAGE = 'No school or organisation uses this address.';

/** The page for an address no site uses, in the browser's language (no site means no UI language chosen yet). */
const UNKNOWN_SITE_PAGE: Record<TLanguage, { title: string; message: string; next: string }> = {
  en: { title: 'Site not found', message: UNKNOWN_SITE_MESSAGE, next: 'Check the address, or go to' },
  es: { title: 'Sitio no encontrado', message: 'Ninguna escuela ni organización usa esta dirección.', next: 'Comprueba la dirección o ve a' },
};

/**
 * Resolves every request's tenant from its Host header (X-Forwarded-Host only behind a trusted
 * proxy: Fastify's request.host honours it only when trustProxy is set). An address that names no
 * active tenant answers 404 rather than silently showing another site.
 */
export default fp(async function tenantPlugin(app: FastifyInstance) {
  app.decorate('sites', createSiteResolver(app.db, app.config.platformDomain));
  app.decorateRequest('tenant', null);
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageOfHeader(this.headers['accept-language']);
    },
  });
  app.decorateRequest('withTenant', function withTenant<T>(
    this: FastifyRequest,
    fn: (tx: Tx) => Promise<T>,
    opts?: Omit<TenantContext, 'tenantId'>,
  ): Promise<T> {
    // Read-your-writes: a replica replays the primary's changes a moment later, so a signed-in
    // person (who may have just published, enrolled or edited) reads from the primary, every page
    // alike. Only requests with no login at all, who changed nothing, are sent to the replica.
    const readOnly = opts?.readOnly === 'replica' && this.headers.authorization !== undefined ? true : opts?.readOnly;
    return app.db.withTenant({ ...opts, readOnly, tenantId: this.tenant?.id ?? null, actor: auditActor(this) }, fn);
  });

  /** Gives the request its site; an unknown site is answered here and goes no further. */
  const enter = (request: FastifyRequest, reply: FastifyReply, site: SiteResolution, done: HookHandlerDoneFunction) => {
    request.tenant = site.kind === 'tenant' ? site.tenant : null;
    // Every log line of the request names its site, beside the request id: bound on the request's
    // own child logger (Fastify makes one per request) rather than a second child of it.
    if (site.kind === 'tenant') (request.log as { setBindings?: (bindings: object) => void }).setBindings?.({ tenant: site.tenant.subdomain });
    if (site.kind !== 'unknown') return done();
    if (request.url.startsWith('/api/')) return void reply.status(404).send({ error: UNKNOWN_SITE_MESSAGE });
    const { language } = request;
    const page = UNKNOWN_SITE_PAGE[language];
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .header('Vary', 'Accept-Language')
      .send(
        `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${page.title}</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1A1F2B"><main><h1>${page.title}</h1><p>${page.message}</p>` +
          `<p>${page.next} <a href="${app.config.publicUrl}">${app.config.productName}</a>.</p></main></body></html>`,
      );
  };
  // A callback hook that stays synchronous while the site is cached (nearly every request): every
  // request passes here, and an async hook would cost a promise and a turn of the event loop each.
  app.addHook('onRequest', (request, reply, done) => {
    const known = app.sites.known(request.host);
    if (known) return enter(request, reply, known, done);
    app.sites.resolve(request.host).then((site) => enter(request, reply, site, done), done);
  });
});
