import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../lib/http-errors.js';
import { SEED_ASSETS_DIR } from '../lib/paths.js';
import { MEDIA_CSP, sendStored } from '../lib/send-stored.js';
import { isStorageKey, storageFromConfig } from '../lib/storage.js';

/**
 * Serves stored files (uploads and seeded art) under /media/. Demo art ships in the repository
 * (keys `seed/...`); uploads come from the local disk (DATA_DIR/uploads) or, with S3 configured,
 * from the bucket through the server, so the bucket stays private and every instance serves every
 * upload with the same headers.
 */
export default async function mediaPlugin(app: FastifyInstance) {
  const common = {
    decorateReply: false,
    index: false as const,
    dotfiles: 'deny' as const,
    maxAge: '1h',
    setHeaders(reply: FastifyReply) {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', MEDIA_CSP);
      reply.header('Cross-Origin-Resource-Policy', 'same-site');
    },
  };
  await app.register(fastifyStatic, { ...common, root: SEED_ASSETS_DIR, prefix: '/media/seed/' });
  if (!app.config.objectStorage) {
    mkdirSync(app.config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, { ...common, root: app.config.uploadsDir, prefix: '/media/' });
    return;
  }
  const store = storageFromConfig(app.config);
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isStorageKey(key)) throw notFound('This file is missing.');
    // An upload's key is new for every file, so its address never shows other bytes.
    return sendStored(request, reply, store, key, { caching: 'public' });
  });
}
