import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, deriveAppUrl, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'cs-config-'));

describe('loadConfig', () => {
  it('has working defaults and generates a JWT secret under DATA_DIR that survives restarts', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({ port: 3000, platformDomain: 'localhost', productName: 'Commonshelf', databaseUrl: null, seedDemoData: true });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(path.join(dir, 'secrets/jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses production with a generated secret or the embedded database unless opted in', () => {
    const base = { NODE_ENV: 'production', DATA_DIR: tmp() };
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://x@db/y' })).toThrow(/JWT_SECRET/);
    const secret = 'a'.repeat(40);
    expect(() => loadConfig({ ...base, JWT_SECRET: secret })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, JWT_SECRET: secret })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ ...base, JWT_SECRET: secret, ALLOW_EMBEDDED_DB_IN_PRODUCTION: 'true' }).seedDemoData).toBe(false);
    expect(loadConfig({ ...base, JWT_SECRET: secret, DATABASE_URL: 'postgres://o@db:5432/cs' }).databaseAppUrl).toBe(
      'postgres://commonshelf_app@db:5432/cs',
    );
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tmp() })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: tmp() })).toThrow(/JWT_SECRET/);
  });

  it('derives the application role URL from the owner URL', () => {
    expect(deriveAppUrl('postgres://postgres:pw@127.0.0.1:5432/commonshelf')).toBe('postgres://commonshelf_app@127.0.0.1:5432/commonshelf');
  });
});
