import type { FastifyRequest } from 'fastify';
import { VALIDATION_MESSAGE } from '../plugins/errors.js';
import { badRequest, HttpError } from './http-errors.js';

/** A file read into memory; `truncated` when it went past the size limit and was cut there. */
export type UploadedFile = { buffer: Buffer; truncated: boolean; filename?: string };
export type SmallForm = { fields: Record<string, string>; file: UploadedFile | null };
export type SmallFilesForm<F extends string> = { fields: Record<string, string>; files: Record<F, UploadedFile[]> };

export const TOO_MANY_FIELDS = 'The form has more fields than expected.';

type FormMessages = { notMultipart: string; fileOne: string };

/**
 * A small multipart form (a cover, a logo, an image or a resource): its text fields (the first
 * value of each name) and one file of the named field, read into memory up to `maxBytes`. Nothing
 * is written to disk here; an empty file part with no file name (an empty file input) is no file.
 * The route's plugin registers @fastify/multipart with its own part limits.
 */
export async function readSmallForm(request: FastifyRequest, fileField: string, maxBytes: number, messages: FormMessages): Promise<SmallForm> {
  const { fields, files } = await readSmallFiles(request, { [fileField]: 1 }, maxBytes, messages, fileField);
  return { fields, file: files[fileField]?.[0] ?? null };
}

/**
 * The same for a form with several files (a cover and photos): up to `maxFiles[field]` files of
 * each named field, each read into memory up to `maxBytes`; files past a field's number, or of
 * other fields, are read and dropped. Too many parts for the plugin's limits: a 400 naming
 * `overflowField` with `messages.fileOne`.
 */
export async function readSmallFiles<F extends string>(
  request: FastifyRequest,
  maxFiles: Record<F, number>,
  maxBytes: number,
  messages: FormMessages,
  overflowField: NoInfer<F>,
): Promise<SmallFilesForm<F>> {
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
  const fields: Record<string, string> = {};
  const files = Object.fromEntries(Object.keys(maxFiles).map((f) => [f, []])) as unknown as Record<F, UploadedFile[]>;
  const wanted = (name: string): name is F => Object.hasOwn(maxFiles, name);
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        const name = part.fieldname;
        if (!wanted(name) || files[name].length >= maxFiles[name]) continue;
        if (buffer.length === 0 && !part.filename) continue;
        files[name].push({ buffer, truncated: part.file.truncated, ...(part.filename ? { filename: part.filename } : {}) });
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(VALIDATION_MESSAGE, { [overflowField]: [messages.fileOne] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(TOO_MANY_FIELDS);
    throw err;
  }
  return { fields, files };
}
