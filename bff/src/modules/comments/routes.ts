import { commentInterval } from '../moderation/limits';
import { clientNetwork } from '../../lib/client-network';
import { ApiError, CATALOG_LIMITS, Comment, CommentBody, CommentsPage, ObjectIdString, Page, PerPage } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UnauthorizedError } from '../../errors';
import { listComments, postComment } from './service';

export const commentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Comentarios de una oferta, los más nuevos primero',
        querystring: Type.Object({ offer_id: ObjectIdString, page: Page, per_page: PerPage(CATALOG_LIMITS.commentsPerPage) }),
        response: { 200: CommentsPage, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => listComments(request.query.offer_id, request.query.page, request.query.per_page),
  );

  app.post(
    '/api/v1/comments',
    {
      preHandler: [app.requireConfirmedUser, commentInterval(app)],
      // Counted per account after authentication, so nobody can use up someone else's allowance.
      config: { rateLimit: { max: 5, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request) => `comment:${request.session?.sub ?? clientNetwork(request.ip)}` } },
      schema: {
        tags: ['comments'],
        summary: 'Comenta una oferta (texto plano con enlaces, hasta 1000 caracteres; 5 por minuto)',
        body: CommentBody,
        response: { 201: Comment, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      if (!request.session) throw UnauthorizedError();
      const comment = await postComment(request.session.sub, request.body.offer_id, request.body.text);
      return reply.status(201).send(comment);
    },
  );
};
