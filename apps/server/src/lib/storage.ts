import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config.js';
import { mediaUrl } from './media.js';

/**
 * Where uploaded files live. Keys are ours (see `newStorageKey`), never a client's file name; the
 * content type is kept for stores that serve it themselves (S3), the local disk goes by extension.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream (large uploads, never held in memory whole): all of it or nothing. When the
   * source fails (too large, wrong type, client gone), nothing is left behind and the error is rethrown.
   */
  putStream(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<void>;
  /** Removes a stored file; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of a stored file. */
  url(key: string): string;
}

/** `folder/…/name.ext`: lower-case letters, digits and hyphens only, so no key can leave the store. */
const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]{1,8}$/;

export class InvalidStorageKeyError extends Error {}

/** A fresh key for a file of this extension under a folder: `tenants/<uuid>.png`. */
export function newStorageKey(folder: string, ext: string): string {
  const key = `${folder}/${randomUUID()}.${ext}`;
  if (!KEY.test(key)) throw new InvalidStorageKeyError(`Invalid storage key ${JSON.stringify(key)}`);
  return key;
}

/**
 * Files on the local disk under `root`, served by plugins/media.ts at `/media/<key>`. A write goes
 * to a temporary dot-file beside the target (never served: dotfiles are denied) and is renamed into
 * place, so a reader sees the whole file or none of it.
 */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new InvalidStorageKeyError(`Invalid storage key ${JSON.stringify(key)}`);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new InvalidStorageKeyError(`Invalid storage key ${JSON.stringify(key)}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(tmp, body, { flag: 'wx', mode: 0o644 });
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async putStream(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await pipeline(Readable.from(body), createWriteStream(tmp, { flags: 'wx', mode: 0o644 }));
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url(key) {
      fileOf(key);
      return mediaUrl(key)!;
    },
  };
}

/** The store the configuration names (the local disk under DATA_DIR/uploads for now). */
export function storageFromConfig(config: Pick<AppConfig, 'uploadsDir'>): Storage {
  return createLocalStorage(config.uploadsDir);
}
