import { Redis } from 'ioredis';
import { MemoryAttemptLimiter, RedisAttemptLimiter } from './limiter';

const MINUTE = 60_000;

describe('MemoryAttemptLimiter', () => {
  it('lets max attempts through, then says how long to wait, until the window ends', async () => {
    let now = 1_000_000;
    const limiter = new MemoryAttemptLimiter(3, 15 * MINUTE, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.retryAfter('user:1')).toBe(0);
      // Each hit tells how many attempts the window holds so far.
      expect(await limiter.hit('user:1')).toBe(i + 1);
    }
    expect(await limiter.retryAfter('user:1')).toBe(15 * 60);
    expect(await limiter.retryAfter('user:2')).toBe(0);
    now += 15 * MINUTE;
    expect(await limiter.retryAfter('user:1')).toBe(0);
    expect(await limiter.hit('user:1')).toBe(1);
  });

  it('forgets an account on reset', async () => {
    const limiter = new MemoryAttemptLimiter(1, MINUTE);
    await limiter.hit('user:1');
    expect(await limiter.retryAfter('user:1')).toBeGreaterThan(0);
    await limiter.reset('user:1');
    expect(await limiter.retryAfter('user:1')).toBe(0);
  });
});

describe('RedisAttemptLimiter', () => {
  it('still limits, in memory, when Redis does not answer', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const limiter = new RedisAttemptLimiter(down, `down-${Date.now()}`, 2, MINUTE);
    await limiter.hit('user:1');
    await limiter.hit('user:1');
    expect(await limiter.retryAfter('user:1')).toBeGreaterThan(0);
    await limiter.reset('user:1');
    expect(await limiter.retryAfter('user:1')).toBe(0);
    down.disconnect();
  });

  // Redis is optional for the site (REDIS_URL); this machine kind runs one on 127.0.0.1:6379.
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let first: Redis;
  let second: Redis;
  let available = false;
  beforeAll(async () => {
    first = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    second = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await Promise.all([first.connect(), second.connect()]);
      available = (await first.ping()) === 'PONG';
    } catch {
      available = false;
    }
  });
  afterAll(() => {
    first.disconnect();
    second.disconnect();
  });

  it('counts the attempts of every BFF instance together (needs the Redis at REDIS_URL or 127.0.0.1:6379)', async () => {
    if (!available) {
      console.warn(`No Redis at ${url}: the shared-counter test did not run.`);
      return;
    }
    const name = `test-${process.pid}-${Date.now()}`;
    const instanceA = new RedisAttemptLimiter(first, name, 3, MINUTE);
    const instanceB = new RedisAttemptLimiter(second, name, 3, MINUTE);
    await instanceA.hit('user:1');
    await instanceB.hit('user:1');
    expect(await instanceA.retryAfter('user:1')).toBe(0);
    await instanceA.hit('user:1');
    const wait = await instanceB.retryAfter('user:1');
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await first.pttl(`gangazo:attempts:${name}:user:1`)).toBeGreaterThan(0);
    await instanceB.reset('user:1');
    expect(await instanceA.retryAfter('user:1')).toBe(0);
  });
});
