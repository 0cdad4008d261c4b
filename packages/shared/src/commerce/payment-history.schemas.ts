import { z } from 'zod';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './commerce.schemas.js';

/**
 * Payment history for admins (`/admin-panel/payment-history`): every attempt to take an order's
 * money at a provider, with every message the provider sent about it (webhooks, status checks) and
 * whether it was verified. The platform admin sees every site's; a school's admins their own site's.
 */

export const PAYMENT_HISTORY_MSG = {
  notAdmin: 'Only the platform admin and a school’s admins see payments, on their own site.',
  notPlatformAdmin: 'Only the platform admin sees messages that match no payment, on the main site.',
  notFound: 'This payment does not exist.',
  siteUnknown: 'Choose a site from the list.',
  badFrom: 'Use a date like 2026-11-01.',
  badTo: 'Use a date like 2026-11-30.',
  fromAfterTo: 'The end date must be on or after the start date.',
} as const;

/** Where a provider's message came from: its webhook, our status check (the buyer's return, the order page), a capture, a refund. */
export const PAYMENT_EVENT_SOURCES = ['webhook', 'status', 'capture', 'refund', 'return'] as const;
export type TPaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number];

const dates = {
  /** Inclusive calendar days (UTC) of when the attempt was made, or the message received. */
  from: z.iso.date(PAYMENT_HISTORY_MSG.badFrom).optional(),
  to: z.iso.date(PAYMENT_HISTORY_MSG.badTo).optional(),
};
const paging = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};
const datesInOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
const datesError = { message: PAYMENT_HISTORY_MSG.fromAfterTo, path: ['to'] };

export const ZPaymentHistoryQuery = z
  .object({
    status: z.enum(['all', ...PAYMENT_STATUSES]).default('all'),
    provider: z.enum(['all', ...PAYMENT_PROVIDERS]).default('all'),
    kind: z.enum(['all', ...ORDER_KINDS]).default('all'),
    /** The order's site: a tenant's id, or `main` (the platform admin's filter). */
    site: z.union([z.literal('main'), z.uuid(PAYMENT_HISTORY_MSG.siteUnknown)]).optional(),
    /** `refused`: only attempts that a message failing verification named. */
    verification: z.enum(['all', 'refused']).default('all'),
    /** An order reference, a provider's reference, or the buyer's email. */
    search: z.string().trim().max(100).optional(),
    ...dates,
    ...paging,
  })
  .refine(datesInOrder, datesError);
export type TPaymentHistoryQuery = z.input<typeof ZPaymentHistoryQuery>;

const ZSite = z.object({ id: z.string(), name: z.string() });

export const ZPaymentAttempt = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's handle: Checkout Session id, PayPal order id, PhonePe merchant transaction id. */
  provider_ref: z.string().nullable(),
  /** `test`: paid on the provider's stand-in page (no keys configured). */
  test_mode: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  failure_reason: z.string().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  order: z.object({ reference: z.string(), kind: z.enum(ORDER_KINDS), status: z.enum(ORDER_STATUSES), name: z.string(), email: z.string() }),
  site: ZSite.nullable(),
  /** Messages about this attempt (verified ones, and refused ones that named it). */
  events: z.number().int(),
  /** How many of them failed verification. */
  refused_events: z.number().int(),
});
export type TPaymentAttempt = z.infer<typeof ZPaymentAttempt>;

export const ZPaymentHistoryPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZPaymentAttempt),
  /** Attempts per status under the other filters (the tabs' counts). */
  counts: z.record(z.string(), z.number().int()),
  /** Sites that have payments (the platform admin's site filter); empty for a school's admins. */
  sites: z.array(ZSite),
});
export type TPaymentHistoryPage = z.infer<typeof ZPaymentHistoryPage>;

export const ZPaymentEvent = z.object({
  id: z.string(),
  received_at: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  source: z.enum(PAYMENT_EVENT_SOURCES),
  /** The provider's own event id, when it has one. */
  event_id: z.string().nullable(),
  /** The provider's name for it (`checkout.session.completed`, `PAYMENT.CAPTURE.COMPLETED`). */
  type: z.string().nullable(),
  verified: z.boolean(),
  /** Refused, but its body named this payment (nothing in it is to be believed). */
  claimed: z.boolean(),
  /** What was done with it: applied, duplicate, already_applied, no_change, amount_mismatch, currency_mismatch, unknown_payment, paid_twice, ignored, refused. */
  outcome: z.string(),
  /** Why a message was refused. */
  reason: z.string().nullable(),
  /** The amount and currency the message stated (verified messages). */
  amount_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** What the provider sent, with anything that looks like a secret hidden. */
  payload: z.unknown(),
});
export type TPaymentEvent = z.infer<typeof ZPaymentEvent>;

export const ZPaymentRefund = z.object({
  id: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  amount_minor: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  provider_ref: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const ZPaymentDetail = ZPaymentAttempt.extend({
  order: ZPaymentAttempt.shape.order.extend({ total_minor: z.number().int(), currency: z.string() }),
  /** Oldest first. */
  timeline: z.array(ZPaymentEvent),
  refunds: z.array(ZPaymentRefund),
});
export type TPaymentDetail = z.infer<typeof ZPaymentDetail>;

export const ZPaymentParams = z.object({ id: z.string().trim().max(40) });

/** Messages that match no payment (refused ones naming none, and verified ones about no payment of ours): the platform admin's. */
export const ZUnmatchedEventQuery = z
  .object({
    provider: z.enum(['all', ...PAYMENT_PROVIDERS]).default('all'),
    verification: z.enum(['all', 'refused', 'verified']).default('all'),
    ...dates,
    ...paging,
  })
  .refine(datesInOrder, datesError);
export type TUnmatchedEventQuery = z.input<typeof ZUnmatchedEventQuery>;

export const ZUnmatchedEventPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZPaymentEvent),
});
export type TUnmatchedEventPage = z.infer<typeof ZUnmatchedEventPage>;
