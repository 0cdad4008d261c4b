import { hash } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The request carries a user's credentials (a bearer token or any cookie, such as community access). */
const hasCredentials = (request: FastifyRequest) => Boolean(request.headers.authorization || request.headers.cookie);

function addVary(reply: FastifyReply, ...names: string[]) {
  const vary = reply.getHeader('Vary');
  if (vary === undefined) {
    reply.header('Vary', names.join(', '));
    return;
  }
  const current = String(vary);
  const have = new Set(current.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean));
  const added = names.filter((n) => !have.has(n.toLowerCase()));
  if (added.length) reply.header('Vary', [current, ...added].filter(Boolean).join(', '));
}

/** A weak validator from the body: the same JSON gives the same tag on every instance. */
export const weakEtag = (body: string | Buffer) => `W/"${hash('sha1', body, 'base64url')}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * HTTP caching and compression for everything the server answers.
 *
 * - API reads (GET/HEAD under /api, status 200): a route's own Cache-Control wins. Otherwise an
 *   answer to a request without credentials is `public` (it cannot depend on who asks, only on
 *   the site, hence `Vary: Host`) and may be kept by browsers and proxies but is checked again
 *   each time (`no-cache`: after a change the next read shows it, which the web app's refetches
 *   rely on; the check costs a 304 and no body when nothing changed). Routes whose answers may
 *   be a little old set their own `public, max-age` (charities' pictures, global reach). An
 *   answer to a request with a token or cookie is `private, no-store` (children's and accounts'
 *   data never rests in a cache). Every cacheable answer gets a weak ETag, and a
 *   matching If-None-Match gets 304 with no body.
 * - Compression: hashed build files are served precompressed (`.br`/`.gz`, written at build time,
 *   see plugins/web.ts); other compressible answers over 1 KB are compressed on the fly, with a
 *   brotli quality that costs little CPU.
 */
export default fp(async function httpCachePlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (!request.url.startsWith('/api/') && request.url !== '/api') return payload;
    if (!reply.hasHeader('Cache-Control')) {
      if (hasCredentials(request)) reply.header('Cache-Control', 'private, no-store');
      else reply.header('Cache-Control', 'public, no-cache');
    }
    addVary(reply, 'Host', 'Authorization', 'Cookie');
    if (/no-store/.test(String(reply.getHeader('Cache-Control')))) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = (reply.getHeader('ETag') as string | undefined) ?? weakEtag(payload);
    reply.header('ETag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('Content-Length');
    return '';
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
