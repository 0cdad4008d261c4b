import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, deriveAppUrl, loadConfig } from './config.js';
import { enabledPaymentProviders } from './modules/payments/providers/registry.js';

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

  it('switches on in production only the ways to pay that have their keys; the forms offer just those', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: tmp(), JWT_SECRET: 'a'.repeat(40), ALLOW_EMBEDDED_DB_IN_PRODUCTION: 'true' };
    expect(enabledPaymentProviders(loadConfig(production).payments)).toEqual([]);
    const stripeOnly = loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(enabledPaymentProviders(stripeOnly.payments)).toEqual(['stripe']);
    expect(enabledPaymentProviders(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'true' }).payments)).toEqual(['stripe', 'paypal', 'phonepe']);
    expect(enabledPaymentProviders(loadConfig({ DATA_DIR: tmp() }).payments)).toEqual(['stripe', 'paypal', 'phonepe']);
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

  it('takes a read replica only beside PostgreSQL, and only as the application role', () => {
    const primary = 'postgres://postgres@db:5432/cs';
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: primary }).databaseReplicaUrl).toBeNull();
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: primary, DATABASE_REPLICA_URL: 'postgres://standby:5432/cs' }).databaseReplicaUrl).toBe(
      'postgres://commonshelf_app@standby:5432/cs',
    );
    const given = 'postgresql://commonshelf_app:pw@standby:6432/cs?application_name=cs';
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: primary, DATABASE_REPLICA_URL: given }).databaseReplicaUrl).toBe(given);
    // The embedded database has no standby: a clear refusal, not a setting silently ignored.
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_REPLICA_URL: 'postgres://standby:5432/cs' })).toThrow(/DATABASE_REPLICA_URL needs DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: primary, DATABASE_REPLICA_URL: 'postgres://postgres@standby/cs' })).toThrow(
      /must connect as commonshelf_app .*not postgres/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: primary, DATABASE_REPLICA_URL: 'standby:5432' })).toThrow(/DATABASE_REPLICA_URL: a postgres:/);
  });

  it('derives the application role URL from the owner URL', () => {
    expect(deriveAppUrl('postgres://postgres:pw@127.0.0.1:5432/commonshelf')).toBe('postgres://commonshelf_app@127.0.0.1:5432/commonshelf');
  });
});
