import { encodeCategoryId } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ForumCategoryModel } from '../modules/forum/model';
import { buildTestApp } from '../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../test/catalog-fixtures';
import { createUser, type TestUser } from '../test/login';
import { multipartForm } from '../test/multipart';
import { dropEmptyQueryValues } from './empty-query';

test('empty values leave the query; a repeated parameter keeps its non-empty values', () => {
  const query: Record<string, unknown> = { order: '', page: '2', per_page: ['', '5'], id: ['', ''], q: ' ' };
  expect([...dropEmptyQueryValues(query)].sort()).toEqual(['id', 'order']);
  expect(query).toEqual({ page: '2', per_page: ['5'], q: ' ' });
});

describe('SPEC §7 calls written with empty values', () => {
  let app: FastifyInstance;
  let fx: CatalogFixture;
  let staff: TestUser;
  let topicId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    staff = await createUser(app, { role: 'admin' });
    fx = await createCatalogFixture();
    const category = await ForumCategoryModel.create({ name: 'Tecnología', slug: 'tecnologia', description: 'Gadgets', color: '#2563eb', position: 1 });
    const topic = await app.inject({
      method: 'POST',
      url: '/api/v1/forum',
      headers: staff.authHeader,
      payload: { title: '¿Qué celular compro este año?', body: '<p>Busco uno con buena cámara y batería que dure todo el día.</p>', category_id: String(category._id) },
    });
    expect(topic.statusCode).toBe(201);
    topicId = topic.json().id;
  });
  afterAll(() => app.close());

  const tech = encodeCategoryId('tecnologia');
  // Each call as SPEC §7 writes it ({product} is gangazo); an id it needs is a real one.
  const calls: Array<[string, () => string]> = [
    ['users/history_data', () => `/api/v1/users/history_data?id=${staff.user.id}&page=`],
    ['categories', () => '/api/gangazo/categories?type='],
    ['categories/sub_categories', () => `/api/gangazo/categories/sub_categories?id=${tech}&type=query`],
    ['categories/offers_category', () => `/api/gangazo/categories/offers_category?id=${tech}&news=&page=`],
    ['shops/get_coupons_shops', () => `/api/gangazo/shops/get_coupons_shops?id=${String(fx.shops.exito)}&order=&page=&per_page=2`],
    ['shops/get_offers_shops', () => `/api/gangazo/shops/get_offers_shops?id=${String(fx.shops.alkosto)}&page=`],
    ['shops?filter=', () => '/api/v1/shops?filter='],
    ['offers', () => '/api/gangazo/offers?order=&page=&per_page=10'],
    ['offers/coupons', () => '/api/gangazo/offers/coupons?order=&page=&per_page=10'],
    ['offers/discover', () => '/api/gangazo/offers/discover?per_page='],
    ['offers/data_offers_active', () => '/api/gangazo/offers/data_offers_active?active='],
    ['forum', () => '/api/v1/forum?page=&per_page='],
    ['forum/{id}/comments', () => `/api/v1/forum/${topicId}/comments?page=&per_page=`],
    // The calls whose only value is an id, and the ones with fixed values, with the rest.
    ['users/{id}?offer=true', () => `/api/v1/users/${staff.user.id}?offer=true`],
    ['categories/search', () => `/api/gangazo/categories/search?id=${tech}`],
    ['categories/offers_category_unique', () => `/api/gangazo/categories/offers_category_unique?id=${tech}`],
    ['shops/get_top_shops', () => '/api/gangazo/shops/get_top_shops?top=true'],
    ['shops/get_offers_outstanding', () => `/api/gangazo/shops/get_offers_outstanding?id=${String(fx.shops.exito)}`],
    ['shops/search', () => `/api/v1/shops/search?id=${String(fx.shops.exito)}`],
    ['shops?total_shops=true', () => '/api/v1/shops?total_shops=true'],
    ['coupons/{id}?order=ranking', () => `/api/v1/coupons/${String(fx.coupons.single)}?order=ranking`],
    ['multiple_codes/codes_for_offer', () => `/api/v1/multiple_codes/codes_for_offer?idOffer=${String(fx.coupons.multiple)}`],
    ['comments', () => `/api/v1/comments?offer_id=${String(fx.offers.tv)}`],
  ];

  test.each(calls)('%s answers 200', async (_name, url) => {
    const res = await app.inject({ method: 'GET', url: url(), headers: staff.authHeader });
    expect(res.statusCode).toBe(200);
  });

  test('the empty parameters take their defaults', async () => {
    const offers = (await app.inject({ method: 'GET', url: '/api/gangazo/offers?order=&page=&per_page=10' })).json();
    const byDefault = (await app.inject({ method: 'GET', url: '/api/gangazo/offers?per_page=10' })).json();
    expect(offers).toMatchObject({ page: 1, per_page: 10 });
    expect(offers.items.map((item: { id: string }) => item.id)).toEqual(byDefault.items.map((item: { id: string }) => item.id));
    expect((await app.inject({ method: 'GET', url: '/api/v1/forum?page=&per_page=' })).json()).toMatchObject({ page: 1, per_page: 10 });
    const coupons = (await app.inject({ method: 'GET', url: `/api/gangazo/shops/get_coupons_shops?id=${String(fx.shops.exito)}&order=&page=&per_page=` })).json();
    expect(coupons).toMatchObject({ page: 1, per_page: 2 });
    // active= is true by default: the counts of what is active.
    expect((await app.inject({ method: 'GET', url: '/api/gangazo/offers/data_offers_active?active=' })).json()).toMatchObject({ active: true });
    // filter= lists every shop, as no filter does.
    const all = (await app.inject({ method: 'GET', url: '/api/v1/shops' })).json();
    expect((await app.inject({ method: 'GET', url: '/api/v1/shops?filter=' })).json().total).toBe(all.total);
  });

  test('POST /api/v1/assets?type= stores the upload with the default type', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff9800' } }).png().toBuffer();
    const form = multipartForm({}, [{ field: 'file', filename: 'foto.png', contentType: 'image/png', data: png }]);
    const res = await app.inject({ method: 'POST', url: '/api/v1/assets?type=', headers: { ...staff.authHeader, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().key).toMatch(/^upload\/[0-9a-f]{24}$/);
  });

  test('an empty required value is a 400 that says it is empty', async () => {
    for (const url of ['/api/v1/users/history_data?id=&page=', '/api/gangazo/categories/search?id=', `/api/gangazo/shops/get_offers_shops?id=&page=`]) {
      const res = await app.inject({ method: 'GET', url, headers: staff.authHeader });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'El campo «id» de la consulta no puede estar vacío.', code: 'VALIDATION' });
    }
    // A required parameter left out entirely is still "falta".
    const missing = await app.inject({ method: 'GET', url: '/api/gangazo/categories/search' });
    expect(missing.json().message).toBe('Falta el campo obligatorio «id» en la consulta.');
  });

  test('values that are given are still checked', async () => {
    for (const [url, message] of [
      ['/api/gangazo/offers?order=bogus', 'El campo «order» no tiene un valor permitido.'],
      ['/api/gangazo/offers?page=0', 'El campo «page» debe ser mayor o igual a 1.'],
      ['/api/v1/forum?page=&per_page=abc', 'El campo «per_page» debe ser un número entero.'],
      ['/api/gangazo/categories?type=%20', 'El campo «type» no tiene un valor permitido.'],
    ]) {
      const res = await app.inject({ method: 'GET', url: url! });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });
});
