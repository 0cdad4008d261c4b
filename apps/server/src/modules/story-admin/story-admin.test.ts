import { PUBLISHING_MSG } from '@commonshelf/shared/library/publishing.schemas';
import { STORY_ADMIN_MSG as MSG } from '@commonshelf/shared/library/story-admin.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BULK_CLASS, DEMO_BULK_TEACHER } from '../../db/seed/content/bulk-enrolment.content.js';
import { createTenant, createUser, DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { classes } from '../classes/classes.table.js';
import { stories } from '../library/library.table.js';
import { mailOutbox } from '../mail/mail.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { login, platform } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let ipSeq = 0;
const req = (method: 'GET' | 'POST', url: string, o: { token?: string; host?: string; json?: Json } = {}) =>
  t.app.inject({
    method,
    url,
    ...(o.json ? { payload: o.json } : {}),
    headers: { host: o.host ?? GW, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
    remoteAddress: `10.66.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
  });

const URL = '/api/admin/stories/';
const gwId = async () => (await platform((tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.subdomain, 'greenwood'))))[0]!.id;
const storyBySlug = async (slug: string) => (await platform((tx) => tx.select().from(stories).where(eq(stories.slug, slug))))[0]!;

/** A student writes a story and sends it for review, through the publishing API. */
async function pendingStoryBy(username: string, title: string) {
  const token = await login(username);
  const created = await req('POST', '/api/publishing/stories/', { token, json: { title, summary: `${title}, in short.` } });
  expect(created.statusCode, created.body).toBe(201);
  const { slug } = created.json();
  await t.app.inject({
    method: 'PATCH',
    url: `/api/publishing/stories/${slug}/`,
    payload: { body_html: `<p>${title}: once upon a time.</p>` },
    headers: { host: GW, authorization: `Bearer ${token}` },
  });
  const sent = await req('POST', `/api/publishing/stories/${slug}/submit/`, { token });
  expect(sent.json().status).toBe('pending');
  return sent.json() as Json;
}

describe('a school’s stories page', () => {
  it('lists every story of the school with its author, classes, status and dates; waiting ones first', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const res = await req('GET', `${URL}?limit=100`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    const gw = await gwId();
    const all = await platform((tx) => tx.select().from(stories).where(eq(stories.tenantId, gw)));
    expect(page.count).toBe(all.length);
    expect(page.counts).toEqual({
      all: all.length,
      draft: all.filter((s) => s.status === 'draft').length,
      pending: all.filter((s) => s.status === 'pending').length,
      published: all.filter((s) => s.status === 'published').length,
      rejected: all.filter((s) => s.status === 'rejected').length,
    });
    expect(page.counts.pending).toBeGreaterThan(0);
    // Waiting for review first.
    const statuses = page.results.map((s: Json) => s.status);
    expect(statuses.slice(0, page.counts.pending).every((s: string) => s === 'pending')).toBe(true);

    const kite = page.results.find((s: Json) => s.slug === 'noahs-kite');
    expect(kite).toMatchObject({
      title: 'Noah’s Kite',
      status: 'pending',
      author: { name: 'Noah Adeyemi', role: 'student', username: 'noaha32' },
      classes: [{ name: DEMO_BULK_CLASS.name }],
      submitted_at: '2026-03-03T14:00:00.000Z',
      published_at: null,
    });
    const match = page.results.find((s: Json) => s.slug === 'the-big-match');
    expect(match).toMatchObject({ status: 'rejected', reviewed_by: `${DEMO_BULK_TEACHER.first_name} ${DEMO_BULK_TEACHER.last_name}` });
    expect(match.rejection_reason).toContain('Tell us more');
    // The school's classes, for the filter.
    expect(page.classes.map((c: Json) => c.name).sort()).toEqual([DEMO.className, DEMO_BULK_CLASS.name].sort());
  });

  it('filters by status, class and search (title, summary or the author’s name), and pages', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const pending = (await req('GET', `${URL}?status=pending`, { token: admin })).json();
    expect(pending.results.length).toBeGreaterThan(0);
    expect(pending.results.every((s: Json) => s.status === 'pending')).toBe(true);
    const drafts = (await req('GET', `${URL}?status=draft`, { token: admin })).json();
    expect(drafts.results.map((s: Json) => s.slug)).toContain('our-school-garden');

    const [willow] = await platform((tx) => tx.select().from(classes).where(eq(classes.name, DEMO_BULK_CLASS.name)));
    const [oak] = await platform((tx) => tx.select().from(classes).where(eq(classes.name, DEMO.className)));
    const inWillow = (await req('GET', `${URL}?class=${willow!.id}&limit=100`, { token: admin })).json();
    expect(inWillow.results.map((s: Json) => s.slug).sort()).toEqual(['noahs-kite', 'our-school-garden', 'the-big-match']);
    expect(inWillow.counts.all).toBe(3);
    const inOak = (await req('GET', `${URL}?class=${oak!.id}&limit=100`, { token: admin })).json();
    expect(inOak.results.length).toBeGreaterThan(0);
    expect(inOak.results.every((s: Json) => s.classes.some((c: Json) => c.id === oak!.id))).toBe(true);

    expect((await req('GET', `${URL}?search=adeyemi`, { token: admin })).json().results.map((s: Json) => s.slug)).toEqual(['noahs-kite']);
    expect((await req('GET', `${URL}?search=noah adeyemi`, { token: admin })).json().results.map((s: Json) => s.slug)).toEqual(['noahs-kite']);
    expect((await req('GET', `${URL}?search=shopping bag`, { token: admin })).json().results.map((s: Json) => s.slug)).toEqual(['noahs-kite']);
    expect((await req('GET', `${URL}?search=%25`, { token: admin })).json().count).toBe(0);

    const first = (await req('GET', `${URL}?limit=2`, { token: admin })).json();
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('offset=2');
    const second = (await req('GET', first.next, { token: admin })).json();
    expect(second.results.map((s: Json) => s.id)).not.toContain(first.results[0].id);

    // A class of another school, or no class at all, is refused clearly.
    const bf = await platform((tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.subdomain, 'brightfutures')));
    const [bfClass] = await platform((tx) => tx.insert(classes).values({ tenantId: bf[0]!.id, name: 'BF Readers', code: 'BFR001' }).returning());
    const other = await req('GET', `${URL}?class=${bfClass!.id}`, { token: admin });
    expect(other.statusCode).toBe(400);
    expect(other.json().class).toEqual(['Choose a class from the list.']);
    expect((await req('GET', `${URL}?class=not-a-class`, { token: admin })).statusCode).toBe(400);
    expect((await req('GET', `${URL}?status=lost`, { token: admin })).statusCode).toBe(400);
  });

  it('opens a story of any status, body included', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const draft = await storyBySlug('our-school-garden');
    const res = await req('GET', `${URL}${draft.id}/`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'our-school-garden', status: 'draft', author: { name: 'Ella Wright' } });
    expect(res.json().body_html).toContain('very big pumpkin');
    expect((await req('GET', `${URL}999999/`, { token: admin })).statusCode).toBe(404);
  });

  it('approves a waiting story through the publishing review: published in the school’s library, its author told', async () => {
    const admin = await login(DEMO.schoolAdmin);
    // Give the author an email so the review's message to them can be seen.
    await platform((tx) => tx.update(users).set({ email: 'mei.parent@example.org' }).where(eq(users.username, 'meic21')));
    const story = await pendingStoryBy('meic21', 'The Lantern Festival');
    expect((await req('GET', `/api/library/stories/${story.slug}/`)).statusCode).toBe(404);

    const res = await req('POST', `${URL}${story.id}/approve/`, { token: admin, json: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: story.id, status: 'published', reviewed_by: 'Helen Okafor', rejection_reason: null });
    expect(res.json().published_at).not.toBeNull();

    const inLibrary = await req('GET', `/api/library/stories/${story.slug}/`);
    expect(inLibrary.statusCode).toBe(200);
    expect(inLibrary.json()).toMatchObject({ title: 'The Lantern Festival', author: 'Mei' });
    expect((await req('GET', `/api/library/stories/${story.slug}/`, { host: BF })).statusCode).toBe(404);
    const search = (await req('GET', '/api/combined/?search=lantern%20festival')).json();
    expect(JSON.stringify(search)).toContain('The Lantern Festival');

    const mails = await platform((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'mei.parent@example.org')));
    expect(mails.map((m) => m.template)).toEqual(['upload_approved']);
    expect(mails[0]!.subject).toContain('The Lantern Festival');

    // Deciding twice is refused; the author's own view agrees.
    const again = await req('POST', `${URL}${story.id}/reject/`, { token: admin, json: { reason: 'Too late' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PUBLISHING_MSG.notPending);
    const mine = (await req('GET', '/api/publishing/mine/', { token: await login('meic21') })).json();
    expect(mine.stories.find((s: Json) => s.id === story.id)).toMatchObject({ status: 'published', can_edit: false });
  });

  it('rejects with a reason the author reads, and refuses a rejection without one', async () => {
    const admin = await login(DEMO.schoolAdmin);
    await platform((tx) => tx.update(users).set({ email: 'kofi.parent@example.org' }).where(eq(users.username, 'kofia01')));
    const story = await pendingStoryBy('kofia01', 'My Bicycle');
    const noReason = await req('POST', `${URL}${story.id}/reject/`, { token: admin, json: { reason: '   ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().reason).toEqual([PUBLISHING_MSG.reasonRequired]);
    expect((await storyBySlug(story.slug)).status).toBe('pending');

    const res = await req('POST', `${URL}${story.id}/reject/`, { token: admin, json: { reason: 'Tell us where you rode it!' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Tell us where you rode it!' });
    const mine = (await req('GET', '/api/publishing/mine/', { token: await login('kofia01') })).json();
    expect(mine.stories.find((s: Json) => s.id === story.id)).toMatchObject({ status: 'rejected', rejection_reason: 'Tell us where you rode it!', can_edit: true });
    const mails = await platform((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'kofi.parent@example.org')));
    expect(mails.map((m) => m.template)).toEqual(['upload_rejected']);
    expect(mails[0]!.text).toContain('Tell us where you rode it!');
    expect((await req('GET', `/api/library/stories/${story.slug}/`)).statusCode).toBe(404);
  });

  it('unpublishes a published story: out of the library, back to its author as a draft', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const gw = await gwId();
    const [published] = await platform((tx) => tx.select().from(stories).where(and(eq(stories.tenantId, gw), eq(stories.status, 'published'))).limit(1));
    expect((await req('GET', `/api/library/stories/${published!.slug}/`)).statusCode).toBe(200);

    const res = await req('POST', `${URL}${published!.id}/unpublish/`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft', published_at: null, reviewed_by: 'Helen Okafor' });
    expect((await req('GET', `/api/library/stories/${published!.slug}/`)).statusCode).toBe(404);
    const again = await req('POST', `${URL}${published!.id}/unpublish/`, { token: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.notPublished);
    // Its author can change it and send it again.
    const author = (await platform((tx) => tx.select().from(users).where(eq(users.id, published!.authorId!))))[0]!;
    const mine = (await req('GET', '/api/publishing/mine/', { token: await login(author.username!) })).json();
    expect(mine.stories.find((s: Json) => s.id === published!.id)).toMatchObject({ status: 'draft', can_edit: true });
  });
});

describe('who may manage a school’s stories', () => {
  it('answers 401 without a login, 403 to teachers, students and the platform admin, and 404 for another school’s story', async () => {
    const pending = await storyBySlug('noahs-kite');
    expect((await req('GET', URL)).statusCode).toBe(401);
    const teacher = await login(DEMO.teacher);
    const willowTeacher = await login(DEMO_BULK_TEACHER.email);
    const student = await login('aaravs12');
    for (const token of [teacher, willowTeacher, student]) {
      for (const [method, url] of [
        ['GET', URL],
        ['GET', `${URL}${pending.id}/`],
        ['POST', `${URL}${pending.id}/approve/`],
        ['POST', `${URL}${pending.id}/reject/`],
        ['POST', `${URL}${pending.id}/unpublish/`],
      ] as const) {
        const res = await req(method, url, { token, ...(method === 'POST' ? { json: { reason: 'No' } } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error).toBe(MSG.notSiteAdmin);
      }
    }
    const platformAdmin = await login(DEMO.admin, MAIN);
    expect((await req('GET', URL, { token: platformAdmin, host: MAIN })).statusCode).toBe(403);
    expect((await storyBySlug('noahs-kite')).status).toBe('pending');

    // Another school's admin: on their own site they see their own stories only; Greenwood's are 404.
    const hill = await platform(async (tx) => {
      const site = await createTenant(tx, { name: 'Hilltop School', email: 'office@hilltop.test', subdomain: 'hilltop' });
      await createUser(tx, { tenantId: site.id, role: 'school_admin', firstName: 'Hal', lastName: 'Top', email: 'admin@hilltop.test', password: DEMO.password });
      return site;
    });
    const HILL = 'hilltop.localhost:3000';
    const hillAdmin = await login('admin@hilltop.test', HILL);
    const list = (await req('GET', URL, { token: hillAdmin, host: HILL })).json();
    expect(list).toMatchObject({ count: 0, results: [], classes: [] });
    for (const [method, url] of [
      ['GET', `${URL}${pending.id}/`],
      ['POST', `${URL}${pending.id}/approve/`],
      ['POST', `${URL}${pending.id}/unpublish/`],
    ] as const) {
      expect((await req(method, url, { token: hillAdmin, host: HILL, ...(method === 'POST' ? { json: {} } : {}) })).statusCode, url).toBe(404);
    }
    expect((await storyBySlug('noahs-kite')).status).toBe('pending');
    expect(hill.id).not.toBe(await gwId());
  });
});
