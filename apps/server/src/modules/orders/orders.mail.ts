import { formatInvoiceNumber, type TInvoiceType } from '@commonshelf/shared/commerce/orders.schemas';
import { renderMail, type MailBrand, type RenderedMail } from '../mail/mail.templates.js';

/** "₹1,499.00", "£9.99": money in an email (two decimal places, as every currency we price in has). */
export function formatMoney(minor: number, currency: string, locale = 'en-GB'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

export type OrderMail = {
  name: string;
  reference: string;
  lines: { title: string; totalMinor: number }[];
  totalMinor: number;
  currency: string;
  invoice: { type: TInvoiceType; number: number };
  orderUrl: string;
  invoiceUrl: string;
  ships: boolean;
  digital: boolean;
  signedIn: boolean;
};

/** To a buyer once their payment is confirmed: what they bought, their invoice, and where to find it. */
export function orderConfirmationMail(brand: MailBrand, o: OrderMail): RenderedMail {
  return renderMail(brand, {
    subject: `Your order ${o.reference} is confirmed`,
    paragraphs: [
      `Hello ${o.name || 'there'},`,
      `Thank you! We have received your payment of ${formatMoney(o.totalMinor, o.currency)} for order ${o.reference}.`,
      ...o.lines.map((l) => `• ${l.title}: ${formatMoney(l.totalMinor, o.currency)}`),
      ...(o.digital ? [o.signedIn ? 'Your e-books and courses are unlocked in your account now.' : 'Sign in with this email address to find your e-books and courses in your account.'] : []),
      ...(o.ships ? ['We will post your printed books to the address you gave and email you when they are on their way.'] : []),
      `Your invoice is ${formatInvoiceNumber(o.invoice.type, o.invoice.number)}: ${o.invoiceUrl}`,
    ],
    action: { label: 'View your order', url: o.orderUrl },
    footnote: 'Keep this email: its links open your order and invoice without an account.',
  });
}

export type ReceiptMail = {
  name: string;
  reference: string;
  amountMinor: number;
  currency: string;
  cause: string;
  dedication: string | null;
  invoice: { type: TInvoiceType; number: number };
  orderUrl: string;
  invoiceUrl: string;
};

/** To a donor once their gift is confirmed: a thank-you and their receipt. */
export function donationReceiptMail(brand: MailBrand, d: ReceiptMail): RenderedMail {
  return renderMail(brand, {
    subject: `Thank you for your donation to ${d.cause}`,
    paragraphs: [
      `Dear ${d.name || 'friend'},`,
      `Thank you for your gift of ${formatMoney(d.amountMinor, d.currency)} to ${d.cause}. It has been received and counts towards the goal right away.`,
      ...(d.dedication ? [`Your dedication: “${d.dedication}”`] : []),
      `Your receipt is ${formatInvoiceNumber(d.invoice.type, d.invoice.number)} (donation ${d.reference}): ${d.invoiceUrl}`,
    ],
    action: { label: 'View your donation', url: d.orderUrl },
    footnote: 'Keep this email for your records: its links open your donation and receipt without an account.',
  });
}

export type ShippedMail = {
  name: string;
  reference: string;
  /** The posted lines' titles. */
  items: string[];
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  note: string | null;
  orderUrl: string;
  /** The tracking details were corrected after the first email. */
  corrected: boolean;
};

/** To a buyer when their printed books are posted (or the tracking details are corrected): the carrier and how to follow the parcel. */
export function orderShippedMail(brand: MailBrand, m: ShippedMail): RenderedMail {
  return renderMail(brand, {
    subject: m.corrected ? `New tracking details for your order ${m.reference}` : `Your order ${m.reference} is on its way`,
    paragraphs: [
      `Hello ${m.name || 'there'},`,
      m.corrected
        ? `We have corrected the tracking details of your order ${m.reference}. Please use these instead of the ones we sent before.`
        : `Good news: your order ${m.reference} is on its way.`,
      ...m.items.map((title) => `• ${title}`),
      `Carrier: ${m.carrier}`,
      `Tracking number: ${m.trackingNumber}`,
      ...(m.trackingUrl ? [`Follow your parcel: ${m.trackingUrl}`] : []),
      ...(m.note ? [`A note from us: ${m.note}`] : []),
    ],
    action: { label: 'View your order', url: m.orderUrl },
    footnote: 'Keep this email: its link opens your order without an account.',
  });
}
