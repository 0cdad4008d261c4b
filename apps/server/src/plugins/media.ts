import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SEED_ASSETS_DIR } from '../lib/paths.js';

/**
 * Serves stored files (uploads and seeded art) under /media/. They come from children and
 * visitors, so they are never sniffed into another type and never run as a page.
 */
export default async function mediaPlugin(app: FastifyInstance) {
  mkdirSync(app.config.uploadsDir, { recursive: true });
  const common = {
    decorateReply: false,
    index: false as const,
    dotfiles: 'deny' as const,
    maxAge: '1h',
    setHeaders(reply: FastifyReply) {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
      reply.header('Cross-Origin-Resource-Policy', 'same-site');
    },
  };
  // Demo art ships in the repository (keys `seed/...`); everything else is stored under DATA_DIR.
  await app.register(fastifyStatic, { ...common, root: SEED_ASSETS_DIR, prefix: '/media/seed/' });
  await app.register(fastifyStatic, { ...common, root: app.config.uploadsDir, prefix: '/media/' });
}
