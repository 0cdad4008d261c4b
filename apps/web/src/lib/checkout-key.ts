import { getLocalStorage, isRecord, readJson, type StorageLike } from './storage';

/** Where the browser keeps the key of the cart being checked out (shared by all its tabs). */
export const CHECKOUT_KEY_STORAGE = 'cs.checkoutKey';

/** A random version-4 UUID; `crypto.randomUUID` exists only on secure pages, `getRandomValues` everywhere. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key this checkout sends: the same for the same cart and account in every tab of this browser,
 * so the server makes one order however many tabs press Pay (the others are shown that order). A
 * different cart or another account on the device gets a new key.
 */
export function checkoutKeyFor(owner: string, items: readonly number[], storage: StorageLike | null = getLocalStorage(), newKey = randomKey): string {
  const cart = [...items].sort((a, b) => a - b).join(',');
  const stored = readJson(storage, CHECKOUT_KEY_STORAGE);
  if (isRecord(stored) && stored.owner === owner && stored.cart === cart && typeof stored.key === 'string') return stored.key;
  const key = newKey();
  try {
    storage?.setItem(CHECKOUT_KEY_STORAGE, JSON.stringify({ owner, cart, key }));
  } catch {
    // Storage full or blocked: this tab still sends its key, so a double click makes one order.
  }
  return key;
}
