import { ApiError, CATALOG_LIMITS, OfferOrder, OffersList, OffersPage, Page, Paged, PerPage, Shop, ShopRef, ShopSummary } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { listShops, shopCoupons, shopDetail, shopOffers, shopOutstanding, topShops, totalShops } from './service';

const ShopIdQuery = Type.Object({ id: ShopRef });
const errors = { 400: ApiError, 404: ApiError };

export const shopsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/gangazo/shops/get_top_shops',
    { config: { publicAnswer: true },
      schema: {
        tags: ['shops'],
        summary: 'Tiendas más populares (top=true) o todas por nombre',
        querystring: Type.Object({ top: Type.Boolean({ default: true }) }),
        response: { 200: Type.Object({ shops: Type.Array(ShopSummary) }), 400: ApiError },
      },
    },
    async (request) => ({ shops: await topShops(request.query.top) }),
  );

  app.get(
    '/api/gangazo/shops/get_coupons_shops',
    { config: { answerCache: true },
      schema: {
        tags: ['shops'],
        summary: 'Cupones activos de una tienda (2 por página)',
        querystring: Type.Object({
          id: ShopRef,
          order: OfferOrder,
          page: Page,
          per_page: PerPage(CATALOG_LIMITS.shopCouponsPerPage),
        }),
        response: { 200: OffersPage, ...errors },
      },
    },
    async (request) => shopCoupons(request.query.id, request.query.order, request.query.page, request.query.per_page),
  );

  app.get(
    '/api/gangazo/shops/get_offers_shops',
    { config: { answerCache: true },
      schema: {
        tags: ['shops'],
        summary: 'Ofertas activas de una tienda, las más nuevas primero',
        querystring: Type.Object({ id: ShopRef, page: Page, per_page: PerPage(CATALOG_LIMITS.offersPerPage) }),
        response: { 200: OffersPage, ...errors },
      },
    },
    async (request) => shopOffers(request.query.id, request.query.page, request.query.per_page),
  );

  app.get(
    '/api/gangazo/shops/get_offers_outstanding',
    { config: { answerCache: true },
      schema: { tags: ['shops'], summary: 'Ofertas destacadas (más calientes) de una tienda', querystring: ShopIdQuery, response: { 200: OffersList, ...errors } },
    },
    async (request) => ({ items: await shopOutstanding(request.query.id) }),
  );

  app.get(
    '/api/v1/shops/search',
    { config: { answerCache: true }, schema: { tags: ['shops'], summary: 'Una tienda por id o nombre corto', querystring: ShopIdQuery, response: { 200: Shop, ...errors } } },
    async (request) => shopDetail(request.query.id),
  );

  app.get(
    '/api/v1/shops',
    { config: { publicAnswer: true },
      schema: {
        tags: ['shops'],
        summary: 'Directorio de tiendas (filter: letra o inicio de palabra; total_shops=true: solo el total)',
        querystring: Type.Object({
          total_shops: Type.Boolean({ default: false }),
          filter: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
          page: Page,
          per_page: PerPage(24),
        }),
        response: { 200: Type.Union([Type.Object({ total_shops: Type.Integer() }), Paged(Shop)]), 400: ApiError },
      },
    },
    async (request) => {
      if (request.query.total_shops) return { total_shops: await totalShops() };
      return listShops(request.query.filter, request.query.page, request.query.per_page);
    },
  );
};
