import { randomBytes } from 'node:crypto';
import { ANONYMOUS_DONOR } from '@commonshelf/shared/charities/charities.schemas';
import type { TLanguage } from '@commonshelf/shared/common/languages';
import { cartOf } from '@commonshelf/shared/commerce/cart';
import { CHECKOUT_MSG, PROVIDER_NAMES, type TCheckoutResult } from '@commonshelf/shared/commerce/checkout.schemas';
import type { ZCheckoutInput, ZDonationCheckoutInput } from '@commonshelf/shared/commerce/checkout.schemas';
import { MAX_AMOUNT_MINOR, PROVIDER_CURRENCIES, providerMinimumMinor, type TOrderStatus, type TPaymentProvider } from '@commonshelf/shared/commerce/commerce.schemas';
import { minorToMajorText } from '@commonshelf/shared/commerce/money';
import { donationLineTitle, orderLineLabel } from '@commonshelf/shared/commerce/order-lines';
import {
  formatInvoiceNumber,
  ORDER_MSG,
  ORDER_REFERENCE,
  type TMyOrder,
  type TOrderSummary,
  type TOrderView,
} from '@commonshelf/shared/commerce/orders.schemas';
import { isCourseKind, isDigitalKind } from '@commonshelf/shared/commerce/products.schemas';
import { studentPublicName } from '@commonshelf/shared/users/public-name';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { siteUrl } from '../../lib/site-url.js';
import { listCartLines } from '../cart/cart.repository.js';
import { findFundraiserBySlug, findPublishedCharity, findPublishedProject } from '../charities/charities.repository.js';
import { latestPayment, insertPayment, updatePayment, type PaymentRow } from '../payments/payments.repository.js';
import { refreshPayment, type PaymentDeps } from '../payments/payments.service.js';
import { ProviderError, type PaymentProvider, type StartInput } from '../payments/providers/provider.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import { orderAccessToken, verifyOrderAccess } from './order-access.js';
import {
  findDonationOfOrder,
  findInvoiceOfOrder,
  findOrderByCheckoutKey,
  findOrderByReference,
  insertDonation,
  insertOrder,
  insertOrderItems,
  listOrderItems,
  listOrdersOf,
  lockOrder,
  ownedProductIds,
  updateOrder,
  type OrderRow,
} from './orders.repository.js';
import { activeProductIds, listSellableProducts } from './products.repository.js';
import { siteCurrency } from './products.service.js';
import { isoOrNull } from '../../lib/iso-date.js';

/** One unit of work in one transaction under the request's site. */
export type Run = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/** Who checks out: their site, their account if signed in, and the language the order's emails are written in. */
export type Buyer = { run: Run; tenant: TenantRow | null; user: UserRow | null; language?: TLanguage };

type Line = StartInput['lines'][number];

// Crockford's base32 without I, L, O, U: a reference read aloud or typed from a receipt survives.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const newReference = () => Array.from(randomBytes(10), (b) => REFERENCE_ALPHABET[b & 31]).join('');
/** The key sent with every create call at the provider; also PhonePe's merchant transaction id (≤ 38 characters). */
const newIdempotencyKey = () => `CS${randomBytes(16).toString('hex').toUpperCase()}`;

/** The provider, if it is on and takes this currency; else a 400 naming the provider field. */
export function usableProvider(deps: PaymentDeps, id: TPaymentProvider, currency: string): PaymentProvider {
  const allowed = PROVIDER_CURRENCIES[id];
  const provider = deps.payments.get(id);
  if (provider && (allowed === 'any' || allowed.includes(currency)) && provider.supportsCurrency(currency)) return provider;
  if (provider || (allowed !== 'any' && !allowed.includes(currency))) {
    const message = CHECKOUT_MSG.currency(PROVIDER_NAMES[id], currency);
    throw badRequest(message, { provider: [message] });
  }
  throw badRequest(CHECKOUT_MSG.providerOff(PROVIDER_NAMES[id]), { provider: [CHECKOUT_MSG.providerOff(PROVIDER_NAMES[id])] });
}

/** A 400 when the amount is below the least the provider takes in one payment (PhonePe: one rupee). */
function checkMinimum(id: TPaymentProvider, currency: string, amountMinor: number, field: string) {
  const least = providerMinimumMinor(id, currency);
  if (amountMinor >= least) return;
  const message = CHECKOUT_MSG.belowMinimum(PROVIDER_NAMES[id], `${minorToMajorText(least)} ${currency}`);
  throw badRequest(message, { [field]: [message] });
}

export const presentSummary = (o: OrderRow): TOrderSummary => ({
  reference: o.reference,
  kind: o.kind,
  status: o.status,
  total_minor: o.totalMinor,
  currency: o.currency,
  provider: o.provider,
  created_at: o.createdAt.toISOString(),
});

// ---------------------------------------------------------------------------------------------
// Checkout

/**
 * `POST /api/checkout/`: the cart becomes an order priced from the database in the site's currency,
 * in one transaction, with its first payment attempt; then the provider is asked for its page.
 */
export async function checkoutCart(deps: PaymentDeps, buyer: Buyer, input: z.output<typeof ZCheckoutInput>): Promise<TCheckoutResult> {
  const currency = siteCurrency(deps.config, buyer.tenant);
  const provider = usableProvider(deps, input.provider, currency);
  const { order, payment, lines } = await buyer.run(async (tx) => {
    if (input.checkout_key) await claimCheckoutKey(tx, deps, buyer, input.checkout_key);
    const ids = cartOf(input.items ?? (buyer.user ? (await listCartLines(tx, buyer.user.id)).filter((l) => l.available).map((l) => l.productId) : [])).items as number[];
    if (!ids.length) throw badRequest(CHECKOUT_MSG.cartEmpty, { items: [CHECKOUT_MSG.cartEmpty] });
    const found = await listSellableProducts(tx, currency, { ids });
    if (found.length !== ids.length) {
      const active = new Set(await activeProductIds(tx, ids));
      const gone = ids.filter((id) => !active.has(id));
      const message = gone.length ? CHECKOUT_MSG.unavailable : CHECKOUT_MSG.notPriced(currency);
      throw badRequest(message, { items: [message] });
    }
    if (!buyer.user && found.some((p) => isCourseKind(p.product.kind))) throw badRequest(CHECKOUT_MSG.courseNeedsAccount, { items: [CHECKOUT_MSG.courseNeedsAccount] });
    // A digital edition is bought once: a second order would charge again for nothing new.
    if (buyer.user) {
      const digital = found.filter((p) => isDigitalKind(p.product.kind)).map((p) => p.product.id);
      const owned = await ownedProductIds(tx, buyer.user.id, digital);
      if (owned.length) throw badRequest(CHECKOUT_MSG.owned, { items: [CHECKOUT_MSG.owned] });
    }
    const ships = found.some((p) => p.product.requiresShipping);
    if (ships && !input.shipping_address) throw badRequest(CHECKOUT_MSG.shippingRequired, { shipping_address: [CHECKOUT_MSG.shippingRequired] });
    const total = found.reduce((s, p) => s + p.amountMinor, 0);
    if (!Number.isSafeInteger(total) || total <= 0 || total > MAX_AMOUNT_MINOR) throw badRequest(CHECKOUT_MSG.amountTooLarge, { items: [CHECKOUT_MSG.amountTooLarge] });
    checkMinimum(input.provider, currency, total, 'provider');
    const order = await insertOrder(tx, {
      tenantId: buyer.tenant?.id ?? null,
      reference: newReference(),
      kind: 'purchase',
      userId: buyer.user?.id ?? null,
      email: input.email,
      name: input.name,
      language: buyer.language ?? 'en',
      currency,
      subtotalMinor: total,
      taxMinor: 0,
      totalMinor: total,
      provider: provider.id,
      shippingAddress: ships ? input.shipping_address! : null,
      checkoutKey: input.checkout_key ?? null,
    });
    await insertOrderItems(
      tx,
      found.map((p) => ({ tenantId: order.tenantId, orderId: order.id, productId: p.product.id, kind: p.product.kind, title: p.product.title, unitMinor: p.amountMinor, quantity: 1, totalMinor: p.amountMinor })),
    );
    const payment = await newPayment(tx, order, provider);
    const lines: Line[] = found.map((p) => ({
      title: orderLineLabel(p.product),
      unitMinor: p.amountMinor,
      quantity: 1,
      kind: isDigitalKind(p.product.kind) ? 'digital' : 'physical',
    }));
    return { order, payment, lines };
  });
  return startPayment(deps, buyer, provider, order, payment, lines);
}

const PAID_STATUSES = new Set<TOrderStatus>(['paid', 'fulfilled', 'refunded']);

/**
 * One order per cart checkout. Every tab of a browser sends the same key for the same cart, and
 * checkouts with one key take turns (a transaction lock), so a second tab, a double click or a
 * replayed request meets the first order: a 409 that names it (with the token that opens it), and
 * no second order or charge. An order that failed or was cancelled gives its key up, so the same
 * cart can be checked out again. Another account's order on the key is not named.
 */
async function claimCheckoutKey(tx: Tx, deps: PaymentDeps, buyer: Buyer, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${key}`}))`);
  const existing = await findOrderByCheckoutKey(tx, key);
  if (!existing) return;
  if (existing.status === 'failed' || existing.status === 'cancelled') {
    await updateOrder(tx, existing.id, { checkoutKey: null });
    return;
  }
  if (existing.userId !== (buyer.user?.id ?? null)) throw conflict(CHECKOUT_MSG.keyTaken);
  throw conflict(PAID_STATUSES.has(existing.status) ? CHECKOUT_MSG.alreadyPaid : CHECKOUT_MSG.inProgress, {
    order: existing.reference,
    order_status: existing.status,
    access_token: orderAccessToken(deps.config.jwtSecret, existing.tenantId, existing.reference),
  });
}

/**
 * `POST /api/checkout/donation/`: a gift to a project, a charity or through a fundraising page of
 * this site, in the cause's own currency (its goal and raised total are in it).
 */
export async function checkoutDonation(deps: PaymentDeps, buyer: Buyer, input: z.output<typeof ZDonationCheckoutInput>): Promise<TCheckoutResult> {
  const cause = await buyer.run((tx) => findCause(tx, input));
  const provider = usableProvider(deps, input.provider, cause.currency);
  checkMinimum(input.provider, cause.currency, input.amount_minor, 'amount_minor');
  const { order, payment } = await buyer.run(async (tx) => {
    const order = await insertOrder(tx, {
      tenantId: buyer.tenant?.id ?? null,
      reference: newReference(),
      kind: 'donation',
      userId: buyer.user?.id ?? null,
      email: input.email,
      name: input.name,
      language: buyer.language ?? 'en',
      currency: cause.currency,
      subtotalMinor: input.amount_minor,
      taxMinor: 0,
      totalMinor: input.amount_minor,
      provider: provider.id,
    });
    await insertOrderItems(tx, [
      { tenantId: order.tenantId, orderId: order.id, projectId: cause.projectId, kind: 'donation', title: cause.title, unitMinor: input.amount_minor, quantity: 1, totalMinor: input.amount_minor },
    ]);
    // A student is shown by first name only, whatever name the form carried.
    const shownName = buyer.user?.role === 'student' ? studentPublicName(buyer.user.firstName) : input.name;
    await insertDonation(tx, {
      tenantId: order.tenantId,
      orderId: order.id,
      charityId: cause.charityId,
      projectId: cause.projectId,
      fundraiserId: cause.fundraiserId,
      amountMinor: input.amount_minor,
      currency: cause.currency,
      dedication: input.dedication ? input.dedication : null,
      anonymous: input.anonymous,
      displayName: input.anonymous ? ANONYMOUS_DONOR : shownName,
    });
    return { order, payment: await newPayment(tx, order, provider) };
  });
  return startPayment(deps, buyer, provider, order, payment, [{ title: orderLineLabel({ kind: 'donation', title: cause.title }), unitMinor: input.amount_minor, quantity: 1, kind: 'donation' }]);
}

type Cause = { charityId: number; projectId: number | null; fundraiserId: number | null; currency: string; title: string };

/** The cause of a donation, published and visible on this site (a fundraising page: this site's own, and open). */
async function findCause(tx: Tx, input: z.output<typeof ZDonationCheckoutInput>): Promise<Cause> {
  const missing = () => badRequest(CHECKOUT_MSG.causeNotFound, { project_id: [CHECKOUT_MSG.causeNotFound] });
  if (input.fundraiser_slug !== undefined) {
    const f = /^[a-z0-9-]{1,80}$/.test(input.fundraiser_slug) ? await findFundraiserBySlug(tx, input.fundraiser_slug) : null;
    if (!f || f.charity.status !== 'published') throw missing();
    if (!f.fundraiser.active) throw badRequest(CHECKOUT_MSG.fundraiserClosed, { fundraiser_slug: [CHECKOUT_MSG.fundraiserClosed] });
    const project = f.project?.id && f.project.status === 'published' ? f.project : null;
    if ((input.project_id !== undefined && input.project_id !== project?.id) || (input.charity_id !== undefined && input.charity_id !== f.charity.id)) {
      throw badRequest(CHECKOUT_MSG.causeMismatch, { project_id: [CHECKOUT_MSG.causeMismatch] });
    }
    return {
      charityId: f.charity.id,
      projectId: project?.id ?? null,
      fundraiserId: f.fundraiser.id,
      currency: f.fundraiser.currency,
      title: donationLineTitle({ charity: f.charity.name, project: project?.title, fundraiser: f.fundraiser.title }),
    };
  }
  if (input.project_id !== undefined) {
    const p = await findPublishedProject(tx, input.project_id);
    if (!p) throw missing();
    if (input.charity_id !== undefined && input.charity_id !== p.charity.id) throw badRequest(CHECKOUT_MSG.causeMismatch, { project_id: [CHECKOUT_MSG.causeMismatch] });
    return { charityId: p.charity.id, projectId: p.project.id, fundraiserId: null, currency: p.project.currency, title: donationLineTitle({ charity: p.charity.name, project: p.project.title }) };
  }
  const c = await findPublishedCharity(tx, String(input.charity_id));
  if (!c) throw badRequest(CHECKOUT_MSG.causeNotFound, { charity_id: [CHECKOUT_MSG.causeNotFound] });
  return { charityId: c.id, projectId: null, fundraiserId: null, currency: c.currency, title: donationLineTitle({ charity: c.name }) };
}

function newPayment(tx: Tx, order: OrderRow, provider: PaymentProvider) {
  return insertPayment(tx, {
    tenantId: order.tenantId,
    orderId: order.id,
    provider: provider.id,
    idempotencyKey: newIdempotencyKey(),
    mode: provider.mode,
    amountMinor: order.totalMinor,
    currency: order.currency,
    status: 'created',
  });
}

/** Where each provider sends the buyer back: the site's result pages, or our return endpoints that ask the provider first. */
function returnUrls(deps: PaymentDeps, tenant: TenantRow | null, provider: TPaymentProvider, reference: string) {
  const site = siteUrl(deps.config, tenant);
  const ref = `ref=${reference}`;
  const callback = `${deps.config.publicUrl.replace(/\/+$/, '')}/api/payments/webhooks/${provider}/`;
  switch (provider) {
    case 'stripe':
      return { success: `${site}/stripe-payment/success?${ref}`, cancel: `${site}/stripe-payment/cancel?${ref}`, callback };
    case 'paypal':
      return { success: `${site}/api/payments/paypal/return/?${ref}`, cancel: `${site}/api/payments/paypal/cancel/?${ref}`, callback };
    case 'phonepe':
      return { success: `${site}/api/payments/phonepe/return/?${ref}`, cancel: `${site}/phonepe-payment/cancel?${ref}`, callback };
  }
}

/**
 * Asks the provider for its payment page, outside any transaction (a network call holds no locks),
 * and records its handle. When the provider cannot be reached, the attempt and the order are marked
 * failed (the buyer can try again) and the answer is a 502 that says nothing was charged.
 */
async function startPayment(deps: PaymentDeps, buyer: Buyer, provider: PaymentProvider, order: OrderRow, payment: PaymentRow, lines: Line[]): Promise<TCheckoutResult> {
  const tenant = buyer.tenant;
  let started: Awaited<ReturnType<PaymentProvider['start']>>;
  try {
    started = await provider.start({
      paymentId: payment.id,
      idempotencyKey: payment.idempotencyKey,
      reference: order.reference,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      description: lines.length === 1 ? lines[0]!.title : `Order ${order.reference} (${lines.length} items)`,
      lines,
      buyer: { email: order.email, name: order.name, userId: order.userId },
      urls: returnUrls(deps, tenant, provider.id, order.reference),
      merchantName: tenant?.schoolName ?? deps.config.productName,
    });
  } catch (err) {
    deps.log.error({ err, paymentId: payment.id }, 'starting a payment failed');
    const reason = err instanceof ProviderError ? err.message.slice(0, 500) : 'The provider could not be reached.';
    await buyer.run(async (tx) => {
      await updatePayment(tx, payment.id, { status: 'failed', failureReason: reason });
      const locked = await lockOrder(tx, order.id);
      if (locked.status === 'pending') await updateOrder(tx, order.id, { status: 'failed' });
    });
    throw new HttpError(502, CHECKOUT_MSG.providerDown(PROVIDER_NAMES[provider.id]));
  }
  // Only the provider's failure fails the payment. If this write fails (the database went away),
  // the payment stays open; the provider's webhook and the reconciliation find it by its id.
  await buyer.run((tx) => updatePayment(tx, payment.id, { providerRef: started.providerRef, status: 'pending' }));
  return { order: presentSummary(order), access_token: orderAccessToken(deps.config.jwtSecret, order.tenantId, order.reference), redirect_url: started.redirectUrl };
}

/** `POST /api/orders/:reference/pay/`: another attempt at an unpaid order, with the same or another provider. */
export async function retryPayment(deps: PaymentDeps, buyer: Buyer, reference: string, input: { provider: TPaymentProvider; token?: string }): Promise<TCheckoutResult> {
  const order = await buyer.run((tx) => findAccessibleOrder(tx, deps, buyer, reference, input.token));
  const provider = usableProvider(deps, input.provider, order.currency);
  checkMinimum(input.provider, order.currency, order.totalMinor, 'provider');
  const { locked, payment, lines } = await buyer.run(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!RETRYABLE.has(locked.status)) throw new HttpError(409, ORDER_MSG.notPayable);
    const items = await listOrderItems(tx, order.id);
    const lines: Line[] = items.map((l) => ({
      title: orderLineLabel(l.item),
      unitMinor: l.item.unitMinor,
      quantity: l.item.quantity,
      kind: l.item.kind === 'donation' ? 'donation' : isDigitalKind(l.item.kind) ? 'digital' : 'physical',
    }));
    const payment = await newPayment(tx, locked, provider);
    const updated = await updateOrder(tx, order.id, { status: 'pending', provider: provider.id, cancelledAt: null });
    return { locked: updated, payment, lines };
  });
  return startPayment(deps, buyer, provider, locked, payment, lines);
}

const RETRYABLE = new Set<TOrderStatus>(['pending', 'failed', 'cancelled']);

// ---------------------------------------------------------------------------------------------
// Reading orders

/** The order of this site with this reference, if the caller may see it (its owner, or the access token); else one 404 for all. */
export async function findAccessibleOrder(tx: Tx, deps: PaymentDeps, buyer: Buyer, reference: string, token: string | undefined): Promise<OrderRow> {
  const order = ORDER_REFERENCE.test(reference) ? await findOrderByReference(tx, reference) : null;
  const owner = order && buyer.user && order.userId === buyer.user.id;
  if (!order || !(owner || verifyOrderAccess(deps.config.jwtSecret, order.tenantId, order.reference, token))) throw notFound(ORDER_MSG.notFound);
  return order;
}

/** Where a paid order's digital items open, for the one viewing it (see ZOrderView.digital_access). */
function digitalAccess(order: OrderRow, viewer: UserRow | null): NonNullable<TOrderView['digital_access']> {
  if (viewer && order.userId === viewer.id) return 'open';
  // Signed in with the order's email, not yet confirmed: confirming it brings the order in.
  if (viewer && !viewer.emailVerifiedAt && viewer.email?.toLowerCase() === order.email.toLowerCase()) return 'confirm_email';
  return 'sign_in';
}

/**
 * `GET /api/orders/:reference/`: the order with its lines, gift, latest payment, invoice and status
 * timeline. While its latest payment is open, the provider is asked first (at most every few
 * seconds), so a result page that polls sees the payment land even if a webhook never comes.
 */
export async function orderView(deps: PaymentDeps, buyer: Buyer, reference: string, token: string | undefined): Promise<TOrderView> {
  const first = await buyer.run(async (tx) => {
    const order = await findAccessibleOrder(tx, deps, buyer, reference, token);
    return { order, payment: await latestPayment(tx, order.id) };
  });
  if (first.order.status === 'pending' && first.payment) await refreshPayment(deps, first.payment);
  return buyer.run(async (tx) => {
    const order = (await findOrderByReference(tx, first.order.reference))!;
    const [items, donation, invoice, payment] = await Promise.all([listOrderItems(tx, order.id), findDonationOfOrder(tx, order.id), findInvoiceOfOrder(tx, order.id), latestPayment(tx, order.id)]);
    const ships = items.some((l) => l.product?.requiresShipping);
    const timeline: TOrderView['timeline'] = [{ step: 'placed', at: isoOrNull(order.createdAt), done: true }];
    if (order.status === 'failed' || order.status === 'cancelled') {
      timeline.push({ step: order.status, at: isoOrNull(order.status === 'cancelled' ? order.cancelledAt : order.updatedAt), done: true });
    } else {
      timeline.push({ step: 'paid', at: isoOrNull(order.paidAt), done: order.paidAt !== null });
      timeline.push({ step: 'fulfilled', at: isoOrNull(order.fulfilledAt), done: order.fulfilledAt !== null });
      if (ships) timeline.push({ step: 'shipped', at: isoOrNull(order.shippedAt), done: order.shippedAt !== null });
      if (order.status === 'refunded') timeline.push({ step: 'refunded', at: isoOrNull(order.refundedAt), done: true });
    }
    return {
      ...presentSummary(order),
      email: order.email,
      name: order.name,
      subtotal_minor: order.subtotalMinor,
      tax_minor: order.taxMinor,
      requires_shipping: ships,
      shipping_address: order.shippingAddress ?? null,
      items: items.map((l) => ({
        id: l.item.id,
        kind: l.item.kind,
        title: l.item.title,
        product: l.product?.id
          ? {
              id: l.product.id,
              slug: l.product.slug,
              kind: l.product.kind,
              requires_shipping: l.product.requiresShipping,
              book_id: l.product.bookId,
              course: l.course?.slug ? { slug: l.course.slug, kind: l.course.kind } : null,
            }
          : null,
        unit_minor: l.item.unitMinor,
        quantity: l.item.quantity,
        total_minor: l.item.totalMinor,
      })),
      donation: donation
        ? {
            charity: donation.charity,
            project: donation.project?.id ? donation.project : null,
            fundraiser_slug: donation.fundraiserSlug ?? null,
            dedication: donation.donation.dedication,
            anonymous: donation.donation.anonymous,
            display_name: donation.donation.displayName,
          }
        : null,
      payment: payment ? { provider: payment.provider, status: payment.status, test_mode: payment.mode === 'test', failure_reason: payment.failureReason } : null,
      invoice: invoice ? { type: invoice.kind, number: formatInvoiceNumber(invoice.kind, invoice.number), issued_at: invoice.issuedAt.toISOString() } : null,
      timeline,
      shipment:
        order.shippedAt && order.carrier && order.trackingNumber
          ? { carrier: order.carrier, tracking_number: order.trackingNumber, tracking_url: order.trackingUrl, note: order.shippingNote }
          : null,
      can_retry: RETRYABLE.has(order.status),
      paid_at: isoOrNull(order.paidAt),
      digital_access: order.status === 'fulfilled' && items.some((l) => l.product && isDigitalKind(l.product.kind)) ? digitalAccess(order, buyer.user) : null,
    };
  });
}

/** `GET /api/orders/mine/`: the signed-in user's orders and donations on this site, newest first. */
export async function myOrders(run: Run, user: UserRow, q: { limit: number; offset: number; kind?: 'purchase' | 'donation' }): Promise<{ count: number; results: TMyOrder[] }> {
  const { rows, count } = await run((tx) => listOrdersOf(tx, user.id, q));
  return {
    count,
    results: rows.map((r) => ({
      ...presentSummary(r.order),
      title: r.title ?? '',
      items_count: r.items,
      paid_at: r.order.paidAt ? r.order.paidAt.toISOString() : null,
      to_post: r.order.status === 'fulfilled' && r.order.shippingAddress !== null && r.order.shippedAt === null,
      invoice: r.invoiceKind && r.invoiceNumber !== null ? { type: r.invoiceKind, number: formatInvoiceNumber(r.invoiceKind, r.invoiceNumber) } : null,
    })),
  };
}
