import { MAX_AMOUNT_MINOR } from '@commonshelf/shared/commerce/commerce.schemas';
import { parseMajorUnits } from '@commonshelf/shared/commerce/money';
import i18next from 'i18next';
import { formatMinorAmount } from './format';

/** Digits after the decimal point in this currency (2 for rupees, dollars, pounds and euros). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** What is wrong with a typed amount, in the UI language (read when shown). */
export const AMOUNT_MSG = {
  get required() {
    return i18next.t('site:shared.amount.required');
  },
  get format() {
    return i18next.t('site:shared.amount.format');
  },
  get positive() {
    return i18next.t('site:shared.amount.positive');
  },
  tooLarge: (currency: string) => i18next.t('site:shared.amount.tooLarge', { amount: formatMinorAmount(MAX_AMOUNT_MINOR, currency) }),
  otherCurrency: (currency: string) => i18next.t('site:shared.amount.otherCurrency', { currency }),
};

/** A leading currency sign or code people type, and the currencies it can stand for. */
const LEADING_CURRENCY = /^(?:([₹$£€])|(inr|usd|gbp|eur)|(rs\.?))\s*/i;
const SIGN_CURRENCIES: Record<string, (currency: string) => boolean> = {
  '₹': (c) => c === 'INR',
  // Dollars of any country (USD, AUD, CAD…).
  $: (c) => /^[A-Z]{2}D$/.test(c),
  '£': (c) => c === 'GBP',
  '€': (c) => c === 'EUR',
};

/** Whether a typed amount's leading sign or code names another currency than `currency` ("£5" on a page in dollars). */
function namesOtherCurrency(text: string, currency: string): boolean {
  const m = LEADING_CURRENCY.exec(text.trim());
  if (!m) return false;
  if (m[1]) return !SIGN_CURRENCIES[m[1]]!(currency);
  if (m[2]) return m[2].toUpperCase() !== currency;
  return currency !== 'INR';
}

/** The decimal separator of a language's numbers: "." in English, "," in Spanish. */
export function decimalSeparator(locale: string): string {
  try {
    return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}

/**
 * A typed number's separators made plain: "1.250,50" (Spanish) and "1,250.50" (English) both become
 * "1250.50". With both marks, the last is the decimal one. With one kind, it is decimal when it is
 * the language's, or when what follows it is not groups of three digits ("12.50" typed in Spanish,
 * "12,50" in English); otherwise it separates thousands ("1.000" in Spanish, "1,000" in English).
 * Null when the marks make no number ("1,2,3").
 */
function plainNumber(text: string, decimal: string): string | null {
  const t = text.replace(/[\s\u00a0\u202f']/g, '');
  const last = Math.max(t.lastIndexOf(','), t.lastIndexOf('.'));
  if (last < 0) return t;
  const mark = t[last]!;
  const other = mark === ',' ? '.' : ',';
  let decimalMark: string | null;
  if (t.includes(other)) decimalMark = mark;
  else if (mark === decimal && t.indexOf(mark) === last) decimalMark = mark;
  else decimalMark = t.split(mark).slice(1).every((group) => /^\d{3}$/.test(group)) ? null : mark;
  const [whole, fraction] = decimalMark ? [t.slice(0, last), t.slice(last + 1)] : [t, null];
  // What is left of the thousands marks must sit between groups of three digits.
  const groups = whole.split(/[.,]/);
  if (groups.length > 1 && !groups.slice(1).every((g) => /^\d{3}$/.test(g))) return null;
  return fraction === null ? groups.join('') : `${groups.join('')}.${fraction}`;
}

/** Why an amount was refused, for a form that says it its own way (a fundraising goal's limit). */
export type AmountProblem = 'required' | 'format' | 'positive' | 'tooLarge' | 'otherCurrency';

/**
 * A typed amount ("1,250.50", "1.250,50" in Spanish, "₹ 500") as integer minor units, or the message
 * saying what is wrong. Parsed as text, never through floating point, so 0.1 + 0.2 never becomes
 * 0.30000000000000004; the decimal mark is the UI language's (`locale`), a comma in Spanish.
 */
export function parseAmount(text: string, currency: string, locale: string = i18next.language || 'en'): { minor: number } | { error: string; reason: AmountProblem } {
  // A leading currency sign or code is fine ("₹500", "GBP 20") when it is the page's currency; anything else is not a number.
  if (namesOtherCurrency(text, currency)) return { error: AMOUNT_MSG.otherCurrency(currency), reason: 'otherCurrency' };
  const bare = plainNumber(text.trim().replace(LEADING_CURRENCY, ''), decimalSeparator(locale));
  if (bare === null) return { error: AMOUNT_MSG.format, reason: 'format' };
  // "-50" is a number, just not one that can be given: say so rather than "enter a number".
  if (bare.startsWith('-') && !('problem' in parseMajorUnits(bare.slice(1), minorDigits(currency)))) return { error: AMOUNT_MSG.positive, reason: 'positive' };
  const parsed = parseMajorUnits(bare, minorDigits(currency));
  if ('problem' in parsed) return parsed.problem === 'empty' ? { error: AMOUNT_MSG.required, reason: 'required' } : { error: AMOUNT_MSG.format, reason: 'format' };
  const { minor } = parsed;
  if (minor <= 0) return { error: AMOUNT_MSG.positive, reason: 'positive' };
  if (minor > MAX_AMOUNT_MINOR) return { error: AMOUNT_MSG.tooLarge(currency), reason: 'tooLarge' };
  return { minor };
}
