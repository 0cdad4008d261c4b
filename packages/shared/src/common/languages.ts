/**
 * The languages the product speaks: the web app's pages, the emails it sends and its PDFs. English
 * is the default, and what anything untranslated falls back to.
 */
export const LANGUAGE_CODES = ['en', 'es'] as const;
export type TLanguage = (typeof LANGUAGE_CODES)[number];

export const isLanguageCode = (value: unknown): value is TLanguage => (LANGUAGE_CODES as readonly unknown[]).includes(value);

/**
 * The language an Accept-Language header asks for: the first of its languages we speak, in the
 * order of their weights (matched on the primary subtag, so es-MX is Spanish), else English. The
 * web app sends its UI language there on every call.
 */
export function languageOfHeader(header: string | undefined): TLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.find((l) => isLanguageCode(l.primary))?.primary as TLanguage | undefined ?? 'en';
}

