// The staff dashboard's API (mf-admin). Roles are checked here, on the server, for every route:
// moderation needs a staff role; the user list needs admin or superadmin; roles are a superadmin's.
import {
  ADMIN_LIMITS,
  AdminCodesAdded,
  AdminCodesBody,
  AdminCommentsPage,
  AdminOfferDeleted,
  AdminOfferKindFilter,
  AdminOfferPatchBody,
  AdminOfferRow,
  AdminOffersPage,
  AdminOverview,
  AdminRoleBody,
  AdminUserRow,
  AdminUsersPage,
  ApiError,
  ObjectIdString,
  Page,
  PerPage,
} from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UnauthorizedError } from '../../errors';
import { STAFF_ROLES } from '../../plugins/auth';
import { changeRole, deleteComment, deleteOffer, listComments, listOffers, listUsers, loadCodes, overview, setOfferStatus } from './service';

const IdParams = Type.Object({ id: ObjectIdString });
const Paging = { page: Page, per_page: PerPage(ADMIN_LIMITS.perPage, ADMIN_LIMITS.maxPerPage) };
const Denied = { 401: ApiError, 403: ApiError };
const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/v1/admin/')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/api/v1/admin/overview',
    { onRequest: staff, schema: { tags, summary: 'Personal: cifras del sitio (hoy = día en Bogotá)', response: { 200: AdminOverview, ...Denied } } },
    async () => overview(),
  );

  app.get(
    '/api/v1/admin/offers',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Personal: ofertas y cupones, los más nuevos primero, sea cual sea su estado; q busca palabras del título (el inicio de cada una)',
        querystring: Type.Object({
          kind: Type.Optional(AdminOfferKindFilter),
          q: Type.String({ maxLength: ADMIN_LIMITS.offerQueryMaxLength, default: '' }),
          ...Paging,
        }),
        response: { 200: AdminOffersPage, 400: ApiError, ...Denied },
      },
    },
    async (request) => listOffers(request.query.kind ?? 'all', request.query.page, request.query.per_page, request.query.q),
  );

  app.patch(
    '/api/v1/admin/offers/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Personal: expira (expired) o vuelve a publicar (published) una oferta',
        params: IdParams,
        body: AdminOfferPatchBody,
        response: { 200: AdminOfferRow, 400: ApiError, ...Denied, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => setOfferStatus(request.params.id, request.body.status),
  );

  app.delete(
    '/api/v1/admin/offers/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Personal: elimina una oferta con sus votos, comentarios, guardados y códigos',
        params: IdParams,
        response: { 200: AdminOfferDeleted, 400: ApiError, ...Denied, 404: ApiError },
      },
    },
    async (request) => deleteOffer(request.params.id),
  );

  app.post(
    '/api/v1/admin/offers/:id/codes',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Personal: carga códigos a un cupón de códigos múltiples (uno por elemento; repetidos se omiten)',
        params: IdParams,
        body: AdminCodesBody,
        response: { 201: AdminCodesAdded, 400: ApiError, ...Denied, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => reply.status(201).send(await loadCodes(request.params.id, request.body.codes)),
  );

  app.get(
    '/api/v1/admin/comments',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Personal: los comentarios de ofertas más nuevos',
        querystring: Type.Object(Paging),
        response: { 200: AdminCommentsPage, 400: ApiError, ...Denied },
      },
    },
    async (request) => listComments(request.query.page, request.query.per_page),
  );

  app.delete(
    '/api/v1/admin/comments/:id',
    {
      onRequest: staff,
      schema: { tags, summary: 'Personal: elimina un comentario', params: IdParams, response: { 204: Type.Null(), 400: ApiError, ...Denied, 404: ApiError } },
    },
    async (request, reply) => {
      await deleteComment(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/admin/users',
    {
      onRequest: app.requireRole('admin', 'superadmin'),
      schema: {
        tags,
        summary: 'Administración: usuarios, los más nuevos primero; q busca por el inicio del usuario o del email',
        querystring: Type.Object({ q: Type.String({ maxLength: ADMIN_LIMITS.userQueryMaxLength, default: '' }), ...Paging }),
        response: { 200: AdminUsersPage, 400: ApiError, ...Denied },
      },
    },
    async (request) => listUsers(request.query.q, request.query.page, request.query.per_page),
  );

  app.patch(
    '/api/v1/admin/users/:id/role',
    {
      onRequest: app.requireRole('superadmin'),
      schema: {
        tags,
        summary: 'Superadmin: cambia el rol de un usuario (user, editor, admin) y cierra sus sesiones',
        params: IdParams,
        body: AdminRoleBody,
        response: { 200: AdminUserRow, 400: ApiError, ...Denied, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      return changeRole(request.session.sub, request.params.id, request.body.role);
    },
  );
};
