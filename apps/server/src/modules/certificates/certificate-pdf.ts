import { PDFDocument, rgb, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { certificateFaces, wrap, type TextFace } from './certificate-fonts.js';

export type CertificatePdfInput = {
  id: string;
  learnerName: string;
  courseName: string;
  issuedAt: Date;
  issuerName: string;
  /** The issuing site's primary colour, `#RRGGBB`. */
  primaryColor: string;
  /** A PNG or JPEG logo; SVG logos cannot be embedded by pdf-lib, so the issuer's name stands alone. */
  logo: { kind: 'png' | 'jpeg'; bytes: Uint8Array } | null;
  verifyUrl: string;
  productName: string;
};

/** "22 November 2026". Dates are the UTC day the certificate was issued. */
export const formatCertificateDate = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);

/** A4 landscape in points. */
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

const INK = rgb(0.1, 0.12, 0.17);
const MUTED = rgb(0.36, 0.4, 0.47);

function hexColor(hex: string): RGB {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex) ?? /^#(11)(36)(5a)$/i.exec('#11365A')!;
  return rgb(parseInt(m[1]!, 16) / 255, parseInt(m[2]!, 16) / 255, parseInt(m[3]!, 16) / 255);
}

/** The colour mixed with white, for quiet accents. */
function tint(c: RGB, amount: number): RGB {
  return rgb(c.red + (1 - c.red) * amount, c.green + (1 - c.green) * amount, c.blue + (1 - c.blue) * amount);
}

function centered(page: PDFPage, text: string, y: number, face: TextFace, size: number, color: RGB) {
  const [width] = A4_LANDSCAPE;
  face.draw(page, text, { x: (width - face.widthOf(text, size)) / 2, y, size, color });
}

/** The largest size up to `size` at which the text fits in maxWidth. */
function fitSize(face: TextFace, text: string, size: number, maxWidth: number, min = 14): number {
  let s = size;
  while (s > min && face.widthOf(text, s) > maxWidth) s -= 1;
  return s;
}

/** A course certificate: one A4 landscape page with the site's logo and colour and a verification QR code. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [W, H] = A4_LANDSCAPE;
  const page = doc.addPage(A4_LANDSCAPE);
  const primary = hexColor(input.primaryColor);
  const learner = input.learnerName;
  const course = input.courseName;
  const issuer = input.issuerName;
  const date = formatCertificateDate(input.issuedAt);
  const idText = `Certificate no. ${input.id}`;
  const issuedBy = `Issued by ${input.issuerName}`;
  const verifyLabel = 'Scan or visit to verify:';
  // Noto Sans in every script the names need, embedded as subsets of the glyphs drawn.
  const { 400: sans, 700: sansBold } = await certificateFaces(doc, {
    400: ['This certifies that', 'has successfully completed the course', 'Date of completion', issuedBy, verifyLabel, input.verifyUrl],
    700: [issuer, 'CERTIFICATE OF COMPLETION', learner, course, date, idText],
  });

  doc.setTitle(`Certificate of completion: ${input.courseName}`);
  doc.setSubject(`${input.learnerName} completed ${input.courseName} on ${date}`);
  doc.setAuthor(input.issuerName);
  doc.setKeywords(['certificate', input.id]);
  doc.setCreator(input.productName);
  doc.setProducer(input.productName);
  doc.setCreationDate(input.issuedAt);
  doc.setModificationDate(input.issuedAt);

  // Frame: a band of the site's colour and a fine inner rule.
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: rgb(1, 1, 1) });
  page.drawRectangle({ x: 22, y: 22, width: W - 44, height: H - 44, borderColor: primary, borderWidth: 6 });
  page.drawRectangle({ x: 36, y: 36, width: W - 72, height: H - 72, borderColor: tint(primary, 0.6), borderWidth: 1 });
  page.drawRectangle({ x: 36, y: H - 48, width: W - 72, height: 12, color: tint(primary, 0.85) });

  // Header: logo and issuer.
  let logo: PDFImage | null = null;
  if (input.logo) {
    try {
      logo = input.logo.kind === 'png' ? await doc.embedPng(input.logo.bytes) : await doc.embedJpg(input.logo.bytes);
    } catch {
      logo = null; // an unreadable logo leaves the name alone rather than failing the certificate
    }
  }
  const headerY = H - 120;
  if (logo) {
    const dims = logo.scaleToFit(150, 56);
    page.drawImage(logo, { x: (W - dims.width) / 2, y: headerY + 4, width: dims.width, height: dims.height });
    centered(page, issuer, headerY - 16, sansBold, 13, primary);
  } else {
    centered(page, issuer, headerY + 18, sansBold, fitSize(sansBold, issuer, 22, W - 200), primary);
  }

  centered(page, 'CERTIFICATE OF COMPLETION', H - 190, sansBold, 26, INK);
  centered(page, 'This certifies that', H - 232, sans, 14, MUTED);
  const nameSize = fitSize(sansBold, learner, 44, W - 220, 20);
  centered(page, learner, H - 290, sansBold, nameSize, INK);
  const rule = Math.max(sansBold.widthOf(learner, nameSize), 280) / 2 + 20;
  page.drawLine({ start: { x: W / 2 - rule, y: H - 302 }, end: { x: W / 2 + rule, y: H - 302 }, thickness: 1, color: tint(primary, 0.4) });
  centered(page, 'has successfully completed the course', H - 332, sans, 14, MUTED);
  const courseLines = wrap(sansBold, course, 22, W - 260).slice(0, 2);
  courseLines.forEach((line, i) => centered(page, line, H - 368 - i * 28, sansBold, 22, primary));

  // Footer: date and issuer on the left, QR code and number on the right.
  const footY = 88;
  sansBold.draw(page, date, { x: 80, y: footY + 18, size: 14, color: INK });
  page.drawLine({ start: { x: 80, y: footY + 10 }, end: { x: 300, y: footY + 10 }, thickness: 0.75, color: MUTED });
  sans.draw(page, 'Date of completion', { x: 80, y: footY - 6, size: 10, color: MUTED });
  sans.draw(page, issuedBy, { x: 80, y: footY - 22, size: 10, color: MUTED });

  const qrPng = await QRCode.toBuffer(input.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const qr = await doc.embedPng(qrPng);
  const qrSize = 92;
  const qrX = W - 80 - qrSize;
  page.drawImage(qr, { x: qrX, y: footY - 30, width: qrSize, height: qrSize });
  const verifySize = fitSize(sans, input.verifyUrl, 8, 300, 5);
  sansBold.draw(page, idText, { x: qrX - 12 - sansBold.widthOf(idText, 10), y: footY + 30, size: 10, color: INK });
  sans.draw(page, verifyLabel, { x: qrX - 12 - sans.widthOf(verifyLabel, 8), y: footY + 16, size: 8, color: MUTED });
  sans.draw(page, input.verifyUrl, { x: qrX - 12 - sans.widthOf(input.verifyUrl, verifySize), y: footY + 5, size: verifySize, color: MUTED });

  return doc.save({ useObjectStreams: false });
}
