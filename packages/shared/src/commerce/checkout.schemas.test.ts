import { describe, expect, it } from 'vitest';
import { CHECKOUT_MSG, ZShippingAddress } from './checkout.schemas.js';

const address = { name: 'Ravi Kumar', line1: '4 MG Road', city: 'Pune', postal_code: '411001', country: 'IN' };

/** The messages a delivery address is refused with, by field. */
function refusal(changes: Partial<typeof address>): Record<string, string[]> {
  const parsed = ZShippingAddress.safeParse({ ...address, ...changes });
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe('a delivery address', () => {
  it('has a street and a town in words, not "." or "1"', () => {
    expect(refusal({ line1: '.' })).toEqual({ line1: [CHECKOUT_MSG.addressLine] });
    expect(refusal({ line1: '12' })).toEqual({ line1: [CHECKOUT_MSG.addressLine] });
    expect(refusal({ city: '1' })).toEqual({ city: [CHECKOUT_MSG.city] });
    expect(refusal({ line1: '12 Rue de la Paix', city: 'Île-de-France' })).toEqual({});
    expect(refusal({ line1: '', city: '' })).toEqual({ line1: [CHECKOUT_MSG.fieldRequired], city: [CHECKOUT_MSG.fieldRequired] });
  });

  it('has a postcode in its country’s format where we know it, once', () => {
    expect(refusal({ country: 'GB', postal_code: '1' })).toEqual({ postal_code: [CHECKOUT_MSG.ukPostcode] });
    expect(refusal({ country: 'GB', postal_code: 'SW1A' })).toEqual({ postal_code: [CHECKOUT_MSG.ukPostcode] });
    expect(refusal({ country: 'US', postal_code: '9410' })).toEqual({ postal_code: [CHECKOUT_MSG.zipCode] });
    expect(refusal({ country: 'IN', postal_code: '011001' })).toEqual({ postal_code: [CHECKOUT_MSG.pinCode] });
    // A postcode of no country's shape gets the general message only.
    expect(refusal({ country: 'GB', postal_code: '!!!@@@' })).toEqual({ postal_code: [CHECKOUT_MSG.postalCode] });
    for (const [postal_code, country] of [['sw1a 1aa', 'GB'], ['M1 1AE', 'GB'], ['EC1A1BB', 'gb'], ['94103', 'US'], ['94103-1234', 'US'], ['411 001', 'IN'], ['75008', 'FR'], ['1010', 'AT']] as const) {
      expect(refusal({ postal_code, country }), `${postal_code} ${country}`).toEqual({});
    }
  });

  it('writes a postcode in capitals with single spaces, as the post does', () => {
    expect(ZShippingAddress.parse({ ...address, country: 'GB', postal_code: ' sw1a   1aa ' }).postal_code).toBe('SW1A 1AA');
    expect(ZShippingAddress.parse({ ...address, country: 'NL', postal_code: '1012 ab' }).postal_code).toBe('1012 AB');
  });
});
