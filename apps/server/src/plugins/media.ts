import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../lib/http-errors.js';
import { IMAGE_JOB, makeDerivative } from '../lib/image-derivatives.js';
import { derivativeKey, IMAGE_WIDTH, isResizable, mediaUrl } from '../lib/media.js';
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

  // Uploaded pictures' resized copies (lib/image-derivatives.ts), made by a background job after
  // the upload; until it has run (or when it failed) the address leads to the original.
  const store = storageFromConfig(app.config);
  app.jobs.define<{ key: string }>(IMAGE_JOB, async ({ key }) => ({ made: await makeDerivative(store, key) }), { retryLimit: 2, retryDelaySeconds: 2 });
  app.get<{ Params: { '*': string } }>(`/media/w${IMAGE_WIDTH}/*`, async (request, reply) => {
    const key = request.params['*'];
    if (!isStorageKey(key) || !isResizable(key)) throw notFound('This file is missing.');
    const copy = derivativeKey(key);
    if (await store.stat(copy)) return sendStored(request, reply, store, copy, { caching: 'public' });
    return reply.header('Cache-Control', 'no-store').redirect(mediaUrl(key)!, 302);
  });
  if (!app.config.objectStorage) {
    mkdirSync(app.config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, { ...common, root: app.config.uploadsDir, prefix: '/media/' });
    return;
  }
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isStorageKey(key)) throw notFound('This file is missing.');
    // An upload's key is new for every file, so its address never shows other bytes.
    return sendStored(request, reply, store, key, { caching: 'public' });
  });
}
