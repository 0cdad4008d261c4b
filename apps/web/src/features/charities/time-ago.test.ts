import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { timeAgo } from './time-ago';

beforeAll(async () => {
  await initI18n('en');
});

describe('timeAgo', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('says how long ago, in the largest whole unit', () => {
    expect(timeAgo('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-03-10T11:15:00Z', now)).toBe('45 minutes ago');
    expect(timeAgo('2026-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-03-07T12:00:00Z', now)).toBe('3 days ago');
    expect(timeAgo('2026-02-24T12:00:00Z', now)).toBe('2 weeks ago');
    expect(timeAgo('2025-03-01T12:00:00Z', now)).toBe('last year');
  });
  it('is empty for a date it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
