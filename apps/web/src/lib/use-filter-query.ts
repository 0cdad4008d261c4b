import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { filterSearch, parseFilterQuery, type FilterQuery } from './filter-query';

/**
 * A list's search, goal and page, read from and written to the URL. `go(next, true)` replaces the
 * history entry and keeps the scroll (typing); a plain `go(next)` adds an entry Back can undo.
 */
export function useFilterQuery(): [FilterQuery, (next: FilterQuery, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const query = parseFilterQuery(params);
  const go = useCallback(
    (next: FilterQuery, replace = false) => setParams(new URLSearchParams(filterSearch(next)), { replace, preventScrollReset: replace }),
    [setParams],
  );
  return [query, go];
}
