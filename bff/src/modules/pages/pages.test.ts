import fs from 'node:fs';
import path from 'node:path';
import { forumTopicPath, offerPath, postPath } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { REPO_ROOT } from '../../config';
import { buildTestApp, makeSiteFixture } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser } from '../../test/login';
import { InformationModel } from '../content/model';
import { ForumCategoryModel, ForumTopicModel } from '../forum/model';
import { OfferModel } from '../offers/model';
import { PostCategoryModel, PostModel } from '../posts/model';
import { PAGE_RULES, SHELL_ROUTES } from './pages';

let app: FastifyInstance;
let catalog: CatalogFixture;
let userId: string;
let topic: { id: string; slug: string };
let post: { id: string; slug: string };
let draftId: string;
const missingId = () => String(new Types.ObjectId());

beforeAll(async () => {
  app = await buildTestApp({ staticRoot: makeSiteFixture() });
  catalog = await createCatalogFixture();
  userId = (await createUser(app)).user.id;
  const forumCategory = await ForumCategoryModel.create({ name: 'Tecnología', slug: 'tecnologia', color: '#2563eb' });
  const topicDoc = await ForumTopicModel.create({ title: '¿Garantía Xiaomi?', slug: 'garantia-xiaomi', body: '<p>¿Y?</p>', text: '¿Y?', categoryId: forumCategory._id });
  topic = { id: String(topicDoc._id), slug: topicDoc.slug };
  const blogCategory = await PostCategoryModel.create({ name: 'Guías de compra', slug: 'guias-de-compra' });
  const published = { categoryId: blogCategory._id, body: '<p>Texto</p>', text: 'Texto', status: 'published' as const, publishedAt: new Date(Date.now() - 86_400_000) };
  const postDoc = await PostModel.create({ ...published, title: 'Guía del Black Friday', slug: 'guia-black-friday' });
  post = { id: String(postDoc._id), slug: postDoc.slug };
  const draft = await PostModel.create({ ...published, title: 'Borrador', slug: 'borrador', status: 'draft' });
  draftId = String(draft._id);
  await InformationModel.create({ slug: 'terminos-y-condiciones', title: 'Términos y condiciones', body: '<p>…</p>' });
});
afterAll(() => app.close());

/** Each URL with the status its HTML answer has, so a failure names every URL that is off. */
async function statuses(urls: string[], method: 'GET' | 'HEAD' = 'GET'): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const url of urls) result[url] = (await app.inject({ method, url, headers: { accept: 'text/html' } })).statusCode;
  return result;
}

function all(urls: string[], status: number): Record<string, number> {
  return Object.fromEntries(urls.map((url) => [url, status]));
}

test('an offer page is there while its offer is, expired ones too; an unknown or malformed id is a 404', async () => {
  const { tv, expired, staffExpired } = catalog.offers;
  const found = [
    offerPath('Televisor Samsung 55" Crystal UHD 4K', String(tv)),
    offerPath('Nevera LG 300 litros', String(expired)),
    offerPath('Licuadora Oster', String(staffExpired)),
    `/ofertas/otro-nombre-${String(tv).toUpperCase()}`,
    `/ofertas/${String(tv)}`,
    offerPath('20% en tecnología Éxito', String(catalog.coupons.single)),
  ];
  const missing = [`/ofertas/televisor-${missingId()}`, '/ofertas/televisor-samsung', '/ofertas/televisor-123', `/ofertas/-${String(tv)}`];
  expect(await statuses([...found, ...missing])).toEqual({ ...all(found, 200), ...all(missing, 404) });
});

test('/cupones/{slug} is there for a shop (by slug, name or id) or a coupon slug, a 404 otherwise', async () => {
  const found = ['/cupones/exito', '/cupones/%C3%89xito', '/cupones/Alkosto', `/cupones/${String(catalog.shops.falabella)}`, '/cupones/20-en-tecnologia-exito'];
  const missing = ['/cupones/tienda-que-no-existe', `/cupones/${missingId()}`];
  expect(await statuses([...found, ...missing])).toEqual({ ...all(found, 200), ...all(missing, 404) });
});

test('a category page is there for a category slug (as the page spells it), a 404 otherwise', async () => {
  const found = ['/categorias/tecnologia', '/categorias/Tecnolog%C3%ADa', '/categorias/celulares'];
  const missing = ['/categorias/no-existe', `/categorias/${String(catalog.categories.tech)}`];
  expect(await statuses([...found, ...missing])).toEqual({ ...all(found, 200), ...all(missing, 404) });
});

test('forum topics and forum categories that are not there are a 404', async () => {
  const found = [forumTopicPath(topic.id, topic.slug), `/forum/${topic.id}`, `/forum/${topic.id}/titulo-viejo`, '/forum/categoria/tecnologia'];
  const missing = [`/forum/${missingId()}`, `/forum/${missingId()}/un-tema`, '/forum/no-es-un-id', '/forum/categoria/no-existe'];
  expect(await statuses([...found, ...missing])).toEqual({ ...all(found, 200), ...all(missing, 404) });
});

test('blog posts are there when published (by id or slug, whatever the category label), blog categories when they exist', async () => {
  const found = [postPath('guias-de-compra', post.id), `/blog/otra-categoria/${post.slug}`, '/blog/guias-de-compra'];
  const missing = [`/blog/guias-de-compra/${missingId()}`, '/blog/guias-de-compra/no-existe', `/blog/guias-de-compra/${draftId}`, '/blog/no-existe'];
  expect(await statuses([...found, ...missing])).toEqual({ ...all(found, 200), ...all(missing, 404) });
});

test('every profile page is there for an account, a 404 for an unknown or malformed id', async () => {
  const sections = ['', '/actividad', '/medallas', '/ofertas', '/ofertas-favoritas', '/ajustes'];
  const found = sections.map((section) => `/perfil/${userId}${section}`);
  const missing = [...sections.map((section) => `/perfil/${missingId()}${section}`), '/perfil/1/ajustes'];
  expect(await statuses([...found, ...missing])).toEqual({ ...all(found, 200), ...all(missing, 404) });
});

test('information pages are there when they exist', async () => {
  expect(await statuses(['/informacion/terminos-y-condiciones', '/informacion/no-existe'])).toEqual({
    '/informacion/terminos-y-condiciones': 200,
    '/informacion/no-existe': 404,
  });
});

test('pages with nothing to look up are always there; a path no page renders is a 404', async () => {
  const found = [
    '/',
    '/registro-ok',
    '/restablecer-contrasena?token=abc',
    '/comparte/oferta/offer',
    '/comparte/cupon/coupon',
    '/forum',
    '/forum/new',
    '/blog',
    '/admin',
    '/admin/usuarios',
    '/demo/42',
  ];
  const missing = ['/ofertas', '/perfil', '/no/existe', '/comparte/oferta', '/admin/no-existe', '/forum/new/extra/segmento'];
  expect(await statuses([...found, ...missing])).toEqual({ ...all(found, 200), ...all(missing, 404) });
});

test('HEAD answers with the status GET would, without the body', async () => {
  const found = ['/', offerPath('Nevera LG 300 litros', String(catalog.offers.expired)), '/cupones/exito'];
  const missing = [`/ofertas/nevera-${missingId()}`, '/cupones/no-existe', '/nada'];
  expect(await statuses([...found, ...missing], 'HEAD')).toEqual({ ...all(found, 200), ...all(missing, 404) });
  const head = await app.inject({ method: 'HEAD', url: '/nada', headers: { accept: 'text/html' } });
  expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(head.body).toBe('');
});

test('the 404 is the same shell page, which shows its own "no existe" view', async () => {
  const res = await app.inject({ method: 'GET', url: `/perfil/${missingId()}/medallas`, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toContain('<div id="root"></div>');
  expect(res.body).toContain('<script id="gangazo-bootstrap" type="application/json">');
  expect(res.body).toContain('<link rel="preload" href="/mf/profile/mf-manifest.json"');
  // API calls and asset requests keep their JSON 404.
  const api = await app.inject({ method: 'GET', url: '/api/v1/nada', headers: { accept: 'text/html' } });
  expect(api.headers['content-type']).toContain('application/json');
});

test('a lookup that fails answers the shell with a 503, so crawlers come back instead of indexing it', async () => {
  const spy = jest.spyOn(OfferModel, 'findById').mockImplementationOnce(() => {
    throw new Error('la base de datos no responde');
  });
  try {
    const res = await app.inject({ method: 'GET', url: offerPath('Televisor', String(catalog.offers.tv)), headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('<div id="root"></div>');
    expect(spy).toHaveBeenCalled();
  } finally {
    spy.mockRestore();
  }
});

describe('the table follows the remotes', () => {
  const declared = fs
    .readdirSync(REPO_ROOT)
    .filter((folder) => folder.startsWith('mf-') && fs.existsSync(path.join(REPO_ROOT, folder, 'remote.json')))
    .flatMap((folder) => (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, folder, 'remote.json'), 'utf8')) as { routes: string[] }).routes);

  test('every route it checks is one a remote (or the shell) declares', () => {
    const known = new Set([...declared, ...SHELL_ROUTES]);
    expect(PAGE_RULES.flatMap((rule) => rule.routes).filter((route) => !known.has(route))).toEqual([]);
  });

  test('every route with a param that names a thing has a check', () => {
    const checked = new Set(PAGE_RULES.flatMap((rule) => rule.routes));
    expect(declared.filter((route) => route.includes(':') && !checked.has(route))).toEqual([]);
  });
});
