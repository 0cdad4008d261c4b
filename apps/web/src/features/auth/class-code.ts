import { normalizeClassCode } from '@commonshelf/shared/auth/messages';

// Zod-free (the login page's first step uses it before any form has loaded).
export { normalizeClassCode };

function classParam(text: string): string | null {
  for (const candidate of [text, `https://${text}`]) {
    let url: URL;
    try {
      // A relative link (`/login?class=…`) resolves against a placeholder; only its query matters.
      url = new URL(candidate, 'https://class-qr.invalid/');
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const value = url.searchParams.get('class');
    if (value !== null) return value;
  }
  return null;
}

/**
 * The class code a QR code carries: either just the code (`GRN4A`) or a login link with
 * `?class=GRN4A` (absolute, relative, or without its scheme). Null for anything else, so a random
 * QR code (a website, a Wi-Fi password) is never taken for a class.
 */
export function classCodeFromQrPayload(payload: string): string | null {
  const text = payload.trim();
  if (!text) return null;
  const plain = normalizeClassCode(text);
  if (plain) return plain;
  const fromLink = classParam(text);
  return fromLink === null ? null : normalizeClassCode(fromLink);
}
