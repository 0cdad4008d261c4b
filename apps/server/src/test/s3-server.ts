import { createHash, createHmac, type BinaryLike } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';

/** SHA-256 (or its HMAC) in the shape the AWS signer asks for. */
type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Data): BinaryLike =>
  typeof data === 'string' ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

class Sha256 {
  private readonly hash;
  constructor(secret?: Data) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: Data) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A local S3 for tests: s3rver (an S3 emulator speaking the REST protocol: buckets, objects, byte
 * ranges, listings, multipart uploads, multi-object delete) behind a front that checks every
 * request's AWS Signature Version 4 the way S3 does, with AWS's own signer: the canonical request
 * is rebuilt from what arrived (method, path, query, the signed headers, the payload hash) and
 * signed with the secret we hold, and a body whose hash was signed must have that hash. s3rver
 * alone accepts any V4 signature, so without this front a wrong secret would pass.
 */
export async function startS3(bucket = 'commonshelf-test') {
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const directory = mkdtempSync(path.join(tmpdir(), 'cs-s3-'));
  const emulator = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port: emulatorPort } = (await emulator.run()) as { port: number };
  const signer = new SignatureV4({ credentials, region: 'us-east-1', service: 's3', sha256: Sha256, uriEscapePath: false, applyChecksum: false });
  const requests: { method: string; path: string }[] = [];

  async function verify(req: IncomingMessage, body: Buffer): Promise<string | null> {
    const auth = req.headers.authorization ?? '';
    const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) return 'AccessDenied';
    const [, keyId, day, region, signedHeaders, signature] = m;
    if (keyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(day!)) return 'SignatureDoesNotMatch';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (/^[0-9a-f]{64}$/.test(payloadHash) && createHash('sha256').update(body).digest('hex') !== payloadHash) return 'XAmzContentSHA256Mismatch';
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const query: Record<string, string | string[]> = {};
    for (const [k, v] of url.searchParams) {
      const prev = query[k];
      query[k] = prev === undefined ? v : ([] as string[]).concat(prev, v);
    }
    const headers: Record<string, string> = {};
    for (const name of signedHeaders!.split(';')) headers[name] = String(req.headers[name] ?? '');
    const signingDate = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
    const signed = await signer.sign(
      { method: req.method ?? 'GET', protocol: 'http:', hostname: headers.host?.split(':')[0] ?? '', path: url.pathname, query, headers },
      { signingDate, signingRegion: region, unsignableHeaders: new Set(Object.keys(req.headers).filter((h) => !headers[h] && h !== 'host')) },
    );
    const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization ?? signed.headers.Authorization))?.[1];
    return expected === signature ? null : 'SignatureDoesNotMatch';
  }

  const front = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      verify(req, body).then(
        (error) => {
          requests.push({ method: req.method ?? '', path: req.url ?? '' });
          if (error) {
            res.writeHead(403, { 'content-type': 'application/xml' }).end(s3Error(error, 'The request signature we calculated does not match the signature you provided.'));
            return;
          }
          const upstream = httpRequest({ host: '127.0.0.1', port: emulatorPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          });
          upstream.on('error', () => res.writeHead(502).end());
          upstream.end(body);
        },
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  const { port } = front.address() as { port: number };

  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    credentials,
    /** Every request the front received, signed or not. */
    requests,
    async close() {
      await new Promise<void>((r) => front.close(() => r()));
      await emulator.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
