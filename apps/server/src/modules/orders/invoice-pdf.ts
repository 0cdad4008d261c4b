import type { TInvoiceView } from '@commonshelf/shared/commerce/orders.schemas';
import { PDFDocument, rgb, type PDFImage, type RGB } from 'pdf-lib';
import { certificateFaces, wrap, type TextFace } from '../certificates/certificate-fonts.js';
import type { CertificatePdfInput } from '../certificates/certificate-pdf.js';
import { formatMoney } from './orders.mail.js';
import { orderLineLabel } from '@commonshelf/shared/commerce/order-lines';
import type { TLanguage } from '@commonshelf/shared/common/languages';
import { countryName } from '@commonshelf/shared/common/countries';
import { INVOICE_TEXTS } from './invoice-texts.js';

/** A4 portrait in points. */
const A4: [number, number] = [595.28, 841.89];
const INK = rgb(0.1, 0.12, 0.17);
const MUTED = rgb(0.36, 0.4, 0.47);

function hexColor(hex: string): RGB {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex) ?? ['', '11', '36', '5a'];
  return rgb(parseInt(m[1]!, 16) / 255, parseInt(m[2]!, 16) / 255, parseInt(m[3]!, 16) / 255);
}

const dayIn = (locale: string) => (iso: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** Lines of `text` no wider than `width`: broken at spaces, and inside a word (an email address) that is wider alone. */
export function fitLines(face: TextFace, text: string, size: number, width: number): string[] {
  return wrap(face, text, size, width).flatMap((line) => {
    if (face.widthOf(line, size) <= width) return [line];
    const parts: string[] = [];
    let part = '';
    for (const ch of line) {
      if (part && face.widthOf(part + ch, size) > width) {
        parts.push(part);
        part = ch;
      } else part += ch;
    }
    return part ? [...parts, part] : parts;
  });
}

/**
 * An invoice or receipt as one A4 page in the seller's colour, with its logo when it is a PNG or
 * JPEG: the number, dates, seller and buyer, the lines, tax and total. Noto Sans carries names in
 * any script (the certificate's fonts, embedded as subsets).
 */
export async function renderInvoicePdf(v: TInvoiceView, logo: CertificatePdfInput['logo'], productName: string, language: TLanguage = 'en'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [W, H] = A4;
  const page = doc.addPage(A4);
  const primary = hexColor(v.brand.primary_color);
  const words = INVOICE_TEXTS[language];
  const day = dayIn(words.locale);
  const title = v.type === 'receipt' ? words.receipt : words.invoice;
  const money = (minor: number) => formatMoney(minor, v.currency, words.locale);
  const facts: [string, string][] = [
    [words.number(title), v.number],
    [words.issued, day(v.issued_at)],
    [words.order, v.reference],
    ...(v.paid_at ? ([[words.paid, `${day(v.paid_at)}${v.provider ? ` (${v.provider === 'stripe' ? words.card : v.provider === 'paypal' ? 'PayPal' : 'PhonePe'})` : ''}`]] as [string, string][]) : []),
    ...(v.refunded_at ? ([[words.refunded, day(v.refunded_at)]] as [string, string][]) : []),
  ];
  const lines = v.items.map((i) => [orderLineLabel(i, words.lines), String(i.quantity), money(i.unit_minor), money(i.total_minor)]);
  const totals: [string, string][] = [
    [words.subtotal, money(v.subtotal_minor)],
    [v.seller.tax_id ? `${words.tax} (${v.seller.tax_id})` : words.tax, money(v.tax_minor)],
    [words.total, money(v.total_minor)],
  ];
  const sellerLines = [v.seller.email, v.seller.website].filter(Boolean);
  // The address writes its country by its English name: in the document's language instead.
  const country = v.buyer.country;
  const address = v.buyer.address.map((l) => (country && l === countryName(country) ? (words.country(country) ?? l) : l));
  const buyerLines = [v.buyer.email, ...address].filter(Boolean);
  const note = v.donation
    ? [words.supports(v.donation.cause), ...(v.donation.dedication ? [words.dedication(v.donation.dedication)] : []), words.thanksGift]
    : [words.thanksOrder];
  const headings = [words.item, words.qty, words.price, words.amount];
  const { 400: sans, 700: bold } = await certificateFaces(doc, {
    400: [...facts.map((f) => f[1]), ...sellerLines, ...buyerLines, ...lines.flat(), ...totals.map((t) => t[1]), ...note, ...headings, words.from, words.to, productName],
    700: [title.toUpperCase(), v.seller.name, v.buyer.name, ...facts.map((f) => f[0]), ...totals.map((t) => t[0]), ...headings, words.from, words.to, ...totals.map((t) => t[1])],
  });
  doc.setTitle(`${title} ${v.number}`);
  doc.setAuthor(v.seller.name);
  doc.setCreator(productName);
  doc.setProducer(productName);
  doc.setCreationDate(new Date(v.issued_at));

  page.drawRectangle({ x: 0, y: H - 10, width: W, height: 10, color: primary });
  let embedded: PDFImage | null = null;
  if (logo) {
    try {
      embedded = logo.kind === 'png' ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
    } catch {
      embedded = null;
    }
  }
  let y = H - 60;
  if (embedded) {
    const scale = Math.min(48 / embedded.height, 120 / embedded.width);
    page.drawImage(embedded, { x: 48, y: y - 40, width: embedded.width * scale, height: embedded.height * scale });
  }
  bold.draw(page, v.seller.name, { x: embedded ? 180 : 48, y: y - 14, size: 16, color: INK });
  bold.draw(page, title.toUpperCase(), { x: W - 48 - bold.widthOf(title.toUpperCase(), 18), y: y - 14, size: 18, color: primary });
  y -= 80;

  // The values line up after the longest label ("Donation receipt number"), whatever its length.
  const valueX = 48 + Math.max(...facts.map(([label]) => bold.widthOf(label, 10))) + 16;
  for (const [label, value] of facts) {
    bold.draw(page, label, { x: 48, y, size: 10, color: MUTED });
    sans.draw(page, value, { x: valueX, y, size: 10, color: INK });
    y -= 16;
  }
  y -= 14;
  // Each of the two columns keeps to its half: a long name or email address takes more lines.
  const columnWidth = W / 2 - 48 - 16;
  const block = (x: number, heading: string, name: string, rest: string[]) => {
    let by = y;
    bold.draw(page, heading, { x, y: by, size: 10, color: MUTED });
    for (const [n, text] of fitLines(bold, name, 11, columnWidth).entries()) {
      by -= n === 0 ? 16 : 14;
      bold.draw(page, text, { x, y: by, size: 11, color: INK });
    }
    for (const l of rest.flatMap((text) => fitLines(sans, text, 10, columnWidth))) {
      by -= 14;
      sans.draw(page, l, { x, y: by, size: 10, color: INK });
    }
    return by;
  };
  const low = Math.min(block(48, words.from, v.seller.name, sellerLines), block(W / 2, words.to, v.buyer.name, buyerLines));
  y = low - 36;

  // The lines.
  const cols = [48, W - 250, W - 190, W - 110];
  page.drawRectangle({ x: 40, y: y - 6, width: W - 80, height: 22, color: rgb(0.95, 0.96, 0.97) });
  headings.forEach((h, i) => bold.draw(page, h, { x: cols[i]!, y, size: 10, color: INK }));
  y -= 26;
  for (const l of lines) {
    // A long title takes as many lines as it needs, beside its quantity and amounts.
    const titleLines = wrap(sans, l[0]!, 10, cols[1]! - cols[0]! - 16);
    titleLines.forEach((text, n) => sans.draw(page, text, { x: cols[0]!, y: y - n * 13, size: 10, color: INK }));
    for (let i = 1; i < 4; i++) sans.draw(page, l[i]!, { x: cols[i]!, y, size: 10, color: INK });
    y -= 18 + (titleLines.length - 1) * 13;
  }
  y -= 8;
  page.drawLine({ start: { x: W - 260, y: y + 8 }, end: { x: W - 48, y: y + 8 }, thickness: 1, color: rgb(0.85, 0.87, 0.9) });
  for (const [n, [label, value]] of totals.entries()) {
    const last = n === totals.length - 1;
    const face = last ? bold : sans;
    bold.draw(page, label, { x: W - 250, y: y - 6, size: last ? 12 : 10, color: INK });
    face.draw(page, value, { x: cols[3]!, y: y - 6, size: last ? 12 : 10, color: INK });
    y -= 20;
  }
  y -= 24;
  for (const l of note) {
    sans.draw(page, l, { x: 48, y, size: 10, color: MUTED });
    y -= 14;
  }
  return doc.save();
}
