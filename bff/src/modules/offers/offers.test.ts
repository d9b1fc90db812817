import { encodeCategoryId } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser } from '../../test/login';
import { OfferModel } from './model';

let app: FastifyInstance;
let fixture: CatalogFixture;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

test('the offers feed lists active offers newest first, 10 per page, with the total', async () => {
  const res = await get('/api/gangazo/offers?order=news&page=1&per_page=10');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ total: 4, page: 1, per_page: 10 });
  expect(body.items.map((o: { title: string }) => o.title)).toEqual([
    'Audífonos JBL Tune 520BT',
    'Celular Xiaomi Redmi Note 13 256 GB',
    'Sofá cama gris 3 puestos',
    'Televisor Samsung 55" Crystal UHD 4K',
  ]);
});

test('a card carries prices, the derived discount, shop, category and public url', async () => {
  const body = (await get('/api/gangazo/offers')).json();
  const tv = body.items.find((o: { id: string }) => o.id === String(fixture.offers.tv));
  expect(tv).toMatchObject({
    kind: 'offer',
    price: 1899900,
    previous_price: 2499900,
    discount_percent: 24,
    shipping_cost: 0,
    availability: 'online',
    shop: { name: 'Éxito', slug: 'exito', public_url: '/cupones/exito' },
    category: { name: 'Tecnología', slug: 'tecnologia', id: encodeCategoryId('tecnologia'), public_url: '/categorias/tecnologia' },
    public_url: `/ofertas/televisor-samsung-55-crystal-uhd-4k-${String(fixture.offers.tv)}`,
    expired: false,
    status: 'published',
    excerpt: 'Precio histórico en el televisor.',
  });
  const sofa = body.items.find((o: { id: string }) => o.id === String(fixture.offers.sofa));
  expect(sofa).toMatchObject({ availability: 'in_store', city: 'Medellín', discount_percent: null });
});

test('an offer younger than 10 minutes is new; older ones are not', async () => {
  const body = (await get('/api/gangazo/offers')).json();
  const byId = new Map(body.items.map((o: { id: string; is_new: boolean }) => [o.id, o.is_new]));
  expect(byId.get(String(fixture.offers.fresh))).toBe(true);
  expect(byId.get(String(fixture.offers.phone))).toBe(false);
});

test('paging: page 2 of 3 per page holds the rest; pages past the end are empty', async () => {
  const page2 = (await get('/api/gangazo/offers?per_page=3&page=2')).json();
  expect(page2).toMatchObject({ total: 4, page: 2, per_page: 3 });
  expect(page2.items).toHaveLength(1);
  const page9 = (await get('/api/gangazo/offers?per_page=3&page=9')).json();
  expect(page9.items).toEqual([]);
});

test('expired offers (by date or by staff) drop out of every home feed but their page says so', async () => {
  for (const url of ['/api/gangazo/offers', '/api/gangazo/offers/top_offers', '/api/gangazo/offers/top_offers_hot', '/api/gangazo/offers/new_offers', '/api/gangazo/offers/discover']) {
    const ids = (await get(url)).json().items.map((o: { id: string }) => o.id);
    expect(ids).not.toContain(String(fixture.offers.expired));
    expect(ids).not.toContain(String(fixture.offers.staffExpired));
    expect(ids.length).toBeGreaterThan(0);
  }
  const page = await get(`/api/v1/offers/${String(fixture.offers.expired)}`);
  expect(page.statusCode).toBe(200);
  expect(page.json()).toMatchObject({ expired: true, status: 'expired' });
  expect((await get(`/api/v1/offers/${String(fixture.offers.staffExpired)}`)).json().expired).toBe(true);
});

test('top_offers ranks by degrees; top_offers_hot decays them by age', async () => {
  await OfferModel.updateOne({ _id: fixture.offers.tv }, { $set: { temperature: 100 } });
  await OfferModel.updateOne({ _id: fixture.offers.phone }, { $set: { temperature: 40 } });
  const top = (await get('/api/gangazo/offers/top_offers')).json().items.map((o: { id: string }) => o.id);
  expect(top.slice(0, 2)).toEqual([String(fixture.offers.tv), String(fixture.offers.phone)]);
  // 40° two hours old (40/4^1.5 = 5) beats 100° three days old (100/74^1.5 ≈ 0.16).
  const hot = (await get('/api/gangazo/offers/top_offers_hot')).json().items.map((o: { id: string }) => o.id);
  expect(hot[0]).toBe(String(fixture.offers.phone));
  expect(hot.indexOf(String(fixture.offers.phone))).toBeLessThan(hot.indexOf(String(fixture.offers.tv)));
  const byDegrees = (await get('/api/gangazo/offers?order=top')).json().items[0].id;
  expect(byDegrees).toBe(String(fixture.offers.tv));
  await OfferModel.updateMany({}, { $set: { temperature: 0 } });
});

test('the coupons feed lists only active coupons', async () => {
  const body = (await get('/api/gangazo/offers/coupons?order=news&page=1&per_page=10')).json();
  expect(body.total).toBe(3);
  expect(body.items.every((c: { kind: string }) => c.kind === 'coupon')).toBe(true);
  const multiple = body.items.find((c: { id: string }) => c.id === String(fixture.coupons.multiple));
  expect(multiple).toMatchObject({ multiple_codes_offer: true, reduction: '$50.000' });
});

test('offer detail: description rendered to safe HTML, code hidden for offers', async () => {
  const res = await get(`/api/v1/offers/${String(fixture.offers.tv)}`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    title: 'Televisor Samsung 55" Crystal UHD 4K',
    description_html: '<p>Precio <strong>histórico</strong> en el televisor.</p>',
    code: null,
    my_vote: null,
    saved: false,
  });
});

test('coupon detail holds the modal fields; multiple-code coupons never reveal a code', async () => {
  const single = await get(`/api/v1/coupons/${String(fixture.coupons.single)}?order=ranking`);
  expect(single.statusCode).toBe(200);
  expect(single.json().offer).toMatchObject({
    title: '20% en tecnología Éxito',
    reduction: '20%',
    code: 'EXITO20',
    url: 'https://www.exito.com/tecnologia',
    tyt: 'Válido para compras superiores a $200.000.',
    multiple_codes_offer: false,
    expired: false,
  });
  expect(single.json().offer.init_date).toEqual(expect.any(String));
  expect(single.json().related.map((c: { id: string }) => c.id)).toEqual([String(fixture.coupons.single2)]);
  const multiple = (await get(`/api/v1/coupons/${String(fixture.coupons.multiple)}`)).json();
  expect(multiple.offer).toMatchObject({ multiple_codes_offer: true, code: null });
  // An offer is not a coupon.
  expect((await get(`/api/v1/coupons/${String(fixture.offers.tv)}`)).statusCode).toBe(404);
});

test('top offers for category groups by top-level category', async () => {
  const body = (await get('/api/gangazo/offers/top_offers_for_category')).json();
  const tech = body.categories.find((c: { category: { slug: string } }) => c.category.slug === 'tecnologia');
  // The phone lives in the sub-category Celulares, so it counts for Tecnología.
  expect(tech.offers.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([String(fixture.offers.phone), String(fixture.offers.tv)]));
  const home = body.categories.find((c: { category: { slug: string } }) => c.category.slug === 'hogar');
  expect(home.offers.map((o: { id: string }) => o.id)).toEqual([String(fixture.offers.sofa)]);
});

test('discover returns a stable shuffle bounded by per_page (default 50)', async () => {
  const first = (await get('/api/gangazo/offers/discover?per_page=2')).json().items.map((o: { id: string }) => o.id);
  const again = (await get('/api/gangazo/offers/discover?per_page=2')).json().items.map((o: { id: string }) => o.id);
  expect(first).toHaveLength(2);
  expect(again).toEqual(first);
  expect((await get('/api/gangazo/offers/discover')).json().items).toHaveLength(4);
});

test('data_offers_active counts active and expired', async () => {
  expect((await get('/api/gangazo/offers/data_offers_active?active=true')).json()).toEqual({ active: true, offers: 4, coupons: 3, shops: 3 });
  expect((await get('/api/gangazo/offers/data_offers_active?active=false')).json()).toMatchObject({ active: false, offers: 2, coupons: 0 });
});

test('a signed-in viewer sees their vote and whether they saved it', async () => {
  const { authHeader } = await createUser(app);
  const id = String(fixture.offers.phone);
  await app.inject({ method: 'POST', url: `/api/v1/offers/${id}/vote`, payload: { vote: 'cold' }, headers: authHeader });
  await app.inject({ method: 'POST', url: '/api/v1/saved_offers', payload: { offer_id: id }, headers: authHeader });
  expect((await get(`/api/v1/offers/${id}`, authHeader)).json()).toMatchObject({ my_vote: 'cold', saved: true, temperature: -1 });
  expect((await get(`/api/v1/offers/${id}`)).json()).toMatchObject({ my_vote: null, saved: false, temperature: -1 });
});

describe('bad input is a 4xx with a Spanish message, never a 5xx', () => {
  test.each([
    ['/api/gangazo/offers?page=0', 400],
    ['/api/gangazo/offers?page=-1', 400],
    ['/api/gangazo/offers?per_page=10000', 400],
    ['/api/gangazo/offers?page=abc', 400],
    ['/api/gangazo/offers?per_page=1.5', 400],
    // The validator coerces these to Infinity and lets them past maximum; the errors plugin stops them.
    ['/api/gangazo/offers?page=1e400', 400],
    ['/api/gangazo/offers?order=hot&per_page=Infinity', 400],
    ['/api/gangazo/offers/coupons?page=-1e400', 400],
    ['/api/gangazo/offers/discover?per_page=1e400', 400],
    ['/api/gangazo/offers?order=random', 400],
    ['/api/gangazo/offers/coupons?per_page=0', 400],
    ['/api/gangazo/offers/discover?per_page=10000', 400],
    ['/api/gangazo/offers/discover?per_page=diez', 400],
    ['/api/gangazo/offers/data_offers_active?active=quizas', 400],
    ['/api/v1/offers/not-an-id', 400],
    ['/api/v1/offers/ffffffffffffffffffffffff', 404],
    ['/api/v1/coupons/123', 400],
    ['/api/v1/coupons/ffffffffffffffffffffffff', 404],
    ['/api/v1/coupons/ffffffffffffffffffffffff?order=nope', 400],
  ])('%s → %i', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
    expect(res.json().message).not.toMatch(/must|should|Cast to/);
  });
});
