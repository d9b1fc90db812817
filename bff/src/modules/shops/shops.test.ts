import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';

let app: FastifyInstance;
let fixture: CatalogFixture;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

test('top shops are ordered by popularity; top=false lists all by name', async () => {
  const top = (await get('/api/gangazo/shops/get_top_shops?top=true')).json();
  expect(top.shops.map((s: { name: string }) => s.name)).toEqual(['Alkosto', 'Éxito', 'Falabella']);
  expect(top.shops[1]).toMatchObject({ slug: 'exito', public_url: '/cupones/exito', id: String(fixture.shops.exito) });
  const all = (await get('/api/gangazo/shops/get_top_shops?top=false')).json();
  expect(all.shops.map((s: { name: string }) => s.name)).toEqual(['Alkosto', 'Éxito', 'Falabella']);
});

test('a shop by slug or id, with its active counts', async () => {
  const bySlug = await get('/api/v1/shops/search?id=exito');
  expect(bySlug.statusCode).toBe(200);
  // Active only: the expired fridge and the staff-expired blender do not count.
  expect(bySlug.json()).toMatchObject({ name: 'Éxito', website: 'https://www.exito.com', offers_count: 1, coupons_count: 2 });
  expect((await get(`/api/v1/shops/search?id=${String(fixture.shops.exito)}`)).json().name).toBe('Éxito');
});

test('coupons of a shop come 2 per page with the total', async () => {
  const page1 = (await get('/api/gangazo/shops/get_coupons_shops?id=exito&order=news&page=1&per_page=2')).json();
  expect(page1).toMatchObject({ total: 2, page: 1, per_page: 2 });
  expect(page1.items.map((c: { title: string }) => c.title)).toEqual(['20% en tecnología Éxito', 'Envío gratis en Éxito']);
  const defaults = (await get('/api/gangazo/shops/get_coupons_shops?id=exito&page=2&per_page=1')).json();
  expect(defaults.items).toHaveLength(1);
  expect((await get('/api/gangazo/shops/get_coupons_shops?id=exito')).json().per_page).toBe(2);
});

test('offers of a shop and its outstanding ones', async () => {
  const offers = (await get('/api/gangazo/shops/get_offers_shops?id=alkosto&page=1')).json();
  expect(offers).toMatchObject({ total: 2, per_page: 10 });
  expect(offers.items.map((o: { title: string }) => o.title)).toEqual(['Audífonos JBL Tune 520BT', 'Celular Xiaomi Redmi Note 13 256 GB']);
  const outstanding = (await get('/api/gangazo/shops/get_offers_outstanding?id=exito')).json();
  expect(outstanding.items.map((o: { id: string }) => o.id)).toEqual([String(fixture.offers.tv)]);
});

test('the directory filters by the start of a word, accent-blind, and counts', async () => {
  expect((await get('/api/v1/shops?total_shops=true')).json()).toEqual({ total_shops: 3 });
  const e = (await get('/api/v1/shops?filter=E')).json();
  expect(e).toMatchObject({ total: 1, page: 1 });
  expect(e.items[0]).toMatchObject({ name: 'Éxito', coupons_count: 2 });
  expect((await get('/api/v1/shops?filter=exi')).json().total).toBe(1);
  expect((await get('/api/v1/shops?filter=x')).json().total).toBe(0);
  expect((await get('/api/v1/shops?filter=(.*')).json().total).toBe(0);
  expect((await get('/api/v1/shops')).json().total).toBe(3);
});

describe('bad input is 4xx', () => {
  test.each([
    ['/api/v1/shops/search?id=no-existe', 404],
    ['/api/v1/shops/search?id=ffffffffffffffffffffffff', 404],
    ['/api/v1/shops/search?id=Éxito!', 400],
    ['/api/v1/shops/search', 400],
    ['/api/gangazo/shops/get_coupons_shops?id=exito&page=0', 400],
    ['/api/gangazo/shops/get_coupons_shops?id=exito&per_page=10000', 400],
    ['/api/gangazo/shops/get_coupons_shops?id=exito&order=peor', 400],
    ['/api/gangazo/shops/get_coupons_shops?id=nadie', 404],
    ['/api/gangazo/shops/get_offers_shops?id=exito&page=uno', 400],
    ['/api/gangazo/shops/get_offers_outstanding?id=%24where', 400],
    ['/api/gangazo/shops/get_top_shops?top=tal-vez', 400],
    ['/api/v1/shops?page=0', 400],
    ['/api/v1/shops?per_page=10000', 400],
  ])('%s → %i', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('an unknown shop is the 404 JSON with a Spanish message', () => {
  test.each([
    '/api/gangazo/shops/get_offers_shops?id=no-existe',
    '/api/gangazo/shops/get_offers_shops?id=ffffffffffffffffffffffff&page=1',
    '/api/gangazo/shops/get_offers_outstanding?id=no-existe',
    '/api/gangazo/shops/get_offers_outstanding?id=ffffffffffffffffffffffff',
  ])('%s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No encontramos esa tienda.', code: 'NOT_FOUND' });
  });
});

describe('the directory filter never breaks the server', () => {
  test.each([
    ['a'.repeat(41), 'one character over the limit'],
    ['e'.repeat(5000), 'a huge string'],
  ])('%#: %s (%s) is a 400', async (filter) => {
    const res = await get(`/api/v1/shops?filter=${filter}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El campo «filter» no puede tener más de 40 caracteres.');
  });

  // Regex metacharacters are matched literally: punctuation alone matches no shop (unescaped,
  // '.*' or '\\w' would match every one, '[' or '(' would be a 500 from the engine).
  test.each(['.*', '(.*', ')', '[', ']', '[[:alpha:]]', '\\', '\\w', '^', '$', '|', '+', '?', '*', '{1,}', '(?<x>.)', '%', '"', "'", '\u0000'])(
    'filter=%j is an empty 200',
    async (filter) => {
      const res = await get(`/api/v1/shops?filter=${encodeURIComponent(filter)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [], total: 0, page: 1, per_page: 24 });
    },
  );

  test('metacharacters around letters match only what the letters match', async () => {
    const exi = (await get(`/api/v1/shops?filter=${encodeURIComponent('.*exi')}`)).json();
    expect(exi.items.map((s: { name: string }) => s.name)).toEqual(['Éxito']);
    expect((await get(`/api/v1/shops?filter=${encodeURIComponent('x.*')}`)).json().total).toBe(0);
    expect((await get(`/api/v1/shops?filter=${'e'.repeat(40)}`)).json().total).toBe(0);
  });

  test.each(['page=1e400', 'per_page=1e400', 'page=-1e400', 'per_page=Infinity'])('%s is a 400, not a 500 from the engine', async (query) => {
    const res = await get(`/api/v1/shops?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^El campo «(page|per_page)»/);
  });
});
