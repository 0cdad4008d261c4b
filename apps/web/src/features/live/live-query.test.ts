import { describe, expect, it } from 'vitest';
import { liveSearch, parseLiveQuery } from './live-query';

describe('live list query', () => {
  it('reads and writes the view, dropping defaults and unknown values', () => {
    expect(parseLiveQuery(new URLSearchParams('when=past&kind=webinar&page=3'))).toEqual({ when: 'past', kind: 'webinar', page: 3 });
    expect(parseLiveQuery(new URLSearchParams('when=later&kind=concert&page=-1'))).toEqual({ when: 'upcoming', kind: null, page: 1 });
    expect(liveSearch({ when: 'upcoming', kind: null, page: 1 })).toBe('');
    expect(liveSearch({ when: 'past', kind: 'live_lesson', page: 2 })).toBe('?when=past&kind=live_lesson&page=2');
  });
});

describe('login path', () => {
  it('carries the session page back', async () => {
    const { loginPathFor } = await import('./live-prose');
    expect(loginPathFor('/webinar/reading-aloud-masterclass')).toBe('/login?next=%2Fwebinar%2Freading-aloud-masterclass');
  });
});
