import { ApiError, TokenResponse } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { STAFF_ROLES } from '../../plugins/auth';
import { createDashboardCode, exchangeDashboardCode } from './service';

const CodeResponse = Type.Object({ code: Type.String(), expires_at: Type.String({ format: 'date-time' }) });
const ExchangeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 100 }) });

/**
 * SPEC §1's Dashboard link to a separate admin site (ADMIN_HOST) carries a one-time code, never the
 * session token (a URL lands in history, logs and Referer). The admin site trades it for a session.
 */
export const dashboardCodesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/dashboard_codes',
    {
      preHandler: app.requireRole(...STAFF_ROLES),
      config: { keepsGuestPages: true },
      schema: { tags: ['users'], summary: 'Personal: un código de un solo uso (60 s) para abrir el Dashboard', security: [{ bearer: [] }], response: { 201: CodeResponse, 401: ApiError, 403: ApiError } },
    },
    async (request, reply) => {
      const { code, expiresAt } = await createDashboardCode(request.session!.sub);
      return reply.status(201).header('cache-control', 'no-store').send({ code, expires_at: expiresAt.toISOString() });
    },
  );

  app.post(
    '/api/v1/dashboard_codes/exchange',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, keepsGuestPages: true },
      schema: { tags: ['users'], summary: 'El sitio de administración cambia un código por una sesión (una sola vez)', body: ExchangeBody, response: { 200: TokenResponse, 400: ApiError, 401: ApiError, 429: ApiError } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { jwt: await exchangeDashboardCode(app, request.body.code) };
    },
  );
};
