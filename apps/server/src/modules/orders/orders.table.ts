import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS, PRODUCT_KINDS } from '@commonshelf/shared/commerce/commerce.schemas';
import { createdAt, tenantIdNullable, updatedAt } from '../../db/columns.js';
import { projects } from '../charities/charities.table.js';
import { courses } from '../courses/courses.table.js';
import { books } from '../library/library.table.js';
import { language, users } from '../users/users.table.js';

export const productKind = pgEnum('product_kind', PRODUCT_KINDS);
export const orderKind = pgEnum('order_kind', ORDER_KINDS);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);

/** Money columns: integer minor units, never fractions. */
const minor = (name: string) => bigint(name, { mode: 'number' });
const currencyCheck = (column: unknown) => sql`${column} ~ '^[A-Z]{3}$'`;

/**
 * Something that can be put in the cart: a book's digital or print edition, the Dear World book, a
 * paid course. Platform-wide (tenant_id null) or a site's own; prices per currency in product_prices.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    slug: text('slug').notNull(),
    kind: productKind('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** Print editions are posted: the checkout asks for an address and the order gets a shipped step. */
    requiresShipping: boolean('requires_shipping').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('products_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct(),
    check('products_book_kind', sql`${t.kind} not in ('book_digital', 'book_print') or ${t.bookId} is not null`),
    check('products_course_kind', sql`${t.kind} not in ('course', 'teacher_training') or ${t.courseId} is not null`),
  ],
);

export const productPrices = pgTable(
  'product_prices',
  {
    tenantId: tenantIdNullable(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountMinor: minor('amount_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    check('product_prices_amount', sql`${t.amountMinor} > 0`),
    check('product_prices_currency', currencyCheck(t.currency)),
  ],
);

/**
 * A purchase or a donation, priced by the server from the database at checkout. `reference` is the
 * public, unguessable handle (trackorder/:id, invoice/:type/:id); the uuid never leaves the server.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    reference: text('reference').notNull().unique(),
    kind: orderKind('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** The language the buyer checked out in: the order's emails are written in it. */
    language: language('language').notNull().default('en'),
    currency: text('currency').notNull(),
    subtotalMinor: minor('subtotal_minor').notNull(),
    taxMinor: minor('tax_minor').notNull().default(0),
    totalMinor: minor('total_minor').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    provider: paymentProvider('provider'),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** A print order's parcel (shipping.service.ts): set together when an admin marks it shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The carrier's tracking page: https only. */
    trackingUrl: text('tracking_url'),
    /** A line for the buyer, shown on the order page and in the email. */
    shippingNote: text('shipping_note'),
    shippedBy: uuid('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The browser's key for one cart's checkout, shared by its tabs: a second tab paying the same
     * cart finds this order instead of making another. Released when the order fails or is cancelled.
     */
    checkoutKey: text('checkout_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_tenant_created_idx').on(t.tenantId, t.createdAt),
    // Per site (the main site's tenant_id is null, hence the coalesce).
    uniqueIndex('orders_checkout_key_idx')
      .on(sql`coalesce(${t.tenantId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.checkoutKey)
      .where(sql`${t.checkoutKey} is not null`),
    index('orders_user_idx').on(t.userId),
    check('orders_total', sql`${t.totalMinor} > 0 and ${t.subtotalMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} + ${t.taxMinor}`),
    check('orders_currency', currencyCheck(t.currency)),
    check('orders_shipment', sql`(${t.shippedAt} is null) = (${t.carrier} is null) and (${t.shippedAt} is null) = (${t.trackingNumber} is null)`),
    check('orders_tracking_url', sql`${t.trackingUrl} is null or ${t.trackingUrl} like 'https://%'`),
  ],
);

/** A line of an order, its title and price copied at checkout so later edits never change it. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** A donation's line names the project (or only the charity, through the donation row). */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    unitMinor: minor('unit_minor').notNull(),
    quantity: integer('quantity').notNull().default(1),
    totalMinor: minor('total_minor').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_amounts', sql`${t.unitMinor} > 0 and ${t.quantity} > 0 and ${t.totalMinor} = ${t.unitMinor} * ${t.quantity}`),
  ],
);

/** What a paid order unlocked for its buyer (a digital book, a course): one row per user and product. */
export const entitlements = pgTable(
  'entitlements',
  {
    tenantId: tenantIdNullable(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * Invoices (purchases) and receipts (donations), numbered without gaps per site and kind: the next
 * number comes from invoice_counters under a row lock in the transaction that records the payment.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<'invoice' | 'receipt'>().notNull(),
    number: integer('number').notNull(),
    /** The seller and buyer as they were when the invoice was issued. */
    seller: jsonb('seller').$type<Record<string, string>>().notNull(),
    buyer: jsonb('buyer').$type<Record<string, string>>().notNull(),
    issuedAt: createdAt(),
  },
  (t) => [unique('invoices_tenant_kind_number').on(t.tenantId, t.kind, t.number).nullsNotDistinct(), check('invoices_kind', sql`${t.kind} in ('invoice', 'receipt')`)],
);

/** The next invoice or receipt number per site (`scope` is the tenant's uuid, or `platform`). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    scope: text('scope').notNull(),
    kind: text('kind').notNull(),
    nextNumber: integer('next_number').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.scope, t.kind] })],
);
