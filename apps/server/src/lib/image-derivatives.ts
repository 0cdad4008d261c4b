import type { FastifyInstance, FastifyRequest } from 'fastify';
import { derivativeKey, IMAGE_WIDTH, isResizable } from './media.js';
import type { FileStore } from './storage.js';

/** The `image-derivatives` job's kind: `{ key }` of an uploaded picture. */
export const IMAGE_JOB = 'image-derivatives';

/**
 * Makes the resized WebP copy of an uploaded picture and stores it beside the original: at most
 * IMAGE_WIDTH wide (never enlarged), its EXIF orientation applied and its metadata left out.
 * A picture that is gone by now (replaced, its site erased) needs no copy: done, not failed.
 * Returns the copy's key, or null when there was nothing to make.
 */
export async function makeDerivative(store: FileStore, key: string): Promise<string | null> {
  if (!isResizable(key)) return null;
  const stat = await store.stat(key);
  if (!stat) return null;
  const original = await store.read(key, 0, stat.size);
  // sharp (libvips) loads with the first picture to resize: a third of a second or more and some
  // 25 MB of memory that a server start, and an instance that never resizes, would otherwise pay.
  const { default: sharp } = await import('sharp');
  const webp = await sharp(original, { limitInputPixels: 8000 * 8000 })
    .rotate()
    .resize({ width: IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  const out = derivativeKey(key);
  await store.put(out, webp, 'image/webp');
  // The picture may have gone while its copy was made: whoever removed it found no copy yet, so
  // the copy goes too rather than stay behind without its original.
  if (!(await store.stat(key))) {
    await store.delete(out);
    return null;
  }
  return out;
}

/**
 * Queues the copy of a picture a request has just stored. The upload itself is done: when the
 * queue cannot take the job the original is served as it is, and the failure is logged.
 */
export const queueImage = (app: FastifyInstance, request: FastifyRequest) => (key: string) =>
  app.jobs.send(IMAGE_JOB, { key }).catch((err: unknown) => request.log.error({ err, key }, 'could not queue the resized copy of an image'));
