import type { TGlobalReachCountry } from '@commonshelf/shared/site/global-reach.schemas';
import i18next from 'i18next';
import { uiLocale } from '../../i18n';
import { localCountryName } from '../../lib/countries';

/** What the map shades a country by: everything counted there. */
export const reachTotal = (c: Pick<TGlobalReachCountry, 'schools' | 'organizations' | 'libraries'>) => c.schools + c.organizations + c.libraries;

/** A number in the UI language's digits and separators: "3,650", "3650" in Spanish. */
export const formatReachCount = (n: number) => new Intl.NumberFormat(uiLocale()).format(n);

/** A country's name in the UI language. */
export const reachCountryName = localCountryName;

/** The countries with something in them, by name in the UI language. */
export function byCountryName(countries: readonly TGlobalReachCountry[]): TGlobalReachCountry[] {
  const locale = uiLocale();
  return countries.filter((c) => reachTotal(c) > 0).sort((a, b) => reachCountryName(a.code).localeCompare(reachCountryName(b.code), locale));
}

/** Tints of the site's primary colour, lightest first; Tailwind finds the class names here. */
const TINTS = ['fill-primary/35', 'fill-primary/55', 'fill-primary/75', 'fill-primary'] as const;
/** Which tints a scale of 1 to 4 steps uses: always the darkest for the top step, spread evenly below it. */
const TINTS_FOR_STEPS: Record<number, readonly number[]> = { 1: [3], 2: [1, 3], 3: [1, 2, 3], 4: [0, 1, 2, 3] };

export type ShadeStep = { from: number; to: number; label: string; tint: string };

/** The smallest of 1, 2, 5, 10, 20, 50… that is at least `n`. */
function niceCeil(n: number): number {
  for (let p = 1; ; p *= 10) for (const m of [1, 2, 5]) if (m * p >= n) return m * p;
}

/**
 * At most four steps from 1 to the largest count, starting on round numbers that grow
 * geometrically (1, 5, 10 and 50 for a largest count of 100), so one big country does not leave
 * every other one in the palest tint.
 */
export function shadeSteps(max: number): ShadeStep[] {
  if (max < 1) return [];
  const starts = [1];
  for (const k of [1, 2, 3]) {
    const s = niceCeil(max ** (k / 4));
    if (s > starts.at(-1)! && s <= max) starts.push(s);
  }
  const tints = TINTS_FOR_STEPS[starts.length]!;
  return starts.map((from, i) => {
    const next = starts[i + 1];
    const to = next === undefined ? max : next - 1;
    return { from, to, label: to === from ? `${from}` : `${from}–${to}`, tint: TINTS[tints[i]!]! };
  });
}

/** The step a count falls in; none for zero. */
export function shadeStep(steps: readonly ShadeStep[], n: number): ShadeStep | null {
  if (n < 1) return null;
  return steps.findLast((s) => n >= s.from) ?? null;
}

/** "2 schools, 1 organisation and 3 libraries" (in the UI language), leaving out what is zero. */
export function describeCounts(c: Pick<TGlobalReachCountry, 'schools' | 'organizations' | 'libraries'>): string {
  const part = (key: 'schools' | 'organisations' | 'libraries', count: number) => (count ? i18next.t(`reach:counts.${key}`, { count, n: formatReachCount(count) }) : null);
  const parts = [part('schools', c.schools), part('organisations', c.organizations), part('libraries', c.libraries)].filter((p): p is string => p !== null);
  if (parts.length === 0) return i18next.t('reach:counts.nothing');
  // British English lists have no comma before "and", as the site writes them.
  const language = uiLocale();
  return new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { type: 'conjunction' }).format(parts);
}
