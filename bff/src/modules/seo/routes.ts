// What crawlers, feed readers and outbound clicks use: /sitemap.xml (an index) and its children,
// /robots.txt, RSS feeds of new and hot offers and per shop and category, and /visit/{id}, the
// measured way out to the shop.
import { ApiError, ObjectIdString, offerPath } from '@gangazo/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NotFoundError } from '../../errors';
import { CategoryIndex, categoryScope } from '../categories/service';
import { findOfferById } from '../offers/repository';
import { findShop } from '../shops/repository';
import { childSitemap, rssFeed, sitemapIndex } from './feeds';
import { OutboundClickModel } from './model';

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
/** Crawlers and readers may keep these a few minutes; offers come and go by the hour. */
const FEED_CACHE = 'public, max-age=300';

/** Paths no search engine should crawl: staff tools, settings, the share forms, the API. */
// Account pages reached from a mailed link carry a one-time token in the address: never crawled.
export const ROBOTS_DISALLOW = ['/admin', '/perfil/*/ajustes', '/comparte/', '/api/', '/visit/', '/confirmar-email', '/restablecer-contrasena'];

export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const siteUrl = app.config.siteUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''];
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', FEED_CACHE).type(XML).send(await sitemapIndex(siteUrl)),
  );

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[a-z]+(?:-[0-9]+)?\\.xml$' }) }) } },
    async (request, reply) => {
      const body = await childSitemap(siteUrl, request.params.file.replace(/\.xml$/, ''));
      if (!body) throw NotFoundError('No existe ese mapa del sitio.');
      return reply.header('cache-control', FEED_CACHE).type(XML).send(body);
    },
  );

  // The home's two feeds, site-wide.
  const homeFeeds = [
    { file: 'nuevas', order: 'news', title: 'ofertas nuevas', description: 'Las ofertas recién compartidas por la comunidad.' },
    { file: 'hot', order: 'hot', title: 'ofertas hot', description: 'Las ofertas más calientes del momento, votadas por la comunidad.' },
  ] as const;
  for (const feed of homeFeeds) {
    app.get(`/rss/${feed.file}.xml`, { schema: { hide: true } }, async (_request, reply) => {
      const channel = {
        title: `${app.config.siteName}: ${feed.title}`,
        link: `${siteUrl}/?ver=${feed.file}`,
        self: `${siteUrl}/rss/${feed.file}.xml`,
        description: feed.description,
      };
      return reply.header('cache-control', FEED_CACHE).type(RSS).send(await rssFeed(siteUrl, channel, { kind: 'offer' }, feed.order));
    });
  }

  app.get(
    '/rss/tiendas/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*\\.xml$', maxLength: 130 }) }) } },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.xml$/, '');
      const shop = await findShop(slug);
      if (!shop) throw NotFoundError('No encontramos esa tienda.');
      const page = `${siteUrl}/cupones/${shop.slug}`;
      const body = await rssFeed(
        siteUrl,
        { title: `${app.config.siteName}: ofertas y cupones de ${shop.name}`, link: page, self: `${siteUrl}/rss/tiendas/${shop.slug}.xml`, description: `Las ofertas y cupones más nuevos de ${shop.name}.` },
        { shopId: String(shop._id) },
        'news',
      );
      return reply.header('cache-control', FEED_CACHE).type(RSS).send(body);
    },
  );

  app.get(
    '/rss/categorias/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*\\.xml$', maxLength: 130 }) }) } },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.xml$/, '');
      const index = await CategoryIndex.load();
      const category = index.bySlug.get(slug);
      if (!category) throw NotFoundError('No encontramos esa categoría.');
      const body = await rssFeed(
        siteUrl,
        {
          title: `${app.config.siteName}: ofertas de ${category.name}`,
          link: `${siteUrl}/categorias/${category.slug}`,
          self: `${siteUrl}/rss/categorias/${category.slug}.xml`,
          description: `Las ofertas más nuevas de ${category.name}.`,
        },
        { kind: 'offer', categoryIds: new Set(categoryScope(index, category).map(String)) },
        'news',
      );
      return reply.header('cache-control', FEED_CACHE).type(RSS).send(body);
    },
  );

  // "Ir a la oferta": a 302 to the shop's address as it is now (it may be corrected after
  // publishing), counting the click. An offer without an address sends the visitor to its page.
  app.get(
    '/visit/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'Sale a la tienda de una oferta (302) y cuenta el clic',
        params: Type.Object({ id: ObjectIdString }),
        response: { 404: ApiError, 400: ApiError },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const offer = await findOfferById(request.params.id);
      if (!offer) throw NotFoundError('No encontramos esa oferta.');
      // Counted after the answer: a slow write never holds the shopper.
      OutboundClickModel.create({ offerId: offer._id, authorId: offer.authorId ?? null, at: new Date() }).catch((error: unknown) =>
        request.log.warn({ err: error }, 'visita: no se pudo contar el clic'),
      );
      const target = offer.url && /^https?:\/\//i.test(offer.url) ? offer.url : offerPath(offer.title, String(offer._id));
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').redirect(target, 302);
    },
  );
};
