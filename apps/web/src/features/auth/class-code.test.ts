import { describe, expect, it } from 'vitest';
import { classCodeFromQrPayload, normalizeClassCode } from './class-code';

describe('normalizeClassCode', () => {
  it('upper-cases and trims a typed code', () => {
    expect(normalizeClassCode(' grn4a ')).toBe('GRN4A');
  });
  it('refuses codes that cannot exist', () => {
    expect(normalizeClassCode('')).toBeNull();
    expect(normalizeClassCode('ab')).toBeNull();
    expect(normalizeClassCode('GRN 4A')).toBeNull();
    expect(normalizeClassCode('GRN4A!')).toBeNull();
    expect(normalizeClassCode('A'.repeat(17))).toBeNull();
  });
});

describe('classCodeFromQrPayload', () => {
  it('reads a QR holding just the code', () => {
    expect(classCodeFromQrPayload('GRN4A')).toBe('GRN4A');
    expect(classCodeFromQrPayload('grn4a\n')).toBe('GRN4A');
  });
  it('reads a login link with ?class=', () => {
    expect(classCodeFromQrPayload('http://greenwood.localhost:3000/login?class=GRN4A')).toBe('GRN4A');
    expect(classCodeFromQrPayload('https://greenwood.example.org/login?lang=en&class=grn4a#top')).toBe('GRN4A');
    expect(classCodeFromQrPayload('/login?class=GRN4A')).toBe('GRN4A');
    expect(classCodeFromQrPayload('greenwood.example.org/login?class=GRN4A')).toBe('GRN4A');
  });
  it('ignores QR codes that are not about a class', () => {
    expect(classCodeFromQrPayload('https://example.org/some/page')).toBeNull();
    expect(classCodeFromQrPayload('WIFI:S:School;T:WPA;P:secret;;')).toBeNull();
    expect(classCodeFromQrPayload('https://example.org/login?class=not a code')).toBeNull();
    expect(classCodeFromQrPayload('javascript:alert(1)//?class=GRN4A')).toBeNull();
    expect(classCodeFromQrPayload('   ')).toBeNull();
  });
});
