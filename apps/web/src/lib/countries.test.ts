import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { COUNTRIES, countryName, localCountryName, searchCountries } from './countries';

describe('countries', () => {
  it('has every country once, with a two-letter code', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code) && c.name.length > 0)).toBe(true);
  });
  it('finds by code first, then by the start of a name, then anywhere', () => {
    expect(searchCountries('in')[0]?.code).toBe('IN');
    expect(searchCountries('ken').map((c) => c.code)).toEqual(['KE']);
    expect(searchCountries('uk')[0]?.code).toBe('GB');
    expect(searchCountries('aland')[0]?.code).toBe('AX');
    expect(searchCountries('land').some((c) => c.code === 'FI')).toBe(true);
    expect(searchCountries('')).toHaveLength(COUNTRIES.length);
  });
  it('names a code', () => {
    expect(countryName('NG')).toBe('Nigeria');
    expect(countryName('XX')).toBeNull();
  });
  it('names a country in the UI language: the list’s own name in English, the browser’s in Spanish', async () => {
    await initI18n('en');
    expect(localCountryName('GB')).toBe('United Kingdom');
    await i18next.changeLanguage('es');
    expect(localCountryName('GB')).toBe('Reino Unido');
    expect(localCountryName('XX')).toBe('XX');
    await i18next.changeLanguage('en');
  });
});
