import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { choose, createListeningTestApp, eventually, paidPurchase } from '../../test/payments-app.js';
import { apiClient, HOSTS, type TestApp } from '../../test/test-app.js';
import { pageText } from '../certificates/pdf-inspect.js';
import type { TextFace } from '../certificates/certificate-fonts.js';
import { fitLines, renderInvoicePdf } from './invoice-pdf.js';
import { INVOICE_NOT_FOUND } from './invoices.service.js';

let t: TestApp & { origin: string };
const { login } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const { greenwood: GW, main: MAIN, brightfutures: BF } = HOSTS;

beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, opts: { payload?: Json; token?: string; host?: string } = {}) =>
  t.app.inject({ method, url, payload: opts.payload, headers: { host: opts.host ?? GW, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) } });

/** A paid order through Stripe's test mode: a donation on Greenwood, or an e-book on the main site. */
async function paid(kind: 'donation' | 'purchase', host: string, buyer = 'Maureen Hughes') {
  let res;
  if (kind === 'donation') {
    const project = (await send('GET', '/api/projects/winter-hedgehog-hospital/', { host })).json() as Json;
    res = await send('POST', '/api/checkout/donation/', {
      host,
      payload: { project_id: project.id, amount_minor: 2500, dedication: 'For Mrs Patel’s class', anonymous: false, email: 'gran@example.org', name: buyer, provider: 'stripe' },
    });
  } else {
    const products = (await send('GET', '/api/products/', { host })).json() as Json;
    const ebook = products.results.find((p: Json) => p.kind === 'book_digital');
    res = await send('POST', '/api/checkout/', { host, payload: { items: [ebook.id], email: 'reader@example.org', name: buyer, provider: 'stripe' } });
  }
  expect(res.statusCode, res.body).toBe(201);
  const started = res.json() as Json;
  await choose(t, started.redirect_url, 'success');
  const view = await eventually(
    async () => (await send('GET', `/api/orders/${started.order.reference}/?token=${encodeURIComponent(started.access_token)}`, { host })).json() as Json,
    (o) => o.status === 'fulfilled',
  );
  return { reference: started.order.reference as string, token: started.access_token as string, view };
}

const invoiceUrl = (type: string, reference: string, token?: string, pdf = false) =>
  `/api/invoices/${type}/${reference}/${pdf ? 'pdf' : ''}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/** What a PDF shows (its text as copy and paste gets it), its pages and title. */
async function pdfInfo(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  return { pages: doc.getPageCount(), title: doc.getTitle(), author: doc.getAuthor(), text: pageText(doc).join('\n') };
}

describe('invoices and receipts', () => {
  it('a donation’s receipt: numbered per site, with the seller, buyer, gift and total; a PDF to keep', async () => {
    const first = await paid('donation', GW);
    expect(first.view.invoice.type).toBe('receipt');
    const res = await send('GET', invoiceUrl('receipt', first.reference, first.token));
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as Json;
    expect(r).toMatchObject({
      type: 'receipt',
      reference: first.reference,
      currency: 'GBP',
      total_minor: 2500,
      seller: { name: 'Greenwood Primary School' },
      buyer: { name: 'Maureen Hughes', email: 'gran@example.org' },
      donation: { cause: expect.any(String), dedication: 'For Mrs Patel’s class' },
      provider: 'stripe',
    });
    expect(r.number).toMatch(/^RCT-\d{6}$/);

    // The next receipt on the same site takes the next number; another site counts on its own.
    const second = await paid('donation', GW, 'Second Donor');
    const n = (s: string) => Number(s.slice(4));
    expect(n(second.view.invoice.number)).toBe(n(r.number) + 1);

    const pdf = await send('GET', invoiceUrl('receipt', first.reference, first.token, true));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${r.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const info = await pdfInfo(pdf.rawPayload);
    expect(info).toMatchObject({ pages: 1, title: `Donation receipt ${r.number}`, author: 'Greenwood Primary School' });
    for (const shown of ['DONATION RECEIPT', r.number, first.reference, 'Greenwood Primary School', 'Maureen Hughes', 'gran@example.org', '£25.00', 'Dedication: For Mrs Patel’s class']) {
      expect(info.text, shown).toContain(shown);
    }

    // In the page's language when asked (the web app asks in Spanish); names and the dedication as written.
    const spanish = await send('GET', `${invoiceUrl('receipt', first.reference, first.token, true)}&lang=es`);
    expect(spanish.statusCode).toBe(200);
    const es = await pdfInfo(spanish.rawPayload);
    expect(es.title).toBe(`Recibo de donación ${r.number}`);
    for (const shown of ['RECIBO DE DONACIÓN', 'Número de recibo de donación', r.number, 'Maureen Hughes', 'Dedicatoria: For Mrs Patel’s class', 'Gracias por tu generosidad.']) {
      expect(es.text, shown).toContain(shown);
    }
    // Amounts as Spanish writes them: a decimal comma.
    expect(es.text).toMatch(/25,00\s£/);
    expect(es.text).not.toContain('Thank you');
    expect((await send('GET', `${invoiceUrl('receipt', first.reference, first.token, true)}&lang=fr`)).statusCode).toBe(400);
  });

  it('a purchase’s invoice on the main site has its own numbering', async () => {
    const order = await paid('purchase', MAIN);
    const res = await send('GET', invoiceUrl('invoice', order.reference, order.token), { host: MAIN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'invoice', currency: 'INR', seller: { name: 'Commonshelf' }, items: [{ quantity: 1 }] });
    expect(res.json().number).toMatch(/^INV-\d{6}$/);
    expect((await send('GET', invoiceUrl('invoice', order.reference, order.token, true), { host: MAIN })).statusCode).toBe(200);
  });

  it('writes a printed book’s delivery address in the order addresses are written', async () => {
    const order = await paidPurchase(t, MAIN, { print: true });
    const res = await send('GET', invoiceUrl('invoice', order.reference, order.token), { host: MAIN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().buyer.address).toEqual(['12 Mill Lane', 'Leeds', 'LS1 4AB', 'United Kingdom']);
    expect(res.json().buyer.country).toBe('GB');

    // A long title is wrapped in the PDF, every word of it kept.
    const view = res.json();
    const title = 'Dear World: letters from children who want to change it, with drawings by Year 4 Oak';
    const bytes = await renderInvoicePdf({ ...view, items: [{ ...view.items[0], title }] }, null, 'Commonshelf');
    const text = pageText(await PDFDocument.load(bytes)).join(' ').replace(/\s+/g, ' ');
    for (const word of title.split(' ')) expect(text, word).toContain(word);
    expect(text).not.toContain('…');

    // In Spanish, the line's words and the country are Spanish, the title as written.
    const es = pageText(await PDFDocument.load(await renderInvoicePdf(view, null, 'Commonshelf', 'es'))).join('\n');
    expect(es).toContain('Reino Unido');
    expect(es).toContain('(libro impreso)');
    expect(es).toContain('FACTURA');
    expect(es).not.toContain('United Kingdom');
    expect(es).not.toContain('Reembolso');

    // A refunded order's invoice says so, with the date, in the document's language.
    const refunded = { ...view, status: 'refunded', refunded_at: '2026-11-30T10:00:00.000Z' };
    expect(pageText(await PDFDocument.load(await renderInvoicePdf(refunded, null, 'Commonshelf'))).join('\n')).toMatch(/Refunded\s*30 November 2026/);
    expect(pageText(await PDFDocument.load(await renderInvoicePdf(refunded, null, 'Commonshelf', 'es'))).join('\n')).toMatch(/Reembolso\s*30 de noviembre de 2026/);

    // A long email address is broken across lines inside the buyer's column, none of it lost.
    const email = 'familia.rodriguez-villanueva-de-los-santos@correo-muy-largo.example.es';
    const pieces = pageText(await PDFDocument.load(await renderInvoicePdf({ ...view, buyer: { ...view.buyer, email } }, null, 'Commonshelf')));
    expect(pieces.join('').replace(/\s+/g, '')).toContain(email);
    expect(pieces).not.toContain(email);
  });

  it('fits a line to its column: at spaces, and inside a word wider than the column alone', () => {
    // A face whose every character is 5 points wide at size 10.
    const face = { widthOf: (text: string, size: number) => text.length * size * 0.5 } as unknown as TextFace;
    expect(fitLines(face, 'short words here', 10, 60)).toEqual(['short words', 'here']);
    expect(fitLines(face, 'abcdefghijklmnopqrstuvwxyz', 10, 50)).toEqual(['abcdefghij', 'klmnopqrst', 'uvwxyz']);
    for (const line of fitLines(face, 'a very.long@address.example and more', 10, 40)) expect(face.widthOf(line, 10)).toBeLessThanOrEqual(40);
  });

  it('is its buyer’s only: the same 404 without the token, on another site, for the other type, or before payment', async () => {
    const order = await paid('donation', GW, 'Private Donor');
    for (const [url, host] of [
      [invoiceUrl('receipt', order.reference), GW],
      [invoiceUrl('receipt', order.reference, 'forged-token'), GW],
      [invoiceUrl('receipt', order.reference, order.token), BF],
      [invoiceUrl('invoice', order.reference, order.token), GW],
      [invoiceUrl('receipt', order.reference, undefined, true), GW],
    ] as const) {
      const res = await send('GET', url, { host });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe(INVOICE_NOT_FOUND);
    }
    // Signed in as someone else: still not theirs.
    const teacher = await login(DEMO.teacher, GW);
    expect((await send('GET', invoiceUrl('receipt', order.reference), { token: teacher })).statusCode).toBe(404);

    const project = (await send('GET', '/api/projects/winter-hedgehog-hospital/')).json() as Json;
    const unpaid = (await send('POST', '/api/checkout/donation/', { payload: { project_id: project.id, amount_minor: 500, email: 'x@example.org', name: 'Not Yet', provider: 'stripe' } })).json() as Json;
    expect((await send('GET', invoiceUrl('receipt', unpaid.order.reference, unpaid.access_token))).statusCode).toBe(404);
    expect((await send('GET', '/api/invoices/bill/ABC/')).statusCode).toBe(400);
  });
});
