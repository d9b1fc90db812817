// The admin "Remotos" page reads each remote's deploy history here. The history route of
// modules/remotes takes deploy tokens and superadmin sessions only (it sits beside rollback);
// admins may look at who shipped what but not change it, so reading has its own route.
import { ApiError, RemoteHistoryQuery, RemoteHistoryResponse, RemoteName } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const Params = Type.Object({ name: RemoteName });

export const remotesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/admin/remotes/:name/history',
    {
      onRequest: app.requireRole('admin', 'superadmin'),
      schema: {
        tags: ['remotes'],
        summary: 'Administración: historial de despliegues de un remoto (el más reciente primero), solo lectura',
        description: 'Administradores y superadmins. Volver a una versión es POST /api/v1/remotes/{name}/rollback (solo superadmin).',
        params: Params,
        querystring: RemoteHistoryQuery,
        response: { 200: RemoteHistoryResponse, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { name: request.params.name, deploys: await app.remotes.history(request.params.name, request.query.limit) };
    },
  );
};
