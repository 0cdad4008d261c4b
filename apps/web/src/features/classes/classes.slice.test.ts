import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/memory-storage';
import { testStore } from '../../test/test-store';
import { classesReducer, fetchClasses } from './classes.slice';

afterEach(() => vi.unstubAllGlobals());

describe('classes slice', () => {
  it('fetches with the limit and keeps the results', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ count: 1, results: [{ id: 1, name: '5B' }] }));
    vi.stubGlobal('fetch', fetchMock);
    const store = testStore({ classes: classesReducer });
    await store.dispatch(fetchClasses(25));
    expect(store.getState().classes).toEqual({ data: [{ id: 1, name: '5B' }], status: 'succeeded', error: null });
    const url = new URL((fetchMock.mock.calls[0] as unknown as [Request])[0].url);
    expect(url.pathname).toBe('/api/v1/teacher/school-classes/');
    expect(url.searchParams.get('limit')).toBe('25');
  });
});
