import { MSG, ZCommunityLogin } from '@commonshelf/shared/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttemptLimiter, waitMessage } from '../../lib/attempt-limiter.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findCommunityPasswordVersion } from '../tenants/tenants.repository.js';

export const COMMUNITY_COOKIE = 'cs_community';
const COMMUNITY_TTL_SECONDS = 12 * 60 * 60;
export const COMMUNITY_WRONG = 'That community password is not correct.';
export const COMMUNITY_UNAVAILABLE = 'This site has no community access.';

/**
 * Community access: one shared password per tenant gives an httpOnly cookie that reads the site's
 * public content. The cookie carries the password's version, so changing it ends every session.
 */
const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const perSite = new AttemptLimiter(app.counters, 'community-site', 50, 5 * 60_000);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.env === 'production',
    path: '/',
  };

  app.post(
    '/generic-password-login',
    { schema: { body: ZCommunityLogin }, config: { rateLimit: { max: 10, timeWindow: '1 minute' }, keepsPublicCache: true } },
    async (request, reply) => {
      const tenant = request.tenant;
      if (!tenant?.communityPasswordHash) throw notFound(COMMUNITY_UNAVAILABLE);
      const wait = await perSite.retryAfter(tenant.id);
      if (wait) {
        reply.header('Retry-After', String(wait));
        throw new HttpError(429, `Too many wrong passwords. ${waitMessage(wait)}`);
      }
      if (!(await verifyPassword(tenant.communityPasswordHash, request.body.password))) {
        await perSite.fail(tenant.id);
        throw new HttpError(401, COMMUNITY_WRONG);
      }
      const token = await app.tokens.signCommunity({ tid: tenant.id, v: tenant.communityPasswordVersion }, COMMUNITY_TTL_SECONDS);
      reply.setCookie(COMMUNITY_COOKIE, token, { ...cookieOptions, maxAge: COMMUNITY_TTL_SECONDS });
      return { success: true, message: MSG.communityOk };
    },
  );

  app.get('/check-generic-access', async (request) => {
    const token = request.cookies[COMMUNITY_COOKIE];
    const claims = token ? await app.tokens.verifyCommunity(token) : null;
    const tenant = request.tenant;
    if (!claims || !tenant || claims.tid !== tenant.id) return { authenticated: false };
    // Read fresh, not from the cached tenant: a changed password ends sessions at once.
    const version = await request.withTenant((tx) => findCommunityPasswordVersion(tx, tenant.id));
    return { authenticated: claims.v === version };
  });

  app.post('/generic-password-logout', { config: { keepsPublicCache: true } }, async (_request, reply) => {
    reply.clearCookie(COMMUNITY_COOKIE, cookieOptions);
    return { success: true };
  });
};
export default communityRoutes;
