import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { librariesSearch, parseLibrariesQuery, type LibrariesQuery } from './libraries-query';

/**
 * The libraries list's search, country and page, read from and written to the URL (as
 * `useFilterQuery` does for search and goal): `go(next, true)` replaces the history entry and keeps
 * the scroll (typing); a plain `go(next)` adds an entry Back can undo.
 */
export function useLibrariesQuery(): [LibrariesQuery, (next: LibrariesQuery, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const query = parseLibrariesQuery(params);
  const go = useCallback(
    (next: LibrariesQuery, replace = false) => setParams(new URLSearchParams(librariesSearch(next)), { replace, preventScrollReset: replace }),
    [setParams],
  );
  return [query, go];
}
