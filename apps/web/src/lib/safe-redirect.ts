/** Pages that make no sense to return to after logging in (they would loop or log out again). */
const NOT_AFTER_LOGIN = /^\/(login|logout|login-or-register|register)(\/|$|\?|#)/;

type LocationLike = { pathname: string; search?: string; hash?: string };

function isLocationLike(value: unknown): value is LocationLike {
  return typeof value === 'object' && value !== null && typeof (value as LocationLike).pathname === 'string';
}

/**
 * Where to go after logging in: the page the visitor was sent away from (a router location, or a
 * `?next=` path), as long as it is a path on this site. Anything else (another origin,
 * `//evil.example`, `javascript:`) is refused, so a crafted login link cannot send a child elsewhere.
 */
export function safeRedirectPath(value: unknown): string | null {
  const path = isLocationLike(value) ? `${value.pathname}${value.search ?? ''}${value.hash ?? ''}` : value;
  if (typeof path !== 'string' || path.length > 2000) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // Control characters and backslashes can turn into another host in some URL parsers.
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return null;
  if (NOT_AFTER_LOGIN.test(path)) return null;
  return path;
}
