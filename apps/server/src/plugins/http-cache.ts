import { hash } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public list: its answer to a visitor is the same for everyone on the site, and may be kept a moment. */
    publicCache?: boolean;
    /** A frequent write no public list needs to show at once (logins, refreshes, reading positions, reads): it leaves kept answers be. */
    keepsPublicCache?: boolean;
  }
}

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

/** An answer kept for visitors: the serialized body, before compression, with the headers it was sent with. */
type Kept = { body: string; etag: string; type: string; cacheControl: string };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

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
 * - Public lists (routes with `config.publicCache`: catalogue, library and its facets, charities,
 *   projects, libraries, search) keep their answer to a visitor for `PUBLIC_CACHE_MS` (2 s), per
 *   address asked for (scheme, Host, path and query), and serve it again without the database:
 *   under load most visitors ask for the same first pages. Only requests without credentials read
 *   or fill it, so nobody's own data is ever kept. Any write answered successfully empties it,
 *   except those marked `config.keepsPublicCache` (logins, refreshes, reading positions, reads), so
 *   whoever changed something sees it at once; with Redis, every instance's cache is emptied.
 *   Bounded by entries and bytes (the least recently used go first).
 * - Compression: hashed build files are served precompressed (`.br`/`.gz`, written at build time,
 *   see plugins/web.ts); other compressible answers over 1 KB are compressed on the fly, with a
 *   brotli quality that costs little CPU.
 */
export default fp(async function httpCachePlugin(app: FastifyInstance) {
  const ttl = app.config.publicCacheMs;
  const kept =
    ttl > 0
      ? new LRUCache<string, Kept>({ max: 5000, maxSize: PUBLIC_CACHE_MAX_BYTES, sizeCalculation: (k) => k.body.length + 200, ttl })
      : null;
  /**
   * The cache's generation when a request missed it; only such requests store their answer, and only
   * if no write emptied the cache meanwhile (a list read before a write commits must not be kept
   * after it). Requests answered from the cache are not here, so they store nothing.
   */
  const missedAt = new WeakMap<FastifyRequest, number>();
  let generation = 0;
  const keyOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`;
  const keepable = (request: FastifyRequest) =>
    request.method === 'GET' && request.routeOptions.config?.publicCache === true && !hasCredentials(request);

  if (kept) {
    // After the site is resolved (a route's own hooks run after the global ones), before anything else.
    const serveKept = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!keepable(request)) return done();
      const hit = kept.get(keyOf(request));
      if (!hit) {
        missedAt.set(request, generation);
        return done();
      }
      reply.header('Content-Type', hit.type).header('Cache-Control', hit.cacheControl).header('ETag', hit.etag).send(hit.body);
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.publicCache) route.onRequest = [serveKept, ...(route.onRequest ? [route.onRequest].flat() : [])];
    });
    const empty = () => {
      kept.clear();
      generation++;
    };
    // Several instances on one Redis: a write answered by any of them empties every instance's
    // cache at once (publish/subscribe). Should Redis be away, each instance still empties its own
    // and the others catch up within the cache's time.
    const redis = app.redis;
    const channel = `${app.config.redis?.prefix ?? ''}public-cache:emptied`;
    if (redis) {
      const subscriber = redis.duplicate();
      subscriber.on('message', empty);
      subscriber.on('error', (err) => app.log.warn({ err }, 'public cache: Redis subscription failed'));
      subscriber.subscribe(channel).catch((err: unknown) => app.log.warn({ err }, 'public cache: cannot subscribe on Redis'));
      app.addHook('onClose', async () => {
        await subscriber.quit().catch(() => subscriber.disconnect());
      });
    }
    app.addHook('onResponse', (request, reply, done) => {
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400 && !request.routeOptions.config?.keepsPublicCache) {
        empty();
        redis?.publish(channel, '1').catch((err: unknown) => request.log.warn({ err }, 'public cache: cannot tell the other instances'));
      }
      done();
    });
  }

  /** The caching headers of an answer, and the payload to send (none for a 304). */
  function validate(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
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
    if (kept && typeof payload === 'string' && missedAt.get(request) === generation && keepable(request)) {
      kept.set(keyOf(request), {
        body: payload,
        etag,
        type: String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
        cacheControl: String(reply.getHeader('Cache-Control')),
      });
    }
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('Content-Length');
    return '';
  }
  // A callback hook: every answer passes here, and an async one would cost a promise each.
  app.addHook('onSend', (request, reply, payload, done) => {
    let out;
    try {
      out = validate(request, reply, payload);
    } catch (err) {
      return done(err as Error);
    }
    done(null, out);
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
