import { describe, expect, it } from 'vitest';
import { filterSearch, isFiltered, pageCountOf, parseFilterQuery } from './filter-query';

describe('filter query', () => {
  it('round-trips through the URL without defaults', () => {
    const q = parseFilterQuery(new URLSearchParams('search=%20wind%20&sdg=7&page=2'));
    expect(q).toEqual({ search: 'wind', sdg: 7, page: 2 });
    expect(filterSearch(q)).toBe('?search=wind&sdg=7&page=2');
    expect(filterSearch({ search: ' ', sdg: null, page: 1 })).toBe('');
  });

  it('knows when a search or a goal narrows the list', () => {
    expect(isFiltered({ search: '', sdg: null, page: 3 })).toBe(false);
    expect(isFiltered({ search: 'water', sdg: null, page: 1 })).toBe(true);
    expect(isFiltered({ search: '', sdg: 6, page: 1 })).toBe(true);
  });

  it('counts pages, never fewer than one', () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
    expect(pageCountOf(25, 6)).toBe(5);
  });
});
