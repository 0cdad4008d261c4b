import { SDGS } from '@commonshelf/shared/sdgs/sdgs';
import type { TSdgOfferCounts, TSdgSummary } from '@commonshelf/shared/sdgs/sdgs.schemas';
import type { Tx } from '../../db/client.js';
import { countOffersPerGoal, type GoalCount } from './sdgs.repository.js';

const COURSE_KIND_KEYS = {
  course: 'courses',
  hub: 'hubs',
  teacher_training: 'teacher_training',
  challenge: 'challenge_series',
} as const satisfies Record<string, keyof TSdgOfferCounts>;

const zeroCounts = (): TSdgOfferCounts => ({
  courses: 0,
  hubs: 0,
  teacher_training: 0,
  challenge_series: 0,
  challenges: 0,
  live_sessions: 0,
  books: 0,
  impact_films: 0,
});

/** The 17 goals, each with what the current site offers for it. */
export async function sdgSummaries(tx: Tx): Promise<TSdgSummary[]> {
  const found = await countOffersPerGoal(tx);
  const counts = new Map(SDGS.map((g) => [g.number, zeroCounts()]));
  const add = (rows: GoalCount[], key: (r: GoalCount) => keyof TSdgOfferCounts | undefined) => {
    for (const r of rows) {
      const c = counts.get(r.goal);
      const k = key(r);
      if (c && k) c[k] += r.n;
    }
  };
  add(found.courses, (r) => COURSE_KIND_KEYS[r.group as keyof typeof COURSE_KIND_KEYS]);
  add(found.challenges, () => 'challenges');
  add(found.live, () => 'live_sessions');
  add(found.books, () => 'books');
  add(found.films, () => 'impact_films');
  return SDGS.map((g) => {
    const c = counts.get(g.number)!;
    return { ...g, counts: c, total: Object.values(c).reduce((a, b) => a + b, 0) };
  });
}
