import { ApiError, SearchClickBody, SearchClickResponse, SearchParams, SearchResponse, SearchResultsQuery, SearchResultsResponse } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import mongoose from 'mongoose';
import { strongEtag } from '../../lib/cache/answer-cache';
import { searchResults } from './results';
import { SearchCounter, search, visitorKey } from './service';
import { SearchStore } from './sync';

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = new SearchStore(app.log);
  const counter = new SearchCounter(store);
  store.start(mongoose.connection.getClient(), { poll: app.database.kind === 'external' });
  // The first load reads every offer; start it now so the first shopper does not wait for it. A
  // server closed while it reads (a quick restart, a test) ends it with the connection: no fault.
  let closing = false;
  app.addHook('onReady', async () => {
    store.warm().catch((error: unknown) => {
      if (closing) app.log.debug({ err: error }, 'búsqueda: carga del índice interrumpida al cerrar');
      else app.log.error({ err: error }, 'búsqueda: no se pudo cargar el índice');
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    await counter.flush();
    store.stop();
  });

  const serialized = new WeakMap<SearchResponse, { body: Buffer; etag: string }>();
  const visitor = (request: { session: { sub: string } | null; ip: string }) => visitorKey(app.config.jwtSecret, request.session?.sub ?? null, request.ip);

  // `/api/v1/search/{term}`. A wildcard rather than `:term`: the router answers a parameter over
  // 100 URL-encoded characters itself (414, in English), and an accented term grows 6× encoded.
  app.get(
    '/api/v1/search/*',
    {
      schema: {
        tags: ['search'],
        summary: 'Busca cupones, tiendas, categorías, ofertas y usuarios (5 de cada grupo)',
        params: SearchParams,
        response: { 200: SearchResponse, 400: ApiError, 429: ApiError },
      },
      preHandler: app.optionalUser,
      config: { publicAnswer: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await search(store, request.params['*']);
      counter.recordSearch(outcome, visitor(request)).catch((error: unknown) => request.log.error({ err: error }, 'búsqueda: no se pudo registrar'));
      // A memoized answer (service.ts) is serialized and tagged once, not on every request.
      let bytes = serialized.get(outcome.response);
      if (!bytes) {
        const body = Buffer.from(JSON.stringify(outcome.response));
        bytes = { body, etag: strongEtag(body) };
        serialized.set(outcome.response, bytes);
      }
      return reply.header('etag', bytes.etag).type('application/json; charset=utf-8').send(bytes.body as unknown as SearchResponse); // a Buffer is sent as is
    },
  );

  // The results page (`/buscar`). On `/api/v1/search` itself, not `/api/v1/search/results`: that
  // static path would win over the wildcard and take the dropdown's search for the word 'results'.
  app.get(
    '/api/v1/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Resultados de un grupo (ofertas, cupones, tiendas, categorías, temas del foro o usuarios) por páginas, con filtros y orden',
        querystring: SearchResultsQuery,
        response: { 200: SearchResultsResponse, 400: ApiError, 429: ApiError },
      },
      config: { publicAnswer: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => searchResults(store, request.query),
  );

  app.post(
    '/api/v1/search/clicks',
    {
      schema: {
        tags: ['search'],
        summary: 'Registra el resultado que abrió quien buscaba (ordena los grupos «más buscados»)',
        body: SearchClickBody,
        response: { 200: SearchClickResponse, 400: ApiError, 404: ApiError, 429: ApiError },
      },
      preHandler: app.optionalUser,
      // A statistic: the «más buscados» order follows within the pages' few seconds.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, keepsGuestPages: true },
    },
    async (request) => ({ counted: await counter.recordClick(request.body, visitor(request)) }),
  );
};
