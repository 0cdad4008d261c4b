import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '../../test/test-store';
import { jsonResponse } from '../../test/memory-storage';
import {
  analyticsReducer,
  ANALYTICS_ERROR,
  fetchCategoryContributions,
  fetchImpactCount,
  fetchReactionStats,
  IMPACT_COUNT_ERROR,
  REACTION_STATS_ERROR,
} from './analytics.slice';

function respondWith(response: () => Response) {
  vi.stubGlobal('fetch', vi.fn(async () => response()));
}

describe('analytics slice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes idle → loading → succeeded and keeps the data', async () => {
    respondWith(() => jsonResponse({ total_impacts: 42 }));
    const store = testStore({ analytics: analyticsReducer });
    expect(store.getState().analytics.impactCount.status).toBe('idle');
    const pending = store.dispatch(fetchImpactCount());
    expect(store.getState().analytics.impactCount.status).toBe('loading');
    await pending;
    expect(store.getState().analytics.impactCount).toEqual({ data: 42, status: 'succeeded', error: null });
  });

  it.each([
    ['categories', fetchCategoryContributions, ANALYTICS_ERROR],
    ['reactionStats', fetchReactionStats, REACTION_STATS_ERROR],
    ['impactCount', fetchImpactCount, IMPACT_COUNT_ERROR],
  ] as const)('stores the fallback message for %s when the server gives none', async (part, thunk, message) => {
    respondWith(() => new Response('oops', { status: 500 }));
    const store = testStore({ analytics: analyticsReducer });
    await store.dispatch((thunk as typeof fetchReactionStats)());
    expect(store.getState().analytics[part]).toMatchObject({ status: 'failed', error: message });
  });

  it("stores the server's message when there is one", async () => {
    respondWith(() => jsonResponse({ error: 'Analytics are off for this school' }, 403));
    const store = testStore({ analytics: analyticsReducer });
    await store.dispatch(fetchReactionStats());
    expect(store.getState().analytics.reactionStats.error).toBe('Analytics are off for this school');
  });

  it('treats a body of the wrong shape as a failure', async () => {
    respondWith(() => jsonResponse({ categories: 'nope' }));
    const store = testStore({ analytics: analyticsReducer });
    await store.dispatch(fetchCategoryContributions());
    expect(store.getState().analytics.categories).toMatchObject({ status: 'failed', error: ANALYTICS_ERROR });
  });

  it('reads categories and results', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) =>
        input.url.includes('reaction-contributions')
          ? jsonResponse({ categories: [{ name: 'Kindness', count: 3 }] })
          : jsonResponse({ results: [{ reaction: 'love', count: 9 }] }),
      ),
    );
    const store = testStore({ analytics: analyticsReducer });
    await Promise.all([store.dispatch(fetchCategoryContributions()), store.dispatch(fetchReactionStats())]);
    expect(store.getState().analytics.categories.data).toEqual([{ name: 'Kindness', count: 3 }]);
    expect(store.getState().analytics.reactionStats.data).toEqual([{ reaction: 'love', count: 9 }]);
  });
});
