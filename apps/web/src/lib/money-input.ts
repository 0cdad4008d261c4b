import { MAX_AMOUNT_MINOR } from '@commonshelf/shared/commerce/commerce.schemas';
import { parseMajorUnits } from '@commonshelf/shared/commerce/money';
import { formatMinorAmount } from './format';

/** Digits after the decimal point in this currency (2 for rupees, dollars, pounds and euros). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export const AMOUNT_MSG = {
  required: 'Enter the amount you would like to give.',
  format: 'Enter an amount in numbers, like 25 or 12.50.',
  positive: 'The amount must be more than zero.',
  tooLarge: (currency: string) => `We can take at most ${formatMinorAmount(MAX_AMOUNT_MINOR, currency, 'en')} in one donation.`,
} as const;

/**
 * A typed amount ("1,250.50", "₹ 500") as integer minor units, or the message saying what is wrong.
 * Parsed as text, never through floating point, so 0.1 + 0.2 never becomes 0.30000000000000004.
 */
export function parseAmount(text: string, currency: string): { minor: number } | { error: string } {
  // A leading currency sign or code is fine ("₹500", "GBP 20"); anything else is not a number.
  const parsed = parseMajorUnits(text.replace(/[\s,\u00a0]/g, '').replace(/^(?:[₹$£€]|inr|usd|gbp|eur|rs\.?)/i, ''), minorDigits(currency));
  if ('problem' in parsed) return { error: parsed.problem === 'empty' ? AMOUNT_MSG.required : AMOUNT_MSG.format };
  const { minor } = parsed;
  if (minor <= 0) return { error: AMOUNT_MSG.positive };
  if (minor > MAX_AMOUNT_MINOR) return { error: AMOUNT_MSG.tooLarge(currency) };
  return { minor };
}
