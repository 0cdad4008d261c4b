import { MAX_AMOUNT_MINOR } from '@commonshelf/shared/commerce/commerce.schemas';
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
  const cleaned = text.replace(/[\s,\u00a0]/g, '').replace(/^(?:[₹$£€]|inr|usd|gbp|eur|rs\.?)/i, '');
  if (!cleaned) return { error: AMOUNT_MSG.required };
  const digits = minorDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^(\\d{1,12})(?:\\.(\\d{1,${digits}}))?$`) : /^(\d{1,12})()$/;
  const m = pattern.exec(cleaned);
  if (!m) return { error: AMOUNT_MSG.format };
  const minor = Number(m[1]) * 10 ** digits + Number((m[2] ?? '').padEnd(digits, '0') || 0);
  if (minor <= 0) return { error: AMOUNT_MSG.positive };
  if (minor > MAX_AMOUNT_MINOR) return { error: AMOUNT_MSG.tooLarge(currency) };
  return { minor };
}
