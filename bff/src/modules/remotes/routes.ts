import {
  ApiError,
  RemoteDeployBody,
  RemoteEntry,
  RemoteHistoryQuery,
  RemoteHistoryResponse,
  RemoteName,
  RemotePromoteResponse,
  RemoteRollbackResponse,
  RemotesResponse,
  RemoteVersionsResponse,
} from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { STAFF_ROLES } from '../../plugins/auth';
import { deployActor } from './access';

const Params = Type.Object({ name: RemoteName });
const REFUSALS = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

export const remotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/remotes',
    { schema: { tags: ['remotes'], summary: 'Dónde vive cada remoto (registro en tiempo de ejecución)', response: { 200: RemotesResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { remotes: await app.remotes.list() };
    },
  );

  // A team deploys a remote by publishing its versioned assets, then pointing its entry here. The
  // BFF first fetches the manifest, the entry and every chunk of ./remote (deploy-check.ts).
  app.put(
    '/api/v1/remotes/:name',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Publica una versión de un remoto (comprobada antes de salir en vivo), o un canario con «canary: { percent }»',
        description:
          'Token de ops (REMOTES_DEPLOY_TOKEN) o el del propio remoto (REMOTES_DEPLOY_TOKENS). Con «canary» el build va solo al porcentaje de navegadores indicado y la versión estable sigue; sin él reemplaza la estable y retira el canario. 409: una ruta o un espacio de otro remoto, o un canario sin versión estable; 422: archivos que faltan o no responden, plataforma incompatible, código de servidor de un origen no permitido.',
        params: Params,
        body: RemoteDeployBody,
        response: { 200: RemoteEntry, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const by = await deployActor(app, request, reply, request.params.name, { superadmin: false });
      return app.remotes.deploy(request.params.name, request.body, by);
    },
  );

  app.get(
    '/api/v1/remotes/:name/history',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Historial de despliegues de un remoto (el más reciente primero)',
        description: 'Token de ops, el del propio remoto o la sesión de un superadmin.',
        params: Params,
        querystring: RemoteHistoryQuery,
        response: { 200: RemoteHistoryResponse, 401: ApiError, 403: ApiError },
      },
    },
    async (request, reply) => {
      await deployActor(app, request, reply, request.params.name, { superadmin: true });
      reply.header('cache-control', 'no-store');
      return { name: request.params.name, deploys: await app.remotes.history(request.params.name, request.query.limit) };
    },
  );

  // One step back per call; recorded as a deploy of its own.
  app.post(
    '/api/v1/remotes/:name/rollback',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Vuelve al despliegue anterior de un remoto',
        description: 'Token de ops, el del propio remoto o la sesión de un superadmin. 409 cuando no hay un despliegue anterior.',
        params: Params,
        response: { 200: RemoteRollbackResponse, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const by = await deployActor(app, request, reply, request.params.name, { superadmin: true });
      return app.remotes.rollback(request.params.name, by);
    },
  );

  // The canary becomes the stable entry for everyone (checked again, recorded as a deploy).
  app.post(
    '/api/v1/remotes/:name/promote',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Promueve el canario de un remoto: pasa a ser la versión de todos',
        description: 'Token de ops, el del propio remoto o la sesión de un superadmin. 409 cuando no hay canario; 422 si su build ya no pasa las comprobaciones.',
        params: Params,
        response: { 200: RemotePromoteResponse, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const by = await deployActor(app, request, reply, request.params.name, { superadmin: true });
      return app.remotes.promote(request.params.name, by);
    },
  );

  app.delete(
    '/api/v1/remotes/:name/canary',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Retira el canario de un remoto: todos los navegadores vuelven a la versión estable',
        description: 'Token de ops, el del propio remoto o la sesión de un superadmin. 409 cuando no hay canario.',
        params: Params,
        response: { 200: RemoteEntry, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const by = await deployActor(app, request, reply, request.params.name, { superadmin: true });
      return app.remotes.dropCanary(request.params.name, by);
    },
  );

  // Staff may load another known build of a remote in their own browser (the shell's override);
  // the shell takes the entry from here, never from what the browser kept.
  app.get(
    '/api/v1/remotes/:name/versions',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: {
        tags: ['remotes'],
        summary: 'Versiones de un remoto que el equipo puede probar en su propio navegador',
        description: 'Editores, administradores y superadmins: la estable, el canario, despliegues anteriores y el build de este sitio.',
        params: Params,
        response: { 200: RemoteVersionsResponse, 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { name: request.params.name, versions: await app.remotes.versions(request.params.name) };
    },
  );

  // Hands a remote back to the build in this checkout.
  app.delete(
    '/api/v1/remotes/:name',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Vuelve a la versión local de un remoto',
        params: Params,
        response: { 204: Type.Null(), 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const by = await deployActor(app, request, reply, request.params.name, { superadmin: false });
      await app.remotes.release(request.params.name, by);
      return reply.status(204).send(null);
    },
  );
};
