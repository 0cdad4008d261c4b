import { TENANT_ADMIN_MSG as MSG } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { invitations } from '../auth/auth.table.js';
import { mailOutbox } from '../mail/mail.table.js';
import { insertTenant } from './tenants.repository.js';

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
