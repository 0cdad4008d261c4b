import { DEFAULT_TENANT_COLORS } from '@commonshelf/shared/tenants/tenants.schemas';
import { describe, expect, it } from 'vitest';
import { contrastProblems } from './theme-contrast';

describe('contrastProblems', () => {
  it('finds none in the platform theme', () => {
    expect(contrastProblems(DEFAULT_TENANT_COLORS)).toEqual([]);
  });

  it('names white button labels on a near-white button, with the ratio', () => {
    expect(contrastProblems({ ...DEFAULT_TENANT_COLORS, button_color: '#FAFAFA' })).toEqual([{ pair: 'buttonText', ratio: 1 }]);
  });

  it('names pale text on the page and a hero that cannot be read', () => {
    const found = contrastProblems({ ...DEFAULT_TENANT_COLORS, text_muted_color: '#AAAAAA', primary_color_dark: '#E6EEF7' }).map((p) => p.pair);
    expect(found).toEqual(['mutedText', 'heroText']);
  });

  it('judges only complete colours (the form may hold a half-typed one)', () => {
    expect(contrastProblems({ ...DEFAULT_TENANT_COLORS, button_color: '#FFF' })).toEqual([]);
  });
});
