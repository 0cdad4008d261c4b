import path from 'node:path';

/** apps/server, whether running from src (tests, dev) or dist (start). */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
export const SEED_ASSETS_DIR = path.join(SERVER_ROOT, 'src/db/seed/assets');
