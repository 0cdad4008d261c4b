import { uiLocale } from '../i18n';

// Every formatter takes an optional BCP 47 locale; without one it uses the UI language.

// Making an Intl formatter costs far more than using one (a list of cards formats a price or a date
// per card), so each locale and set of options gets one, made on first use.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n ${locale} ${JSON.stringify(options)}`;
  let format = made.get(key) as Intl.NumberFormat | undefined;
  if (!format) made.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${JSON.stringify(options)}`;
  let format = made.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

function fractionDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Formats an amount in minor units (cents, paise) in its ISO currency; whole amounts drop the decimals. */
export function formatMinorAmount(minor: number, currency: string, locale?: string): string {
  try {
    const digits = fractionDigits(currency);
    const major = minor / 10 ** digits;
    const options: Intl.NumberFormatOptions = {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(major) ? 0 : digits,
      maximumFractionDigits: digits,
    };
    const text = numberFormat(locale ?? uiLocale(), options).format(major);
    // A language with no symbol of its own for the currency writes its code ("39 GBP" in Spanish):
    // its usual sign reads better ("39 £"). One that has a symbol keeps it ("US$" beside "A$").
    return text.includes(currency) ? numberFormat(locale ?? uiLocale(), { ...options, currencyDisplay: 'narrowSymbol' }).format(major) : text;
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
  return `${numberFormat(locale ?? uiLocale()).format(count)} ${count === 1 ? one : many}`;
}

/** A count in the UI language's digits and separators: "1,200", "1200" in Spanish. */
export function formatNumber(n: number, locale?: string): string {
  return numberFormat(locale ?? uiLocale()).format(n);
}

/** The locale of written-out dates: day first in English, as the site writes them ("12 March 2026"); else the UI language's. */
export const longDateLocale = (): string => (uiLocale() === 'en' ? 'en-GB' : uiLocale());

/** A date as certificates, updates and progress show it: "12 March 2026", "12 de marzo de 2026". */
export function formatLongDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale ?? longDateLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A file size as people read it: "2.4 MB", "380 KB" (in Spanish "2,4 MB"). */
export function formatBytes(n: number, locale?: string): string {
  const mb = n >= 1024 * 1024;
  return numberFormat(locale ?? uiLocale(), {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? n / (1024 * 1024) : Math.max(1, Math.round(n / 1024)));
}

/** A moment as admin lists show it: "Mar 12, 2026, 2:30 PM", "12 mar 2026, 14:30". */
export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale ?? uiLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
