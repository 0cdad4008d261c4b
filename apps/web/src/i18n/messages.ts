import i18next from 'i18next';
import { common } from './en/common';

/** Where a value goes in a message template: `{{name}}`. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * A message that carries values (a class name, a row number): its English as a template with
 * `{{name}}` where each value goes, and the same message in the UI language with the values found.
 */
export type MessagePattern = {
  readonly english: string;
  readonly translate: (values: Readonly<Record<string, string>>) => string;
};

/** `template` with each `{{name}}` replaced by its value (an unknown name stays as written). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

type Compiled = { readonly regex: RegExp; readonly names: readonly string[]; readonly fixed: number; readonly translate: MessagePattern['translate'] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern's matcher: its fixed text as is, each value as a group (a value named twice must repeat). */
function compile(pattern: MessagePattern): Compiled {
  const names: string[] = [];
  let source = '';
  let fixed = 0;
  let last = 0;
  for (const m of pattern.english.matchAll(PLACEHOLDER)) {
    const index = m.index ?? 0;
    const text = pattern.english.slice(last, index);
    source += escapeRegExp(text);
    fixed += text.length;
    const seen = names.indexOf(m[1]!);
    source += seen >= 0 ? `\\${seen + 1}` : '(.+?)';
    if (seen < 0) names.push(m[1]!);
    last = index + m[0].length;
  }
  const rest = pattern.english.slice(last);
  return { regex: new RegExp(`^${source}${escapeRegExp(rest)}$`, 's'), names, fixed: fixed + rest.length, translate: pattern.translate };
}

/** The most specific first (the most fixed text), so “The mode “{{0}}” is saved.” wins over “{{0}} is saved.”. */
const bySpecificity = (patterns: readonly Compiled[]) => [...patterns].sort((a, b) => b.fixed - a.fixed);

/** The translation of `message` by the first pattern it matches, or undefined. */
function matchPatterns(patterns: readonly Compiled[], message: string): string | undefined {
  for (const p of patterns) {
    const m = p.regex.exec(message);
    if (m) return p.translate(Object.fromEntries(p.names.map((name, i) => [name, m[i + 1]!])));
  }
  return undefined;
}

// English text → its key, for the namespace that holds messages written elsewhere in the web app.
const byEnglish = new Map<string, string>(
  Object.entries(common.messages).map(([key, text]): [string, string] => [text, `common:messages.${key}`]),
);

// A key of common:messages with its values (the keys are built from the namespace, so i18next's typed keys do not apply).
const translateWith = (key: string, values: Readonly<Record<string, string>>) =>
  (i18next.t as unknown as (key: string, options: Readonly<Record<string, string>>) => string)(key, values);

// The namespace's messages that carry values (`{{name}}` in their English), translated by i18next.
const ownPatterns: readonly Compiled[] = Object.entries(common.messages)
  .filter(([, text]) => /\{\{\s*[\w.]+\s*\}\}/.test(text))
  .map(([key, text]) =>
    compile({ english: text, translate: (values) => translateWith(`common:messages.${key}`, values) }),
  );

// Per language: English text of a shared message → its translation, and the shared messages that
// carry values with the namespace's own, most specific first (registered when the language loads).
type Registered = { readonly exact: ReadonlyMap<string, string>; readonly patterns: readonly Compiled[] };
const registered = new Map<string, Registered>();
const onlyOwn = bySpecificity(ownPatterns);

/**
 * Remembers `language`'s translations of English messages (its chunk calls this when it loads):
 * whole messages by their text, and messages with values by their patterns.
 */
export function registerMessages(language: string, map: ReadonlyMap<string, string>, patterns: readonly MessagePattern[] = []): void {
  registered.set(language, { exact: map, patterns: bySpecificity([...patterns.map(compile), ...ownPatterns]) });
}

/**
 * A message written in English elsewhere (a shared Zod schema, an API error of the server, a
 * spec-quoted toast) in the UI language; anything else (user content, a message we do not know) is
 * returned as it is. A message that carries values (“Duplicate of row 2.”) is translated with them.
 */
export function translateMessage(message: string): string {
  const language = i18next.resolvedLanguage ?? i18next.language;
  const own = language && language !== 'en' ? registered.get(language) : undefined;
  const shared = own?.exact.get(message);
  if (shared) return shared;
  const key = byEnglish.get(message);
  if (key) return i18next.t(key as 'common:messages.classCodeRequired');
  if (!language || language === 'en') return message;
  return matchPatterns(own?.patterns ?? onlyOwn, message) ?? message;
}
