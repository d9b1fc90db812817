import { ApiError, CATALOG_LIMITS, ObjectIdString, OffersPage, Page, PerPage, SavedOfferBody, SavedOfferResponse } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UnauthorizedError } from '../../errors';
import { listSavedOffers, saveOffer, unsaveOffer } from './service';

const errors = { 400: ApiError, 401: ApiError, 404: ApiError };

export const savedOffersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/saved_offers',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['saved-offers'],
        summary: 'Ofertas guardadas de quien consulta, la última guardada primero',
        querystring: Type.Object({ page: Page, per_page: PerPage(CATALOG_LIMITS.offersPerPage) }),
        response: { 200: OffersPage, 400: ApiError, 401: ApiError },
      },
    },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      return listSavedOffers(request.session.sub, request.query.page, request.query.per_page);
    },
  );

  app.post(
    '/api/v1/saved_offers',
    {
      preHandler: app.requireUser,
      schema: { tags: ['saved-offers'], summary: 'Guarda una oferta', body: SavedOfferBody, response: { 200: SavedOfferResponse, ...errors } },
    },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      await saveOffer(request.session.sub, request.body.offer_id);
      return { offer_id: request.body.offer_id, saved: true };
    },
  );

  app.delete(
    '/api/v1/saved_offers/:offerId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['saved-offers'],
        summary: 'Deja de guardar una oferta',
        params: Type.Object({ offerId: ObjectIdString }),
        response: { 200: SavedOfferResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      await unsaveOffer(request.session.sub, request.params.offerId);
      return { offer_id: request.params.offerId, saved: false };
    },
  );
};
