import { BOOK_FILE_MAX_BYTES, BOOK_IMAGE_MAX_BYTES, PUBLISHING_MSG as MSG } from '@commonshelf/shared/library/publishing.schemas';
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { DEFAULT_MAX_DIMENSION, inspectImage } from '../../lib/uploads.js';
import { webpDimensions } from '../challenges/submission-files.js';

/**
 * Uploaded books and their pictures are judged by their bytes, never by the file's name or the
 * browser's type: a PDF must start with `%PDF-` and load as a document with pages, an EPUB must be
 * a zip whose first entry is an uncompressed `mimetype` of `application/epub+zip`, pictures must be
 * JPEG, PNG, WebP or an SVG that is rebuilt from a sanitised DOM (scripts refused).
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export type BookFile = { ext: 'pdf' | 'epub'; mime: string };

const EPUB_MIME = 'application/epub+zip';

/** True when the zip's central directory names this entry. */
function zipHasEntry(b: Buffer, name: string): boolean {
  // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
  const from = Math.max(0, b.length - 65_557);
  const eocd = b.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < from || eocd + 22 > b.length) return false;
  const entries = b.readUInt16LE(eocd + 10);
  let p = b.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i++) {
    if (p + 46 > b.length || b.readUInt32LE(p) !== 0x02014b50) return false;
    const nameLen = b.readUInt16LE(p + 28);
    const extraLen = b.readUInt16LE(p + 30);
    const commentLen = b.readUInt16LE(p + 32);
    if (b.toString('utf8', p + 46, p + 46 + nameLen) === name) return true;
    p += 46 + nameLen + extraLen + commentLen;
  }
  return false;
}

/** An EPUB (OCF): the first local entry is `mimetype`, stored, with exactly `application/epub+zip`. */
export function isEpub(b: Buffer): boolean {
  if (b.length < 58 || b.readUInt32LE(0) !== 0x04034b50) return false;
  const method = b.readUInt16LE(8);
  const size = b.readUInt32LE(18);
  const nameLen = b.readUInt16LE(26);
  const extraLen = b.readUInt16LE(28);
  if (method !== 0 || b.toString('latin1', 30, 30 + nameLen) !== 'mimetype') return false;
  const start = 30 + nameLen + extraLen;
  if (b.toString('latin1', start, start + size) !== EPUB_MIME) return false;
  return zipHasEntry(b, 'META-INF/container.xml');
}

/** A PDF that pdf-lib can load and that has at least one page. */
async function isReadablePdf(b: Buffer): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(b, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** Judges a book file: PDF or EPUB by its bytes, within the size limit, matching the chosen format. */
export async function checkBookFile(buffer: Buffer, truncated: boolean, format: 'pdf' | 'epub'): Promise<Checked<BookFile>> {
  if (truncated || buffer.length > BOOK_FILE_MAX_BYTES) return { ok: false, message: MSG.fileTooLarge };
  if (buffer.length === 0) return { ok: false, message: MSG.fileEmpty };
  const head = buffer.subarray(0, 1024).toString('latin1');
  if (head.startsWith('%PDF-')) {
    if (format !== 'pdf') return { ok: false, message: MSG.formatMismatch };
    if (!(await isReadablePdf(buffer))) return { ok: false, message: MSG.pdfBroken };
    return { ok: true, value: { ext: 'pdf', mime: 'application/pdf' } };
  }
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50) {
    if (!isEpub(buffer)) {
      const detected = await fileTypeFromBuffer(buffer);
      return { ok: false, message: detected?.mime === EPUB_MIME || format === 'epub' ? MSG.epubBroken : MSG.fileType };
    }
    if (format !== 'epub') return { ok: false, message: MSG.formatMismatch };
    return { ok: true, value: { ext: 'epub', mime: EPUB_MIME } };
  }
  return { ok: false, message: MSG.fileType };
}

/** What makes an SVG active: scripts, event handlers, javascript: links, embedded HTML. */
const SVG_ACTIVE = /<script[\s>/]|<foreignObject[\s>/]|\son[a-z]+\s*=|(?:java|vb)script\s*:|<iframe[\s>/]|<!ENTITY/i;

export type BookImage = { ext: 'png' | 'jpg' | 'webp' | 'svg'; mime: string; buffer: Buffer };

/** Judges a picture (a page or a cover): JPEG, PNG, WebP, or SVG sanitised; the buffer to store is returned. */
export async function checkBookImage(
  buffer: Buffer,
  truncated: boolean,
  messages: { type: string; tooLarge: string } = { type: MSG.imageType, tooLarge: MSG.imageTooLarge },
): Promise<Checked<BookImage>> {
  if (truncated || buffer.length > BOOK_IMAGE_MAX_BYTES) return { ok: false, message: messages.tooLarge };
  if (buffer.length === 0) return { ok: false, message: MSG.fileEmpty };
  const detected = await fileTypeFromBuffer(buffer);
  if (detected?.mime === 'image/webp') {
    const size = webpDimensions(buffer);
    if (!size || size.width === 0 || size.height === 0) return { ok: false, message: messages.type };
    if (size.width > DEFAULT_MAX_DIMENSION || size.height > DEFAULT_MAX_DIMENSION) return { ok: false, message: MSG.imageDimensions };
    return { ok: true, value: { ext: 'webp', mime: 'image/webp', buffer } };
  }
  // An SVG that carries scripts, event handlers or embedded HTML is refused outright rather than
  // quietly stripped: its author should know the picture is not what they sent.
  if (!detected || detected.ext === 'xml') {
    const text = buffer.toString('utf8');
    if (/<svg[\s>/]/i.test(text) && SVG_ACTIVE.test(text)) return { ok: false, message: MSG.svgUnsafe };
  }
  const image = await inspectImage(buffer, {
    maxBytes: BOOK_IMAGE_MAX_BYTES,
    allowed: ['png', 'jpeg', 'svg'],
    messages: { type: messages.type, tooLarge: messages.tooLarge, empty: MSG.fileEmpty, svg: MSG.svgUnsafe, dimensions: MSG.imageDimensions },
  });
  if (!image.ok) return image;
  return { ok: true, value: { ext: image.ext, mime: image.mime, buffer: image.buffer } };
}
