import { commentInterval } from '../moderation/limits';
import { clientNetwork } from '../../lib/client-network';
import {
  ApiError,
  ForumCategoriesResponse,
  ForumCategory,
  ForumCategoryRef,
  ForumCategoryTopicsPage,
  ForumComment,
  ForumCommentBody,
  ForumCommentsPage,
  ForumCommentsQuery,
  ForumListQuery,
  ForumPopularResponse,
  ForumTopic,
  ForumTopicBody,
  ForumTopicPatch,
  ForumTopicsPage,
  ObjectIdString,
} from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import * as forum from './service';

const TopicParams = Type.Object({ id: ObjectIdString });
const CategoryParams = Type.Object({ id: ForumCategoryRef });
const TAGS = ['forum'];

/** Posting limits are per account (the session is read before the limiter runs). */
function perUser(max: number, timeWindow: string) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `forum:${request.session?.sub ?? clientNetwork(request.ip)}`,
    },
  };
}

export const forumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/forum',
    { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Temas del foro, los más activos primero', querystring: ForumListQuery, response: { 200: ForumTopicsPage, 400: ApiError } } },
    async (request) => forum.listTopics(request.query.page, request.query.per_page),
  );

  app.get(
    '/api/v1/forum/popular',
    { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Temas más comentados del último mes', response: { 200: ForumPopularResponse } } },
    async () => ({ items: await forum.popularTopics() }),
  );

  app.get(
    '/api/v1/forum/categories',
    { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Categorías del foro', response: { 200: ForumCategoriesResponse } } },
    async () => forum.listCategories(),
  );

  app.get(
    '/api/v1/forum/categories/:id',
    { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Una categoría del foro (id o slug)', params: CategoryParams, response: { 200: ForumCategory, 400: ApiError, 404: ApiError } } },
    async (request) => forum.getCategory(request.params.id),
  );

  app.get(
    '/api/v1/forum/category/:id',
    { config: { publicAnswer: true },
      schema: {
        tags: TAGS,
        summary: 'Temas de una categoría del foro (id o slug)',
        params: CategoryParams,
        querystring: ForumListQuery,
        response: { 200: ForumCategoryTopicsPage, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => forum.listCategoryTopics(request.params.id, request.query.page, request.query.per_page),
  );

  app.get(
    '/api/v1/forum/:id',
    {
      preHandler: app.optionalUser,
      config: { publicAnswer: true },
      schema: { tags: TAGS, summary: 'Un tema del foro (uno en revisión: solo su autor y el equipo)', params: TopicParams, response: { 200: ForumTopic, 400: ApiError, 404: ApiError } },
    },
    async (request) => forum.getTopic(request.params.id, request.session),
  );

  app.get(
    '/api/v1/forum/:id/comments',
    {
      schema: {
        tags: TAGS,
        summary: 'Comentarios de un tema, en orden',
        params: TopicParams,
        querystring: ForumCommentsQuery,
        response: { 200: ForumCommentsPage, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => forum.listComments(request.params.id, request.query.page, request.query.per_page),
  );

  app.post(
    '/api/v1/forum',
    {
      preHandler: app.requireConfirmedUser,
      config: perUser(5, '10 minutes'),
      schema: {
        tags: TAGS,
        summary: 'Crea un tema en el foro',
        body: ForumTopicBody,
        response: { 201: ForumTopic, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session) throw new Error('requireUser did not set a session');
      return reply.status(201).send(await forum.createTopic(session, request.body));
    },
  );

  app.patch(
    '/api/v1/forum/:id',
    {
      preHandler: app.requireUser,
      config: perUser(20, '10 minutes'),
      schema: {
        tags: TAGS,
        summary: 'Edita un tema (su autor o el equipo del sitio)',
        params: TopicParams,
        body: ForumTopicPatch,
        response: { 200: ForumTopic, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session) throw new Error('requireUser did not set a session');
      return forum.updateTopic(session, request.params.id, request.body);
    },
  );

  app.post(
    '/api/v1/forum/:id/comments',
    {
      preHandler: [app.requireConfirmedUser, commentInterval(app)],
      config: perUser(10, '1 minute'),
      schema: {
        tags: TAGS,
        summary: 'Comenta en un tema',
        params: TopicParams,
        body: ForumCommentBody,
        response: { 201: ForumComment, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session) throw new Error('requireUser did not set a session');
      return reply.status(201).send(await forum.addComment(session, request.params.id, request.body.body));
    },
  );
};
