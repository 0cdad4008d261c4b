import { Redis } from 'ioredis';

/**
 * Short-lived counters and marks that every instance must agree on: failed logins per account,
 * class and site, and the readings a visitor's address has added. One process keeps them in
 * memory; several share them through Redis (`REDIS_URL`), so a limit counts across instances and
 * a client cannot get more tries by landing on another one.
 */
export interface Counters {
  /** Adds one to `key` in a fixed window starting at its first hit; returns the count and the window's time left. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** The count and time left of `key`'s window, or null when none is open. */
  peek(key: string): Promise<{ count: number; ttlMs: number } | null>;
  /** Sets `key` for `windowMs` unless it is set; true when this call set it (the first in its window). */
  claim(key: string, windowMs: number): Promise<boolean>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounters implements Counters {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number) {
    const now = this.now();
    const e = this.live(key, now);
    if (e) {
      e.count += 1;
      return { count: e.count, ttlMs: e.resetAt - now };
    }
    this.entries.set(key, { count: 1, resetAt: now + windowMs });
    if (this.entries.size > 100_000) this.sweep(now);
    return { count: 1, ttlMs: windowMs };
  }

  async peek(key: string) {
    const now = this.now();
    const e = this.live(key, now);
    return e ? { count: e.count, ttlMs: e.resetAt - now } : null;
  }

  async claim(key: string, windowMs: number) {
    if (this.live(key, this.now())) return false;
    await this.hit(key, windowMs);
    return true;
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  async close() {
    this.entries.clear();
  }

  private live(key: string, now: number) {
    const e = this.entries.get(key);
    return e && e.resetAt > now ? e : undefined;
  }

  private sweep(now: number) {
    for (const [k, e] of this.entries) if (e.resetAt <= now) this.entries.delete(k);
  }
}

export class RedisCounters implements Counters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'cs:',
  ) {}

  async hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    // The window starts with the first hit (NX) and is never extended by later ones.
    const res = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    if (!res) throw new Error('Redis did not run the counter transaction.');
    for (const [err] of res) if (err) throw err;
    return { count: Number(res[0]![1]), ttlMs: Math.max(0, Number(res[2]![1])) };
  }

  async peek(key: string) {
    const k = this.prefix + key;
    const res = await this.redis.multi().get(k).pttl(k).exec();
    if (!res) throw new Error('Redis did not run the counter transaction.');
    const count = res[0]![1];
    const ttl = Number(res[1]![1]);
    return count === null || ttl <= 0 ? null : { count: Number(count), ttlMs: ttl };
  }

  async claim(key: string, windowMs: number) {
    return (await this.redis.set(this.prefix + key, '1', 'PX', windowMs, 'NX')) === 'OK';
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  /** The connection is the app's (it also serves the request rate limits), closed with the app. */
  async close() {}
}

/** A Redis connection for shared state: a command fails after a few tries rather than waiting for ever while Redis is away. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
}
