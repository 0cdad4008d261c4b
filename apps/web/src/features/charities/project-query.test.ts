import { describe, expect, it } from 'vitest';
import { parseProjectQuery, projectSearch } from './project-query';

describe('project list query', () => {
  it('reads the search, charity and page, ignoring what it cannot read', () => {
    expect(parseProjectQuery(new URLSearchParams('search=%20water%20&charity=maji-safi-kwa-watoto&page=3'))).toEqual({ search: 'water', charity: 'maji-safi-kwa-watoto', page: 3 });
    expect(parseProjectQuery(new URLSearchParams('charity=<script>&page=-1'))).toEqual({ search: '', charity: '', page: 1 });
    expect(parseProjectQuery(new URLSearchParams(`search=${'x'.repeat(300)}`)).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults', () => {
    expect(projectSearch({ search: '', charity: '', page: 1 })).toBe('');
    expect(projectSearch({ search: 'bikes & books', charity: '12', page: 2 })).toBe('?search=bikes+%26+books&charity=12&page=2');
    const round = parseProjectQuery(new URLSearchParams(projectSearch({ search: 'tank', charity: 'yachay-warmi', page: 4 }).slice(1)));
    expect(round).toEqual({ search: 'tank', charity: 'yachay-warmi', page: 4 });
  });
});
