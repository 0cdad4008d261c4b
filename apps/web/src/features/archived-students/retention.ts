import i18next from 'i18next';

/** A school's retention period as people say it, in the UI language: "365 days (about 1 year)", "90 days (about 3 months)". */
export function describeRetention(days: number): string {
  const base = i18next.t('classroom:archived.days', { count: days });
  if (days >= 360) return i18next.t('classroom:archived.aboutYears', { days: base, count: Math.round(days / 365) });
  if (days >= 56) return i18next.t('classroom:archived.aboutMonths', { days: base, count: Math.round(days / 30.4) });
  return base;
}

/** Whole days from `now` until `iso` (0 when it has passed): how long is left to restore a student. */
export function daysUntil(iso: string, now: number = Date.now()): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 86_400_000));
}
