import { createReadStream } from 'node:fs';
import { open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config.js';
import { SEED_ASSETS_DIR } from './paths.js';
import { createLocalStorage, InvalidStorageKeyError, type Storage } from './storage.js';

/**
 * Files that only leave through a route that authorises each request (children's unpublished
 * books and stories, their pictures): kept under DATA_DIR/private-uploads, outside the folder that
 * /media serves, so no address reaches them without that route.
 *
 * Keys `seed/…` are the demo content that ships with the server (db/seed/assets): readable through
 * the same routes as uploads, so demo books take the production path, but never written or removed.
 */
export interface PrivateStorage extends Storage {
  /** Size and modification time of a stored file, or null when it is not there. */
  stat(key: string): Promise<{ size: number; mtime: Date } | null>;
  /** The stored file, or bytes `start`…`end` (inclusive) of it. */
  createReadStream(key: string, range?: { start: number; end: number }): Readable;
  /** Up to `length` bytes from `position` (fewer at the end of the file). */
  read(key: string, position: number, length: number): Promise<Buffer>;
  /** Removes a folder of stored files (`stories/12`); removing one that is not there is not an error. */
  deleteFolder(folder: string): Promise<void>;
  /** The keys of the files directly in a folder (`stories/12`), none when it is not there. */
  list(folder: string): Promise<string[]>;
}

export const PRIVATE_UPLOADS_DIR = 'private-uploads';

const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]{1,8}$/;
const FOLDER = /^[a-z0-9-]+(?:\/[a-z0-9-]+)+$/;
const SEED = 'seed/';

const invalid = (key: string) => new InvalidStorageKeyError(`Invalid storage key ${JSON.stringify(key)}`);

/** The path of a key inside a root, refusing anything that would leave it. */
function inside(root: string, rel: string, key: string): string {
  const base = path.resolve(root);
  const file = path.resolve(base, rel);
  if (!file.startsWith(base + path.sep)) throw invalid(key);
  return file;
}

export function createPrivateStorage(root: string): PrivateStorage {
  const store = createLocalStorage(root);
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw invalid(key);
    return key.startsWith(SEED) ? inside(SEED_ASSETS_DIR, key.slice(SEED.length), key) : inside(root, key, key);
  };
  const writable = (key: string) => {
    if (key.startsWith(SEED)) throw new InvalidStorageKeyError(`Demo files are read only: ${JSON.stringify(key)}`);
    return key;
  };
  return {
    put: (key, body, type) => store.put(writable(key), body, type),
    putStream: (key, body, type) => store.putStream(writable(key), body, type),
    delete: (key) => store.delete(writable(key)),
    url() {
      throw new Error('Private files have no public address: serve them through a route that authorises the request.');
    },
    async stat(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return info?.isFile() ? { size: info.size, mtime: info.mtime } : null;
    },
    createReadStream(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
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
      if (!FOLDER.test(folder)) throw invalid(folder);
      const entries = await readdir(inside(root, folder, folder), { withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isFile() && KEY.test(`${folder}/${e.name}`)).map((e) => `${folder}/${e.name}`).sort();
    },
    async deleteFolder(folder) {
      if (!FOLDER.test(folder) || folder.startsWith(SEED)) throw invalid(folder);
      await rm(inside(root, folder, folder), { recursive: true, force: true });
    },
  };
}

const stores = new Map<string, PrivateStorage>();

/** The private store of this data directory (one per directory, shared by every module). */
export function privateStorageFromConfig(config: Pick<AppConfig, 'dataDir'>): PrivateStorage {
  const root = path.join(config.dataDir, PRIVATE_UPLOADS_DIR);
  let store = stores.get(root);
  if (!store) {
    store = createPrivateStorage(root);
    stores.set(root, store);
  }
  return store;
}
