import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocalStorage, type StorageLike } from '../lib/storage';
import { en } from './en';
import { registerMessages } from './messages';
import type { Resources, Translation } from './types';

/** The UI languages, each named in its own language (the switcher shows these with their `lang`). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export const NAMESPACES = Object.keys(en) as (keyof Resources)[];

/** Where a visitor's own choice is kept; it wins over the browser's languages. */
export const LANGUAGE_STORAGE_KEY = 'commonshelf.language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/**
 * The language to start in: a stored choice, else the first of the browser's languages that we
 * have (matched on the primary subtag, so es-MX and es-ES both give Spanish), else English.
 */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

// English is bundled; every other language is its own chunk, fetched only when it is used. A chunk
// brings its texts and its translations of the shared package's messages (English → its own).
type LanguageChunk = { texts: Translation; messages: ReadonlyMap<string, string> };
const loaders: Record<Exclude<Language, 'en'>, () => Promise<LanguageChunk>> = {
  es: () => import('./es').then((m) => ({ texts: m.es, messages: m.messages })),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'common')) return;
  const { texts, messages } = await loaders[language]();
  for (const [ns, bundle] of Object.entries(texts)) i18next.addResourceBundle(language, ns, bundle, true, true);
  registerMessages(language, messages);
}

function setDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
i18next.on('languageChanged', setDocumentLanguage);

/** Starts i18next in `language` (English when omitted), with that language's texts loaded. */
export async function initI18n(language: Language = 'en'): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: { en },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== 'en') await switchLanguage(language, null);
  else setDocumentLanguage('en');
  return i18next;
}

/** The browser's start: the stored choice or the browser's languages decide. */
export function startI18n(): Promise<typeof i18next> {
  let stored: string | null = null;
  try {
    stored = getLocalStorage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return initI18n(detectLanguage(stored, browser));
}

/** Loads a language if needed, switches the UI to it and (unless `storage` is null) remembers the choice. */
export async function switchLanguage(language: Language, storage: StorageLike | null = getLocalStorage()): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A full or blocked storage only means the choice is not remembered.
  }
}

/** The UI language as a BCP 47 tag for Intl (English when i18next has not started, as in unit tests). */
export function uiLocale(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : 'en';
}
