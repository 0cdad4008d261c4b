import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './http-errors.js';
import type { PrivateStorage } from './private-storage.js';

/**
 * Sends a stored file the way a static file server would, for routes that authorise first: an
 * ETag and Last-Modified, conditional requests (304), byte ranges for the PDF and EPUB readers
 * (with If-Range), and a caching policy chosen by the route: `public` content may be kept by any
 * cache for a day (its address changes when its file does), `private` content never is.
 */

/** Stored files come from children and visitors: never sniffed into another type, never run as a page. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** A day: published pictures and files are addressed by their storage key, so a new file is a new address. */
export const PUBLIC_MAX_AGE = 86_400;

export type Caching = 'public' | 'revalidate' | 'private';

const CACHE_CONTROL: Record<Caching, string> = {
  public: `public, max-age=${PUBLIC_MAX_AGE}`,
  // Public, but the address is not tied to one version of the file: ask every time (a 304 is cheap).
  revalidate: 'public, no-cache',
  private: 'private, no-store',
};

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
};

/** The content type of a stored key by its extension (keys are ours: the extension was chosen from the bytes). */
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export type FileSlice = { status: 200 | 206; start: number; end: number; size: number } | { status: 416; size: number };

/** One byte range of a file (`bytes=a-b`, `bytes=a-`, `bytes=-n`); several ranges are answered whole. */
export function sliceFor(range: string | undefined, size: number): FileSlice {
  const whole = { status: 200 as const, start: 0, end: size - 1, size };
  if (!range) return whole;
  const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!m) return whole;
  const [, a, b] = m;
  if (a === '' && b === '') return whole;
  let start: number;
  let end: number;
  if (a === '') {
    const n = Number(b);
    if (n === 0) return { status: 416, size };
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return { status: 416, size };
  return { status: 206, start, end, size };
}

/** A strong validator from the file's size and modification time (a stored key is never rewritten in place). */
export const etagOf = (info: { size: number; mtime: Date }) => `"${info.size.toString(16)}-${Math.floor(info.mtime.getTime()).toString(16)}"`;

/** If-None-Match: `*` or a list of tags, compared weakly as RFC 9110 asks. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function notModifiedSince(header: string | undefined, mtime: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return !Number.isNaN(since) && seconds(mtime) <= Math.floor(since / 1000);
}

/** If-Range: the range holds only while the file is the one the client has (a strong tag or its date). */
function rangeStillValid(header: string | undefined, etag: string, mtime: Date): boolean {
  if (!header) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && seconds(mtime) === Math.floor(date / 1000);
}

export type SendOptions = {
  caching: Caching;
  /** Content-Type; by the key's extension when left out. */
  type?: string;
  /** `Content-Disposition: inline` with this file name (ASCII: our own slugs and keys). */
  filename?: string;
  /** Answer byte ranges (book files); pictures are sent whole. */
  ranges?: boolean;
  /** The 404 message when the stored file is missing. */
  missing?: string;
};

export async function sendStored(request: FastifyRequest, reply: FastifyReply, store: PrivateStorage, key: string, opts: SendOptions) {
  const info = await store.stat(key);
  if (!info) throw notFound(opts.missing ?? 'This file is missing.');
  const etag = etagOf(info);
  reply
    .header('Cache-Control', CACHE_CONTROL[opts.caching])
    .header('ETag', etag)
    .header('Last-Modified', info.mtime.toUTCString())
    .header('X-Content-Type-Options', 'nosniff')
    // Never a page of ours: an SVG or a crafted file opened directly runs nothing and loads nothing.
    .header('Content-Security-Policy', MEDIA_CSP)
    .header('Cross-Origin-Resource-Policy', 'same-site');
  if (opts.ranges) reply.header('Accept-Ranges', 'bytes');
  if (opts.filename) reply.header('Content-Disposition', `inline; filename="${opts.filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`);

  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const inm = header('if-none-match');
  if (inm ? noneMatch(inm, etag) : notModifiedSince(header('if-modified-since'), info.mtime)) {
    return reply.status(304).send();
  }
  const range = opts.ranges && rangeStillValid(header('if-range'), etag, info.mtime) ? header('range') : undefined;
  const slice = sliceFor(range, info.size);
  if (slice.status === 416) {
    return reply.status(416).header('Content-Range', `bytes */${slice.size}`).send({ error: 'This range is outside the file.' });
  }
  reply
    .status(slice.status)
    .type(opts.type ?? contentTypeOf(key))
    .header('Content-Length', slice.end - slice.start + 1);
  if (slice.status === 206) reply.header('Content-Range', `bytes ${slice.start}-${slice.end}/${slice.size}`);
  // An empty file has no bytes to stream.
  if (info.size === 0) return reply.send(Buffer.alloc(0));
  return reply.send(await store.readStream(key, { start: slice.start, end: slice.end }));
}
