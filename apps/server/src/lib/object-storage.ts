import { Readable } from 'node:stream';
import { createRequire } from 'node:module';
import type * as S3 from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import type { ObjectStorageConfig } from '../config.js';
import { checkFolder, checkKey, urlFor, type Addressing, type FileStore } from './storage.js';

// The AWS SDK takes about a third of a second to load: it loads when object storage is first used,
// not at every start of a server that keeps its files on disk.
const requireModule = createRequire(import.meta.url);
let sdk: { s3: typeof S3; storage: typeof LibStorage } | undefined;
const aws = () => (sdk ??= { s3: requireModule('@aws-sdk/client-s3') as typeof S3, storage: requireModule('@aws-sdk/lib-storage') as typeof LibStorage });

const clients = new Map<string, S3.S3Client>();

/** One client (and its connection pool) per bucket configuration. */
function clientFor(config: ObjectStorageConfig): S3.S3Client {
  const id = JSON.stringify(config);
  let client = clients.get(id);
  if (!client) {
    client = new (aws().s3.S3Client)({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      // Without keys in the configuration, the SDK's own chain (environment, instance role) answers.
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // Checksums only where S3 requires them: every S3-compatible store (MinIO, R2, Ceph) accepts that.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    clients.set(id, client);
  }
  return client;
}

const status = (err: unknown) => (err instanceof aws().s3.S3ServiceException ? err.$metadata.httpStatusCode : undefined);

/**
 * Files in an S3 bucket under `folder` of the configured prefix, for several instances to share.
 * The bucket stays private: public files are still served at /media/<key> by our own route
 * (plugins/media.ts), with our headers, and private ones only by the routes that authorise.
 */
export function createS3Storage(config: ObjectStorageConfig, folder: string, addressing: Addressing): FileStore {
  const client = clientFor(config);
  const Bucket = config.bucket;
  const base = `${config.prefix}${folder}`;
  const objectKey = (key: string) => base + checkKey(key);

  /** Every object key under a folder (S3 lists up to 1,000 per page). */
  async function* keysUnder(prefix: string, delimiter?: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new (aws().s3.ListObjectsV2Command)({ Bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key) yield o.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function get(key: string, range?: { start: number; end: number }) {
    const answer = await client.send(new (aws().s3.GetObjectCommand)({ Bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
    return answer.Body as Readable;
  }

  return {
    async put(key, body, contentType) {
      await client.send(new (aws().s3.PutObjectCommand)({ Bucket, Key: objectKey(key), Body: body, ContentType: contentType }));
    },
    async putStream(key, body, contentType) {
      // A multipart upload of 5 MiB parts, completed only when the source ends: a failing source
      // aborts it, so the object never appears. The source's own error is the one rethrown.
      let sourceError: unknown;
      async function* source() {
        try {
          yield* body;
        } catch (err) {
          sourceError = err;
          throw err;
        }
      }
      const upload = new (aws().storage.Upload)({ client, params: { Bucket, Key: objectKey(key), Body: Readable.from(source()), ContentType: contentType }, queueSize: 2 });
      try {
        await upload.done();
      } catch (err) {
        throw sourceError ?? err;
      }
    },
    async delete(key) {
      await client.send(new (aws().s3.DeleteObjectCommand)({ Bucket, Key: objectKey(key) }));
    },
    url: (key) => urlFor(addressing, key),
    async stat(key) {
      try {
        const head = await client.send(new (aws().s3.HeadObjectCommand)({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
      } catch (err) {
        if (status(err) === 404) return null;
        throw err;
      }
    },
    readStream: (key, range) => get(key, range),
    async read(key, position, length) {
      if (length <= 0) return Buffer.alloc(0);
      try {
        const body = await get(key, { start: position, end: position + length - 1 });
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch (err) {
        // A start past the end of the object.
        if (status(err) === 416) return Buffer.alloc(0);
        throw err;
      }
    },
    async list(folder) {
      const prefix = `${base}${checkFolder(folder)}/`;
      const keys: string[] = [];
      for await (const k of keysUnder(prefix, '/')) keys.push(k.slice(base.length));
      return keys.sort();
    },
    async deleteFolder(folder) {
      const prefix = `${base}${checkFolder(folder)}/`;
      let batch: { Key: string }[] = [];
      const flush = async () => {
        if (!batch.length) return;
        const answer = await client.send(new (aws().s3.DeleteObjectsCommand)({ Bucket, Delete: { Objects: batch, Quiet: true } }));
        if (answer.Errors?.length) throw new Error(`S3 could not delete ${answer.Errors.length} object(s) under ${prefix}: ${answer.Errors[0]?.Code}`);
        batch = [];
      };
      for await (const Key of keysUnder(prefix)) {
        batch.push({ Key });
        if (batch.length === 1000) await flush();
      }
      await flush();
    },
  };
}
