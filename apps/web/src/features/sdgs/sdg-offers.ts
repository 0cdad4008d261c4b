import type { TSdgOfferCounts } from '@commonshelf/shared/sdgs/sdgs.schemas';
import { pluralize } from '../../lib/format';

/**
 * What a goal's tile lists: each kind of item with its count and, where that page filters by goal
 * (`?sdg=`), a link to the filtered list. Live sessions and books have no goal filter yet, so they
 * show their count alone.
 */
export type SdgOffer = { key: string; label: string; count: number; href: string | null };

const KINDS: { key: string; one: string; many: string; count: (c: TSdgOfferCounts) => number; path: string | null }[] = [
  { key: 'courses', one: 'course', many: 'courses', count: (c) => c.courses, path: '/courses' },
  { key: 'hubs', one: 'learning hub', many: 'learning hubs', count: (c) => c.hubs, path: '/hubs' },
  { key: 'teacher_training', one: 'teacher training course', many: 'teacher training courses', count: (c) => c.teacher_training, path: '/teacher-training' },
  // The challenges page lists both challenges and challenge series.
  { key: 'challenges', one: 'challenge', many: 'challenges', count: (c) => c.challenges + c.challenge_series, path: '/challenges' },
  { key: 'impact_films', one: 'impact film', many: 'impact films', count: (c) => c.impact_films, path: '/impact-films' },
  { key: 'live_sessions', one: 'live session', many: 'live sessions', count: (c) => c.live_sessions, path: null },
  { key: 'books', one: 'book', many: 'books', count: (c) => c.books, path: null },
];

/** The kinds a goal has something of, in the order above. */
export function sdgOffers(goal: number, counts: TSdgOfferCounts): SdgOffer[] {
  return KINDS.flatMap((k) => {
    const count = k.count(counts);
    if (count === 0) return [];
    return [{ key: k.key, label: pluralize(count, k.one, k.many), count, href: k.path ? `${k.path}?sdg=${goal}` : null }];
  });
}
