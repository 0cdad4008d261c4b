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
