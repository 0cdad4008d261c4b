import type { TLanguage } from '@commonshelf/shared/common/languages';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { getLocalStorage, type StorageLike } from '../lib/storage';
import { auth } from './en/auth';
import { common } from './en/common';
import { layout } from './en/layout';
import { routes } from './en/routes';
import { site } from './en/site';
import { registerMessages, type MessagePattern } from './messages';
import type { Resources } from './types';

/** The UI languages, each named in its own language (the switcher shows these with their `lang`). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const satisfies readonly { code: TLanguage; name: string }[];
export type Language = (typeof LANGUAGES)[number]['code'];

export type Namespace = keyof Resources;

// Every namespace of every language is its own module, loaded when first used (a namespace's
// file is its name in kebab case: adminGiving → en/admin-giving.ts, exporting `adminGiving`).
type NamespaceModule = Record<string, unknown>;
const files: Record<Language, Record<string, () => Promise<NamespaceModule>>> = {
  en: import.meta.glob<NamespaceModule>(['./en/*.ts', '!./en/index.ts']),
  es: import.meta.glob<NamespaceModule>(['./es/*.ts', '!./es/index.ts', '!./es/shared-messages.ts', '!./es/messages.ts']),
};
const fileOf = (language: Language, ns: string) => `./${language}/${ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;

export const NAMESPACES = Object.keys(files.en).map((path) =>
  path.slice('./en/'.length, -'.ts'.length).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
) as Namespace[];

/**
 * The shell's namespaces (header, footer, menus, sign-in controls, page titles): English ones are
 * bundled with the app, so the first paint waits for no text. Every other namespace loads when a
 * page first uses it; route areas ask for theirs while their code loads (see route-table.tsx).
 */
export const CORE_NAMESPACES = ['common', 'layout', 'routes', 'site', 'auth'] as const satisfies readonly Namespace[];
const bundled = { common, layout, routes, site, auth };

async function loadNamespace(language: string, ns: string): Promise<unknown> {
  if (!isLanguage(language)) throw new Error(`No texts for language ${language}`);
  const load = files[language][fileOf(language, ns)];
  if (!load) throw new Error(`No namespace ${ns} in ${language}`);
  if (language !== 'en') await ensureMessages(language);
  return (await load())[ns];
}

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

// A language other than English also brings its translations of the shared package's messages
// (English → its own, and the patterns of those with values), once, with its first namespace.
type LanguageMessages = { messages: ReadonlyMap<string, string>; patterns: readonly MessagePattern[] };
const messageLoaders: Record<Exclude<Language, 'en'>, () => Promise<LanguageMessages>> = {
  es: () => import('./es/messages'),
};
const messagesLoaded = new Map<Language, Promise<void>>();
function ensureMessages(language: Exclude<Language, 'en'>): Promise<void> {
  let loaded = messagesLoaded.get(language);
  if (!loaded) {
    loaded = messageLoaders[language]().then((m) => registerMessages(language, m.messages, m.patterns));
    messagesLoaded.set(language, loaded);
  }
  return loaded;
}

/** Loads namespaces of the current language (a route area's, before its pages render). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18next.isInitialized ? i18next.loadNamespaces([...namespaces]) : Promise.resolve();
}

function setDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
i18next.on('languageChanged', setDocumentLanguage);

/**
 * Starts i18next in `language` (English when omitted) with `namespaces` loaded (every one unless
 * told: the browser's start loads the shell's only).
 */
export async function initI18n(language: Language = 'en', namespaces: readonly Namespace[] = NAMESPACES): Promise<typeof i18next> {
  await i18next
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      resources: { en: bundled },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES.map((l) => l.code),
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  setDocumentLanguage(language);
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
  return initI18n(detectLanguage(stored, browser), CORE_NAMESPACES);
}

/** Loads a language if needed, switches the UI to it and (unless `storage` is null) remembers the choice. */
export async function switchLanguage(language: Language, storage: StorageLike | null = getLocalStorage()): Promise<void> {
  // i18next loads the new language's version of every namespace in use before it switches.
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
