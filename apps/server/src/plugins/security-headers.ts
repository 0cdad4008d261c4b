import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. Helmet is a connect middleware that
 * only calls `setHeader` and `removeHeader` on the response, and with no nonces and no directive
 * given as a function its headers are the same for every request; running it here against a
 * response that records them keeps helmet's values and validation (a bad directive throws at start).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.fromEntries(headers);
}

/**
 * Helmet's security headers on every response (API, web app, media, not found). `@fastify/helmet`
 * builds helmet's middleware again for every request, re-parsing the whole Content-Security-Policy
 * each time; these headers never change while the server runs, so they are computed once.
 * A route that needs a stricter policy (uploaded media: `sandbox`) sets its own header over this one.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
