import path from 'node:path';
import type { AppConfig } from '../config.js';
import { createS3Storage } from './object-storage.js';
import { SEED_ASSETS_DIR } from './paths.js';
import { createLocalStorage, InvalidStorageKeyError, type FileStore } from './storage.js';

/**
 * Files that only leave through a route that authorises each request (children's unpublished
 * books and stories, their pictures): kept apart from the files /media serves (DATA_DIR/
 * private-uploads, or `private-uploads/` in S3), so no address reaches them without that route.
 *
 * Keys `seed/…` are the demo content that ships with the server (db/seed/assets): readable through
 * the same routes as uploads, so demo books take the production path, but never written or removed.
 */
export type PrivateStorage = FileStore;

export const PRIVATE_UPLOADS_DIR = 'private-uploads';

const SEED = 'seed/';

/** `store` with the shipped demo files readable (and only readable) under `seed/`. */
export function withDemoFiles(store: FileStore): PrivateStorage {
  const demo = createLocalStorage(SEED_ASSETS_DIR, 'private');
  const demoKey = (key: string) => (key.startsWith(SEED) ? key.slice(SEED.length) : null);
  const writable = (key: string) => {
    if (key.startsWith(SEED)) throw new InvalidStorageKeyError(`Demo files are read only: ${JSON.stringify(key)}`);
    return key;
  };
  const reading = <A extends unknown[], R>(fn: (s: FileStore, key: string, ...args: A) => Promise<R>) =>
    (key: string, ...args: A) => {
      const d = demoKey(key);
      return d === null ? fn(store, key, ...args) : fn(demo, d, ...args);
    };
  return {
    put: async (key, body, type) => store.put(writable(key), body, type),
    putStream: async (key, body, type) => store.putStream(writable(key), body, type),
    delete: async (key) => store.delete(writable(key)),
    deleteFolder: async (folder) => store.deleteFolder(writable(folder)),
    url: (key) => store.url(key),
    list: (folder) => store.list(folder),
    stat: reading((s, key) => s.stat(key)),
    readStream: reading((s, key, range?: { start: number; end: number }) => s.readStream(key, range)),
    read: reading((s, key, position: number, length: number) => s.read(key, position, length)),
  };
}

/** A private store on the local disk under `root`. */
export const createPrivateStorage = (root: string): PrivateStorage => withDemoFiles(createLocalStorage(root, 'private'));

const stores = new Map<string, PrivateStorage>();

/** The private store of this configuration (one per data directory or bucket, shared by every module). */
export function privateStorageFromConfig(config: Pick<AppConfig, 'dataDir' | 'objectStorage'>): PrivateStorage {
  const id = JSON.stringify([config.dataDir, config.objectStorage]);
  let store = stores.get(id);
  if (!store) {
    store = config.objectStorage
      ? withDemoFiles(createS3Storage(config.objectStorage, `${PRIVATE_UPLOADS_DIR}/`, 'private'))
      : createPrivateStorage(path.join(config.dataDir, PRIVATE_UPLOADS_DIR));
    stores.set(id, store);
  }
  return store;
}
