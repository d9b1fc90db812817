// What a crawler, a link preview or a feed reader gets, without JavaScript: each page's own head and
// structured data, the sitemaps, robots.txt, the RSS feeds, and /visit counting the way out.
import { forumTopicPath, offerPath, postPath } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { SaxesParser } from 'saxes';
import { buildTestApp, makeSiteFixture } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser, type TestUser } from '../../test/login';
import { ForumCategoryModel, ForumTopicModel } from '../forum/model';
import { createOffer } from '../offers/create';
import { OfferModel } from '../offers/model';
import { PostCategoryModel, PostModel } from '../posts/model';
import { OutboundClickModel } from './model';

const SITE = 'https://gangazo.example.co';
let app: FastifyInstance;
let catalog: CatalogFixture;
let author: TestUser;
let topic: { id: string; slug: string };
let post: { id: string; category: string };

beforeAll(async () => {
  app = await buildTestApp({ staticRoot: makeSiteFixture(), siteUrl: SITE });
  author = await createUser(app, { username: 'cazadora' });
  catalog = await createCatalogFixture({ authorId: new Types.ObjectId(author.user.id) });
  const forumCategory = await ForumCategoryModel.create({ name: 'Tecnología', slug: 'tecnologia', color: '#2563eb' });
  const topicDoc = await ForumTopicModel.create({ title: '¿Garantía Xiaomi?', slug: 'garantia-xiaomi', body: '<p>¿Cubre la pantalla?</p>', text: '¿Cubre la pantalla?', categoryId: forumCategory._id });
  topic = { id: String(topicDoc._id), slug: topicDoc.slug };
  const blogCategory = await PostCategoryModel.create({ name: 'Guías de compra', slug: 'guias-de-compra' });
  const postDoc = await PostModel.create({ categoryId: blogCategory._id, body: '<p>Texto</p>', text: 'Cómo comprar en Black Friday.', status: 'published', publishedAt: new Date(Date.now() - 86_400_000), title: 'Guía del Black Friday', slug: 'guia-black-friday' });
  post = { id: String(postDoc._id), category: blogCategory.slug };
});
afterAll(() => app.close());

interface Head {
  title: string;
  meta: Record<string, string>;
  canonical: string | null;
  alternates: string[];
  jsonLd: Record<string, unknown>[];
}

/** The head as a crawler reads it from the first HTML. */
async function head(url: string): Promise<Head> {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const meta: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) meta[match[1] ?? ''] = decode(match[2] ?? '');
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1] ?? null,
    alternates: [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="([^"]+)">/g)].map((m) => decode(m[1] ?? '')),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>),
  };
}

const ofType = (page: Head, type: string) => page.jsonLd.find((data) => data['@type'] === type);

/** Parses XML strictly: throws on anything not well-formed. Returns the text of every `<loc>`. */
function parseXml(xml: string): { root: string; locs: string[]; links: string[]; items: number } {
  const parser = new SaxesParser();
  let root = '';
  let current = '';
  let items = 0;
  const locs: string[] = [];
  const links: string[] = [];
  parser.on('opentag', (tag) => {
    if (!root) root = tag.name;
    current = tag.name;
    if (tag.name === 'item') items += 1;
  });
  parser.on('text', (text) => {
    if (current === 'loc') locs.push(text);
    if (current === 'link' && text.trim()) links.push(text);
  });
  parser.on('closetag', () => {
    current = '';
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  return { root, locs, links, items };
}

test('an offer page names the offer in its title, description, canonical, cards and Product data', async () => {
  const tv = await OfferModel.findById(catalog.offers.tv).lean();
  if (!tv) throw new Error('no tv');
  const canonical = `${SITE}${offerPath(tv.title, String(tv._id))}`;
  // Reached by another slug: the canonical is the offer's own address.
  const page = await head(`/ofertas/otro-nombre-${String(tv._id)}`);
  expect(page.title).toBe(`${tv.title} | Gangazo`);
  expect(page.meta.description).toBe('Precio histórico en el televisor.');
  expect(page.canonical).toBe(canonical);
  expect(page.meta['og:url']).toBe(canonical);
  expect(page.meta['og:title']).toBe(page.title);
  expect(page.meta['og:type']).toBe('product');
  expect(page.meta['og:locale']).toBe('es_CO');
  expect(page.meta['og:image']).toMatch(/^https:\/\/gangazo\.example\.co\//);
  expect(Number(page.meta['og:image:width'])).toBeGreaterThanOrEqual(1200);
  expect(Number(page.meta['og:image:height'])).toBeGreaterThanOrEqual(630);
  expect(page.meta['twitter:card']).toBe('summary_large_image');
  const product = ofType(page, 'Product') as { name: string; offers: Record<string, unknown> };
  expect(product.name).toBe(tv.title);
  expect(product.offers).toMatchObject({ '@type': 'Offer', price: tv.price, priceCurrency: 'COP', availability: 'https://schema.org/InStock', url: canonical });
  expect((product.offers.seller as { name: string }).name).toBe('Éxito');
  const crumbs = ofType(page, 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] };
  expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Inicio', 'Tecnología', tv.title]);
  expect(crumbs.itemListElement.every((item, index) => item.position === index + 1 && item.item.startsWith(SITE))).toBe(true);
});

test('an offer with an end date says until when; an expired one says it is discontinued', async () => {
  const ends = new Date(Date.now() + 3 * 86_400_000);
  const id = await createOffer({ kind: 'offer', title: 'Freidora de aire Oster 4 L', price: 249_900, endsAt: ends });
  const offer = ofType(await head(offerPath('Freidora de aire Oster 4 L', String(id))), 'Product') as { offers: Record<string, unknown> };
  expect(offer.offers.validThrough).toBe(ends.toISOString());
  const expired = await OfferModel.findById(catalog.offers.staffExpired).lean();
  const page = await head(offerPath(expired?.title ?? '', String(catalog.offers.staffExpired)));
  expect((ofType(page, 'Product') as { offers: Record<string, unknown> }).offers.availability).toBe('https://schema.org/Discontinued');
});

test('a coupon over its shop is an Offer sold by the shop; the shop, category, topic, post and profile have their own heads', async () => {
  const coupon = await OfferModel.findById(catalog.coupons.single).lean();
  const couponPage = await head(`/cupones/exito?active_coupon=${String(catalog.coupons.single)}`);
  expect(couponPage.title).toBe(`${coupon?.title} | Gangazo`);
  expect(couponPage.canonical).toBe(`${SITE}/cupones/exito?active_coupon=${String(catalog.coupons.single)}`);
  expect(ofType(couponPage, 'Offer')).toMatchObject({ seller: { '@type': 'Organization', name: 'Éxito' } });

  const shop = await head('/cupones/exito');
  expect(shop.title).toBe('Cupones y ofertas de Éxito | Gangazo');
  expect(shop.canonical).toBe(`${SITE}/cupones/exito`);
  expect(shop.alternates).toEqual([`${SITE}/rss/tiendas/exito.xml`]);
  expect(ofType(shop, 'BreadcrumbList')).toBeDefined();

  const category = await head('/categorias/tecnologia');
  expect(category.title).toBe('Ofertas de Tecnología | Gangazo');
  expect(category.alternates).toEqual([`${SITE}/rss/categorias/tecnologia.xml`]);

  const forum = await head(forumTopicPath(topic.id, topic.slug));
  expect(forum.title).toBe('¿Garantía Xiaomi? | Gangazo');
  expect(forum.meta.description).toBe('¿Cubre la pantalla?');
  expect(ofType(forum, 'DiscussionForumPosting')).toMatchObject({ headline: '¿Garantía Xiaomi?', commentCount: 0, url: `${SITE}${forumTopicPath(topic.id, topic.slug)}` });

  const blog = await head(postPath(post.category, post.id));
  expect(blog.title).toBe('Guía del Black Friday | Gangazo');
  expect(ofType(blog, 'BlogPosting')).toMatchObject({ headline: 'Guía del Black Friday', datePublished: expect.any(String) });

  const profile = await head(`/perfil/${author.user.id}`);
  expect(profile.title).toBe('cazadora en Gangazo | Gangazo');
  expect(profile.meta['og:type']).toBe('profile');

  const home = await head('/');
  expect(home.title).toBe('Gangazo: ofertas, cupones y descuentos en Colombia');
  expect(ofType(home, 'WebSite')).toMatchObject({ name: 'Gangazo', url: `${SITE}/` });
  expect(home.alternates).toEqual([`${SITE}/rss/nuevas.xml`, `${SITE}/rss/hot.xml`]);
  expect((await head('/?ver=nuevas')).title).toBe('Ofertas nuevas | Gangazo');
  // Settings are not for search engines, nor the account pages mailed links open.
  expect((await head(`/perfil/${author.user.id}/ajustes`)).meta.robots).toBe('noindex');
  for (const [path, title] of [
    ['/registro-ok', 'Registro exitoso | Gangazo'],
    ['/confirmar-email?token=abc', 'Confirmar email | Gangazo'],
    ['/restablecer-contrasena?token=abc', 'Restablecer contraseña | Gangazo'],
  ] as const) {
    const account = await head(path);
    expect({ path, title: account.title, robots: account.meta.robots }).toEqual({ path, title, robots: 'noindex' });
  }
});

test("the home's WebSite names a SearchAction once mf-search registers /buscar, and its target is a working, unindexed results page", async () => {
  // The fixture's registry is every mf-*/remote.json of this checkout: mf-search's declares /buscar.
  const registry = await app.inject({ method: 'GET', url: '/api/v1/remotes' });
  const remotes = registry.json<{ remotes: { name: string; routes: string[] }[] }>().remotes;
  expect(remotes.find((remote) => remote.name === 'search')?.routes).toContain('/buscar');

  const website = ofType(await head('/'), 'WebSite');
  expect(website?.potentialAction).toEqual({
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/buscar?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  });

  // What a search engine's box sends: the template with a term in it.
  const template = (website?.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
  const target = template.replace('{search_term_string}', encodeURIComponent('xiaomi redmi')).replace(SITE, '');
  expect(target).toBe('/buscar?q=xiaomi%20redmi');
  const page = await head(target);
  expect(page.title).toBe('Resultados de «xiaomi redmi» | Gangazo');
  expect(page.meta.robots).toBe('noindex, follow');
  expect(page.canonical).toBe(`${SITE}/buscar?q=xiaomi%20redmi`);
  // The data the page shows comes from the results endpoint with the same term.
  const results = await app.inject({ method: 'GET', url: `/api/v1/search?q=${encodeURIComponent('garantía xiaomi')}&group=topics` });
  expect(results.statusCode).toBe(200);
  expect(results.json()).toMatchObject({ group: 'topics', total: 1, items: [{ id: topic.id, title: '¿Garantía Xiaomi?' }] });
  // Other noindex pages keep the plain directive.
  expect((await head(`/perfil/${author.user.id}/ajustes`)).meta.robots).toBe('noindex');
});

test('the sitemap index and its children parse, list a just-published offer and drop an expired one; robots.txt names it', async () => {
  const fresh = await createOffer({ kind: 'offer', title: 'Bicicleta GW Lynx recién publicada', price: 899_000 });
  const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(index.headers['content-type']).toContain('application/xml');
  const children = parseXml(index.body);
  expect(children.root).toBe('sitemapindex');
  expect(children.locs).toEqual(expect.arrayContaining([`${SITE}/sitemaps/ofertas-1.xml`, `${SITE}/sitemaps/tiendas.xml`, `${SITE}/sitemaps/categorias.xml`, `${SITE}/sitemaps/foro.xml`, `${SITE}/sitemaps/blog.xml`, `${SITE}/sitemaps/paginas.xml`]));
  const all: string[] = [];
  for (const loc of children.locs) {
    const child = await app.inject({ method: 'GET', url: loc.replace(SITE, '') });
    expect(child.statusCode).toBe(200);
    const parsed = parseXml(child.body);
    expect(parsed.root).toBe('urlset');
    expect(parsed.locs.length).toBeLessThanOrEqual(50_000);
    all.push(...parsed.locs);
  }
  expect(all).toContain(`${SITE}${offerPath('Bicicleta GW Lynx recién publicada', String(fresh))}`);
  expect(all).toContain(`${SITE}/cupones/exito`);
  expect(all).toContain(`${SITE}${forumTopicPath(topic.id, topic.slug)}`);
  expect(all.some((loc) => loc.includes(String(catalog.offers.staffExpired)))).toBe(false);
  await OfferModel.updateOne({ _id: fresh }, { $set: { status: 'expired' } });
  const offers = parseXml((await app.inject({ method: 'GET', url: '/sitemaps/ofertas-1.xml' })).body);
  expect(offers.locs.some((loc) => loc.includes(String(fresh)))).toBe(false);
  expect((await app.inject({ method: 'GET', url: '/sitemaps/ofertas-9.xml' })).statusCode).toBe(404);

  const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
  expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  for (const path of ['/admin', '/perfil/*/ajustes', '/comparte/', '/api/', '/confirmar-email', '/restablecer-contrasena']) expect(robots.body).toContain(`Disallow: ${path}`);
});

test('each RSS feed parses and links its offers with absolute addresses', async () => {
  for (const url of ['/rss/nuevas.xml', '/rss/hot.xml', '/rss/tiendas/exito.xml', '/rss/categorias/tecnologia.xml']) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const feed = parseXml(response.body);
    expect(feed.root).toBe('rss');
    expect(feed.items).toBeGreaterThan(0);
    expect(feed.links.every((link) => link.startsWith(SITE))).toBe(true);
  }
  expect((await app.inject({ method: 'GET', url: '/rss/tiendas/no-existe.xml' })).statusCode).toBe(404);
});

test('/visit/{id} sends the shopper to the shop and counts the click for the offer and its author', async () => {
  const id = String(catalog.offers.tv);
  const before = await OutboundClickModel.countDocuments({ offerId: catalog.offers.tv });
  // The shop's address as it is now: corrected after publishing, the link follows.
  await OfferModel.updateOne({ _id: catalog.offers.tv }, { $set: { url: 'https://www.exito.com/televisor-samsung-55' } });
  const visit = await app.inject({ method: 'GET', url: `/visit/${id}` });
  expect(visit.statusCode).toBe(302);
  expect(visit.headers.location).toBe('https://www.exito.com/televisor-samsung-55');
  for (let i = 0; i < 50 && (await OutboundClickModel.countDocuments({ offerId: catalog.offers.tv })) === before; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await OutboundClickModel.countDocuments({ offerId: catalog.offers.tv })).toBe(before + 1);
  const stats = (await app.inject({ method: 'GET', url: `/api/v1/users/${author.user.id}/stats` })).json<{ clicks: number }>();
  expect(stats.clicks).toBeGreaterThanOrEqual(1);
  expect((await app.inject({ method: 'GET', url: `/visit/${String(new Types.ObjectId())}` })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: '/visit/no-es-un-id' })).statusCode).toBe(400);
  // Without a shop address, its own page.
  const noUrl = await createOffer({ kind: 'offer', title: 'Oferta en tienda física', price: 10_000 });
  expect((await app.inject({ method: 'GET', url: `/visit/${String(noUrl)}` })).headers.location).toBe(offerPath('Oferta en tienda física', String(noUrl)));
});
