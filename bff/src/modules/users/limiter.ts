// Per-account attempt counters (login failures, registrations and recovery requests per e-mail).
// The per-IP limits come from @fastify/rate-limit, which runs at most once per request, so the
// per-account side is counted here. Fixed windows: in Redis when REDIS_URL is set, so every BFF
// instance counts the same attempts; in memory otherwise (one instance).
import type { Redis } from 'ioredis';

export interface AttemptLimiter {
  /** Seconds until `key` may try again, or 0 when it is under the limit. Does not count. */
  retryAfter(key: string): Promise<number>;
  /** Counts one attempt for `key`; resolves with the attempts in its window so far. */
  hit(key: string): Promise<number>;
  /** Forgets `key`'s attempts (a successful login). */
  reset(key: string): Promise<void>;
}

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async retryAfter(key: string): Promise<number> {
    const now = this.now();
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now || entry.count < this.max) return 0;
    return Math.ceil((entry.resetAt - now) / 1000);
  }

  async hit(key: string): Promise<number> {
    const now = this.now();
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * The same windows in Redis (INCR, then PEXPIRE on the first attempt). When Redis does not answer,
 * this instance counts in memory instead: a Redis outage must not lock people out, nor lift the
 * limits altogether.
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  private readonly fallback: MemoryAttemptLimiter;

  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {
    this.fallback = new MemoryAttemptLimiter(max, windowMs);
  }

  private redisKey(key: string): string {
    return `gangazo:attempts:${this.name}:${key}`;
  }

  async retryAfter(key: string): Promise<number> {
    try {
      const redisKey = this.redisKey(key);
      const [count, ttl] = await Promise.all([this.redis.get(redisKey), this.redis.pttl(redisKey)]);
      if (count === null || Number(count) < this.max || ttl <= 0) return 0;
      return Math.ceil(ttl / 1000);
    } catch {
      return this.fallback.retryAfter(key);
    }
  }

  async hit(key: string): Promise<number> {
    try {
      const redisKey = this.redisKey(key);
      const count = await this.redis.incr(redisKey);
      if (count === 1) await this.redis.pexpire(redisKey, this.windowMs);
      return count;
    } catch {
      return this.fallback.hit(key);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.redis.del(this.redisKey(key));
    } catch {
      // Nothing to undo: the window ends by itself.
    }
  }
}

/** Shared counters when the app has a Redis client (REDIS_URL), this instance's own otherwise. */
export function createAttemptLimiter(redis: Redis | null, name: string, max: number, windowMs: number): AttemptLimiter {
  return redis ? new RedisAttemptLimiter(redis, name, max, windowMs) : new MemoryAttemptLimiter(max, windowMs);
}
