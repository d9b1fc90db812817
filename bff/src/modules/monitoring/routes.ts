import { ApiError, MonitoringReport } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

// The browser's error reports come through this tunnel (spec §7 "Other"): same origin, so ad
// blockers leave them alone. With MONITORING_DSN they are forwarded; they are always logged and
// counted per remote for ops.
export const monitoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/monitoring',
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags: ['monitoring'], summary: 'Reporte de error del navegador', body: MonitoringReport, response: { 204: Type.Null(), 400: ApiError } },
    },
    async (request, reply) => {
      const report = request.body;
      app.metrics.countRemoteError(report.source, report.level);
      request.log.warn({ report }, 'error reportado por el navegador');
      const dsn = app.config.monitoringDsn;
      if (dsn) {
        fetch(dsn, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...report, receivedAt: new Date().toISOString(), userAgent: request.headers['user-agent'] }),
          signal: AbortSignal.timeout(5000),
        }).catch((error: unknown) => request.log.warn({ err: error }, 'no se pudo reenviar el reporte'));
      }
      return reply.status(204).send(null);
    },
  );
};
