import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '../../test/test-store';
import { jsonResponse } from '../../test/memory-storage';
import { publishingApi } from '../publishing/api/publishing.api';
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

  it('counts a review decision, after which the dashboard asks for the numbers again; other calls are not one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ id: 7, title: 'A story', status: 'published' })));
    const store = testStore({ stats: statsReducer });
    expect(store.getState().stats.revision).toBe(0);
    await store.dispatch(publishingApi.endpoints.reviewStory.initiate({ id: 7, approve: true }));
    await store.dispatch(publishingApi.endpoints.reviewBook.initiate({ id: 8, approve: false, reason: 'Blurry pages.' }));
    expect(store.getState().stats.revision).toBe(2);
    await store.dispatch(publishingApi.endpoints.deleteBook.initiate(9));
    expect(store.getState().stats.revision).toBe(2);
    // A refused decision changed nothing.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'Not yours.' }), { status: 403, headers: { 'content-type': 'application/json' } })));
    await store.dispatch(publishingApi.endpoints.reviewStory.initiate({ id: 7, approve: true }));
    expect(store.getState().stats.revision).toBe(2);
  });
});
