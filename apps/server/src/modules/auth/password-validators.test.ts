import { describe, expect, it } from 'vitest';
import { validatePassword } from './password-validators.js';

describe("Django's password validators", () => {
  it('accepts a strong password', async () => {
    expect(await validatePassword('demo-pass-2026', { first_name: 'Sofia', last_name: 'Alvarez', email: 'teacher@greenwood.test' })).toEqual([]);
  });
  it('refuses common passwords from a dictionary larger than Django’s', async () => {
    expect(await validatePassword('password')).toContain('This password is too common.');
    expect(await validatePassword('Qwerty123')).toContain('This password is too common.');
    expect(await validatePassword('sunshine')).toContain('This password is too common.');
  });
  it('refuses entirely numeric and short passwords with Django’s messages', async () => {
    expect(await validatePassword('9081726354')).toEqual(['This password is entirely numeric.']);
    expect(await validatePassword('k9#x')).toEqual(['This password is too short. It must contain at least 8 characters.']);
  });
  it('refuses passwords too similar to the user’s own details', async () => {
    expect(await validatePassword('alvarez1', { last_name: 'Alvarez' })).toContain('The password is too similar to the last name.');
    expect(await validatePassword('teacher.greenwood', { email: 'teacher@greenwood.test' })).toContain(
      'The password is too similar to the email address.',
    );
    // Not similar: shares letters but not the sequence.
    expect(await validatePassword('zebra-lantern-47', { first_name: 'Ana' })).toEqual([]);
  });
});
