import { FUNDRAISER_LIMITS, FUNDRAISER_MSG } from '@commonshelf/shared/charities/fundraising.schemas';
import { MAX_AMOUNT_MINOR } from '@commonshelf/shared/commerce/commerce.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHARITIES } from '../../db/seed/content/charities.content.js';
import { DEMO_CAUSE_EXTRAS, DEMO_DONATIONS, DEMO_FUNDRAISERS, DEMO_SCHOOL_CHARITIES } from '../../db/seed/content/giving.content.js';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { createClassWithStudents, createUser, DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { classes } from '../classes/classes.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { recordDonation, type DonationRecord } from './charities.seed.js';
import { studentTextProblem } from './charities.service.js';
import { charities, fundraisers, projects } from './charities.table.js';

let t: TestApp;
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { call, get, login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let gwId: string;
let bfId: string;
const username = (first: string) => DEMO_STUDENTS.find((s) => s.first_name === first)!.username;

beforeAll(async () => {
  t = await createTestApp();
  await platform(async (tx) => {
    gwId = (await findTenantBySubdomain(tx, DEMO.school.subdomain))!.id;
    bfId = (await findTenantBySubdomain(tx, DEMO.organization.subdomain))!.id;
  });
});
afterAll(() => t.close());

const json = async (url: string, host: string = MAIN) => {
  const res = await get(url, host);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json() as Json;
};

const send = (method: 'POST' | 'PATCH', url: string, payload: Json, opts: { token?: string; host?: string } = {}) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { host: opts.host ?? GW, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
  });

/** Seeded gifts to one cause, as the demo content lists them. */
function seededDonations(filter: (d: (typeof DEMO_DONATIONS)[number]) => boolean) {
  const gifts = DEMO_DONATIONS.filter(filter);
  return { sum: gifts.reduce((s, d) => s + d.amount_minor, 0), donors: new Set(gifts.map((d) => d.email.toLowerCase())).size };
}
const projectsOf = (slug: string) => [...DEMO_CHARITIES, ...DEMO_SCHOOL_CHARITIES].find((c) => c.slug === slug)!.projects;

/** A published platform-wide charity with one project, made fresh so a test's sums are its own. */
async function freshCause(label: string, opts: { tenantId?: string | null; currency?: string; status?: 'draft' | 'published'; projectStatus?: 'draft' | 'published' } = {}) {
  return platform(async (tx) => {
    const currency = opts.currency ?? 'USD';
    const [charity] = await tx
      .insert(charities)
      .values({ tenantId: opts.tenantId ?? null, slug: `${label}-charity`, name: `${label} charity`, currency, status: opts.status ?? 'published', summary: `About ${label}` })
      .returning();
    const [project] = await tx
      .insert(projects)
      .values({
        tenantId: opts.tenantId ?? null,
        charityId: charity!.id,
        slug: `${label}-project`,
        title: `${label} project`,
        currency,
        goalMinor: 100_000,
        offlineRaisedMinor: 10_000,
        status: opts.projectStatus ?? 'published',
      })
      .returning();
    return { charity: charity!, project: project! };
  });
}

const gift = (cause: { charity: { id: number }; project: { id: number; currency: string } }, d: Partial<DonationRecord> & { amountMinor: number }) =>
  platform((tx) =>
    recordDonation(tx, {
      tenantId: null,
      charityId: cause.charity.id,
      projectId: cause.project.id,
      currency: cause.project.currency,
      name: 'Test Donor',
      email: `donor-${Math.random().toString(36).slice(2)}@example.com`,
      title: 'Donation',
      ...d,
    }),
  );

describe('charities', () => {
  it('lists published charities in the spec shape with goals, raised amounts (offline plus paid gifts) and donors', async () => {
    const res = await json('/api/charities/');
    expect(res.count).toBe(3);
    expect(res.results.map((c: Json) => c.slug).sort()).toEqual(DEMO_CHARITIES.map((c) => c.slug).sort());
    for (const c of res.results) {
      const demo = DEMO_CHARITIES.find((d) => d.slug === c.slug)!;
      const gifts = seededDonations((d) => d.charity === c.slug || demo.projects.some((p) => p.slug === d.project));
      expect(c).toMatchObject({ id: expect.any(Number), name: demo.name, currency: demo.currency, projects_count: demo.projects.length });
      expect(c.image).toBe(`/media/seed/charities/${c.slug}.svg`);
      expect(c.goal_minor).toBe(demo.projects.reduce((s, p) => s + p.goal_minor, 0));
      expect(c.raised_minor).toBe(demo.projects.reduce((s, p) => s + p.raised_minor, 0) + gifts.sum);
      expect(c.donors_count).toBe(gifts.donors);
    }
    expect(res.results.find((c: Json) => c.slug === 'pustak-gaadi-trust').donors_count).toBeGreaterThan(0);
  });

  it('shows a school its own charity besides the platform-wide ones, and no other site', async () => {
    const slugs = async (host: string) => (await json('/api/charities/', host)).results.map((c: Json) => c.slug);
    expect(await slugs(GW)).toContain('millbrook-hedgehog-rescue');
    expect(await slugs(GW)).toHaveLength(4);
    expect(await slugs(BF)).not.toContain('millbrook-hedgehog-rescue');
    expect(await slugs(MAIN)).not.toContain('millbrook-hedgehog-rescue');
    expect((await get('/api/charities/millbrook-hedgehog-rescue/', BF)).statusCode).toBe(404);
    expect((await get('/api/charities/millbrook-hedgehog-rescue/', MAIN)).statusCode).toBe(404);
    const own = await json('/api/charities/millbrook-hedgehog-rescue/', GW);
    // Both gifts to Greenwood's own cause were made on Greenwood's site, so both are listed.
    expect(own.recent_donations).toHaveLength(2);
  });

  it('pages the list with DRF-style links', async () => {
    const res = await json('/api/charities/?limit=2');
    expect(res.results).toHaveLength(2);
    expect(res.next).toBe('/api/charities/?limit=2&offset=2');
    expect(res.previous).toBeNull();
    expect((await get('/api/charities/?limit=0')).statusCode).toBe(400);
  });

  it('opens a charity by id or slug with its story, photos, projects, recent public gifts and the site’s pages', async () => {
    const bySlug = await json('/api/charities/yachay-warmi/');
    const byId = await json(`/api/charities/${bySlug.id}/`);
    expect(byId).toEqual(bySlug);
    const demo = DEMO_CHARITIES.find((c) => c.slug === 'yachay-warmi')!;
    expect(bySlug.story).toBe(demo.story);
    expect(bySlug.photos).toEqual(DEMO_CAUSE_EXTRAS['yachay-warmi']!.photos.map((_, i) => `/media/seed/photos/yachay-warmi-${i + 1}.svg`));
    expect(bySlug.projects.map((p: Json) => p.slug).sort()).toEqual(demo.projects.map((p) => p.slug).sort());
    for (const p of bySlug.projects) {
      const gifts = seededDonations((d) => d.project === p.slug);
      const seeded = demo.projects.find((x) => x.slug === p.slug)!;
      expect(p.raised_minor).toBe(seeded.raised_minor + gifts.sum);
      expect(p.donors_count).toBe(gifts.donors);
      expect(p.charity).toEqual({ id: bySlug.id, slug: 'yachay-warmi', name: demo.name });
    }
    // On the main site only the main site's gifts are listed; Greenwood's gifts count in the totals.
    const mainGifts = seededDonations((d) => d.site === 'main' && projectsOf('yachay-warmi').some((p) => p.slug === d.project));
    expect(bySlug.recent_donations).toHaveLength(DEMO_DONATIONS.filter((d) => d.site === 'main' && projectsOf('yachay-warmi').some((p) => p.slug === d.project)).length);
    expect(bySlug.recent_donations.reduce((s: number, d: Json) => s + d.amount_minor, 0)).toBe(mainGifts.sum);
    const all = seededDonations((d) => projectsOf('yachay-warmi').some((p) => p.slug === d.project));
    expect(bySlug.raised_minor).toBe(demo.projects.reduce((s, p) => s + p.raised_minor, 0) + all.sum);
    expect(bySlug.fundraisers).toEqual([]);
    // At Greenwood, Year 4 Oak's page raises for one of its projects.
    const atGreenwood = await json('/api/charities/yachay-warmi/', GW);
    expect(atGreenwood.fundraisers.map((f: Json) => f.slug)).toEqual(['year-4-oak-bike-a-thon']);
    expect(atGreenwood.fundraisers[0].owner).toEqual({ kind: 'class', name: DEMO.className });
  });

  it('shows anonymous gifts without a name or dedication', async () => {
    const res = await json('/api/charities/pustak-gaadi-trust/');
    const anonymous = res.recent_donations.filter((d: Json) => d.anonymous);
    expect(anonymous.length).toBeGreaterThan(0);
    for (const d of anonymous) expect(d).toMatchObject({ display_name: 'Anonymous', dedication: null });
    expect(JSON.stringify(res)).not.toContain('Vikram');
    expect(JSON.stringify(res)).not.toContain('For my old school in Barmer');
    expect(res.recent_donations.find((d: Json) => d.display_name === 'Meera Iyer').dedication).toBe('In memory of my grandmother, who loved stories');
    // Newest first; no email or order reference leaves.
    const times = res.recent_donations.map((d: Json) => Date.parse(d.paid_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(JSON.stringify(res)).not.toMatch(/@example\.com/);
  });

  it('keeps drafts and unknown charities out', async () => {
    const draft = await freshCause('draftie', { status: 'draft' });
    expect((await json('/api/charities/?limit=50')).results.map((c: Json) => c.slug)).not.toContain(draft.charity.slug);
    expect((await get(`/api/charities/${draft.charity.slug}/`)).statusCode).toBe(404);
    expect((await get(`/api/charities/${draft.charity.id}/`)).statusCode).toBe(404);
    expect((await get(`/api/projects/${draft.project.slug}/`)).statusCode).toBe(404);
    const res = await get('/api/charities/no-such-charity/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'We couldn’t find this charity.' });
    // A draft project of a published charity is left out of the charity's page and the totals.
    const half = await freshCause('halfdraft', { projectStatus: 'draft' });
    const page = await json(`/api/charities/${half.charity.slug}/`);
    expect(page).toMatchObject({ projects: [], goal_minor: 0, raised_minor: 0, projects_count: 0 });
  });
});

describe('money raised', () => {
  it('counts only paid gifts of paid or fulfilled orders, in the cause’s currency, each donor once', async () => {
    const cause = await freshCause('totals');
    const before = await json(`/api/projects/${cause.project.slug}/`);
    expect(before).toMatchObject({ raised_minor: 10_000, donors_count: 0, recent_donations: [] });
    await gift(cause, { amountMinor: 1_000, status: 'fulfilled', email: 'same@example.com' });
    await gift(cause, { amountMinor: 500, status: 'paid', email: 'SAME@example.com' });
    await gift(cause, { amountMinor: 300, status: 'pending' });
    await gift(cause, { amountMinor: 700, status: 'refunded' });
    await gift(cause, { amountMinor: 200, status: 'cancelled' });
    await gift(cause, { amountMinor: 900, status: 'failed' });
    await gift(cause, { amountMinor: 400, status: 'fulfilled', currency: 'GBP' });
    const after = await json(`/api/projects/${cause.project.slug}/`);
    expect(after.raised_minor).toBe(10_000 + 1_500);
    expect(after.donors_count).toBe(1);
    // The list shows each paid gift as it was given; only the sums keep to the cause's currency.
    expect(after.recent_donations.map((d: Json) => [d.amount_minor, d.currency]).sort((a: number[], b: number[]) => a[0]! - b[0]!)).toEqual([
      [400, 'GBP'],
      [500, 'USD'],
      [1_000, 'USD'],
    ]);
    const charity = await json(`/api/charities/${cause.charity.slug}/`);
    expect(charity).toMatchObject({ raised_minor: 11_500, donors_count: 1, goal_minor: 100_000 });
    const listed = (await json('/api/projects/?search=totals')).results[0];
    expect(listed).toMatchObject({ slug: cause.project.slug, raised_minor: 11_500, donors_count: 1 });
  });

  it('adds a gift made on a school’s site to a platform-wide cause everywhere, but lists it only on that site', async () => {
    const cause = await freshCause('crosssite');
    await gift(cause, { amountMinor: 2_500, tenantId: gwId, displayName: 'Greenwood Grandad' });
    for (const host of [MAIN, GW, BF]) expect((await json(`/api/projects/${cause.project.slug}/`, host)).raised_minor).toBe(12_500);
    expect((await json(`/api/projects/${cause.project.slug}/`, GW)).recent_donations.map((d: Json) => d.display_name)).toEqual(['Greenwood Grandad']);
    expect((await json(`/api/projects/${cause.project.slug}/`, MAIN)).recent_donations).toEqual([]);
    expect((await json(`/api/projects/${cause.project.slug}/`, BF)).recent_donations).toEqual([]);
  });

  it('a gift through a fundraising page credits the page as well as the project', async () => {
    const page = await json('/api/fundraisers/amara-sponsored-silence/', GW);
    const project = await json('/api/projects/rain-tanks-for-kalawa-schools/', GW);
    const [f] = await platform((tx) => tx.select().from(fundraisers).where(eq(fundraisers.slug, 'amara-sponsored-silence')));
    await platform((tx) =>
      recordDonation(tx, {
        tenantId: gwId,
        charityId: f!.charityId,
        projectId: f!.projectId,
        fundraiserId: f!.id,
        amountMinor: 1_234,
        currency: f!.currency,
        name: 'A Neighbour',
        email: 'neighbour@example.com',
        title: 'Donation',
      }),
    );
    const pageAfter = await json('/api/fundraisers/amara-sponsored-silence/', GW);
    expect(pageAfter.raised_minor).toBe(page.raised_minor + 1_234);
    expect(pageAfter.supporters_count).toBe(page.supporters_count + 1);
    expect(pageAfter.recent_donations[0]).toMatchObject({ display_name: 'A Neighbour', amount_minor: 1_234 });
    expect((await json('/api/projects/rain-tanks-for-kalawa-schools/', GW)).raised_minor).toBe(project.raised_minor + 1_234);
  });
});

describe('projects', () => {
  it('lists published projects of published charities, by title, with progress and their charity', async () => {
    const res = await json('/api/projects/?limit=50');
    const slugs = res.results.map((p: Json) => p.slug);
    for (const c of DEMO_CHARITIES) for (const p of c.projects) expect(slugs).toContain(p.slug);
    expect(slugs).not.toContain('winter-hedgehog-hospital');
    const titles = res.results.map((p: Json) => p.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const wheels = res.results.find((p: Json) => p.slug === 'library-on-wheels-barmer');
    const gifts = seededDonations((d) => d.project === 'library-on-wheels-barmer');
    expect(wheels).toMatchObject({
      title: 'A Library on Wheels for Barmer',
      currency: 'INR',
      goal_minor: 120_000_000,
      raised_minor: 74_350_000 + gifts.sum,
      donors_count: gifts.donors,
      image: '/media/seed/projects/library-on-wheels-barmer.svg',
      charity: { slug: 'pustak-gaadi-trust', name: 'Pustak Gaadi Trust' },
    });
    expect((await json('/api/projects/?limit=50', GW)).results.map((p: Json) => p.slug)).toContain('winter-hedgehog-hospital');
  });

  it('filters by charity (id or slug) and search, and pages', async () => {
    const bySlug = await json('/api/projects/?charity=maji-safi-kwa-watoto');
    expect(bySlug.results.map((p: Json) => p.slug).sort()).toEqual(['handwashing-stations-twelve-schools', 'rain-tanks-for-kalawa-schools']);
    const id = bySlug.results[0].charity.id;
    expect((await json(`/api/projects/?charity=${id}`)).count).toBe(2);
    expect((await json('/api/projects/?charity=no-such-charity')).count).toBe(0);
    expect((await json('/api/projects/?charity=millbrook-hedgehog-rescue')).count).toBe(0);
    expect((await json('/api/projects/?charity=millbrook-hedgehog-rescue', GW)).count).toBe(1);
    expect((await json('/api/projects/?search=BICYCLES')).results.map((p: Json) => p.slug)).toEqual(['bicycles-for-girls-in-ccorca']);
    // The charity's name matches too; LIKE's wildcards are taken literally.
    expect((await json('/api/projects/?search=Yachay')).count).toBe(2);
    expect((await json('/api/projects/?search=%25')).count).toBe(0);
    const page = await json('/api/projects/?limit=2&offset=2');
    expect(page.results).toHaveLength(2);
    expect(page.previous).toBe('/api/projects/?limit=2&offset=0');
    expect((await get(`/api/projects/?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('opens a project with its story, photos, charity, updates (newest first), recent gifts and the site’s pages', async () => {
    const p = await json('/api/projects/library-on-wheels-barmer/');
    expect(p.story).toContain('converted van');
    expect(p.photos).toEqual([1, 2, 3].map((i) => `/media/seed/photos/library-on-wheels-barmer-${i}.svg`));
    expect(p.charity).toMatchObject({ slug: 'pustak-gaadi-trust', name: 'Pustak Gaadi Trust', image: '/media/seed/charities/pustak-gaadi-trust.svg' });
    const updates = DEMO_CAUSE_EXTRAS['library-on-wheels-barmer']!.updates!;
    expect(p.updates.map((u: Json) => u.title)).toEqual([...updates].sort((a, b) => a.days_ago - b.days_ago).map((u) => u.title));
    expect(p.recent_donations.length).toBe(3);
    expect(p.fundraisers).toEqual([]);
    const bikes = await json('/api/projects/bicycles-for-girls-in-ccorca/', GW);
    expect(bikes.fundraisers).toHaveLength(1);
    expect(bikes.fundraisers[0]).toMatchObject({ slug: 'year-4-oak-bike-a-thon', owner: { kind: 'class', name: DEMO.className }, currency: 'GBP' });
    expect((await get('/api/projects/winter-hedgehog-hospital/', MAIN)).statusCode).toBe(404);
    expect((await get('/api/projects/winter-hedgehog-hospital/', BF)).statusCode).toBe(404);
    expect((await get('/api/projects/no-such-project/')).json()).toEqual({ error: 'We couldn’t find this project.' });
  });
});

describe('fundraising pages', () => {
  it('shows a student’s page with their first name only, its cause, what it raised and its supporters', async () => {
    const page = await json('/api/fundraisers/amara-sponsored-silence/', GW);
    const demo = DEMO_FUNDRAISERS.find((f) => f.key === 'amara')!;
    const gifts = seededDonations((d) => d.fundraiser === 'amara');
    expect(page).toMatchObject({
      slug: 'amara-sponsored-silence',
      title: demo.title,
      story: demo.story,
      owner: { kind: 'student', name: 'Amara' },
      charity: { slug: 'maji-safi-kwa-watoto' },
      project: { slug: 'rain-tanks-for-kalawa-schools' },
      currency: 'USD',
      goal_minor: demo.goal_minor,
      active: true,
      image: '/media/seed/projects/rain-tanks-for-kalawa-schools.svg',
    });
    expect(page.raised_minor).toBeGreaterThanOrEqual(gifts.sum);
    const body = JSON.stringify(page);
    expect(body).not.toContain('Okafor');
    expect(body).not.toContain(username('Amara'));
    expect(body).not.toMatch(/"id":"[0-9a-f-]{36}"/);
  });

  it('shows a class page by the class’s name, and neither page on another site', async () => {
    const oak = await json('/api/fundraisers/year-4-oak-bike-a-thon/', GW);
    const gifts = seededDonations((d) => d.fundraiser === 'oak');
    expect(oak).toMatchObject({ owner: { kind: 'class', name: DEMO.className }, raised_minor: gifts.sum, supporters_count: gifts.donors });
    expect(oak.recent_donations.find((d: Json) => d.display_name === 'Ms Alvarez')).toBeTruthy();
    for (const host of [MAIN, BF]) {
      const res = await get('/api/fundraisers/year-4-oak-bike-a-thon/', host);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: FUNDRAISER_MSG.notFound });
    }
    expect((await get('/api/fundraisers/NOT a slug/', GW)).statusCode).toBe(404);
  });

  it('draws the share link as a QR code for open pages', async () => {
    const res = await get('/api/fundraisers/year-4-oak-bike-a-thon/qr.svg', GW);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).not.toMatch(/<script/i);
    expect((await get('/api/fundraisers/year-4-oak-bike-a-thon/qr.svg', MAIN)).statusCode).toBe(404);
  });

  it('lists my pages, my class’s page and what I may start', async () => {
    const amara = await login(username('Amara'));
    const mine = (await call('GET', '/api/fundraisers/mine/', { token: amara })).json();
    expect(mine.can_create).toBe(true);
    expect(mine.reason).toBeNull();
    expect(mine.classes).toEqual([]);
    const own = mine.results.find((f: Json) => f.slug === 'amara-sponsored-silence');
    expect(own).toMatchObject({ can_edit: true, active: true, share_url: 'http://greenwood.localhost:3000/fundraisers/amara-sponsored-silence', qr_url: '/api/fundraisers/amara-sponsored-silence/qr.svg' });
    expect(mine.results.find((f: Json) => f.slug === 'year-4-oak-bike-a-thon')).toMatchObject({ can_edit: false });
    // Only the pages I may change add up to "money I have raised".
    expect(mine.totals).toEqual([{ currency: 'USD', raised_minor: own.raised_minor }]);

    const teacher = await login(DEMO.teacher);
    const tm = (await call('GET', '/api/fundraisers/mine/', { token: teacher })).json();
    expect(tm.classes).toEqual([{ id: expect.any(String), name: DEMO.className }]);
    expect(tm.results.map((f: Json) => [f.slug, f.can_edit])).toEqual([['year-4-oak-bike-a-thon', true]]);
    expect(tm.totals).toEqual([{ currency: 'GBP', raised_minor: tm.results[0].raised_minor }]);

    const admin = await login(DEMO.schoolAdmin);
    const am = (await call('GET', '/api/fundraisers/mine/', { token: admin })).json();
    expect(am.can_create).toBe(true);
    expect(am.classes.map((c: Json) => c.name)).toContain(DEMO.className);

    const org = await login(DEMO.orgAdmin, BF);
    const om = (await call('GET', '/api/fundraisers/mine/', { host: BF, token: org })).json();
    expect(om).toMatchObject({ can_create: false, reason: FUNDRAISER_MSG.notAllowed, results: [] });

    const platformAdmin = await login(DEMO.admin, MAIN);
    const pm = (await call('GET', '/api/fundraisers/mine/', { host: MAIN, token: platformAdmin })).json();
    expect(pm).toEqual({ results: [], totals: [], can_create: false, reason: FUNDRAISER_MSG.schoolSiteOnly, classes: [] });

    expect((await call('GET', '/api/fundraisers/mine/')).statusCode).toBe(401);
  });

  it('lets a student start a page for a project, showing only their first name', async () => {
    const token = await login(username('Kofi'));
    const res = await send('POST', '/api/fundraisers/', { project_id: await projectId('handwashing-stations-twelve-schools'), title: '  Kofi walks   for soap ', story: 'I will walk 10 km.\r\n\r\n\r\n\r\nPlease help!', goal_minor: 5_000 }, { token });
    expect(res.statusCode, res.body).toBe(201);
    const page = res.json();
    expect(page).toMatchObject({ title: 'Kofi walks for soap', story: 'I will walk 10 km.\n\nPlease help!', owner: { kind: 'student', name: 'Kofi' }, currency: 'USD', goal_minor: 5_000, raised_minor: 0, can_edit: true, active: true });
    expect(page.slug).toMatch(/^kofi-walks-for-soap-[a-z2-9]{6}$/);
    expect(page.charity.slug).toBe('maji-safi-kwa-watoto');
    const pub = await json(`/api/fundraisers/${page.slug}/`, GW);
    expect(JSON.stringify(pub)).not.toContain('Asante');
  });

  it('keeps a student’s surname and contact details off their public page', async () => {
    const token = await login(username('Kofi'));
    const base = { project_id: await projectId('handwashing-stations-twelve-schools'), goal_minor: 5_000 };
    const surname = await send('POST', '/api/fundraisers/', { ...base, title: 'Kofi ASANTE runs' }, { token });
    expect(surname.statusCode).toBe(400);
    expect(surname.json()).toEqual({ error: 'Please correct the highlighted fields.', title: [FUNDRAISER_MSG.surname] });
    for (const story of ['Email me at kofi@example.com', 'Call 07700 900123', 'See www.kofi-runs.example', 'https://example.org/me']) {
      const res = await send('POST', '/api/fundraisers/', { ...base, title: 'Kofi runs', story }, { token });
      expect(res.statusCode, story).toBe(400);
      expect(res.json().story).toEqual([FUNDRAISER_MSG.contact]);
    }
    // Words that merely contain the surname, and ordinary numbers, are fine.
    expect(studentTextProblem('Asante', 'Asanteland is not a word; £1,000,000 is a lot')).toBeNull();
    expect(studentTextProblem('Li', 'Lions and Libraries')).toBeNull();
    expect(studentTextProblem('García', 'Mateo GARCÍA')).toBe(FUNDRAISER_MSG.surname);
  });

  it('validates the cause, title, story and goal with a message for each field', async () => {
    const token = await login(username('Mei'));
    const post = (payload: Json) => send('POST', '/api/fundraisers/', payload, { token });
    const pid = await projectId('handwashing-stations-twelve-schools');
    const none = await post({ title: 'For water', goal_minor: 100 });
    expect(none.json()).toMatchObject({ project_id: [FUNDRAISER_MSG.causeRequired] });
    for (const goal of [0, -5, 10.5, MAX_AMOUNT_MINOR + 1, '100']) {
      const res = await post({ project_id: pid, title: 'For water', goal_minor: goal });
      expect(res.statusCode, String(goal)).toBe(400);
      expect(res.json().goal_minor).toHaveLength(1);
    }
    expect((await post({ project_id: pid, title: 'Hi', goal_minor: 100 })).json().title).toEqual([FUNDRAISER_MSG.titleShort]);
    expect((await post({ project_id: pid, title: 'x'.repeat(101), goal_minor: 100 })).json().title).toEqual([FUNDRAISER_MSG.titleLong]);
    expect((await post({ project_id: pid, title: 'For water', story: 'x'.repeat(2001), goal_minor: 100 })).json().story).toEqual([FUNDRAISER_MSG.storyLong]);
    // Causes this site cannot see, drafts, and a project named with another charity.
    const millbrook = await platform(async (tx) => (await tx.select().from(projects).where(eq(projects.slug, 'winter-hedgehog-hospital')))[0]!);
    const bfToken = await login(DEMO.orgAdmin, BF);
    const other = await send('POST', '/api/fundraisers/', { project_id: millbrook.id, title: 'Hedgehogs', goal_minor: 100 }, { token: bfToken, host: BF });
    expect(other.statusCode).toBe(403); // an organisation admin has no page of their own
    const draft = await freshCause('fdraft', { projectStatus: 'draft' });
    expect((await post({ project_id: draft.project.id, title: 'For drafts', goal_minor: 100 })).json()).toMatchObject({ project_id: [FUNDRAISER_MSG.causeNotFound] });
    const yachay = (await json('/api/charities/yachay-warmi/')).id;
    expect((await post({ project_id: pid, charity_id: yachay, title: 'Mixed up', goal_minor: 100 })).json()).toMatchObject({ charity_id: [FUNDRAISER_MSG.causeMismatch] });
    // A page for a charity takes the charity's currency.
    const charityPage = await post({ charity_id: yachay, title: 'Mei for Yachay Warmi', goal_minor: 3_000 });
    expect(charityPage.statusCode).toBe(201);
    expect(charityPage.json()).toMatchObject({ currency: 'GBP', project: null, charity: { slug: 'yachay-warmi' } });
    expect((await send('POST', '/api/fundraisers/', { project_id: pid, title: 'Anonymous page', goal_minor: 100 })).statusCode).toBe(401);
  });

  it('hides another school’s own causes from a page’s choice of cause', async () => {
    const bfTenant = bfId;
    const bfCause = await freshCause('bfonly', { tenantId: bfTenant, currency: 'GBP' });
    const token = await login(username('Mei'));
    const res = await send('POST', '/api/fundraisers/', { project_id: bfCause.project.id, title: 'Not ours', goal_minor: 100 }, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ project_id: [FUNDRAISER_MSG.causeNotFound] });
  });

  it('lets a teacher start a page for their own class only, and a school admin for any class of the school', async () => {
    const pid = await projectId('secondary-school-scholarships');
    const teacher = await login(DEMO.teacher);
    const [oak] = await platform((tx) => tx.select().from(classes).where(eq(classes.code, DEMO.classCode)));
    const created = await send('POST', '/api/fundraisers/', { project_id: pid, class_id: oak!.id, title: 'Oak reads for scholarships', goal_minor: 20_000 }, { token: teacher });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ owner: { kind: 'class', name: DEMO.className }, can_edit: true });

    // Another teacher's class at the same school, and a class of another school.
    const { otherClass, bfClass } = await platform(async (tx) => {
      const other = await createUser(tx, { tenantId: gwId, role: 'teacher', firstName: 'Omar', lastName: 'Farouk', email: 'omar@greenwood.test', password: DEMO.password });
      const { klass } = await createClassWithStudents(tx, { tenantId: gwId, name: 'Year 5 Ash', code: 'GRN5A', teacherId: other.id, password: DEMO.password, students: [] });
      const { klass: bf } = await createClassWithStudents(tx, { tenantId: bfId, name: 'BF Class', code: 'BFC01', teacherId: null, password: DEMO.password, students: [] });
      return { otherClass: klass, bfClass: bf };
    });
    const notMine = await send('POST', '/api/fundraisers/', { project_id: pid, class_id: otherClass.id, title: 'Ash class page', goal_minor: 100 }, { token: teacher });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toEqual({ error: FUNDRAISER_MSG.notYourClass });
    const elsewhere = await send('POST', '/api/fundraisers/', { project_id: pid, class_id: bfClass.id, title: 'BF page', goal_minor: 100 }, { token: teacher });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ class_id: [FUNDRAISER_MSG.classNotFound] });

    const student = await login(username('Priya'));
    const byStudent = await send('POST', '/api/fundraisers/', { project_id: pid, class_id: oak!.id, title: 'Class page by me', goal_minor: 100 }, { token: student });
    expect(byStudent.statusCode).toBe(403);

    const admin = await login(DEMO.schoolAdmin);
    const own = await send('POST', '/api/fundraisers/', { project_id: pid, title: 'My own page', goal_minor: 100 }, { token: admin });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: FUNDRAISER_MSG.notAllowed });
    const forAsh = await send('POST', '/api/fundraisers/', { project_id: pid, class_id: otherClass.id, title: 'Ash reads too', goal_minor: 100 }, { token: admin });
    expect(forAsh.statusCode).toBe(201);
    expect(forAsh.json().owner).toEqual({ kind: 'class', name: 'Year 5 Ash' });
  });

  it('refuses pages on the main site', async () => {
    const mainStudent = await platform((tx) => createUser(tx, { tenantId: null, role: 'student', firstName: 'Noor', lastName: 'Main', username: 'noormain', password: DEMO.password }));
    expect(mainStudent.tenantId).toBeNull();
    const token = await login('noormain', MAIN);
    const res = await send('POST', '/api/fundraisers/', { project_id: await projectId('handwashing-stations-twelve-schools'), title: 'Main site page', goal_minor: 100 }, { token, host: MAIN });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: FUNDRAISER_MSG.schoolSiteOnly });
  });

  it('lets the owner change, close and reopen a page, up to the limit of open pages; nobody else', async () => {
    const token = await login(username('Yusuf'));
    const pid = await projectId('rain-tanks-for-kalawa-schools');
    const slugs: string[] = [];
    for (let i = 0; i < FUNDRAISER_LIMITS.openPerOwner; i++) {
      const res = await send('POST', '/api/fundraisers/', { project_id: pid, title: `Yusuf page ${i + 1}`, goal_minor: 1_000 }, { token });
      expect(res.statusCode, res.body).toBe(201);
      slugs.push(res.json().slug);
    }
    const over = await send('POST', '/api/fundraisers/', { project_id: pid, title: 'One too many', goal_minor: 1_000 }, { token });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: FUNDRAISER_MSG.tooMany });

    const first = slugs[0]!;
    const changed = await send('PATCH', `/api/fundraisers/${first}/`, { title: 'Yusuf swims for water', goal_minor: 2_500 }, { token });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Yusuf swims for water', goal_minor: 2_500, slug: first });
    expect((await send('PATCH', `/api/fundraisers/${first}/`, { story: 'Write to yusuf@example.com' }, { token })).json().story).toEqual([FUNDRAISER_MSG.contact]);
    expect((await send('PATCH', `/api/fundraisers/${first}/`, {}, { token })).statusCode).toBe(400);

    // Someone else: a classmate, the teacher (it is not a class page), another site, nobody.
    const classmate = await login(username('Mei'));
    expect((await send('PATCH', `/api/fundraisers/${first}/`, { title: 'Hacked' }, { token: classmate })).json()).toEqual({ error: FUNDRAISER_MSG.notOwner });
    const teacher = await login(DEMO.teacher);
    expect((await send('PATCH', `/api/fundraisers/${first}/`, { title: 'Hacked' }, { token: teacher })).statusCode).toBe(403);
    const bf = await login(DEMO.orgAdmin, BF);
    expect((await send('PATCH', `/api/fundraisers/${first}/`, { title: 'Hacked' }, { token: bf, host: BF })).statusCode).toBe(404);
    expect((await send('PATCH', `/api/fundraisers/${first}/`, { title: 'Hacked' })).statusCode).toBe(401);

    const closed = await send('PATCH', `/api/fundraisers/${first}/`, { active: false }, { token });
    expect(closed.json().active).toBe(false);
    expect((await get(`/api/fundraisers/${first}/`, GW)).statusCode).toBe(404);
    expect((await get(`/api/fundraisers/${first}/qr.svg`, GW)).statusCode).toBe(404);
    const mine = (await call('GET', '/api/fundraisers/mine/', { token })).json();
    expect(mine.results.find((f: Json) => f.slug === first)).toMatchObject({ active: false, title: 'Yusuf swims for water' });
    // With one closed, another may start; then reopening the first would go over the limit.
    expect((await send('POST', '/api/fundraisers/', { project_id: pid, title: 'Yusuf page 6', goal_minor: 1_000 }, { token })).statusCode).toBe(201);
    expect((await send('PATCH', `/api/fundraisers/${first}/`, { active: true }, { token })).json()).toEqual({ error: FUNDRAISER_MSG.tooMany });
    expect((await send('PATCH', `/api/fundraisers/${slugs[1]}/`, { active: false }, { token })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/fundraisers/${first}/`, { active: true }, { token })).json().active).toBe(true);
    expect((await get(`/api/fundraisers/${first}/`, GW)).statusCode).toBe(200);
  });

  it('lets the class’s teacher change the class page, not its students', async () => {
    const teacher = await login(DEMO.teacher);
    const res = await send('PATCH', '/api/fundraisers/year-4-oak-bike-a-thon/', { goal_minor: 60_000 }, { token: teacher });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().goal_minor).toBe(60_000);
    const student = await login(username('Amara'));
    expect((await send('PATCH', '/api/fundraisers/year-4-oak-bike-a-thon/', { goal_minor: 1 }, { token: student })).statusCode).toBe(403);
  });

  it('a closed page is no longer listed on its cause', async () => {
    const [f] = await platform((tx) => tx.select().from(fundraisers).where(and(eq(fundraisers.slug, 'year-4-oak-bike-a-thon'), eq(fundraisers.tenantId, gwId))));
    await platform((tx) => tx.update(fundraisers).set({ active: false }).where(eq(fundraisers.id, f!.id)));
    try {
      expect((await json('/api/projects/bicycles-for-girls-in-ccorca/', GW)).fundraisers).toEqual([]);
    } finally {
      await platform((tx) => tx.update(fundraisers).set({ active: true }).where(eq(fundraisers.id, f!.id)));
    }
  });
});

async function projectId(slug: string): Promise<number> {
  const [row] = await platform((tx) => tx.select().from(projects).where(and(eq(projects.slug, slug), isNull(projects.tenantId))));
  return row!.id;
}
