import { describe, expect, it } from 'vitest';
import { parseSearchPageQuery, searchPagePath } from './search-paths';

describe('search paths', () => {
  it('writes and reads the results page address', () => {
    expect(searchPagePath(' ocean friends ')).toBe('/search?q=ocean+friends');
    expect(searchPagePath('ocean', 'book', 2)).toBe('/search?q=ocean&type=book&page=2');
    expect(parseSearchPageQuery(new URLSearchParams('q=ocean&type=book&page=2'))).toEqual({ q: 'ocean', type: 'book', page: 2 });
  });

  it('ignores an unknown type and a bad page', () => {
    expect(parseSearchPageQuery(new URLSearchParams('q=x&type=film&page=-3'))).toEqual({ q: 'x', type: null, page: 1 });
  });
});
