import i18next from 'i18next';
import { uiLocale } from '../../i18n';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "yesterday", "just now": when a gift or an update happened, relative to `now`. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const rtf = new Intl.RelativeTimeFormat(uiLocale(), { numeric: 'auto' });
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const diff = at - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return rtf.format(Math.round(diff / ms), unit);
  }
  return i18next.t('giving:donations.justNow');
}
