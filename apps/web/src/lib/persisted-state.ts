import type { StorageLike } from './storage';

export const PERSIST_THROTTLE_MS = 1000;

/**
 * Reads a saved JSON state and hands it to `parse`; any failure (missing, bad JSON, wrong shape,
 * storage throwing) yields undefined so the app starts from its defaults.
 */
export function loadPersistedState<T>(
  storage: StorageLike | null,
  key: string,
  parse: (value: unknown) => T | undefined,
): T | undefined {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(key);
    if (raw == null) return undefined;
    return parse(JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

type Subscribable<S> = { getState: () => S; subscribe: (listener: () => void) => () => void };

type PersistOptions<S, P> = {
  storage: StorageLike | null;
  key: string;
  /** Picks what to save; returning the same references means nothing changed. */
  select: (state: S) => P;
  throttleMs?: number;
  /** Where to listen for `pagehide` so a pending write is not lost when the tab goes away. */
  pageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
};

function shallowEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k])
  );
}

/**
 * Saves the selected part of a store at most once per `throttleMs` (first change at once, the
 * latest state at the end of the window), and flushes on `pagehide`. Returns a stop function.
 */
export function persistState<S, P>(store: Subscribable<S>, options: PersistOptions<S, P>): () => void {
  const { storage, key, select, throttleMs = PERSIST_THROTTLE_MS, pageEvents = null } = options;
  let lastSaved = select(store.getState());
  let lastWriteAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const write = () => {
    timer = null;
    const current = select(store.getState());
    if (shallowEqual(current, lastSaved)) return;
    lastSaved = current;
    lastWriteAt = Date.now();
    try {
      storage?.setItem(key, JSON.stringify(current));
    } catch (error) {
      // Quota exceeded or storage disabled: the app keeps working from memory.
      console.error('Error saving state', error);
    }
  };

  const unsubscribe = store.subscribe(() => {
    if (timer !== null) return;
    if (shallowEqual(select(store.getState()), lastSaved)) return;
    const wait = lastWriteAt + throttleMs - Date.now();
    if (wait <= 0) write();
    else timer = setTimeout(write, wait);
  });

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    write();
  };
  pageEvents?.addEventListener('pagehide', flush);

  return () => {
    unsubscribe();
    pageEvents?.removeEventListener('pagehide', flush);
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
