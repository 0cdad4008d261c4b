import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `dir` that holds the server's migrations: apps/server. */
function serverRootAbove(dir: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    if (existsSync(path.join(d, 'src/db/migrations'))) return d;
    if (d === path.dirname(d)) throw new Error(`apps/server not found above ${dir}`);
  }
}

/** apps/server, whether running from src (tests, dev), dist or a bundle of it (start). */
export const SERVER_ROOT = serverRootAbove(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
export const SEED_ASSETS_DIR = path.join(SERVER_ROOT, 'src/db/seed/assets');
