// Per-account attempt counters (login failures, registrations and recovery requests per e-mail).
// The per-IP limits come from @fastify/rate-limit, which runs at most once per request, so the
// per-account side is counted here. Fixed windows, in memory: each instance counts its own.
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is under the limit. Does not count. */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now || entry.count < this.max) return 0;
    return Math.ceil((entry.resetAt - now) / 1000);
  }

  /** Counts one attempt for `key`. */
  hit(key: string, now = Date.now()): void {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
