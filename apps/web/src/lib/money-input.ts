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
};

/**
 * A typed amount ("1,250.50", "₹ 500") as integer minor units, or the message saying what is wrong.
 * Parsed as text, never through floating point, so 0.1 + 0.2 never becomes 0.30000000000000004.
 */
export function parseAmount(text: string, currency: string): { minor: number } | { error: string } {
  // A leading currency sign or code is fine ("₹500", "GBP 20"); anything else is not a number.
  const bare = text.replace(/[\s,\u00a0]/g, '').replace(/^(?:[₹$£€]|inr|usd|gbp|eur|rs\.?)/i, '');
  // "-50" is a number, just not one that can be given: say so rather than "enter a number".
  if (bare.startsWith('-') && !('problem' in parseMajorUnits(bare.slice(1), minorDigits(currency)))) return { error: AMOUNT_MSG.positive };
  const parsed = parseMajorUnits(bare, minorDigits(currency));
  if ('problem' in parsed) return { error: parsed.problem === 'empty' ? AMOUNT_MSG.required : AMOUNT_MSG.format };
  const { minor } = parsed;
  if (minor <= 0) return { error: AMOUNT_MSG.positive };
  if (minor > MAX_AMOUNT_MINOR) return { error: AMOUNT_MSG.tooLarge(currency) };
  return { minor };
}
