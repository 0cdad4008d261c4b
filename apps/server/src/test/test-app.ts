import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestDatabase } from './test-db.js';

export type TestApp = { app: FastifyInstance; db: Database; config: AppConfig; close: () => Promise<void> };

/** A minimal built web app, so SPA serving is tested without building the real one. */
export const FIXTURE_INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/theme.css"><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';

/** The whole application on a database of its own, reached through app.inject. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-app-'));
  const web = path.join(dir, 'web');
  mkdirpFile(path.join(web, 'index.html'), FIXTURE_INDEX_HTML);
  mkdirpFile(path.join(web, 'assets/app-abc123.js'), 'console.log("app")');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST_DIR: web,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { db, drop } = await createTestDatabase(inject('dbTemplate'));
  const app = await buildApp({ config, db, logger: config.logLevel !== "silent" });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function mkdirpFile(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
