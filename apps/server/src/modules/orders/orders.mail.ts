import { formatInvoiceNumber, type TInvoiceType } from '@commonshelf/shared/commerce/orders.schemas';
import type { TLanguage } from '@commonshelf/shared/common/languages';
import { GREETING, type MailTemplate } from '../mail/mail.templates.js';
import { INVOICE_TEXTS } from './invoice-texts.js';

/**
 * "₹1,499.00", "£9.99": money in an email (two decimal places, as every currency we price in has).
 * A language with no symbol of its own for the currency writes its code ("9,99 GBP" in Spanish): its
 * usual sign reads better ("9,99 £"), as the web app shows it.
 */
export function formatMoney(minor: number, currency: string, locale = 'en-GB'): string {
  try {
    const text = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
    return text.includes(currency) ? new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(minor / 100) : text;
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** Money in the reader's language ("9,99 £" in Spanish). */
const money = (language: TLanguage, minor: number, currency: string) => formatMoney(minor, currency, INVOICE_TEXTS[language].locale);

// The buyer's emails are written in the language they checked out in (orders.language).

export type OrderMail = {
  name: string;
  reference: string;
  /** Each line's label in the order's language (orderLineLabel with its words). */
  lines: { title: string; totalMinor: number }[];
  totalMinor: number;
  currency: string;
  invoice: { type: TInvoiceType; number: number };
  orderUrl: string;
  invoiceUrl: string;
  ships: boolean;
  digital: boolean;
  /** The buyer has an account with the order's email on the site (the digital items are in it). */
  inAccount: boolean;
  /** The site's login page, where the digital items open otherwise. */
  loginUrl: string;
};

/** To a buyer once their payment is confirmed: what they bought, their invoice, and where to find it. */
export const ORDER_CONFIRMATION_MAIL: MailTemplate<OrderMail> = {
  en: (o) => ({
    subject: `Your order ${o.reference} is confirmed`,
    paragraphs: [
      GREETING.en(o.name),
      `Thank you! We have received your payment of ${money('en', o.totalMinor, o.currency)} for order ${o.reference}.`,
      ...o.lines.map((l) => `• ${l.title}: ${money('en', l.totalMinor, o.currency)}`),
      ...(o.digital ? [o.inAccount ? 'Your e-books and courses are unlocked in your account now.' : `Your e-books and courses will open in an account on this site with this email address, once the address is confirmed: log in with it at ${o.loginUrl}`] : []),
      ...(o.ships ? ['We will post your printed books to the address you gave and email you when they are on their way.'] : []),
      `Your invoice is ${formatInvoiceNumber(o.invoice.type, o.invoice.number)}: ${o.invoiceUrl}`,
    ],
    action: { label: 'View your order', url: o.orderUrl },
    footnote: 'Keep this email: its links open your order and invoice without an account.',
  }),
  es: (o) => ({
    subject: `Tu pedido ${o.reference} está confirmado`,
    paragraphs: [
      GREETING.es(o.name),
      `¡Gracias! Hemos recibido tu pago de ${money('es', o.totalMinor, o.currency)} por el pedido ${o.reference}.`,
      ...o.lines.map((l) => `• ${l.title}: ${money('es', l.totalMinor, o.currency)}`),
      ...(o.digital ? [o.inAccount ? 'Tus libros electrónicos y cursos ya están disponibles en tu cuenta.' : `Tus libros electrónicos y cursos se abrirán en una cuenta de este sitio con esta dirección de correo, una vez confirmada: inicia sesión con ella en ${o.loginUrl}`] : []),
      ...(o.ships ? ['Enviaremos tus libros impresos a la dirección que nos diste y te escribiremos cuando estén en camino.'] : []),
      `Tu factura es la ${formatInvoiceNumber(o.invoice.type, o.invoice.number)}: ${o.invoiceUrl}`,
    ],
    action: { label: 'Ver tu pedido', url: o.orderUrl },
    footnote: 'Guarda este correo: sus enlaces abren tu pedido y tu factura sin necesidad de cuenta.',
  }),
};

export type ReceiptMail = {
  name: string;
  reference: string;
  amountMinor: number;
  currency: string;
  /** The project and charity's names; null when the gift's cause is gone. */
  cause: string | null;
  dedication: string | null;
  invoice: { type: TInvoiceType; number: number };
  orderUrl: string;
  invoiceUrl: string;
};

/** To a donor once their gift is confirmed: a thank-you and their receipt. */
export const DONATION_RECEIPT_MAIL: MailTemplate<ReceiptMail> = {
  en: (d) => {
    const cause = d.cause ?? 'our charity partner';
    return {
      subject: `Thank you for your donation to ${cause}`,
      paragraphs: [
        `Dear ${d.name || 'friend'},`,
        `Thank you for your gift of ${money('en', d.amountMinor, d.currency)} to ${cause}. It has been received and counts towards the goal right away.`,
        ...(d.dedication ? [`Your dedication: “${d.dedication}”`] : []),
        `Your receipt is ${formatInvoiceNumber(d.invoice.type, d.invoice.number)} (donation ${d.reference}): ${d.invoiceUrl}`,
      ],
      action: { label: 'View your donation', url: d.orderUrl },
      footnote: 'Keep this email for your records: its links open your donation and receipt without an account.',
    };
  },
  es: (d) => {
    const cause = d.cause ?? 'nuestra organización benéfica asociada';
    return {
      subject: `Gracias por tu donación a ${cause}`,
      paragraphs: [
        GREETING.es(d.name),
        `Gracias por tu donativo de ${money('es', d.amountMinor, d.currency)} a ${cause}. Lo hemos recibido y ya cuenta para el objetivo.`,
        ...(d.dedication ? [`Tu dedicatoria: «${d.dedication}»`] : []),
        `Tu recibo es el ${formatInvoiceNumber(d.invoice.type, d.invoice.number)} (donación ${d.reference}): ${d.invoiceUrl}`,
      ],
      action: { label: 'Ver tu donación', url: d.orderUrl },
      footnote: 'Guarda este correo: sus enlaces abren tu donación y tu recibo sin necesidad de cuenta.',
    };
  },
};

export type ShippedMail = {
  name: string;
  reference: string;
  /** The posted lines' labels, in the order's language. */
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
export const ORDER_SHIPPED_MAIL: MailTemplate<ShippedMail> = {
  en: (m) => ({
    subject: m.corrected ? `New tracking details for your order ${m.reference}` : `Your order ${m.reference} is on its way`,
    paragraphs: [
      GREETING.en(m.name),
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
  }),
  es: (m) => ({
    subject: m.corrected ? `Nuevos datos de seguimiento de tu pedido ${m.reference}` : `Tu pedido ${m.reference} está en camino`,
    paragraphs: [
      GREETING.es(m.name),
      m.corrected
        ? `Hemos corregido los datos de seguimiento de tu pedido ${m.reference}. Usa estos en lugar de los que te enviamos antes.`
        : `¡Buenas noticias! Tu pedido ${m.reference} está en camino.`,
      ...m.items.map((title) => `• ${title}`),
      `Transportista: ${m.carrier}`,
      `Número de seguimiento: ${m.trackingNumber}`,
      ...(m.trackingUrl ? [`Sigue tu paquete: ${m.trackingUrl}`] : []),
      ...(m.note ? [`Una nota nuestra: ${m.note}`] : []),
    ],
    action: { label: 'Ver tu pedido', url: m.orderUrl },
    footnote: 'Guarda este correo: su enlace abre tu pedido sin necesidad de cuenta.',
  }),
};

type Refunded = { name: string; kind: 'purchase' | 'donation'; reference: string; amountMinor: number; currency: string; provider: string; reason: string };

/** To a buyer or donor whose payment an admin refunded, with the admin's reason. */
export const ORDER_REFUNDED_MAIL: MailTemplate<Refunded> = {
  en: (r) => {
    const what = r.kind === 'donation' ? 'donation' : 'order';
    return {
      subject: `Your ${what} ${r.reference} is refunded`,
      paragraphs: [
        GREETING.en(r.name),
        `We have refunded ${money('en', r.amountMinor, r.currency)} to your ${r.provider} payment for your ${what} ${r.reference}.`,
        `The reason: ${r.reason}`,
        'It can take a few days to show on your statement.',
      ],
    };
  },
  es: (r) => {
    const what = r.kind === 'donation' ? 'donación' : 'pedido';
    return {
      subject: r.kind === 'donation' ? `Tu donación ${r.reference} ha sido reembolsada` : `Tu pedido ${r.reference} ha sido reembolsado`,
      paragraphs: [
        GREETING.es(r.name),
        `Te hemos reembolsado ${money('es', r.amountMinor, r.currency)} en tu pago con ${r.provider} de tu ${what} ${r.reference}.`,
        `El motivo: ${r.reason}`,
        'Puede tardar unos días en aparecer en tu extracto.',
      ],
    };
  },
};

/** To a buyer whose order was paid twice: the second payment went back on its own. */
export const DUPLICATE_REFUND_MAIL: MailTemplate<Omit<Refunded, 'reason'>> = {
  en: (r) => {
    const what = r.kind === 'donation' ? 'donation' : 'order';
    return {
      subject: `Your ${what} ${r.reference} was paid twice: one payment is refunded`,
      paragraphs: [
        GREETING.en(r.name),
        `Your ${what} ${r.reference} was paid twice. It keeps the first payment, and we have refunded the second, ${money('en', r.amountMinor, r.currency)}, to your ${r.provider} payment.`,
        'It can take a few days to show on your statement. You do not need to do anything.',
      ],
    };
  },
  es: (r) => {
    const what = r.kind === 'donation' ? 'Tu donación' : 'Tu pedido';
    return {
      subject: `${what} ${r.reference} se pagó dos veces: hemos reembolsado un pago`,
      paragraphs: [
        GREETING.es(r.name),
        `${what} ${r.reference} se pagó dos veces. Se queda con el primer pago, y te hemos reembolsado el segundo, ${money('es', r.amountMinor, r.currency)}, en tu pago con ${r.provider}.`,
        'Puede tardar unos días en aparecer en tu extracto. No tienes que hacer nada.',
      ],
    };
  },
};
