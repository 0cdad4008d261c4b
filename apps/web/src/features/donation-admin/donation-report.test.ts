import type { TDonationReport } from '@commonshelf/shared/charities/donation-admin.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { reportRows, sumsNote } from './components/donation-report';

const sums = { currency: 'USD', minor: 4_500, gifts: 3, donors: 2, refunded_minor: 0, refunded_gifts: 0 };

const report: TDonationReport = {
  totals: [sums],
  by_charity: [
    { ...sums, charity: { id: 7, slug: 'maji', name: 'Maji Safi', platform_wide: true } },
    { ...sums, currency: 'GBP', minor: 1_000, charity: { id: 9, slug: 'hogs', name: 'Hedgehogs', platform_wide: false } },
  ],
  by_project: [{ ...sums, project: { id: 3, slug: 'tanks', title: 'Rain tanks' }, charity: { id: 7, name: 'Maji Safi' } }],
  by_site: [
    { ...sums, site: null },
    { ...sums, site: { id: 'a0e1b2c3-0000-4000-8000-000000000001', name: 'Greenwood' } },
    { ...sums, currency: 'GBP', minor: 700, site: null },
  ],
  by_fundraiser: [{ ...sums, fundraiser: { id: 5, slug: 'amara', title: 'Sponsored silence', owner: { kind: 'student', name: 'Amara' } }, site: { id: 'g', name: 'Greenwood' } }],
  by_month: [],
};

describe('the donation report’s rows', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('link each cause, page and site to the donations filtered by it, and a charity to its details', () => {
    const rows = reportRows(report, { donations: '/admin-panel/donations', charity: (id) => `/admin-panel/charity-details-view/${id}` });
    expect(rows.charities.map((r) => [r.key, r.name, r.to, r.filter, r.sub])).toEqual([
      ['7', 'Maji Safi', '/admin-panel/charity-details-view/7', '/admin-panel/donations?charity=7', 'Platform-wide'],
      ['9', 'Hedgehogs', '/admin-panel/charity-details-view/9', '/admin-panel/donations?charity=9', undefined],
    ]);
    expect(rows.projects[0]).toMatchObject({ name: 'Rain tanks', sub: 'Maji Safi', filter: '/admin-panel/donations?project=3' });
    expect(rows.fundraisers[0]).toMatchObject({ name: 'Sponsored silence', sub: 'Amara · Greenwood', filter: '/admin-panel/donations?fundraiser=5' });
  });

  it('put a site’s currencies on one row, each summed on its own, in the report’s order', () => {
    const rows = reportRows(report, { donations: '/admin-school/donations' });
    expect(rows.sites.map((r) => [r.name, r.filter, r.sums.map((s) => [s.currency, s.minor])])).toEqual([
      ['Main site', '/admin-school/donations?site=main', [['USD', 4_500], ['GBP', 700]]],
      ['Greenwood', '/admin-school/donations?site=a0e1b2c3-0000-4000-8000-000000000001', [['USD', 4_500]]],
    ]);
    expect(rows.charities[0]!.to).toBeUndefined();
  });

  it('say gifts, donors and what was refunded', () => {
    expect(sumsNote(sums)).toBe('3 gifts · 2 donors');
    expect(sumsNote({ ...sums, gifts: 1, donors: 1, refunded_gifts: 1, refunded_minor: 500 })).toBe('1 gift · 1 donor · $5 refunded (1 gift)');
  });
});
