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

export const ZAdminOrderQuery = z.object({
  status: z.enum(['all', ...ORDER_STATUSES]).default('all'),
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
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ZAdminOrderPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZAdminOrder),
  counts: z.record(z.string(), z.number().int()),
});
export type TAdminOrderPage = z.infer<typeof ZAdminOrderPage>;

export const ZRefundInput = z.object({ reason: z.string().trim().min(1, ORDER_ADMIN_MSG.reasonRequired).max(500, 'Keep the reason under 500 characters.') });
export const ZRefundResult = z.object({ order: ZAdminOrder, message: z.string() });
export type TRefundResult = z.infer<typeof ZRefundResult>;
