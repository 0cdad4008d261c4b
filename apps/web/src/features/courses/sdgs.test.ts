import { describe, expect, it } from 'vitest';
import { contrastRatio, sdgByNumber, SDGS, textOnColor } from './sdgs';

describe('SDGs', () => {
  it('lists the 17 goals in order', () => {
    expect(SDGS.map((g) => g.number)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(sdgByNumber(4)?.name).toBe('Quality Education');
    expect(sdgByNumber(13)?.name).toBe('Climate Action');
    expect(sdgByNumber(0)).toBeUndefined();
    expect(sdgByNumber(18)).toBeUndefined();
  });

  it('puts readable text on every goal colour (WCAG AA for large bold text, 3:1)', () => {
    for (const goal of SDGS) {
      expect(contrastRatio(goal.color, textOnColor(goal.color))).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses dark text on the yellow goal and white on the dark blue one', () => {
    expect(textOnColor('#FCC30B')).toBe('#1A1F2B');
    expect(textOnColor('#19486A')).toBe('#FFFFFF');
  });
});
