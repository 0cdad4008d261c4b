import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type ObjectStorageConfig } from '../config.js';
import { DEMO } from '../db/seed/seed.js';
import { multipartForm } from '../test/book-files.js';
import { makePng } from '../test/images.js';
import { startS3 } from '../test/s3-server.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../test/test-app.js';
import { createS3Storage } from './object-storage.js';
import { SEED_ASSETS_DIR } from './paths.js';
import { privateStorageFromConfig } from './private-storage.js';
import { createLocalStorage, InvalidStorageKeyError, type FileStore } from './storage.js';

let s3: Awaited<ReturnType<typeof startS3>>;
let dir: string;
beforeAll(async () => {
  s3 = await startS3();
  dir = mkdtempSync(path.join(tmpdir(), 'cs-store-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const s3Config = (over: Partial<ObjectStorageConfig> = {}): ObjectStorageConfig => ({
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  accessKeyId: s3.credentials.accessKeyId,
  secretAccessKey: s3.credentials.secretAccessKey,
  prefix: 'contract/',
  ...over,
});

/** A client of our own, to look into the bucket. */
const raw = () => new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: s3.credentials, requestChecksumCalculation: 'WHEN_REQUIRED' });

async function* chunks(count: number, size: number, failAfter?: number) {
  for (let i = 0; i < count; i++) {
    if (i === failAfter) throw new RangeError('This file is too large.');
    yield Buffer.alloc(size, 65 + (i % 26));
  }
}

const text = async (stream: AsyncIterable<unknown>) => {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts).toString();
};

describe.each([
  ['the local disk', () => createLocalStorage(path.join(dir, 'local'))],
  ['S3', () => createS3Storage(s3Config(), 'uploads/', 'public')],
])('a file store on %s', (_name, make: () => FileStore) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });

  it('stores a file whole, answers its size, bytes, ranges and folder listing, and removes it', async () => {
    await store.put('books/files/a.pdf', Buffer.from('%PDF-1.7 hello world'), 'application/pdf');
    await store.put('books/files/b.pdf', Buffer.from('second'), 'application/pdf');
    await store.put('books/files/deeper/c.pdf', Buffer.from('third'), 'application/pdf');
    const info = await store.stat('books/files/a.pdf');
    expect(info?.size).toBe(20);
    expect(info?.mtime.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await text(await store.readStream('books/files/a.pdf'))).toBe('%PDF-1.7 hello world');
    expect(await text(await store.readStream('books/files/a.pdf', { start: 9, end: 13 }))).toBe('hello');
    expect((await store.read('books/files/a.pdf', 15, 100)).toString()).toBe('world');
    expect((await store.read('books/files/a.pdf', 40, 10)).length).toBe(0);
    // Only the files directly in the folder.
    expect(await store.list('books/files')).toEqual(['books/files/a.pdf', 'books/files/b.pdf']);
    expect(store.url('books/files/a.pdf')).toBe('/media/books/files/a.pdf');

    await store.delete('books/files/a.pdf');
    expect(await store.stat('books/files/a.pdf')).toBeNull();
    await store.delete('books/files/a.pdf'); // already gone: not an error
    await store.deleteFolder('books/files');
    expect(await store.list('books/files')).toEqual([]);
    expect(await store.stat('books/files/deeper/c.pdf')).toBeNull();
    expect(await store.stat('never/was.png')).toBeNull();
  });

  it('streams a large upload in parts, and leaves nothing when its source fails', async () => {
    // 12 MiB: several multipart parts on S3.
    await store.putStream('videos/v1/big.mp4', chunks(12, 1024 * 1024), 'video/mp4');
    expect((await store.stat('videos/v1/big.mp4'))?.size).toBe(12 * 1024 * 1024);
    expect((await store.read('videos/v1/big.mp4', 11 * 1024 * 1024, 3)).toString()).toBe('LLL');

    await expect(store.putStream('videos/v1/cut.mp4', chunks(12, 1024 * 1024, 7), 'video/mp4')).rejects.toThrow(RangeError);
    expect(await store.stat('videos/v1/cut.mp4')).toBeNull();
    expect(await store.list('videos/v1')).toEqual(['videos/v1/big.mp4']);
    await store.deleteFolder('videos/v1');
  });

  it('refuses keys that are not ours, before touching the store', async () => {
    for (const key of ['../secrets/jwt-secret', 'a/../../b.png', '/etc/passwd.txt', 'Books/A.PNG', 'noext', 'a//b.png']) {
      await expect(store.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(InvalidStorageKeyError);
      await expect(store.stat(key), key).rejects.toThrow(InvalidStorageKeyError);
    }
    await expect(store.deleteFolder('books')).rejects.toThrow(InvalidStorageKeyError);
  });
});

describe('S3 storage', () => {
  it('signs every request: a wrong secret is refused by the store, and nothing is written', async () => {
    const wrong = createS3Storage(s3Config({ secretAccessKey: 'not-the-secret', prefix: 'wrong/' }), 'uploads/', 'public');
    await expect(wrong.put('tenants/x.png', makePng(4, 4), 'image/png')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    const listed = await raw().send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'wrong/' }));
    expect(listed.KeyCount ?? 0).toBe(0);
  });

  it('keeps each deployment under its prefix and each store in its folder', async () => {
    const cfg = s3Config({ prefix: 'site-a/' });
    await createS3Storage(cfg, 'uploads/', 'public').put('tenants/logo.png', makePng(4, 4), 'image/png');
    await createS3Storage(cfg, 'private-uploads/', 'private').put('stories/1/p.png', makePng(4, 4), 'image/png');
    const listed = await raw().send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'site-a/' }));
    expect(listed.Contents?.map((o) => o.Key).sort()).toEqual(['site-a/private-uploads/stories/1/p.png', 'site-a/uploads/tenants/logo.png']);
    // A private store has no public address.
    expect(() => createS3Storage(cfg, 'private-uploads/', 'private').url('stories/1/p.png')).toThrow(/no public address/);
  });

  it('reads the shipped demo files from the disk, and never writes them', async () => {
    const store = privateStorageFromConfig({ dataDir: dir, objectStorage: s3Config({ prefix: 'demo/' }) });
    const key = 'seed/projects/rain-tanks-for-kalawa-schools.svg';
    const onDisk = readFileSync(path.join(SEED_ASSETS_DIR, 'projects/rain-tanks-for-kalawa-schools.svg'));
    expect((await store.stat(key))?.size).toBe(onDisk.length);
    expect((await store.read(key, 0, 4)).toString()).toBe(onDisk.subarray(0, 4).toString());
    await expect(store.put('seed/books/x.png', makePng(4, 4), 'image/png')).rejects.toThrow(/read only/);
    await expect(store.deleteFolder('seed/books')).rejects.toThrow(/read only/);
  });
});

describe('two instances sharing one bucket and one database', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let dataB: string;
  const env = () => ({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    S3_PREFIX: 'apps/',
    JWT_SECRET: 'a-shared-secret-of-at-least-32-characters!',
  });
  const { login } = apiClient(() => a);
  beforeAll(async () => {
    a = await createTestApp(env());
    dataB = mkdtempSync(path.join(tmpdir(), 'cs-app-b-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataB, WEB_DIST_DIR: a.config.webDistDir, LOG_LEVEL: 'silent', ...env() });
    b = await buildApp({ config, db: a.db, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(dataB, { recursive: true, force: true });
  });

  it('serves a public upload made through one instance from the other, with the same headers, and none on local disk', async () => {
    const admin = await login(DEMO.admin, HOSTS.main);
    const logo = makePng(48, 48);
    const form = multipartForm(
      { school_name: 'Shared Bucket School', school_email: 'office@shared-bucket.example', domain_url: 'https://www.sharedbucket-school.org', subdomain: 'sharedbucket', is_organization: 'false', switchboard: 'true', country: 'KE', primary_color: '#224466', primary_color_light: '#E0E8F0', primary_color_dark: '#112233' },
      [{ field: 'logo', name: 'logo.png', data: logo, type: 'image/png' }],
    );
    const created = await a.app.inject({ method: 'POST', url: '/api/api-admin/tenants/', payload: form.payload, headers: { host: HOSTS.main, authorization: `Bearer ${admin}`, ...form.headers } });
    expect(created.statusCode, created.body).toBe(201);
    const url: string = created.json().tenant.logo;
    expect(url).toMatch(/^\/media\/tenants\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(path.join(a.config.uploadsDir, url.slice('/media/'.length)))).toBe(false);

    const served = await b.inject({ method: 'GET', url, headers: { host: HOSTS.main } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(logo)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    const again = await a.app.inject({ method: 'GET', url, headers: { host: HOSTS.main, 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // The demo art still comes from the disk; a key that is not ours, or is not there, is a 404.
    expect((await b.inject({ method: 'GET', url: '/media/tenants/00000000-0000-0000-0000-000000000000.png', headers: { host: HOSTS.main } })).statusCode).toBe(404);
    expect((await b.inject({ method: 'GET', url: '/media/..%2F..%2Fsecrets/jwt-secret', headers: { host: HOSTS.main } })).statusCode).toBe(404);
  });

  it('keeps private uploads private in the bucket, and serves them to the right person through either instance', async () => {
    const png = makePng(30, 20);
    const form = multipartForm(
      { kind: 'problem', name: 'Ada Okoro', email: 'ada-s3@example.org', message: 'The reader froze on page 3.', page_url: 'http://localhost:3000/library/12' },
      [{ field: 'screenshot', name: 'screen.png', data: png, type: 'image/png' }],
    );
    const sent = await a.app.inject({ method: 'POST', url: '/api/enquiries/', payload: form.payload, headers: { host: HOSTS.main, ...form.headers }, remoteAddress: '10.88.0.1' });
    expect(sent.statusCode, sent.body).toBe(201);
    const admin = await login(DEMO.admin, HOSTS.main);
    const detail = (await b.inject({ method: 'GET', url: `/api/admin/enquiries/${sent.json().id}/`, headers: { host: HOSTS.main, authorization: `Bearer ${admin}` } })).json();
    const file = await b.inject({ method: 'GET', url: detail.screenshot_url, headers: { host: HOSTS.main, authorization: `Bearer ${admin}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['cache-control']).toBe('private, no-store');
    // Not under the public folder, so /media has no address for it.
    const listed = await raw().send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'apps/' }));
    const stored = listed.Contents!.map((o) => o.Key!).filter((k) => k.includes('enquiries/'));
    expect(stored).toEqual([expect.stringMatching(/^apps\/private-uploads\/enquiries\/[0-9a-f-]{36}\.png$/)]);
    const key = stored[0]!.slice('apps/private-uploads/'.length);
    expect((await b.inject({ method: 'GET', url: `/media/${key}`, headers: { host: HOSTS.main } })).statusCode).toBe(404);
    expect(existsSync(path.join(a.config.dataDir, 'private-uploads', key))).toBe(false);
  });
});
