import { BOOK_IMAGE_MAX_BYTES, PUBLISHING_MSG as MSG } from '@commonshelf/shared/library/publishing.schemas';
import { fileTypeFromBuffer } from 'file-type';
import type { PrivateStorage } from '../../lib/private-storage.js';
import { newStorageKey } from '../../lib/storage.js';
import { DEFAULT_MAX_DIMENSION, inspectImage } from '../../lib/uploads.js';
import { webpDimensions } from '../challenges/submission-files.js';

/**
 * Uploaded books and their pictures are judged by their bytes, never by the file's name or the
 * browser's type. A book file is streamed to storage (never held whole in memory) while its first
 * bytes are judged: a PDF starts with `%PDF-`, an EPUB is a zip whose first entry is an uncompressed
 * `mimetype` of `application/epub+zip`. Once stored, its structure is checked from the stored file:
 * a PDF's trailer (`startxref` pointing at a cross-reference table or stream, a document catalogue,
 * `%%EOF`), an EPUB's central directory naming `META-INF/container.xml`. Pictures must be JPEG, PNG,
 * WebP or an SVG that is rebuilt from a sanitised DOM (scripts refused).
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const EPUB_MIME = 'application/epub+zip';
/** Enough of the file to judge its type: the PDF header may sit anywhere in the first 1024 bytes. */
const HEAD_BYTES = 4096;

type Read = (position: number, length: number) => Promise<Buffer>;

/** An EPUB (OCF) begins with its `mimetype` entry: the first local entry, stored, saying exactly `application/epub+zip`. */
export function isEpubHead(b: Buffer): boolean {
  if (b.length < 30 || b.readUInt32LE(0) !== 0x04034b50) return false;
  const method = b.readUInt16LE(8);
  const size = b.readUInt32LE(18);
  const nameLen = b.readUInt16LE(26);
  const extraLen = b.readUInt16LE(28);
  if (method !== 0 || b.toString('latin1', 30, 30 + nameLen) !== 'mimetype') return false;
  const start = 30 + nameLen + extraLen;
  return size === EPUB_MIME.length && b.toString('latin1', start, start + size) === EPUB_MIME;
}

export type BookKind = 'pdf' | 'epub' | 'zip' | 'other';

/** What a file's first bytes say it is. */
export function bookKindOf(head: Buffer): BookKind {
  if (head.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return isEpubHead(head) ? 'epub' : 'zip';
  return 'other';
}

/** True when the zip's central directory (found from its end record) names this entry. */
export async function zipHasEntry(read: Read, size: number, name: string): Promise<boolean> {
  // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
  const tailStart = Math.max(0, size - 65_557);
  const tail = await read(tailStart, size - tailStart);
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > tail.length) return false;
  const entries = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // The directory lies before its end record; a larger one than 16 MB is no book of ours.
  if (cdOffset + cdSize > tailStart + eocd || cdSize > 16 * 1024 * 1024) return false;
  const cd = await read(cdOffset, cdSize);
  let p = 0;
  for (let i = 0; i < entries; i++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== 0x02014b50) return false;
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    if (cd.toString('utf8', p + 46, p + 46 + nameLen) === name) return true;
    p += 46 + nameLen + extraLen + commentLen;
  }
  return false;
}

/**
 * A PDF's structure as a reader finds it, read from the end: `%%EOF`, the `startxref` offset, a
 * cross-reference table (`xref`) or stream (`n g obj`) at that offset (a few bytes either way, as
 * readers forgive), and a trailer naming the document catalogue (`/Root`).
 */
export async function pdfStructureOk(read: Read, size: number): Promise<boolean> {
  const tailStart = Math.max(0, size - 2048);
  const tail = (await read(tailStart, size - tailStart)).toString('latin1');
  if (!tail.includes('%%EOF')) return false;
  const found = [...tail.matchAll(/startxref\s+(\d{1,12})\s+%%EOF/g)].at(-1);
  if (!found) return false;
  const offset = Number(found[1]);
  if (offset >= size) return false;
  const from = Math.max(0, offset - 16);
  const at = (await read(from, Math.min(64 * 1024, size - from))).toString('latin1');
  const xref = /^\s*(?:xref\b|\d+\s+\d+\s+obj\b)/;
  let ok = false;
  for (let i = 0; i <= Math.min(32, at.length) && !ok; i++) ok = xref.test(at.slice(i, i + 64));
  return ok && (/\/Root\s+\d+\s+\d+\s+R/.test(at) || /\/Root\s+\d+\s+\d+\s+R/.test(tail));
}

export type ReceivedBookFile =
  | { ok: true; key: string; ext: 'pdf' | 'epub'; mime: string; size: number }
  | { ok: false; problem: 'empty' | 'tooLarge' | 'notBook' | 'zip' | 'pdfBroken' | 'epubBroken' };

class TooLarge extends Error {}

/**
 * Receives an uploaded book file: its first bytes are judged, then it is streamed to `storage`
 * under a new key, counting bytes against `maxBytes` (a file cut at the limit by the form parser is
 * too large too), then its structure is checked from the stored file. Whatever is refused is read
 * to its end and dropped (so the client gets the answer rather than a broken connection) and
 * nothing of it stays in storage. Errors of the storage or the connection are rethrown, with nothing
 * left behind either.
 */
export async function receiveBookFile(
  storage: PrivateStorage,
  source: AsyncIterable<Buffer>,
  opts: { maxBytes: number; truncated?: () => boolean; folder?: string },
): Promise<ReceivedBookFile> {
  const it = source[Symbol.asyncIterator]();
  let ended = false;
  const drain = async () => {
    if (ended) return;
    for (let r = await it.next(); !r.done; r = await it.next());
    ended = true;
  };
  const head: Buffer[] = [];
  let total = 0;
  while (total < HEAD_BYTES) {
    const r = await it.next();
    if (r.done) {
      ended = true;
      break;
    }
    head.push(r.value);
    total += r.value.length;
  }
  const first = Buffer.concat(head);
  if (first.length === 0) return { ok: false, problem: 'empty' };
  const kind = bookKindOf(first);
  if (kind !== 'pdf' && kind !== 'epub') {
    await drain();
    return { ok: false, problem: kind === 'zip' ? 'zip' : 'notBook' };
  }
  if (total > opts.maxBytes) {
    await drain();
    return { ok: false, problem: 'tooLarge' };
  }
  async function* body() {
    yield first;
    if (!ended) {
      for (let r = await it.next(); !r.done; r = await it.next()) {
        total += r.value.length;
        if (total > opts.maxBytes) throw new TooLarge();
        yield r.value;
      }
      ended = true;
    }
    if (opts.truncated?.()) throw new TooLarge();
  }
  const mime = kind === 'pdf' ? 'application/pdf' : EPUB_MIME;
  const key = newStorageKey(opts.folder ?? 'books/files', kind);
  try {
    await storage.putStream(key, body(), mime);
  } catch (err) {
    if (!(err instanceof TooLarge)) throw err;
    await drain();
    return { ok: false, problem: 'tooLarge' };
  }
  const read: Read = (position, length) => storage.read(key, position, length);
  const sound = kind === 'pdf' ? await pdfStructureOk(read, total) : await zipHasEntry(read, total, 'META-INF/container.xml');
  if (!sound) {
    await storage.delete(key);
    return { ok: false, problem: kind === 'pdf' ? 'pdfBroken' : 'epubBroken' };
  }
  return { ok: true, key, ext: kind, mime, size: total };
}

/** The message for a received book file that cannot be the book's file in this format, or null when it can. */
export function bookFileProblem(file: ReceivedBookFile, format: 'pdf' | 'epub'): string | null {
  if (file.ok) return file.ext === format ? null : MSG.formatMismatch;
  switch (file.problem) {
    case 'empty':
      return MSG.fileEmpty;
    case 'tooLarge':
      return MSG.fileTooLarge;
    case 'zip':
      return format === 'epub' ? MSG.epubBroken : MSG.fileType;
    case 'pdfBroken':
      return format === 'pdf' ? MSG.pdfBroken : MSG.formatMismatch;
    case 'epubBroken':
      return MSG.epubBroken;
    default:
      return MSG.fileType;
  }
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
