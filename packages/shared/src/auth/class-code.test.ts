import { describe, expect, it } from 'vitest';
import { ZClassCode } from './auth.schemas.js';
import { normalizeClassCode } from './messages.js';

describe('normalizeClassCode (without Zod) and ZClassCode', () => {
  const inputs = ['grn4a', ' GRN4A ', 'Ab1', 'ab', 'a'.repeat(16), 'a'.repeat(17), 'GRN-4A', 'GRN 4A', '', '   ', 'ÄBC', 'abc\n', '12345'];

  it('agree on every input: the same code, or none', () => {
    for (const raw of inputs) {
      const parsed = ZClassCode.safeParse(raw);
      expect(normalizeClassCode(raw), JSON.stringify(raw)).toBe(parsed.success ? parsed.data : null);
    }
  });

  it('gives the canonical upper-case form', () => {
    expect(normalizeClassCode(' grn4a ')).toBe('GRN4A');
    expect(normalizeClassCode('GRN-4A')).toBeNull();
  });
});
