import { ApiError, CouponSlugResponse } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { couponBySlug } from './service';

export const couponSlugsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/coupons/slug/:slug',
    { config: { publicAnswer: true },
      schema: {
        tags: ['offers'],
        summary: 'El cupón de /cupones/{slug} cuando ninguna tienda tiene ese nombre corto (el activo más nuevo)',
        params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }) }),
        response: { 200: CouponSlugResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => couponBySlug(request.params.slug),
  );
};
