import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '../../test/test-store';
import { jsonResponse } from '../../test/memory-storage';
import {
  fetchTeacherBookStats,
  statsReducer,
  fetchTeacherStoryStats,
  TEACHER_BOOK_STATS_ERROR,
  TEACHER_STORY_STATS_ERROR,
} from './stats.slice';

afterEach(() => vi.unstubAllGlobals());

describe('teacher stats slice', () => {
  it("stores 'Failed to fetch book stats' and 'Failed to fetch story stats' without a server message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 502 })));
    const store = testStore({ stats: statsReducer });
    await store.dispatch(fetchTeacherBookStats());
    await store.dispatch(fetchTeacherStoryStats());
    expect(store.getState().stats.books).toMatchObject({ status: 'failed', error: TEACHER_BOOK_STATS_ERROR });
    expect(store.getState().stats.stories).toMatchObject({ status: 'failed', error: TEACHER_STORY_STATS_ERROR });
    expect(TEACHER_BOOK_STATS_ERROR).toBe('Failed to fetch book stats');
    expect(TEACHER_STORY_STATS_ERROR).toBe('Failed to fetch story stats');
  });

  it('keeps what the server sent on success', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ total_books: 4 })));
    const store = testStore({ stats: statsReducer });
    await store.dispatch(fetchTeacherBookStats());
    expect(store.getState().stats.books).toEqual({ data: { total_books: 4 }, status: 'succeeded', error: null });
  });
});

