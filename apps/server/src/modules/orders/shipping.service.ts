import { orderLineLabel } from '@commonshelf/shared/commerce/order-lines';
import { SHIPPING_MSG as MSG, type TShipResult, type ZShipInput } from '@commonshelf/shared/commerce/order-admin.schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/http-errors.js';
import { orderLinks, orderSite } from './fulfilment.js';
import { findOrder, lockedOrder, type OrderAdminCtx } from './order-admin.service.js';
import { renderTemplate } from '../mail/mail.templates.js';
import { INVOICE_TEXTS } from './invoice-texts.js';
import { ORDER_SHIPPED_MAIL } from './orders.mail.js';
import { listOrderItems, type OrderRow } from './orders.repository.js';
import { orders } from './orders.table.js';

/**
 * Shipping print orders. An order with something to post (it asked for an address at checkout),
 * once paid, is marked shipped by an admin of its scope with the carrier and tracking number; the
 * buyer is emailed in the same transaction, once. A shipped order's tracking details can be
 * corrected (the buyer gets the new ones); shipping it a second time is refused.
 */

type ShipInput = z.output<typeof ZShipInput>;

/** Why this order cannot take a shipment now, as a 409; checked under the order's row lock. */
function refuseUnshippable(order: OrderRow) {
  if (order.kind !== 'purchase' || order.shippingAddress === null) throw conflict(MSG.nothingToShip);
  if (order.status === 'refunded') throw conflict(MSG.refunded);
  if (order.status !== 'paid' && order.status !== 'fulfilled') throw conflict(MSG.notPaid);
}

/** The buyer's "on its way" (or "new tracking details") email, queued in the shipping transaction. */
async function queueShippedMail(tx: Tx, ctx: OrderAdminCtx, order: OrderRow, corrected: boolean) {
  const { tenant, brand } = await orderSite(tx, ctx.deps.config, order.tenantId);
  const items = (await listOrderItems(tx, order.id)).filter((l) => l.product?.requiresShipping).map((l) => orderLineLabel(l.item, INVOICE_TEXTS[order.language].lines));
  const mail = renderTemplate(brand, order.language, ORDER_SHIPPED_MAIL, {
    name: order.name,
    reference: order.reference,
    items,
    carrier: order.carrier!,
    trackingNumber: order.trackingNumber!,
    trackingUrl: order.trackingUrl,
    note: order.shippingNote,
    orderUrl: orderLinks(ctx.deps.config, tenant, order, 'invoice').orderUrl,
    corrected,
  });
  await ctx.deps.mailer.enqueue(tx, { ...mail, tenantId: order.tenantId, to: order.email, template: corrected ? 'order-tracking-corrected' : 'order-shipped' });
}

const details = (input: ShipInput) => ({ carrier: input.carrier, trackingNumber: input.tracking_number, trackingUrl: input.tracking_url, shippingNote: input.note });

/** `POST /api/admin/orders/:reference/ship/`: marks a paid print order shipped and tells the buyer. */
export async function shipOrder(ctx: OrderAdminCtx, reference: string, input: ShipInput): Promise<TShipResult> {
  await ctx.run(async (tx) => {
    const order = await lockedOrder(tx, reference);
    refuseUnshippable(order);
    if (order.shippedAt) throw conflict(MSG.alreadyShipped);
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      .set({ ...details(input), shippedAt: now, shippedBy: ctx.admin.id, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    await queueShippedMail(tx, ctx, updated!, false);
  });
  void ctx.deps.mailer.flush();
  return { order: await findOrder(ctx, reference), message: MSG.shipped(reference) };
}

/**
 * `PATCH /api/admin/orders/:reference/ship/`: corrects a shipped order's carrier, tracking number,
 * page or note. When what the buyer follows the parcel with changes, they get the new details; a
 * note alone is saved quietly (it shows on their order page).
 */
export async function correctShipment(ctx: OrderAdminCtx, reference: string, input: ShipInput): Promise<TShipResult> {
  const emailed = await ctx.run(async (tx) => {
    const order = await lockedOrder(tx, reference);
    refuseUnshippable(order);
    if (!order.shippedAt) throw conflict(MSG.notShipped);
    const next = details(input);
    const changed = next.carrier !== order.carrier || next.trackingNumber !== order.trackingNumber || next.trackingUrl !== order.trackingUrl;
    const [updated] = await tx
      .update(orders)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    if (changed) await queueShippedMail(tx, ctx, updated!, true);
    return changed;
  });
  if (emailed) void ctx.deps.mailer.flush();
  return { order: await findOrder(ctx, reference), message: emailed ? MSG.corrected(reference) : MSG.noteSaved(reference) };
}
