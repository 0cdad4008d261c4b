import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { Database, QueryListener, Tx } from '../db/client.js';
import { DEMO } from '../db/seed/seed.js';
import { createTestDatabase } from './test-db.js';

export type TestApp = { app: FastifyInstance; db: Database; config: AppConfig; close: () => Promise<void> };

/** A minimal built web app, so SPA serving is tested without building the real one. */
export const FIXTURE_INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/theme.css"><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';

/**
 * The whole application on a database of its own, reached through app.inject: a copy of the run's
 * template, or what `open` opens from the app's configuration (a database the test set up itself).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  dbOptions: {
    appPort?: number;
    /** PostgreSQL: keep the built queries as named prepared statements (the default), or not. */
    namedStatements?: boolean;
    open?: (config: AppConfig) => Promise<Database>;
    onQuery?: QueryListener;
    /** Receives the app's log lines (with LOG_LEVEL set in env). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-app-'));
  const web = path.join(dir, 'web');
  mkdirpFile(path.join(web, 'index.html'), FIXTURE_INDEX_HTML);
  mkdirpFile(path.join(web, 'assets/app-abc123.js'), 'console.log("app")');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST_DIR: web,
    LOG_LEVEL: 'silent',
    // Tests read their own writes straight from the database too: lists are not kept unless a test
    // asks (plugins/public-cache.test.ts does; the end-to-end tests run the server's default).
    PUBLIC_CACHE_MS: '0',
    ...env,
  });
  const { db, drop } = dbOptions.open
    ? await dbOptions.open(config).then((opened) => ({ db: opened, drop: () => opened.close() }))
    : await createTestDatabase(inject('dbTemplate'), dbOptions);
  const app = await buildApp({ config, db, logger: config.logLevel !== 'silent', logStream: dbOptions.logStream });
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

/** The demo sites' Host headers. */
export const HOSTS: Record<'main' | 'greenwood' | 'brightfutures', string> = {
  main: 'localhost:3000',
  greenwood: 'greenwood.localhost:3000',
  brightfutures: 'brightfutures.localhost:3000',
};

type Json = Record<string, unknown>;

/**
 * Requests to a test app as the web app makes them. Each comes from an address of its own unless
 * told (`ip`), so per-address rate limits never couple one test to another. `app` is read at call
 * time, so the client can be made before `beforeAll` builds the app.
 */
export function apiClient(app: () => TestApp) {
  let seq = 0;
  const nextIp = () => `10.9.${Math.floor(++seq / 250)}.${seq % 250}`;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    opts: { host?: string; token?: string; payload?: Json; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    app().app.inject({
      method,
      url,
      payload: opts.payload,
      headers: { host: opts.host ?? HOSTS.greenwood, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      remoteAddress: opts.ip ?? nextIp(),
    });
  return {
    call,
    get: (url: string, host: string = HOSTS.main, headers: Record<string, string> = {}) => call('GET', url, { host, headers }),
    /** An access token for a demo account (every demo password is the same). */
    async login(username: string, host: string = HOSTS.greenwood): Promise<string> {
      const res = await call('POST', '/api/auth/token/', { host, payload: { username, password: DEMO.password, remember: false } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().access;
    },
    /** Runs fn across every tenant, as the platform admin's work and the seed do. */
    platform: <T>(fn: (tx: Tx) => Promise<T>) => app().db.withTenant({ tenantId: null, platform: true }, fn),
  };
}
