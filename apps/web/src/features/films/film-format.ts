import i18next from 'i18next';

/** "8:31" for a film's length; null when unknown. */
export function formatFilmLength(seconds: number | null): string | null {
  if (seconds === null || seconds <= 0) return null;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** "8 minutes 31 seconds", for screen readers, in the UI language. */
export function spokenFilmLength(seconds: number | null): string | null {
  if (seconds === null || seconds <= 0) return null;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return [m ? i18next.t('activities:films.minutes', { count: m }) : '', s ? i18next.t('activities:films.seconds', { count: s }) : ''].filter(Boolean).join(' ');
}

/** The player's address set to start playing: the viewer has just asked for it. */
export function autoplayUrl(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;
}

export const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;
