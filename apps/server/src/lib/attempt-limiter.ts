import type { Counters } from './counters.js';

/**
 * Counts failures (wrong passwords) per key in a fixed window, in the app's shared counters (memory
 * for one process, Redis for several). Request-rate limits are @fastify/rate-limit's job; this
 * counts only failures, so a student who types their own password right is never slowed by a
 * classmate's guesses against the class as a whole beyond the window.
 */
export class AttemptLimiter {
  constructor(
    private readonly counters: Counters,
    /** Names this limiter's keys apart from every other's. */
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 if it may try now. */
  async retryAfter(key: string): Promise<number> {
    const w = await this.counters.peek(this.key(key));
    return w && w.count >= this.max ? Math.max(1, Math.ceil(w.ttlMs / 1000)) : 0;
  }

  /** Counts one failure; returns the key's failures in the current window, this one included. */
  async fail(key: string): Promise<number> {
    return (await this.counters.hit(this.key(key), this.windowMs)).count;
  }

  reset(key: string): Promise<void> {
    return this.counters.reset(this.key(key));
  }

  private key(key: string) {
    return `limit:${this.name}:${key}`;
  }
}

/** "Please wait 2 minutes" / "Please wait 40 seconds". */
export function waitMessage(seconds: number): string {
  if (seconds >= 90) return `Please wait ${Math.ceil(seconds / 60)} minutes and try again.`;
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
}
