import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY, hashPassword, hashQueue, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('stores Argon2id at OWASP’s minimum or above, and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('runs at most one hash per core and leaves a thread of the pool free while logins pile up', async () => {
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(HASH_CONCURRENCY).toBeLessThan(Number(process.env.UV_THREADPOOL_SIZE) || 4);
    const stored = await hashPassword('pw');
    const order: string[] = [];
    let most = 0;
    const logins = Array.from({ length: HASH_CONCURRENCY * 4 }, (_, i) =>
      verifyPassword(stored, 'pw').then((ok) => {
        order.push(`login ${i}`);
        return ok;
      }),
    );
    most = Math.max(most, hashQueue().running);
    expect(hashQueue().waiting).toBe(HASH_CONCURRENCY * 3);
    // Compression (and file reads) use the same thread pool: a free thread takes it at once, so it
    // finishes long before the queued hashes, each of which takes milliseconds. (On a busy machine
    // the first hash or two may still end first; with every thread hashing, the gzip would wait for
    // more than half of them.)
    const compressed = promisify(gzip)(Buffer.from('a list answer'.repeat(100))).then(() => order.push('gzip'));
    const poll = setInterval(() => (most = Math.max(most, hashQueue().running)), 1);
    await Promise.all([...logins, compressed]);
    clearInterval(poll);
    expect(await Promise.all(logins)).toEqual(logins.map(() => true));
    expect(most).toBe(HASH_CONCURRENCY);
    expect(order.indexOf('gzip'), order.join(', ')).toBeLessThan(logins.length / 2);
    expect(hashQueue()).toEqual({ running: 0, waiting: 0 });
  });
});
