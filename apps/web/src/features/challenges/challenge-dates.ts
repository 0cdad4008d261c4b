import type { TChallengeState } from '@commonshelf/shared/challenges/challenges.schemas';
import { formatLongDate } from '../../lib/format';

type Dated = { state: TChallengeState; opens_at: string | null; closes_at: string | null };

/** One line about whether entries are taken: "Open until 31 May 2026", "Opens on …", "Closed on …". */
export function stateText(c: Dated, locale?: string): string {
  if (c.state === 'upcoming' && c.opens_at) return `Opens on ${formatLongDate(c.opens_at, locale)}`;
  if (c.state === 'closed') return c.closes_at ? `Closed on ${formatLongDate(c.closes_at, locale)}` : 'Closed';
  return c.closes_at ? `Open until ${formatLongDate(c.closes_at, locale)}` : 'Open now';
}

/** What the entry panel says instead of the form when entries are not taken. */
export function closedNotice(c: Dated, locale?: string): string | null {
  if (c.state === 'upcoming') {
    return c.opens_at ? `This challenge opens on ${formatLongDate(c.opens_at, locale)}. Come back then to send your entry.` : 'This challenge is not open yet.';
  }
  if (c.state === 'closed') {
    return c.closes_at
      ? `This challenge closed on ${formatLongDate(c.closes_at, locale)}. Entries can no longer be sent or changed.`
      : 'This challenge has closed.';
  }
  return null;
}
