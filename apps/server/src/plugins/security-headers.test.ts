import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import securityHeadersPlugin, { securityHeaders } from './security-headers.js';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameSrc: ["'self'", 'https://player.vimeo.com'], upgradeInsecureRequests: null } },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: true,
};

/** The headers helmet's own middleware puts on a real HTTP response. */
async function helmetOnARealResponse(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server: Server = createServer((req, res) => {
    res.setHeader('x-powered-by', 'something');
    middleware(req, res, () => res.end('ok'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    return Object.fromEntries([...res.headers].filter(([name]) => !skip.has(name)));
  } finally {
    await new Promise((r) => server.close(r));
  }
}

describe('security headers', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('are exactly the headers helmet sets on a real response, worked out once', async () => {
    const real = await helmetOnARealResponse(OPTIONS);
    expect(real['content-security-policy']).toContain('frame-src');
    expect(real['x-powered-by']).toBeUndefined();
    expect(securityHeaders(OPTIONS)).toEqual(real);
  });

  it('go on every response, found or not, and a route can replace one', async () => {
    await app.register(securityHeadersPlugin, OPTIONS);
    app.get('/media', async (_req, reply) => reply.header('content-security-policy', 'sandbox').send('file'));
    app.get('/ok', async () => ({ ok: true }));
    const expected = securityHeaders(OPTIONS);
    for (const url of ['/ok', '/missing']) {
      const res = await app.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    expect((await app.inject({ url: '/media' })).headers['content-security-policy']).toBe('sandbox');
  });

  it('refuses a bad directive when the server starts', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ['self'] } } })).toThrow(/should be quoted/);
  });
});
