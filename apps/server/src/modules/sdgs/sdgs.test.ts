import { SDGS } from '@commonshelf/shared/sdgs/sdgs';
import type { TSdgOfferCounts, TSdgSummary } from '@commonshelf/shared/sdgs/sdgs.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKS } from '../../db/seed/content/books.content.js';
import { DEMO_COURSES } from '../../db/seed/content/courses.content.js';
import { DEMO_FILMS } from '../../db/seed/content/films.content.js';
import { DEMO_LIVE_SESSIONS } from '../../db/seed/content/live.content.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { challenges } from '../challenges/challenges.table.js';
import { courses } from '../courses/courses.table.js';
import { upsertFilm } from '../films/films.repository.js';
import { books } from '../library/library.table.js';
import { liveSessions } from '../live/live.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { get, platform } = apiClient(() => t);

async function goals(host: string): Promise<Map<number, TSdgSummary>> {
  const res = await get('/api/sdgs/', host);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { count: number; results: TSdgSummary[] };
  expect(body.count).toBe(17);
  return new Map(body.results.map((g) => [g.number, g]));
}

const count = <T extends { sdgs: number[] }>(items: T[], goal: number, keep: (item: T) => boolean = () => true) =>
  items.filter((i) => i.sdgs.includes(goal) && keep(i)).length;

describe('GET /api/sdgs/', () => {
  it('lists the 17 goals in order with their titles, descriptions and colours, and totals that add up', async () => {
    const res = (await get('/api/sdgs/', HOSTS.greenwood)).json() as { results: TSdgSummary[] };
    expect(res.results.map(({ number, name, description, color }) => ({ number, name, description, color }))).toEqual(SDGS);
    for (const g of res.results) {
      expect(g.total).toBe(Object.values(g.counts).reduce((a, b) => a + b, 0));
    }
  });

  it("counts the demo's published courses by kind, books, live sessions and films, each site seeing its own and platform-wide ones", async () => {
    const main = await goals(HOSTS.main);
    const gw = await goals(HOSTS.greenwood);
    for (const { number: n } of SDGS) {
      const kind = (k: string) => count(DEMO_COURSES, n, (c) => c.kind === k);
      const expected = (site: 'main' | 'greenwood'): Omit<TSdgOfferCounts, 'challenges'> => ({
        courses: kind('course'),
        hubs: kind('hub'),
        teacher_training: kind('teacher_training'),
        challenge_series: kind('challenge'),
        books: count(DEMO_BOOKS, n),
        live_sessions: count(DEMO_LIVE_SESSIONS, n, (s) => s.status === 'published' && (!s.site || s.site === site)),
        impact_films: count(DEMO_FILMS, n, (f) => f.status === 'published' && (!f.site || f.site === site)),
      });
      expect(main.get(n)!.counts, `goal ${n} on the main site`).toMatchObject(expected('main'));
      expect(gw.get(n)!.counts, `goal ${n} on Greenwood`).toMatchObject(expected('greenwood'));
    }
    // The demo has goals with something and goals with nothing yet.
    expect(gw.get(4)!.total).toBeGreaterThan(0);
    expect([...gw.values()].some((g) => g.total === 0 || g.counts.impact_films === 0)).toBe(true);
  });

  it('counts published items only, once per goal, and never another site’s', async () => {
    const [gwBefore, bfBefore, mainBefore] = [await goals(HOSTS.greenwood), await goals(HOSTS.brightfutures), await goals(HOSTS.main)];
    await platform(async (tx) => {
      const gw = (await findTenantBySubdomain(tx, 'greenwood'))!.id;
      const bf = (await findTenantBySubdomain(tx, 'brightfutures'))!.id;
      await tx.insert(courses).values([
        // Goal 14 named twice still counts once.
        { tenantId: gw, slug: 'gw-ocean-hub', name: 'Ocean hub', kind: 'hub', sdgs: [14, 14, 3], status: 'published' },
        { tenantId: gw, slug: 'gw-ocean-draft', name: 'Ocean draft', kind: 'course', sdgs: [14], status: 'draft' },
        { tenantId: bf, slug: 'bf-ocean-course', name: 'Ocean course', kind: 'course', sdgs: [14], status: 'published' },
      ]);
      await tx.insert(books).values([
        { tenantId: bf, slug: 'bf-ocean-book', title: 'Ocean book', language: 'en', readingLevel: 2, sdgs: [14], status: 'published' },
        { tenantId: null, slug: 'pending-ocean-book', title: 'Pending', language: 'en', readingLevel: 2, sdgs: [14], status: 'pending' },
      ]);
      await tx.insert(liveSessions).values([
        { tenantId: null, slug: 'ocean-live', kind: 'webinar', title: 'Ocean live', startsAt: new Date('2027-01-01T10:00:00Z'), joinUrl: 'https://meet.example.org/x', sdgs: [14], status: 'published' },
        { tenantId: gw, slug: 'gw-ocean-live-draft', kind: 'live_lesson', title: 'Draft', startsAt: new Date('2027-01-01T10:00:00Z'), joinUrl: 'https://meet.example.org/y', sdgs: [14], status: 'draft' },
      ]);
      await tx.insert(challenges).values([
        { tenantId: null, slug: 'ocean-challenge', kind: 'sdg', title: 'Ocean challenge', sdgs: [14], status: 'published' },
        { tenantId: bf, slug: 'bf-ocean-challenge', kind: 'sdg', title: 'BF challenge', sdgs: [14], status: 'published' },
      ]);
      await upsertFilm(tx, { tenantId: gw, slug: 'gw-ocean-film', title: 'Ocean film', videoUrl: 'https://youtu.be/PZbgIVgQyks', sdgs: [14], status: 'published' });
      await upsertFilm(tx, { tenantId: null, slug: 'ocean-film-draft', title: 'Draft film', videoUrl: 'https://youtu.be/PZbgIVgQyks', sdgs: [14], status: 'draft' });
      // Published, but with nothing the site can play: not offered.
      await upsertFilm(tx, { tenantId: null, slug: 'ocean-film-script', title: 'Bad film', videoUrl: 'javascript:alert(1)', sdgs: [14], status: 'published' });
    });
    const [gwAfter, bfAfter, mainAfter] = [await goals(HOSTS.greenwood), await goals(HOSTS.brightfutures), await goals(HOSTS.main)];
    const delta = (after: Map<number, TSdgSummary>, before: Map<number, TSdgSummary>, n: number) => {
      const a = after.get(n)!.counts;
      const b = before.get(n)!.counts;
      return Object.fromEntries(Object.keys(a).map((k) => [k, a[k as keyof TSdgOfferCounts] - b[k as keyof TSdgOfferCounts]]));
    };
    const none = { courses: 0, hubs: 0, teacher_training: 0, challenge_series: 0, challenges: 0, live_sessions: 0, books: 0, impact_films: 0 };
    expect(delta(gwAfter, gwBefore, 14)).toEqual({ ...none, hubs: 1, live_sessions: 1, challenges: 1, impact_films: 1 });
    expect(delta(gwAfter, gwBefore, 3)).toEqual({ ...none, hubs: 1 });
    expect(delta(bfAfter, bfBefore, 14)).toEqual({ ...none, courses: 1, books: 1, live_sessions: 1, challenges: 2 });
    expect(delta(mainAfter, mainBefore, 14)).toEqual({ ...none, live_sessions: 1, challenges: 1 });
    expect(gwAfter.get(14)!.total - gwBefore.get(14)!.total).toBe(4);
    for (const n of [1, 2, 5]) expect(delta(gwAfter, gwBefore, n)).toEqual(none);
  });
});
