import { configureStore, createSlice } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { loadPersistedState, persistState } from './persisted-state';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { inc: (state) => void (state.value += 1) },
});
const other = createSlice({
  name: 'other',
  initialState: { value: 0 },
  reducers: { bump: (state) => void (state.value += 1) },
});

function setup(storage = memoryStorage()) {
  const store = configureStore({ reducer: { counter: counter.reducer, other: other.reducer } });
  const events = new EventTarget();
  const stop = persistState(store, {
    storage,
    key: 'k',
    select: (state) => ({ counter: state.counter }),
    pageEvents: events as unknown as Window,
  });
  const saved = () => JSON.parse(storage.getItem('k') ?? 'null') as { counter: { value: number } } | null;
  return { store, storage, events, stop, saved };
}

describe('persistState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('writes at most once per second, ending with the latest state', () => {
    const { store, storage, saved } = setup();
    for (let i = 0; i < 10; i++) store.dispatch(counter.actions.inc());
    expect(storage.writes).toBe(1);
    expect(saved()?.counter.value).toBe(1);

    vi.advanceTimersByTime(999);
    store.dispatch(counter.actions.inc());
    expect(storage.writes).toBe(1);

    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(2);
    expect(saved()?.counter.value).toBe(11);
  });

  it('keeps to one write per second under a steady stream of changes', () => {
    const { store, storage } = setup();
    for (let ms = 0; ms < 5000; ms += 50) {
      store.dispatch(counter.actions.inc());
      vi.advanceTimersByTime(50);
    }
    // 5 s of changes: the leading write plus one per elapsed second.
    expect(storage.writes).toBeGreaterThanOrEqual(5);
    expect(storage.writes).toBeLessThanOrEqual(6);
  });

  it('does not write when the persisted part did not change', () => {
    const { store, storage } = setup();
    store.dispatch(other.actions.bump());
    vi.advanceTimersByTime(5000);
    expect(storage.writes).toBe(0);
  });

  it('flushes a pending write on pagehide', () => {
    const { store, storage, events, saved } = setup();
    store.dispatch(counter.actions.inc());
    store.dispatch(counter.actions.inc());
    expect(storage.writes).toBe(1);
    events.dispatchEvent(new Event('pagehide'));
    expect(storage.writes).toBe(2);
    expect(saved()?.counter.value).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(storage.writes).toBe(2);
  });

  it("logs 'Error saving state' when storage throws, and keeps running", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, storage } = setup();
    storage.failWrites = true;
    store.dispatch(counter.actions.inc());
    expect(error).toHaveBeenCalledWith('Error saving state', expect.anything());
    expect(store.getState().counter.value).toBe(1);
  });

  it('stops writing once stopped', () => {
    const { store, storage, stop } = setup();
    stop();
    store.dispatch(counter.actions.inc());
    vi.advanceTimersByTime(2000);
    expect(storage.writes).toBe(0);
  });
});

describe('loadPersistedState', () => {
  const parse = (value: unknown) =>
    typeof value === 'object' && value !== null && 'n' in value ? (value as { n: number }) : undefined;

  it('returns the parsed value', () => {
    expect(loadPersistedState(memoryStorage({ k: '{"n":1}' }), 'k', parse)).toEqual({ n: 1 });
  });

  it.each(['{not json', '"text"', '[]', 'null', '{"m":1}'])('ignores %s', (raw) => {
    expect(loadPersistedState(memoryStorage({ k: raw }), 'k', parse)).toBeUndefined();
  });

  it('ignores storage that throws on read', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(loadPersistedState(storage, 'k', parse)).toBeUndefined();
  });

  it('returns undefined without storage', () => {
    expect(loadPersistedState(null, 'k', parse)).toBeUndefined();
  });
});
