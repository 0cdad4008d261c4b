import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_ENDED, LIVE_FULL, LIVE_NOT_FOUND, LIVE_NOT_REGISTERED } from '@commonshelf/shared/live/live.schemas';
import { DEMO_LIVE_SESSIONS } from '../../db/seed/content/live.content.js';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { createUser, DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { mailOutbox } from '../mail/mail.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { foldLine, icsText } from './live.ics.js';
import { NOTHING_TO_CANCEL, SLUG_TAKEN } from './live.service.js';
import { liveRegistrations, liveSessions } from './live.table.js';

let t: TestApp;
let greenwoodId: string;
let brightId: string;
beforeAll(async () => {
  t = await createTestApp();
  greenwoodId = (await platform((tx) => findTenantBySubdomain(tx, 'greenwood')))!.id;
  brightId = (await platform((tx) => findTenantBySubdomain(tx, 'brightfutures')))!.id;
});
afterAll(() => t.close());

const { greenwood: GW, main: MAIN, brightfutures: BF } = HOSTS;
const { call, login, platform } = apiClient(() => t);
const MIN = 60_000;

const del = (url: string, token?: string, host = GW) =>
  t.app.inject({ method: 'DELETE', url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

type SessionValues = Partial<typeof liveSessions.$inferInsert>;
let seq = 0;
/** A published platform-wide session starting `inMinutes` from now (unless told otherwise). */
async function makeSession(inMinutes: number, values: SessionValues = {}) {
  const slug = `test-session-${++seq}-${randomUUID().slice(0, 6)}`;
  return platform(async (tx) => {
    const [row] = await tx
      .insert(liveSessions)
      .values({
        tenantId: null,
        slug,
        kind: 'webinar',
        title: `Test session ${seq}`,
        startsAt: new Date(Date.now() + inMinutes * MIN),
        durationMinutes: 60,
        joinUrl: `https://meet.example.org/${slug}`,
        status: 'published',
        ...values,
      })
      .returning();
    return row!;
  });
}

/** A new adult with an email on a site, logged in. */
async function newPerson(site: 'greenwood' | 'brightfutures' | 'main' = 'greenwood') {
  const email = `live-${randomUUID().slice(0, 8)}@example.org`;
  const tenantId = site === 'main' ? null : site === 'greenwood' ? greenwoodId : brightId;
  const user = await platform((tx) => createUser(tx, { tenantId, role: 'teacher', firstName: 'Lina', lastName: 'Test', email, password: DEMO.password }));
  const host = site === 'main' ? MAIN : site === 'greenwood' ? GW : BF;
  return { user, email, host, token: await login(email, host) };
}

const registrationUrl = (slug: string) => `/api/live/${slug}/registration/`;
const mailsTo = (to: string) => platform((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)));

const SEEDED = new Set(DEMO_LIVE_SESSIONS.map((s) => s.slug));
const seededSlugs = (body: { results: { slug: string }[] }) => body.results.map((r) => r.slug).filter((s) => SEEDED.has(s));

describe('lists', () => {
  it('shows upcoming sessions soonest first, with the site’s own and platform-wide ones, and no drafts', async () => {
    const res = await call('GET', '/api/live/?limit=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(seededSlugs(body)).toEqual([
      'greenwood-author-visit',
      'reading-aloud-masterclass',
      'climate-detectives-live',
      'letters-that-change-the-world-live',
      'inclusive-reading-classrooms',
    ]);
    const masterclass = body.results.find((r: { slug: string }) => r.slug === 'reading-aloud-masterclass');
    expect(masterclass).toMatchObject({
      kind: 'webinar',
      starts_at: '2027-03-16T14:00:00.000Z',
      ends_at: '2027-03-16T15:00:00.000Z',
      phase: 'upcoming',
      capacity: 200,
      // The demo teacher's registration.
      registered_count: 1,
      places_left: 199,
      has_recording: false,
      cover: '/media/seed/courses/reading-aloud-that-works.svg',
    });
    expect(JSON.stringify(body)).not.toContain('meet.example.org');
  });

  it('shows past sessions latest first, with their recordings', async () => {
    const body = (await call('GET', '/api/live/?when=past&limit=50')).json();
    expect(seededSlugs(body)).toEqual(['sdg-storytelling-webinar', 'water-walk-live-lesson', 'building-a-reading-culture']);
    expect(body.results.filter((r: { slug: string }) => SEEDED.has(r.slug)).every((r: { phase: string; has_recording: boolean }) => r.phase === 'ended' && r.has_recording)).toBe(true);
  });

  it('keeps a school’s own sessions to its site', async () => {
    for (const host of [MAIN, BF]) {
      const upcoming = (await call('GET', '/api/live/?limit=50', { host })).json();
      expect(seededSlugs(upcoming)).toEqual(['reading-aloud-masterclass', 'climate-detectives-live', 'letters-that-change-the-world-live', 'inclusive-reading-classrooms']);
      expect((await call('GET', '/api/live/greenwood-author-visit/', { host })).statusCode).toBe(404);
    }
  });

  it('filters by kind, pages, and refuses bad filters', async () => {
    const webinars = (await call('GET', '/api/live/?kind=webinar&limit=50')).json();
    expect(seededSlugs(webinars)).toEqual(['reading-aloud-masterclass', 'inclusive-reading-classrooms']);
    const lessons = (await call('GET', '/api/live/?when=past&kind=live_lesson&limit=50')).json();
    expect(seededSlugs(lessons)).toEqual(['water-walk-live-lesson']);

    const first = (await call('GET', '/api/live/?limit=2', { host: MAIN })).json();
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/live/?limit=2&offset=2');
    const second = (await call('GET', first.next, { host: MAIN })).json();
    expect(second.previous).toBe('/api/live/?limit=2&offset=0');
    expect(second.results[0].slug).not.toBe(first.results[1].slug);
    expect(new Date(second.results[0].starts_at) >= new Date(first.results[1].starts_at)).toBe(true);

    const bad = await call('GET', '/api/live/?kind=concert&when=later');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ kind: ['Choose live lessons or webinars.'], when: ['Choose upcoming or past sessions.'] });
  });

  it('lists a session under way as upcoming (live now) until it ends, then as past', async () => {
    const live = await makeSession(-10);
    const ended = await makeSession(-61);
    const upcoming = (await call('GET', '/api/live/?limit=50')).json();
    expect(upcoming.results[0]).toMatchObject({ slug: live.slug, phase: 'live' });
    expect(upcoming.results.map((r: { slug: string }) => r.slug)).not.toContain(ended.slug);
    const past = (await call('GET', '/api/live/?when=past&limit=50')).json();
    expect(past.results[0]).toMatchObject({ slug: ended.slug, phase: 'ended' });
  });
});

describe('session page', () => {
  it('answers one 404 for unknown, draft and other sites’ sessions', async () => {
    for (const slug of ['no-such-session', 'poetry-slam-planning']) {
      const res = await call('GET', `/api/live/${slug}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: LIVE_NOT_FOUND });
    }
    expect((await call('GET', '/api/live/greenwood-author-visit/')).statusCode).toBe(200);
  });

  it('sanitises the description and tells a visitor nothing private', async () => {
    const s = await makeSession(3 * 24 * 60, { descriptionHtml: '<p onclick="steal()">Hi<script>alert(1)</script></p><iframe src="https://evil.example/x"></iframe>', hostName: 'Ada', capacity: 5 });
    const body = (await call('GET', `/api/live/${s.slug}/`)).json();
    expect(body.description_html).toBe('<p>Hi</p>');
    expect(body).toMatchObject({ host_name: 'Ada', registered: false, registered_at: null, join_url: null, recording: null, places_left: 5 });
    expect(body.join_opens_at).toBe(new Date(s.startsAt.getTime() - 15 * MIN).toISOString());
  });

  it('gives the join link to registered people only, from 15 minutes before the start until the end', async () => {
    const me = await newPerson();
    const other = await newPerson();
    const later = await makeSession(20);
    const soon = await makeSession(10);
    const now = await makeSession(-30);
    const over = await makeSession(-61);
    for (const s of [later, soon, now]) expect((await call('POST', registrationUrl(s.slug), { token: me.token })).statusCode).toBe(201);
    // Registered before it ended (written directly: the API refuses to register for an ended session).
    await platform((tx) => tx.insert(liveRegistrations).values({ tenantId: greenwoodId, sessionId: over.id, userId: me.user.id }));

    const join = async (slug: string, token?: string) => (await call('GET', `/api/live/${slug}/`, { token })).json().join_url;
    expect(await join(later.slug, me.token)).toBeNull();
    expect(await join(soon.slug, me.token)).toBe(soon.joinUrl);
    expect(await join(now.slug, me.token)).toBe(now.joinUrl);
    expect(await join(over.slug, me.token)).toBeNull();
    for (const s of [soon, now]) {
      expect(await join(s.slug, other.token)).toBeNull();
      expect(await join(s.slug)).toBeNull();
    }
    const page = (await call('GET', `/api/live/${now.slug}/`, { token: me.token })).json();
    expect(page).toMatchObject({ registered: true, phase: 'live', registered_count: 1 });
  });

  it('shows the recording only after the end: YouTube and Vimeo through their privacy-friendly players, anything else as a link', async () => {
    const yt = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
    const before = await makeSession(-30, { recordingUrl: yt });
    expect((await call('GET', `/api/live/${before.slug}/`)).json().recording).toBeNull();

    const cases: [string, unknown][] = [
      [yt, { kind: 'embed', provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE' }],
      ['https://vimeo.com/76979871', { kind: 'embed', provider: 'vimeo', url: 'https://player.vimeo.com/video/76979871?dnt=1' }],
      ['https://example.org/recordings/x', { kind: 'link', url: 'https://example.org/recordings/x' }],
      ['javascript:alert(1)', null],
    ];
    for (const [url, expected] of cases) {
      const s = await makeSession(-120, { recordingUrl: url });
      const body = (await call('GET', `/api/live/${s.slug}/`)).json();
      expect(body.recording, url).toEqual(expected);
      expect(body.has_recording, url).toBe(expected !== null);
    }
  });
});

describe('registration', () => {
  it('needs a signed-in person', async () => {
    const res = await call('POST', registrationUrl('reading-aloud-masterclass'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Please log in to continue.' });
    expect((await call('GET', '/api/live-registrations/')).statusCode).toBe(401);
  });

  it('registers once: 201, then 200 with the same registration, also when sent twice at once; emails a confirmation in the same transaction', async () => {
    const me = await newPerson();
    const first = await call('POST', registrationUrl('climate-detectives-live'), { token: me.token });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ registered: true, registered_count: 1, places_left: 29 });
    const again = await call('POST', registrationUrl('climate-detectives-live'), { token: me.token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const both = await Promise.all([1, 2].map(() => call('POST', registrationUrl('letters-that-change-the-world-live'), { token: me.token })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().registered_at).toBe(both[1]!.json().registered_at);

    const mails = await mailsTo(me.email);
    expect(mails.map((m) => m.template).sort()).toEqual(['live_registration', 'live_registration']);
    const climate = mails.find((m) => m.subject === 'You are registered: Climate Detectives: An Earth Day Live Lesson')!;
    expect(climate.tenantId).toBe(greenwoodId);
    expect(climate.text).toContain('Thursday 22 April 2027 at 09:30 UTC');
    expect(climate.text).toContain('lasts 45 minutes');
    expect(climate.text).toContain('http://greenwood.localhost:3000/webinar/climate-detectives-live');
    expect(climate.text).toContain('http://greenwood.localhost:3000/api/live/climate-detectives-live/calendar.ics');
    expect(climate.text).not.toContain('meet.example.org');
    expect(climate.html).toContain('Greenwood Primary School');

    const page = (await call('GET', '/api/live/climate-detectives-live/', { token: me.token })).json();
    expect(page).toMatchObject({ registered: true, registered_at: first.json().registered_at, join_url: null });
  });

  it('registers a student, who has no email, without an email', async () => {
    const token = await login(DEMO_STUDENTS[5]!.username);
    const s = await makeSession(2 * 24 * 60, { tenantId: greenwoodId });
    expect((await call('POST', registrationUrl(s.slug), { token })).statusCode).toBe(201);
    const rows = await platform((tx) => tx.select().from(mailOutbox).where(sql`${mailOutbox.text} like ${`%${s.slug}%`}`));
    expect(rows).toHaveLength(0);
  });

  it('refuses ended, draft and other sites’ sessions, changing nothing', async () => {
    const me = await newPerson();
    const over = await makeSession(-61);
    const ended = await call('POST', registrationUrl(over.slug), { token: me.token });
    expect(ended.statusCode).toBe(400);
    expect(ended.json()).toEqual({ error: LIVE_ENDED });
    // Under way: still open.
    const live = await makeSession(-5);
    expect((await call('POST', registrationUrl(live.slug), { token: me.token })).statusCode).toBe(201);

    const draft = await call('POST', registrationUrl('poetry-slam-planning'), { token: me.token });
    expect(draft.statusCode).toBe(404);
    expect(draft.json()).toEqual({ error: LIVE_NOT_FOUND });
    const org = await newPerson('brightfutures');
    expect((await call('POST', registrationUrl('greenwood-author-visit'), { host: BF, token: org.token })).statusCode).toBe(404);

    const mine = await platform((tx) => tx.select().from(liveRegistrations).where(eq(liveRegistrations.userId, me.user.id)));
    expect(mine.map((r) => r.sessionId)).toEqual([live.id]);
    expect((await mailsTo(me.email)).map((m) => m.template)).toEqual(['live_registration']);
    expect(await mailsTo(org.email)).toEqual([]);
  });

  it('never lets more people in than there are places, counting every site, even when they register at once', async () => {
    const s = await makeSession(4 * 24 * 60, { capacity: 3 });
    const people = await Promise.all([newPerson(), newPerson(), newPerson('brightfutures'), newPerson('main'), newPerson('brightfutures')]);
    const results = await Promise.all(people.map((p) => call('POST', registrationUrl(s.slug), { host: p.host, token: p.token })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json()).toEqual({ error: LIVE_FULL });
    const count = await platform((tx) => tx.select().from(liveRegistrations).where(eq(liveRegistrations.sessionId, s.id)));
    expect(count).toHaveLength(3);
    const page = (await call('GET', `/api/live/${s.slug}/`, { host: MAIN })).json();
    expect(page).toMatchObject({ registered_count: 3, places_left: 0 });
    // Only the three who got in were emailed.
    const emailed = (await Promise.all(people.map((p) => mailsTo(p.email)))).map((m) => m.length);
    expect(emailed.sort()).toEqual([0, 0, 1, 1, 1]);

    // A cancellation gives the place to the next person.
    const inside = people[codes.indexOf(201)]!;
    const outside = people[codes.indexOf(409)]!;
    expect((await del(registrationUrl(s.slug), inside.token, inside.host)).statusCode).toBe(204);
    expect((await call('POST', registrationUrl(s.slug), { host: outside.host, token: outside.token })).statusCode).toBe(201);
  });

  it('keeps each registration with the person’s own site', async () => {
    const gw = await newPerson();
    const bf = await newPerson('brightfutures');
    const s = await makeSession(5 * 24 * 60);
    for (const p of [gw, bf]) expect((await call('POST', registrationUrl(s.slug), { host: p.host, token: p.token })).statusCode).toBe(201);
    const rows = await platform((tx) => tx.select().from(liveRegistrations).where(eq(liveRegistrations.sessionId, s.id)));
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.tenantId]))).toEqual({ [gw.user.id]: greenwoodId, [bf.user.id]: brightId });
    // Row-level security: each site sees its own people's registrations only.
    const seenBy = (tenantId: string) =>
      t.db.withTenant({ tenantId }, (tx) => tx.select().from(liveRegistrations).where(eq(liveRegistrations.sessionId, s.id)));
    expect((await seenBy(greenwoodId)).map((r) => r.userId)).toEqual([gw.user.id]);
    expect((await seenBy(brightId)).map((r) => r.userId)).toEqual([bf.user.id]);
    // Each person's list holds their own registration only.
    const list = (await call('GET', '/api/live-registrations/', { host: BF, token: bf.token })).json();
    expect(list.results.map((r: { session: { slug: string } }) => r.session.slug)).toEqual([s.slug]);
    expect(list.results[0].session.registered_count).toBe(2);
  });

  it('cancels a registration, and refuses to cancel one that does not exist or a session that has ended', async () => {
    const me = await newPerson();
    const s = await makeSession(3 * 24 * 60);
    expect((await del(registrationUrl(s.slug))).statusCode).toBe(401);
    const none = await del(registrationUrl(s.slug), me.token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: LIVE_NOT_REGISTERED });
    await call('POST', registrationUrl(s.slug), { token: me.token });
    expect((await del(registrationUrl(s.slug), me.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/live/${s.slug}/`, { token: me.token })).json()).toMatchObject({ registered: false, registered_count: 0 });
    expect((await call('GET', '/api/live-registrations/', { token: me.token })).json()).toEqual({ count: 0, results: [] });

    const over = await makeSession(-61);
    await platform((tx) => tx.insert(liveRegistrations).values({ tenantId: greenwoodId, sessionId: over.id, userId: me.user.id }));
    const late = await del(registrationUrl(over.slug), me.token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: NOTHING_TO_CANCEL });
    const kept = await platform((tx) => tx.select().from(liveRegistrations).where(and(eq(liveRegistrations.sessionId, over.id), eq(liveRegistrations.userId, me.user.id))));
    expect(kept).toHaveLength(1);
  });

  it('lists my registrations: upcoming soonest first, then past ones latest first', async () => {
    const me = await newPerson();
    const a = await makeSession(9 * 24 * 60);
    const b = await makeSession(2 * 24 * 60);
    const old1 = await makeSession(-3 * 24 * 60);
    const old2 = await makeSession(-2 * 24 * 60);
    for (const s of [a, b]) await call('POST', registrationUrl(s.slug), { token: me.token });
    for (const s of [old1, old2]) await platform((tx) => tx.insert(liveRegistrations).values({ tenantId: greenwoodId, sessionId: s.id, userId: me.user.id }));
    const list = (await call('GET', '/api/live-registrations/', { token: me.token })).json();
    expect(list.results.map((r: { session: { slug: string } }) => r.session.slug)).toEqual([b.slug, a.slug, old2.slug, old1.slug]);
    expect(list.results[0]).toMatchObject({ id: expect.any(String), registered_at: expect.any(String), session: { phase: 'upcoming' } });
  });

  it('remembers the demo teacher’s registration on the dashboard list', async () => {
    const token = await login(DEMO.teacher);
    const list = (await call('GET', '/api/live-registrations/', { token })).json();
    expect(list.results.map((r: { session: { slug: string } }) => r.session.slug)).toContain('reading-aloud-masterclass');
  });
});

describe('calendar file', () => {
  it('gives the event in UTC with escaped text, folded CRLF lines and the session page, never the join link', async () => {
    const res = await call('GET', '/api/live/reading-aloud-masterclass/calendar.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="reading-aloud-masterclass.ics"');
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(body).toContain('\r\nDTSTART:20270316T140000Z\r\n');
    expect(body).toContain('\r\nDTEND:20270316T150000Z\r\n');
    expect(body).toContain('\r\nURL:http://greenwood.localhost:3000/webinar/reading-aloud-masterclass\r\n');
    expect(body).not.toContain('meet.example.org');
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = body.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Reading Aloud Masterclass for Teachers (Webinar)');
    expect(unfolded).toContain('Host: Dr Amina Yusuf');
  });

  it('escapes what iCalendar treats as structure', async () => {
    const s = await makeSession(24 * 60, { title: 'Maths, music; and \\ more', summary: 'Line one\nLine two' });
    const unfolded = (await call('GET', `/api/live/${s.slug}/calendar.ics`)).body.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Maths\\, music\\; and \\\\ more (Webinar)');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two\\n\\nJoin from the session page: ');
    expect(icsText('a\r\nb\u0007c')).toBe('a\\nbc');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });

  it('is a 404 for drafts and other sites’ sessions', async () => {
    expect((await call('GET', '/api/live/poetry-slam-planning/calendar.ics')).statusCode).toBe(404);
    expect((await call('GET', '/api/live/greenwood-author-visit/calendar.ics', { host: MAIN })).statusCode).toBe(404);
    expect((await call('GET', '/api/live/greenwood-author-visit/calendar.ics')).statusCode).toBe(200);
  });
});

describe('scheduling', () => {
  const valid = {
    kind: 'live_lesson',
    slug: 'school-science-fair-live',
    title: 'Science Fair Live',
    starts_at: '2027-01-15T10:00:00+01:00',
    duration_minutes: 30,
    join_url: 'https://meet.example.org/science-fair',
    status: 'published',
  };

  it('lets a school’s admin schedule a session of their school only; teachers and students may not', async () => {
    const teacher = await login(DEMO.teacher);
    expect((await call('POST', '/api/live/sessions/', { token: teacher, payload: valid })).statusCode).toBe(403);
    const admin = await login(DEMO.schoolAdmin);
    const res = await call('POST', '/api/live/sessions/', { token: admin, payload: { ...valid, description_html: '<p>Fun<script>x()</script></p>' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ slug: valid.slug, starts_at: '2027-01-15T09:00:00.000Z', description_html: '<p>Fun</p>', capacity: null });
    expect((await call('GET', `/api/live/${valid.slug}/`)).statusCode).toBe(200);
    expect((await call('GET', `/api/live/${valid.slug}/`, { host: MAIN })).statusCode).toBe(404);
    const again = await call('POST', '/api/live/sessions/', { token: admin, payload: valid });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: SLUG_TAKEN, slug: [SLUG_TAKEN] });
  });

  it('lets the platform admin schedule platform-wide sessions, shown on every site', async () => {
    const admin = await login(DEMO.admin, MAIN);
    const res = await call('POST', '/api/live/sessions/', { host: MAIN, token: admin, payload: { ...valid, slug: 'platform-wide-live', kind: 'webinar' } });
    expect(res.statusCode).toBe(201);
    for (const host of [GW, BF, MAIN]) expect((await call('GET', '/api/live/platform-wide-live/', { host })).statusCode).toBe(200);
  });

  it('refuses bad input with a message per field, creating nothing', async () => {
    const admin = await login(DEMO.schoolAdmin);
    const res = await call('POST', '/api/live/sessions/', {
      token: admin,
      payload: { ...valid, slug: 'Bad Slug', join_url: 'javascript:alert(1)', duration_minutes: 2, starts_at: 'tomorrow', capacity: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      slug: ['Use lowercase letters, digits and single hyphens.'],
      join_url: ['Give the web address people join at.'],
      duration_minutes: ['A session lasts at least 5 minutes.'],
      starts_at: ['Give the start as a date and time with its time zone.'],
      capacity: ['Allow at least one place.'],
    });
    const rows = await platform((tx) => tx.select().from(liveSessions).where(eq(liveSessions.slug, 'Bad Slug')));
    expect(rows).toHaveLength(0);
  });
});
