import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/memory-storage';
import { testStore } from '../../test/test-store';
import { BOOK_STATS_ERROR, bookStatsReducer, fetchBookStats } from './book-stats.slice';

afterEach(() => vi.unstubAllGlobals());

describe('book stats slice', () => {
  it('reads book_stats', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ book_stats: { all_book: 12, featured_book: 3 } }));
    vi.stubGlobal('fetch', fetchMock);
    const store = testStore({ bookStats: bookStatsReducer });
    await store.dispatch(fetchBookStats());
    expect(store.getState().bookStats).toEqual({
      data: { all_book: 12, featured_book: 3 },
      status: 'succeeded',
      error: null,
    });
    expect(new URL((fetchMock.mock.calls[0] as unknown as [Request])[0].url).pathname).toBe('/api/book-stats');
  });

  it('fails with the fallback on a malformed body', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ book_stats: null })));
    const store = testStore({ bookStats: bookStatsReducer });
    await store.dispatch(fetchBookStats());
    expect(store.getState().bookStats).toMatchObject({ status: 'failed', error: BOOK_STATS_ERROR });
  });
});
