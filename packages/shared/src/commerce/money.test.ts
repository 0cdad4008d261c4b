import { describe, expect, it } from 'vitest';
import { minorToMajorText, parseMajorUnits } from './money.js';

describe('typed amounts in major units', () => {
  it('reads digits with up to two decimals as minor units, without floating point', () => {
    expect(parseMajorUnits('2,500.50')).toEqual({ minor: 250_050 });
    expect(parseMajorUnits(' 0.29 ')).toEqual({ minor: 29 });
    expect(parseMajorUnits('12.5')).toEqual({ minor: 1_250 });
    expect(parseMajorUnits('100000000')).toEqual({ minor: 10_000_000_000 });
    expect(parseMajorUnits('7', 0)).toEqual({ minor: 7 });
  });

  it('says what is wrong with the rest', () => {
    expect(parseMajorUnits('  ')).toEqual({ problem: 'empty' });
    for (const text of ['-5', '1e5', '1.234', 'abc', '1.2.3', 'NaN', '.5', '5.'])
      expect(parseMajorUnits(text), text).toEqual({ problem: 'format' });
  });

  it('writes minor units back as a plain amount a form field can hold, and reads it again the same', () => {
    for (const [minor, text] of [
      [250_050, '2500.50'],
      [500_000, '5000'],
      [5, '0.05'],
      [0, '0'],
      [120_000_000, '1200000'],
    ] as const) {
      expect(minorToMajorText(minor)).toBe(text);
      expect(parseMajorUnits(text)).toEqual({ minor });
    }
  });
});
