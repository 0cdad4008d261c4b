import { describe, expect, it } from 'vitest';
import { languageOfHeader } from './languages.js';

describe('the language of an Accept-Language header', () => {
  it('takes the first language we speak, by weight, on its primary subtag', () => {
    expect(languageOfHeader('es')).toBe('es');
    expect(languageOfHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOfHeader('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(languageOfHeader('en;q=0.5, es;q=0.9')).toBe('es');
    expect(languageOfHeader('de, en-GB;q=0.8')).toBe('en');
  });

  it('is English without a header, for languages we do not speak, and for one refused with q=0', () => {
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('')).toBe('en');
    expect(languageOfHeader('fr, de')).toBe('en');
    expect(languageOfHeader('es;q=0, fr')).toBe('en');
    expect(languageOfHeader('*')).toBe('en');
  });
});
