import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  fileTypeMessage,
  SUBMISSION_MAX_BYTES,
  SUBMISSION_MSG as MSG,
  type TSubmissionType,
} from '@commonshelf/shared/challenges/challenges.schemas';
import { fileTypeFromBuffer } from 'file-type';
import type { AppConfig } from '../../config.js';
import { createLocalStorage, type Storage } from '../../lib/storage.js';
import { DEFAULT_MAX_DIMENSION, inspectImage } from '../../lib/uploads.js';

/**
 * Entries' files are children's work: they are kept outside the public uploads folder (nothing
 * under /media serves them) and leave only through the entry's authorised endpoint.
 */
export type PrivateFiles = Storage & {
  /** The stored file as a stream with its size, or null when it is not there. */
  open(key: string): Promise<{ stream: ReadStream; size: number } | null>;
};

export const SUBMISSIONS_FOLDER = 'challenge-submissions';
const PRIVATE_KEY = /^challenge-submissions\/[0-9a-f-]{36}\.(?:png|jpg|webp|pdf|docx)$/;

export function privateFilesFromConfig(config: Pick<AppConfig, 'dataDir'>): PrivateFiles {
  const root = path.join(config.dataDir, 'private-uploads');
  const store = createLocalStorage(root);
  return {
    ...store,
    async open(key) {
      if (!PRIVATE_KEY.test(key)) return null;
      const file = path.join(root, key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
  };
}

export type CheckedFile = { ok: true; ext: 'png' | 'jpg' | 'webp' | 'pdf' | 'docx'; mime: string; isImage: boolean } | { ok: false; message: string };

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Width and height of a WebP from its first chunk (lossy VP8, lossless VP8L or extended VP8X). */
export function webpDimensions(b: Buffer): { width: number; height: number } | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}

/**
 * Judges an entry's file by its bytes: JPEG, PNG and WebP images (within 8000 px a side), PDF and
 * Word documents, each only when the challenge takes that kind of file. The client's name and
 * type are never believed.
 */
export async function checkSubmissionFile(buffer: Buffer, truncated: boolean, types: readonly TSubmissionType[]): Promise<CheckedFile> {
  if (truncated || buffer.length > SUBMISSION_MAX_BYTES) return { ok: false, message: MSG.fileTooLarge };
  if (buffer.length === 0) return { ok: false, message: MSG.fileEmpty };
  const wrongType = { ok: false as const, message: fileTypeMessage(types) };
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected) return wrongType;
  const image = types.includes('image');
  const file = types.includes('file');
  if (detected.mime === 'image/png' || detected.mime === 'image/apng' || detected.mime === 'image/jpeg') {
    if (!image) return wrongType;
    const inspected = await inspectImage(buffer, {
      maxBytes: SUBMISSION_MAX_BYTES,
      allowed: ['png', 'jpeg'],
      messages: { type: fileTypeMessage(types), tooLarge: MSG.fileTooLarge, empty: MSG.fileEmpty, dimensions: MSG.imageTooLarge },
    });
    if (!inspected.ok) return inspected;
    return { ok: true, ext: inspected.ext === 'png' ? 'png' : 'jpg', mime: inspected.mime, isImage: true };
  }
  if (detected.mime === 'image/webp') {
    if (!image) return wrongType;
    const size = webpDimensions(buffer);
    if (!size || size.width === 0 || size.height === 0) return wrongType;
    if (size.width > DEFAULT_MAX_DIMENSION || size.height > DEFAULT_MAX_DIMENSION) return { ok: false, message: MSG.imageTooLarge };
    return { ok: true, ext: 'webp', mime: 'image/webp', isImage: true };
  }
  if (detected.mime === 'application/pdf') return file ? { ok: true, ext: 'pdf', mime: detected.mime, isImage: false } : wrongType;
  if (detected.mime === DOCX) return file ? { ok: true, ext: 'docx', mime: DOCX, isImage: false } : wrongType;
  return wrongType;
}

export const isImageType = (mime: string | null) => mime === 'image/png' || mime === 'image/jpeg' || mime === 'image/webp';

/**
 * The name a file is offered under: the learner's own name for it, kept to letters, digits and
 * a few marks, with the extension its bytes were found to be.
 */
export function safeFileName(given: string | undefined, ext: string): string {
  const base = (given ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} _()-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'entry'}.${ext}`;
}
