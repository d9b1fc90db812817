import { clientNetwork } from '../../lib/client-network';
import { ApiError, ObjectIdString, VoteBody, VoteResponse } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UnauthorizedError } from '../../errors';
import { castVote, withdrawVote } from './service';

const Params = Type.Object({ id: ObjectIdString });
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError };

export const votesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/offers/:id/vote',
    {
      preHandler: app.requireConfirmedUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request) => request.session?.sub ?? clientNetwork(request.ip) } },
      schema: {
        tags: ['votes'],
        summary: 'Vota una oferta caliente (hot, +1°) o fría (cold, −1°); votar otra vez cambia el voto',
        params: Params,
        body: VoteBody,
        response: { 200: VoteResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      return castVote(request.params.id, request.session.sub, request.body.vote);
    },
  );

  app.delete(
    '/api/v1/offers/:id/vote',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request) => request.session?.sub ?? clientNetwork(request.ip) } },
      schema: { tags: ['votes'], summary: 'Retira el voto', params: Params, response: { 200: VoteResponse, ...errors } },
    },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      return withdrawVote(request.params.id, request.session.sub);
    },
  );
};
