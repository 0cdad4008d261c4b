import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import type { DemoFileBook } from '../../db/seed/content/reader.content.js';

/**
 * Builds the demo books' files from their texts, byte for byte the same on every run (fixed dates,
 * fixed zip timestamps), so the committed files under `db/seed/assets/books/` can be regenerated.
 */

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');
const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  readFileSync(path.join(path.dirname(require.resolve('@fontsource/noto-sans/package.json')), 'files', `noto-sans-latin-${weight}-normal.woff`));

/** Splits text into lines no wider than `width` at the given size. */
function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A small A5 picture-book-like PDF: a title page, then one page per text page, with real text. */
export async function buildDemoPdf(book: DemoFileBook): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fontFile(400), { subset: true });
  const bold = await doc.embedFont(fontFile(700), { subset: true });
  doc.setTitle(book.title);
  doc.setAuthor(book.authors.join(', '));
  doc.setLanguage(book.language);
  doc.setSubject(`${book.description} Licence: ${book.license}.`);
  doc.setCreator('Commonshelf');
  doc.setProducer('Commonshelf');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const [W, H] = [420, 595];
  const margin = 40;
  const ink = rgb(0.13, 0.16, 0.2);
  const accent = rgb(0.12, 0.45, 0.42);

  const title = doc.addPage([W, H]);
  title.drawRectangle({ x: 0, y: H - 220, width: W, height: 220, color: accent });
  let y = H - 110;
  for (const line of wrap(book.title, W - 2 * margin, (s) => bold.widthOfTextAtSize(s, 28))) {
    title.drawText(line, { x: margin, y, size: 28, font: bold, color: rgb(1, 1, 1) });
    y -= 34;
  }
  title.drawText(`by ${book.authors.join(', ')}`, { x: margin, y: H - 270, size: 14, font: regular, color: ink });
  y = H - 310;
  for (const line of wrap(book.description, W - 2 * margin, (s) => regular.widthOfTextAtSize(s, 11))) {
    title.drawText(line, { x: margin, y, size: 11, font: regular, color: ink });
    y -= 16;
  }
  title.drawText(`Licence: ${book.license}`, { x: margin, y: margin, size: 9, font: regular, color: ink });

  book.pages.forEach((p, i) => {
    const page = doc.addPage([W, H]);
    page.drawRectangle({ x: margin, y: H - margin - 240, width: W - 2 * margin, height: 240, color: rgb(0.9, 0.95, 0.94) });
    let ty = H - margin - 290;
    for (const line of wrap(p.text, W - 2 * margin, (s) => regular.widthOfTextAtSize(s, 16))) {
      page.drawText(line, { x: margin, y: ty, size: 16, font: regular, color: ink });
      ty -= 24;
    }
    const no = String(i + 1);
    page.drawText(no, { x: W / 2 - regular.widthOfTextAtSize(no, 10) / 2, y: 24, size: 10, font: regular, color: ink });
  });
  return doc.save({ useObjectStreams: false });
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An EPUB 3 book: one chapter (XHTML file) per text page, a navigation document and a cover page. */
export function buildDemoEpub(book: DemoFileBook): Uint8Array {
  const id = `urn:commonshelf:book:${book.slug}`;
  const chapter = (title: string, body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${book.language}" xml:lang="${book.language}">\n<head><meta charset="UTF-8"/><title>${xml(title)}</title><link rel="stylesheet" href="style.css"/></head>\n<body>\n${body}\n</body>\n</html>\n`;
  const pages = book.pages.map((p, i) => ({
    file: `page-${i + 1}.xhtml`,
    html: chapter(`${book.title} — ${i + 1}`, `<section epub:type="chapter"><p>${xml(p.text)}</p></section>`),
  }));
  const titlePage = chapter(
    book.title,
    `<section epub:type="titlepage"><h1>${xml(book.title)}</h1><p class="by">by ${xml(book.authors.join(', '))}</p><p>${xml(book.description)}</p><p class="licence">Licence: ${xml(book.license)}</p></section>`,
  );
  const nav = chapter(
    'Contents',
    `<nav epub:type="toc" id="toc"><h1>Contents</h1><ol><li><a href="title.xhtml">${xml(book.title)}</a></li>${pages.map((p, i) => `<li><a href="${p.file}">Page ${i + 1}</a></li>`).join('')}</ol></nav>`,
  );
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${book.language}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${id}</dc:identifier>
    <dc:title>${xml(book.title)}</dc:title>
${book.authors.map((a) => `    <dc:creator>${xml(a)}</dc:creator>`).join('\n')}
    <dc:language>${book.language}</dc:language>
    <dc:description>${xml(book.description)}</dc:description>
    <dc:rights>${xml(book.license)}</dc:rights>
    <meta property="dcterms:modified">${FIXED_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z')}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="style" href="style.css" media-type="text/css"/>
    <item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>
${pages.map((p, i) => `    <item id="p${i + 1}" href="${p.file}" media-type="application/xhtml+xml"/>`).join('\n')}
  </manifest>
  <spine>
    <itemref idref="title"/>
${pages.map((_, i) => `    <itemref idref="p${i + 1}"/>`).join('\n')}
  </spine>
</package>
`;
  const css = 'body { font-family: serif; line-height: 1.6; margin: 1em; }\nh1 { font-size: 1.6em; }\n.by { font-style: italic; }\n.licence { font-size: 0.8em; }\np { font-size: 1.2em; }\n';
  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;
  return zip([
    // The EPUB rule: `mimetype` first, stored (not compressed), no extra field.
    { name: 'mimetype', data: 'application/epub+zip', store: true },
    { name: 'META-INF/container.xml', data: container },
    { name: 'OEBPS/content.opf', data: opf },
    { name: 'OEBPS/nav.xhtml', data: nav },
    { name: 'OEBPS/style.css', data: css },
    { name: 'OEBPS/title.xhtml', data: titlePage },
    ...pages.map((p) => ({ name: `OEBPS/${p.file}`, data: p.html })),
  ]);
}

/** A minimal zip writer (stored or deflated entries, fixed timestamps). */
export function zip(entries: { name: string; data: string | Uint8Array; store?: boolean }[]): Uint8Array {
  const DOS_TIME = 0;
  const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw = typeof e.data === 'string' ? Buffer.from(e.data, 'utf8') : Buffer.from(e.data);
    const body = e.store ? raw : deflateRawSync(raw, { level: 9 });
    const name = Buffer.from(e.name, 'utf8');
    const crc = crc32(raw);
    const method = e.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, dir, end]));
}

/** The storage key of a demo book's file (served from the seed assets). */
export const demoBookKey = (book: Pick<DemoFileBook, 'slug' | 'format'>) => `seed/books/${book.slug}.${book.format}`;
