import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, getPriority as osPriority } from 'node:os';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY, HASH_NICENESS, hashPassword, hashQueue, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('stores Argon2id at OWASP’s minimum or above, and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('runs at most one hash per core (up to four), off libuv’s pool, while logins pile up', async () => {
    expect(HASH_CONCURRENCY).toBe(Math.min(availableParallelism(), 4));
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
    // Compression (and file reads) use libuv's pool, which hashing leaves alone: the gzip finishes
    // long before the queued hashes, each of which takes milliseconds. (On a busy machine the first
    // hash or two may still end first; with the pool's threads hashing, the gzip would wait for
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

  it.runIf(process.platform === 'linux')('hashes on threads of lower priority, so pages and the database go first when cores are short', async () => {
    const niceness = () =>
      readdirSync('/proc/self/task').flatMap((tid) => {
        let stat: string;
        try {
          stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        } catch {
          return []; // a thread that ended since the listing
        }
        // Fields after the command's closing parenthesis; niceness is the 19th field of the line.
        return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
      });
    const stored = await hashPassword('pw');
    await Promise.all(Array.from({ length: HASH_CONCURRENCY }, () => verifyPassword(stored, 'pw')));
    // The hashing threads stay a while after their work, ready for the next login.
    const lowered = niceness().filter((n) => n === HASH_NICENESS);
    expect(lowered.length).toBeGreaterThanOrEqual(1);
    expect(lowered.length).toBeLessThanOrEqual(HASH_CONCURRENCY);
    // Only they: this thread (the event loop) and every other keep the process's priority.
    expect(niceness().filter((n) => n !== HASH_NICENESS)).toContain(osPriority());
    expect(osPriority()).toBeLessThan(HASH_NICENESS);
  });
});
