/**
 * The embedded country list (packages/shared, so the server checks codes against the same list),
 * with the everyday names people type and the search the country combobox runs.
 */
import { COUNTRIES, countryName, countryNameIn as sharedCountryNameIn, type Country } from '@commonshelf/shared/common/countries';
import { uiLocale } from '../i18n';

export { COUNTRIES, countryName, type Country };

const byLanguage = new Map<string, readonly Country[]>();

/**
 * The country list in a UI language: English keeps the embedded names (the ones the forms and tests
 * use); another language names each country in it and sorts them in its order.
 */
export function countriesIn(language: string): readonly Country[] {
  if (language === 'en') return COUNTRIES;
  let list = byLanguage.get(language);
  if (!list) {
    const collator = new Intl.Collator(language);
    list = COUNTRIES.map((c) => ({ ...c, name: sharedCountryNameIn(c.code, language) ?? c.name })).sort((a, b) => collator.compare(a.name, b.name));
    byLanguage.set(language, list);
  }
  return list;
}

/** A country's name in a UI language ('' for an unknown code). */
export const countryNameIn = (code: string, language: string) => sharedCountryNameIn(code, language) ?? '';

/** A country's name in the UI language, or its code when it has none. */
export const localCountryName = (code: string): string => countryNameIn(code, uiLocale()) || code;

/** Everyday names people type that are not the official ones. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  GB: ['UK', 'Britain', 'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  US: ['USA', 'America', 'United States of America'],
  AE: ['UAE', 'Emirates'],
  NL: ['Holland'],
  CZ: ['Czech Republic'],
  KR: ['Korea'],
  CI: ['Ivory Coast'],
  SZ: ['Swaziland'],
  MK: ['Macedonia'],
  MM: ['Burma'],
  TR: ['Turkey'],
};

/** Folds case and accents, so "aland" finds "Åland Islands" and "cote" finds "Côte d’Ivoire". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Countries matching a typed query: an exact two-letter code or everyday name first, then names
 * starting with the query, then names or aliases containing it.
 */
export function searchCountries(query: string, list: readonly Country[] = COUNTRIES): Country[] {
  const q = foldForSearch(query);
  if (!q) return [...list];
  const byCode: Country[] = [];
  const starts: Country[] = [];
  const contains: Country[] = [];
  for (const country of list) {
    const name = foldForSearch(country.name);
    const aliases = (ALIASES[country.code] ?? []).map(foldForSearch);
    if (country.code.toLowerCase() === q || aliases.includes(q)) byCode.push(country);
    else if (name.startsWith(q) || aliases.some((a) => a.startsWith(q))) starts.push(country);
    else if (name.includes(q) || aliases.some((a) => a.includes(q))) contains.push(country);
  }
  return [...byCode, ...starts, ...contains];
}
