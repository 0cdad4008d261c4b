import { DASHBOARD_MSG, type TPlatformDashboard } from '@commonshelf/shared/admin/platform-dashboard.schemas';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { recordDonation } from '../charities/charities.seed.js';
import { projects } from '../charities/charities.table.js';
import { books } from '../library/library.table.js';
import { mailOutbox } from '../mail/mail.table.js';
import { findTenantBySubdomain, insertTenant } from '../tenants/tenants.repository.js';
import { lastMonths } from './admin-dashboard.service.js';

let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const { main: MAIN, greenwood: GW } = HOSTS;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(DEMO.admin, MAIN);
});
afterAll(() => t.close());

const dashboard = async (): Promise<TPlatformDashboard> => {
  const res = await call('GET', '/api/admin/dashboard/', { host: MAIN, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('lastMonths', () => {
  it('counts back across the new year, oldest first', () => {
    const { months, since } = lastMonths(new Date('2027-02-10T12:00:00Z'), 4);
    expect(months).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(since.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('the platform dashboard', () => {
  it('is the platform admin’s, on the main site', async () => {
    expect((await call('GET', '/api/admin/dashboard/', { host: MAIN })).statusCode).toBe(401);
    const res = await call('GET', '/api/admin/dashboard/', { host: GW, token: await login(DEMO.schoolAdmin, GW) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(DASHBOARD_MSG.notPlatformAdmin);
  });

  it('counts the demo’s users by role and its sites, with twelve months of history', async () => {
    const d = await dashboard();
    expect(d.users.by_role.find((r) => r.role === 'upschool_admin')?.count).toBe(1);
    expect(d.users.by_role.find((r) => r.role === 'student')!.count).toBeGreaterThanOrEqual(25);
    expect(d.users.total).toBe(d.users.by_role.reduce((s, r) => s + r.count, 0));
    expect(d.users.new_by_month).toHaveLength(12);
    expect(d.users.new_by_month.at(-1)!.month).toBe(new Date().toISOString().slice(0, 7));
    expect(d.tenants).toMatchObject({ schools: 2, organizations: 1, by_status: { active: 3, pending: 0 } });
    expect(d.library.books).toBeGreaterThanOrEqual(34);
    expect(d.library.published_books).toBeLessThanOrEqual(d.library.books);
  });

  it('counts as books waiting those Book monitoring lists for the platform admin, not a school’s own review', async () => {
    const waiting = async () => (await dashboard()).attention.books_waiting;
    const queue = async () => (await call('GET', '/api/publishing/platform-queue/', { host: MAIN, token: admin })).json().results.length as number;
    const before = await waiting();
    expect(before).toBe(await queue());
    const base = { language: 'en', readingLevel: 2, description: 'Rivers and the sea.', license: 'CC BY 4.0' };
    await platform(async (tx) => {
      const gw = (await findTenantBySubdomain(tx, 'greenwood'))!.id;
      await tx.insert(books).values([
        // Waiting for the school's own review: the school's to decide.
        { ...base, tenantId: gw, slug: 'dash-school-review', title: 'Waiting for Greenwood', status: 'pending' },
        // Published by the school and proposed for the platform's library.
        { ...base, tenantId: gw, slug: 'dash-platform-review', title: 'Proposed to everyone', status: 'published', platformStatus: 'pending', publishedAt: new Date() },
      ]);
    });
    expect(await waiting()).toBe(before + 1);
    expect(await queue()).toBe(before + 1);
  });

  it('adds what happens: a gift paid this month (not a refunded one), a registration and a failed email', async () => {
    const before = await dashboard();
    const cause = await platform(async (tx) => (await tx.select().from(projects).where(isNull(projects.tenantId)).limit(1))[0]!);
    const give = (status: 'fulfilled' | 'refunded', amountMinor: number) =>
      platform((tx) =>
        recordDonation(tx, {
          tenantId: null,
          charityId: cause.charityId,
          projectId: cause.id,
          amountMinor,
          currency: cause.currency,
          name: 'Dashboard Donor',
          email: `dash-${status}@example.com`,
          title: 'A gift',
          status,
        }),
      );
    await give('fulfilled', 4_200);
    await give('refunded', 9_900);
    await platform(async (tx) => {
      await insertTenant(tx, { schoolName: 'Waiting School', schoolEmail: 'w@example.org', subdomain: 'waitingschool', status: 'pending' });
      await tx.insert(mailOutbox).values({ toAddress: 'x@example.org', subject: 's', text: 't', html: 'h', template: 'test', status: 'failed' });
    });

    const after = await dashboard();
    const thisMonth = (d: TPlatformDashboard) => d.donations_by_month.at(-1)!;
    expect(thisMonth(after).count).toBe(thisMonth(before).count + 1);
    const amount = (d: TPlatformDashboard) => thisMonth(d).amounts.find((a) => a.currency === cause.currency)?.minor ?? 0;
    expect(amount(after)).toBe(amount(before) + 4_200);
    expect(after.attention.tenants_waiting).toBe(before.attention.tenants_waiting + 1);
    expect(after.tenants.by_status.pending).toBe(before.tenants.by_status.pending + 1);
    expect(after.attention.failed_emails).toBe(before.attention.failed_emails + 1);
    // Purchases are counted apart from gifts.
    expect(after.orders_by_month).toEqual(before.orders_by_month);
  });
});
