import { describe, expect, it } from 'vitest';
import { tokenFromHash } from './url-token';

describe('tokenFromHash', () => {
  const token = 'AbC_d-123456789012345678901234567890abcdEFG';
  it('reads the token of an emailed link', () => {
    expect(tokenFromHash(`#token=${token}`)).toBe(token);
    expect(tokenFromHash(`token=${token}`)).toBe(token);
    expect(tokenFromHash(`#a=1&token=${token}`)).toBe(token);
  });
  it('refuses missing or malformed tokens', () => {
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('#token=short')).toBeNull();
    expect(tokenFromHash('#token=<script>alert(1)</script>aaaaaaaa')).toBeNull();
  });
});
