// Moderation's API. Staff routes (`/api/v1/moderation/*`): 401 for guests, 403 for users, checked
// here on the server; the audit log is a superadmin's. Reports, "¿Expiró?" and reopening are for
// signed-in users; the duplicates check is for whoever is filling in the share form.
import {
  ApiError,
  ApproveBody,
  AuditLogPage,
  DuplicatesResponse,
  ExpiryReportResponse,
  FeatureBody,
  HideBody,
  MergeBody,
  MergeResult,
  ModerationCounts,
  ModerationDecision,
  ModerationQueue,
  ObjectIdString,
  OfferCard,
  Page,
  RejectBody,
  ReportBody,
  ReportResponse,
  ReportTargetKind,
  StaffChange,
  TopicFlagsBody,
  TrustBody,
  TrustState,
} from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Types } from 'mongoose';
import { UnauthorizedError } from '../../errors';
import { clientNetwork } from '../../lib/client-network';
import { STAFF_ROLES, type SessionClaims } from '../../plugins/auth';
import { resolveShop } from '../shops/service';
import { findDuplicates } from './duplicates';
import { featuredOffers } from './featured';
import { reopenOffer, reportExpired, reportItem } from './reports';
import { approveItem, auditLog, moderationCounts, moderationQueue, rejectItem } from './service';
import { configureModeration } from './settings';
import { mergeOffer, setCommentHidden, setOfferFeatured, setTopicFlags, setTrust, trustState } from './staff';

const IdParams = Type.Object({ id: ObjectIdString });
const TargetParams = Type.Object({ kind: ReportTargetKind, id: ObjectIdString });
const CommentParams = Type.Object({ kind: Type.Union([Type.Literal('comment'), Type.Literal('forum_comment')]), id: ObjectIdString });
const Denied = { 401: ApiError, 403: ApiError };
const tags = ['moderation'];

function sessionOf(request: { session: SessionClaims | null }): SessionClaims {
  if (!request.session) throw UnauthorizedError();
  return request.session;
}

/** Per account, after the session is read: nobody uses up someone else's allowance. */
function perAccount(name: string, max: number, timeWindow: string) {
  return {
    rateLimit: { max, timeWindow, hook: 'preHandler' as const, keyGenerator: (request: { session: SessionClaims | null; ip: string }) => `${name}:${request.session?.sub ?? clientNetwork(request.ip)}` },
  };
}

export const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  configureModeration(app.config.moderation);
  const staff = app.requireRole(...STAFF_ROLES);
  const superadmin = app.requireRole('superadmin');

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/v1/moderation/')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/api/v1/moderation/queue',
    { onRequest: staff, schema: { tags, summary: 'Equipo: lo que espera revisión (publicaciones de cuentas nuevas, ocultas por reportes) y lo reportado', response: { 200: ModerationQueue, ...Denied } } },
    async () => moderationQueue(),
  );

  app.get(
    '/api/v1/moderation/counts',
    { onRequest: staff, schema: { tags, summary: 'Equipo: cuántas publicaciones esperan revisión y cuántas tienen reportes abiertos', response: { 200: ModerationCounts, ...Denied } } },
    async () => moderationCounts(),
  );

  app.post(
    '/api/v1/moderation/:kind/:id/approve',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Equipo: aprueba (publica) lo que esperaba revisión, o descarta los reportes; las ofertas admiten correcciones (título, enlace, precios)',
        params: TargetParams,
        body: Type.Optional(ApproveBody),
        response: { 200: ModerationDecision, 400: ApiError, ...Denied, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => approveItem(sessionOf(request), request.params, request.body ?? {}),
  );

  app.post(
    '/api/v1/moderation/:kind/:id/reject',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Equipo: rechaza con un motivo (su autor lo ve en su actividad); un comentario queda oculto',
        params: TargetParams,
        body: RejectBody,
        response: { 200: ModerationDecision, 400: ApiError, ...Denied, 404: ApiError },
      },
    },
    async (request) => rejectItem(sessionOf(request), request.params, request.body.reason),
  );

  app.put(
    '/api/v1/moderation/:kind/:id/hidden',
    {
      onRequest: staff,
      schema: { tags, summary: 'Equipo: oculta o vuelve a mostrar un comentario', params: CommentParams, body: HideBody, response: { 200: StaffChange, 400: ApiError, ...Denied, 404: ApiError } },
    },
    async (request) => setCommentHidden(sessionOf(request), request.params.kind, request.params.id, request.body.hidden),
  );

  app.put(
    '/api/v1/moderation/topics/:id/flags',
    {
      onRequest: staff,
      schema: { tags, summary: 'Equipo: cierra (locked) o fija (pinned) un tema del foro', params: IdParams, body: TopicFlagsBody, response: { 200: StaffChange, 400: ApiError, ...Denied, 404: ApiError } },
    },
    async (request) => setTopicFlags(sessionOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/v1/moderation/offers/:id/featured',
    {
      onRequest: staff,
      schema: { tags, summary: 'Equipo: destaca una oferta en la portada (o deja de hacerlo)', params: IdParams, body: FeatureBody, response: { 200: StaffChange, 400: ApiError, ...Denied, 404: ApiError, 409: ApiError } },
    },
    async (request) => setOfferFeatured(sessionOf(request), request.params.id, request.body.featured),
  );

  app.post(
    '/api/v1/moderation/offers/:id/merge',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Equipo: une un duplicado a la oferta original (sus votos, comentarios y guardados pasan a ella)',
        params: IdParams,
        body: MergeBody,
        response: { 200: MergeResult, 400: ApiError, ...Denied, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => mergeOffer(sessionOf(request), request.params.id, request.body.into),
  );

  app.get(
    '/api/v1/moderation/users/:id/trust',
    { onRequest: staff, schema: { tags, summary: 'Equipo: si la cuenta publica al instante o pasa por revisión, y por qué', params: IdParams, response: { 200: TrustState, 400: ApiError, ...Denied, 404: ApiError } } },
    async (request) => trustState(request.params.id),
  );

  app.put(
    '/api/v1/moderation/users/:id/trust',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Equipo: confianza de una cuenta (auto = según las reglas, trusted = publica al instante, restricted = siempre en revisión)',
        params: IdParams,
        body: TrustBody,
        response: { 200: TrustState, 400: ApiError, ...Denied, 404: ApiError },
      },
    },
    async (request) => setTrust(sessionOf(request), request.params.id, request.body.trust),
  );

  app.get(
    '/api/v1/moderation/audit',
    {
      onRequest: superadmin,
      schema: { tags, summary: 'Superadministrador: registro de cada acción del equipo (quién, qué, cuándo, antes y después)', querystring: Type.Object({ page: Page }), response: { 200: AuditLogPage, 400: ApiError, ...Denied } },
    },
    async (request) => auditLog(request.query.page),
  );

  app.post(
    '/api/v1/reports',
    {
      preHandler: app.requireConfirmedUser,
      config: perAccount('report', 30, '1 hour'),
      schema: {
        tags,
        summary: 'Reporta una oferta, un código, un comentario, un tema o un perfil (una vez por persona y cosa)',
        body: ReportBody,
        response: { 201: ReportResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => reply.status(201).send(await reportItem(sessionOf(request), request.body)),
  );

  app.post(
    '/api/v1/offers/:id/expired_reports',
    {
      preHandler: app.requireConfirmedUser,
      config: perAccount('expiry', 30, '1 hour'),
      schema: {
        tags,
        summary: '«¿Expiró?»: la oferta expira con varios avisos de personas distintas, o con el de su autor o del equipo',
        params: IdParams,
        response: { 200: ExpiryReportResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError },
      },
    },
    async (request) => reportExpired(sessionOf(request), request.params.id),
  );

  app.post(
    '/api/v1/offers/:id/reopen',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Su autor (o el equipo) reabre una oferta que se marcó como expirada',
        params: IdParams,
        response: { 200: ExpiryReportResponse, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => reopenOffer(sessionOf(request), request.params.id),
  );

  app.get(
    '/api/v1/offers/duplicates',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Ofertas parecidas a la que se está compartiendo: el mismo enlace (sin parámetros de seguimiento) o un título casi igual de la misma tienda en 30 días',
        querystring: Type.Object({
          url: Type.Optional(Type.String({ maxLength: 2000 })),
          title: Type.Optional(Type.String({ maxLength: 200 })),
          shop: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: { 200: DuplicatesResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const { url, title, shop } = request.query;
      let shopId: Types.ObjectId | null = null;
      if (shop) shopId = await resolveShop(shop.trim()).then((row) => row._id, () => null);
      return { items: await findDuplicates({ url, title, shopId }) };
    },
  );

  app.get(
    '/api/v1/offers/featured',
    { config: { publicAnswer: true }, schema: { tags, summary: 'Ofertas destacadas por el equipo en la portada', response: { 200: Type.Object({ items: Type.Array(OfferCard) }) } } },
    async () => ({ items: await featuredOffers() }),
  );
};
