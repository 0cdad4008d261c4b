import type { TImpactFilm } from '@commonshelf/shared/sdgs/films.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FILMS } from '../../db/seed/content/films.content.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { upsertFilm } from './films.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { get, platform } = apiClient(() => t);
type Page = { count: number; next: string | null; previous: string | null; results: TImpactFilm[] };
const list = async (query: string, host: string = HOSTS.main): Promise<Page> => {
  const res = await get(`/api/impact-films/${query}`, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const slugs = (p: Page) => p.results.map((f) => f.slug);
const published = (site: 'main' | 'greenwood') => DEMO_FILMS.filter((f) => f.status === 'published' && (!f.site || f.site === site));

describe('GET /api/impact-films/', () => {
  it("lists the site's published films and platform-wide ones, in their set order", async () => {
    expect(slugs(await list(''))).toEqual(published('main').map((f) => f.slug));
    expect(slugs(await list('', HOSTS.greenwood))).toEqual(published('greenwood').map((f) => f.slug));
    expect(slugs(await list('', HOSTS.brightfutures))).toEqual(published('main').map((f) => f.slug));
    expect(slugs(await list('', HOSTS.greenwood))).not.toContain('sdg-targets-and-indicators'); // a draft
  });

  it('plays YouTube through youtube-nocookie.com and stored films from /media with their captions', async () => {
    const films = (await list('')).results;
    const windmill = films.find((f) => f.slug === 'how-i-built-a-windmill')!;
    expect(windmill.source).toEqual({ kind: 'embed', provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/G8yKFVPOD6o' });
    expect(windmill.captions).toEqual([]);
    const tree = films.find((f) => f.slug === 'a-tree-grows')!;
    expect(tree).toMatchObject({
      source: { kind: 'file', url: '/media/seed/films/a-tree-grows.webm', type: 'video/webm' },
      captions: [
        { srclang: 'en', label: 'English', url: '/media/seed/films/a-tree-grows.en.vtt' },
        { srclang: 'es', label: 'Español', url: '/media/seed/films/a-tree-grows.es.vtt' },
      ],
      duration_seconds: 9,
      sdgs: [13, 15],
    });
  });

  it('filters by goal and by words in the title or summary', async () => {
    for (const n of [4, 13, 15, 17]) {
      expect(slugs(await list(`?sdg=${n}`, HOSTS.greenwood)), `goal ${n}`).toEqual(
        published('greenwood').filter((f) => f.sdgs.includes(n)).map((f) => f.slug),
      );
    }
    expect(slugs(await list('?search=WINDMILL'))).toEqual(['how-i-built-a-windmill']);
    expect(slugs(await list('?search=malawi'))).toEqual(['how-i-built-a-windmill']); // from the summary
    expect(slugs(await list('?search=windmill&sdg=13'))).toEqual([]);
    expect((await list('?search=%25')).count).toBe(0); // LIKE's wildcards are taken literally
    expect((await list('?search=')).count).toBe(published('main').length);
  });

  it('pages with DRF-style links', async () => {
    const all = published('greenwood').map((f) => f.slug);
    const first = await list('?limit=2', HOSTS.greenwood);
    expect(first).toMatchObject({ count: all.length, previous: null, next: '/api/impact-films/?limit=2&offset=2' });
    expect(slugs(first)).toEqual(all.slice(0, 2));
    const second = await list('?limit=2&offset=2', HOSTS.greenwood);
    expect(slugs(second)).toEqual(all.slice(2, 4));
    expect(second.previous).toBe('/api/impact-films/?limit=2&offset=0');
  });

  it('refuses bad filters with field messages', async () => {
    for (const [query, field, message] of [
      ['?sdg=0', 'sdg', 'Choose a goal from 1 to 17.'],
      ['?sdg=18', 'sdg', 'Choose a goal from 1 to 17.'],
      ['?sdg=x', 'sdg', 'Choose a goal from 1 to 17.'],
      [`?search=${'a'.repeat(101)}`, 'search', 'Search for at most 100 characters.'],
    ] as const) {
      const res = await get(`/api/impact-films/${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Please correct the highlighted fields.', [field]: [message] });
    }
    expect((await get('/api/impact-films/?limit=51')).statusCode).toBe(400);
    expect((await get('/api/impact-films/?offset=-1')).statusCode).toBe(400);
  });
});

describe('GET /api/impact-films/:slug/', () => {
  it("answers a published film of the site, and the same 404 for drafts and other sites' films", async () => {
    const res = await get('/api/impact-films/do-schools-kill-creativity/', HOSTS.greenwood);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Do schools kill creativity?', source: { kind: 'embed', provider: 'youtube' } });
    for (const [slug, host] of [
      ['do-schools-kill-creativity', HOSTS.main],
      ['do-schools-kill-creativity', HOSTS.brightfutures],
      ['sdg-targets-and-indicators', HOSTS.greenwood],
      ['no-such-film', HOSTS.greenwood],
    ] as const) {
      const r = await get(`/api/impact-films/${slug}/`, host);
      expect(r.statusCode, `${slug} on ${host}`).toBe(404);
      expect(r.json()).toEqual({ error: 'This film does not exist or is not published yet.' });
    }
  });

  it("prefers the site's own film to a platform-wide one of the same slug, and never offers a film it cannot play", async () => {
    await platform(async (tx) => {
      const gw = (await findTenantBySubdomain(tx, 'greenwood'))!.id;
      await upsertFilm(tx, { tenantId: gw, slug: 'how-i-built-a-windmill', title: 'Our windmill', videoUrl: 'https://vimeo.com/76979871', sdgs: [7], status: 'published' });
      await upsertFilm(tx, { tenantId: null, slug: 'script-film', title: 'Script', videoUrl: 'javascript:alert(1)', sdgs: [7], status: 'published' });
      await upsertFilm(tx, { tenantId: null, slug: 'linked-film', title: 'Linked', videoUrl: 'https://example.org/film', sdgs: [7], status: 'published', position: 999 });
    });
    const own = (await get('/api/impact-films/how-i-built-a-windmill/', HOSTS.greenwood)).json();
    expect(own).toMatchObject({ title: 'Our windmill', source: { kind: 'embed', provider: 'vimeo', url: 'https://player.vimeo.com/video/76979871?dnt=1' } });
    expect((await get('/api/impact-films/how-i-built-a-windmill/', HOSTS.main)).json().title).toBe('How I built a windmill');
    expect((await get('/api/impact-films/script-film/')).statusCode).toBe(404);
    expect(slugs(await list('?sdg=7&limit=50'))).toEqual(['how-i-built-a-windmill', 'linked-film']);
    expect((await get('/api/impact-films/linked-film/')).json().source).toEqual({ kind: 'link', url: 'https://example.org/film' });
  });
});

describe('caption and video files', () => {
  it('serve captions as text/vtt and the film as video/webm from /media', async () => {
    const vtt = await get('/media/seed/films/a-tree-grows.en.vtt');
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
    expect(vtt.headers['x-content-type-options']).toBe('nosniff');
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    expect(vtt.body).toContain('Goal 15, Life on Land');
    const es = await get('/media/seed/films/a-tree-grows.es.vtt');
    expect(es.headers['content-type']).toMatch(/^text\/vtt; charset=utf-8/i);
    expect(es.body).toContain('cada árbol');
    const video = await get('/media/seed/films/a-tree-grows.webm');
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML, as WebM files start
  });
});
