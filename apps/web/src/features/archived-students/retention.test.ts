import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { daysUntil, describeRetention } from './retention';

describe('retention', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('says the period in days, with years or months when long', () => {
    expect(describeRetention(365)).toBe('365 days (about 1 year)');
    expect(describeRetention(730)).toBe('730 days (about 2 years)');
    expect(describeRetention(90)).toBe('90 days (about 3 months)');
    expect(describeRetention(30)).toBe('30 days');
    expect(describeRetention(1)).toBe('1 day');
  });

  it('counts whole days left, never below zero', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(daysUntil('2026-03-11T12:00:00Z', now)).toBe(10);
    expect(daysUntil('2026-03-11T13:00:00Z', now)).toBe(11);
    expect(daysUntil('2026-02-01T00:00:00Z', now)).toBe(0);
    expect(daysUntil('not a date', now)).toBe(0);
  });
});
