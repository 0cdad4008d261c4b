import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeRedirectPath('/dashboard')).toBe('/dashboard');
    expect(safeRedirectPath({ pathname: '/course/x', search: '?a=1', hash: '#b' })).toBe('/course/x?a=1#b');
  });
  it('refuses other origins and tricks', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '/x\u0000', 42, null]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });
  it('never returns to the login or logout pages', () => {
    expect(safeRedirectPath('/login')).toBeNull();
    expect(safeRedirectPath('/login?class=GRN4A')).toBeNull();
    expect(safeRedirectPath('/logout')).toBeNull();
    expect(safeRedirectPath('/login-or-register')).toBeNull();
    expect(safeRedirectPath('/login-page-of-course')).toBe('/login-page-of-course');
  });
});
