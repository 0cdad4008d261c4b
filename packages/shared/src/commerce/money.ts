/**
 * Amounts typed by people ("1,250.50") as integer minor units, and back. Read as text, never
 * through floating point, so 0.1 + 0.2 never becomes 0.30000000000000004.
 */

/** Minor units per major unit are 100 in every currency we take (CURRENCIES): two digits. */
export const MINOR_DIGITS = 2;

/**
 * A typed amount in major units as integer minor units: digits, at most `digits` of them after a
 * decimal point; spaces and thousands separators (commas) are ignored. No sign, no exponent.
 */
export function parseMajorUnits(text: string, digits: number = MINOR_DIGITS): { minor: number } | { problem: 'empty' | 'format' } {
  const cleaned = text.replace(/[\s,\u00a0]/g, '');
  if (!cleaned) return { problem: 'empty' };
  const pattern = digits > 0 ? new RegExp(`^(\\d{1,12})(?:\\.(\\d{1,${digits}}))?$`) : /^(\d{1,12})()$/;
  const m = pattern.exec(cleaned);
  if (!m) return { problem: 'format' };
  return { minor: Number(m[1]) * 10 ** digits + Number((m[2] ?? '').padEnd(digits, '0') || 0) };
}

/** Minor units as a plain major-unit amount for a form field: 250050 → "2500.50", 500000 → "5000". */
export function minorToMajorText(minor: number, digits: number = MINOR_DIGITS): string {
  if (digits <= 0) return String(minor);
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = text.slice(0, -digits);
  const fraction = text.slice(-digits);
  return `${minor < 0 ? '-' : ''}${whole}${/^0+$/.test(fraction) ? '' : `.${fraction}`}`;
}
