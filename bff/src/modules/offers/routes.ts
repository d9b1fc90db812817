import {
  ApiError,
  CATALOG_LIMITS,
  CouponResponse,
  ObjectIdString,
  OfferDetail,
  OfferOrder,
  OffersActiveData,
  OffersList,
  OffersPage,
  Page,
  PerPage,
  TopOffersForCategoryResponse,
} from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { setProfileOffersSource } from '../users/service';
import { feedRankings } from './feed-rankings';
import { couponDetail, discover, listFeed, newOffers, offerDetail, offersActiveData, offersByAuthor, topOffers, topOffersForCategory, topOffersHot } from './service';

const FeedQuery = Type.Object({ order: OfferOrder, page: Page, per_page: PerPage(CATALOG_LIMITS.offersPerPage) });
const IdParams = Type.Object({ id: ObjectIdString });

export const offersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The feeds' ranking is computed ahead of the first visitor (seconds on a large embedded catalog).
  app.addHook('onReady', async () => {
    feedRankings.warm().catch((error: unknown) => app.log.error({ err: error }, 'portada: no se pudo ordenar las ofertas'));
  });
  // The ranking belongs to this app's database: another app in the same process starts afresh.
  app.addHook('onClose', async () => feedRankings.invalidate());
  // Profiles ("Mis ofertas") list the offers a user shared.
  setProfileOffersSource(async (userId, limit) =>
    (await offersByAuthor(userId, limit)).map((card) => ({
      id: card.id,
      name: card.title,
      url: card.public_url,
      image_url: card.image_key ? `/api/v1/images/${card.image_key}` : card.image_url,
      price: card.price,
      createdAt: card.published_at,
    })),
  );

  app.get(
    '/api/gangazo/offers',
    { config: { answerCache: true },
      schema: {
        tags: ['offers'],
        summary: 'Ofertas activas (order: news, hot, top, ranking, comments; 10 por página)',
        querystring: FeedQuery,
        response: { 200: OffersPage, 400: ApiError },
      },
    },
    async (request) => listFeed('offer', request.query.order, request.query.page, request.query.per_page),
  );

  app.get(
    '/api/gangazo/offers/coupons',
    { config: { answerCache: true },
      schema: { tags: ['offers'], summary: 'Cupones activos (10 por página)', querystring: FeedQuery, response: { 200: OffersPage, 400: ApiError } },
    },
    async (request) => listFeed('coupon', request.query.order, request.query.page, request.query.per_page),
  );

  app.get(
    '/api/gangazo/offers/top_offers',
    { config: { answerCache: true }, schema: { tags: ['offers'], summary: 'Las 10 ofertas activas con más grados', response: { 200: OffersList } } },
    async () => ({ items: await topOffers() }),
  );

  app.get(
    '/api/gangazo/offers/top_offers_hot',
    { config: { answerCache: true },
      schema: {
        tags: ['offers'],
        summary: 'Las 10 ofertas más calientes: grados / (horas de antigüedad + 2)^1.5',
        response: { 200: OffersList },
      },
    },
    async () => ({ items: await topOffersHot() }),
  );

  app.get(
    '/api/gangazo/offers/top_offers_for_category',
    { config: { answerCache: true }, schema: { tags: ['offers'], summary: 'Las ofertas más calientes de cada categoría principal', response: { 200: TopOffersForCategoryResponse } } },
    async () => topOffersForCategory(),
  );

  app.get(
    '/api/gangazo/offers/discover',
    { config: { answerCache: true },
      schema: {
        tags: ['offers'],
        summary: 'Descubre: ofertas activas en un orden aleatorio estable durante una hora (50 por defecto)',
        querystring: Type.Object({ per_page: PerPage(CATALOG_LIMITS.discoverPerPage, CATALOG_LIMITS.maxDiscoverPerPage) }),
        response: { 200: OffersList, 400: ApiError },
      },
    },
    async (request) => ({ items: await discover(request.query.per_page) }),
  );

  app.get(
    '/api/gangazo/offers/new_offers',
    { config: { answerCache: true }, schema: { tags: ['offers'], summary: 'Las 10 ofertas activas más nuevas', response: { 200: OffersList } } },
    async () => ({ items: await newOffers() }),
  );

  app.get(
    '/api/gangazo/offers/data_offers_active',
    { config: { publicAnswer: true },
      schema: {
        tags: ['offers'],
        summary: 'Cuántas ofertas y cupones hay activos (active=true) o expirados (active=false)',
        querystring: Type.Object({ active: Type.Boolean({ default: true }) }),
        response: { 200: OffersActiveData, 400: ApiError },
      },
    },
    async (request) => offersActiveData(request.query.active),
  );

  app.get(
    '/api/v1/offers/:id',
    { config: { answerCache: true },
      preHandler: app.optionalUser,
      schema: {
        tags: ['offers'],
        summary: 'Una oferta o cupón (con el voto y si la guardó quien consulta)',
        params: IdParams,
        response: { 200: OfferDetail, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => offerDetail(request.params.id, request.session),
  );

  app.get(
    '/api/v1/coupons/:id',
    { config: { answerCache: true },
      schema: {
        tags: ['offers'],
        summary: 'El cupón del modal (active_coupon) y otros cupones de la tienda',
        params: IdParams,
        querystring: Type.Object({ order: OfferOrder }),
        response: { 200: CouponResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => couponDetail(request.params.id, request.query.order),
  );
};
