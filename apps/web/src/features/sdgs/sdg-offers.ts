import type { TSdgOfferCounts } from '@commonshelf/shared/sdgs/sdgs.schemas';
import i18next from 'i18next';

/**
 * What a goal's tile lists: each kind of item with its count and, where that page filters by goal
 * (`?sdg=`), a link to the filtered list. Live sessions and books have no goal filter yet, so they
 * show their count alone.
 */
export type SdgOffer = { key: string; label: string; count: number; href: string | null };

type Kind = 'courses' | 'hubs' | 'teacher_training' | 'challenges' | 'impact_films' | 'live_sessions' | 'books';

const KINDS: { key: Kind; count: (c: TSdgOfferCounts) => number; path: string | null }[] = [
  { key: 'courses', count: (c) => c.courses, path: '/courses' },
  { key: 'hubs', count: (c) => c.hubs, path: '/hubs' },
  { key: 'teacher_training', count: (c) => c.teacher_training, path: '/teacher-training' },
  // The challenges page lists both challenges and challenge series.
  { key: 'challenges', count: (c) => c.challenges + c.challenge_series, path: '/challenges' },
  { key: 'impact_films', count: (c) => c.impact_films, path: '/impact-films' },
  { key: 'live_sessions', count: (c) => c.live_sessions, path: null },
  { key: 'books', count: (c) => c.books, path: null },
];

/** The kinds a goal has something of, in the order above, labelled in the UI language. */
export function sdgOffers(goal: number, counts: TSdgOfferCounts): SdgOffer[] {
  return KINDS.flatMap((k) => {
    const count = k.count(counts);
    if (count === 0) return [];
    return [{ key: k.key, label: i18next.t(`activities:sdgs.offers.${k.key}`, { count }), count, href: k.path ? `${k.path}?sdg=${goal}` : null }];
  });
}
