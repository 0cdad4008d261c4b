import { describe, expect, it } from 'vitest';
import { contrastRatio, sdgByNumber, SDGS, textOnColor } from './sdgs.js';
import { ZSdgFilter } from './sdgs.schemas.js';

describe('the 17 goals', () => {
  it('are numbered 1 to 17 with a title, a one-sentence description and an official colour each', () => {
    expect(SDGS.map((g) => g.number)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(sdgByNumber(6)?.name).toBe('Clean Water and Sanitation');
    expect(sdgByNumber(17)?.color).toBe('#19486A');
    expect(sdgByNumber(0)).toBeUndefined();
    for (const g of SDGS) {
      expect(g.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(g.description).toMatch(/^[A-Z][^.]+\.$/);
      expect(g.description.length).toBeLessThanOrEqual(100);
    }
    expect(new Set(SDGS.map((g) => g.color)).size).toBe(17);
  });

  it('put readable text on every colour (3:1 for large bold text)', () => {
    for (const g of SDGS) expect(contrastRatio(g.color, textOnColor(g.color))).toBeGreaterThanOrEqual(3);
  });

  it('take goal filters from 1 to 17 only', () => {
    expect(ZSdgFilter.parse('4')).toBe(4);
    for (const bad of ['0', '18', '2.5', 'x']) expect(ZSdgFilter.safeParse(bad).error?.issues[0]?.message).toBe('Choose a goal from 1 to 17.');
  });
});
