// The results page's endpoint, `GET /api/v1/search?q=`, through the real app and engine.
import type { OfferCard, SearchResultsResponse, SearchTopic } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { buildTestApp } from '../../test/build-test-app';
import { createCategory } from '../categories/service';
import { ForumCategoryModel, ForumCommentModel, ForumTopicModel } from '../forum/model';
import { createOffer } from '../offers/create';
import { OfferModel } from '../offers/model';
import { createShop } from '../shops/service';
import { createAccount } from '../users/service';
import { searchResults } from './results';
import { search } from './service';
import { SearchStore } from './sync';

let app: FastifyInstance;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

async function results(query: string, ip = '10.1.0.1'): Promise<SearchResultsResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/search?${query}`, remoteAddress: ip });
  expect({ query, status: response.statusCode, body: response.statusCode === 200 ? null : response.json<unknown>() }).toEqual({ query, status: 200, body: null });
  return response.json<SearchResultsResponse>();
}

const offerIds = (answer: SearchResultsResponse) => (answer.group === 'offers' || answer.group === 'coupons' ? answer.items.map((item: OfferCard) => item.id) : []);

beforeAll(async () => {
  app = await buildTestApp();
  const exito = await createShop({ name: 'Éxito' });
  const alkosto = await createShop({ name: 'Alkosto' });
  const tech = await createCategory({ name: 'Tecnología' });
  const phones = await createCategory({ name: 'Celulares', parentId: tech._id });
  const home = await createCategory({ name: 'Hogar' });
  const ago = (ms: number) => new Date(Date.now() - ms);
  // Four 'samsung' offers: shop, category, price, age and temperature each tell them apart.
  ids.a55 = String(await createOffer({ kind: 'offer', title: 'Samsung Galaxy A55', shopId: exito._id, categoryId: phones._id, price: 1_299_900, imageUrl: 'https://cdn.example.co/a55.jpg', publishedAt: ago(3 * DAY) }));
  ids.tv = String(await createOffer({ kind: 'offer', title: 'Televisor Samsung 55 pulgadas', shopId: alkosto._id, categoryId: tech._id, price: 2_499_000, publishedAt: ago(2 * DAY) }));
  ids.fridge = String(await createOffer({ kind: 'offer', title: 'Nevera Samsung No Frost', shopId: alkosto._id, categoryId: home._id, price: 1_899_000, publishedAt: ago(HOUR) }));
  ids.noPrice = String(await createOffer({ kind: 'offer', title: 'Samsung días especiales', shopId: exito._id, publishedAt: ago(4 * DAY) }));
  ids.expired = String(await createOffer({ kind: 'offer', title: 'Samsung Galaxy Buds vencidos', shopId: exito._id, categoryId: phones._id, price: 199_000, publishedAt: ago(HOUR / 2), endsAt: ago(HOUR / 4) }));
  await OfferModel.updateOne({ _id: ids.a55 }, { $set: { temperature: 120 } });
  await OfferModel.updateOne({ _id: ids.tv }, { $set: { temperature: 15 } });
  await OfferModel.updateOne({ _id: ids.fridge }, { $set: { temperature: 40 } });
  ids.coupon = String(await createOffer({ kind: 'coupon', title: '10% en celulares Samsung', reduction: '10%', code: 'SAM10', shopId: exito._id }));
  ids.shop = String((await createShop({ name: 'Samsung Store' }))._id);
  ids.user = String((await createAccount({ username: 'samsung_fan', email: 'fan@example.co', password: 'una-clave-larga-123' }))._id);
  const forum = await ForumCategoryModel.create({ name: 'Tecnología', slug: 'tecnologia', color: '#2563eb' });
  const topic = await ForumTopicModel.create({ title: '¿Vale la pena el Samsung A55?', slug: 'vale-la-pena-el-samsung-a55', body: '<p>Opiniones</p>', text: 'Opiniones', categoryId: forum._id });
  ids.topic = String(topic._id);
  // Twelve of one kind, for paging.
  for (let i = 0; i < 12; i++) ids[`lamp${i}`] = String(await createOffer({ kind: 'offer', title: `Lámpara LED escritorio ${i}`, price: 50_000 + i * 1_000, publishedAt: ago((12 - i) * HOUR) }));
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('GET /api/v1/search?q=', () => {
  it('answers offers as full cards (price, shop, temperature), with a count for every group, forum topics included', async () => {
    const answer = await results('q=samsung');
    expect(answer).toMatchObject({ term: 'samsung', group: 'offers', order: 'relevance', page: 1, per_page: 10, total: 5 });
    expect(answer.counts).toEqual({ offers: 5, coupons: 1, shops: 1, categories: 0, topics: 1, users: 1 });
    if (answer.group !== 'offers') throw new Error('offers expected');
    const a55 = answer.items.find((item) => item.id === ids.a55);
    expect(a55).toMatchObject({ title: 'Samsung Galaxy A55', price: 1_299_900, temperature: 120, shop: { name: 'Éxito' }, image_url: 'https://cdn.example.co/a55.jpg', public_url: `/ofertas/samsung-galaxy-a55-${ids.a55}` });
    // Expired offers are listed, after every active one.
    expect(offerIds(answer).at(-1)).toBe(ids.expired);
    expect(answer.items.at(-1)).toMatchObject({ expired: true });
    expect(answer.facets.shops).toEqual([
      { slug: 'exito', name: 'Éxito', count: 3 },
      { slug: 'alkosto', name: 'Alkosto', count: 2 },
    ]);
    expect(answer.facets.categories.map((facet) => facet.slug).sort()).toEqual(['celulares', 'hogar', 'tecnologia']);
  });

  it('answers each other group on its own tab', async () => {
    const coupons = await results('q=samsung&group=coupons');
    expect(coupons.group === 'coupons' && coupons.items.map((item) => [item.id, item.reduction])).toEqual([[ids.coupon, '10%']]);
    const shops = await results('q=samsung&group=shops');
    expect(shops.items).toEqual([{ id: ids.shop, name: 'Samsung Store', public_url: '/cupones/samsung-store', image_url: null }]);
    const users = await results('q=samsung&group=users');
    expect(users.items).toEqual([{ id: ids.user, username: 'samsung_fan', avatar: null }]);
    const topics = await results('q=samsung&group=topics');
    expect(topics.items).toEqual([
      { id: ids.topic, title: '¿Vale la pena el Samsung A55?', public_url: `/forum/${ids.topic}/vale-la-pena-el-samsung-a55`, comments_count: 0, last_activity_at: expect.any(String) },
    ]);
    const categories = await results('q=celulares&group=categories');
    expect(categories.items).toEqual([{ name: 'Celulares', public_url: '/categorias/celulares', icon_url: null, image_url: null }]);
    // Filters only narrow offers and coupons.
    expect((await results('q=samsung&group=shops&shop=alkosto')).total).toBe(1);
  });

  it('pages 10 at a time and says how many there are', async () => {
    const first = await results('q=lampara&order=newest');
    expect(first.total).toBe(12);
    expect(offerIds(first)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => ids[`lamp${i}`]));
    const second = await results('q=lampara&order=newest&page=2');
    expect(offerIds(second)).toEqual([ids.lamp1, ids.lamp0]);
    const beyond = await results('q=lampara&order=newest&page=3');
    expect(beyond).toMatchObject({ total: 12, items: [] });
  });

  it('filters by shop, category (with its sub-categories), active only and price range', async () => {
    expect(offerIds(await results('q=samsung&shop=alkosto')).sort()).toEqual([ids.tv, ids.fridge].sort());
    // 'Tecnología' holds the TV and, through 'Celulares', the A55 and the expired buds.
    expect(offerIds(await results('q=samsung&category=tecnologia')).sort()).toEqual([ids.a55, ids.tv, ids.expired].sort());
    expect(offerIds(await results('q=samsung&category=celulares&active=true'))).toEqual([ids.a55]);
    expect(offerIds(await results('q=samsung&active=true'))).not.toContain(ids.expired);
    // An offer without a price has no place in a price range.
    expect(offerIds(await results('q=samsung&min_price=1000000&max_price=2000000')).sort()).toEqual([ids.a55, ids.fridge].sort());
    expect(offerIds(await results('q=samsung&max_price=199000'))).toEqual([ids.expired]);
    const unknown = await results('q=samsung&shop=no-existe');
    expect(unknown).toMatchObject({ total: 0, items: [] });
    // Counts follow the filters; facets keep the other shops so the filter can be changed.
    const filtered = await results('q=samsung&shop=alkosto');
    expect(filtered.counts.offers).toBe(2);
    expect(filtered.counts.coupons).toBe(0);
    expect(filtered.facets.shops.map((facet) => facet.slug)).toEqual(['exito', 'alkosto']);
  });

  it('orders by newest, hottest and price, expired always last', async () => {
    expect(offerIds(await results('q=samsung&order=newest'))).toEqual([ids.fridge, ids.tv, ids.a55, ids.noPrice, ids.expired]);
    // Hot decays with age: 40° one hour old beats 120° three days old.
    expect(offerIds(await results('q=samsung&order=hot'))).toEqual([ids.fridge, ids.a55, ids.tv, ids.noPrice, ids.expired]);
    expect(offerIds(await results('q=samsung&order=price_asc'))).toEqual([ids.a55, ids.fridge, ids.tv, ids.noPrice, ids.expired]);
    expect(offerIds(await results('q=samsung&order=price_desc'))).toEqual([ids.tv, ids.fridge, ids.a55, ids.noPrice, ids.expired]);
  });

  it('follows votes at once without discarding the dropdown answers', async () => {
    const store = new SearchStore(app.log);
    store.start(mongoose.connection.getClient(), { poll: false });
    try {
      await store.warm();
      const dropdown = await search(store, 'samsung');
      const content = store.index.versions.content;
      // What a vote writes (votes/service.ts recomputeTemperature).
      await OfferModel.updateOne({ _id: ids.tv }, { $set: { temperature: 9_000 } });
      await store.ready(1_000);
      expect(store.index.offers.get(ids.tv!)?.temperature).toBe(9_000);
      expect(store.index.versions.content).toBe(content);
      expect((await search(store, 'samsung')).response).toBe(dropdown.response);
      const hot = await searchResults(store, { q: 'samsung', order: 'hot', page: 1 });
      expect(offerIds(hot)[0]).toBe(ids.tv);
    } finally {
      await OfferModel.updateOne({ _id: ids.tv }, { $set: { temperature: 15 } });
      await store.stop();
    }
  });

  it('finds new topics and follows their comment count', async () => {
    const forum = await ForumCategoryModel.findOne({ slug: 'tecnologia' }).lean();
    const topic = await ForumTopicModel.create({ title: 'Recomienden una freidora de aire', slug: 'recomienden-una-freidora-de-aire', body: '<p>?</p>', text: '?', categoryId: forum?._id });
    const first = await results('q=freidora&group=topics');
    expect(first.items).toEqual([expect.objectContaining<Partial<SearchTopic>>({ id: String(topic._id), comments_count: 0 })]);
    await ForumCommentModel.create({ topicId: topic._id, body: '<p>La de Oster</p>' });
    await ForumTopicModel.updateOne({ _id: topic._id }, { $set: { commentsCount: 1, lastActivityAt: new Date() } });
    expect((await results('q=freidora&group=topics')).items).toEqual([expect.objectContaining<Partial<SearchTopic>>({ comments_count: 1 })]);
    expect((await results('q=freidora')).counts.topics).toBe(1);
  });

  it('answers bad input with a 400 and a Spanish message', async () => {
    const cases: [string, string][] = [
      ['q=ab', 'Escribe al menos 3 letras o números para buscar.'],
      ['q=%20%20ab%20', 'Escribe al menos 3 letras o números para buscar.'],
      ['q=20%25', 'Escribe al menos 3 letras o números para buscar.'],
      [`q=${'a'.repeat(101)}`, 'La búsqueda no puede tener más de 100 caracteres.'],
      ['group=offers', 'Falta el campo obligatorio «q» en la consulta.'],
      ['q=samsung&group=tiendas', 'El campo «group» no tiene un valor permitido.'],
      ['q=samsung&order=barato', 'El campo «order» no tiene un valor permitido.'],
      ['q=samsung&page=0', 'El campo «page» debe ser mayor o igual a 1.'],
      ['q=samsung&min_price=-5', 'El campo «min_price» debe ser mayor o igual a 0.'],
      ['q=samsung&max_price=mucho', 'El campo «max_price» debe ser un número entero.'],
      ['q=samsung&min_price=500&max_price=100', 'El precio mínimo no puede ser mayor que el precio máximo.'],
      ['q=samsung&shop=Tienda%20Mala', 'El campo «shop» no tiene un formato válido.'],
      ['q=samsung&active=quizas', 'El campo «active» debe ser verdadero o falso.'],
    ];
    for (const [query, message] of cases) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/search?${query}` });
      expect({ query, status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({ query, status: 400, message });
    }
  });

  it('is cacheable by guests and rate limited like the dropdown', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/search?q=samsung', remoteAddress: '10.9.9.9' });
    expect(response.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(response.headers.etag).toBeDefined();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await app.inject({ method: 'GET', url: '/api/v1/search?q=lampara', remoteAddress: '10.9.9.10' })).statusCode);
    expect(statuses.slice(0, 119).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
