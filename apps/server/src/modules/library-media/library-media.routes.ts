import { ZReaderBookParams } from '@commonshelf/shared/library/reader.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privateStorageFromConfig } from '../../lib/private-storage.js';
import { sendStored } from '../../lib/send-stored.js';
import { urlSigner } from '../../lib/signed-urls.js';
import { optionalUser } from '../courses/optional-user.js';
import { bookFile, bookPicture, MEDIA_MSG, storyPicture, type MediaCtx } from './library-media.service.js';
import { MEDIA_NAME } from './media-urls.js';

const ZPictureParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  name: z.string().max(120).regex(MEDIA_NAME, 'This file does not exist.'),
});
const ZQuery = z.object({ t: z.string().max(80).optional(), v: z.string().max(120).optional() });

/**
 * The library's uploaded files, each request authorised (library-media.service.ts): a book's PDF
 * or EPUB (`/api/books/:id/file/`, with byte ranges for the readers), a book's cover and page
 * pictures (`/api/books/:id/media/:name`), a story's cover and pictures (`/api/stories/:id/media/:name`).
 * They are stored outside the public /media folder, so these routes are the only way to them.
 */
const libraryMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = privateStorageFromConfig(app.config);
  const signer = urlSigner(app.config);
  const ctx = (request: FastifyRequest): MediaCtx => ({
    run: (fn) => request.withTenant(fn),
    runPlatform: (fn) => request.withTenant(fn, { platform: true }),
    user: request.user,
    signer,
  });
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;
  // A refusal is never kept by a cache: the same address may answer once the item is published.
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
  };
  const opts = { onRequest: [noStore, optionalUser(app)] };

  app.get('/books/:id/file/', { ...opts, schema: { params: ZReaderBookParams, querystring: ZQuery } }, async (request, reply) => {
    const { item, key, caching } = await bookFile(ctx(request), request.params.id, pathOf(request), request.query.t, request.query.v);
    return sendStored(request, reply, store, key, {
      caching,
      type: item.format === 'epub' ? 'application/epub+zip' : 'application/pdf',
      filename: `${item.slug}.${item.format}`,
      ranges: true,
      missing: 'This book’s file is missing.',
    });
  });

  app.get('/books/:id/media/:name', { ...opts, schema: { params: ZPictureParams, querystring: ZQuery } }, async (request, reply) => {
    const { key, caching } = await bookPicture(ctx(request), request.params.id, request.params.name, pathOf(request), request.query.t);
    return sendStored(request, reply, store, key, { caching, missing: MEDIA_MSG.fileNotFound });
  });

  app.get('/stories/:id/media/:name', { ...opts, schema: { params: ZPictureParams, querystring: ZQuery } }, async (request, reply) => {
    const { key, caching } = await storyPicture(ctx(request), request.params.id, request.params.name, pathOf(request), request.query.t);
    return sendStored(request, reply, store, key, { caching, missing: MEDIA_MSG.fileNotFound });
  });
};
export default libraryMediaRoutes;
