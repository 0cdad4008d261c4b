import multipart from '@fastify/multipart';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  BOOK_FILE_MAX_BYTES,
  BOOK_IMAGE_MAX_BYTES,
  BOOK_MAX_PAGES,
  PUBLISHING_MSG as MSG,
  ZMyBook,
  ZMyStory,
  ZMyUploads,
  ZPlatformQueue,
  ZReviewDecision,
  ZReviewQueue,
  ZStoryInput,
  ZStoryUpdate,
  ZUploadOptions,
} from '@commonshelf/shared/library/publishing.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { readBookForm } from './book-form.js';
import { publishingContext } from './publishing.context.js';
import * as pub from './publishing.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 415: ZApiError };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZSlug = z.object({ slug: z.string().min(1).max(120) });

type Parts = { fields: Record<string, string>; files: Map<string, pub.FormFile> };

/** The book form's multipart limits (also the library admins' book form, modules/book-admin). */
export const BOOK_MULTIPART = {
  throwFileSizeLimit: false,
  limits: { fileSize: BOOK_FILE_MAX_BYTES, files: BOOK_MAX_PAGES + 2, fields: 5, parts: BOOK_MAX_PAGES + 7, fieldSize: 200_000, headerPairs: 100 },
};

/**
 * A multipart form of text fields and pictures read into memory up to `maxBytes` (a story's cover
 * or picture; the book form, whose file is streamed, is read by book-form.ts).
 */
export async function readParts(request: FastifyRequest, maxBytes: number): Promise<Parts> {
  if (!request.isMultipart()) throw new HttpError(415, MSG.notMultipart);
  const fields: Record<string, string> = {};
  const files = new Map<string, pub.FormFile>();
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (buffer.length === 0 && !part.filename) continue;
        if (files.has(part.fieldname)) throw badRequest(MSG.tooManyFiles);
        files.set(part.fieldname, { buffer, truncated: part.file.truncated });
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(MSG.tooManyFiles);
    throw err;
  }
  return { fields, files };
}

/**
 * Uploads of books and stories and their review (`/api/publishing/…`). Uploading needs an
 * account of the site; reviewing a teacher's or site admin's role; the platform library's queue
 * the platform admin on the main site.
 */
const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, BOOK_MULTIPART);
  const ctx = (request: FastifyRequest): pub.PubCtx => publishingContext(app, request);
  const guard = { onRequest: app.requireUser };

  app.get('/publishing/options/', { ...guard, schema: { response: { 200: ZUploadOptions, ...errors } } }, async (request) => pub.uploadOptions(ctx(request)));

  app.get('/publishing/mine/', { ...guard, schema: { response: { 200: ZMyUploads, ...errors } } }, async (request) => pub.myUploads(ctx(request)));

  // Books ---------------------------------------------------------------------------------------

  app.post('/publishing/books/', { ...guard, schema: { response: { 201: ZMyBook, ...errors } } }, async (request, reply) => {
    const c = ctx(request);
    pub.requireOwner(c);
    const form = await readBookForm(request, c.storage);
    return reply.status(201).send(await pub.saveBook(c, form));
  });

  app.get('/publishing/books/:id/', { ...guard, schema: { params: ZId, response: { 200: ZMyBook, ...errors } } }, async (request) =>
    pub.getOwnBook(ctx(request), request.params.id),
  );

  // An edit: PUT, or POST as the browser's progress-reporting upload sends it.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/publishing/books/:id/',
      onRequest: app.requireUser,
      schema: { params: ZId, response: { 200: ZMyBook, ...errors } },
      handler: async (request) => {
        const c = ctx(request);
        pub.requireOwner(c);
        // Whose book it is, before a byte of the upload is stored.
        if (!(await pub.getOwnBook(c, request.params.id)).can_edit) throw conflict(MSG.notEditable);
        const form = await readBookForm(request, c.storage);
        return pub.saveBook(c, form, request.params.id);
      },
    });
  }

  app.post('/publishing/books/:id/submit/', { ...guard, schema: { params: ZId, response: { 200: ZMyBook, ...errors } } }, async (request) =>
    pub.submitBook(ctx(request), request.params.id),
  );

  app.delete('/publishing/books/:id/', { ...guard, schema: { params: ZId, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await pub.deleteOwnBook(ctx(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post('/publishing/books/:id/propose/', { ...guard, schema: { params: ZId, response: { 200: ZMyBook, ...errors } } }, async (request) =>
    pub.proposeBook(ctx(request), request.params.id),
  );

  // Review --------------------------------------------------------------------------------------

  app.get('/publishing/review/', { ...guard, schema: { response: { 200: ZReviewQueue, ...errors } } }, async (request) => pub.reviewQueue(ctx(request)));

  for (const [action, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/publishing/review/books/:id/${action}/`,
      { ...guard, schema: { params: ZId, body: ZReviewDecision.optional(), response: { 200: ZMyBook, ...errors } } },
      async (request) => pub.reviewBook(ctx(request), request.params.id, approve, request.body?.reason ?? ''),
    );
    app.post(
      `/publishing/review/stories/:id/${action}/`,
      { ...guard, schema: { params: ZId, body: ZReviewDecision.optional(), response: { 200: ZMyStory, ...errors } } },
      async (request) => pub.reviewStory(ctx(request), request.params.id, approve, request.body?.reason ?? ''),
    );
    app.post(
      `/publishing/platform-queue/:id/${action}/`,
      {
        ...guard,
        schema: {
          params: ZId,
          body: ZReviewDecision.optional(),
          response: { 200: z.object({ book_id: z.number().int(), platform_book_id: z.number().int().nullable() }), ...errors },
        },
      },
      async (request) => pub.reviewPlatformBook(ctx(request), request.params.id, approve, request.body?.reason ?? ''),
    );
  }

  app.get('/publishing/platform-queue/', { ...guard, schema: { response: { 200: ZPlatformQueue, ...errors } } }, async (request) => ({
    results: await pub.platformQueue(ctx(request)),
  }));

  // Stories -------------------------------------------------------------------------------------

  app.post('/publishing/stories/', { ...guard, schema: { body: ZStoryInput, response: { 201: ZMyStory, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await pub.createStory(ctx(request), request.body)),
  );

  app.get('/publishing/stories/:slug/', { ...guard, schema: { params: ZSlug, response: { 200: ZMyStory, ...errors } } }, async (request) =>
    pub.getOwnStory(ctx(request), request.params.slug),
  );

  app.patch('/publishing/stories/:slug/', { ...guard, schema: { params: ZSlug, body: ZStoryUpdate, response: { 200: ZMyStory, ...errors } } }, async (request) =>
    pub.updateStory(ctx(request), request.params.slug, request.body),
  );

  app.post('/publishing/stories/:slug/submit/', { ...guard, schema: { params: ZSlug, response: { 200: ZMyStory, ...errors } } }, async (request) =>
    pub.submitStory(ctx(request), request.params.slug),
  );

  app.delete('/publishing/stories/:slug/', { ...guard, schema: { params: ZSlug, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await pub.deleteOwnStory(ctx(request), request.params.slug);
    return reply.status(204).send(null);
  });

  app.put('/publishing/stories/:slug/cover/', { ...guard, schema: { params: ZSlug, response: { 200: ZMyStory, ...errors } } }, async (request) => {
    const c = ctx(request);
    const { files } = await readParts(request, BOOK_IMAGE_MAX_BYTES + 1);
    const file = files.get('cover');
    if (!file) throw badRequest(VALIDATION_MESSAGE, { cover: ['Choose a picture to upload.'] });
    return pub.setStoryCover(c, request.params.slug, file);
  });

  // A picture for the story's text: private to the story until it is published.
  app.post(
    '/publishing/stories/:slug/images/',
    { ...guard, schema: { params: ZSlug, response: { 201: z.object({ url: z.string() }), ...errors } } },
    async (request, reply) => {
      const c = ctx(request);
      const { files } = await readParts(request, BOOK_IMAGE_MAX_BYTES + 1);
      const file = files.get('image');
      if (!file) throw badRequest(VALIDATION_MESSAGE, { image: ['Choose a picture to upload.'] });
      return reply.status(201).send(await pub.uploadStoryImage(c, request.params.slug, file));
    },
  );
};
export default publishingRoutes;
