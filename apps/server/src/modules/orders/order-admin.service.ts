import { ORDER_ADMIN_MSG as MSG, type TAdminOrder, type ZAdminOrderQuery } from '@commonshelf/shared/commerce/order-admin.schemas';
import { PROVIDER_NAMES } from '@commonshelf/shared/commerce/checkout.schemas';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { siteUrl } from '../../lib/site-url.js';
import type { Run } from '../auth/auth.service.js';
import { brandFor, renderMail } from '../mail/mail.templates.js';
import { ProviderError } from '../payments/providers/provider.js';
import type { PaymentDeps } from '../payments/payments.service.js';
import { payments, refunds } from '../payments/payments.table.js';
import { tenants, type TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import { formatMoney } from './orders.mail.js';
import { entitlements, orderItems, orders } from './orders.table.js';

/**
 * Orders for their admins: the platform admin sees every site's (the platform scope), a school's
 * admins their own site's (its row-level security). A full refund goes through the provider the
 * buyer paid with, with an idempotency key per payment, and is recorded whatever the provider says.
 */

export type OrderAdminCtx = { run: Run; deps: PaymentDeps; admin: UserRow; site: TenantRow | null };

type Filter = z.output<typeof ZAdminOrderQuery>;

function where(f: Filter, withStatus: boolean): SQL | undefined {
  const w: SQL[] = [];
  if (withStatus && f.status !== 'all') w.push(eq(orders.status, f.status));
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
const columns = { order: orders, title, siteName: tenants.schoolName };

const present = (r: { order: typeof orders.$inferSelect; title: string; siteName: string | null }): TAdminOrder => ({
  reference: r.order.reference,
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
});

export async function listOrders(ctx: OrderAdminCtx, f: Filter, all = false) {
  return ctx.run(async (tx) => {
    const w = where(f, true);
    const [total] = await tx.select({ n: count() }).from(orders).where(w);
    const q = tx.select(columns).from(orders).leftJoin(tenants, eq(tenants.id, orders.tenantId)).where(w).orderBy(desc(orders.createdAt), asc(orders.id));
    const rows = all ? await q.limit(10_000) : await q.limit(f.limit).offset(f.offset);
    const perStatus = await tx.select({ status: orders.status, n: count() }).from(orders).where(where(f, false)).groupBy(orders.status);
    const counts: Record<string, number> = { all: 0 };
    for (const r of perStatus) {
      counts[r.status] = Number(r.n);
      counts.all! += Number(r.n);
    }
    return { count: Number(total?.n ?? 0), results: rows.map(present), counts };
  });
}

/** A CSV cell: quoted, and a leading = + - @ (a spreadsheet formula) defused with an apostrophe. */
export const csvCell = (value: string | number | null) => {
  const s = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function ordersCsv(rows: TAdminOrder[]): string {
  const header = ['reference', 'kind', 'status', 'created_at', 'paid_at', 'refunded_at', 'name', 'email', 'item', 'total', 'currency', 'provider', 'site'];
  const lines = rows.map((o) =>
    [o.reference, o.kind, o.status, o.created_at, o.paid_at, o.refunded_at, o.name, o.email, o.title, (o.total_minor / 100).toFixed(2), o.currency, o.provider, o.site?.name ?? 'Main site']
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

async function lockedOrder(tx: Tx, reference: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update');
  if (!row) throw notFound(MSG.notFound);
  return row;
}

async function findOrder(ctx: OrderAdminCtx, reference: string) {
  const rows = await ctx.run((tx) => tx.select(columns).from(orders).leftJoin(tenants, eq(tenants.id, orders.tenantId)).where(eq(orders.reference, reference)));
  if (!rows[0]) throw notFound(MSG.notFound);
  return present(rows[0]);
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
    const [payment] = await tx.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded'))).limit(1);
    if (!payment || !payment.providerRef) throw conflict(MSG.notRefundable);
    const existing = await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    if (existing.length) throw conflict(MSG.alreadyRefunding);
    const [refund] = await tx
      .insert(refunds)
      .values({ tenantId: order.tenantId, paymentId: payment.id, amountMinor: payment.amountMinor, reason, requestedBy: ctx.admin.id })
      .returning();
    return { order, payment, refund: refund! };
  });
  const provider = ctx.deps.payments.get(started.payment.provider);
  let result;
  try {
    if (!provider) throw new ProviderError(started.payment.provider, 'provider not configured', null);
    result = await provider.refund(
      {
        id: started.payment.id,
        providerRef: started.payment.providerRef!,
        amountMinor: started.payment.amountMinor,
        currency: started.payment.currency,
        idempotencyKey: started.payment.idempotencyKey,
        userId: null,
      },
      { idempotencyKey: `refund-${started.payment.id}`, reason },
    );
  } catch (err) {
    // Nothing was refunded: the record goes, so the refund can be asked again.
    await ctx.run((tx) => tx.delete(refunds).where(eq(refunds.id, started.refund.id)));
    ctx.deps.log.warn({ err, reference }, 'refund failed at the provider');
    throw new HttpError(502, MSG.providerDown(PROVIDER_NAMES[started.payment.provider]));
  }
  const now = new Date();
  await ctx.run(async (tx) => {
    const order = await lockedOrder(tx, reference);
    await tx
      .update(refunds)
      .set({ status: result.status, providerRef: result.refundRef, completedAt: result.status === 'succeeded' ? now : null, updatedAt: now })
      .where(eq(refunds.id, started.refund.id));
    if (result.status === 'failed') return;
    if (result.status === 'succeeded') {
      await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, started.payment.id));
      await tx.update(orders).set({ status: 'refunded', refundedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
      await tx.delete(entitlements).where(eq(entitlements.orderId, order.id));
    }
    const [tenant] = order.tenantId ? await tx.select().from(tenants).where(eq(tenants.id, order.tenantId)) : [null];
    const base = siteUrl(ctx.deps.config, tenant ?? null);
    const brand = brandFor(tenant ?? null, { productName: ctx.deps.config.productName, siteUrl: base, publicUrl: ctx.deps.config.publicUrl });
    const mail = renderMail(brand, {
      subject: `Your ${order.kind === 'donation' ? 'donation' : 'order'} ${order.reference} is refunded`,
      paragraphs: [
        `Hello ${order.name},`,
        `We have refunded ${formatMoney(order.totalMinor, order.currency)} to your ${PROVIDER_NAMES[started.payment.provider]} payment for ${order.kind === 'donation' ? 'your donation' : 'your order'} ${order.reference}.`,
        `The reason: ${reason}`,
        'It can take a few days to show on your statement.',
      ],
    });
    await ctx.deps.mailer.enqueue(tx, { ...mail, tenantId: order.tenantId, to: order.email, template: 'order_refunded' });
  });
  void ctx.deps.mailer.flush();
  if (result.status === 'failed') throw new HttpError(502, MSG.providerDown(PROVIDER_NAMES[started.payment.provider]));
  return { order: await findOrder(ctx, reference), message: result.status === 'succeeded' ? MSG.refunded(reference) : MSG.refundPending(reference) };
}
