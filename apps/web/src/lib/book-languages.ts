import { BOOK_LANGUAGES, type TBookLanguage } from '@commonshelf/shared/library/library.schemas';
import { uiLocale } from '../i18n';
import { languageName } from './language-names';

// Apart from `language-names.ts`: the library's public pages name languages without loading the
// schemas (and Zod) that list the languages a book can be written in; only the forms need these.

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
