import type { TGlobalReachCountry } from '@commonshelf/shared/site/global-reach.schemas';
import { countryName } from '../../lib/countries';

/** What the map shades a country by: everything counted there. */
export const reachTotal = (c: Pick<TGlobalReachCountry, 'schools' | 'organizations' | 'libraries'>) => c.schools + c.organizations + c.libraries;

/** A country's English name, or its code when the list has none. */
export const reachCountryName = (code: string) => countryName(code) ?? code;

/** The countries with something in them, by name. */
export function byCountryName(countries: readonly TGlobalReachCountry[]): TGlobalReachCountry[] {
  return countries.filter((c) => reachTotal(c) > 0).sort((a, b) => reachCountryName(a.code).localeCompare(reachCountryName(b.code)));
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

/** "2 schools, 1 organisation and 3 libraries", leaving out what is zero. */
export function describeCounts(c: Pick<TGlobalReachCountry, 'schools' | 'organizations' | 'libraries'>): string {
  const parts = [
    c.schools ? `${c.schools} ${c.schools === 1 ? 'school' : 'schools'}` : null,
    c.organizations ? `${c.organizations} ${c.organizations === 1 ? 'organisation' : 'organisations'}` : null,
    c.libraries ? `${c.libraries} ${c.libraries === 1 ? 'library' : 'libraries'}` : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return 'Nothing yet';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
