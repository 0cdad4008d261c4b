import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { sdgOffers } from './sdg-offers';

const none = { courses: 0, hubs: 0, teacher_training: 0, challenge_series: 0, challenges: 0, live_sessions: 0, books: 0, impact_films: 0 };

describe('sdgOffers', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('links each kind to its list filtered by the goal, and counts what has no filter yet', () => {
    expect(sdgOffers(6, { ...none, courses: 2, hubs: 1, challenges: 1, challenge_series: 2, impact_films: 1, live_sessions: 3, books: 1 })).toEqual([
      { key: 'courses', label: '2 courses', count: 2, href: '/courses?sdg=6' },
      { key: 'hubs', label: '1 learning hub', count: 1, href: '/hubs?sdg=6' },
      { key: 'challenges', label: '3 challenges', count: 3, href: '/challenges?sdg=6' },
      { key: 'impact_films', label: '1 impact film', count: 1, href: '/impact-films?sdg=6' },
      { key: 'live_sessions', label: '3 live sessions', count: 3, href: null },
      { key: 'books', label: '1 book', count: 1, href: null },
    ]);
    expect(sdgOffers(10, { ...none, teacher_training: 1 })).toEqual([
      { key: 'teacher_training', label: '1 teacher training course', count: 1, href: '/teacher-training?sdg=10' },
    ]);
  });

  it('leaves a goal with nothing empty', () => {
    expect(sdgOffers(2, none)).toEqual([]);
  });
});
