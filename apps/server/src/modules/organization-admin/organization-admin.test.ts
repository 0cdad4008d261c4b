import { ORG_ADMIN_MSG as MSG, type TOrgDashboard, type TOrgSchoolPage, type TSchoolInvitationPage } from '@commonshelf/shared/admin/organization-admin.schemas';
import { TENANT_REGISTRATION_MSG } from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LAKESIDE } from '../../db/seed/content/lakeside.content.js';
import { createTenant, createUser, DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { bookReads, books } from '../library/library.table.js';
import { mailOutbox } from '../mail/mail.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { SCHOOL_INVITATION_TEMPLATE } from './organization-admin.repository.js';

let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const NORTH = 'northwind.localhost:3000';
const NORTH_SCHOOL = 'northpark.localhost:3000';
const LAKE = `${DEMO_LAKESIDE.school.subdomain}.localhost:3000`;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ids = { bf: '', gw: '', lake: '', north: '', northPark: '' };
let orgAdmin: string;
let northAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  await platform(async (tx) => {
    const bySub = async (sub: string) => (await tx.select().from(tenants).where(eq(tenants.subdomain, sub)))[0]!.id;
    ids.bf = await bySub('brightfutures');
    ids.gw = await bySub('greenwood');
    ids.lake = await bySub(DEMO_LAKESIDE.school.subdomain);
    // Another organization with a school of its own, and its admins.
    const north = await createTenant(tx, { name: 'Northwind Trust', email: 'hello@northwind.test', subdomain: 'northwind', isOrganization: true });
    const park = await createTenant(tx, { name: 'North Park School', email: 'office@northpark.test', subdomain: 'northpark', parentId: north.id });
    ids.north = north.id;
    ids.northPark = park.id;
    await createUser(tx, { tenantId: north.id, role: 'organization_admin', firstName: 'Nora', lastName: 'North', email: 'admin@northwind.test', password: DEMO.password });
    await createUser(tx, { tenantId: park.id, role: 'school_admin', firstName: 'Pat', lastName: 'Park', email: 'admin@northpark.test', password: DEMO.password });
    await createUser(tx, { tenantId: park.id, role: 'student', firstName: 'Nia', lastName: 'Park', username: 'niapark1', password: DEMO.password });
    // A rejected registration under Bright Futures is nobody's school.
    await createTenant(tx, { name: 'Refused Academy', email: 'office@refused.test', subdomain: 'refused', parentId: ids.bf, status: 'rejected' });
  });
  orgAdmin = await login(DEMO.orgAdmin, BF);
  northAdmin = await login('admin@northwind.test', NORTH);
});
afterAll(() => t.close());

const get = async <T = Json>(url: string, token = orgAdmin, host = BF): Promise<T> => {
  const res = await call('GET', url, { host, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const invite = (email: string, token = orgAdmin, host = BF) => call('POST', '/api/organization/schools/invite/', { host, token, payload: { email } });
const mailsTo = (to: string) => platform((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)));
const tokenIn = (text: string) => /\/tenant-register\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

/** A school registering through an organization's link, as the registration form sends it. */
async function registerWith(token: string, subdomain: string) {
  const form = new FormData();
  const fields: Record<string, string> = {
    school_name: `School ${subdomain}`,
    school_email: `office@${subdomain}.test`,
    domain_url: `https://${subdomain}.example.org`,
    subdomain,
    is_organization: 'false',
    country: 'GB',
    primary_color: '#123456',
    primary_color_light: '#abcdef',
    primary_color_dark: '#012345',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/tenants/create/?invitation_link=${token}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { host: MAIN, 'content-type': request.headers.get('content-type')! },
    remoteAddress: `10.66.0.${Math.floor(Math.random() * 250)}`,
  });
}

describe('who may use the organization console', () => {
  const orgUrls = ['/api/organization/dashboard/', '/api/organization/schools/', '/api/organization/schools/invitations/'];

  it('turns away visitors (401), and school admins, teachers and students (403)', async () => {
    const others = [
      [await login(DEMO.schoolAdmin, GW), GW],
      [await login(DEMO.teacher, GW), GW],
      [await login('amarao07', GW), GW],
    ] as const;
    for (const url of orgUrls) {
      expect((await call('GET', url, { host: BF })).statusCode).toBe(401);
      for (const [token, host] of others) {
        const res = await call('GET', url, { host, token });
        expect(res.statusCode, `${url} ${host}`).toBe(403);
        expect(res.json().error).toBe(MSG.notOrganizationAdmin);
      }
    }
    expect((await invite('x@example.org', await login(DEMO.schoolAdmin, GW), GW)).statusCode).toBe(403);
    // An organization admin's token works on their own site only.
    expect((await call('GET', '/api/organization/schools/', { host: BF, token: northAdmin })).statusCode).toBe(401);
  });
});

describe('the organization dashboard', () => {
  it('adds up the organization’s own site and its schools, and nobody else’s', async () => {
    const d = await get<TOrgDashboard>('/api/organization/dashboard/');
    expect(d.organization).toMatchObject({ id: ids.bf, name: DEMO.organization.name, url: 'http://brightfutures.localhost:3000' });
    expect(d.by_site.map((r) => r.site.id)).toEqual([ids.bf, ids.gw, ids.lake]);
    expect(d.schools).toEqual({ active: 2, waiting: 0, suspended: 0 });
    const gw = d.by_site.find((r) => r.site.id === ids.gw)!;
    const lake = d.by_site.find((r) => r.site.id === ids.lake)!;
    // Greenwood's row is what Greenwood's own dashboard says.
    const school = await get('/api/admin/school-dashboard/', await login(DEMO.schoolAdmin, GW), GW);
    for (const key of ['students', 'teachers', 'classes', 'books', 'stories', 'donations', 'readings', 'courses'] as const) expect(gw[key]).toEqual(school[key]);
    expect(lake.students.active).toBe(DEMO_LAKESIDE.students.length);
    expect(d.totals.students.active).toBe(d.by_site.reduce((s, r) => s + r.students.active, 0));
    expect(d.totals.readings.total).toBe(d.by_site.reduce((s, r) => s + r.readings.total, 0));
    expect(d.totals.books.published).toBe(gw.books.published + lake.books.published + d.by_site[0]!.books.published);
    expect(d.readings_by_week).toHaveLength(12);

    // Another organization sees its own school only.
    const north = await get<TOrgDashboard>('/api/organization/dashboard/', northAdmin, NORTH);
    expect(north.by_site.map((r) => r.site.id)).toEqual([ids.north, ids.northPark]);
    expect(north.totals.students.active).toBe(1);
  });

  it('counts a reading at a school of the organization, and not one at another organization’s', async () => {
    const before = await get<TOrgDashboard>('/api/organization/dashboard/');
    await platform(async (tx) => {
      const [book] = await tx.select().from(books).where(isNull(books.tenantId)).limit(1);
      await tx.insert(bookReads).values([{ tenantId: ids.lake, bookId: book!.id }, { tenantId: ids.northPark, bookId: book!.id }]);
    });
    const after = await get<TOrgDashboard>('/api/organization/dashboard/');
    expect(after.totals.readings.recent).toBe(before.totals.readings.recent + 1);
    expect(after.by_site.find((r) => r.site.id === ids.lake)!.readings.total).toBe(before.by_site.find((r) => r.site.id === ids.lake)!.readings.total + 1);
  });
});

describe('the organization’s schools', () => {
  it('lists its schools with their numbers; never a rejected registration or another organization’s school', async () => {
    const page = await get<TOrgSchoolPage>('/api/organization/schools/');
    expect(page.results.map((s) => s.name)).toEqual([DEMO.school.name, DEMO_LAKESIDE.school.name]);
    expect(page.counts).toEqual({ all: 2, active: 2, pending: 0, suspended: 0 });
    const gw = page.results[0]!;
    expect(gw).toMatchObject({ id: ids.gw, subdomain: 'greenwood', status: 'active', url: 'http://greenwood.localhost:3000', email: 'office@greenwood.test' });
    expect(gw.students).toBeGreaterThanOrEqual(25);
    expect(gw.stories).toBeGreaterThan(0);
    expect(Date.parse(gw.joined_at)).not.toBeNaN();
    const north = await get<TOrgSchoolPage>('/api/organization/schools/', northAdmin, NORTH);
    expect(north.results.map((s) => s.id)).toEqual([ids.northPark]);
  });

  it('searches, filters, sorts and pages on the server', async () => {
    expect((await get<TOrgSchoolPage>('/api/organization/schools/?search=lakeside')).results.map((s) => s.id)).toEqual([ids.lake]);
    expect((await get<TOrgSchoolPage>('/api/organization/schools/?search=100%25')).results).toEqual([]);
    expect((await get<TOrgSchoolPage>('/api/organization/schools/?sort=-name')).results.map((s) => s.id)).toEqual([ids.lake, ids.gw]);
    expect((await get<TOrgSchoolPage>('/api/organization/schools/?sort=students')).results.map((s) => s.id)).toEqual([ids.lake, ids.gw]);
    expect((await get<TOrgSchoolPage>('/api/organization/schools/?sort=-students')).results.map((s) => s.id)).toEqual([ids.gw, ids.lake]);
    const first = await get<TOrgSchoolPage>('/api/organization/schools/?limit=1');
    expect(first).toMatchObject({ count: 2, next: '/api/organization/schools/?limit=1&offset=1' });
    expect(first.results).toHaveLength(1);
    expect((await get<TOrgSchoolPage>('/api/organization/schools/?status=pending')).results).toEqual([]);
    const bad = await call('GET', '/api/organization/schools/?sort=size', { host: BF, token: orgAdmin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().sort).toEqual([MSG.badSort]);
  });
});

describe('school invitations', () => {
  it('refuses a missing or malformed address with its field message', async () => {
    for (const [email, message] of [
      ['', 'This field is required.'],
      ['not-an-email', 'Enter a valid email address.'],
    ]) {
      const res = await invite(email!);
      expect(res.statusCode).toBe(400);
      expect(res.json().email).toEqual([message]);
    }
  });

  it('emails a one-time registration link once, lists it, and refuses a second to the same address', async () => {
    const res = await invite('Head@Meadow.test');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(MSG.invited('Head@Meadow.test'));
    expect(res.json().invitation).toMatchObject({ email: 'Head@Meadow.test', status: 'pending', used_at: null, school: null });
    const mails = await mailsTo('Head@Meadow.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ tenantId: ids.bf, template: SCHOOL_INVITATION_TEMPLATE });
    expect(mails[0]!.subject).toContain(DEMO.organization.name);
    const token = tokenIn(mails[0]!.text);
    expect(mails[0]!.text).toContain(`http://localhost:3000/tenant-register/${token}`);
    // The link opens the registration form in its school mode, naming the organization.
    const info = await call('GET', `/api/tenants/invitations/${token}/`, { host: MAIN });
    expect(info.json()).toEqual({ organization_name: DEMO.organization.name });

    const again = await invite('head@meadow.test');
    expect(again.statusCode).toBe(400);
    expect(again.json().email).toEqual([MSG.alreadyInvited]);
    expect(await mailsTo('head@meadow.test')).toHaveLength(0);

    // Greenwood is one of its schools already: its address gets no invitation.
    const member = await invite('Office@Greenwood.test');
    expect(member.statusCode).toBe(400);
    expect(member.json().email).toEqual([MSG.alreadyMember]);
    expect(await mailsTo('Office@Greenwood.test')).toHaveLength(0);

    const list = await get<TSchoolInvitationPage>('/api/organization/schools/invitations/');
    expect(list.results.map((i) => i.email)).toContain('Head@Meadow.test');
    expect(list.counts.pending).toBeGreaterThanOrEqual(1);
    // Another organization's list does not have it.
    const north = await get<TSchoolInvitationPage>('/api/organization/schools/invitations/?status=all', northAdmin, NORTH);
    expect(north.results.map((i) => i.email)).not.toContain('Head@Meadow.test');
    expect((await get<TOrgDashboard>('/api/organization/dashboard/')).pending_invitations).toBe(list.counts.pending);
  });

  it('revokes a pending link: the registration then refuses it; another organization gets 404', async () => {
    const created = (await invite('office@revoked.test')).json().invitation;
    const token = tokenIn((await mailsTo('office@revoked.test'))[0]!.text);

    const theirs = await call('POST', `/api/organization/schools/invitations/${created.id}/revoke/`, { host: NORTH, token: northAdmin });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(MSG.invitationNotFound);
    const teacher = await call('POST', `/api/organization/schools/invitations/${created.id}/revoke/`, { host: GW, token: await login(DEMO.teacher, GW) });
    expect(teacher.statusCode).toBe(403);

    const res = await call('POST', `/api/organization/schools/invitations/${created.id}/revoke/`, { host: BF, token: orgAdmin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.revoked, invitation: { id: created.id, status: 'revoked', email: 'office@revoked.test' } });
    // Revoked is its own state: the link's expiry is left as it was.
    expect(res.json().invitation.expires_at).toBe(created.expires_at);

    expect((await call('GET', `/api/tenants/invitations/${token}/`, { host: MAIN })).statusCode).toBe(404);
    const registered = await registerWith(token, 'revokedschool');
    expect(registered.statusCode).toBe(400);
    expect(registered.json().invitation_link).toEqual([TENANT_REGISTRATION_MSG.invitationInvalid]);

    const twice = await call('POST', `/api/organization/schools/invitations/${created.id}/revoke/`, { host: BF, token: orgAdmin });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(MSG.invitationClosed);
    const revoked = await get<TSchoolInvitationPage>('/api/organization/schools/invitations/?status=revoked');
    expect(revoked.results.map((i) => i.id)).toContain(created.id);
    // A new link to that address may be sent now.
    expect((await invite('office@revoked.test')).statusCode).toBe(201);
  });

  it('shows a used link with the school it registered, which joins the list waiting for approval; a used link cannot be revoked', async () => {
    const created = (await invite('office@meadowbank.test')).json().invitation;
    const token = tokenIn((await mailsTo('office@meadowbank.test'))[0]!.text);
    expect((await registerWith(token, 'meadowbank')).statusCode).toBe(201);

    const used = await get<TSchoolInvitationPage>('/api/organization/schools/invitations/?status=used');
    const row = used.results.find((i) => i.id === created.id)!;
    expect(row).toMatchObject({ status: 'used', school: { name: 'School meadowbank' } });
    const res = await call('POST', `/api/organization/schools/invitations/${created.id}/revoke/`, { host: BF, token: orgAdmin });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MSG.invitationUsed('School meadowbank'));

    const waiting = await get<TOrgSchoolPage>('/api/organization/schools/?status=pending');
    expect(waiting.results.map((s) => s.name)).toEqual(['School meadowbank']);
    expect((await get<TOrgDashboard>('/api/organization/dashboard/')).schools.waiting).toBe(1);
  });
});

describe('a school’s organization', () => {
  it('is shown to the school’s own admin only (spec 6: school_admin)', async () => {
    const list = await get('/api/admin/organizations/', await login(DEMO.schoolAdmin, GW), GW);
    expect(list.results).toEqual([
      expect.objectContaining({ id: ids.bf, name: DEMO.organization.name, email: 'hello@brightfutures.test', url: 'http://brightfutures.localhost:3000', schools: 3 }),
    ]);
    expect(list.results[0].logo).toMatch(/^\/media\//);
    for (const [token, host] of [
      [await login(DEMO.teacher, GW), GW],
      [orgAdmin, BF],
    ] as const) {
      const res = await call('GET', '/api/admin/organizations/', { host, token });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MSG.notSchoolAdmin);
    }
    expect((await get('/api/admin/organizations/', await login('admin@northpark.test', NORTH_SCHOOL), NORTH_SCHOOL)).results.map((o: Json) => o.id)).toEqual([ids.north]);
  });

  it('can be left: at once the organization no longer sees the school, and its admins are emailed', async () => {
    const lakeAdmin = await login(DEMO_LAKESIDE.schoolAdmin.email, LAKE);
    const leave = (org: string, token = lakeAdmin, host = LAKE) => call('POST', `/api/admin/organizations/${org}/leave/`, { host, token });
    // Not its organization: 404, as for one that does not exist.
    expect((await leave(ids.north)).statusCode).toBe(404);
    expect((await leave('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await leave(ids.bf, await login(DEMO_LAKESIDE.teacher.email, LAKE))).statusCode).toBe(403);

    const since = new Date(Date.now() - 1000);
    const res = await leave(ids.bf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.left(DEMO.organization.name));
    expect((await get('/api/admin/organizations/', lakeAdmin, LAKE)).results).toEqual([]);
    expect((await get<TOrgSchoolPage>('/api/organization/schools/')).results.map((s) => s.id)).not.toContain(ids.lake);
    expect((await get<TOrgDashboard>('/api/organization/dashboard/')).by_site.map((r) => r.site.id)).not.toContain(ids.lake);
    const stories = await get('/api/organization/stories/?limit=100');
    expect(stories.results.map((s: Json) => s.site.id)).not.toContain(ids.lake);
    const told = await platform((tx) =>
      tx.select().from(mailOutbox).where(and(eq(mailOutbox.template, 'organization_school_left'), gt(mailOutbox.createdAt, since))),
    );
    expect(told.map((m) => m.toAddress).sort()).toEqual([DEMO.orgAdmin, 'hello@brightfutures.test'].sort());
    expect((await leave(ids.bf)).statusCode).toBe(404);
  });
});
