import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, NAMESPACES } from '../i18n';
import { AREA_NAMESPACES } from './area-namespaces';

// Reads the web app's sources the way the bundler would: from a file, every relative import
// (static ones only, or dynamic ones too), and every namespace its code names.
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const known = new Set<string>(NAMESPACES);
// useTranslation('books') / useTranslation(['books', 'library']), t('books:key'), ns: 'books', ns={…}.
const namespaceLists = /useTranslation\(\s*(\[[^\]]*\]|'[^']*')|\bns(?:=\{?|:\s*)(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const prefixedKeys = /['"`]([a-zA-Z]+):[a-zA-Z]/g;

function namespacesIn(code: string): string[] {
  const names = [...code.matchAll(prefixedKeys)].map((m) => m[1]!);
  for (const m of code.matchAll(namespaceLists)) names.push(...[...(m[1] ?? m[2]!).matchAll(/['"]([a-zA-Z]+)['"]/g)].map((q) => q[1]!));
  // A namespace the file loads itself before using it (i18next.loadNamespaces('shop')) is its own business.
  const loadedHere = new Set([...code.matchAll(/loadNamespaces\(\s*'([a-zA-Z]+)'/g)].map((m) => m[1]!));
  return names.filter((n) => known.has(n) && !loadedHere.has(n));
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (candidate.match(/\.tsx?$/) && existsSync(candidate)) return candidate;
  }
  return null;
}

function namespacesReached(entry: string, { dynamic }: { dynamic: boolean }): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const ns of namespacesIn(code)) found.add(ns);
    const imports = [...code.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm)].map((m) => m[1]!);
    if (dynamic) imports.push(...[...code.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((m) => m[1]!));
    for (const spec of imports) {
      const next = resolveImport(file, spec);
      if (next) walk(next);
    }
  };
  walk(resolve(src, entry));
  return found;
}

describe('namespaces loaded with each route area', () => {
  it('lists every namespace that an area’s code (and what it imports) uses', () => {
    const computed = Object.fromEntries(
      Object.keys(AREA_NAMESPACES).map((area) => {
        const file = `app/areas/${area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.area.tsx`;
        const used = namespacesReached(file, { dynamic: true });
        return [area, NAMESPACES.filter((ns) => used.has(ns) && !(CORE_NAMESPACES as readonly string[]).includes(ns))];
      }),
    );
    expect(AREA_NAMESPACES).toEqual(computed);
  });

  it('bundles every namespace that the shell (all that main.tsx imports statically) uses', () => {
    const used = [...namespacesReached('main.tsx', { dynamic: false })].sort();
    expect(used.filter((ns) => !(CORE_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });
});
