import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { fieldLabel, valueText } from './audit-value';

describe('audit log values', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('names columns in words', () => {
    expect(fieldLabel('password_hash')).toBe('Password hash');
    expect(fieldLabel('status')).toBe('Status');
  });

  it('shows nothing as a dash, booleans in words and structures as JSON', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('—');
    expect(valueText(true)).toBe('Yes');
    expect(valueText(false)).toBe('No');
    expect(valueText(0)).toBe('0');
    expect(valueText('[hidden]')).toBe('[hidden]');
    expect(valueText({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });
});
