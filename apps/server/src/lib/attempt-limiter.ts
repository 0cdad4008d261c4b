/**
 * Counts failures (wrong passwords) per key in a fixed window, in memory. Request-rate limits are
 * @fastify/rate-limit's job; this counts only failures, so a student who types their own password
 * right is never slowed by a classmate's guesses against the class as a whole beyond the window.
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 if it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const h = this.hits.get(key);
    if (!h || h.resetAt <= now) return 0;
    return h.count >= this.max ? Math.ceil((h.resetAt - now) / 1000) : 0;
  }

  /** Counts one failure; returns the key's failures in the current window, this one included. */
  fail(key: string, now = Date.now()): number {
    const h = this.hits.get(key);
    if (!h || h.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.hits.size > 50_000) this.sweep(now);
      return 1;
    }
    return ++h.count;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [k, h] of this.hits) if (h.resetAt <= now) this.hits.delete(k);
  }
}

/** "Please wait 2 minutes" / "Please wait 40 seconds". */
export function waitMessage(seconds: number): string {
  if (seconds >= 90) return `Please wait ${Math.ceil(seconds / 60)} minutes and try again.`;
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
}
