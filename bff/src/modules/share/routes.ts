import { clientNetwork } from '../../lib/client-network';
import { ApiError, OfferDetail, SHARE_LIMITS, ShareOfferBody, ShopSuggestionsResponse } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnauthorizedError } from '../../errors';
import { STAFF_ROLES } from '../../plugins/auth';
import { listShopSuggestions, shareOffer } from './service';

/** Attempts per account and hour, refused ones included (publications have their own limit). */
const SHARE_ATTEMPTS_PER_HOUR = SHARE_LIMITS.perHour * 3;

export const shareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/offers',
    {
      // The session is read first, so a guest gets a 401 whatever the body holds.
      onRequest: app.requireConfirmedUser,
      config: {
        rateLimit: {
          max: SHARE_ATTEMPTS_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request) => `share:${request.session?.sub ?? clientNetwork(request.ip)}`,
        },
      },
      schema: {
        tags: ['offers'],
        summary: `Comparte una oferta (kind=offer) o un código (kind=coupon); ${SHARE_LIMITS.perHour} publicaciones por hora y cuenta`,
        description:
          'Título de 8 a 140 caracteres; enlace http(s) (obligatorio si es en línea); tienda existente (id o nombre corto) o el nombre de una nueva, que el equipo revisa; ' +
          'categoría (id base64); precios en pesos enteros (el anterior mayor que el actual); en tienda física, la ciudad; la fecha de fin posterior a la de inicio y futura; ' +
          'descripción como Delta de Quill (se limpia: solo los formatos del editor y enlaces http, https, mailto o tel); imágenes subidas con POST /api/v1/assets. ' +
          'Los códigos llevan el descuento (reduction), el código (o ninguno) y las condiciones (tyt).',
        body: ShareOfferBody,
        response: { 201: OfferDetail, 400: ApiError, 401: ApiError, 403: ApiError, 409: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      if (!request.session) throw UnauthorizedError();
      return reply.status(201).send(await shareOffer(request.session, request.body));
    },
  );

  app.get(
    '/api/v1/shop_suggestions',
    {
      preHandler: app.requireRole(...STAFF_ROLES),
      schema: {
        tags: ['offers'],
        summary: 'Tiendas nombradas al compartir que aún no están en el directorio (equipo)',
        response: { 200: ShopSuggestionsResponse, 401: ApiError, 403: ApiError },
      },
    },
    async () => ({ items: await listShopSuggestions() }),
  );
};
