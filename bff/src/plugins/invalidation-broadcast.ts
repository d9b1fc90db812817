// REDIS_URL set: this instance's cache invalidations are sent to, and received from, every other
// BFF instance (lib/cache/redis-broadcast.ts). Without it there is nothing to do: one instance is
// exact on its own.
import fp from 'fastify-plugin';
import { invalidations } from '../lib/cache/invalidations';
import { broadcastInvalidations } from '../lib/cache/redis-broadcast';

export default fp<{ redisUrl: string | undefined }>(
  async (app, options) => {
    if (!options.redisUrl || !app.redis) return;
    const { Redis } = await import('ioredis');
    // Its own connection: a subscribed client can do nothing else. It queues while reconnecting, so
    // a Redis restart does not lose the subscription.
    const subscriber = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: null, lazyConnect: true });
    subscriber.on('error', (error: unknown) => app.log.warn({ err: error }, 'caché: Redis no responde (invalidaciones entre instancias)'));
    try {
      await subscriber.connect();
      const stop = await broadcastInvalidations(invalidations, app.redis, subscriber, (error) =>
        app.log.warn({ err: error }, 'caché: no se pudo avisar a las otras instancias'),
      );
      app.addHook('onClose', async () => {
        stop();
        subscriber.disconnect();
      });
    } catch (error) {
      subscriber.disconnect();
      app.log.warn({ err: error }, 'caché: sin Redis, cada instancia invalida solo lo suyo');
    }
  },
  { name: 'invalidation-broadcast', dependencies: ['rate-limit'] },
);
