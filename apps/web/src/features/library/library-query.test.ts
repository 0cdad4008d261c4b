import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { bookCountLabel, EMPTY_LIBRARY_QUERY, isLibraryFiltered, libraryApiArgs, librarySearch, parseLibraryQuery } from './library-query';

describe('library query', () => {
  it('reads the filters from the URL and writes them back without defaults', () => {
    const query = parseLibraryQuery(new URLSearchParams('?search=%20mango%20&language=HI&level=2&age=7&sdg=6&format=pdf&category=3&page=2'));
    expect(query).toEqual({ search: 'mango', category: 3, language: 'hi', level: 2, age: 7, sdg: 6, format: 'pdf', page: 2 });
    expect(librarySearch(query)).toBe('?search=mango&category=3&language=hi&level=2&age=7&sdg=6&format=pdf&page=2');
    expect(librarySearch(EMPTY_LIBRARY_QUERY)).toBe('');
  });

  it('ignores values that cannot be right', () => {
    expect(parseLibraryQuery(new URLSearchParams('?level=5&age=40&sdg=0&format=docx&language=english!&category=x&page=-1'))).toEqual(
      EMPTY_LIBRARY_QUERY,
    );
  });

  it('knows when the library is filtered, the page aside', () => {
    expect(isLibraryFiltered({ ...EMPTY_LIBRARY_QUERY, page: 3 })).toBe(false);
    expect(isLibraryFiltered({ ...EMPTY_LIBRARY_QUERY, level: 1 })).toBe(true);
  });

  it('asks the API for the page with the mode in use', () => {
    expect(libraryApiArgs({ ...EMPTY_LIBRARY_QUERY, language: 'es', page: 3 }, 4)).toMatchObject({
      language: 'es',
      mode: 4,
      limit: 24,
      offset: 48,
      sort: 'featured',
    });
    expect(libraryApiArgs({ ...EMPTY_LIBRARY_QUERY, search: 'ocaen' }, null)).toMatchObject({ search: 'ocaen', sort: undefined, mode: null });
  });
});

describe('the count of results', () => {
  it('shows a capped count as "at least", in English and Spanish, and an exact one as it is', async () => {
    await initI18n('en', ['library']);
    expect(bookCountLabel({ count: 1000, count_is_lower_bound: true })).toBe('1,000+ books');
    expect(bookCountLabel({ count: 1000, count_is_lower_bound: false })).toBe('1,000 books');
    expect(bookCountLabel({ count: 1 })).toBe('1 book');
    await i18next.changeLanguage('es');
    await i18next.loadNamespaces('library');
    expect(bookCountLabel({ count: 25000, count_is_lower_bound: true })).toBe('25.000+ libros');
    expect(bookCountLabel({ count: 7 })).toBe('7 libros');
  });
});
