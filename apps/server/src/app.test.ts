import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_COLORS, TENANT_COLOR_FIELDS, ZCurrentTenant } from '@commonshelf/shared/tenants/tenants.schemas';
import { DEMO_BOOKS } from './db/seed/content/books.content.js';
import { DEMO_COURSES } from './db/seed/content/courses.content.js';
import { DEMO_MODES } from './db/seed/content/modes.content.js';
import { DEMO } from './db/seed/seed.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GREENWOOD = 'greenwood.localhost:3000';
const get = (url: string, host = 'localhost:3000', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('GET /api/current-tenant', () => {
  it("answers a tenant site's fields, logo URL and all thirteen colours", async () => {
    const res = await get('/api/current-tenant', GREENWOOD);
    expect(res.statusCode).toBe(200);
    const body = ZCurrentTenant.parse(res.json());
    expect(body).toMatchObject({ school_name: DEMO.school.name, subdomain: 'greenwood', switchboard: true, is_organization: false });
    expect(body.logo).toBe('/media/seed/logos/greenwood.svg');
    expect(body.primary_color).not.toBe(DEFAULT_TENANT_COLORS.primary_color);
    for (const f of TENANT_COLOR_FIELDS) expect(body[f]).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(res.json()).not.toHaveProperty('community_password_hash');
  });

  it('answers the organisation by its subdomain and by its own domain', async () => {
    for (const host of ['brightfutures.localhost', 'brightfutures.example.org', 'BrightFutures.Example.org:443']) {
      const res = await get('/api/current-tenant', host);
      expect(res.statusCode, host).toBe(200);
      expect(res.json()).toMatchObject({ school_name: DEMO.organization.name, is_organization: true });
    }
  });

  it('is a clear 404 on the main site', async () => {
    const res = await get('/api/current-tenant');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/main platform site/);
  });

  it('answers 404 for an address no tenant uses, for pages and API alike', async () => {
    const api = await get('/api/current-tenant', 'nobody.localhost:3000');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'No school or organisation uses this address.' });
    const page = await get('/courses', 'nobody.localhost:3000');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<h1>Site not found</h1>');
    // In the browser's language: there is no site whose language menu could have been used.
    const spanish = await get('/courses', 'nobody.localhost:3000', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<h1>Sitio no encontrado</h1>');
    expect(spanish.headers.vary).toMatch(/Accept-Language/);
  });

  it('ignores X-Forwarded-Host unless a trusted proxy is configured', async () => {
    const res = await get('/api/current-tenant', 'localhost:3000', { 'x-forwarded-host': GREENWOOD });
    expect(res.statusCode).toBe(404);
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const r = await proxied.app.inject({ url: '/api/current-tenant', headers: { host: 'localhost', 'x-forwarded-host': GREENWOOD } });
      expect(r.json().subdomain).toBe('greenwood');
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /api/modes/', () => {
  it("lists a tenant's modes with the locked one locked", async () => {
    const res = await get('/api/modes/', GREENWOOD);
    expect(res.statusCode).toBe(200);
    const { count, results } = res.json();
    expect(count).toBe(DEMO_MODES.length);
    expect(results.filter((m: { locked: boolean }) => m.locked).map((m: { slug: string }) => m.slug)).toEqual(
      DEMO_MODES.filter((m) => m.locked).map((m) => m.slug),
    );
    for (const m of results) expect(m).toMatchObject({ active: true, status: 'ACTIVE', image: expect.stringMatching(/^\/media\/seed\/modes\//) });
  });

  it('is empty for a tenant that enabled no modes, and answers without the trailing slash too', async () => {
    const res = await get('/api/modes', 'brightfutures.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, results: [] });
  });
});

describe('catalogue lists', () => {
  it('lists featured books with categories, a DRF page and a working next link', async () => {
    const featured = DEMO_BOOKS.filter((b) => b.featured).length;
    const res = await get('/api/books/?featured=true&limit=4');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(featured);
    expect(body.results).toHaveLength(4);
    expect(body.previous).toBeNull();
    expect(body.next).toBe('/api/books/?featured=true&limit=4&offset=4');
    for (const b of body.results) expect(b).toMatchObject({ featured: true, cover: expect.stringMatching(/\.svg$/), category: { name: expect.any(String) } });
    const next = (await get(body.next)).json();
    expect(next.results[0].id).not.toBe(body.results[0].id);
  });

  it('filters books and courses by mode', async () => {
    const modes = (await get('/api/modes/', GREENWOOD)).json().results as { id: number; slug: string }[];
    const mode = modes.find((m) => DEMO_BOOKS.some((b) => b.mode === m.slug))!;
    const res = (await get(`/api/books/?mode=${mode.id}&limit=50`, GREENWOOD)).json();
    expect(res.count).toBe(DEMO_BOOKS.filter((b) => b.mode === mode.slug).length);
    expect(res.results.every((b: { mode_id: number }) => b.mode_id === mode.id)).toBe(true);
    const courses = (await get(`/api/courses/?mode=${mode.id}`, GREENWOOD)).json();
    expect(courses.count).toBe(DEMO_COURSES.filter((c) => c.mode === mode.slug).length);
  });

  it('refuses a page size over 50 with a field message', async () => {
    const res = await get('/api/books/?limit=500');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Please correct the highlighted fields.', limit: [expect.any(String)] });
  });

  it('lists courses with chapter and lesson counts', async () => {
    const res = (await get('/api/courses/?limit=50')).json();
    expect(res.count).toBe(DEMO_COURSES.length);
    for (const c of DEMO_COURSES) {
      const card = res.results.find((r: { slug: string }) => r.slug === c.slug);
      expect(card).toMatchObject({
        chapters_count: c.chapters.length,
        lessons_count: c.chapters.reduce((n, ch) => n + ch.lessons.length, 0),
      });
    }
  });

  it('serves the course landing data the spec reads', async () => {
    const res = await get('/api/data/courses/this-is-course');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ slug: 'this-is-course', name: expect.any(String), intro: expect.any(String) });
    expect(data.description.description).toContain('<img');
    expect(data.description.sustainability_details.length).toBeGreaterThan(0);
    expect((await get('/api/data/courses/no-such-course')).statusCode).toBe(404);
  });

  it('lists charities with goals and amounts raised from their projects', async () => {
    const res = (await get('/api/charities/')).json();
    expect(res.count).toBe(3);
    for (const c of res.results) {
      expect(c).toMatchObject({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), projects_count: 2 });
      expect(c.raised_minor).toBeGreaterThan(0);
      expect(c.raised_minor).toBeLessThan(c.goal_minor);
    }
  });
});

describe('the web app and errors', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const res = await get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.' });
  });

  it('serves a new build’s app shell without a restart, so its pages never point at scripts that are gone', async () => {
    const file = path.join(t.config.webDistDir, 'index.html');
    const before = readFileSync(file, 'utf8');
    expect((await get('/')).body).toContain('/assets/app-abc123.js');
    try {
      writeFileSync(file, before.replace('app-abc123.js', 'app-def456.js'));
      utimesSync(file, new Date(), new Date(Date.now() + 60_000));
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const res = await get('/courses');
      expect(res.body).toContain('/assets/app-def456.js');
      expect(res.body).not.toContain('app-abc123.js');
    } finally {
      writeFileSync(file, before);
      utimesSync(file, new Date(), new Date(Date.now() + 120_000));
    }
  });

  it('serves the app shell on deep links, with the tenant injected for a themed first paint', async () => {
    for (const path of ['/', '/courses', '/hubs/a/b/c', '/admin-panel/all-users', '/no/such/page']) {
      const res = await get(path, GREENWOOD);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain(`<title>${DEMO.school.name}</title>`);
      const json = /<script type="application\/json" id="cs-bootstrap">(.*?)<\/script>/.exec(res.body)![1]!;
      expect(JSON.parse(json).tenant.subdomain).toBe('greenwood');
    }
    const main = await get('/library');
    expect(JSON.parse(/id="cs-bootstrap">(.*?)<\/script>/.exec(main.body)![1]!)).toEqual({
      tenant: null,
      productName: 'Commonshelf',
      turnstileSiteKey: null,
      // Tests run the providers in test mode: all three are on.
      paymentProviders: ['stripe', 'paypal', 'phonepe'],
    });
  });

  it('sends a strict CSP without inline scripts, and a request id', async () => {
    const res = await get('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('serves hashed assets immutable and a missing asset as a plain 404', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it("serves /theme.css with each site's colours", async () => {
    const main = await get('/theme.css');
    expect(main.headers['content-type']).toMatch(/text\/css/);
    expect(main.body).toContain(`--primary-color: ${DEFAULT_TENANT_COLORS.primary_color};`);
    const tenant = (await get('/api/current-tenant', GREENWOOD)).json();
    const themed = await get('/theme.css', GREENWOOD);
    expect(themed.body).toContain(`--primary-color: ${tenant.primary_color};`);
    expect(themed.body).toContain(`--border-muted-color: ${tenant.border_muted_color};`);
  });

  it('serves seeded media with nosniff and a sandboxing CSP, and refuses path traversal', async () => {
    const res = await get('/media/seed/logos/greenwood.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect((await get('/media/seed/../../../package.json')).statusCode).toBe(404);
  });

  it('reports health with the migrations current', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', migrations: { current: true } });
  });
});
