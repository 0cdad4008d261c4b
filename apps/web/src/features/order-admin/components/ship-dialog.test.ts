import { beforeAll, describe, expect, it } from 'vitest';
import { ZShipInput } from '@commonshelf/shared/commerce/order-admin.schemas';
import { initI18n } from '../../../i18n';
import { filterParams } from '../../../lib/csv-download';
import { addressLines } from './ship-dialog';

describe('shipping a print order', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows the posting address as lines, the country by name, without empty parts', () => {
    expect(addressLines({ name: 'Asha Verma', line1: '14 Lake Road', line2: '', city: 'Pune', region: 'MH', postal_code: '411001', country: 'IN', phone: '' })).toEqual([
      'Asha Verma',
      '14 Lake Road',
      'Pune, MH, 411001',
      'India',
    ]);
    expect(addressLines({ name: 'K', line1: '1 A St', city: 'Leeds', postal_code: 'LS1', country: 'ZZ', phone: '0113' })).toEqual(['K', '1 A St', 'Leeds, LS1', 'ZZ', 'Phone 0113']);
  });

  it('checks the form with the API’s rules: https tracking pages only, empty optional fields as none', () => {
    const ok = ZShipInput.safeParse({ carrier: ' DPD ', tracking_number: '15501 234', tracking_url: '', note: '' });
    expect(ok.success && ok.data).toEqual({ carrier: 'DPD', tracking_number: '15501 234', tracking_url: null, note: null });
    for (const url of ['http://dpd.co.uk/t', 'javascript:alert(1)', 'https://localhost/t', 'https://a:b@dpd.co.uk/']) {
      expect(ZShipInput.safeParse({ carrier: 'DPD', tracking_number: '1', tracking_url: url }).success, url).toBe(false);
    }
  });

  it('sends only the filters that narrow a list', () => {
    expect(filterParams({ status: 'all', shipping: 'to_ship', search: '', from: '2026-01-01' })).toEqual({ shipping: 'to_ship', from: '2026-01-01' });
  });
});
