import { describe, expect, it } from 'vitest';
import { CHECKOUT_KEY_STORAGE, checkoutKeyFor } from './checkout-key';
import type { StorageLike } from './storage';

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('checkoutKeyFor', () => {
  it('gives every tab the same key for the same cart and account, in any order of items', () => {
    const storage = memory();
    const first = checkoutKeyFor('visitor', [3, 1, 2], storage);
    expect(first).toMatch(UUID);
    expect(checkoutKeyFor('visitor', [1, 2, 3], storage)).toBe(first);
  });

  it('gives a new key for another cart or another account', () => {
    const storage = memory();
    const first = checkoutKeyFor('visitor', [1, 2], storage);
    const smaller = checkoutKeyFor('visitor', [1], storage);
    expect(smaller).not.toBe(first);
    expect(checkoutKeyFor('user-7', [1], storage)).not.toBe(smaller);
  });

  it('survives unreadable, blocked or missing storage', () => {
    const storage = memory();
    storage.data.set(CHECKOUT_KEY_STORAGE, '{not json');
    expect(checkoutKeyFor('visitor', [1], storage)).toMatch(UUID);
    const blocked: StorageLike = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(checkoutKeyFor('visitor', [1], blocked)).toMatch(UUID);
    expect(checkoutKeyFor('visitor', [1], null)).toMatch(UUID);
  });

  it('makes version-4 keys without randomUUID too (pages that are not secure contexts)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(checkoutKeyFor('visitor', [1], memory())).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
