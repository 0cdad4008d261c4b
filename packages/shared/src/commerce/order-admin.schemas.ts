import { z } from 'zod';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS } from './commerce.schemas.js';

/** Orders for their admins (`/admin-panel/orders`): every site's for the platform admin, a school's own for its admins. */

export const ORDER_ADMIN_MSG = {
  notAdmin: 'Only the platform admin and a school’s admins see orders, on their own site.',
  notFound: 'This order does not exist.',
  notRefundable: 'Only a paid order can be refunded. Reload the page.',
  alreadyRefunding: 'A refund of this order is already under way.',
  reasonRequired: 'Say why the order is refunded (the buyer reads it).',
  refunded: (reference: string) => `Order ${reference} is refunded. The buyer gets an email.`,
  refundPending: (reference: string) => `The refund of ${reference} is on its way; the provider will confirm it.`,
  providerDown: (provider: string) => `We couldn’t reach ${provider}. Nothing was refunded; please try again in a moment.`,
} as const;

/** Shipping print orders: marking one shipped with its tracking, and correcting those details. */
export const SHIPPING_MSG = {
  nothingToShip: 'This order has nothing to post: only orders with printed books are shipped.',
  notPaid: 'This order is not paid yet. Ship it once its payment is confirmed.',
  refunded: 'This order was refunded, so it is not shipped.',
  alreadyShipped: 'This order is already marked as shipped. Reload the page to correct its tracking details.',
  notShipped: 'This order is not marked as shipped yet. Reload the page.',
  carrierRequired: 'Enter the carrier, for example Royal Mail or India Post.',
  carrierTooLong: 'Keep the carrier under 80 characters.',
  trackingRequired: 'Enter the tracking number.',
  trackingFormat: 'Use letters, digits, spaces, dashes and slashes only, at most 60.',
  trackingUrl: 'Enter the carrier’s tracking page as a full address starting with https://.',
  noteTooLong: 'Keep the note under 500 characters.',
  shipped: (reference: string) => `Order ${reference} is marked as shipped. The buyer gets an email with the tracking details.`,
  corrected: (reference: string) => `The tracking details of ${reference} are corrected. The buyer gets an email with them.`,
  noteSaved: (reference: string) => `The note of ${reference} is saved.`,
} as const;

/** An https address with a host name and no credentials in it. */
export function isTrackingUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const ZShipInput = z.object({
  carrier: z.string().trim().min(1, SHIPPING_MSG.carrierRequired).max(80, SHIPPING_MSG.carrierTooLong),
  tracking_number: z
    .string()
    .trim()
    .min(1, { error: SHIPPING_MSG.trackingRequired, abort: true })
    .max(60, SHIPPING_MSG.trackingFormat)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 \-/]*$/, SHIPPING_MSG.trackingFormat),
  /** Optional; empty means none. */
  tracking_url: z
    .string()
    .trim()
    .max(500, SHIPPING_MSG.trackingUrl)
    .refine((v) => v === '' || isTrackingUrl(v), SHIPPING_MSG.trackingUrl)
    .optional()
    .transform((v) => v || null),
  note: z
    .string()
    .trim()
    .max(500, SHIPPING_MSG.noteTooLong)
    .optional()
    .transform((v) => v || null),
});
export type TShipInput = z.input<typeof ZShipInput>;

export const ZShipment = z.object({
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  note: z.string().nullable(),
  shipped_at: z.string(),
});
export type TShipment = z.infer<typeof ZShipment>;

/** `to_ship`: paid print orders not shipped yet; `shipped`: those that are. */
export const SHIPPING_FILTERS = ['all', 'to_ship', 'shipped'] as const;

export const ZAdminOrderQuery = z.object({
  status: z.enum(['all', ...ORDER_STATUSES]).default('all'),
  shipping: z.enum(SHIPPING_FILTERS).default('all'),
  kind: z.enum(['all', ...ORDER_KINDS]).default('all'),
  provider: z.enum(['all', ...PAYMENT_PROVIDERS]).default('all'),
  /** A reference, an email or a name. */
  search: z.string().trim().max(100).optional(),
  from: z.iso.date('Use a date like 2026-11-01.').optional(),
  to: z.iso.date('Use a date like 2026-11-30.').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TAdminOrderQuery = z.input<typeof ZAdminOrderQuery>;

export const ZAdminOrder = z.object({
  reference: z.string(),
  /** The order's page on its own site, with the access token that opens it. */
  order_url: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  name: z.string(),
  email: z.string(),
  total_minor: z.number().int(),
  currency: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  title: z.string(),
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** Something in it is posted (a printed book). */
  requires_shipping: z.boolean(),
  /** Where to post it (name, line1, line2, city, region, postal_code, country, phone). */
  shipping_address: z.record(z.string(), z.string()).nullable(),
  shipment: ZShipment.nullable(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ZAdminOrderPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZAdminOrder),
  /** Orders per status under the other filters, `to_ship` (paid print orders not shipped yet) and `shipped`. */
  counts: z.record(z.string(), z.number().int()),
});
export type TAdminOrderPage = z.infer<typeof ZAdminOrderPage>;

export const ZRefundInput = z.object({ reason: z.string().trim().min(1, ORDER_ADMIN_MSG.reasonRequired).max(500, 'Keep the reason under 500 characters.') });
export const ZRefundResult = z.object({ order: ZAdminOrder, message: z.string() });
export type TRefundResult = z.infer<typeof ZRefundResult>;

export const ZShipResult = z.object({ order: ZAdminOrder, message: z.string() });
export type TShipResult = z.infer<typeof ZShipResult>;
