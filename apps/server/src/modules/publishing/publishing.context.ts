import type { FastifyInstance, FastifyRequest } from 'fastify';
import { privateStorageFromConfig } from '../../lib/private-storage.js';
import { urlSigner } from '../../lib/signed-urls.js';
import type { PubCtx } from './publishing.service.js';

/**
 * The publishing context of a request (also the library admins' and the story admins'): its tenant
 * scope, the private storage every upload of the library goes to, and the signer of the addresses
 * its unpublished files are shown under.
 */
export function publishingContext(app: Pick<FastifyInstance, 'mailer' | 'config'>, request: FastifyRequest): PubCtx {
  return {
    run: (fn) => request.withTenant(fn),
    runPlatform: (fn) => request.withTenant(fn, { platform: true }),
    storage: privateStorageFromConfig(app.config),
    media: { signer: urlSigner(app.config), siteId: request.tenant?.id ?? null },
    user: request.user!,
    site: request.tenant,
    app,
    warn: (msg, err) => request.log.warn({ err }, msg),
  };
}
