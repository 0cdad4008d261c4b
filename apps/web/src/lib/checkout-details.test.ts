import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { EMPTY_ADDRESS, forgetCheckoutDetails, rememberStartedCheckout, saveCheckoutDetails, savedCheckoutDetails, startedHere } from './checkout-details';

describe('the checkout details kept for a tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('come back after the provider’s page, a damaged copy is ignored, and a paid order forgets them', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    const details = { name: 'Kiran Rao', email: 'kiran@example.org', address: { ...EMPTY_ADDRESS, line1: '12 Mill Lane', city: 'Leeds' } };
    saveCheckoutDetails(details);
    expect(savedCheckoutDetails()).toEqual(details);

    storage.setItem('cs.checkout.details', JSON.stringify({ name: 'Kiran', email: 'k@example.org', address: { line1: 7, city: 'Leeds' } }));
    expect(savedCheckoutDetails()).toEqual({ name: 'Kiran', email: 'k@example.org', address: { ...EMPTY_ADDRESS, city: 'Leeds' } });
    storage.setItem('cs.checkout.details', '{not json');
    expect(savedCheckoutDetails()).toBeUndefined();

    saveCheckoutDetails(details);
    forgetCheckoutDetails();
    expect(savedCheckoutDetails()).toBeUndefined();
  });

  it('know the order this tab started, and only while the details are those it was started with', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const details = { name: 'Kiran Rao', email: 'kiran@example.org', address: { ...EMPTY_ADDRESS } };
    expect(startedHere('AB12CD34EF', details)).toBe(false);
    rememberStartedCheckout('AB12CD34EF', details);
    expect(startedHere('AB12CD34EF', { ...details })).toBe(true);
    expect(startedHere('ZZ99ZZ99ZZ', details)).toBe(false);
    expect(startedHere('AB12CD34EF', { ...details, email: 'other@example.org' })).toBe(false);
    expect(startedHere('AB12CD34EF', { ...details, address: { ...EMPTY_ADDRESS, city: 'Leeds' } })).toBe(false);
  });
});
