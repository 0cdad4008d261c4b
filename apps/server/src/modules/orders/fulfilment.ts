import { orderLineLabel } from '@commonshelf/shared/commerce/order-lines';
import { isDigitalKind } from '@commonshelf/shared/commerce/products.schemas';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { siteUrl } from '../../lib/site-url.js';
import { insertEnrollment } from '../courses/enrollments.repository.js';
import { brandFor, renderTemplate } from '../mail/mail.templates.js';
import type { Mailer } from '../mail/mail.service.js';
import { tenants } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import { orderAccessToken } from './order-access.js';
import { INVOICE_TEXTS } from './invoice-texts.js';
import { DONATION_RECEIPT_MAIL, ORDER_CONFIRMATION_MAIL } from './orders.mail.js';
import {
  findAccountByEmail,
  findDonationOfOrder,
  findUser,
  insertEntitlements,
  insertInvoice,
  listOrderItems,
  listUnclaimedPurchases,
  markDonationPaid,
  removeFromCart,
  takeInvoiceNumber,
  updateOrder,
  type OrderRow,
} from './orders.repository.js';

export type FulfilDeps = { config: AppConfig; mailer: Mailer };

/** The invoice counter of a site: its tenant's uuid, or `platform` for the main site. */
export const invoiceScope = (tenantId: string | null) => tenantId ?? 'platform';

/** Links in emails and pages to an order, with the token that opens it without an account. */
export function orderLinks(config: AppConfig, tenant: { subdomain: string } | null, order: Pick<OrderRow, 'tenantId' | 'reference'>, invoiceType: 'invoice' | 'receipt') {
  const base = siteUrl(config, tenant);
  const token = encodeURIComponent(orderAccessToken(config.jwtSecret, order.tenantId, order.reference));
  return { orderUrl: `${base}/trackorder/${order.reference}?token=${token}`, invoiceUrl: `${base}/invoice/${invoiceType}/${order.reference}?token=${token}` };
}

/** The site an order belongs to (null: the main site), and its brand for the order's emails. */
export async function orderSite(tx: Tx, config: AppConfig, tenantId: string | null) {
  const [row] = tenantId ? await tx.select().from(tenants).where(eq(tenants.id, tenantId)) : [null];
  const tenant = row ?? null;
  return { tenant, brand: brandFor(tenant, { productName: config.productName, siteUrl: siteUrl(config, tenant), publicUrl: config.publicUrl }) };
}

/** A paid purchase's digital items, unlocked for their buyer's account; a course bought is enrolled in too. */
async function deliverDigital(tx: Tx, user: Pick<UserRow, 'id' | 'tenantId'>, orderId: string, lines: Awaited<ReturnType<typeof listOrderItems>>) {
  await insertEntitlements(
    tx,
    lines.flatMap((l) => (l.product && isDigitalKind(l.product.kind) ? [{ tenantId: user.tenantId, userId: user.id, productId: l.product.id, orderId }] : [])),
  );
  for (const l of lines) if (l.course?.id) await insertEnrollment(tx, { tenantId: user.tenantId, userId: user.id, courseId: l.course.id });
}

/**
 * What a confirmed payment does, once per order, inside the transaction that records the payment
 * (in the platform scope, with the order's row locked by the caller): the order becomes paid and
 * fulfilled, a purchase unlocks its digital items for the buyer's account (enrolling them in a
 * course bought) and leaves their server cart, a donation starts counting, the invoice or receipt
 * takes the site's next number, and the confirmation or receipt email joins the outbox. Anything
 * failing rolls all of it back.
 */
export async function fulfilOrder(tx: Tx, deps: FulfilDeps, order: OrderRow, at = new Date()): Promise<OrderRow> {
  const { tenant, brand } = await orderSite(tx, deps.config, order.tenantId);
  const lines = await listOrderItems(tx, order.id);
  const type = order.kind === 'purchase' ? 'invoice' : 'receipt';
  const buyer = order.userId ? await findUser(tx, order.userId) : await findAccountByEmail(tx, order.tenantId, order.email);

  let digital = false;
  let ships = false;
  if (order.kind === 'purchase') {
    const productIds = lines.flatMap((l) => (l.product ? [l.product.id] : []));
    digital = lines.some((l) => l.product && isDigitalKind(l.product.kind));
    ships = lines.some((l) => l.product?.requiresShipping);
    if (buyer) {
      await deliverDigital(tx, buyer, order.id, lines);
      await removeFromCart(tx, buyer.id, productIds);
    }
  } else {
    await markDonationPaid(tx, order.id, at);
  }

  const number = await takeInvoiceNumber(tx, invoiceScope(order.tenantId), type);
  const address = order.shippingAddress ?? {};
  await insertInvoice(tx, {
    tenantId: order.tenantId,
    orderId: order.id,
    kind: type,
    number,
    seller: {
      name: tenant?.schoolName ?? deps.config.productName,
      email: tenant?.schoolEmail ?? '',
      website: siteUrl(deps.config, tenant),
      tax_id: '',
    },
    buyer: { name: order.name, email: order.email, ...Object.fromEntries(Object.entries(address).map(([k, v]) => [`address_${k}`, v])) },
    issuedAt: at,
  });
  // A visitor's purchase joins the account that holds its email: it shows among that account's orders.
  const userId = order.kind === 'purchase' && buyer ? buyer.id : order.userId;
  const updated = await updateOrder(tx, order.id, { status: 'fulfilled', paidAt: order.paidAt ?? at, fulfilledAt: at, userId });

  const links = orderLinks(deps.config, tenant, order, type);
  const invoice = { type, number } as const;
  if (order.kind === 'purchase') {
    const words = INVOICE_TEXTS[order.language].lines;
    const mail = renderTemplate(brand, order.language, ORDER_CONFIRMATION_MAIL, {
      name: order.name,
      reference: order.reference,
      lines: lines.map((l) => ({ title: orderLineLabel(l.item, words), totalMinor: l.item.totalMinor })),
      totalMinor: order.totalMinor,
      currency: order.currency,
      invoice,
      ...links,
      ships,
      digital,
      inAccount: buyer !== null,
      loginUrl: `${siteUrl(deps.config, tenant)}/login`,
    });
    await deps.mailer.enqueue(tx, { ...mail, tenantId: order.tenantId, to: order.email, template: 'order-confirmation' });
  } else {
    const d = await findDonationOfOrder(tx, order.id);
    const cause = d?.project ? `${d.project.title} (${d.charity.name})` : (d?.charity.name ?? null);
    const mail = renderTemplate(brand, order.language, DONATION_RECEIPT_MAIL, {
      name: order.name,
      reference: order.reference,
      amountMinor: order.totalMinor,
      currency: order.currency,
      cause,
      dedication: d?.donation.dedication ?? null,
      invoice,
      ...links,
    });
    await deps.mailer.enqueue(tx, { ...mail, tenantId: order.tenantId, to: order.email, template: 'donation-receipt' });
  }
  return updated;
}

/**
 * A visitor's paid purchases join the account that proves it holds their email on the same site
 * (by its verification link, a password reset from the emailed link, or an accepted invitation):
 * the orders show among the account's orders, and their digital items open in it. Refunded orders
 * stay out. Idempotent.
 */
export async function claimPurchasesOf(tx: Tx, user: Pick<UserRow, 'id' | 'tenantId' | 'email'>): Promise<void> {
  if (!user.email) return;
  for (const order of await listUnclaimedPurchases(tx, user.tenantId, user.email)) {
    await deliverDigital(tx, user, order.id, await listOrderItems(tx, order.id));
    await updateOrder(tx, order.id, { userId: user.id });
  }
}
