import { AUTHORING_MSG } from '@commonshelf/shared/courses/authoring.schemas';
import { CHECKOUT_MSG } from '@commonshelf/shared/commerce/checkout.schemas';
import { MSG } from '@commonshelf/shared/auth/auth.schemas';
import { ENQUIRY_MSG } from '@commonshelf/shared/site/enquiries.schemas';
import { PUBLISHING_MSG } from '@commonshelf/shared/library/publishing.schemas';
import { TENANT_REGISTRATION_MSG } from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { USER_ADMIN_MSG } from '@commonshelf/shared/users/user-admin.schemas';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { sharedMessages } from './es/shared-messages';
import { translateMessage } from './messages';
import { argumentLists, MESSAGE_ARGUMENTS, pairMessages, SHARED_MESSAGES } from './shared-messages';
import { initI18n, switchLanguage } from '.';

// The shared package's sources, read as text, to find every message object it exports.
const sources = import.meta.glob<string>(['../../../../packages/shared/src/**/*.ts', '!**/*.test.ts'], { query: '?raw', import: 'default', eager: true });

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Every string entry of the shared message objects as [module, key, English]. */
const strings = Object.entries(SHARED_MESSAGES).flatMap(([module, entries]) =>
  Object.entries(entries).flatMap(([key, text]): [string, string, string][] => (typeof text === 'string' ? [[module, key, text]] : [])),
);
type Entry = string | ((...args: unknown[]) => string);
const table = sharedMessages as unknown as Record<string, Record<string, Entry | undefined>>;
const spanish = (module: string, key: string) => {
  const own = table[module]?.[key];
  return typeof own === 'string' ? own : undefined;
};

/** Every function entry (a message with values) as [module, key, English function]. */
const functions = Object.entries(SHARED_MESSAGES).flatMap(([module, entries]) =>
  Object.entries(entries).flatMap(([key, fn]): [string, string, (...args: unknown[]) => string][] =>
    typeof fn === 'function' ? [[module, key, fn as (...args: unknown[]) => string]] : [],
  ),
);
const markersOf = (text: string) => [...new Set([...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1]))].sort();

describe('the shared package’s messages', () => {
  it('lists every message object the shared package exports', () => {
    const exported = Object.values(sources).flatMap((text) => [...text.matchAll(/export const ([A-Z_]*MSG)\b/g)].map((m) => m[1]));
    expect(exported.length).toBeGreaterThan(40);
    expect(Object.keys(SHARED_MESSAGES).sort()).toEqual([...new Set(exported)].sort());
  });

  it('has a Spanish text for every string message, with the same {{variables}}', () => {
    expect(strings.length).toBeGreaterThan(400);
    for (const [module, key, text] of strings) {
      const own = spanish(module, key);
      expect(own?.trim(), `${module}.${key} has no Spanish`).toBeTruthy();
      expect(variables(own ?? ''), `${module}.${key}`).toEqual(variables(text));
    }
  });

  it('gives the same English text the same Spanish in every module', () => {
    const seen = new Map<string, string>();
    for (const [module, key, text] of strings) {
      const own = spanish(module, key) ?? '';
      expect(seen.get(text) ?? own, `${module}.${key}: “${text}”`).toBe(own);
      seen.set(text, own);
    }
  });

  it('has a Spanish function for every message with values, which keeps every value', () => {
    expect(functions.length).toBeGreaterThan(40);
    for (const [module, key, fn] of functions) {
      const own = table[module]?.[key];
      expect(typeof own, `${module}.${key} has no Spanish function`).toBe('function');
      for (const args of argumentLists(module, key, fn)) {
        const english = fn(...args);
        const translated = (own as (...a: unknown[]) => string)(...args);
        const given = args.flatMap((a, i) => (a === `{{${i}}}` ? [String(i)] : []));
        // A value the English does not show (an argument looked up in a table) needs its values listed in MESSAGE_ARGUMENTS.
        expect(markersOf(english), `${module}.${key}(${args.join(', ')}): “${english}”`).toEqual(given);
        expect(english, `${module}.${key}`).not.toMatch(/undefined|NaN|\[object/);
        expect(markersOf(translated), `${module}.${key}: “${translated}”`).toEqual(given);
        expect(translated.trim(), `${module}.${key}`).toBeTruthy();
      }
    }
  });

  it('lists arguments only of messages with values', () => {
    for (const [module, keys] of Object.entries(MESSAGE_ARGUMENTS)) {
      for (const key of Object.keys(keys ?? {})) {
        expect(typeof (SHARED_MESSAGES as Record<string, Record<string, unknown>>)[module]?.[key], `${module}.${key}`).toBe('function');
      }
    }
  });

  it('gives the same English template the same Spanish, and no template twice', () => {
    const { messages, patterns } = pairMessages(SHARED_MESSAGES, sharedMessages);
    const seen = new Map<string, string>();
    for (const [module, key, fn] of functions) {
      for (const args of argumentLists(module, key, fn)) {
        const english = fn(...args);
        const own = (table[module]?.[key] as (...a: unknown[]) => string)(...args);
        expect(seen.get(english) ?? own, `${module}.${key}: “${english}”`).toBe(own);
        seen.set(english, own);
        expect(messages.has(english) || patterns.some((p) => p.english === english), `${module}.${key}`).toBe(true);
      }
    }
    expect(new Set(patterns.map((p) => p.english)).size).toBe(patterns.length);
  });

  it('is not copied into the namespaces (the map translates them)', () => {
    const shared = new Set(strings.map(([, , text]) => text));
    for (const [key, text] of Object.entries(en.common.messages)) expect(shared.has(text), `common:messages.${key}`).toBe(false);
  });
});

describe('translateMessage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it('returns English as it is while English is chosen', () => {
    expect(translateMessage(MSG.loginFailed)).toBe('Login failed');
    expect(translateMessage(CHECKOUT_MSG.cartEmpty)).toBe('Your cart is empty.');
    expect(translateMessage(en.common.messages.classCodeRequired)).toBe('Please enter your class code.');
  });

  it('returns the Spanish of shared messages of every module, and unknown text unchanged', async () => {
    await switchLanguage('es', null);
    expect(translateMessage(MSG.loginFailed)).toBe('No se pudo iniciar sesión');
    expect(translateMessage(ENQUIRY_MSG.emailInvalid)).toBe('Escribe un correo electrónico válido, como nombre@ejemplo.com.');
    expect(translateMessage(CHECKOUT_MSG.cartEmpty)).toBe('Tu carrito está vacío.');
    expect(translateMessage(PUBLISHING_MSG.tooManyPages)).toBe('Un libro ilustrado puede tener como máximo 40 páginas.');
    expect(translateMessage(AUTHORING_MSG.deletePublished)).toBe('Despublica este curso antes de eliminarlo.');
    expect(translateMessage(USER_ADMIN_MSG.selfRole)).toBe('No puedes cambiar tu propio rol.');
    expect(translateMessage(TENANT_REGISTRATION_MSG.subdomainTaken)).toBe('Ese subdominio ya está en uso. Prueba con otro.');
    // Messages with values, with their values (in every module).
    for (const [module, key, fn] of functions) {
      for (const args of argumentLists(module, key, fn)) {
        const values = args.map((a, i) => (a === `{{${i}}}` ? `Sample ${i + 1}` : a));
        const english = fn(...values);
        const own = (table[module]?.[key] as (...a: unknown[]) => string)(...values);
        expect(translateMessage(english), `${module}.${key}: “${english}”`).toBe(own);
        for (const value of values.filter((v) => String(v).startsWith('Sample'))) expect(own, `${module}.${key}`).toContain(value);
      }
    }
    // The web app's own messages still come from common:messages.
    expect(translateMessage(en.common.messages.classCodeRequired)).toBe('Escribe el código de tu clase.');
    // User content and messages we do not know stay as they are.
    expect(translateMessage('Clean water for Kisumu')).toBe('Clean water for Kisumu');
    expect(translateMessage('')).toBe('');
    await switchLanguage('en', null);
    expect(translateMessage(MSG.loginFailed)).toBe('Login failed');
  });
});
