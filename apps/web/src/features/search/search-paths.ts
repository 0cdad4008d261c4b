import { SEARCH_TYPES, type TSearchType } from '@commonshelf/shared/library/search-types';

/** Results per page of `/search`. */
export const SEARCH_PAGE_SIZE = 20;
/** Suggestions under the header search box, and how long typing must pause before asking. */
export const SUGGESTION_LIMIT = 6;
export const SUGGEST_DEBOUNCE_MS = 250;
export const SUGGEST_MIN_LENGTH = 2;

/** The full results page of a search: `/search?q=ocean`. */
export function searchPagePath(query: string, type: TSearchType | null = null, page = 1): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

export type SearchPageQuery = { q: string; type: TSearchType | null; page: number };

export function parseSearchPageQuery(params: URLSearchParams): SearchPageQuery {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    type: type && (SEARCH_TYPES as readonly string[]).includes(type) ? (type as TSearchType) : null,
    page: Number.isInteger(page) && page >= 1 && page < 100000 ? page : 1,
  };
}
