// Posting limits per account, besides the per-client ones on each route:
//   - an untrusted account sends at most NEW_ACCOUNT_POSTS_PER_HOUR posts (offers, codes, topics)
//     an hour, counted from the posts themselves so every BFF instance agrees;
//   - anyone waits COMMENT_INTERVAL_SECONDS between comments (Discourse's 5 s), through the rate limiter
//     (`commentInterval`), whose counters live in Redis when REDIS_URL is set.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Types } from 'mongoose';
import { AppError } from '../../errors';
import { clientNetwork } from '../../lib/client-network';
import { ForumTopicModel } from '../forum/model';
import { OfferModel } from '../offers/model';
import { moderationSettings } from './settings';

const HOUR_MS = 3_600_000;

/** Throws a Spanish 429 when an untrusted account already posted its hourly share. */
export async function checkNewAccountPosts(userId: string, now: Date = new Date()): Promise<void> {
  const limit = moderationSettings().newAccountPostsPerHour;
  const authorId = new Types.ObjectId(userId);
  const since = new Date(now.getTime() - HOUR_MS);
  const [offers, topics] = await Promise.all([
    OfferModel.find({ authorId, createdAt: { $gt: since } }, { createdAt: 1 }).limit(limit).lean<{ createdAt: Date }[]>(),
    ForumTopicModel.find({ authorId, createdAt: { $gt: since } }, { createdAt: 1 }).limit(limit).lean<{ createdAt: Date }[]>(),
  ]);
  const times = [...offers, ...topics].map((row) => row.createdAt.getTime()).sort((a, b) => b - a);
  if (times.length < limit) return;
  const freeAt = (times[limit - 1] ?? now.getTime()) + HOUR_MS;
  const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Las cuentas nuevas pueden publicar ${limit === 1 ? '1 vez' : `${limit} veces`} por hora. Podrás publicar de nuevo en ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
  );
}

/** preHandler: one comment per account every COMMENT_INTERVAL_SECONDS (offers and forum alike), shared through Redis when set. */
export function commentInterval(app: FastifyInstance): preHandlerAsyncHookHandler {
  const seconds = app.config.moderation.commentIntervalSeconds;
  if (seconds === 0) return async () => {};
  return app.rateLimit({
    max: 1,
    timeWindow: seconds * 1000,
    keyGenerator: (request: FastifyRequest) => `comment-interval:${request.session?.sub ?? clientNetwork(request.ip)}`,
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Espera unos segundos entre un comentario y el siguiente.',
      code: 'TOO_MANY_REQUESTS',
    }),
  });
}
