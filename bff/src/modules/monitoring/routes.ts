import { ApiError, MonitoringReport, RemoteLoadBatch, RemotesHealthResponse, type RemoteEntry } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AppError, ValidationError } from '../../errors';
import { envelopeEvents, eventToReport } from './sentry-envelope';
import { MonitoringStore } from './store';

/** What a standard SDK sends: Sentry's own type, or text/plain (its browser transport avoids a preflight). */
const ENVELOPE_TYPES = ['application/x-sentry-envelope', 'text/plain'] as const;
const ENVELOPE_MAX_BYTES = 256 * 1024;
/** The shell's version is not known here; a report from it says its own. */
const UNKNOWN_VERSION = 'desconocida';

/**
 * The browser's error reports come through this tunnel (spec §7 "Other"): same origin, so ad
 * blockers leave them alone. Only registered remotes and `shell` are accepted (each one is a
 * metrics label and a list in memory). Reports are logged, counted per remote and reason, kept
 * (the last 50 per remote) for the admin page, and forwarded to the remote's own tracker
 * (MONITORING_DSNS) and to the global one (MONITORING_DSN).
 */
const LOGGED_CHARS = { message: 500, stack: 2000, url: 300 } as const;

/** What a report's log line keeps: its fields, with the long ones cut (about 3 KB in all). */
export function loggedReport(report: MonitoringReport): MonitoringReport {
  return {
    ...report,
    message: report.message.slice(0, LOGGED_CHARS.message),
    ...(report.stack ? { stack: report.stack.slice(0, LOGGED_CHARS.stack) } : {}),
    ...(report.url ? { url: report.url.slice(0, LOGGED_CHARS.url) } : {}),
  };
}
export const monitoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = new MonitoringStore();

  // Envelopes are read as text here and parsed by the handler (encapsulated: only these routes).
  app.addContentTypeParser('application/x-sentry-envelope', { parseAs: 'string', bodyLimit: ENVELOPE_MAX_BYTES }, (_request, body, done) => done(null, body));

  async function registeredNames(): Promise<{ remotes: RemoteEntry[]; names: Set<string> }> {
    const remotes = await app.remotes.list();
    return { remotes, names: new Set(['shell', ...remotes.map((remote) => remote.name)]) };
  }

  function forward(report: MonitoringReport, userAgent: string | undefined, log: FastifyBaseLogger): void {
    const targets = [app.config.monitoringDsns.get(report.source), app.config.monitoringDsn].filter((dsn): dsn is string => Boolean(dsn));
    if (targets.length === 0) return;
    const body = JSON.stringify({ ...report, receivedAt: new Date().toISOString(), userAgent });
    for (const dsn of new Set(targets)) {
      fetch(dsn, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(5000) }).catch((error: unknown) =>
        log.warn({ err: error, source: report.source }, 'no se pudo reenviar el reporte'),
      );
    }
  }

  function accept(report: MonitoringReport, userAgent: string | undefined, log: FastifyBaseLogger): void {
    const stored = store.addReport(report);
    app.metrics.countRemoteError(report.source, report.level, stored.reason);
    // The log line stays small whatever the browser sent (a report needs no sign-in): a few KB at most.
    log.warn({ report: loggedReport({ ...report, reason: stored.reason }) }, 'error reportado por el navegador');
    forward({ ...report, reason: stored.reason }, userAgent, log);
  }

  app.post(
    '/monitoring',
    {
      bodyLimit: ENVELOPE_MAX_BYTES,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, keepsGuestPages: true },
      // The body schema is per content type; any other type (a form, say) is refused before it is looked at.
      preValidation: async (request) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (type !== 'application/json' && !(ENVELOPE_TYPES as readonly string[]).includes(type)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'El reporte debe ser JSON (application/json) o un sobre de Sentry (application/x-sentry-envelope o text/plain).');
        }
      },
      schema: {
        tags: ['monitoring'],
        summary: 'Reporte de error del navegador (JSON del shell, o un sobre de Sentry)',
        body: {
          content: {
            'application/json': { schema: MonitoringReport },
            ...Object.fromEntries(ENVELOPE_TYPES.map((type) => [type, { schema: Type.String({ minLength: 1, maxLength: ENVELOPE_MAX_BYTES }) }])),
          },
        },
        response: { 204: Type.Null(), 400: ApiError, 413: ApiError, 415: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const body = request.body as MonitoringReport | string;
      const { remotes, names } = await registeredNames();
      const userAgent = request.headers['user-agent'];
      if (typeof body === 'string') {
        for (const event of envelopeEvents(body)) accept(eventToReport(event, remotes, app.config.siteUrl, UNKNOWN_VERSION), userAgent, request.log);
        return reply.status(204).send(null);
      }
      if (!names.has(body.source)) throw ValidationError(`«${body.source}» no es un remoto registrado ni «shell»: el reporte no se guarda.`);
      accept(body, userAgent, request.log);
      return reply.status(204).send(null);
    },
  );

  // How long each remote took to load in browsers, and how it ended (batched by the shell).
  app.post(
    '/monitoring/loads',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, keepsGuestPages: true },
      schema: {
        tags: ['monitoring'],
        summary: 'Tiempos y resultados de carga de los remotos en el navegador',
        body: RemoteLoadBatch,
        response: { 204: Type.Null(), 400: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { names } = await registeredNames();
      const known = request.body.loads.filter((sample) => names.has(sample.remote));
      if (known.length === 0) throw ValidationError('Ninguna carga es de un remoto registrado: no se guarda nada.');
      // A remote taken out of the registry since the page loaded is left out, not counted as a new label.
      for (const sample of known) {
        store.addLoad(sample);
        app.metrics.observeRemoteLoad(sample.remote, sample.ms / 1000, sample.result);
      }
      return reply.status(204).send(null);
    },
  );

  // The admin "Remotos" page: each remote's last hour, as browsers reported it to this instance.
  app.get(
    '/api/v1/remotes/health',
    {
      onRequest: app.requireRole('admin', 'superadmin'),
      schema: {
        tags: ['remotes'],
        summary: 'Administración: salud de cada remoto en la última hora (errores, cargas, últimos reportes)',
        response: { 200: RemotesHealthResponse, 401: ApiError, 403: ApiError },
      },
    },
    async (_request, reply) => {
      const remotes = await app.remotes.list();
      reply.header('cache-control', 'no-store');
      return { remotes: [...remotes.map((remote) => store.health(remote.name, remote.version)), store.health('shell', UNKNOWN_VERSION)] };
    },
  );
};
