import { getLocalStorage, isRecord, readJson, type StorageLike } from '../../lib/storage';

/** How the reader looks on this device (local storage, never sent). */
export type ReaderSettings = {
  /** `readable`: a font designed for readers with dyslexia or low vision (Atkinson Hyperlegible). */
  font: 'book' | 'readable';
  spacing: 'normal' | 'wide';
  tint: ReaderTint;
  dark: boolean;
};

export const READER_TINTS = {
  none: { background: '#ffffff' },
  cream: { background: '#fbf3dc' },
  blue: { background: '#dcebf7' },
  green: { background: '#e0f0dc' },
  rose: { background: '#f7e1e4' },
  grey: { background: '#e8e8e8' },
} as const;
export type ReaderTint = keyof typeof READER_TINTS;

export const DEFAULT_READER_SETTINGS: ReaderSettings = { font: 'book', spacing: 'normal', tint: 'none', dark: false };

export const READER_SETTINGS_KEY = 'cs.reader.settings';

/** The stored settings, with anything missing or unknown replaced by the default. */
export function readReaderSettings(storage: StorageLike | null = getLocalStorage()): ReaderSettings {
  const raw = readJson(storage, READER_SETTINGS_KEY);
  if (!isRecord(raw)) return DEFAULT_READER_SETTINGS;
  return {
    font: raw.font === 'readable' ? 'readable' : 'book',
    spacing: raw.spacing === 'wide' ? 'wide' : 'normal',
    tint: typeof raw.tint === 'string' && raw.tint in READER_TINTS ? (raw.tint as ReaderTint) : 'none',
    dark: raw.dark === true,
  };
}

export function writeReaderSettings(settings: ReaderSettings, storage: StorageLike | null = getLocalStorage()): void {
  try {
    storage?.setItem(READER_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Full or blocked storage: the settings last for this visit only.
  }
}

export const READABLE_FONT = "'Atkinson Hyperlegible', 'Noto Sans', system-ui, sans-serif";
export const BOOK_FONT = "Georgia, 'Noto Serif', 'Times New Roman', serif";

/** The colours and type the settings give a page: one source for page books, EPUB and the frame. */
export function readerTheme(s: ReaderSettings) {
  return {
    background: s.dark ? '#15181d' : READER_TINTS[s.tint].background,
    color: s.dark ? '#e9e6df' : '#1c2430',
    fontFamily: s.font === 'readable' ? READABLE_FONT : BOOK_FONT,
    lineHeight: s.spacing === 'wide' ? '2' : '1.6',
    letterSpacing: s.spacing === 'wide' ? '0.06em' : 'normal',
    wordSpacing: s.spacing === 'wide' ? '0.2em' : 'normal',
  };
}
export type ReaderTheme = ReturnType<typeof readerTheme>;
