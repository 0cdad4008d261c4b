import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PAGE_SIZE,
  catalogueApiArgs,
  catalogueSearch,
  EMPTY_QUERY,
  pageCount,
  pageWindow,
  parseCatalogueQuery,
} from './catalogue-query';

const parse = (s: string) => parseCatalogueQuery(new URLSearchParams(s));

describe('parseCatalogueQuery', () => {
  it('reads search, goal and page', () => {
    expect(parse('search=%20water%20&sdg=6&page=3')).toEqual({ search: 'water', sdg: 6, page: 3 });
  });

  it('defaults everything missing', () => {
    expect(parse('')).toEqual(EMPTY_QUERY);
  });

  it.each(['sdg=0', 'sdg=18', 'sdg=abc', 'sdg=4.5', 'sdg=-3'])('ignores a goal outside 1–17 (%s)', (s) => {
    expect(parse(s).sdg).toBeNull();
  });

  it.each(['page=0', 'page=-1', 'page=x', 'page=2.5', 'page=99999999'])('falls back to page 1 (%s)', (s) => {
    expect(parse(s).page).toBe(1);
  });

  it('cuts a search to the API limit', () => {
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('catalogueSearch', () => {
  it('leaves out defaults', () => {
    expect(catalogueSearch(EMPTY_QUERY)).toBe('');
    expect(catalogueSearch({ search: '  ', sdg: null, page: 1 })).toBe('');
  });

  it('round-trips through the parser', () => {
    const q = { search: 'clean & safe water', sdg: 6, page: 2 };
    expect(parse(catalogueSearch(q).slice(1))).toEqual(q);
  });
});

describe('catalogueApiArgs', () => {
  it('maps the page to an offset and adds only the filters in use', () => {
    expect(catalogueApiArgs('hub', { search: '', sdg: null, page: 3 }, null)).toEqual({
      kind: 'hub',
      limit: CATALOGUE_PAGE_SIZE,
      offset: 2 * CATALOGUE_PAGE_SIZE,
    });
    expect(catalogueApiArgs('course', { search: 'x', sdg: 4, page: 1 }, 9)).toEqual({
      kind: 'course',
      search: 'x',
      sdg: 4,
      mode: 9,
      limit: CATALOGUE_PAGE_SIZE,
      offset: 0,
    });
  });
});

describe('pagination', () => {
  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('puts gaps around the current page', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
