import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({
    engine: Type.String(),
    status: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    latencyMs: Type.Optional(Type.Integer()),
  }),
  uptimeSeconds: Type.Integer(),
  /** The pages' server rendering (lib/pages-warm-up.ts): a crowd is best sent once `ready` (or `off`). */
  pages: Type.Union([Type.Literal('off'), Type.Literal('cold'), Type.Literal('warming'), Type.Literal('ready')]),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Estado del servicio y de la base de datos', response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      const pages = app.hasDecorator('pagesWarmUpState') ? app.pagesWarmUpState() : 'off';
      const down = { status: 'degraded' as const, database: { engine: app.database.kind, status: 'down' as const }, uptimeSeconds, pages };
      // Known to be away (restarting, or lost): no ping that would wait for it.
      if (!app.database.available()) return reply.status(503).send(down);
      try {
        const latencyMs = await app.database.ping();
        return { status: 'ok' as const, database: { engine: app.database.kind, status: 'up' as const, latencyMs }, uptimeSeconds, pages };
      } catch {
        return reply.status(503).send(down);
      }
    },
  );
};
