import { Alert, AlertBody, AlertList, AlertPauseBody, ApiError, ObjectIdString } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UnauthorizedError } from '../../errors';
import { settleBackground, setBackgroundLogger } from '../../lib/background';
import { clientNetwork } from '../../lib/client-network';
import { createMailer } from '../../lib/mailer';
import { configureAlertRuntime } from './runtime';
import { createAlert, deleteAlert, listAlerts, pauseAlert, updateAlert } from './service';
import { applyUnsubscribe, describeScope, readClaim, unsubscribePage } from './unsubscribe';
import { escapeHtml } from './html';

const errors = { 400: ApiError, 401: ApiError, 404: ApiError };
const params = Type.Object({ id: ObjectIdString });
/** Writing alerts is limited per account like other posting. */
// A member's own alerts: nothing a guest's page shows.
const writeLimit = { keepsGuestPages: true, rateLimit: { max: 60, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (request: { session: { sub: string } | null; ip: string }) => `alerts:${request.session?.sub ?? clientNetwork(request.ip)}` } };

export const alertsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  configureAlertRuntime({ mailer: createMailer(config), siteUrl: config.siteUrl, siteName: config.siteName, secret: config.jwtSecret, log: app.log });
  setBackgroundLogger((error, what) => app.log.error({ err: error }, `${what} falló`));
  app.addHook('onClose', () => settleBackground());

  app.get(
    '/api/v1/alerts',
    { preHandler: app.requireUser, schema: { tags: ['alerts'], summary: 'Alertas de quien consulta, la más nueva primero', response: { 200: AlertList, 401: ApiError } } },
    async (request, reply) => {
      if (!request.session) throw UnauthorizedError();
      reply.header('cache-control', 'private, no-store');
      return listAlerts(request.session.sub);
    },
  );

  app.post(
    '/api/v1/alerts',
    {
      preHandler: app.requireUser,
      config: writeLimit,
      schema: { tags: ['alerts'], summary: 'Crea una alerta (hasta 50 por usuario)', body: AlertBody, response: { 200: Alert, ...errors, 409: ApiError } },
    },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      return createAlert(request.session.sub, request.body);
    },
  );

  app.put(
    '/api/v1/alerts/:id',
    { preHandler: app.requireUser, config: writeLimit, schema: { tags: ['alerts'], summary: 'Cambia una alerta propia', params, body: AlertBody, response: { 200: Alert, ...errors } } },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      return updateAlert(request.session.sub, request.params.id, request.body);
    },
  );

  app.patch(
    '/api/v1/alerts/:id',
    { preHandler: app.requireUser, config: writeLimit, schema: { tags: ['alerts'], summary: 'Pausa o reanuda una alerta propia', params, body: AlertPauseBody, response: { 200: Alert, ...errors } } },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      return pauseAlert(request.session.sub, request.params.id, request.body.paused);
    },
  );

  app.delete(
    '/api/v1/alerts/:id',
    { preHandler: app.requireUser, config: writeLimit, schema: { tags: ['alerts'], summary: 'Borra una alerta propia', params, response: { 200: Type.Object({ id: ObjectIdString, deleted: Type.Boolean() }), ...errors } } },
    async (request) => {
      if (!request.session) throw UnauthorizedError();
      await deleteAlert(request.session.sub, request.params.id);
      return { id: request.params.id, deleted: true };
    },
  );

  // The unsubscribe link: no session, the signed token says who and what.
  const unsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 300 }) });
  // A page for the person who clicked the link in a mail: HTML in Spanish, whatever the answer.
  const page = { content: { 'text/html': { schema: Type.String() } } };
  const pageResponses = { 200: page, 400: page, 404: page };
  const invalid = unsubscribePage(config.siteName, 'Enlace no válido', '<p>Este enlace para dejar de recibir correos no es válido. Administra tus correos desde Ajustes o Alertas en tu perfil.</p>');

  app.get(
    '/api/v1/alerts/unsubscribe',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { tags: ['alerts'], summary: 'Página para dejar de recibir un correo (enlace firmado, sin sesión)', querystring: unsubscribeQuery, response: pageResponses } },
    async (request, reply) => {
      const claim = readClaim(config.jwtSecret, request.query.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!claim) return reply.status(400).send(invalid);
      const action = `/api/v1/alerts/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return unsubscribePage(
        config.siteName,
        'Dejar de recibir correos',
        `<p>¿Quieres dejar de recibir ${escapeHtml(describeScope(claim))}?</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Sí, no quiero recibirlos</button></form>`,
      );
    },
  );

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, String(body)));
  app.post(
    '/api/v1/alerts/unsubscribe',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' }, keepsGuestPages: true }, schema: { tags: ['alerts'], summary: 'Deja de enviar un correo (un clic, RFC 8058)', querystring: unsubscribeQuery, response: pageResponses } },
    async (request, reply) => {
      const claim = readClaim(config.jwtSecret, request.query.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!claim) return reply.status(400).send(invalid);
      const applied = await applyUnsubscribe(claim);
      if (!applied) return reply.status(404).send(unsubscribePage(config.siteName, 'Nada que cancelar', '<p>Esa alerta o cuenta ya no existe.</p>'));
      return unsubscribePage(config.siteName, 'Listo', `<p>Ya no recibirás ${escapeHtml(describeScope(claim))}. Puedes cambiarlo cuando quieras desde tu perfil.</p>`);
    },
  );
};
