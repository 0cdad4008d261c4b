import { EMPTY_FILTER_QUERY, filterSearch, pageCountOf, pageWindow, parseFilterQuery, SEARCH_MAX_LENGTH, type FilterQuery } from '../../lib/filter-query';
import type { CourseKind } from './course-paths';

/** Cards per catalogue page: fills 1, 2, 3 and 4 columns evenly. */
export const CATALOGUE_PAGE_SIZE = 12;
/** A catalogue's filters as the URL keeps them (`?search=&sdg=&page=`); shared with the other filtered lists. */
export type CatalogueQuery = FilterQuery;

export const EMPTY_QUERY: CatalogueQuery = EMPTY_FILTER_QUERY;
export const parseCatalogueQuery = parseFilterQuery;
export const catalogueSearch = filterSearch;
export { pageWindow, SEARCH_MAX_LENGTH };

export type CatalogueApiArgs = {
  kind: CourseKind;
  search?: string;
  sdg?: number;
  mode?: number;
  limit: number;
  offset: number;
};

/** The `GET /api/courses/` parameters for a catalogue page; the Switchboard mode narrows it when set. */
export function catalogueApiArgs(kind: CourseKind, query: CatalogueQuery, mode: number | null): CatalogueApiArgs {
  return {
    kind,
    ...(query.search ? { search: query.search } : {}),
    ...(query.sdg !== null ? { sdg: query.sdg } : {}),
    ...(mode ? { mode } : {}),
    limit: CATALOGUE_PAGE_SIZE,
    offset: (query.page - 1) * CATALOGUE_PAGE_SIZE,
  };
}

export function pageCount(count: number, size = CATALOGUE_PAGE_SIZE): number {
  return pageCountOf(count, size);
}

