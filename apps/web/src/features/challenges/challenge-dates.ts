import type { TChallengeState } from '@commonshelf/shared/challenges/challenges.schemas';
import i18next from 'i18next';
import { formatLongDate } from '../../lib/format';

type Dated = { state: TChallengeState; opens_at: string | null; closes_at: string | null };

/** One line about whether entries are taken: "Open until 31 May 2026", "Opens on …", "Closed on …". */
export function stateText(c: Dated, locale?: string): string {
  if (c.state === 'upcoming' && c.opens_at) return i18next.t('activities:challenges.opensOn', { date: formatLongDate(c.opens_at, locale) });
  if (c.state === 'closed') return c.closes_at ? i18next.t('activities:challenges.closedOn', { date: formatLongDate(c.closes_at, locale) }) : i18next.t('activities:challenges.closed');
  return c.closes_at ? i18next.t('activities:challenges.openUntil', { date: formatLongDate(c.closes_at, locale) }) : i18next.t('activities:challenges.openNow');
}

/** What the entry panel says instead of the form when entries are not taken. */
export function closedNotice(c: Dated, locale?: string): string | null {
  if (c.state === 'upcoming') {
    return c.opens_at ? i18next.t('activities:challenges.noticeOpensOn', { date: formatLongDate(c.opens_at, locale) }) : i18next.t('activities:challenges.noticeNotOpen');
  }
  if (c.state === 'closed') {
    return c.closes_at ? i18next.t('activities:challenges.noticeClosedOn', { date: formatLongDate(c.closes_at, locale) }) : i18next.t('activities:challenges.noticeClosed');
  }
  return null;
}
