import { DEAR_WORLD_MSG, ZDearWorldBook } from '@commonshelf/shared/library/dear-world.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { privateFilesFromConfig } from '../challenges/submission-files.js';
import { chosenLetterFile, dearWorldBook } from './dear-world.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Dear World book, public on every site: the letters the platform admin chose from the letter
 * challenge. A chosen letter's file (a drawing, a photo of the handwritten page) is published with
 * it; no other entry's file leaves through here.
 */
const dearWorldRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = privateFilesFromConfig(app.config);

  app.get('/dear-world-book/', { schema: { response: { 200: ZDearWorldBook } } }, async (request) =>
    dearWorldBook({
      site: (fn) => request.withTenant(fn),
      platform: (fn) => request.withTenant(fn, { platform: true }),
    }),
  );

  app.get(
    '/dear-world-book/letters/:id/file',
    { schema: { params: z.object({ id: z.string().max(100) }), querystring: z.object({ v: z.string().max(20).optional() }) } },
    async (request, reply) => {
      if (!UUID.test(request.params.id)) throw notFound(DEAR_WORLD_MSG.letterNotFound);
      const letter = await request.withTenant((tx) => chosenLetterFile(tx, request.params.id), { platform: true });
      const stored = await files.open(letter.fileKey!);
      if (!stored) throw notFound(DEAR_WORLD_MSG.letterNotFound);
      const inline = letter.fileType?.startsWith('image/') ?? false;
      const name = letter.fileName ?? 'letter';
      return reply
        .header('Content-Type', letter.fileType ?? 'application/octet-stream')
        .header('Content-Length', stored.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-site')
        // Unchosen tomorrow, gone: caches must ask again.
        .header('Cache-Control', 'no-cache')
        .header(
          'Content-Disposition',
          `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(stored.stream);
    },
  );
};
export default dearWorldRoutes;
