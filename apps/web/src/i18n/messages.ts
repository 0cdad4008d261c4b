import i18next from 'i18next';
import { common } from './en/common';

// English text → its key, for the namespace that holds messages written elsewhere in the web app.
const byEnglish = new Map<string, string>(
  Object.entries(common.messages).map(([key, text]): [string, string] => [text, `common:messages.${key}`]),
);

// Per language: English text of a shared message → its translation (registered when the language loads).
const registered = new Map<string, ReadonlyMap<string, string>>();

/** Remembers `language`'s translations of English messages (its chunk calls this when it loads). */
export function registerMessages(language: string, map: ReadonlyMap<string, string>): void {
  registered.set(language, map);
}

/**
 * A message written in English elsewhere (a shared Zod schema, an API error of the server, a
 * spec-quoted toast) in the UI language; anything else (user content, a message we do not know) is
 * returned as it is.
 */
export function translateMessage(message: string): string {
  const language = i18next.resolvedLanguage ?? i18next.language;
  const shared = language && language !== 'en' ? registered.get(language)?.get(message) : undefined;
  if (shared) return shared;
  const key = byEnglish.get(message);
  return key ? i18next.t(key as 'common:messages.classCodeRequired') : message;
}
