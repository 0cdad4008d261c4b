import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { countdown, formatLength, formatSessionDate, formatShortDate, formatTimeRange, phaseNow, viewerZone, zoneName } from './live-time';

// The countdown's words come from the English namespace, as the app shows them.
beforeAll(() => initI18n());

const START = '2027-03-16T14:00:00.000Z';
const END = '2027-03-16T15:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('phaseNow', () => {
  it('is upcoming, then starting soon in the last hour, live until the end, then ended', () => {
    expect(phaseNow(START, END, at('2027-03-16T12:59:59Z'))).toBe('upcoming');
    expect(phaseNow(START, END, at('2027-03-16T13:00:00Z'))).toBe('soon');
    expect(phaseNow(START, END, at('2027-03-16T14:00:00Z'))).toBe('live');
    expect(phaseNow(START, END, at('2027-03-16T14:59:59Z'))).toBe('live');
    expect(phaseNow(START, END, at('2027-03-16T15:00:00Z'))).toBe('ended');
  });
});

describe('times in the viewer’s zone', () => {
  it('shows one moment as each zone sees it, with the zone’s name', () => {
    const india = { timeZone: 'Asia/Kolkata', locale: 'en-GB' };
    expect(formatSessionDate(START, india)).toMatch(/Tuesday,? 16 March 2027/);
    expect(formatTimeRange(START, END, india)).toMatch(/^19:30\s*[–-]\s*20:30$/);
    expect(zoneName(START, india)).toBe('GMT+5:30');
    const peru = { timeZone: 'America/Lima', locale: 'en-GB' };
    expect(formatTimeRange(START, END, peru)).toMatch(/^09:00\s*[–-]\s*10:00$/);
    expect(zoneName(START, peru)).toBe('GMT-5');
    // Late in the evening in Auckland is already the next day.
    expect(formatShortDate('2027-03-16T14:00:00Z', { timeZone: 'Pacific/Auckland', locale: 'en-GB' })).toMatch(/Wed,? 17 Mar 2027/);
    expect(viewerZone('Europe/London')).toBe('Europe/London');
  });
});

describe('countdown', () => {
  it('names the two largest units', () => {
    expect(countdown((2 * 24 + 3) * 3600_000 + 59_000)).toBe('2 days 3 hours');
    expect(countdown(3600_000 + 5 * 60_000)).toBe('1 hour 5 minutes');
    expect(countdown(3600_000 + 10_000)).toBe('1 hour');
    expect(countdown(4 * 60_000 + 10_000)).toBe('4 minutes 10 seconds');
    expect(countdown(9_400)).toBe('9 seconds');
    expect(countdown(-5)).toBe('0 seconds');
  });

  it('writes lengths briefly', () => {
    expect(formatLength(45)).toBe('45 min');
    expect(formatLength(90)).toBe('1 h 30 min');
    expect(formatLength(120)).toBe('2 h');
  });
});
