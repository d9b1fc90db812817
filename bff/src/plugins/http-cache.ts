// HTTP caching of the API's GET answers, and the in-memory answer cache of the hottest ones.
//
// Every JSON answer to a GET gets a strong ETag and a 304 when the client already holds it. Routes
// say what their answers are (`config`):
//   publicAnswer: a guest's answer is the same for everyone, so a CDN or the browser may keep it a
//                 few seconds (`public, max-age=5, stale-while-revalidate=30`, `Vary: Authorization`);
//   answerCache:  also keep guests' answers here, by address, exact by invalidation
//                 (lib/cache/answer-cache.ts). Implies publicAnswer.
// Anything else, and any answer to a request that carries a session (an Authorization header), is
// `private, no-cache`: a session's answer (its vote, its saved offers) is never stored here nor by a
// shared cache, and a signed-in shopper's browser always revalidates (a cheap 304), so what they
// just did shows on their next read. Guests cannot write what these routes show.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache, strongEtag } from '../lib/cache/answer-cache';
import { recordDependencies } from '../lib/cache/dependencies';
import { ANY_WRITE_TAG, invalidations, type Stamp } from '../lib/cache/invalidations';

declare module 'fastify' {
  interface FastifyContextConfig {
    publicAnswer?: boolean;
    answerCache?: boolean;
    /**
     * A write that changes nothing a guest is shown (a sign-in, a read mark, a monitoring report,
     * a visitor's own alerts): it leaves the rendered pages and the answers kept until the next
     * write as they are. Every other accepted write moves ANY_WRITE_TAG.
     */
    keepsGuestPages?: boolean;
  }
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const PUBLIC_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** Whether an If-None-Match header names `etag` (a list, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

function cacheControlFor(request: FastifyRequest, publicRoute: boolean): string {
  return publicRoute && !request.session && !request.headers.authorization ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}

interface PendingAnswer {
  key: string;
  stamp: Stamp;
  expiresAt: number;
}

export default fp(
  async (app) => {
    const answers = new AnswerCache({ maxEntries: 5_000, maxBytes: 64 * 1024 * 1024 });
    app.decorate('answerCache', answers);
    const pending = new WeakMap<FastifyRequest, PendingAnswer>();

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.config?.answerCache || !methods.every((method) => method === 'GET' || method === 'HEAD')) return;
      const original = route.handler;
      const cached = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        if (request.session) return original.call(this, request, reply);
        const hit = answers.get(request.url);
        if (hit) {
          reply.header('etag', hit.etag).header('cache-control', cacheControlFor(request, true)).header('vary', 'Authorization');
          if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
          return reply.header('content-type', hit.contentType).send(hit.body);
        }
        const recorded = await recordDependencies(async () => original.call(this, request, reply));
        if (!reply.sent) pending.set(request, { key: request.url, stamp: recorded.stamp, expiresAt: recorded.expiresAt });
        return recorded.value;
      };
      route.handler = cached as RouteHandlerMethod;
    });

    // Any write the API accepts (a vote, a comment, a deploy…) may change what a guest is shown:
    // it moves ANY_WRITE_TAG here and, with REDIS_URL, on every other instance. (Every page load
    // ends with a load report, marked `keepsGuestPages`: were it to count, each visit would cost
    // the next visitor a render.)
    app.addHook('onResponse', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
      if (request.routeOptions.config.keepsGuestPages !== true) invalidations.bump([ANY_WRITE_TAG]);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith('/api/') || reply.statusCode !== 200) return payload;
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (!contentType.includes('json') || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
      let etag = reply.getHeader('etag');
      if (typeof etag !== 'string') {
        etag = strongEtag(payload);
        reply.header('etag', etag);
      }
      if (!reply.hasHeader('cache-control')) {
        const config = request.routeOptions.config;
        const publicRoute = config.publicAnswer === true || config.answerCache === true;
        reply.header('cache-control', cacheControlFor(request, publicRoute));
        if (publicRoute) reply.header('vary', 'Authorization');
      }
      const answer = pending.get(request);
      if (answer) {
        const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
        answers.set(answer.key, { body, etag, contentType, stamp: answer.stamp, expiresAt: answer.expiresAt });
      }
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'http-cache' },
);
