import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config.js';
import { mediaUrl } from './media.js';
import { createS3Storage } from './object-storage.js';

/**
 * Where uploaded files live: the local disk of one node, or S3-compatible object storage shared
 * by every instance (`S3_BUCKET`, see config.ts). Keys are ours (see `newStorageKey`), never a
 * client's file name; the content type is kept for stores that keep it (S3), the local disk goes by
 * extension.
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

/** A store that is also read from by the server (routes that authorise, exports, the S3 /media route). */
export interface FileStore extends Storage {
  /** Size and modification time of a stored file, or null when it is not there. */
  stat(key: string): Promise<{ size: number; mtime: Date } | null>;
  /** The stored file, or bytes `start`…`end` (inclusive) of it. */
  readStream(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Up to `length` bytes from `position` (fewer at the end of the file). */
  read(key: string, position: number, length: number): Promise<Buffer>;
  /** The keys of the files directly in a folder (`stories/12`), none when it is not there. */
  list(folder: string): Promise<string[]>;
  /** Removes a folder of stored files (`stories/12`); removing one that is not there is not an error. */
  deleteFolder(folder: string): Promise<void>;
}

/** `folder/…/name.ext`: lower-case letters, digits and hyphens only, so no key can leave the store. */
const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]{1,8}$/;
const FOLDER = /^[a-z0-9-]+(?:\/[a-z0-9-]+)+$/;

export class InvalidStorageKeyError extends Error {}

export const isStorageKey = (key: string) => KEY.test(key);

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new InvalidStorageKeyError(`Invalid storage key ${JSON.stringify(key)}`);
  return key;
}

export function checkFolder(folder: string): string {
  if (!FOLDER.test(folder)) throw new InvalidStorageKeyError(`Invalid storage folder ${JSON.stringify(folder)}`);
  return folder;
}

/** A fresh key for a file of this extension under a folder: `tenants/<uuid>.png`. */
export const newStorageKey = (folder: string, ext: string): string => checkKey(`${folder}/${randomUUID()}.${ext}`);

/** What a store answers for `url`: the /media address (plugins/media.ts), or none for private files. */
export type Addressing = 'public' | 'private';

export function urlFor(addressing: Addressing, key: string): string {
  checkKey(key);
  if (addressing === 'private') throw new Error('Private files have no public address: serve them through a route that authorises the request.');
  return mediaUrl(key)!;
}

/**
 * Files on the local disk under `root`. A write goes to a temporary dot-file beside the target
 * (never served: dotfiles are denied) and is renamed into place, so a reader sees the whole file or
 * none of it.
 */
export function createLocalStorage(root: string, addressing: Addressing = 'public'): FileStore {
  const base = path.resolve(root);
  const inside = (rel: string) => {
    const file = path.resolve(base, rel);
    if (!file.startsWith(base + path.sep)) throw new InvalidStorageKeyError(`Invalid storage key ${JSON.stringify(rel)}`);
    return file;
  };
  const fileOf = (key: string) => inside(checkKey(key));
  const tmpBeside = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  async function writeAtomically(key: string, write: (tmp: string) => Promise<void>) {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = tmpBeside(file);
    try {
      await write(tmp);
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }
  return {
    put: (key, body) => writeAtomically(key, (tmp) => writeFile(tmp, body, { flag: 'wx', mode: 0o644 })),
    putStream: (key, body) => writeAtomically(key, (tmp) => pipeline(Readable.from(body), createWriteStream(tmp, { flags: 'wx', mode: 0o644 }))),
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url: (key) => urlFor(addressing, key),
    async stat(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return info?.isFile() ? { size: info.size, mtime: info.mtime } : null;
    },
    async readStream(key, range) {
      const file = fileOf(key);
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      // Fail here, as S3 does, rather than on the first read.
      await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
      return stream;
    },
    async read(key, position, length) {
      const handle = await open(fileOf(key), 'r');
      try {
        const buffer = Buffer.alloc(Math.max(0, length));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async list(folder) {
      const entries = await readdir(inside(checkFolder(folder)), { withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isFile() && KEY.test(`${folder}/${e.name}`)).map((e) => `${folder}/${e.name}`).sort();
    },
    async deleteFolder(folder) {
      await rm(inside(checkFolder(folder)), { recursive: true, force: true });
    },
  };
}

const publicStores = new Map<string, FileStore>();

/**
 * The public uploads (logos, avatars, covers), served at /media/<key>: in S3 under `uploads/` when
 * a bucket is configured, else under DATA_DIR/uploads. One store per configuration.
 */
export function storageFromConfig(config: Pick<AppConfig, 'uploadsDir' | 'objectStorage'>): FileStore {
  const id = JSON.stringify([config.uploadsDir, config.objectStorage]);
  let store = publicStores.get(id);
  if (!store) {
    store = config.objectStorage ? createS3Storage(config.objectStorage, 'uploads/', 'public') : createLocalStorage(config.uploadsDir);
    publicStores.set(id, store);
  }
  return store;
}
