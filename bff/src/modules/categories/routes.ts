import {
  ApiError,
  Base64Id,
  CATALOG_LIMITS,
  CategoriesResponse,
  CategoryDetailResponse,
  CategoryTreeResponse,
  OffersPage,
  Page,
  PerPage,
} from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { offersOfCategory } from './offers';
import { categoryDetail, categoryTree, listCategories, subCategories } from './service';

const errors = { 400: ApiError, 404: ApiError };

export const categoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/gangazo/categories',
    { config: { publicAnswer: true },
      schema: {
        tags: ['categories'],
        summary: 'Categorías (type: all, parents o children); cada id es el nombre corto en base64',
        querystring: Type.Object({
          type: Type.Union([Type.Literal('all'), Type.Literal('parents'), Type.Literal('children')], { default: 'all' }),
        }),
        response: { 200: CategoriesResponse, 400: ApiError },
      },
    },
    async (request) => ({ categories: await listCategories(request.query.type) }),
  );

  app.get(
    '/api/gangazo/categories/search',
    { config: { publicAnswer: true },
      schema: {
        tags: ['categories'],
        summary: 'Una categoría con su padre y sus subcategorías',
        querystring: Type.Object({ id: Base64Id }),
        response: { 200: CategoryDetailResponse, ...errors },
      },
    },
    async (request) => categoryDetail(request.query.id),
  );

  app.get(
    '/api/gangazo/categories/sub_categories',
    { config: { publicAnswer: true },
      schema: {
        tags: ['categories'],
        summary: 'Subcategorías (type=query) o la familia de la categoría (type=siblings)',
        querystring: Type.Object({ id: Base64Id, type: Type.Union([Type.Literal('query'), Type.Literal('siblings')], { default: 'query' }) }),
        response: { 200: CategoriesResponse, ...errors },
      },
    },
    async (request) => ({ categories: await subCategories(request.query.id, request.query.type) }),
  );

  app.get(
    '/api/gangazo/categories/parents_and_child',
    { config: { publicAnswer: true }, schema: { tags: ['categories'], summary: 'Árbol de categorías: padres con sus hijas', response: { 200: CategoryTreeResponse } } },
    async () => ({ categories: await categoryTree() }),
  );

  app.get(
    '/api/gangazo/categories/offers_category_unique',
    { config: { publicAnswer: true },
      schema: {
        tags: ['categories'],
        summary: 'Ofertas activas de esa categoría sola (sin subcategorías)',
        querystring: Type.Object({ id: Base64Id, page: Page, per_page: PerPage(CATALOG_LIMITS.offersPerPage) }),
        response: { 200: OffersPage, ...errors },
      },
    },
    async (request) => offersOfCategory(request.query.id, { includeChildren: false, news: true, page: request.query.page, perPage: request.query.per_page }),
  );

  app.get(
    '/api/gangazo/categories/offers_category',
    { config: { publicAnswer: true },
      schema: {
        tags: ['categories'],
        summary: 'Ofertas y cupones activos de la categoría y sus subcategorías (news=true: las más nuevas; si no, las más calientes)',
        querystring: Type.Object({ id: Base64Id, news: Type.Boolean({ default: false }), page: Page, per_page: PerPage(CATALOG_LIMITS.offersPerPage) }),
        response: { 200: OffersPage, ...errors },
      },
    },
    async (request) =>
      offersOfCategory(request.query.id, { includeChildren: true, news: request.query.news, page: request.query.page, perPage: request.query.per_page }),
  );
};
