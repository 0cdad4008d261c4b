import { MSG } from '@commonshelf/shared/auth/auth.schemas';
import { ENQUIRY_MSG } from '@commonshelf/shared/site/enquiries.schemas';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { formatBytes, formatLongDate, formatMinorAmount, pluralize } from '../lib/format';
import { en } from './en';
import { es } from './es';
import { translateMessage } from './messages';
import { detectLanguage, initI18n, LANGUAGE_STORAGE_KEY, switchLanguage, uiLocale } from '.';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a namespace as "a.b.c" → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('has the same namespaces in every language', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as (keyof typeof en)[])('%s: Spanish has exactly the English keys and the same {{variables}}', (ns) => {
    const english = leaves(en[ns] as Tree);
    const spanish = leaves(es[ns] as Tree);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(spanish.get(key), `${ns}:${key} is empty in Spanish`).not.toBe('');
      expect(variables(spanish.get(key) ?? ''), `${ns}:${key}`).toEqual(variables(text));
    }
  });
});

describe('detectLanguage', () => {
  it('prefers a stored choice', () => {
    expect(detectLanguage('es', ['en-US'])).toBe('es');
    expect(detectLanguage('en', ['es-ES'])).toBe('en');
  });
  it('ignores a stored value it does not know', () => {
    expect(detectLanguage('fr', ['es-MX'])).toBe('es');
  });
  it('takes the first browser language it has, by its primary subtag', () => {
    expect(detectLanguage(null, ['fr-FR', 'es-419', 'en'])).toBe('es');
    expect(detectLanguage(null, ['ES'])).toBe('es');
    expect(detectLanguage(null, ['hi-IN', 'en-GB'])).toBe('en');
  });
  it('falls back to English', () => {
    expect(detectLanguage(null, [])).toBe('en');
    expect(detectLanguage(null, ['de-DE', 'fr'])).toBe('en');
  });
});

describe('switching language', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it('loads Spanish on demand, switches texts, plurals and formats, and remembers the choice', async () => {
    expect(i18next.hasResourceBundle('es', 'common')).toBe(false);
    expect(i18next.t('layout:account.login')).toBe('Login');
    expect(formatMinorAmount(125000, 'USD')).toBe('$1,250');
    const storage = memoryStorage();

    await switchLanguage('es', storage);

    expect(uiLocale()).toBe('es');
    expect(storage.dump()).toEqual({ [LANGUAGE_STORAGE_KEY]: 'es' });
    expect(i18next.t('layout:account.login')).toBe('Iniciar sesión');
    expect(i18next.t('library:books', { count: 1 })).toBe('1 libro');
    expect(i18next.t('library:books', { count: 1000000 })).toBe('1.000.000 libros');
    expect(formatMinorAmount(1250050, 'EUR')).toBe('12.500,50\u00a0€');
    expect(formatLongDate('2026-03-12T10:00:00Z')).toBe('12 de marzo de 2026');
    expect(formatBytes(2.4 * 1024 * 1024)).toBe('2,4 MB');
    expect(pluralize(12000, 'book')).toBe('12.000 books');
    expect(translateMessage(MSG.passwordMismatch)).toBe('Las contraseñas no coinciden');
    expect(translateMessage(ENQUIRY_MSG.nameRequired)).toBe('Escribe tu nombre.');
    expect(translateMessage('A message from the server')).toBe('A message from the server');
    // An explicit locale still wins.
    expect(formatLongDate('2026-03-12T10:00:00Z', 'en-GB')).toBe('12 March 2026');
  });
});
