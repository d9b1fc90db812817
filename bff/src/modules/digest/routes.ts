import { ApiError } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Types } from 'mongoose';
import { UnauthorizedError } from '../../errors';
import { createMailer } from '../../lib/mailer';
import { UserModel } from '../users/model';
import { systemClock } from './clock';
import { startDigestScheduler, type DigestScheduler } from './scheduler';

const Subscription = Type.Object({ wants_digest: Type.Boolean() }, { additionalProperties: false });

export const digestRoutes: FastifyPluginAsyncTypebox = async (app) => {

  // The register checkbox's choice, switchable in Ajustes.
  app.get(
    '/api/v1/digest/subscription',
    { preHandler: app.requireUser, schema: { tags: ['digest'], summary: '¿Recibe quien consulta el resumen diario de ofertas?', response: { 200: Subscription, 401: ApiError } } },
    async (request, reply) => {
      if (!request.session) throw UnauthorizedError();
      reply.header('cache-control', 'private, no-store');
      const user = await UserModel.findById(request.session.sub, { wantsDigest: 1 }).lean<{ wantsDigest: boolean }>();
      return { wants_digest: user?.wantsDigest ?? false };
    },
  );

  app.put(
    '/api/v1/digest/subscription',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, keepsGuestPages: true },
      schema: { tags: ['digest'], summary: 'Activa o desactiva el resumen diario de ofertas por email', body: Subscription, response: { 200: Subscription, 400: ApiError, 401: ApiError } },
    },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      await UserModel.updateOne({ _id: new Types.ObjectId(request.session.sub) }, { $set: { wantsDigest: request.body.wants_digest } });
      return { wants_digest: request.body.wants_digest };
    },
  );

  app.addHook('onClose', async () => stopServerDigest());
};

// Started by the server only (server.ts): commands that build the app (seed, backup, digest) send nothing.
let scheduler: DigestScheduler | null = null;

/** Starts this serving instance's daily-summary scheduler (DIGEST_SCHEDULER); closing the app stops it. */
export function startServerDigest(app: FastifyInstance): void {
  const { config } = app;
  if (!config.digest.scheduler || scheduler) return;
  scheduler = startDigestScheduler(
    { mailer: createMailer(config), siteUrl: config.siteUrl, siteName: config.siteName, secret: config.jwtSecret, log: (message) => app.log.warn(message) },
    { hour: config.digest.hour, clock: systemClock },
  );
}

function stopServerDigest(): void {
  scheduler?.stop();
  scheduler = null;
}
