import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef, type PDFDocument, type PDFObject } from 'pdf-lib';

/**
 * Reads back what a PDF shows, for tests: the text of each text object as a reader's copy and
 * paste would get it (through each font's ToUnicode map, or Latin-1 for a simple font without
 * one), and the fonts embedded with their glyph outlines.
 */

export type PdfFontInfo = {
  baseFont: string;
  /** Whether the font program is embedded (a standard font is not). */
  embedded: boolean;
  /** Glyph id → the text it stands for. */
  toUnicode: Map<number, string>;
  /** Glyph ids whose outline is empty, among those standing for visible text. */
  emptyGlyphs: number[];
};

const bytesOf = (doc: PDFDocument, obj: PDFObject | undefined): Uint8Array | null => {
  const s = obj instanceof PDFRef ? doc.context.lookup(obj) : obj;
  return s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : null;
};

const hexToString = (hex: string) => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

/** bfchar and bfrange entries of a ToUnicode CMap. */
export function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(m[1]!, 16), hexToString(m[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const [lo, hi, start] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16), hexToString(m[3]!)];
      for (let c = lo; c <= hi; c++) map.set(c, start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + c - lo));
    }
  }
  return map;
}

/** Every font of the page's resources by its resource name (several names may share one font). */
export function pageFonts(doc: PDFDocument, pageIndex = 0): Map<string, PdfFontInfo> {
  const page = doc.getPage(pageIndex);
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const out = new Map<string, PdfFontInfo>();
  const byRef = new Map<string, PdfFontInfo>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const known = byRef.get(ref.toString());
    if (known) {
      out.set(name.toString().replace(/^\//, ''), known);
      continue;
    }
    const font = doc.context.lookup(ref, PDFDict);
    const baseFont = String(font.get(PDFName.of('BaseFont'))).replace(/^\//, '');
    const cmap = bytesOf(doc, font.get(PDFName.of('ToUnicode')));
    const toUnicode = cmap ? parseToUnicode(Buffer.from(cmap).toString('latin1')) : new Map<number, string>();
    const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
    const cid = descendants ? doc.context.lookup(descendants.get(0), PDFDict) : null;
    const descriptor = (cid ?? font).lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    const program = descriptor ? bytesOf(doc, descriptor.get(PDFName.of('FontFile2'))) : null;
    const emptyGlyphs: number[] = [];
    if (program) {
      const parsed = fontkit.create(Buffer.from(program));
      for (const [gid, text] of toUnicode) {
        if (text.trim() && parsed.getGlyph(gid).path.toSVG() === '') emptyGlyphs.push(gid);
      }
    }
    const info = { baseFont, embedded: program !== null, toUnicode, emptyGlyphs };
    byRef.set(ref.toString(), info);
    out.set(name.toString().replace(/^\//, ''), info);
  }
  return out;
}

/** The distinct fonts a page uses. */
export const distinctFonts = (doc: PDFDocument, pageIndex = 0) => [...new Set(pageFonts(doc, pageIndex).values())];

/**
 * The text of a page line by line, in drawing order: text objects (BT … ET) drawn one after the
 * other on the same baseline are one line (a name drawn in runs of several fonts). A glyph with no
 * ToUnicode entry (a mark a font drew as a glyph of its own) adds nothing, as in a reader's copy.
 */
export function pageText(doc: PDFDocument, pageIndex = 0): string[] {
  const fonts = pageFonts(doc, pageIndex);
  const contents = doc.getPage(pageIndex).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const ops = streams.map((s) => Buffer.from(bytesOf(doc, s) ?? new Uint8Array()).toString('latin1')).join('\n');
  const lines: { y: string | null; text: string }[] = [];
  for (const block of ops.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    let font: PdfFontInfo | undefined;
    let text = '';
    let y: string | null = null;
    for (const op of block[1]!.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|(-?[\d.]+)\s+Tm/g)) {
      if (op[1]) font = fonts.get(op[1]);
      else if (op[3] !== undefined) y = Number(op[3]).toFixed(2);
      else if (op[2] !== undefined && font) {
        const hex = op[2];
        if (font.toUnicode.size) {
          for (let i = 0; i + 4 <= hex.length; i += 4) text += font.toUnicode.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
        } else text += Buffer.from(hex, 'hex').toString('latin1');
      }
    }
    const last = lines.at(-1);
    if (last && y !== null && last.y === y) last.text += text;
    else lines.push({ y, text });
  }
  return lines.map((l) => l.text);
}
