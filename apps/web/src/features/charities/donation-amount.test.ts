import { describe, expect, it } from 'vitest';
import { presetAmounts, providersFor } from './donation-amount';

describe('donation presets', () => {
  it('suggests amounts in the cause’s currency', () => {
    expect(presetAmounts('INR')).toEqual([25_000, 50_000, 100_000, 250_000]);
    expect(presetAmounts('GBP')[0]).toBe(500);
    expect(presetAmounts('XYZ')).toEqual(presetAmounts('USD'));
  });

  it('offers PhonePe for rupees only', () => {
    expect(providersFor('INR')).toEqual(['stripe', 'paypal', 'phonepe']);
    expect(providersFor('USD')).toEqual(['stripe', 'paypal']);
    expect(providersFor('GBP')).not.toContain('phonepe');
  });

  it('offers only the providers the server has on', () => {
    expect(providersFor('INR', ['paypal', 'phonepe'])).toEqual(['paypal', 'phonepe']);
    expect(providersFor('USD', ['phonepe'])).toEqual([]);
    expect(providersFor('USD', [])).toEqual([]);
  });
});
