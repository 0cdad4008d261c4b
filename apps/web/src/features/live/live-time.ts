import { STARTING_SOON_MINUTES } from '@commonshelf/shared/live/live-rules';
import i18next from 'i18next';
import { uiLocale } from '../../i18n';
import { longDateLocale } from '../../lib/format';

/** Where a session is by the viewer's clock: "starting soon" is the last STARTING_SOON_MINUTES before the start. */
export type LivePhaseNow = 'upcoming' | 'soon' | 'live' | 'ended';

export function phaseNow(startsAt: string, endsAt: string, now: number): LivePhaseNow {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (now >= end) return 'ended';
  if (now >= start) return 'live';
  return start - now <= STARTING_SOON_MINUTES * 60_000 ? 'soon' : 'upcoming';
}

type Where = { timeZone?: string; locale?: string };

/**
 * The locale dates and times are written in when none is given: the browser's own when it speaks the
 * UI language (so its 12- or 24-hour clock), else the UI language (English day first, as the site writes dates).
 */
function sessionLocale(): string {
  const ui = uiLocale();
  const browser = new Intl.DateTimeFormat().resolvedOptions().locale;
  if (browser.split('-')[0] === ui) return browser;
  return longDateLocale();
}

/** "Tuesday 16 March 2027", in the viewer's zone (or the one given). */
export function formatSessionDate(iso: string, { timeZone, locale }: Where = {}): string {
  return new Intl.DateTimeFormat(locale ?? sessionLocale(), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(iso));
}

/** "Tue 16 Mar 2027", for cards. */
export function formatShortDate(iso: string, { timeZone, locale }: Where = {}): string {
  return new Intl.DateTimeFormat(locale ?? sessionLocale(), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso));
}

/** "19:30–20:30" (or "7:30 – 8:30 PM", as the viewer's language writes times). */
export function formatTimeRange(startIso: string, endIso: string, { timeZone, locale }: Where = {}): string {
  const f = new Intl.DateTimeFormat(locale ?? sessionLocale(), { hour: 'numeric', minute: '2-digit', timeZone });
  return f.formatRange(new Date(startIso), new Date(endIso));
}

/** The zone's short name at that moment ("GMT+5:30", "CET", "BST"). */
export function zoneName(iso: string, { timeZone, locale }: Where = {}): string {
  const parts = new Intl.DateTimeFormat(locale ?? sessionLocale(), { timeZoneName: 'short', timeZone }).formatToParts(new Date(iso));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** The viewer's zone as IANA names it ("Asia/Kolkata"). */
export function viewerZone(timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, { timeZone }).resolvedOptions().timeZone;
}

type Unit = 'days' | 'hours' | 'minutes' | 'seconds';
const unit = (count: number, name: Unit) => i18next.t(`learning:live.countdown.${name}`, { count });

/** A duration in its two largest units, in the UI language: "2 days 3 hours", "1 hour 5 minutes", "4 minutes 10 seconds", "9 seconds". */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: [number, Unit][] = [
    [days, 'days'],
    [hours, 'hours'],
    [minutes, 'minutes'],
    [seconds, 'seconds'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  if (first < 0) return unit(0, 'seconds');
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, one]) => unit(n, one))
    .join(' ');
}

/** "45 min", "1 h 30 min". */
export function formatLength(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}
