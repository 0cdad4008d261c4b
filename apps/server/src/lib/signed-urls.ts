import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config.js';

/**
 * Short-lived signed addresses for private files. The API authenticates with a bearer token, which
 * an `<img>`, a link, the TipTap editor or pdf.js cannot send; so when the API shows an unpublished
 * book or story to someone allowed to see it (its author, their reviewers, the library's admins),
 * the addresses of its files carry `t=<expiry>.<mac>`: an HMAC of the path and the expiry, with a
 * key derived from the server's secret. A signature is good for that one path only, and for
 * 6 to 7 hours (expiries are whole hours, so a page's addresses stay the same for an hour and
 * the browser can reuse what it fetched).
 */

export const SIGNED_URL_HOURS = 6;
const HOUR = 3600;
const TOKEN = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

export type Verdict = 'valid' | 'expired' | 'invalid';

export type UrlSigner = {
  /** The address with its signature (`?t=` or `&t=`); the path is what is signed, not the query. */
  sign(url: string, now?: number): string;
  /** Whether `token` signs this path now. */
  verify(path: string, token: string | undefined, now?: number): Verdict;
};

export function createUrlSigner(secret: string): UrlSigner {
  const key = createHmac('sha256', secret).update('commonshelf: signed addresses of private files').digest();
  const mac = (path: string, expires: number) => createHmac('sha256', key).update(`${path}\n${expires}`).digest().subarray(0, 16);
  return {
    sign(url, now = Date.now()) {
      const expires = (Math.floor(now / 1000 / HOUR) + SIGNED_URL_HOURS + 1) * HOUR;
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      return `${url}${q === -1 ? '?' : '&'}t=${expires.toString(36)}.${mac(path, expires).toString('base64url')}`;
    },
    verify(path, token, now = Date.now()) {
      const m = token ? TOKEN.exec(token) : null;
      if (!m) return 'invalid';
      const expires = parseInt(m[1]!, 36);
      const given = Buffer.from(m[2]!, 'base64url');
      if (given.length !== 16 || !timingSafeEqual(given, mac(path, expires))) return 'invalid';
      return expires * 1000 > now ? 'valid' : 'expired';
    },
  };
}

const signers = new Map<string, UrlSigner>();

/** The signer of this server's secret. */
export function urlSigner(config: Pick<AppConfig, 'jwtSecret'>): UrlSigner {
  let signer = signers.get(config.jwtSecret);
  if (!signer) {
    signer = createUrlSigner(config.jwtSecret);
    signers.set(config.jwtSecret, signer);
  }
  return signer;
}
