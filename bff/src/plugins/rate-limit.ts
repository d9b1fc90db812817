import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { clientNetwork } from '../lib/client-network';
import { spanishWait } from '../lib/wait';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis client behind REDIS_URL (shared counters), or null without it. */
    redis: Redis | null;
  }
}

export interface RateLimitPluginOptions {
  redisUrl: string | undefined;
}

// Limits are opt-in per route (`config.rateLimit`): login, registration, recovery and posting set
// their own, counted per client (an IPv4 address or an IPv6 /64). With REDIS_URL the counters are shared by every BFF instance; without it, in memory.
export default fp<RateLimitPluginOptions>(
  async (app, options) => {
    let redis: Redis | undefined;
    if (options.redisUrl) {
      const { Redis } = await import('ioredis');
      redis = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      app.addHook('onClose', async () => {
        redis?.disconnect();
      });
    }
    app.decorate('redis', redis ?? null);
    await app.register(fastifyRateLimit, {
      global: false,
      // Per client, not per address: an IPv6 subscriber rotates freely inside its /64.
      keyGenerator: (request) => clientNetwork(request.ip),
      ...(redis ? { redis } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: 'Too Many Requests',
        // `context.after` is English ("1 minute"); the wait is said in Spanish from the ttl instead.
        message: `Demasiadas solicitudes. Espera ${spanishWait(context.ttl / 1000)} e inténtalo de nuevo.`,
        code: 'TOO_MANY_REQUESTS',
      }),
    });
  },
  { name: 'rate-limit' },
);
