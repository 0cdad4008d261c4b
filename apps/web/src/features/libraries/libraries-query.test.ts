import { describe, expect, it } from 'vitest';
import { EMPTY_LIBRARIES_QUERY, isLibrariesFiltered, librariesSearch, openedMonth, parseLibrariesQuery } from './libraries-query';

const parse = (qs: string) => parseLibrariesQuery(new URLSearchParams(qs));

describe('the libraries query', () => {
  it('reads search, country and page from the URL and writes them back without defaults', () => {
    expect(parse('')).toEqual(EMPTY_LIBRARIES_QUERY);
    expect(parse('?search=%20hill%20&country=ke&page=3')).toEqual({ search: 'hill', country: 'KE', page: 3 });
    expect(librariesSearch({ search: 'hill', country: 'KE', page: 3 })).toBe('?search=hill&country=KE&page=3');
    expect(librariesSearch({ search: ' ', country: null, page: 1 })).toBe('');
    expect(librariesSearch(parse('?country=np&page=1'))).toBe('?country=NP');
  });

  it('ignores what cannot be right in a hand-edited link', () => {
    expect(parse('?country=Kenya&page=-2')).toEqual(EMPTY_LIBRARIES_QUERY);
    expect(parse('?country=K1&page=abc')).toEqual(EMPTY_LIBRARIES_QUERY);
    expect(parse(`?search=${'a'.repeat(300)}`).search).toHaveLength(100);
  });

  it('knows when the list is narrowed', () => {
    expect(isLibrariesFiltered(EMPTY_LIBRARIES_QUERY)).toBe(false);
    expect(isLibrariesFiltered({ ...EMPTY_LIBRARIES_QUERY, page: 2 })).toBe(false);
    expect(isLibrariesFiltered({ ...EMPTY_LIBRARIES_QUERY, country: 'IN' })).toBe(true);
    expect(isLibrariesFiltered({ ...EMPTY_LIBRARIES_QUERY, search: 'x' })).toBe(true);
  });

  it('names the month a library opened', () => {
    expect(openedMonth('2024-03-11', 'en-GB')).toBe('March 2024');
    expect(openedMonth('2019-04', 'en-GB')).toBe('April 2019');
    expect(openedMonth('2019-13-01', 'en-GB')).toBeNull();
    expect(openedMonth('soon', 'en-GB')).toBeNull();
    expect(openedMonth(null)).toBeNull();
  });
});
