import type { FastifyInstance } from 'fastify';
import { CategoryModel } from '../categories/model';
import { ForumTopicModel } from '../forum/model';
import { OfferModel } from '../offers/model';
import { ShopModel } from '../shops/model';
import { createSeedImages } from '../../seed/images';
import { Random } from '../../seed/random';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/login';
import { BannerModel } from './model';
import { seedContent } from './seed';

let app: FastifyInstance;
let author: TestUser;
const now = new Date();
const DAY = 86_400_000;

beforeAll(async () => {
  app = await buildTestApp({ siteUrl: 'https://gangazo.co' });
  author = await createUser(app);
  await seedContent({ config: app.config, random: new Random('content-test'), images: createSeedImages(app.config.dataDir), now, log: () => undefined });
  const [tech, home] = await CategoryModel.create([
    { name: 'Tecnología', slug: 'tecnologia', nameNormalized: 'tecnologia', position: 1, popularity: 5 },
    { name: 'Hogar', slug: 'hogar', nameNormalized: 'hogar', position: 2, popularity: 50 },
  ]);
  await CategoryModel.create({ name: 'Celulares', slug: 'celulares', nameNormalized: 'celulares', parentId: tech?._id, position: 1, popularity: 20 });
  const [exito, alkosto] = await ShopModel.create([
    { name: 'Éxito', slug: 'exito', nameNormalized: 'exito', popularity: 10 },
    { name: 'Alkosto', slug: 'alkosto', nameNormalized: 'alkosto', popularity: 90 },
  ]);
  await OfferModel.create([
    { kind: 'offer', title: 'Televisor LG 55 pulgadas 4K', slug: 'televisor-lg-55-pulgadas-4k', nameNormalized: 'televisor lg 55 pulgadas 4k', price: 1899900, previousPrice: 2499900, shopId: alkosto?._id, categoryId: tech?._id, authorId: author.user.id, temperature: 180, publishedAt: new Date(now.getTime() - DAY) },
    { kind: 'offer', title: 'Freidora de aire Oster 5 litros', slug: 'freidora-de-aire-oster-5-litros', nameNormalized: 'freidora de aire oster 5 litros', price: 329900, shopId: exito?._id, categoryId: home?._id, authorId: author.user.id, temperature: 40, publishedAt: new Date(now.getTime() - 2 * DAY) },
    { kind: 'offer', title: 'Oferta vencida de prueba', slug: 'oferta-vencida-de-prueba', nameNormalized: 'oferta vencida de prueba', endsAt: new Date(now.getTime() - DAY), authorId: author.user.id },
    { kind: 'coupon', title: '20 % en mercado', slug: '20-en-mercado', nameNormalized: '20 en mercado', reduction: '20%', code: 'MERCADO20', shopId: exito?._id, temperature: 60 },
  ]);
});
afterAll(() => app.close());

test('menu: the category tree in menu order plus the main sections', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/menu' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  const { categories, links } = res.json();
  expect(categories.map((c: { name: string }) => c.name)).toEqual(['Tecnología', 'Hogar']);
  expect(categories[0].children.map((c: { name: string }) => c.name)).toEqual(['Celulares']);
  expect(categories[0]).toMatchObject({ public_url: '/categorias/tecnologia' });
  expect(links).toEqual([
    { label: 'Ofertas', url: '/' },
    { label: 'Cupones', url: '/cupones' },
    { label: 'Foro', url: '/forum' },
    { label: 'Blog', url: '/blog' },
  ]);
});

test('tops: shops and categories by popularity, hottest active offers, top coupons', async () => {
  const tops = (await app.inject({ method: 'GET', url: '/api/v1/tops' })).json();
  expect(tops.shops.map((s: { name: string }) => s.name)).toEqual(['Alkosto', 'Éxito']);
  expect(tops.categories.map((c: { name: string }) => c.name)).toEqual(['Hogar', 'Celulares', 'Tecnología']);
  expect(tops.offers.map((o: { title: string }) => o.title)).toEqual(['Televisor LG 55 pulgadas 4K', 'Freidora de aire Oster 5 litros']);
  expect(tops.coupons.map((o: { reduction: string }) => o.reduction)).toEqual(['20%']);
});

test('banners: only active ones inside their window, in order, with their picture', async () => {
  await BannerModel.create([
    { title: 'Banner vencido', url: '/', position: 0, endsAt: new Date(now.getTime() - DAY) },
    { title: 'Banner apagado', url: '/', position: 0, active: false },
    { title: 'Banner futuro', url: '/', position: 0, startsAt: new Date(now.getTime() + DAY) },
  ]);
  const { items, total } = (await app.inject({ method: 'GET', url: '/api/v1/banners' })).json();
  expect(total).toBe(5);
  expect(items[0]).toMatchObject({ title: 'Black Friday en Colombia', button_label: 'Ver la guía', url: '/blog/fechas-especiales' });
  expect(items[0].image_url).toBe(`/api/v1/images/${items[0].image_key}`);
  expect(items.map((b: { title: string }) => b.title)).not.toContain('Banner vencido');
});

test('medals: the list, and with user_id the progress and what is earned', async () => {
  const list = (await app.inject({ method: 'GET', url: '/api/v1/medals' })).json();
  expect(list.total).toBe(10);
  expect(list.items[0]).toMatchObject({ slug: 'primera-oferta', name: 'Primera oferta', metric: 'offers', threshold: 1 });
  expect(list.items[0]).not.toHaveProperty('earned');
  expect(list.items.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Cazador de ofertas', 'Comentarista']));

  await ForumTopicModel.create({ title: 'Tema de prueba', slug: 'tema-de-prueba', body: '<p>x</p>', text: 'x', categoryId: author.user.id, authorId: author.user.id });
  const mine = (await app.inject({ method: 'GET', url: `/api/v1/medals?user_id=${author.user.id}` })).json();
  const bySlug = Object.fromEntries(mine.items.map((m: { slug: string }) => [m.slug, m]));
  expect(bySlug['primera-oferta']).toMatchObject({ progress: 3, earned: true });
  expect(bySlug['cazador-de-ofertas']).toMatchObject({ progress: 3, earned: false });
  expect(bySlug['oferta-en-llamas']).toMatchObject({ progress: 1, earned: true });
  expect(bySlug['voz-del-foro']).toMatchObject({ progress: 1, earned: false });
  expect(mine.earned).toBe(2);

  expect((await app.inject({ method: 'GET', url: '/api/v1/medals?user_id=0123456789abcdef01234567' })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: '/api/v1/medals?user_id=nadie' })).statusCode).toBe(400);
});

test('informations: about, terms, privacy and FAQ as safe HTML', async () => {
  const { items, total } = (await app.inject({ method: 'GET', url: '/api/v1/informations' })).json();
  expect(total).toBe(4);
  expect(items.map((i: { slug: string }) => i.slug)).toEqual(['quienes-somos', 'terminos-y-condiciones', 'politica-de-privacidad', 'preguntas-frecuentes']);
  expect(items[2].body).toContain('Ley 1581 de 2012');
  expect(items[0].public_url).toBe('/informacion/quienes-somos');
});

test('sitemap: absolute URLs of pages, categories, shops, active offers and information pages', async () => {
  const { urls, total } = (await app.inject({ method: 'GET', url: '/api/v1/sitemap' })).json();
  expect(total).toBe(urls.length);
  const locs = urls.map((u: { loc: string }) => u.loc);
  expect(locs).toEqual(
    expect.arrayContaining([
      'https://gangazo.co/',
      'https://gangazo.co/categorias/celulares',
      'https://gangazo.co/cupones/alkosto',
      'https://gangazo.co/informacion/terminos-y-condiciones',
    ]),
  );
  expect(locs.some((l: string) => /\/ofertas\/televisor-lg-55-pulgadas-4k-[0-9a-f]{24}$/.test(l))).toBe(true);
  expect(locs.some((l: string) => l.includes('oferta-vencida'))).toBe(false);
});

test('footer data: top shops, parent categories, live counts and links', async () => {
  const footer = (await app.inject({ method: 'GET', url: '/api/v1/offers/data_fotter' })).json();
  expect(footer.about).toContain('comunidad número 1 de ofertas en Colombia');
  expect(footer.shops[0].name).toBe('Alkosto');
  expect(footer.categories.map((c: { name: string }) => c.name)).toEqual(['Tecnología', 'Hogar']);
  expect(footer.stats).toEqual({ offers: 2, coupons: 1, shops: 2, users: 1 });
  expect(footer.legal).toContainEqual({ label: 'Política de privacidad y tratamiento de datos', url: '/informacion/politica-de-privacidad' });
  expect(footer.social.map((l: { label: string }) => l.label)).toContain('Instagram');
  expect(footer.copyright).toBe(`© ${now.getFullYear()} Gangazo. Hecho en Colombia.`);
});
