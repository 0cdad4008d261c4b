import { DONATION_ADMIN_MSG as MSG, type TAdminDonation, type TAdminDonationPage, type TDonationReport } from '@commonshelf/shared/charities/donation-admin.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEMO } from '../../db/seed/seed.js';
import { choose, createListeningTestApp, eventually } from '../../test/payments-app.js';
import { apiClient, HOSTS, type TestApp } from '../../test/test-app.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { recordDonation } from '../charities/charities.seed.js';
import { charities, fundraisers, projects } from '../charities/charities.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { donationsCsv } from './donation-admin.service.js';

let t: TestApp & { origin: string };
const { call, login, platform } = apiClient(() => t);
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let admin: string;
let gwAdmin: string;
let gwId: string;
/** Causes made for this file: a USD charity with a project and a GBP charity, both platform-wide. */
const cause = { usd: 0, usdProject: 0, gbp: 0 };
/** Donor emails of this file's own gifts all carry this mark, so a search finds exactly them. */
const MARK = 'dareport';

const list = async (query: string, token = admin, host = MAIN): Promise<TAdminDonationPage> => {
  const res = await call('GET', `/api/admin/donations/?${query}`, { host, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const report = async (query: string, token = admin, host = MAIN): Promise<TDonationReport> => {
  const res = await call('GET', `/api/admin/donations/report/?${query}`, { host, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createListeningTestApp();
  admin = await login(DEMO.admin, MAIN);
  gwAdmin = await login(DEMO.schoolAdmin, GW);
  gwId = await platform(async (tx) => (await findTenantBySubdomain(tx, 'greenwood'))!.id);
  await platform(async (tx) => {
    const [usd] = await tx.insert(charities).values({ tenantId: null, slug: 'da-usd', name: 'Report Water', currency: 'USD', status: 'published' }).returning();
    const [p] = await tx
      .insert(projects)
      .values({ tenantId: null, charityId: usd!.id, slug: 'da-usd-wells', title: 'Report Wells', currency: 'USD', goalMinor: 100_000, status: 'published' })
      .returning();
    const [gbp] = await tx.insert(charities).values({ tenantId: null, slug: 'da-gbp', name: 'Report Owls', currency: 'GBP', status: 'published' }).returning();
    Object.assign(cause, { usd: usd!.id, usdProject: p!.id, gbp: gbp!.id });
    const gift = (d: Partial<Parameters<typeof recordDonation>[1]> & { amountMinor: number; email: string }) =>
      recordDonation(tx, { tenantId: null, charityId: usd!.id, projectId: p!.id, currency: 'USD', name: 'Report Donor', title: 'Report gift', ...d });
    // One donor (an email in two spellings) gives twice; a refunded, a waiting and a failed gift do not count.
    await gift({ amountMinor: 1_000, email: `${MARK}-one@example.org` });
    await gift({ amountMinor: 2_000, email: `${MARK.toUpperCase()}-ONE@example.org`, status: 'paid' });
    await gift({ amountMinor: 500, email: `${MARK}-two@example.org`, status: 'refunded' });
    await gift({ amountMinor: 700, email: `${MARK}-three@example.org`, status: 'pending' });
    await gift({ amountMinor: 900, email: `${MARK}-four@example.org`, status: 'failed' });
    // A different currency is summed apart; this donor's name looks like a spreadsheet formula.
    await gift({ charityId: gbp!.id, projectId: null, currency: 'GBP', amountMinor: 3_000, email: `${MARK}-five@example.org`, name: '=HYPERLINK("http://x")', anonymous: true, dedication: '@SUM(A1)' });
  });
});
afterAll(() => t.close());

describe('who sees donations', () => {
  it('asks for a login, and refuses teachers, students and teacher admins (403)', async () => {
    expect((await call('GET', '/api/admin/donations/', { host: GW })).statusCode).toBe(401);
    await platform((tx) => createUser(tx, { tenantId: gwId, role: 'teacher_admin', firstName: 'Tia', lastName: 'Admin', email: 'tia.admin@greenwood.test', password: DEMO.password }));
    const student = await login('amarao07');
    for (const token of [await login(DEMO.teacher), student, await login('tia.admin@greenwood.test')]) {
      for (const url of ['/api/admin/donations/', '/api/admin/donations/export.csv', '/api/admin/donations/report/']) {
        const res = await call('GET', url, { host: GW, token });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error).toBe(MSG.notAdmin);
      }
    }
  });

  it('shows the platform admin every site’s gifts, and a school’s admins only their own site’s', async () => {
    const all = await list('limit=100');
    const sites = new Set(all.results.map((d) => d.site?.id ?? 'main'));
    expect(sites).toEqual(new Set(['main', gwId]));
    expect(all.counts.all).toBe(all.count);

    const gw = await list('limit=100', gwAdmin, GW);
    expect(gw.count).toBeGreaterThanOrEqual(8);
    expect(gw.results.every((d) => d.site?.id === gwId && d.site.name === DEMO.school.name)).toBe(true);
    // Greenwood's gifts to platform-wide causes are Greenwood's rows; the main site's gifts to the same cause are not.
    expect(gw.results.some((d) => d.charity.name === 'Maji Safi kwa Watoto')).toBe(true);
    expect(gw.results.map((d) => d.donor.email)).not.toContain('daniel.brooks@example.com');
    expect(all.results.map((d) => d.donor.email)).toContain('daniel.brooks@example.com');
    expect(all.count).toBe(gw.count + (await list('site=main')).count);
    expect((await list(`site=${gwId}&limit=100`)).results.map((d) => d.reference).sort()).toEqual(gw.results.map((d) => d.reference).sort());

    // An organization's admin on its own site sees that site's: Bright Futures has none.
    const bf = await list('', await login(DEMO.orgAdmin, BF), BF);
    expect(bf).toMatchObject({ count: 0, results: [] });

    // A school's admins cannot reach for another site.
    const other = await call('GET', '/api/admin/donations/?site=main', { host: GW, token: gwAdmin });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: VALIDATION_MESSAGE, site: [MSG.siteFilter] });
    const otherReport = await call('GET', `/api/admin/donations/report/?site=${gwId}`, { host: GW, token: gwAdmin });
    expect(otherReport.statusCode).toBe(400);
  });

  it('shows admins the real donor of an anonymous gift, marked anonymous', async () => {
    const gw = await list('anonymous=yes', gwAdmin, GW);
    const sam = gw.results.find((d) => d.donor.email === 'sam.taylor@example.com')!;
    expect(sam).toMatchObject({ anonymous: true, donor: { name: 'Sam Taylor', display_name: 'Anonymous' } });
    expect(gw.results.every((d) => d.anonymous)).toBe(true);
    expect((await list('anonymous=no&limit=100', gwAdmin, GW)).results.every((d) => !d.anonymous)).toBe(true);
  });
});

describe('filters and sorting', () => {
  it('narrow by charity, project, fundraising page, currency, words, status and dates', async () => {
    const amara = await platform(async (tx) => (await tx.select().from(fundraisers).where(eq(fundraisers.slug, 'amara-sponsored-silence')))[0]!);
    const page = await list(`fundraiser=${amara.id}`, gwAdmin, GW);
    expect(page.results.map((d) => d.donor.email).sort()).toEqual(['femi.adeyemi@example.com', 'rose.williams@example.com', 'sam.taylor@example.com']);
    // A student's page names them by first name only.
    expect(page.results[0]!.fundraiser).toMatchObject({ slug: 'amara-sponsored-silence', owner: { kind: 'student', name: 'Amara' } });

    const byCharity = await list(`charity=${cause.usd}&limit=100`);
    expect(byCharity.count).toBe(5);
    expect(byCharity.results.every((d) => d.charity.id === cause.usd && d.project?.id === cause.usdProject)).toBe(true);
    expect(byCharity.counts).toEqual({ all: 5, paid: 2, refunded: 1, pending: 1, failed: 1 });
    expect((await list(`project=${cause.usdProject}&status=paid`)).results.map((d) => d.amount_minor).sort()).toEqual([1_000, 2_000]);
    expect((await list(`charity=${cause.usd}&status=refunded`)).results.map((d) => [d.status, d.amount_minor])).toEqual([['refunded', 500]]);
    expect((await list(`charity=${cause.usd}&status=failed`)).results.map((d) => d.status)).toEqual(['failed']);
    expect((await list(`search=${MARK}&currency=GBP`)).results.map((d) => d.charity.id)).toEqual([cause.gbp]);

    // Words: an email, a dedication, the name shown, a reference.
    expect((await list('search=KAVYA.MENON')).results.map((d) => d.donor.name)).toEqual(['Kavya Menon']);
    expect((await list('search=old school in Barmer')).results.map((d) => d.donor.email)).toEqual(['vikram.shah@example.com']);
    expect((await list('search=Grandma Rose', gwAdmin, GW)).count).toBe(1);
    const one = byCharity.results[0]!;
    expect((await list(`search=${one.reference}`)).results.map((d) => d.reference)).toEqual([one.reference]);
    // LIKE's wildcards are plain characters.
    expect((await list('search=%25')).count).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&search=${MARK}`)).count).toBe(6);
    expect((await list('from=2000-01-01&to=2000-12-31')).count).toBe(0);
    expect((await list(`to=${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}&search=${MARK}`)).count).toBe(0);
  });

  it('sorts by date or amount, and pages', async () => {
    const byAmount = await list(`search=${MARK}&sort=-amount`);
    expect(byAmount.results.map((d) => d.amount_minor)).toEqual([3_000, 2_000, 1_000, 900, 700, 500]);
    expect((await list(`search=${MARK}&sort=amount`)).results.map((d) => d.amount_minor)).toEqual([500, 700, 900, 1_000, 2_000, 3_000]);
    const newest = (await list('limit=100')).results.map((d) => d.date);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = (await list('sort=date&limit=100')).results.map((d) => d.date);
    expect(oldest).toEqual([...oldest].sort());

    const first = await list(`search=${MARK}&sort=-amount&limit=4`);
    expect(first).toMatchObject({ count: 6, previous: null });
    expect(first.next).toContain('offset=4');
    const second = await list(`search=${MARK}&sort=-amount&limit=4&offset=4`);
    expect(second.results.map((d) => d.amount_minor)).toEqual([700, 500]);
    expect(second.next).toBeNull();
  });

  it('answers bad filters with a 400 naming the field', async () => {
    const cases: [string, string, string?][] = [
      ['from=yesterday', 'from', MSG.badFrom],
      ['to=2026-02-30', 'to', MSG.badTo],
      ['from=2026-05-02&to=2026-05-01', 'to', MSG.fromAfterTo],
      ['sort=name', 'sort', MSG.badSort],
      ['status=lost', 'status'],
      ['charity=abc', 'charity'],
      ['project=-1', 'project'],
      ['site=greenwood', 'site'],
      ['currency=XYZ', 'currency'],
      ['anonymous=maybe', 'anonymous'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['limit=1000', 'limit'],
    ];
    for (const [query, field, message] of cases) {
      for (const path of ['/api/admin/donations/', '/api/admin/donations/export.csv', '/api/admin/donations/report/']) {
        if (path.endsWith('report/') && ['sort', 'status', 'limit'].includes(field)) continue; // not report filters
        const res = await call('GET', `${path}?${query}`, { host: MAIN, token: admin });
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        const body = res.json();
        expect(body.error).toBe(VALIDATION_MESSAGE);
        expect(body[field], `${path}?${query}: ${res.body}`).toBeDefined();
        if (message) expect(body[field]).toContain(message);
      }
    }
  });
});

describe('the report', () => {
  it('sums paid gifts per currency, never across currencies, with donors and gifts; refunded gifts apart', async () => {
    const r = await report(`search=${MARK}`);
    expect(r.totals).toEqual([
      { currency: 'GBP', minor: 3_000, gifts: 1, donors: 1, refunded_minor: 0, refunded_gifts: 0 },
      { currency: 'USD', minor: 3_000, gifts: 2, donors: 1, refunded_minor: 500, refunded_gifts: 1 },
    ]);
    expect(r.by_charity.map((c) => [c.charity.name, c.currency, c.minor, c.refunded_minor, c.charity.platform_wide])).toEqual([
      ['Report Water', 'USD', 3_000, 500, true],
      ['Report Owls', 'GBP', 3_000, 0, true],
    ]);
    expect(r.by_project.map((p) => [p.project.title, p.charity.name, p.currency, p.minor, p.gifts])).toEqual([['Report Wells', 'Report Water', 'USD', 3_000, 2]]);
    expect(r.by_site).toEqual([
      { site: null, currency: 'USD', minor: 3_000, gifts: 2, donors: 1, refunded_minor: 500, refunded_gifts: 1 },
      { site: null, currency: 'GBP', minor: 3_000, gifts: 1, donors: 1, refunded_minor: 0, refunded_gifts: 0 },
    ]);
    expect(r.by_fundraiser).toEqual([]);
    expect(r.by_month).toHaveLength(12);
    const thisMonth = r.by_month.at(-1)!;
    expect(thisMonth).toEqual({ month: new Date().toISOString().slice(0, 7), count: 3, amounts: [{ currency: 'GBP', minor: 3_000 }, { currency: 'USD', minor: 3_000 }] });
    expect(r.by_month.slice(0, -1).every((m) => m.count === 0 && m.amounts.length === 0)).toBe(true);
  });

  it('is the site’s own for a school’s admins: its sites, causes and fundraising pages', async () => {
    const gw = await report('', gwAdmin, GW);
    expect(gw.by_site.every((s) => s.site?.id === gwId)).toBe(true);
    const amara = gw.by_fundraiser.find((f) => f.fundraiser.slug === 'amara-sponsored-silence')!;
    expect(amara).toMatchObject({ currency: 'USD', minor: 4_500, gifts: 3, donors: 3, fundraiser: { owner: { kind: 'student', name: 'Amara' } }, site: { id: gwId } });
    const oak = gw.by_fundraiser.find((f) => f.fundraiser.slug === 'year-4-oak-bike-a-thon')!;
    expect(oak.fundraiser.owner).toEqual({ kind: 'class', name: 'Year 4 Oak' });
    // Greenwood's own charity and its gifts to platform-wide causes; never the main site's donors.
    const hedgehogs = gw.by_charity.find((c) => c.charity.name === 'Millbrook Hedgehog Rescue')!;
    expect(hedgehogs).toMatchObject({ currency: 'GBP', minor: 16_000, gifts: 2, charity: { platform_wide: false } });
    const water = gw.by_charity.find((c) => c.charity.name === 'Maji Safi kwa Watoto')!;
    expect(water.minor).toBe(4_500);
    const everywhere = (await report('')).by_charity.find((c) => c.charity.name === 'Maji Safi kwa Watoto' && c.currency === 'USD')!;
    expect(everywhere.minor).toBeGreaterThan(water.minor);
    // The sum per currency matches the list of paid gifts.
    const paid = await list('status=paid&limit=100', gwAdmin, GW);
    for (const total of gw.totals) {
      const gifts = paid.results.filter((d) => d.currency === total.currency);
      expect(total.minor).toBe(gifts.reduce((s, d) => s + d.amount_minor, 0));
      expect(total.gifts).toBe(gifts.length);
    }
  });

  it('drops a gift once it is refunded', async () => {
    const before = await report(`charity=${cause.gbp}`);
    await platform((tx) =>
      recordDonation(tx, { tenantId: null, charityId: cause.gbp, projectId: null, currency: 'GBP', amountMinor: 4_000, name: 'Late Refund', email: 'late.refund@example.org', title: 'Gift', status: 'refunded' }),
    );
    const after = await report(`charity=${cause.gbp}`);
    expect(after.totals[0]).toMatchObject({ minor: before.totals[0]!.minor, gifts: before.totals[0]!.gifts, refunded_minor: 4_000, refunded_gifts: 1 });
    expect(after.by_month.at(-1)).toEqual(before.by_month.at(-1));
  });
});

describe('the CSV export', () => {
  it('has every gift the filters match, with formula-looking cells defused', async () => {
    const res = await call('GET', `/api/admin/donations/export.csv?search=${MARK}&sort=-amount`, { host: MAIN, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = res.body.trim().split('\r\n');
    expect(header).toBe('date,reference,status,donor_name,donor_email,anonymous,shown_as,amount,currency,charity,project,fundraiser,fundraiser_owner,dedication,site,provider,receipt');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[0]).toContain(`"'@SUM(A1)"`);
    expect(lines[0]).toContain('"yes","Anonymous","30.00","GBP","Report Owls"');
    expect(lines.at(-1)).toContain('"refunded"');

    // More rows than one page, and only the school's own for its admins.
    const gw = await call('GET', '/api/admin/donations/export.csv?limit=1', { host: GW, token: gwAdmin });
    const gwLines = gw.body.trim().split('\r\n').slice(1);
    expect(gwLines.length).toBe((await list('', gwAdmin, GW)).count);
    expect(gwLines.length).toBeGreaterThan(1);
    expect(gw.body).not.toContain('daniel.brooks@example.com');
    expect(gwLines.every((l) => l.includes(`"${DEMO.school.name}"`))).toBe(true);
    expect(donationsCsv([])).toBe(`${header}\r\n`);
  });
});

describe('a gift made through checkout', () => {
  it('appears in the list with its receipt, which the scope’s admins can download', async () => {
    const project = (await call('GET', '/api/projects/winter-hedgehog-hospital/', { host: GW })).json() as Json;
    const res = await call('POST', '/api/checkout/donation/', {
      host: GW,
      payload: { project_id: project.id, amount_minor: 1_234, dedication: 'For the hoglets', anonymous: true, email: 'checkout.gift@example.org', name: 'Checkout Giver', provider: 'stripe' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json() as Json;
    const reference = started.order.reference as string;
    const found = () => list(`search=${reference}`, gwAdmin, GW);
    expect((await found()).results[0]).toMatchObject({ status: 'pending', receipt: null });
    await choose(t, started.redirect_url, 'success');
    const paid = await eventually(found, (p) => p.results[0]?.status === 'paid');
    const gift = paid.results[0] as TAdminDonation;
    expect(gift).toMatchObject({
      reference,
      status: 'paid',
      amount_minor: 1_234,
      currency: 'GBP',
      anonymous: true,
      dedication: 'For the hoglets',
      donor: { name: 'Checkout Giver', email: 'checkout.gift@example.org', display_name: 'Anonymous', has_account: false },
      project: { slug: 'winter-hedgehog-hospital' },
      site: { id: gwId },
      provider: 'stripe',
    });
    expect(gift.receipt?.number).toMatch(/^RCT-\d{6}$/);
    expect((await list(`search=${reference}`)).results.map((d) => d.reference)).toEqual([reference]);

    const receipt = `/api/admin/donations/${reference}/receipt.pdf`;
    for (const [token, host] of [
      [gwAdmin, GW],
      [admin, MAIN],
    ] as const) {
      const pdf = await call('GET', receipt, { host, token });
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${gift.receipt!.number}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Another site's admins, and a teacher, get nothing; a gift without a receipt says so.
    const bf = await call('GET', receipt, { host: BF, token: await login(DEMO.orgAdmin, BF) });
    expect(bf.statusCode).toBe(404);
    expect(bf.json().error).toBe(MSG.notFound);
    expect((await call('GET', '/api/admin/donations/ZZZZZZZZZZ/receipt.pdf', { host: MAIN, token: admin })).json().error).toBe(MSG.notFound);
    expect((await call('GET', receipt, { host: GW, token: await login(DEMO.teacher) })).statusCode).toBe(403);
    const seeded = (await list('search=daniel.brooks')).results[0]!;
    expect(seeded.receipt).toBeNull();
    const none = await call('GET', `/api/admin/donations/${seeded.reference}/receipt.pdf`, { host: MAIN, token: admin });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(MSG.noReceipt);
    const gwForMain = await call('GET', `/api/admin/donations/${seeded.reference}/receipt.pdf`, { host: GW, token: gwAdmin });
    expect(gwForMain.json()).toEqual({ error: MSG.notFound });
  });
});
