import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest } from '../lib/http-errors.js';
import errorsPlugin, { SERVER_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from './errors.js';

async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post('/v', { schema: { body: z.object({ email: z.email('Enter a valid email address.'), age: z.number().int() }) } }, async () => ({ ok: true }));
  app.get('/crash', async () => {
    throw new Error('secret internals at /srv/app.js:42');
  });
  app.get('/db-down', async (request) => {
    // What a query meets while PostgreSQL restarts, as Drizzle wraps it (the cause is the driver's).
    const kind = (request.query as { kind?: string }).kind;
    const cause =
      kind === 'refused'
        ? Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 (internal)'), { code: 'ECONNREFUSED' })
        : kind === 'shutdown'
          ? Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
          : new Error('Connection terminated unexpectedly');
    throw new Error('Failed query: select "id" from "users"', { cause });
  });
  app.get('/sql-bug', async () => {
    throw new Error('Failed query: select', { cause: Object.assign(new Error('column "x" does not exist'), { code: '42703' }) });
  });
  app.get('/mine', async () => {
    throw badRequest('That class is full.', { class: ['Choose another class.'] });
  });
  return app;
}

describe('error handling', () => {
  it('answers validation failures as 400 with DRF-style field lists', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/v', payload: { email: 'nope', age: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      email: ['Enter a valid email address.'],
      age: [expect.any(String)],
    });
  });

  it('answers malformed JSON with a 400 message, not a crash', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/v', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it("passes the client's own errors through with their fields", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/mine' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'That class is full.', class: ['Choose another class.'] });
  });

  it('hides unexpected errors behind a 500 with no stack or message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: SERVER_ERROR_MESSAGE });
    expect(res.body).not.toContain('secret');
  });

  it('answers the database being out of reach (refused, shut down, cut) with 503 and Retry-After, and no internals', async () => {
    const app = await appWithRoutes();
    for (const kind of ['refused', 'shutdown', 'cut']) {
      const res = await app.inject({ url: `/db-down?kind=${kind}` });
      expect(res.statusCode, kind).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
      expect(res.body).not.toMatch(/10\.0\.0\.5|users|ECONN|administrator/);
    }
  });

  it('keeps a query that is wrong (not the database being away) a 500', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/sql-bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: SERVER_ERROR_MESSAGE });
  });
});
