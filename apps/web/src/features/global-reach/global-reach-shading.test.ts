import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { byCountryName, describeCounts, shadeStep, shadeSteps } from './global-reach-shading';

beforeAll(async () => {
  await initI18n('en');
});

const labels = (max: number) => shadeSteps(max).map((s) => s.label);

describe('shadeSteps', () => {
  it('has at most four steps from 1 to the largest count, starting on round numbers', () => {
    expect(labels(0)).toEqual([]);
    expect(labels(1)).toEqual(['1']);
    expect(labels(4)).toEqual(['1', '2–4']);
    expect(labels(10)).toEqual(['1', '2–4', '5–9', '10']);
    expect(labels(100)).toEqual(['1–4', '5–9', '10–49', '50–100']);
    expect(labels(2500)).toEqual(['1–9', '10–49', '50–499', '500–2500']);
  });

  it('gives the largest step the full colour and spreads the lighter tints below it', () => {
    expect(shadeSteps(1).map((s) => s.tint)).toEqual(['fill-primary']);
    expect(shadeSteps(4).map((s) => s.tint)).toEqual(['fill-primary/55', 'fill-primary']);
    expect(shadeSteps(100).map((s) => s.tint)).toEqual(['fill-primary/35', 'fill-primary/55', 'fill-primary/75', 'fill-primary']);
  });

  it('puts each count in its step, and zero in none', () => {
    const steps = shadeSteps(100);
    expect(shadeStep(steps, 0)).toBeNull();
    expect([1, 4, 5, 9, 10, 49, 50, 100].map((n) => shadeStep(steps, n)?.label)).toEqual(['1–4', '1–4', '5–9', '5–9', '10–49', '10–49', '50–100', '50–100']);
  });
});

describe('describeCounts', () => {
  it('names what there is, in the singular or plural, and leaves out what is zero', () => {
    expect(describeCounts({ schools: 2, organizations: 1, libraries: 3 })).toBe('2 schools, 1 organisation and 3 libraries');
    expect(describeCounts({ schools: 1, organizations: 0, libraries: 1 })).toBe('1 school and 1 library');
    expect(describeCounts({ schools: 0, organizations: 2, libraries: 0 })).toBe('2 organisations');
    expect(describeCounts({ schools: 0, organizations: 0, libraries: 0 })).toBe('Nothing yet');
  });
});

describe('byCountryName', () => {
  it('sorts by English name and drops countries with nothing in them', () => {
    const c = (code: string, libraries: number) => ({ code, schools: 0, organizations: 0, libraries });
    expect(byCountryName([c('GB', 1), c('DE', 2), c('KE', 0), c('AT', 1)]).map((x) => x.code)).toEqual(['AT', 'DE', 'GB']);
  });
});
