import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { closedNotice, stateText } from './challenge-dates';
import { challengePath } from './challenge-paths';

describe('challenge dates', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('says whether entries are taken, and until when', () => {
    expect(stateText({ state: 'open', opens_at: null, closes_at: null }, 'en-GB')).toBe('Open now');
    expect(stateText({ state: 'open', opens_at: null, closes_at: '2026-05-31T12:00:00Z' }, 'en-GB')).toBe('Open until 31 May 2026');
    expect(stateText({ state: 'upcoming', opens_at: '2099-09-01T12:00:00Z', closes_at: null }, 'en-GB')).toBe('Opens on 1 September 2099');
    expect(stateText({ state: 'closed', opens_at: null, closes_at: '2025-05-31T12:00:00Z' }, 'en-GB')).toBe('Closed on 31 May 2025');
  });

  it('explains a closed or upcoming challenge instead of showing the form', () => {
    expect(closedNotice({ state: 'open', opens_at: null, closes_at: null })).toBeNull();
    expect(closedNotice({ state: 'closed', opens_at: null, closes_at: '2025-05-31T12:00:00Z' }, 'en-GB')).toBe(
      'This challenge closed on 31 May 2025. Entries can no longer be sent or changed.',
    );
    expect(closedNotice({ state: 'upcoming', opens_at: '2099-09-01T12:00:00Z', closes_at: null }, 'en-GB')).toContain('opens on 1 September 2099');
  });
});

describe('challenge paths', () => {
  it('opens each kind at its route', () => {
    expect(challengePath('sdg', 'water-detectives')).toBe('/sdg-challenge/water-detectives');
    expect(challengePath('comprehension', 'a b')).toBe('/comprehension-corner/a%20b');
    expect(challengePath('letter', 'write-a-letter-and-change-the-world')).toBe('/write-a-letter-and-change-the-world');
    expect(challengePath('letter', 'another-letter')).toBeNull();
  });
});
