import { loadPersistedState } from './persisted-state';
import { getSessionStorage, isRecord } from './storage';

/**
 * What the buyer typed at checkout, kept for this tab: the provider's page is another site, and
 * coming back from it (Back, or a cancelled payment) loads the app again. Never anything about
 * paying itself; forgotten once an order is paid.
 */
const DETAILS_KEY = 'cs.checkout.details';

export type CheckoutAddress = { name: string; line1: string; line2: string; city: string; region: string; postal_code: string; country: string; phone: string };
export const EMPTY_ADDRESS: CheckoutAddress = { name: '', line1: '', line2: '', city: '', region: '', postal_code: '', country: '', phone: '' };
export type CheckoutDetails = { name: string; email: string; address: CheckoutAddress };

export function savedCheckoutDetails(): CheckoutDetails | undefined {
  return loadPersistedState(getSessionStorage(), DETAILS_KEY, (value) => {
    if (!isRecord(value) || typeof value.name !== 'string' || typeof value.email !== 'string' || !isRecord(value.address)) return undefined;
    const saved = value.address;
    const address = Object.fromEntries(Object.keys(EMPTY_ADDRESS).map((k) => [k, typeof saved[k] === 'string' ? saved[k] : ''])) as CheckoutAddress;
    return { name: value.name, email: value.email, address };
  });
}

export function saveCheckoutDetails(details: CheckoutDetails): void {
  try {
    getSessionStorage()?.setItem(DETAILS_KEY, JSON.stringify(details));
  } catch {
    // Storage full or blocked: the form still works, it is just not kept.
  }
}

export function forgetCheckoutDetails(): void {
  try {
    getSessionStorage()?.removeItem(DETAILS_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

const STARTED_KEY = 'cs.checkout.started';

/**
 * The order this tab's checkout last started, with the details it was started with: coming back
 * from the provider's page (Back), the buyer may choose another way to pay for that same order.
 */
export function rememberStartedCheckout(reference: string, details: CheckoutDetails): void {
  try {
    getSessionStorage()?.setItem(STARTED_KEY, JSON.stringify({ reference, details: JSON.stringify(details) }));
  } catch {
    // Blocked storage: coming back shows the order to open instead.
  }
}

/** Whether `reference` is the order this tab started, with these very details (nothing changed since). */
export function startedHere(reference: string, details: CheckoutDetails): boolean {
  const saved = loadPersistedState(getSessionStorage(), STARTED_KEY, (value) => (isRecord(value) && typeof value.reference === 'string' && typeof value.details === 'string' ? value : undefined));
  return saved?.reference === reference && saved.details === JSON.stringify(details);
}
