import { describe, expect, it } from 'vitest';
import { loadSiteInfo } from './site';

/** A page whose server-written bootstrap block holds `data`. */
const pageWith = (data: unknown) =>
  ({ getElementById: (id: string) => (id === 'cs-bootstrap' ? { textContent: JSON.stringify(data) } : null) }) as unknown as Document;

describe('the site the page was served for', () => {
  it('reads the ways to pay the server has on; an older page without the list is taken as all of them', async () => {
    const on = await loadSiteInfo(pageWith({ tenant: null, productName: 'Commonshelf', turnstileSiteKey: null, paymentProviders: ['stripe'] }));
    expect(on).toMatchObject({ isTenant: false, siteName: 'Commonshelf', paymentProviders: ['stripe'] });
    expect((await loadSiteInfo(pageWith({ tenant: null, paymentProviders: [] }))).paymentProviders).toEqual([]);
    expect((await loadSiteInfo(pageWith({ tenant: null }))).paymentProviders).toBeNull();
  });
});
