import { BOOK_FILE_MAX_BYTES, BOOK_IMAGE_MAX_BYTES, BOOK_MAX_PAGES, PUBLISHING_MSG as MSG } from '@commonshelf/shared/library/publishing.schemas';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import type { PrivateStorage } from '../../lib/private-storage.js';
import { receiveBookFile } from './file-checks.js';
import type { BookForm, FormFile } from './publishing.service.js';

const PAGE_FIELD = /^page_(\d{1,3})$/;

/** A picture part, kept in memory only up to its limit (what is past it is read and dropped). */
export async function readCapped(stream: AsyncIterable<Buffer> & { truncated?: boolean }, maxBytes: number): Promise<FormFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of stream) {
    if (truncated) continue;
    size += chunk.length;
    if (size > maxBytes) {
      truncated = true;
      chunks.length = 0;
    } else chunks.push(chunk);
  }
  return { buffer: Buffer.concat(chunks), truncated: truncated || !!stream.truncated };
}

async function drain(stream: AsyncIterable<Buffer>) {
  for await (const _chunk of stream);
}

/**
 * The book form (multipart): `meta` (JSON), the book's `file`, a `cover` and pictures `page_1`…
 * The book file is streamed into private storage as it arrives, judged by its first bytes and its
 * structure (file-checks.ts `receiveBookFile`); pictures are read into memory up to their own limit.
 * A form that is refused is still read to its end, so the browser gets the answer; whatever of it
 * was stored is removed before the error leaves.
 */
export async function readBookForm(request: FastifyRequest, storage: PrivateStorage): Promise<BookForm> {
  if (!request.isMultipart()) throw new HttpError(415, MSG.notMultipart);
  const fields: Record<string, string> = {};
  const form: BookForm = { meta: undefined, file: null, cover: null, pages: new Map() };
  let refusal: HttpError | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: BOOK_FILE_MAX_BYTES } })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      const name = part.fieldname;
      const pageNo = Number(PAGE_FIELD.exec(name)?.[1] ?? 0);
      const known = name === 'file' || name === 'cover' || (pageNo >= 1 && pageNo <= BOOK_MAX_PAGES);
      const again = (name === 'file' && form.file) || (name === 'cover' && form.cover) || form.pages.has(pageNo);
      if (refusal || !known || again) {
        refusal ??= badRequest(MSG.tooManyFiles);
        await drain(part.file);
        continue;
      }
      if (name === 'file') {
        const received = await receiveBookFile(storage, part.file, { maxBytes: BOOK_FILE_MAX_BYTES, truncated: () => part.file.truncated });
        // An empty file input sends an empty part without a name: no file.
        if (!received.ok && received.problem === 'empty' && !part.filename) continue;
        form.file = received;
        continue;
      }
      const picture = await readCapped(part.file, BOOK_IMAGE_MAX_BYTES);
      if (picture.buffer.length === 0 && !picture.truncated && !part.filename) continue;
      if (name === 'cover') form.cover = picture;
      else form.pages.set(pageNo, picture);
    }
  } catch (err) {
    await discardBookForm(storage, form);
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(MSG.tooManyFiles);
    throw err;
  }
  if (refusal) {
    await discardBookForm(storage, form);
    throw refusal;
  }
  form.meta = fields.meta;
  return form;
}

/** Removes the book file a form stored, when the form is not used after all. */
export async function discardBookForm(storage: PrivateStorage, form: BookForm): Promise<void> {
  if (form.file?.ok) await storage.delete(form.file.key);
}
