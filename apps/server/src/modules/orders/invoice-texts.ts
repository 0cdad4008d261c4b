import type { TLanguage } from '@commonshelf/shared/common/languages';
import { ENGLISH_ORDER_LINE_WORDS, type OrderLineWords } from '@commonshelf/shared/commerce/order-lines';
import { countryName, countryNameIn } from '@commonshelf/shared/common/countries';

/**
 * The words of an invoice or receipt PDF in each language the web app speaks: the buyer downloads
 * it in the page's language. The seller's and buyer's own details, the items' names and the
 * reference are printed as written.
 */
export type InvoiceTexts = {
  /** For dates and amounts. */
  locale: string;
  invoice: string;
  receipt: string;
  number: (document: string) => string;
  issued: string;
  order: string;
  paid: string;
  /** The date a refund was made, beside the payment's. */
  refunded: string;
  card: string;
  subtotal: string;
  tax: string;
  total: string;
  item: string;
  qty: string;
  price: string;
  amount: string;
  from: string;
  to: string;
  supports: (cause: string) => string;
  dedication: (text: string) => string;
  thanksGift: string;
  thanksOrder: string;
  lines: OrderLineWords;
  country: (code: string) => string | null;
};

export const INVOICE_TEXTS: Record<TLanguage, InvoiceTexts> = {
  en: {
    locale: 'en-GB',
    invoice: 'Invoice',
    receipt: 'Donation receipt',
    number: (document) => `${document} number`,
    issued: 'Issued',
    order: 'Order',
    paid: 'Paid',
    refunded: 'Refunded',
    card: 'card',
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'Total',
    item: 'Item',
    qty: 'Qty',
    price: 'Price',
    amount: 'Amount',
    from: 'From',
    to: 'To',
    supports: (cause) => `Your gift supports ${cause}.`,
    dedication: (text) => `Dedication: ${text}`,
    thanksGift: 'Thank you for your generosity.',
    thanksOrder: 'Thank you for your order.',
    lines: ENGLISH_ORDER_LINE_WORDS,
    country: (code) => countryName(code),
  },
  es: {
    locale: 'es-ES',
    invoice: 'Factura',
    receipt: 'Recibo de donación',
    number: (document) => `Número de ${document.toLowerCase()}`,
    issued: 'Emitida',
    order: 'Pedido',
    paid: 'Pagada',
    refunded: 'Reembolso',
    card: 'tarjeta',
    subtotal: 'Subtotal',
    tax: 'Impuestos',
    total: 'Total',
    item: 'Artículo',
    qty: 'Cant.',
    price: 'Precio',
    amount: 'Importe',
    from: 'De',
    to: 'Para',
    supports: (cause) => `Tu donación apoya a ${cause}.`,
    dedication: (text) => `Dedicatoria: ${text}`,
    thanksGift: 'Gracias por tu generosidad.',
    thanksOrder: 'Gracias por tu pedido.',
    lines: {
      donation: (cause) => `Donación a ${cause}`,
      book_digital: (title) => `${title} (edición digital)`,
      book_print: (title) => `${title} (libro impreso)`,
    },
    country: (code) => countryNameIn(code, 'es'),
  },
};
