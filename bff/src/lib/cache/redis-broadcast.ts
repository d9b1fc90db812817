// With REDIS_URL, the tags one instance bumps reach every other instance through a Redis channel,
// so their caches drop the same entries (typically within milliseconds). Each message carries its
// sender's id: an instance ignores its own. While Redis is away, each instance stays exact for its
// own writes, and other instances' writes show when their ranking's time limit passes.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Invalidations } from './invalidations';

export const INVALIDATION_CHANNEL = 'gangazo:invalidations';

interface Message {
  from: string;
  tags: string[];
}

function parse(raw: string): Message | null {
  try {
    const value = JSON.parse(raw) as Partial<Message>;
    if (typeof value.from !== 'string' || !Array.isArray(value.tags) || !value.tags.every((tag) => typeof tag === 'string')) return null;
    return { from: value.from, tags: value.tags };
  } catch {
    return null;
  }
}

/**
 * Connects `invalidations` to the channel with `publisher` (any client) and `subscriber` (a
 * client of its own: a subscribed connection can do nothing else). Returns how to disconnect.
 */
export async function broadcastInvalidations(
  invalidations: Invalidations,
  publisher: Redis,
  subscriber: Redis,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const self = randomUUID();
  const onMessage = (channel: string, raw: string) => {
    if (channel !== INVALIDATION_CHANNEL) return;
    const message = parse(raw);
    if (message && message.from !== self) invalidations.applyRemote(message.tags);
  };
  subscriber.on('message', onMessage);
  await subscriber.subscribe(INVALIDATION_CHANNEL);
  const stopPublishing = invalidations.addPublisher((tags) => {
    publisher.publish(INVALIDATION_CHANNEL, JSON.stringify({ from: self, tags })).catch(onError);
  });
  return () => {
    stopPublishing();
    subscriber.off('message', onMessage);
  };
}
