import { timingSafeEqual } from 'node:crypto';
import { ApiError, RemoteDeployBody, RemoteEntry, RemoteName, RemotesResponse } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ForbiddenError, UnauthorizedError } from '../../errors';

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const remotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  function checkDeployToken(header: string | undefined): void {
    const token = app.config.remotesDeployToken;
    if (!token) throw ForbiddenError('El despliegue de remotos no está habilitado: define REMOTES_DEPLOY_TOKEN.');
    if (!header?.startsWith('Bearer ')) throw UnauthorizedError('Falta el token de despliegue.');
    if (!safeEqual(header.slice(7), token)) throw ForbiddenError('El token de despliegue no es válido.');
  }

  app.get(
    '/api/v1/remotes',
    { schema: { tags: ['remotes'], summary: 'Dónde vive cada remoto (registro en tiempo de ejecución)', response: { 200: RemotesResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { remotes: await app.remotes.list() };
    },
  );

  // A team deploys a remote by publishing its versioned assets, then pointing its entry here.
  app.put(
    '/api/v1/remotes/:name',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Publica una versión de un remoto',
        params: Type.Object({ name: RemoteName }),
        body: RemoteDeployBody,
        response: { 200: RemoteEntry, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      checkDeployToken(request.headers.authorization);
      return app.remotes.deploy(request.params.name, request.body);
    },
  );

  // Rolls a remote back to the build in this checkout.
  app.delete(
    '/api/v1/remotes/:name',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Vuelve a la versión local de un remoto',
        params: Type.Object({ name: RemoteName }),
        response: { 204: Type.Null(), 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      checkDeployToken(request.headers.authorization);
      await app.remotes.release(request.params.name, app.localRemotes);
      return reply.status(204).send(null);
    },
  );
};
