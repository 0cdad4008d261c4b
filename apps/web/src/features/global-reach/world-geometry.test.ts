import { describe, expect, it } from 'vitest';
import { countryName } from '../../lib/countries';
import { MAP_HEIGHT, MAP_WIDTH, WORLD_SHAPES } from './world-geometry';

describe('WORLD_SHAPES', () => {
  it('draws the countries by their two-letter codes, each once, without Antarctica', () => {
    const codes = WORLD_SHAPES.flatMap((s) => (s.code ? [s.code] : []));
    expect(codes.length).toBeGreaterThan(160);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['GB', 'IN', 'KE', 'NP', 'PE', 'UG', 'US', 'BR', 'AU', 'FR']) expect(codes, code).toContain(code);
    expect(codes).not.toContain('AQ');
    // Every code is one the site knows by name (the signup form's list).
    for (const code of codes) expect(countryName(code), code).not.toBeNull();
    // Only the few outlines without a code of their own are left without one.
    expect(WORLD_SHAPES.filter((s) => !s.code).length).toBeLessThanOrEqual(3);
  });

  it('fits every outline and its label point inside the map', () => {
    for (const s of WORLD_SHAPES) {
      const numbers = s.d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      const xs = numbers.filter((_, i) => i % 2 === 0);
      const ys = numbers.filter((_, i) => i % 2 === 1);
      expect(Math.min(...xs), s.key).toBeGreaterThanOrEqual(-0.5);
      expect(Math.max(...xs), s.key).toBeLessThanOrEqual(MAP_WIDTH + 0.5);
      expect(Math.min(...ys), s.key).toBeGreaterThanOrEqual(-0.5);
      expect(Math.max(...ys), s.key).toBeLessThanOrEqual(MAP_HEIGHT + 0.5);
      const [x, y] = s.anchor;
      expect(x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT, `${s.key} label at ${x},${y}`).toBe(true);
    }
  });

  it('puts a country’s label on its largest piece of land (mainland France, not French Guiana)', () => {
    const france = WORLD_SHAPES.find((s) => s.code === 'FR')!;
    const uk = WORLD_SHAPES.find((s) => s.code === 'GB')!;
    expect(Math.abs(france.anchor[0] - uk.anchor[0])).toBeLessThan(40);
    expect(france.anchor[1]).toBeGreaterThan(uk.anchor[1]);
  });
});
