import { BOOK_LANGUAGES, type TBookLanguage } from '@commonshelf/shared/library/library.schemas';
import { uiLocale } from '../i18n';

// Intl knows every language name (in the UI language); codes it does not know are shown as they are.
const languageNames = new Map<string, Intl.DisplayNames>();

/** A language's name in the language the page is shown in ("Hindi", "hindi"). */
export function languageName(code: string): string {
  try {
    const locale = uiLocale();
    let names = languageNames.get(locale);
    if (!names) languageNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'language' })));
    return names.of(code) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** The languages a book or story can be written in, named and sorted in the page's language, for a select. */
export function bookLanguageOptions(): { value: TBookLanguage; label: string }[] {
  const locale = uiLocale();
  return (Object.keys(BOOK_LANGUAGES) as TBookLanguage[]).map((value) => ({ value, label: languageName(value) })).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The language a new book or story starts in: the page's, when books can be written in it. */
export function defaultBookLanguage(): TBookLanguage {
  const locale = uiLocale();
  return locale in BOOK_LANGUAGES ? (locale as TBookLanguage) : 'en';
}
