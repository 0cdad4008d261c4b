import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatLongDate, formatMinorAmount, formatNumber } from './format';

describe('formatters', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('formats amounts in minor units, whole ones without decimals, and survives an unknown currency', () => {
    expect(formatMinorAmount(125000, 'USD', 'en')).toBe('$1,250');
    expect(formatMinorAmount(125050, 'USD', 'en')).toBe('$1,250.50');
    expect(formatMinorAmount(500, 'JPY', 'en')).toBe('¥500');
    expect(formatMinorAmount(1999, 'EURO', 'en')).toBe('19.99 EURO');
  });

  it('makes each Intl formatter once per locale and options, not once per call', () => {
    const made = { number: 0, date: 0 };
    class CountedNumberFormat extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made.number++;
      }
    }
    class CountedDateTimeFormat extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made.date++;
      }
    }
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { NumberFormat: CountedNumberFormat, DateTimeFormat: CountedDateTimeFormat }));
    for (let i = 0; i < 50; i++) {
      formatMinorAmount(1000 + i * 100, 'GBP', 'en-GB');
      formatNumber(i, 'fr');
      formatLongDate('2026-03-12T10:00:00Z', 'en-GB');
      formatDateTime('2026-03-12T10:00:00Z', 'en-GB');
    }
    // GBP's decimals, whole pounds, and French counts; one long and one medium date format.
    expect(made).toEqual({ number: 3, date: 2 });
    // A new locale gets its own.
    expect(formatNumber(1200, 'de')).toBe('1.200');
    expect(made.number).toBe(4);
  });
});

// After the count of formatters above, which this would change by making some first.
describe('prices in a language without a symbol of its own for the currency', () => {
  it('use its usual sign rather than its code, and keep a symbol the language has', () => {
    expect(formatMinorAmount(3900, 'GBP', 'es')).toBe('39\u00a0£');
    expect(formatMinorAmount(14900, 'INR', 'es')).toBe('149\u00a0₹');
    expect(formatMinorAmount(3900, 'USD', 'es')).toBe('39\u00a0US$');
  });
});
