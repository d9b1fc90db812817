import { ApiError, BannersResponse, FooterData, InformationsResponse, MedalsQuery, MedalsResponse, MenuResponse, SitemapResponse, TopsResponse } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import * as content from './service';

const TAGS = ['general'];
/** These change slowly and are read on every page: let browsers and proxies keep them a minute. */
function shortCache(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=60');
}

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/menu', { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Menú: categorías con subcategorías y secciones', response: { 200: MenuResponse } } }, async (_request, reply) => {
    shortCache(reply);
    return content.menu();
  });

  app.get('/api/v1/tops', { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Lo más buscado y lo más caliente', response: { 200: TopsResponse } } }, async (_request, reply) => {
    shortCache(reply);
    return content.tops();
  });

  app.get('/api/v1/banners', { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Banners vigentes de la portada', response: { 200: BannersResponse } } }, async (_request, reply) => {
    shortCache(reply);
    return content.banners();
  });

  app.get(
    '/api/v1/medals',
    { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Medallas (con ?user_id=, el progreso de ese usuario)', querystring: MedalsQuery, response: { 200: MedalsResponse, 400: ApiError, 404: ApiError } } },
    async (request) => content.medals(request.query.user_id),
  );

  app.get('/api/v1/informations', { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Páginas de información (quiénes somos, términos, privacidad…)', response: { 200: InformationsResponse } } }, async (_request, reply) => {
    shortCache(reply);
    return content.informations();
  });

  app.get('/api/v1/sitemap', { config: { publicAnswer: true }, schema: { tags: TAGS, summary: 'Direcciones públicas del sitio', response: { 200: SitemapResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return content.sitemap(app.config.siteUrl);
  });

  // On every page the server renders: kept here until a write changes it (content/service.ts).
  app.get('/api/v1/offers/data_fotter', { config: { answerCache: true }, schema: { tags: TAGS, summary: 'Datos del pie de página', response: { 200: FooterData } } }, async () =>
    content.footerData(app.config.siteName),
  );
};
