import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';
import { TEST_REDIS_URL } from '../test/redis.js';
import { MemoryCounters, RedisCounters, type Counters } from './counters.js';

/** The same behaviour from the in-process counters and from Redis's (a real server, under keys of this run's own). */
const kinds: [string, () => Promise<{ counters: Counters; wait: (ms: number) => Promise<void>; done: () => Promise<void> }>][] = [
  [
    'memory',
    async () => {
      let now = 1_000_000;
      return { counters: new MemoryCounters(() => now), wait: async (ms) => void (now += ms), done: async () => {} };
    },
  ],
  [
    'redis',
    async () => {
      const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
      const prefix = `cs-test-${randomBytes(4).toString('hex')}:`;
      return {
        counters: new RedisCounters(redis, prefix),
        wait: (ms) => new Promise((r) => setTimeout(r, ms)),
        done: async () => {
          const keys = await redis.keys(`${prefix}*`);
          if (keys.length) await redis.del(...keys);
          await redis.quit();
        },
      };
    },
  ],
];

describe.each(kinds)('%s counters', (_kind, make) => {
  let c: Awaited<ReturnType<typeof make>>;
  beforeAll(async () => {
    c = await make();
  });
  afterAll(() => c.done());

  it('count hits in a window that starts at the first hit and is not stretched by later ones', async () => {
    expect(await c.counters.peek('a')).toBeNull();
    // Windows long enough that a busy machine's delays cannot end them early.
    expect((await c.counters.hit('a', 1500)).count).toBe(1);
    await c.wait(300);
    const second = await c.counters.hit('a', 1500);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeLessThanOrEqual(1500 - 250);
    expect(await c.counters.peek('a')).toMatchObject({ count: 2 });
    await c.wait(1300);
    expect(await c.counters.peek('a')).toBeNull();
    expect((await c.counters.hit('a', 1500)).count).toBe(1);
  });

  it('claim a key once per window, and reset', async () => {
    expect(await c.counters.claim('b', 1000)).toBe(true);
    expect(await c.counters.claim('b', 1000)).toBe(false);
    await c.counters.reset('b');
    expect(await c.counters.claim('b', 1000)).toBe(true);
    await c.wait(1100);
    expect(await c.counters.claim('b', 1000)).toBe(true);
  });

  it('hold an attempt limiter at its maximum until the window ends, apart from other limiters', async () => {
    const limiter = new AttemptLimiter(c.counters, 'test-a', 3, 60_000);
    const other = new AttemptLimiter(c.counters, 'test-b', 3, 60_000);
    expect(await limiter.fail('k')).toBe(1);
    expect(await limiter.retryAfter('k')).toBe(0);
    for (let i = 2; i <= 3; i++) expect(await limiter.fail('k')).toBe(i);
    const wait = await limiter.retryAfter('k');
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await other.retryAfter('k')).toBe(0);
    await limiter.reset('k');
    expect(await limiter.retryAfter('k')).toBe(0);
  });
});
