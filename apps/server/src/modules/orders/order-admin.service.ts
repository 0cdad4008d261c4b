import { ORDER_ADMIN_MSG as MSG, type TAdminOrder, type ZAdminOrderQuery } from '@commonshelf/shared/commerce/order-admin.schemas';
import { PROVIDER_NAMES } from '@commonshelf/shared/commerce/checkout.schemas';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import type { Run } from '../auth/auth.service.js';
import { renderTemplate } from '../mail/mail.templates.js';
import type { PaymentDeps } from '../payments/payments.service.js';
import { paidTwiceEvents, refundDuplicatePayments } from '../payments/duplicate-payments.js';
import { askProviderToRefund, recordRefundResult } from '../payments/refunds.js';
import { payments, refunds } from '../payments/payments.table.js';
import { tenants, type TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import type { AppConfig } from '../../config.js';
import { orderLinks, orderSite } from './fulfilment.js';
import { ORDER_REFUNDED_MAIL } from './orders.mail.js';
import { entitlements, orderItems, orders } from './orders.table.js';

/**
 * Orders for their admins: the platform admin sees every site's (the platform scope), a school's
 * admins their own site's (its row-level security). A full refund goes through the provider the
 * buyer paid with, with an idempotency key per payment, and is recorded whatever the provider says.
 */

export type OrderAdminCtx = { run: Run; deps: PaymentDeps; admin: UserRow; site: TenantRow | null };

type Filter = z.output<typeof ZAdminOrderQuery>;

/** Paid print orders that are not shipped yet (an order asks for an address exactly when something in it is posted). */
export const toShip = and(inArray(orders.status, ['paid', 'fulfilled']), isNotNull(orders.shippingAddress), isNull(orders.shippedAt))!;

/** The list's filters; the tabs' counts leave out the status and shipping filters. */
function where(f: Filter, forCounts = false): SQL | undefined {
  const w: SQL[] = [];
  if (!forCounts && f.status !== 'all') w.push(eq(orders.status, f.status));
  if (!forCounts && f.shipping === 'to_ship') w.push(toShip);
  if (!forCounts && f.shipping === 'shipped') w.push(isNotNull(orders.shippedAt));
  if (f.kind !== 'all') w.push(eq(orders.kind, f.kind));
  if (f.provider !== 'all') w.push(eq(orders.provider, f.provider));
  if (f.from) w.push(gte(orders.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) w.push(lt(orders.createdAt, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)));
  const search = f.search?.trim();
  if (search) {
    const p = containsPattern(search);
    w.push(or(ilike(orders.reference, p), ilike(orders.email, p), ilike(orders.name, p))!);
  }
  return w.length ? and(...w) : undefined;
}

const title = sql<string>`coalesce((select oi.title from ${orderItems} oi where oi.order_id = "orders"."id" order by oi.id limit 1), '')`;
const columns = { order: orders, title, siteName: tenants.schoolName, subdomain: tenants.subdomain };

type ListedOrder = { order: typeof orders.$inferSelect; title: string; siteName: string | null; subdomain: string | null };

/**
 * An order as the admin lists show it. `order_url` opens its page on the order's own site with the
 * buyer's access token: the order belongs to that site, and the admin may already see all of it.
 */
const present = (config: AppConfig, r: ListedOrder): TAdminOrder => ({
  reference: r.order.reference,
  order_url: orderLinks(config, r.subdomain ? { subdomain: r.subdomain } : null, r.order, r.order.kind === 'purchase' ? 'invoice' : 'receipt').orderUrl,
  kind: r.order.kind,
  status: r.order.status,
  name: r.order.name,
  email: r.order.email,
  total_minor: r.order.totalMinor,
  currency: r.order.currency,
  provider: r.order.provider,
  title: r.title,
  site: r.order.tenantId ? { id: r.order.tenantId, name: r.siteName ?? '' } : null,
  created_at: r.order.createdAt.toISOString(),
  paid_at: r.order.paidAt?.toISOString() ?? null,
  refunded_at: r.order.refundedAt?.toISOString() ?? null,
  requires_shipping: r.order.kind === 'purchase' && r.order.shippingAddress !== null,
  shipping_address: r.order.shippingAddress ?? null,
  shipment:
    r.order.shippedAt && r.order.carrier && r.order.trackingNumber
      ? { carrier: r.order.carrier, tracking_number: r.order.trackingNumber, tracking_url: r.order.trackingUrl, note: r.order.shippingNote, shipped_at: r.order.shippedAt.toISOString() }
      : null,
});

export async function listOrders(ctx: OrderAdminCtx, f: Filter, all = false) {
  return ctx.run(async (tx) => {
    const w = where(f);
    const [total] = await tx.select({ n: count() }).from(orders).where(w);
    const q = tx.select(columns).from(orders).leftJoin(tenants, eq(tenants.id, orders.tenantId)).where(w).orderBy(desc(orders.createdAt), asc(orders.id));
    const rows = all ? await q.limit(10_000) : await q.limit(f.limit).offset(f.offset);
    const perStatus = await tx.select({ status: orders.status, n: count() }).from(orders).where(where(f, true)).groupBy(orders.status);
    const [parcels] = await tx
      .select({ toShip: sql<number>`count(*) filter (where ${toShip})::int`, shipped: sql<number>`count(*) filter (where ${orders.shippedAt} is not null)::int` })
      .from(orders)
      .where(where(f, true));
    const counts: Record<string, number> = { all: 0, to_ship: Number(parcels?.toShip ?? 0), shipped: Number(parcels?.shipped ?? 0) };
    for (const r of perStatus) {
      counts[r.status] = Number(r.n);
      counts.all! += Number(r.n);
    }
    return { count: Number(total?.n ?? 0), results: rows.map((r) => present(ctx.deps.config, r)), counts };
  });
}

/** A CSV cell: quoted, and a leading = + - @ (a spreadsheet formula) defused with an apostrophe. */
export const csvCell = (value: string | number | null) => {
  const s = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** A CSV file: the header, then a line of quoted cells per row, with CRLF line ends. */
export const csvDocument = (header: string[], rows: (string | number | null)[][]) => `${[header.join(','), ...rows.map((r) => r.map(csvCell).join(','))].join('\r\n')}\r\n`;

export function ordersCsv(rows: TAdminOrder[]): string {
  const header = ['reference', 'kind', 'status', 'created_at', 'paid_at', 'refunded_at', 'name', 'email', 'item', 'total', 'currency', 'provider', 'site', 'shipped_at', 'carrier', 'tracking_number'];
  return csvDocument(
    header,
    rows.map((o) => [
      o.reference,
      o.kind,
      o.status,
      o.created_at,
      o.paid_at,
      o.refunded_at,
      o.name,
      o.email,
      o.title,
      (o.total_minor / 100).toFixed(2),
      o.currency,
      o.provider,
      o.site?.name ?? 'Main site',
      o.shipment?.shipped_at ?? null,
      o.shipment?.carrier ?? null,
      o.shipment?.tracking_number ?? null,
    ]),
  );
}

export async function lockedOrder(tx: Tx, reference: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update');
  if (!row) throw notFound(MSG.notFound);
  return row;
}

export async function findOrder(ctx: OrderAdminCtx, reference: string) {
  const rows = await ctx.run((tx) => tx.select(columns).from(orders).leftJoin(tenants, eq(tenants.id, orders.tenantId)).where(eq(orders.reference, reference)));
  if (!rows[0]) throw notFound(MSG.notFound);
  return present(ctx.deps.config, rows[0]);
}

/**
 * A full refund. The refund is recorded first (one per payment: a second click, or another admin,
 * finds it), then the provider is asked with the payment's own idempotency key; if it cannot be
 * reached nothing changes. Once refunded the order stops counting towards what a cause raised, its
 * digital items are taken back, and the buyer is told by email.
 */
export async function refundOrder(ctx: OrderAdminCtx, reference: string, reason: string) {
  const started = await ctx.run(async (tx) => {
    const order = await lockedOrder(tx, reference);
    if (order.status !== 'paid' && order.status !== 'fulfilled') throw conflict(MSG.notRefundable);
    // The payment that paid the order; a second one (paid twice) is refunded on its own, below.
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded'), notExists(paidTwiceEvents(tx))))
      .limit(1);
    if (!payment || !payment.providerRef) throw conflict(MSG.notRefundable);
    const existing = await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    if (existing.length) throw conflict(MSG.alreadyRefunding);
    const [refund] = await tx
      .insert(refunds)
      .values({ tenantId: order.tenantId, paymentId: payment.id, amountMinor: payment.amountMinor, reason, requestedBy: ctx.admin.id })
      .returning();
    return { order, payment, refund: refund! };
  });
  let result;
  try {
    result = await askProviderToRefund(ctx.deps, ctx.run, started.payment, started.refund.id, reason);
  } catch (err) {
    ctx.deps.log.warn({ err, reference }, 'refund failed at the provider');
    throw new HttpError(502, MSG.providerDown(PROVIDER_NAMES[started.payment.provider]));
  }
  const now = new Date();
  await ctx.run(async (tx) => {
    const order = await lockedOrder(tx, reference);
    await recordRefundResult(tx, started.refund.id, started.payment.id, result, now);
    if (result.status === 'failed') return;
    if (result.status === 'succeeded') {
      await tx.update(orders).set({ status: 'refunded', refundedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
      await tx.delete(entitlements).where(eq(entitlements.orderId, order.id));
    }
    const { brand } = await orderSite(tx, ctx.deps.config, order.tenantId);
    const mail = renderTemplate(brand, order.language, ORDER_REFUNDED_MAIL, {
      name: order.name,
      kind: order.kind,
      reference: order.reference,
      amountMinor: order.totalMinor,
      currency: order.currency,
      provider: PROVIDER_NAMES[started.payment.provider],
      reason,
    });
    await ctx.deps.mailer.enqueue(tx, { ...mail, tenantId: order.tenantId, to: order.email, template: 'order_refunded' });
  });
  void ctx.deps.mailer.flush();
  if (result.status === 'failed') throw new HttpError(502, MSG.providerDown(PROVIDER_NAMES[started.payment.provider]));
  // A second payment whose refund failed when it arrived goes back too.
  await refundDuplicatePayments(ctx.deps, { orderId: started.order.id });
  return { order: await findOrder(ctx, reference), message: result.status === 'succeeded' ? MSG.refunded(reference) : MSG.refundPending(reference) };
}
