import type { FastifyRequest } from 'fastify';
import { VALIDATION_MESSAGE } from '../plugins/errors.js';
import { badRequest, HttpError } from './http-errors.js';

/** A file read into memory; `truncated` when it went past the size limit and was cut there. */
export type UploadedFile = { buffer: Buffer; truncated: boolean };
export type SmallForm = { fields: Record<string, string>; file: UploadedFile | null };

export const TOO_MANY_FIELDS = 'The form has more fields than expected.';

/**
 * A small multipart form (a cover, a logo, an image or a resource): its text fields (the first
 * value of each name) and one file of the named field, read into memory up to `maxBytes`. Nothing
 * is written to disk here; an empty file part with no file name (an empty file input) is no file.
 * The route's plugin registers @fastify/multipart with its own part limits.
 */
export async function readSmallForm(
  request: FastifyRequest,
  fileField: string,
  maxBytes: number,
  messages: { notMultipart: string; fileOne: string },
): Promise<SmallForm> {
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== fileField || file) continue;
        if (buffer.length === 0 && !part.filename) continue;
        file = { buffer, truncated: part.file.truncated };
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(VALIDATION_MESSAGE, { [fileField]: [messages.fileOne] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(TOO_MANY_FIELDS);
    throw err;
  }
  return { fields, file };
}
