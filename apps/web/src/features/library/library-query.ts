import type { TBookPage } from '@commonshelf/shared/library/library.schemas';
import i18next from 'i18next';
import { positiveInt } from '../../lib/filter-query';
import type { BookListArgs } from './api/books.api';

/**
 * The library's count of results: "1,000+ books" when the server stopped counting at its cap, so a
 * long list never shows a lower bound as if it were exact.
 */
export const bookCountLabel = (page: Pick<TBookPage, 'count' | 'count_is_lower_bound'>): string =>
  i18next.t(page.count_is_lower_bound ? 'library:booksAtLeast' : 'library:books', { count: page.count });

/** Books per page of the library's results: fills 2, 3 and 4 columns evenly. */
export const LIBRARY_PAGE_SIZE = 24;
export const LIBRARY_SEARCH_MAX = 200;
export const LIBRARY_FORMATS = { pages: 'Picture book', pdf: 'PDF', epub: 'EPUB' } as const;
export type LibraryFormat = keyof typeof LIBRARY_FORMATS;
export const AGES = Array.from({ length: 13 }, (_, i) => i + 3);

/** The library's filters as the URL keeps them: `/library?language=hi&level=2&page=2`. */
export type LibraryQuery = {
  search: string;
  category: number | null;
  language: string | null;
  level: number | null;
  age: number | null;
  sdg: number | null;
  format: LibraryFormat | null;
  page: number;
};

export const EMPTY_LIBRARY_QUERY: LibraryQuery = {
  search: '',
  category: null,
  language: null,
  level: null,
  age: null,
  sdg: null,
  format: null,
  page: 1,
};

const inRange = (n: number | null, min: number, max: number) => (n !== null && n >= min && n <= max ? n : null);

/** Reads the filters from a URL; a value that cannot be right (a hand-edited link) means "no filter". */
export function parseLibraryQuery(params: URLSearchParams): LibraryQuery {
  const language = (params.get('language') ?? '').trim().toLowerCase();
  const format = params.get('format');
  return {
    search: (params.get('search') ?? '').trim().slice(0, LIBRARY_SEARCH_MAX),
    category: positiveInt(params.get('category')),
    language: /^[a-z]{2,3}$/.test(language) ? language : null,
    level: inRange(positiveInt(params.get('level')), 1, 4),
    age: inRange(positiveInt(params.get('age')), 2, 18),
    sdg: inRange(positiveInt(params.get('sdg')), 1, 17),
    format: format && format in LIBRARY_FORMATS ? (format as LibraryFormat) : null,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The URL query for the filters, defaults left out: `?language=hi&level=2`, or '' for none. */
export function librarySearch(query: LibraryQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  for (const key of ['category', 'language', 'level', 'age', 'sdg', 'format'] as const) {
    const value = query[key];
    if (value !== null) params.set(key, String(value));
  }
  if (query.page > 1) params.set('page', String(query.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Whether anything narrows the library (then it shows results rather than its rows). */
export function isLibraryFiltered(query: LibraryQuery): boolean {
  return librarySearch({ ...query, page: 1 }) !== '';
}

/** `GET /api/books/` parameters for a page of results; the Switchboard mode narrows it when set. */
export function libraryApiArgs(query: LibraryQuery, mode: number | null): BookListArgs {
  return {
    search: query.search || null,
    category: query.category,
    language: query.language,
    level: query.level,
    age: query.age,
    sdg: query.sdg,
    format: query.format,
    mode,
    sort: query.search ? undefined : 'featured',
    limit: LIBRARY_PAGE_SIZE,
    offset: (query.page - 1) * LIBRARY_PAGE_SIZE,
  };
}

export { languageName } from '../../lib/language-names';

/** The server's message of a failed call (`{error}`), or the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string') return (data as { error: string }).error;
  }
  return fallback;
}
