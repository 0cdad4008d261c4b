import type { StorageLike } from '../lib/storage';

/** An in-memory Storage for node tests; `failWrites` makes setItem throw like a full quota. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    failWrites: false,
    writes: 0,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (storage.failWrites) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      storage.writes += 1;
      data.set(key, String(value));
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
    dump: () => Object.fromEntries(data),
  } satisfies StorageLike & Record<string, unknown>;
  return storage;
}

/** A JSON Response as the server sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
