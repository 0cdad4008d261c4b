import { positiveInt, SEARCH_MAX_LENGTH } from '../../lib/filter-query';

/** Libraries per page: fills 2 and 3 columns evenly. */
export const LIBRARIES_PAGE_SIZE = 12;
export const LIBRARIES_PATH = '/libraries';
export const libraryPath = (slug: string) => `${LIBRARIES_PATH}/${encodeURIComponent(slug)}`;

/** The libraries list's filters as the URL keeps them: `/libraries?search=&country=KE&page=2`. */
export type LibrariesQuery = { search: string; country: string | null; page: number };

export const EMPTY_LIBRARIES_QUERY: LibrariesQuery = { search: '', country: null, page: 1 };

/** Reads the filters from a URL; a value that cannot be right (a hand-edited link) means "no filter". */
export function parseLibrariesQuery(params: URLSearchParams): LibrariesQuery {
  const country = (params.get('country') ?? '').trim().toUpperCase();
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The URL query for the filters, without defaults (`?country=KE`), or '' for none. */
export function librariesSearch(query: LibrariesQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.country) params.set('country', query.country);
  if (query.page > 1) params.set('page', String(query.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export const isLibrariesFiltered = (query: LibrariesQuery) => query.search !== '' || query.country !== null;

/** "March 2024" from `2024-03-11` or `2024-03`; null for anything else. */
export function openedMonth(value: string | null, locale?: string): string | null {
  const m = value ? /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value) : null;
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(m[1]), month - 1, 1));
}
