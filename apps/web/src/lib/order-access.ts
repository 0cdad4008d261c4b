import { getLocalStorage, isRecord, readJson } from './storage';

/** Where the browser keeps the access tokens of orders placed without an account (reference → token). */
export const ORDER_ACCESS_KEY = 'cs.orderAccess';
const KEEP = 20;

/**
 * Keeps a visitor's way back to their order: the payment result page and /trackorder read the
 * order with this token. The newest 20 are kept.
 */
export function rememberOrderAccess(reference: string, token: string, storage = getLocalStorage()): void {
  if (!storage) return;
  const stored = readJson(storage, ORDER_ACCESS_KEY);
  const entries = Object.entries(isRecord(stored) ? stored : {}).filter(([ref, value]) => ref !== reference && typeof value === 'string');
  entries.push([reference, token]);
  try {
    storage.setItem(ORDER_ACCESS_KEY, JSON.stringify(Object.fromEntries(entries.slice(-KEEP))));
  } catch {
    // Storage full or blocked: the order is still reachable by signing in or from the receipt email.
  }
}

/** The access token the browser keeps for an order, if it placed it. */
export function orderAccessToken(reference: string, storage = getLocalStorage()): string | null {
  if (!storage) return null;
  const stored = readJson(storage, ORDER_ACCESS_KEY);
  const token = isRecord(stored) ? stored[reference] : undefined;
  return typeof token === 'string' ? token : null;
}
