import { useEffect, useState } from 'react';

/** One-time tokens from our emails: URL-safe base64 of 32 random bytes; anything else is not one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;

/** The `token` of a URL fragment like `#token=…`, or null. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
  return TOKEN_SHAPE.test(token) ? token : null;
}

/**
 * Reads the one-time token of an emailed link (`/password-reset-confirm/#token=…`) and then takes
 * it out of the address bar, so it is not left in the history of a shared computer or shown on a
 * screen share. The router's own history state is kept.
 */
export function useFragmentToken(): string | null {
  const [token] = useState(() => (typeof window === 'undefined' ? null : tokenFromHash(window.location.hash)));
  useEffect(() => {
    if (!window.location.hash) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, []);
  return token;
}
