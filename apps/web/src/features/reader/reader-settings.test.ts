import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { pageLabel, parsePosition, percentLabel, readLocalPosition, samePosition, writeLocalPosition } from './reader-position';
import { DEFAULT_READER_SETTINGS, readReaderSettings, readerTheme, READABLE_FONT, writeReaderSettings } from './reader-settings';

beforeAll(async () => {
  await initI18n('en');
});

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
};

describe('reader settings', () => {
  it('round-trip through storage and fall back to defaults for anything unknown', () => {
    const s = memory();
    expect(readReaderSettings(s)).toEqual(DEFAULT_READER_SETTINGS);
    writeReaderSettings({ font: 'readable', spacing: 'wide', tint: 'blue', dark: true }, s);
    expect(readReaderSettings(s)).toEqual({ font: 'readable', spacing: 'wide', tint: 'blue', dark: true });
    s.setItem('cs.reader.settings', JSON.stringify({ font: 'comic', spacing: 3, tint: 'purple', dark: 'yes' }));
    expect(readReaderSettings(s)).toEqual(DEFAULT_READER_SETTINGS);
    s.setItem('cs.reader.settings', '{broken');
    expect(readReaderSettings(s)).toEqual(DEFAULT_READER_SETTINGS);
  });

  it('make a theme: dark mode wins over a tint, the readable font and wide spacing apply', () => {
    const tinted = readerTheme({ ...DEFAULT_READER_SETTINGS, tint: 'cream' });
    expect(tinted.background).toBe('#fbf3dc');
    const dark = readerTheme({ font: 'readable', spacing: 'wide', tint: 'cream', dark: true });
    expect(dark.background).toBe('#15181d');
    expect(dark.fontFamily).toBe(READABLE_FONT);
    expect(dark.lineHeight).toBe('2');
    expect(dark.wordSpacing).not.toBe('normal');
  });
});

describe('reading positions in the browser', () => {
  it('keep valid positions per book and drop broken ones', () => {
    const s = memory();
    writeLocalPosition(7, { page: 3, progress: 0.5 }, s);
    expect(readLocalPosition(7, s)).toEqual({ page: 3, progress: 0.5 });
    expect(readLocalPosition(8, s)).toBeNull();
    expect(parsePosition({ page: 0 })).toBeNull();
    expect(parsePosition({ page: 2.5 })).toBeNull();
    expect(parsePosition({ cfi: 'javascript:1' })).toBeNull();
    expect(parsePosition({ cfi: 'epubcfi(/6/4)', progress: 7 })).toEqual({ cfi: 'epubcfi(/6/4)' });
  });

  it('compare places, not progress, and label them', () => {
    expect(samePosition({ page: 2, progress: 0.1 }, { page: 2, progress: 0.2 })).toBe(true);
    expect(samePosition({ page: 2 }, { page: 3 })).toBe(false);
    expect(samePosition(null, { cfi: 'epubcfi(/6/4)' })).toBe(false);
    expect(pageLabel(2, 7)).toBe('Page 2 of 7');
    expect(pageLabel(2, null)).toBe('Page 2');
    expect(percentLabel(0.456)).toBe('46% read');
    expect(percentLabel(undefined)).toBe('0% read');
  });
});
