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

  it('keeps uploads on the disk unless a bucket is named, and checks the S3 settings go together', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).objectStorage).toBeNull();
    const s3 = { S3_BUCKET: 'cs-uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: tmp(), ...s3, S3_PREFIX: 'prod/' }).objectStorage).toEqual({
      bucket: 'cs-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      prefix: 'prod/',
    });
    // Without keys, the AWS SDK's own chain (an instance role) is used.
    expect(loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'cs-uploads' }).objectStorage).toMatchObject({ accessKeyId: null, endpoint: null, forcePathStyle: false });
    expect(() => loadConfig({ DATA_DIR: tmp(), ...s3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(/go together/);
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/need S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'cs-uploads', S3_PREFIX: '../up' })).toThrow(/S3_PREFIX/);
  });

  it('derives the application role URL from the owner URL', () => {
    expect(deriveAppUrl('postgres://postgres:pw@127.0.0.1:5432/commonshelf')).toBe('postgres://commonshelf_app@127.0.0.1:5432/commonshelf');
  });
});
