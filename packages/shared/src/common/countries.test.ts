import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, countryNameIn, isCountryCode } from './countries.js';
import { countryCode } from './country.schemas.js';

describe('country list', () => {
  it('has every code once', () => {
    expect(COUNTRY_CODES.size).toBe(COUNTRIES.length);
    expect(COUNTRY_CODES.size).toBeGreaterThan(240);
  });

  it('accepts the codes of the list only, in any case, as upper case', () => {
    const schema = countryCode('Choose a country.');
    expect(schema.parse(' ke ')).toBe('KE');
    for (const bad of ['', 'XX', 'UK', 'KEN', 'Kenya', 'K1']) expect(schema.safeParse(bad).error?.issues[0]?.message, bad).toBe('Choose a country.');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Choose a country.');
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('gb')).toBe(false);
  });

  it('names a country in a language, and nothing for an empty field or a word that is no code', () => {
    expect(countryNameIn('DE', 'es')).toBe('Alemania');
    expect(countryNameIn('DE', 'en')).toBe('Germany');
    for (const language of ['en', 'es']) for (const notACode of ['', 'england', 'd', 'de1']) expect(countryNameIn(notACode, language), `${language} ${notACode}`).toBeNull();
  });
});
