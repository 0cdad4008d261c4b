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
    return new Intl.NumberFormat(locale, {
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

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A date as certificates and progress show it: "12 March 2026" (the page's language decides the order). */
export function formatLongDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A file size as people read it: "2.4 MB", "380 KB". */
export const formatBytes = (n: number) => (n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);
