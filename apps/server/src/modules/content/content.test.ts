import { CONTENT_MSG as MSG, CONTENT_PAGE_SLUGS, SCHOOL_PAGE_SLUGS } from '@commonshelf/shared/site/content-pages.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GREENWOOD_PAGES } from '../../db/seed/content/greenwood-pages.content.js';
import { createUser, DEMO } from '../../db/seed/seed.js';
import { tenants } from '../tenants/tenants.table.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { ensureDefaultPages } from './content.defaults.js';
import { contentPageRevisions, contentPages } from './content.table.js';
import { SITE_PAGES } from './default-pages.content.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { main: MAIN, greenwood: GW } = HOSTS;
const LAKESIDE = 'lakeside.localhost:3000';
const { call, get, login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ADMIN = '/api/admin/content-pages/';
const page = async (slug: string, host = MAIN) => (await get(`/api/content-pages/${slug}/`, host)).json() as Json;
const platformRow = async (slug: string) =>
  (await platform((tx) => tx.select().from(contentPages).where(and(isNull(contentPages.tenantId), eq(contentPages.slug, slug)))))[0]!;
const revisionCount = async (pageId: string) => (await platform((tx) => tx.select().from(contentPageRevisions).where(eq(contentPageRevisions.pageId, pageId)))).length;

describe('the public pages', () => {
  it('every site shows the platform’s pages, rendered from their Markdown, with the FAQ split into its questions', async () => {
    for (const slug of CONTENT_PAGE_SLUGS) {
      const res = await get(`/api/content-pages/${slug}/`, LAKESIDE);
      expect(res.statusCode, `${slug}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ slug, title: SITE_PAGES[slug].title, summary: SITE_PAGES[slug].summary, source: 'platform' });
      expect(res.json().html).not.toContain('<h1');
    }
    const faq = await page('faq');
    expect(faq.sections.length).toBeGreaterThanOrEqual(10);
    for (const s of faq.sections) {
      expect(s.heading).toMatch(/\?$/);
      expect(s.id).toMatch(/^[a-z0-9-]+$/);
      expect(s.html.length).toBeGreaterThan(0);
    }
    expect(new Set(faq.sections.map((s: Json) => s.id)).size).toBe(faq.sections.length);
  });

  it('a school’s own about and contact pages replace the platform’s on its site only; the other pages stay the platform’s', async () => {
    for (const slug of SCHOOL_PAGE_SLUGS) {
      expect(await page(slug, GW)).toMatchObject({ title: GREENWOOD_PAGES[slug].title, source: 'school' });
      expect(await page(slug, MAIN)).toMatchObject({ title: SITE_PAGES[slug].title, source: 'platform' });
      expect(await page(slug, LAKESIDE)).toMatchObject({ source: 'platform' });
    }
    expect(await page('terms-of-use', GW)).toMatchObject({ source: 'platform' });
  });

  it('answers 404 for a page that does not exist', async () => {
    for (const slug of ['nope', 'privacy-policy', '..%2Fabout', 'a'.repeat(65)]) {
      const res = await get(`/api/content-pages/${slug}/`, MAIN);
      expect(res.statusCode, slug).toBe(slug.length > 64 ? 400 : 404);
    }
    expect((await get('/api/content-pages/nope/', MAIN)).json()).toEqual({ error: MSG.unknownPage });
  });
});

describe('the platform admin’s editor', () => {
  it('saves a new version, keeps the history, refuses a save on top of another’s, and restores an earlier version', async () => {
    const token = await login(DEMO.admin, MAIN);
    const before = await platformRow('our-team');
    const opened = (await call('GET', `${ADMIN}our-team/`, { host: MAIN, token })).json();
    expect(opened).toMatchObject({ slug: 'our-team', owner: 'platform', version: before.version, body_md: before.bodyMd });
    expect(opened.revisions.map((r: Json) => r.version)).toEqual([before.version]);

    const text = { title: 'Our team', summary: 'Who builds Commonshelf.', body_md: 'We are **a small team**.\n\n## Engineering\n\nWe build it.' };
    const saved = await call('PUT', `${ADMIN}our-team/`, { host: MAIN, token, payload: { ...text, base_version: before.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: before.version + 1, updated_by: 'Priya Raman' });
    expect(saved.json().revisions.map((r: Json) => r.version)).toEqual([before.version + 1, before.version]);
    expect(await page('our-team', GW)).toMatchObject({
      title: 'Our team',
      intro: '<p>We are <strong>a small team</strong>.</p>',
      sections: [{ id: 'engineering', heading: 'Engineering', html: '<p>We build it.</p>' }],
    });

    // Someone else's editor still on the old version: refused, and nothing is written.
    const stale = await call('PUT', `${ADMIN}our-team/`, { host: MAIN, token, payload: { ...text, body_md: 'Lost?', base_version: before.version } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: MSG.stale, version: String(before.version + 1) });
    expect((await platformRow('our-team')).bodyMd).toBe(text.body_md);
    expect(await revisionCount(before.id)).toBe(2);

    // The same text again is not a new version.
    const same = await call('PUT', `${ADMIN}our-team/`, { host: MAIN, token, payload: { ...text, base_version: before.version + 1 } });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(MSG.unchanged);

    // An earlier version, seen and brought back as the newest.
    const first = (await call('GET', `${ADMIN}our-team/revisions/${before.version}/`, { host: MAIN, token })).json();
    expect(first).toMatchObject({ version: before.version, body_md: before.bodyMd, html: before.bodyHtml });
    const restored = await call('POST', `${ADMIN}our-team/revisions/${before.version}/restore/`, { host: MAIN, token });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ version: before.version + 2, body_md: before.bodyMd });
    expect(restored.json().revisions[0]).toMatchObject({ version: before.version + 2, restored_from: before.version });
    expect(await page('our-team')).toMatchObject({ title: before.title, html: before.bodyHtml });
    expect((await call('GET', `${ADMIN}our-team/revisions/99/`, { host: MAIN, token })).statusCode).toBe(404);
  });

  it('two editors saving at once from the same version: one wins, the other is told, and the history has no gap or duplicate', async () => {
    const token = await login(DEMO.admin, MAIN);
    const before = await platformRow('acknowledgement');
    const results = await Promise.all(
      ['First', 'Second', 'Third'].map((who) =>
        call('PUT', `${ADMIN}acknowledgement/`, { host: MAIN, token, payload: { title: who, summary: '', body_md: `${who} wrote this.`, base_version: before.version } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const versions = (await platform((tx) => tx.select().from(contentPageRevisions).where(eq(contentPageRevisions.pageId, before.id)))).map((r) => r.version).sort();
    expect(versions).toEqual([before.version, before.version + 1]);
  });

  it('renders Markdown safely: no scripts, handlers or javascript: links reach the page, and # becomes a second-level heading', async () => {
    const token = await login(DEMO.admin, MAIN);
    const before = await platformRow('canva');
    const body_md = [
      '# Heading one',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '<a href="https://example.org" onclick="alert(4)">out</a>',
      '<iframe src="https://evil.example/"></iframe>',
      '| a | b |\n|---|---|\n| 1 | 2 |',
    ].join('\n\n');
    const res = await call('PUT', `${ADMIN}canva/`, { host: MAIN, token, payload: { title: 'Canva', summary: '', body_md, base_version: before.version } });
    expect(res.statusCode, res.body).toBe(200);
    const shown = await page('canva');
    const { html } = shown;
    expect(html).toContain('<h2>Heading one</h2>');
    expect(html).toContain('<table>');
    expect(html).toContain('rel="noopener noreferrer"');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', 'evil.example', '<h1']) expect(html).not.toContain(bad);

    // What the browser renders is the intro and the sections: a heading's tag hidden in an
    // attribute must not cut the page there and let the rest out unsanitised.
    const tricky = [
      'Intro.',
      '[x](https://a.example "<h2>T</h2><img src=x onerror=alert(5) style=position:fixed>")',
      '<img alt="<h2>U</h2><a href=javascript:alert(6) onclick=alert(7)>y</a>" src="/favicon.svg">',
      '## Real heading',
      'Text.',
    ].join('\n\n');
    const again = await call('PUT', `${ADMIN}canva/`, { host: MAIN, token, payload: { title: 'Canva', summary: '', body_md: tricky, base_version: before.version + 1 } });
    expect(again.statusCode, again.body).toBe(200);
    const split = await page('canva');
    const rendered = [split.intro, ...split.sections.map((x: Json) => x.html)].join('\n');
    for (const bad of ['onerror', 'onclick', 'javascript:', 'style=']) expect(rendered).not.toContain(bad);
    expect(split.sections.map((x: Json) => x.heading)).toContain('Real heading');

    const preview = await call('POST', `${ADMIN}preview/`, { host: MAIN, token, payload: { body_md: '# Hi <script>x()</script>' } });
    expect(preview.json()).toEqual({ html: '<h2>Hi </h2>' });
  });

  it('refuses bad input with the field’s message and writes nothing', async () => {
    const token = await login(DEMO.admin, MAIN);
    const before = await platformRow('about');
    const cases: [Json, string][] = [
      [{ title: '  ', summary: '', body_md: 'x', base_version: before.version }, 'title'],
      [{ title: 'A', summary: '', body_md: '', base_version: before.version }, 'body_md'],
      [{ title: 'A', summary: 's'.repeat(301), body_md: 'x', base_version: before.version }, 'summary'],
      [{ title: 'A', summary: '', body_md: 'x'.repeat(60_001), base_version: before.version }, 'body_md'],
      [{ title: 'A', summary: '', body_md: 'x', base_version: -1 }, 'base_version'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('PUT', `${ADMIN}about/`, { host: MAIN, token, payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()[field], res.body).toBeDefined();
    }
    expect((await call('PUT', `${ADMIN}privacy-policy/`, { host: MAIN, token, payload: { title: 'A', summary: '', body_md: 'x', base_version: 0 } })).statusCode).toBe(404);
    expect(await platformRow('about')).toEqual(before);
  });
});

describe('a school’s own pages', () => {
  it('a school admin writes its about page, sees its history, and goes back to the platform’s', async () => {
    const token = await login('schooladmin@lakeside.test', LAKESIDE);
    const list = (await call('GET', ADMIN, { host: LAKESIDE, token })).json();
    expect(list.manages).toBe('school');
    expect(list.results.map((p: Json) => [p.slug, p.overridden, p.version])).toEqual([
      ['about', false, 0],
      ['contact', false, 0],
    ]);
    // The editor starts from the platform's text.
    const opened = (await call('GET', `${ADMIN}about/`, { host: LAKESIDE, token })).json();
    expect(opened).toMatchObject({ owner: 'school', overridden: false, version: 0, body_md: SITE_PAGES.about.body_md, revisions: [] });

    const text = { title: 'About Lakeside', summary: 'Our school library.', body_md: 'Lakeside reads together.' };
    const saved = await call('PUT', `${ADMIN}about/`, { host: LAKESIDE, token, payload: { ...text, base_version: 0 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ overridden: true, version: 1 });
    expect(await page('about', LAKESIDE)).toMatchObject({ title: 'About Lakeside', source: 'school' });
    expect(await page('about', MAIN)).toMatchObject({ title: SITE_PAGES.about.title, source: 'platform' });
    expect(await page('about', GW)).toMatchObject({ title: GREENWOOD_PAGES.about.title });

    const again = await call('PUT', `${ADMIN}about/`, { host: LAKESIDE, token, payload: { ...text, body_md: 'Second.', base_version: 0 } });
    expect(again.statusCode).toBe(409);

    const reverted = await call('DELETE', `${ADMIN}about/`, { host: LAKESIDE, token });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ overridden: false, version: 0, revisions: [] });
    expect(await page('about', LAKESIDE)).toMatchObject({ source: 'platform' });
    const twice = await call('DELETE', `${ADMIN}about/`, { host: LAKESIDE, token });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe(MSG.noOverride);
  });

  it('a school may not write the platform’s other pages, and only admins may edit at all', async () => {
    const school = await login(DEMO.schoolAdmin, GW);
    const res = await call('PUT', `${ADMIN}terms-of-use/`, { host: GW, token: school, payload: { title: 'Ours', summary: '', body_md: 'x', base_version: 0 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.notSchoolPage);
    expect((await page('terms-of-use', GW)).source).toBe('platform');

    expect((await call('GET', ADMIN, { host: GW })).statusCode).toBe(401);
    const teacher = await login(DEMO.teacher, GW);
    for (const [method, url] of [
      ['GET', ADMIN],
      ['GET', `${ADMIN}about/`],
      ['PUT', `${ADMIN}about/`],
      ['POST', `${ADMIN}preview/`],
    ] as const) {
      const r = await call(method, url, { host: GW, token: teacher, payload: { title: 'x', summary: '', body_md: 'x', base_version: 0 } });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json().error).toBe(MSG.notEditor);
    }
    expect((await page('about', GW)).title).toBe(GREENWOOD_PAGES.about.title);

    // A teacher admin runs classes, not the site's pages.
    const gw = (await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood'))))[0]!;
    await platform((tx) => createUser(tx, { tenantId: gw.id, role: 'teacher_admin', firstName: 'Tariq', lastName: 'Admin', email: 'teacher-admin.content@greenwood.test', password: DEMO.password }));
    const teacherAdmin = await login('teacher-admin.content@greenwood.test', GW);
    for (const [method, url] of [
      ['PUT', `${ADMIN}about/`],
      ['DELETE', `${ADMIN}about/`],
    ] as const) {
      const r = await call(method, url, { host: GW, token: teacherAdmin, payload: { title: 'x', summary: '', body_md: 'x', base_version: 1 } });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await page('about', GW)).title).toBe(GREENWOOD_PAGES.about.title);
  });
});

describe('the default pages', () => {
  it('a deployment gets every page it lacks at its start, and keeps the ones it has as they are', async () => {
    const kept = await platformRow('faq');
    await platform((tx) => tx.delete(contentPages).where(and(isNull(contentPages.tenantId), eq(contentPages.slug, 'demo'))));
    expect((await get('/api/content-pages/demo/', MAIN)).statusCode).toBe(404);
    expect(await ensureDefaultPages(t.db)).toEqual(['demo']);
    expect(await page('demo')).toMatchObject({ title: SITE_PAGES.demo.title });
    expect((await platformRow('demo')).version).toBe(1);
    expect(await platformRow('faq')).toEqual(kept);
    expect(await ensureDefaultPages(t.db)).toEqual([]);
  });

  it('a page nobody has saved follows a release’s new text, with the old one in its history; a page an editor saved is left alone', async () => {
    // As an earlier release wrote it.
    const old = await platformRow('testimonials');
    await platform((tx) => tx.update(contentPages).set({ bodyMd: 'An older text.' }).where(eq(contentPages.id, old.id)));
    expect(await ensureDefaultPages(t.db)).toEqual(['testimonials']);
    const updated = await platformRow('testimonials');
    expect(updated).toMatchObject({ bodyMd: SITE_PAGES.testimonials.body_md, version: old.version + 1, updatedBy: null });
    expect(await revisionCount(old.id)).toBe(old.version + 1);

    const token = await login(DEMO.admin, MAIN);
    const text = { ...SITE_PAGES.testimonials, body_md: 'What schools say, in our own words.' };
    expect((await call('PUT', `${ADMIN}testimonials/`, { host: MAIN, token, payload: { ...text, base_version: updated.version } })).statusCode).toBe(200);
    expect(await ensureDefaultPages(t.db)).toEqual([]);
    expect((await platformRow('testimonials')).bodyMd).toBe(text.body_md);
  });
});
