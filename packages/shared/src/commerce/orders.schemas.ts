import { z } from 'zod';
import { LANGUAGE_CODES } from '../common/languages.js';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS, PAYMENT_STATUSES, PRODUCT_KINDS } from './commerce.schemas.js';
import { COURSE_KINDS } from '../courses/courses.schemas.js';

/**
 * An order as its buyer sees it (`/trackorder/:id`, the payment result pages, the dashboard). The
 * public handle is `reference`; a visitor opens it with the access token returned at checkout.
 */

export const ORDER_MSG = {
  notFound: 'We couldn’t find this order. Check the link in your confirmation email, or sign in with the account you ordered with.',
  notPayable: 'This order is already paid, or can no longer be paid.',
} as const;

/** Order references: 10 characters of Crockford's base32 (no I, L, O, U). */
export const ORDER_REFERENCE = /^[0-9A-HJKMNP-TV-Z]{10}$/;

export const INVOICE_TYPES = ['invoice', 'receipt'] as const;
export type TInvoiceType = (typeof INVOICE_TYPES)[number];

/** "INV-000042", "RCT-000007": numbered without gaps per site and kind. */
export const formatInvoiceNumber = (type: TInvoiceType, n: number) => `${type === 'invoice' ? 'INV' : 'RCT'}-${String(n).padStart(6, '0')}`;

export const ZOrderSummary = z.object({
  reference: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  total_minor: z.number().int(),
  currency: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  created_at: z.string(),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

export const ZOrderItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  product: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      kind: z.enum(PRODUCT_KINDS),
      requires_shipping: z.boolean(),
      /** What a digital item opens: the book (an e-book) or the course (a course, teacher training). */
      book_id: z.number().int().nullable(),
      course: z.object({ slug: z.string(), kind: z.enum(COURSE_KINDS) }).nullable(),
    })
    .nullable(),
  unit_minor: z.number().int(),
  quantity: z.number().int(),
  total_minor: z.number().int(),
});

export const TIMELINE_STEPS = ['placed', 'paid', 'fulfilled', 'shipped', 'refunded', 'failed', 'cancelled'] as const;
export const ZTimelineStep = z.object({ step: z.enum(TIMELINE_STEPS), at: z.string().nullable(), done: z.boolean() });

export const ZOrderView = ZOrderSummary.extend({
  email: z.string(),
  name: z.string(),
  subtotal_minor: z.number().int(),
  tax_minor: z.number().int(),
  requires_shipping: z.boolean(),
  shipping_address: z.record(z.string(), z.string()).nullable(),
  items: z.array(ZOrderItem),
  donation: z
    .object({
      charity: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
      project: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
      fundraiser_slug: z.string().nullable(),
      dedication: z.string().nullable(),
      anonymous: z.boolean(),
      display_name: z.string(),
    })
    .nullable(),
  payment: z
    .object({ provider: z.enum(PAYMENT_PROVIDERS), status: z.enum(PAYMENT_STATUSES), test_mode: z.boolean(), failure_reason: z.string().nullable() })
    .nullable(),
  invoice: z.object({ type: z.enum(INVOICE_TYPES), number: z.string(), issued_at: z.string() }).nullable(),
  timeline: z.array(ZTimelineStep),
  /** How a print order was posted (the shipped step's details). */
  shipment: z.object({ carrier: z.string(), tracking_number: z.string(), tracking_url: z.string().nullable(), note: z.string().nullable() }).nullable(),
  /** An unpaid order (its attempt failed, was cancelled or abandoned) can be paid again. */
  can_retry: z.boolean(),
  paid_at: z.string().nullable(),
  /**
   * Where a paid order's e-books and courses open: `open`, for the signed-in account the order
   * belongs to; `confirm_email`, for a signed-in account with the order's email that has not
   * confirmed it yet (confirming brings the order in); `sign_in`, for anyone else holding the
   * order's link (they open in an account with the order's email). Null when the order has nothing
   * digital to open (or is not paid, or refunded).
   */
  digital_access: z.enum(['open', 'confirm_email', 'sign_in']).nullable(),
});
export type TOrderView = z.infer<typeof ZOrderView>;

export const ZOrderParams = z.object({ reference: z.string().trim().toUpperCase().max(20) });
export const ZOrderQuery = z.object({ token: z.string().max(200).optional() });

/** `?lang=`: the PDF in the page's language; English when not given. */
export const ZInvoicePdfQuery = ZOrderQuery.extend({ lang: z.enum(LANGUAGE_CODES).default('en') });

export const ZMyOrdersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  kind: z.enum(ORDER_KINDS).optional(),
});

export const ZMyOrder = ZOrderSummary.extend({
  title: z.string(),
  items_count: z.number().int(),
  paid_at: z.string().nullable(),
  invoice: z.object({ type: z.enum(INVOICE_TYPES), number: z.string() }).nullable(),
  /** Paid, with a printed book in it not posted yet: not complete for the buyer. */
  to_post: z.boolean(),
});
export type TMyOrder = z.infer<typeof ZMyOrder>;

/** `GET /api/invoices/:type/:reference/`: an order's invoice (a purchase) or receipt (a donation) as issued. */
export const ZInvoiceView = z.object({
  type: z.enum(INVOICE_TYPES),
  number: z.string(),
  issued_at: z.string(),
  seller: z.object({ name: z.string(), email: z.string(), website: z.string(), tax_id: z.string() }),
  /** `address` is written out (its country by its English name); `country` is that country's code, for naming it in the reader's language. */
  buyer: z.object({ name: z.string(), email: z.string(), address: z.array(z.string()), country: z.string().nullable() }),
  reference: z.string(),
  currency: z.string(),
  subtotal_minor: z.number().int(),
  tax_minor: z.number().int(),
  total_minor: z.number().int(),
  paid_at: z.string().nullable(),
  /** When the whole payment went back: the document stands, marked as refunded. */
  refunded_at: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(z.object({ kind: z.string(), title: z.string(), quantity: z.number().int(), unit_minor: z.number().int(), total_minor: z.number().int() })),
  /** A receipt's gift: what it supported and its dedication. */
  donation: z.object({ cause: z.string(), dedication: z.string().nullable() }).nullable(),
  brand: z.object({ logo: z.string().nullable(), primary_color: z.string() }),
});
export type TInvoiceView = z.infer<typeof ZInvoiceView>;
export const ZInvoiceParams = z.object({ type: z.enum(INVOICE_TYPES), reference: z.string().trim().toUpperCase().max(20) });
