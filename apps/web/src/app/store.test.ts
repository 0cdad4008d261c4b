import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions } from '../features/cart/cart.slice';
import { MODE_ID_KEY, modeCleared, modeSelected } from '../features/modes/mode-selection.slice';
import { searchChanged } from '../features/search/search.slice';
import { categoryResetRequested } from '../features/library/reset-category.slice';
import { loggedOut, SESSION_KEYS, sessionStarted } from '../lib/session.slice';
import { memoryStorage } from '../test/memory-storage';
import { CLIENT_STATE_KEY, createAppStore } from './store';

const teacher = {
  id: 7,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.org',
  role: 'teacher' as const,
  country: 'IN',
  avatar: null,
  username: null,
};

describe('app store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has the spec state parts', () => {
    const store = createAppStore();
    expect(Object.keys(store.getState())).toEqual(
      expect.arrayContaining([
        'bookStats',
        'cart',
        'resetCategory',
        'search',
        'modeSelection',
        'stats',
        'analytics',
        'classes',
        'session',
        'api',
      ]),
    );
    expect(store.getState().bookStats.status).toBe('idle');
    expect(store.getState().classes.status).toBe('idle');
  });

  it('restores the cart and the search from cs.state', () => {
    const local = memoryStorage({
      [CLIENT_STATE_KEY]: JSON.stringify({ cart: { items: [3, 4], count: 2 }, search: { query: 'tiger' } }),
    });
    const store = createAppStore({ local });
    expect(store.getState().cart).toEqual({ items: [3, 4], count: 2 });
    expect(store.getState().search.query).toBe('tiger');
  });

  it.each([
    ['bad JSON', '{"cart":'],
    ['an array', '[1,2]'],
    ['a wrong cart shape', JSON.stringify({ cart: { items: 'oops' }, search: { query: 'x' } })],
    ['a wrong search shape', JSON.stringify({ cart: { items: [1] }, search: { query: 5 } })],
  ])('ignores a saved state with %s', (_label, raw) => {
    const store = createAppStore({ local: memoryStorage({ [CLIENT_STATE_KEY]: raw }) });
    expect(store.getState().cart).toEqual({ items: [], count: 0 });
    expect(store.getState().search.query).toBe('');
  });

  it('persists only the cart and the search, throttled to once per second', () => {
    const local = memoryStorage();
    const store = createAppStore({ local });
    store.dispatch(cartActions.add(1));
    store.dispatch(cartActions.add(2));
    store.dispatch(searchChanged('owls'));
    store.dispatch(categoryResetRequested());

    const first = JSON.parse(local.getItem(CLIENT_STATE_KEY) ?? '{}') as Record<string, unknown>;
    expect(first).toEqual({ cart: { items: [1], count: 1 } , search: { query: '' } });

    vi.advanceTimersByTime(1000);
    const saved = JSON.parse(local.getItem(CLIENT_STATE_KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual(['cart', 'search']);
    expect(saved).toEqual({ cart: { items: [1, 2], count: 2 }, search: { query: 'owls' } });
  });

  it("logs 'Error saving state' when the write fails", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const local = memoryStorage();
    const store = createAppStore({ local });
    local.failWrites = true;
    store.dispatch(cartActions.add(1));
    expect(error).toHaveBeenCalledWith('Error saving state', expect.anything());
  });

  it('stores the session under cs.access, cs.refresh and cs.user, and clears it on logout', () => {
    const local = memoryStorage();
    const store = createAppStore({ local });
    store.dispatch(sessionStarted({ user: teacher, access: 'a1', refresh: 'r1' }));
    expect(local.getItem(SESSION_KEYS.access)).toBe('a1');
    expect(local.getItem(SESSION_KEYS.refresh)).toBe('r1');
    expect(JSON.parse(local.getItem(SESSION_KEYS.user) ?? 'null')).toMatchObject({ email: 'asha@example.org' });

    store.dispatch(loggedOut());
    expect(local.getItem(SESSION_KEYS.access)).toBeNull();
    expect(local.getItem(SESSION_KEYS.user)).toBeNull();
  });

  it('loads a stored session and ignores a damaged user', () => {
    const good = createAppStore({
      local: memoryStorage({ [SESSION_KEYS.user]: JSON.stringify(teacher), [SESSION_KEYS.access]: 'a' }),
    });
    expect(good.getState().session.user?.role).toBe('teacher');
    expect(good.getState().session.access).toBe('a');

    const bad = createAppStore({
      local: memoryStorage({ [SESSION_KEYS.user]: '{"id":1,"role":"wizard"}', [SESSION_KEYS.access]: 'a' }),
    });
    expect(bad.getState().session).toEqual({ user: null, access: null, refresh: null });
  });

  it('keeps the selected mode id in session storage', () => {
    const session = memoryStorage({ [MODE_ID_KEY]: '3' });
    const store = createAppStore({ session });
    expect(store.getState().modeSelection.modeId).toBe(3);
    store.dispatch(modeSelected(5));
    expect(session.getItem(MODE_ID_KEY)).toBe('5');
    store.dispatch(modeCleared());
    expect(session.getItem(MODE_ID_KEY)).toBeNull();
  });

  it('ignores a stored mode id that is not a positive integer', () => {
    const store = createAppStore({ session: memoryStorage({ [MODE_ID_KEY]: 'abc' }) });
    expect(store.getState().modeSelection.modeId).toBeNull();
  });
});
