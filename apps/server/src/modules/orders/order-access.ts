import { createHmac, timingSafeEqual } from 'node:crypto';

/** The key of order access tokens, derived from the one secret like every other token kind. */
const key = (secret: string) => createHmac('sha256', secret).update('commonshelf:order-access').digest();

/**
 * The token that opens an order without an account (returned at checkout, kept by the browser and
 * put in the confirmation email's link): an HMAC of the site and the reference, so it names one
 * order on one site and cannot be made without the server's secret.
 */
export function orderAccessToken(secret: string, tenantId: string | null, reference: string): string {
  return createHmac('sha256', key(secret))
    .update(`${tenantId ?? 'main'}:${reference}`)
    .digest('base64url');
}

export function verifyOrderAccess(secret: string, tenantId: string | null, reference: string, token: string | undefined | null): boolean {
  if (!token || token.length > 100) return false;
  const expected = Buffer.from(orderAccessToken(secret, tenantId, reference));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
