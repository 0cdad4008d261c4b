import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { jsonResponse } from '../../test/memory-storage';
import { fetchClasses } from '../classes/classes.slice';
import { BOOK_STATS_ERROR, fetchBookStats } from '../library/book-stats.slice';
import {
  fetchTeacherBookStats,
  fetchTeacherStoryStats,
  TEACHER_BOOK_STATS_ERROR,
  TEACHER_STORY_STATS_ERROR,
} from './stats.slice';

afterEach(() => vi.unstubAllGlobals());

describe('teacher stats slice', () => {
  it("stores 'Failed to fetch book stats' and 'Failed to fetch story stats' without a server message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 502 })));
    const store = createAppStore();
    await store.dispatch(fetchTeacherBookStats());
    await store.dispatch(fetchTeacherStoryStats());
    expect(store.getState().stats.books).toMatchObject({ status: 'failed', error: TEACHER_BOOK_STATS_ERROR });
    expect(store.getState().stats.stories).toMatchObject({ status: 'failed', error: TEACHER_STORY_STATS_ERROR });
    expect(TEACHER_BOOK_STATS_ERROR).toBe('Failed to fetch book stats');
    expect(TEACHER_STORY_STATS_ERROR).toBe('Failed to fetch story stats');
  });

  it('keeps what the server sent on success', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ total_books: 4 })));
    const store = createAppStore();
    await store.dispatch(fetchTeacherBookStats());
    expect(store.getState().stats.books).toEqual({ data: { total_books: 4 }, status: 'succeeded', error: null });
  });
});

describe('book stats slice', () => {
  it('reads book_stats', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ book_stats: { all_book: 12, featured_book: 3 } }));
    vi.stubGlobal('fetch', fetchMock);
    const store = createAppStore();
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
    const store = createAppStore();
    await store.dispatch(fetchBookStats());
    expect(store.getState().bookStats).toMatchObject({ status: 'failed', error: BOOK_STATS_ERROR });
  });
});

describe('classes slice', () => {
  it('fetches with the limit and keeps the results', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ count: 1, results: [{ id: 1, name: '5B' }] }));
    vi.stubGlobal('fetch', fetchMock);
    const store = createAppStore();
    await store.dispatch(fetchClasses(25));
    expect(store.getState().classes).toEqual({ data: [{ id: 1, name: '5B' }], status: 'succeeded', error: null });
    const url = new URL((fetchMock.mock.calls[0] as unknown as [Request])[0].url);
    expect(url.pathname).toBe('/api/v1/teacher/school-classes/');
    expect(url.searchParams.get('limit')).toBe('25');
  });
});
