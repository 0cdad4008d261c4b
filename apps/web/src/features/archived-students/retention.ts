/** A school's retention period as people say it: "365 days (about 1 year)", "90 days (about 3 months)". */
export function describeRetention(days: number): string {
  const base = `${days} ${days === 1 ? 'day' : 'days'}`;
  if (days >= 360) {
    const years = Math.round(days / 365);
    return `${base} (about ${years} ${years === 1 ? 'year' : 'years'})`;
  }
  if (days >= 56) {
    const months = Math.round(days / 30.4);
    return `${base} (about ${months} months)`;
  }
  return base;
}

/** Whole days from `now` until `iso` (0 when it has passed): how long is left to restore a student. */
export function daysUntil(iso: string, now: number = Date.now()): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 86_400_000));
}
