import { ApiError, NotificationList, ObjectIdString, UnreadCount } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UnauthorizedError } from '../../errors';
import { listNotifications, markAllRead, markRead, unreadCount } from './service';

const errors = { 400: ApiError, 401: ApiError, 404: ApiError };

export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Notificaciones de quien consulta, la más nueva primero',
        querystring: Type.Object({ before: Type.Optional(ObjectIdString) }),
        response: { 200: NotificationList, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.session) throw UnauthorizedError();
      reply.header('cache-control', 'private, no-store');
      return listNotifications(request.session.sub, request.query.before);
    },
  );

  app.get(
    '/api/v1/notifications/unread_count',
    {
      preHandler: app.requireUser,
      schema: { tags: ['notifications'], summary: 'Cuántas notificaciones sin leer hay (la campana la consulta cada poco)', response: { 200: UnreadCount, 401: ApiError } },
    },
    async (request, reply) => {
      if (!request.session) throw UnauthorizedError();
      reply.header('cache-control', 'private, no-store');
      return { unread: await unreadCount(request.session.sub) };
    },
  );

  app.post(
    '/api/v1/notifications/:id/read',
    {
      preHandler: app.requireUser,
      config: { keepsGuestPages: true },
      schema: { tags: ['notifications'], summary: 'Marca una notificación como leída', params: Type.Object({ id: ObjectIdString }), response: { 200: UnreadCount, ...errors } },
    },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      await markRead(request.session.sub, request.params.id);
      return { unread: await unreadCount(request.session.sub) };
    },
  );

  app.post(
    '/api/v1/notifications/read_all',
    {
      preHandler: app.requireUser,
      config: { keepsGuestPages: true },
      schema: { tags: ['notifications'], summary: 'Marca todas como leídas', response: { 200: UnreadCount, 401: ApiError } },
    },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      await markAllRead(request.session.sub);
      return { unread: 0 };
    },
  );
};
