import { uiLocale } from '../i18n';

// Every formatter takes an optional BCP 47 locale; without one it uses the UI language.

const fractionDigitsCache = new Map<string, number>();

function fractionDigits(currency: string): number {
  let digits = fractionDigitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigitsCache.set(currency, digits);
  }
  return digits;
}

/** Formats an amount in minor units (cents, paise) in its ISO currency; whole amounts drop the decimals. */
export function formatMinorAmount(minor: number, currency: string, locale?: string): string {
  try {
    const digits = fractionDigits(currency);
    const major = minor / 10 ** digits;
    return new Intl.NumberFormat(locale ?? uiLocale(), {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(major) ? 0 : digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    // An unknown currency code should not take the page down.
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** Sums in several currencies as one line: "₹1,200 + $50". */
export function formatAmounts(amounts: readonly { minor: number; currency: string }[], locale?: string): string {
  return amounts.map((a) => formatMinorAmount(a.minor, a.currency, locale)).join(' + ');
}

/** "3 books" with English words (texts that go through i18next use its plural keys instead); the count in the UI language's digits. */
export function pluralize(count: number, one: string, many = `${one}s`, locale?: string): string {
  return `${new Intl.NumberFormat(locale ?? uiLocale()).format(count)} ${count === 1 ? one : many}`;
}

/** A count in the UI language's digits and separators: "1,200", "1200" in Spanish. */
export function formatNumber(n: number, locale?: string): string {
  return new Intl.NumberFormat(locale ?? uiLocale()).format(n);
}

/** The locale of written-out dates: day first in English, as the site writes them ("12 March 2026"); else the UI language's. */
export const longDateLocale = (): string => (uiLocale() === 'en' ? 'en-GB' : uiLocale());

/** A date as certificates, updates and progress show it: "12 March 2026", "12 de marzo de 2026". */
export function formatLongDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale ?? longDateLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A file size as people read it: "2.4 MB", "380 KB" (in Spanish "2,4 MB"). */
export function formatBytes(n: number, locale?: string): string {
  const mb = n >= 1024 * 1024;
  return new Intl.NumberFormat(locale ?? uiLocale(), {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? n / (1024 * 1024) : Math.max(1, Math.round(n / 1024)));
}

/** A moment as admin lists show it: "Mar 12, 2026, 2:30 PM", "12 mar 2026, 14:30". */
export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale ?? uiLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
