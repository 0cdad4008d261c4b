import { TENANT_ADMIN_MSG as MSG } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import { TENANT_REGISTRATION_MSG as REG_MSG } from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LAKESIDE } from '../../db/seed/content/lakeside.content.js';
import { DEMO } from '../../db/seed/seed.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { auditEvents } from '../audit/audit.table.js';
import { invitations } from '../auth/auth.table.js';
import { mailOutbox } from '../mail/mail.table.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { multipartForm } from '../../test/book-files.js';
import { makePng } from '../../test/images.js';
import { insertTenant } from './tenants.repository.js';
import { tenants } from './tenants.table.js';

let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
let admin: string;
const ids = { school: '', org: '', other: '' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(DEMO.admin, MAIN);
  await platform(async (tx) => {
    const pending = { status: 'pending' as const, domainUrl: null, domainHost: null };
    ids.school = (await insertTenant(tx, { ...pending, schoolName: 'Riverside Academy', schoolEmail: 'head@riverside.example', subdomain: 'riverside' })).id;
    ids.org = (await insertTenant(tx, { ...pending, schoolName: 'Lakes Learning Trust', schoolEmail: 'office@lakes.example', subdomain: 'lakestrust', isOrganization: true })).id;
    ids.other = (await insertTenant(tx, { ...pending, schoolName: 'Hilltop School', schoolEmail: 'admin@hilltop.example', subdomain: 'hilltop' })).id;
  });
});
afterAll(() => t.close());

const get = (url: string, token = admin, host = MAIN) => call('GET', url, { token, host });
const post = (url: string, payload: Record<string, unknown> = {}, token = admin, host = MAIN) => call('POST', url, { token, host, payload });
const siteOf = (subdomain: string) => `${subdomain}.localhost:3000`;
const lastMailTo = (to: string) =>
  platform(async (tx) => (await tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0] ?? null);

describe('tenant administration', () => {
  it('is the platform admin’s, on the main site', async () => {
    expect((await call('GET', '/api/api-admin/tenants/', { host: MAIN })).statusCode).toBe(401);
    for (const [who, host] of [
      [DEMO.schoolAdmin, GW],
      [DEMO.teacher, GW],
      [DEMO.orgAdmin, BF],
    ] as const) {
      const token = await login(who, host);
      const res = await get('/api/api-admin/tenants/', token, host);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MSG.notPlatformAdmin);
      expect((await post(`/api/api-admin/tenants/${ids.school}/approve/`, {}, token, host)).statusCode).toBe(403);
    }
    // Nothing was decided by those attempts.
    expect((await get(`/api/api-admin/tenants/${ids.school}/`)).json().status).toBe('pending');
  });

  it('lists every tenant, registrations waiting for review first, with counts, filters and search', async () => {
    const res = await get('/api/api-admin/tenants/');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.counts).toMatchObject({ pending: 3, active: 3 });
    expect(page.results.slice(0, 3).map((r: { status: string }) => r.status)).toEqual(['pending', 'pending', 'pending']);
    const greenwood = page.results.find((r: { subdomain: string }) => r.subdomain === 'greenwood');
    expect(greenwood).toMatchObject({ school_name: 'Greenwood Primary School', status: 'active', is_organization: false, parent: { name: 'Bright Futures Trust' } });
    expect(greenwood.users_count).toBeGreaterThan(25);

    const orgs = (await get('/api/api-admin/tenants/?kind=organization')).json();
    expect(orgs.results.map((r: { subdomain: string }) => r.subdomain).sort()).toEqual(['brightfutures', 'lakestrust']);
    const found = (await get('/api/api-admin/tenants/?search=riverside.example')).json();
    expect(found.results.map((r: { id: string }) => r.id)).toEqual([ids.school]);
    const pending = (await get('/api/api-admin/tenants/?status=pending&limit=2')).json();
    expect(pending.count).toBe(3);
    expect(pending.results).toHaveLength(2);
    expect(pending.next).toContain('offset=2');
    expect((await get('/api/api-admin/tenants/?status=closed')).statusCode).toBe(400);
  });

  it('approving puts the site online and invites the applicant as its first admin', async () => {
    expect((await call('GET', '/api/current-tenant', { host: siteOf('riverside') })).statusCode).toBe(404);
    const res = await post(`/api/api-admin/tenants/${ids.school}/approve/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.approved('Riverside Academy', 'head@riverside.example'));
    expect(res.json().tenant.status).toBe('active');
    // At once, not after the Host cache's time.
    expect((await call('GET', '/api/current-tenant', { host: siteOf('riverside') })).json().school_name).toBe('Riverside Academy');

    const mail = (await lastMailTo('head@riverside.example'))!;
    expect(mail.subject).toBe('Riverside Academy is approved on Commonshelf');
    const token = /\/login\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain('http://riverside.localhost:3000/login/');
    const invitation = await call('GET', `/api/invitations/${token}/`, { host: siteOf('riverside') });
    expect(invitation.json()).toMatchObject({ email: 'head@riverside.example', role: 'school_admin', tenant_name: 'Riverside Academy', status: 'pending' });

    const again = await post(`/api/api-admin/tenants/${ids.school}/approve/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MSG.notPending);
    const count = await platform(async (tx) => (await tx.select().from(invitations).where(and(eq(invitations.tenantId, ids.school)))).length);
    expect(count).toBe(1);
  });

  it('an organization’s applicant is invited as its organization admin', async () => {
    expect((await post(`/api/api-admin/tenants/${ids.org}/approve/`)).statusCode).toBe(200);
    const [inv] = await platform((tx) => tx.select().from(invitations).where(eq(invitations.tenantId, ids.org)));
    expect(inv).toMatchObject({ role: 'organization_admin', email: 'office@lakes.example' });
  });

  it('rejecting needs a reason, which the applicant is told; the site stays offline', async () => {
    const empty = await post(`/api/api-admin/tenants/${ids.other}/reject/`, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().reason).toEqual([MSG.reasonRequired]);
    expect((await get(`/api/api-admin/tenants/${ids.other}/`)).json().status).toBe('pending');

    const res = await post(`/api/api-admin/tenants/${ids.other}/reject/`, { reason: 'We could not confirm that Hilltop School exists.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tenant.status).toBe('rejected');
    const mail = (await lastMailTo('admin@hilltop.example'))!;
    expect(mail.text).toContain('The reason: We could not confirm that Hilltop School exists.');
    expect((await call('GET', '/api/current-tenant', { host: siteOf('hilltop') })).statusCode).toBe(404);
    expect((await post(`/api/api-admin/tenants/${ids.other}/approve/`)).statusCode).toBe(409);
  });

  it('a suspended site is offline until it is reactivated', async () => {
    expect((await post(`/api/api-admin/tenants/${ids.school}/reactivate/`)).statusCode).toBe(409);
    const suspended = await post(`/api/api-admin/tenants/${ids.school}/suspend/`);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await call('GET', '/api/current-tenant', { host: siteOf('riverside') })).statusCode).toBe(404);
    expect((await post(`/api/api-admin/tenants/${ids.school}/suspend/`)).json().error).toBe(MSG.notActive);
    expect((await post(`/api/api-admin/tenants/${ids.school}/reactivate/`)).statusCode).toBe(200);
    expect((await call('GET', '/api/current-tenant', { host: siteOf('riverside') })).statusCode).toBe(200);
  });

  it('an unknown tenant is not found', async () => {
    expect((await get('/api/api-admin/tenants/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);
    expect((await post('/api/api-admin/tenants/00000000-0000-4000-8000-000000000000/approve/')).statusCode).toBe(404);
    expect((await get('/api/api-admin/tenants/riverside/')).statusCode).toBe(400);
  });
});

describe('the tenant form', () => {
  const form = (over: Record<string, string> = {}) => ({
    school_name: 'Northfield Primary',
    school_email: 'office@northfield.example',
    domain_url: 'https://www.northfield-primary.org',
    subdomain: 'northfield',
    is_organization: 'false',
    switchboard: 'true',
    country: 'IE',
    primary_color: '#224466',
    primary_color_light: '#E0E8F0',
    primary_color_dark: '#112233',
    ...over,
  });
  const send = (method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, logo?: Buffer, token = admin, host = MAIN) => {
    const body = multipartForm(fields, logo ? [{ field: 'logo', name: 'logo.png', data: logo, type: 'image/png' }] : []);
    return t.app.inject({ method, url, payload: body.payload, headers: { host, authorization: `Bearer ${token}`, ...body.headers } });
  };
  const tenantCount = () => platform(async (tx) => (await tx.select().from(tenants)).length);
  const logoFile = (key: string | null) => (key ? path.join(t.config.uploadsDir, key) : null);

  it('checks every field, names what is wrong, and adds nothing', async () => {
    const before = await tenantCount();
    const res = await send('POST', '/api/api-admin/tenants/', { school_name: 'N', school_email: 'not-an-email', domain_url: '', subdomain: 'greenwood', primary_color: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    for (const field of ['school_name', 'school_email', 'domain_url', 'switchboard', 'primary_color']) expect(body[field], field).toBeDefined();
    expect(body.switchboard).toEqual([MSG.switchboardRequired]);
    expect((await send('POST', '/api/api-admin/tenants/', form({ subdomain: 'greenwood' }))).json().subdomain).toEqual(['That subdomain is already taken. Try another.']);
    expect(await tenantCount()).toBe(before);
    // Only the platform admin, on the main site.
    const schoolAdmin = await login(DEMO.schoolAdmin, GW);
    expect((await send('POST', '/api/api-admin/tenants/', form(), undefined, schoolAdmin, GW)).statusCode).toBe(403);
  });

  it('adds a school that is live at once, with its logo, and invites its first admin', async () => {
    const res = await send('POST', '/api/api-admin/tenants/', form(), makePng(64, 64));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('User added successfully!');
    const created = res.json().tenant;
    expect(created).toMatchObject({ school_name: 'Northfield Primary', status: 'active', switchboard: true, country: 'IE', primary_color: '#224466', is_organization: false });
    expect(created.logo).toMatch(/^\/media\/tenants\//);
    expect((await call('GET', '/api/current-tenant', { host: siteOf('northfield') })).json().school_name).toBe('Northfield Primary');
    expect((await lastMailTo('office@northfield.example'))!.subject).toBe('Northfield Primary is ready on Commonshelf');
    ids.school = created.id;
  });

  it('edits a tenant, keeping its own subdomain; a new logo replaces the old file', async () => {
    const [before] = await platform((tx) => tx.select().from(tenants).where(eq(tenants.id, ids.school)));
    expect(existsSync(logoFile(before!.logo)!)).toBe(true);
    const res = await send('PATCH', `/api/api-admin/tenants/${ids.school}/`, form({ school_name: 'Northfield Primary School', switchboard: 'false', primary_color: '#AA3300' }), makePng(80, 80));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('User updated successfully!');
    expect(res.json().tenant).toMatchObject({ school_name: 'Northfield Primary School', switchboard: false, primary_color: '#AA3300', status: 'active' });
    const [after] = await platform((tx) => tx.select().from(tenants).where(eq(tenants.id, ids.school)));
    expect(after!.logo).not.toBe(before!.logo);
    expect(existsSync(logoFile(before!.logo)!)).toBe(false);
    expect(existsSync(logoFile(after!.logo)!)).toBe(true);
    // At once on its own site.
    expect((await call('GET', '/api/current-tenant', { host: siteOf('northfield') })).json().school_name).toBe('Northfield Primary School');

    // Another tenant's subdomain is refused, and nothing changes.
    const clash = await send('PATCH', `/api/api-admin/tenants/${ids.school}/`, form({ subdomain: 'greenwood' }));
    expect(clash.statusCode).toBe(400);
    expect((await get(`/api/api-admin/tenants/${ids.school}/`)).json().subdomain).toBe('northfield');
    expect((await send('PATCH', '/api/api-admin/tenants/00000000-0000-4000-8000-000000000000/', form())).statusCode).toBe(404);
  });

  it('requires a new tenant’s country, one of the list, and changes an existing one’s', async () => {
    const before = await tenantCount();
    for (const country of [undefined, '', 'Ireland', 'XX']) {
      const fields = form({ subdomain: 'westfield', domain_url: 'https://westfield.example.org' });
      if (country === undefined) delete (fields as Record<string, string>).country;
      else fields.country = country;
      const res = await send('POST', '/api/api-admin/tenants/', fields);
      expect(res.statusCode, String(country)).toBe(400);
      expect(res.json()).toEqual({ error: VALIDATION_MESSAGE, country: [REG_MSG.country] });
    }
    expect(await tenantCount()).toBe(before);

    const changed = await send('PATCH', `/api/api-admin/tenants/${ids.school}/`, form({ country: 'gh' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().tenant.country).toBe('GH');
    // A stated country is changed, never cleared.
    const cleared = await send('PATCH', `/api/api-admin/tenants/${ids.school}/`, form({ country: '' }));
    expect(cleared.json()).toEqual({ error: VALIDATION_MESSAGE, country: [REG_MSG.country] });
    expect((await get(`/api/api-admin/tenants/${ids.school}/`)).json().country).toBe('GH');
  });

  it('saves a site registered before it was asked its country without one, until it states it', async () => {
    const hilltop = (over: Record<string, string>) =>
      form({ school_name: 'Hilltop School', school_email: 'admin@hilltop.example', subdomain: 'hilltop', domain_url: 'https://hilltop.example.org', ...over });
    expect((await get(`/api/api-admin/tenants/${ids.other}/`)).json().country).toBeNull();
    const kept = await send('PATCH', `/api/api-admin/tenants/${ids.other}/`, hilltop({ country: '' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().tenant).toMatchObject({ country: null, domain_url: 'https://hilltop.example.org' });
    expect((await send('PATCH', `/api/api-admin/tenants/${ids.other}/`, hilltop({ country: 'Hilltop' }))).json().country).toEqual([REG_MSG.country]);
    const stated = await send('PATCH', `/api/api-admin/tenants/${ids.other}/`, hilltop({ country: 'PT' }));
    expect(stated.json().tenant.country).toBe('PT');
    expect((await send('PATCH', `/api/api-admin/tenants/${ids.other}/`, hilltop({ country: '' }))).statusCode).toBe(400);
  });
});

describe('a school’s own profile', () => {
  let schoolAdmin: string;
  const send = (fields: Record<string, string>, token: string, host = GW) => {
    const body = multipartForm(fields);
    return t.app.inject({ method: 'PATCH', url: '/api/school-admin/profile/', payload: body.payload, headers: { host, authorization: `Bearer ${token}`, ...body.headers } });
  };
  const communityLogin = (password: string) => call('POST', '/api/generic-password-login', { host: GW, payload: { password } });

  beforeAll(async () => {
    schoolAdmin = await login(DEMO.schoolAdmin, GW);
  });

  it('is the school admins’, on their site', async () => {
    const teacher = await login(DEMO.teacher, GW);
    const res = await call('GET', '/api/school-admin/profile/', { host: GW, token: teacher });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.notSchoolAdmin);
    expect((await call('GET', '/api/school-admin/profile/', { host: MAIN, token: admin })).statusCode).toBe(403);
    expect((await send({ school_name: 'Hacked' }, teacher)).statusCode).toBe(403);
  });

  it('changes the name, colours and website, never the subdomain or the Switchboard', async () => {
    const profile = (await call('GET', '/api/school-admin/profile/', { host: GW, token: schoolAdmin })).json();
    expect(profile).toMatchObject({ community_access: true, tenant: { subdomain: 'greenwood', switchboard: true, country: 'GB' } });
    const fields = {
      school_name: 'Greenwood Primary',
      school_email: profile.tenant.school_email,
      domain_url: profile.tenant.domain_url,
      country: profile.tenant.country,
      ...profile.tenant.colors,
      primary_color: '#1F6B3A',
      subdomain: 'elsewhere',
      switchboard: 'false',
    };
    const res = await send(fields, schoolAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tenant).toMatchObject({ school_name: 'Greenwood Primary', primary_color: '#1F6B3A', subdomain: 'greenwood', switchboard: true });
    expect((await call('GET', '/api/current-tenant', { host: GW })).json().school_name).toBe('Greenwood Primary');
    // Put back for the other tests.
    await send({ ...fields, school_name: 'Greenwood Primary School' }, schoolAdmin);
  });

  const profileFields = async (token: string, host: string) => {
    const { tenant } = (await call('GET', '/api/school-admin/profile/', { host, token })).json();
    return { school_name: tenant.school_name, school_email: tenant.school_email, domain_url: tenant.domain_url ?? '', country: tenant.country ?? '', ...tenant.colors };
  };
  const countryOf = async (subdomain: string) => (await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, subdomain))))[0]!.country;

  it('changes the school’s country, to one of the list only, and never clears it', async () => {
    const fields = await profileFields(schoolAdmin, GW);
    const changed = await send({ ...fields, country: 'IE' }, schoolAdmin);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().tenant.country).toBe('IE');
    for (const country of ['', 'Ireland', 'ZZ']) {
      const res = await send({ ...fields, country }, schoolAdmin);
      expect(res.statusCode, country).toBe(400);
      expect(res.json()).toEqual({ error: VALIDATION_MESSAGE, country: [REG_MSG.country] });
    }
    expect(await countryOf('greenwood')).toBe('IE');
    // In the audit log, as every change of a site is, with who made it.
    const [event] = await platform((tx) =>
      tx.select().from(auditEvents).where(and(eq(auditEvents.tableName, 'tenants'), eq(auditEvents.targetId, changed.json().tenant.id))).orderBy(desc(auditEvents.id)).limit(1),
    );
    expect(event).toMatchObject({ actorLabel: DEMO.schoolAdmin, before: { country: 'GB' }, after: { country: 'IE' } });
    await send(fields, schoolAdmin);
    expect(await countryOf('greenwood')).toBe('GB');
  });

  it('another school’s admin cannot change it: their own profile is the only one they reach', async () => {
    const lakeside = siteOf(DEMO_LAKESIDE.school.subdomain);
    const lakesideAdmin = await login(DEMO_LAKESIDE.schoolAdmin.email, lakeside);
    const fields = await profileFields(schoolAdmin, GW);
    // On Greenwood's site with Lakeside's session, and at the platform's tenant form.
    expect((await send({ ...fields, country: 'FR' }, lakesideAdmin)).statusCode).toBe(401);
    const viaAdmin = multipartForm({ ...fields, country: 'FR', subdomain: 'greenwood', switchboard: 'true' });
    const [gw] = await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, 'greenwood')));
    for (const [token, host] of [[lakesideAdmin, lakeside], [schoolAdmin, GW]] as const) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/api-admin/tenants/${gw!.id}/`, payload: viaAdmin.payload, headers: { host, authorization: `Bearer ${token}`, ...viaAdmin.headers } });
      expect(res.statusCode).toBe(403);
    }
    // Lakeside's own profile changes Lakeside only.
    // (The demo's Lakeside has no website, which the form requires.)
    const own = await send({ ...(await profileFields(lakesideAdmin, lakeside)), domain_url: 'https://lakeside.example.org', country: 'TZ' }, lakesideAdmin, lakeside);
    expect(own.statusCode, own.body).toBe(200);
    expect(await countryOf(DEMO_LAKESIDE.school.subdomain)).toBe('TZ');
    expect(await countryOf('greenwood')).toBe('GB');
    await platform((tx) => tx.update(tenants).set({ country: DEMO_LAKESIDE.school.country, domainUrl: null, domainHost: null }).where(eq(tenants.subdomain, DEMO_LAKESIDE.school.subdomain)));
  });

  it('a school that has not stated its country saves its profile without it, and states it when it likes', async () => {
    await platform((tx) => tx.update(tenants).set({ country: null }).where(eq(tenants.subdomain, 'greenwood')));
    const fields = await profileFields(schoolAdmin, GW);
    expect(fields.country).toBe('');
    const kept = await send({ ...fields, school_name: 'Greenwood Primary School' }, schoolAdmin);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().tenant.country).toBeNull();
    expect((await send({ ...fields, country: 'UK' }, schoolAdmin)).json().country).toEqual([REG_MSG.country]);
    expect((await send({ ...fields, country: 'GB' }, schoolAdmin)).json().tenant.country).toBe('GB');
  });

  it('sets the community password (the old one stops working) or turns community access off', async () => {
    const put = (payload: Record<string, unknown>) => call('PUT', '/api/school-admin/community-password/', { host: GW, token: schoolAdmin, payload });
    expect((await put({ password: 'short', password2: 'short' })).json().password).toEqual([MSG.communityPasswordShort]);
    const long = 'x'.repeat(200);
    const tooLong = await put({ password: long, password2: long });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ password: [MSG.communityPasswordLong], password2: [MSG.communityPasswordLong] });
    expect((await put({ password: 'longenough1', password2: 'longenough2' })).json().password2).toEqual([MSG.communityPasswordsDiffer]);
    expect((await communityLogin(DEMO.communityPassword)).statusCode).toBe(200);

    const set = await put({ password: 'story-time-2027', password2: 'story-time-2027' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ community_access: true, message: MSG.communityPasswordSet });
    expect((await communityLogin(DEMO.communityPassword)).statusCode).toBe(401);
    expect((await communityLogin('story-time-2027')).statusCode).toBe(200);

    expect((await put({ password: null })).json()).toEqual({ community_access: false, message: MSG.communityPasswordOff });
    expect((await communityLogin('story-time-2027')).statusCode).toBe(404);
    await put({ password: DEMO.communityPassword, password2: DEMO.communityPassword });
  });
});
