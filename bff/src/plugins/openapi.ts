import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { docsAccessGuard } from '../lib/docs-access';

/** OpenAPI document generated from the route schemas, browsable at /api/docs (in production by staff only). */
export default fp<{ staffOnly: boolean }>(
  async (app, options) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'API de Gangazo', description: 'BFF de la comunidad de ofertas, cupones y foro de Colombia.', version: '1.0.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', ...(options.staffOnly ? { uiHooks: { onRequest: docsAccessGuard(app) } } : {}) });
    // The UI's own static/index.html redirects to itself when it is given a query (?url=…), forever.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/api/docs/static/index.html?')) return void reply.redirect('/api/docs/static/index.html', 302);
      done();
    });
  },
  { name: 'openapi' },
);
