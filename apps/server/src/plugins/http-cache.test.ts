import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../test/test-app.js';

describe('HTTP caching and compression', () => {
  let t: TestApp;
  const api = apiClient(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives an anonymous API read a weak ETag, public revalidated caching, and 304 when it has not changed', async () => {
    const first = await api.get('/api/books/', HOSTS.greenwood);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(String(first.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Host', 'Authorization', 'Cookie']));
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);

    const again = await api.get('/api/books/', HOSTS.greenwood, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A strong form of the same tag and a list that holds it match too; another tag does not.
    expect((await api.get('/api/books/', HOSTS.greenwood, { 'if-none-match': `"x", ${etag.slice(2)}` })).statusCode).toBe(304);
    const changed = await api.get('/api/books/', HOSTS.greenwood, { 'if-none-match': 'W/"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);

    // Another site's answer is another body, so another tag: a cached answer never crosses sites.
    const other = await api.get('/api/books/', HOSTS.brightfutures);
    expect(other.statusCode).toBe(200);
    if (other.body !== first.body) expect(other.headers.etag).not.toBe(etag);
  });

  it('keeps a signed-in or cookie-carrying read out of every cache, with no ETag', async () => {
    const token = await api.login('teacher@greenwood.test');
    const signedIn = await api.call('GET', '/api/books/', { host: HOSTS.greenwood, token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();

    const withCookie = await api.get('/api/books/', HOSTS.greenwood, { cookie: 'cs_community=abc' });
    expect(withCookie.headers['cache-control']).toBe('private, no-store');
    expect(withCookie.headers.etag).toBeUndefined();
  });

  it('leaves a route’s own caching alone and touches no write or error', async () => {
    const reach = await api.get('/api/global-reach/');
    expect(reach.statusCode).toBe(200);
    expect(reach.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(reach.headers.etag).toMatch(/^W\//);

    const missing = await api.get('/api/books/999999/', HOSTS.greenwood);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();

    const post = await api.call('POST', '/api/auth/token/', { payload: { username: 'nobody@example.test', password: 'wrong-password' } });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.headers.etag).toBeUndefined();
  });

  it('compresses a large API answer for a client that accepts it', async () => {
    const plain = await api.get('/api/books/', HOSTS.greenwood);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gz = await api.get('/api/books/', HOSTS.greenwood, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });

  it('serves a build file’s precompressed copy with the year-long immutable caching', async () => {
    const file = path.join(t.config.webDistDir, 'assets/app-abc123.js');
    const br = brotliCompressSync(Buffer.from('console.log("app")'));
    writeFileSync(`${file}.br`, br);
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { host: HOSTS.main, 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(br)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);

    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: HOSTS.main } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
