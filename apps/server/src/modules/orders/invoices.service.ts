import { countryName } from '@commonshelf/shared/common/countries';
import { ZShippingAddress } from '@commonshelf/shared/commerce/checkout.schemas';
import { formatInvoiceNumber, type TInvoiceView } from '@commonshelf/shared/commerce/orders.schemas';
import type { TLanguage } from '@commonshelf/shared/common/languages';
import { DEFAULT_TENANT_COLORS } from '@commonshelf/shared/tenants/tenants.schemas';
import { notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { embeddableLogo } from '../certificates/certificates.service.js';
import type { PaymentDeps } from '../payments/payments.service.js';
import { findDonationOfOrder, findInvoiceOfOrder, listOrderItems } from './orders.repository.js';
import { findAccessibleOrder, type Buyer } from './orders.service.js';

/** A delivery address's lines in the order they are written (the checkout schema's), without the name. */
const ADDRESS_LINES = Object.keys(ZShippingAddress.shape).filter((k) => k !== 'name');

export const INVOICE_NOT_FOUND = 'This invoice does not exist, or it is not issued yet.';

/**
 * An order's invoice (a purchase) or receipt (a donation), as issued when the payment was
 * confirmed: its number, the seller and buyer as they were then, the lines and totals. Its buyer
 * (signed in, or with the order's access token) reads it; everyone else gets the same 404, also
 * for an order not paid yet or of the other type.
 */
export async function invoiceView(deps: PaymentDeps, buyer: Buyer, type: 'invoice' | 'receipt', reference: string, token: string | undefined): Promise<TInvoiceView> {
  return buyer.run(async (tx) => {
    const order = await findAccessibleOrder(tx, deps, buyer, reference, token).catch(() => null);
    const invoice = order ? await findInvoiceOfOrder(tx, order.id) : null;
    if (!order || !invoice || invoice.kind !== type) throw notFound(INVOICE_NOT_FOUND);
    const [items, donation] = await Promise.all([listOrderItems(tx, order.id), findDonationOfOrder(tx, order.id)]);
    // In the order an address is written (the stored JSON keeps its keys in its own order).
    // The country is kept as its code, and written out by its name.
    const address = ADDRESS_LINES.map((k) => {
      const line = invoice.buyer[`address_${k}`];
      return k === 'country' && typeof line === 'string' ? (countryName(line) ?? line) : line;
    }).filter((v): v is string => typeof v === 'string' && v !== '');
    return {
      type,
      number: formatInvoiceNumber(type, invoice.number),
      issued_at: invoice.issuedAt.toISOString(),
      seller: { name: invoice.seller.name ?? '', email: invoice.seller.email ?? '', website: invoice.seller.website ?? '', tax_id: invoice.seller.tax_id ?? '' },
      buyer: { name: invoice.buyer.name ?? order.name, email: invoice.buyer.email ?? order.email, address, country: typeof invoice.buyer.address_country === 'string' ? invoice.buyer.address_country : null },
      reference: order.reference,
      currency: order.currency,
      subtotal_minor: order.subtotalMinor,
      tax_minor: order.taxMinor,
      total_minor: order.totalMinor,
      paid_at: order.paidAt?.toISOString() ?? null,
      refunded_at: order.status === 'refunded' ? (order.refundedAt?.toISOString() ?? null) : null,
      provider: order.provider,
      status: order.status,
      items: items.map((l) => ({ kind: l.item.kind, title: l.item.title, quantity: l.item.quantity, unit_minor: l.item.unitMinor, total_minor: l.item.totalMinor })),
      donation: donation
        ? { cause: donation.project?.title ?? donation.charity.name, dedication: donation.donation.dedication }
        : null,
      brand: {
        logo: mediaUrl(buyer.tenant?.logo ?? null),
        primary_color: buyer.tenant?.primaryColor ?? DEFAULT_TENANT_COLORS.primary_color,
      },
    };
  });
}

/** The same invoice as an A4 PDF with the site's logo (PNG or JPEG) and colour. */
export async function invoicePdf(deps: PaymentDeps, buyer: Buyer, type: 'invoice' | 'receipt', reference: string, token: string | undefined, language: TLanguage = 'en') {
  const view = await invoiceView(deps, buyer, type, reference, token);
  const logo = await embeddableLogo(deps.config, buyer.tenant?.logo ?? null);
  // Loaded with the first invoice rather than at start, as the certificates' PDFs are.
  const { renderInvoicePdf } = await import('./invoice-pdf.js');
  return { view, pdf: await renderInvoicePdf(view, logo, deps.config.productName, language) };
}
