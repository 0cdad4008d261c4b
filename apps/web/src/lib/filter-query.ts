/** The API's limit on a search (ZCourseListQuery and the other list queries). */
export const SEARCH_MAX_LENGTH = 100;

/** A list's search, goal filter and page as the URL keeps them (`?search=&sdg=&page=`), so links and Back work. */
export type FilterQuery = { search: string; sdg: number | null; page: number };

export const EMPTY_FILTER_QUERY: FilterQuery = { search: '', sdg: null, page: 1 };

/** A whole number ≥ 1 written plainly in the URL, or null. */
export function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/** Reads the filters from a URL; anything unreadable (a hand-edited link) falls back to "no filter". */
export function parseFilterQuery(params: URLSearchParams): FilterQuery {
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const sdg = positiveInt(params.get('sdg'));
  return { search, sdg: sdg !== null && sdg <= 17 ? sdg : null, page: positiveInt(params.get('page')) ?? 1 };
}

/** The URL query for the filters, without defaults: `?search=water&sdg=6`, or '' for none. */
export function filterSearch(query: FilterQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.sdg !== null) params.set('sdg', String(query.sdg));
  if (query.page > 1) params.set('page', String(query.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Whether a search or a goal narrows the list. */
export function isFiltered(query: FilterQuery): boolean {
  return query.search !== '' || query.sdg !== null;
}

/** How many pages `count` items fill, `size` to a page (at least one). */
export function pageCountOf(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/**
 * The page numbers a pager shows: always the first and last, the current one and its neighbours,
 * and 'gap' where numbers are left out (`1 … 4 5 6 … 10`). A gap never hides a single page.
 */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const prev = out.at(-1);
    if (typeof prev === 'number' && n - prev === 2) out.push(prev + 1);
    else if (typeof prev === 'number' && n - prev > 2) out.push('gap');
    out.push(n);
  }
  return out;
}
