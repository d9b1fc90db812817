import { ApiError, ObjectIdString, OffersPage, UserOffersQuery, UserStats } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { userOffers, userStats } from './service';

const UserIdParams = Type.Object({ id: ObjectIdString });

/** Public profile views: anyone may see what a user shared and how active they are. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/users/:id/stats',
    { config: { publicAnswer: true },
      schema: {
        tags: ['users'],
        summary: 'Estadísticas de un usuario: ofertas, cupones, comentarios, votos y temperatura ganada',
        params: UserIdParams,
        response: { 200: UserStats, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => userStats(request.params.id),
  );

  app.get(
    '/api/v1/users/:id/offers',
    { config: { publicAnswer: true },
      schema: {
        tags: ['users'],
        summary: 'Ofertas y cupones que compartió un usuario, de la más nueva a la más antigua (10 por página)',
        params: UserIdParams,
        querystring: UserOffersQuery,
        response: { 200: OffersPage, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => userOffers(request.params.id, request.query.page, request.query.per_page),
  );
};
