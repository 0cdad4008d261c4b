import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TUserRole } from '@commonshelf/shared/users/users.schemas';
import { forbidden, HttpError, unauthorized } from '../lib/http-errors.js';
import { waitMessage } from '../lib/attempt-limiter.js';
import { createAuthService, SESSION_EXPIRED, type AuthService } from '../modules/auth/auth.service.js';
import { createTokenSigner, type TokenSigner } from '../modules/auth/auth.tokens.js';
import type { UserRow } from '../modules/users/users.table.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    auth: AuthService;
    /**
     * onRequest hook: a valid bearer token for this site, or 401. It runs before the body is read
     * and validated, so a stranger learns nothing about an endpoint's input from its errors.
     */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest hook: a logged-in user with one of these roles, or 401/403. */
    requireRole(...roles: TUserRole[]): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(h);
  return m ? m[1]! : null;
}

/** Tokens, the auth service, route guards and rate limiting (429 with Retry-After and a message). */
export default fp(async function authPlugin(app: FastifyInstance) {
  const tokens = createTokenSigner(app.config.jwtSecret);
  app.decorate('tokens', tokens);
  app.decorate('auth', createAuthService(tokens));
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  await app.register(rateLimit, {
    global: false,
    // Counted in Redis when configured, so a client gets no more tries by reaching another instance.
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redis!.prefix}rl:` } : {}),
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests. ${waitMessage(Math.max(1, Math.ceil(ctx.ttl / 1000)))}`),
  });

  async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearer(request);
    if (!token) throw unauthorized('Please log in to continue.');
    const found = await app.auth.authenticate((fn) => request.withTenant(fn), token, request.tenant?.id ?? null);
    if (!found) throw unauthorized(SESSION_EXPIRED);
    request.user = found.user;
    request.sessionId = found.sessionId;
  }
  app.decorate('requireUser', requireUser);
  app.decorate('requireRole', (...roles: TUserRole[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!roles.includes(request.user!.role)) throw forbidden();
  });
});
