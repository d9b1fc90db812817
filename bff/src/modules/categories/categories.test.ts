import { encodeCategoryId } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createOffer, type NewOffer } from '../offers/create';
import { createCategory } from './service';

let app: FastifyInstance;
let fixture: CatalogFixture;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const TECH = encodeCategoryId('tecnologia');
const PHONES = encodeCategoryId('celulares');

test('categories list with base64 ids, filtered by type', async () => {
  const all = (await get('/api/gangazo/categories')).json().categories;
  expect(all.map((c: { slug: string }) => c.slug)).toEqual(['tecnologia', 'celulares', 'hogar']);
  expect(all[0]).toMatchObject({ id: 'dGVjbm9sb2dpYQ==', name: 'Tecnología', public_url: '/categorias/tecnologia', parent_id: null });
  expect(all[1]).toMatchObject({ parent_id: TECH });
  const parents = (await get('/api/gangazo/categories?type=parents')).json().categories;
  expect(parents.map((c: { slug: string }) => c.slug)).toEqual(['tecnologia', 'hogar']);
});

test('search by base64 id (standard, URL-safe or of the ObjectId) returns parent and children', async () => {
  const res = await get(`/api/gangazo/categories/search?id=${encodeURIComponent(TECH)}`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    category: { slug: 'tecnologia', offers_count: 4 },
    parent: null,
    children: [{ slug: 'celulares' }],
  });
  expect((await get(`/api/gangazo/categories/search?id=${TECH.replace(/=+$/, '')}`)).json().category.slug).toBe('tecnologia');
  const byObjectId = Buffer.from(String(fixture.categories.phones)).toString('base64');
  expect((await get(`/api/gangazo/categories/search?id=${byObjectId}`)).json()).toMatchObject({ category: { slug: 'celulares' }, parent: { slug: 'tecnologia' } });
});

test('sub-categories and the tree', async () => {
  expect((await get(`/api/gangazo/categories/sub_categories?id=${TECH}&type=query`)).json().categories.map((c: { slug: string }) => c.slug)).toEqual(['celulares']);
  expect((await get(`/api/gangazo/categories/sub_categories?id=${PHONES}&type=siblings`)).json().categories.map((c: { slug: string }) => c.slug)).toEqual(['celulares']);
  const tree = (await get('/api/gangazo/categories/parents_and_child')).json().categories;
  expect(tree.map((c: { slug: string; children: { slug: string }[] }) => [c.slug, c.children.map((k) => k.slug)])).toEqual([
    ['tecnologia', ['celulares']],
    ['hogar', []],
  ]);
});

test('offers of a category include its sub-categories; the unique list does not', async () => {
  const withChildren = (await get(`/api/gangazo/categories/offers_category?id=${TECH}&news=true&page=1`)).json();
  expect(withChildren).toMatchObject({ total: 4, per_page: 10 });
  expect(withChildren.items.map((o: { title: string }) => o.title)).toEqual([
    'Audífonos JBL Tune 520BT',
    'Celular Xiaomi Redmi Note 13 256 GB',
    '20% en tecnología Éxito',
    'Televisor Samsung 55" Crystal UHD 4K',
  ]);
  const unique = (await get(`/api/gangazo/categories/offers_category_unique?id=${TECH}`)).json();
  expect(unique.items.map((o: { id: string }) => o.id)).not.toContain(String(fixture.offers.phone));
  expect(unique.total).toBe(3);
  // Expired offers are left out.
  const home = (await get(`/api/gangazo/categories/offers_category?id=${encodeCategoryId('hogar')}`)).json();
  expect(home.items.map((o: { id: string }) => o.id)).toEqual([String(fixture.offers.sofa)]);
});

describe('bad ids and paging are 4xx', () => {
  test.each([
    ['/api/gangazo/categories/search?id=tecnologia!', 400],
    ['/api/gangazo/categories/search?id=%3Cscript%3E', 400],
    ['/api/gangazo/categories/search?id=' + Buffer.from('Tecnología ñ').toString('base64'), 400],
    ['/api/gangazo/categories/search?id=a', 400],
    ['/api/gangazo/categories/search?id=' + encodeCategoryId('no-existe'), 404],
    ['/api/gangazo/categories/search', 400],
    ['/api/gangazo/categories/sub_categories?id=' + TECH + '&type=otra', 400],
    ['/api/gangazo/categories/offers_category?id=' + TECH + '&page=0', 400],
    ['/api/gangazo/categories/offers_category?id=' + TECH + '&per_page=10000', 400],
    ['/api/gangazo/categories/offers_category?id=' + TECH + '&news=talvez', 400],
    ['/api/gangazo/categories/offers_category_unique?id=' + encodeCategoryId('nada'), 404],
    ['/api/gangazo/categories/offers_category_unique?id=' + TECH + '&per_page=0', 400],
    ['/api/gangazo/categories/offers_category_unique?id=' + TECH + '&per_page=10000', 400],
    ['/api/gangazo/categories/offers_category_unique?id=' + TECH + '&per_page=abc', 400],
    ['/api/gangazo/categories/offers_category_unique?id=' + TECH + '&page=0', 400],
    ['/api/gangazo/categories/offers_category_unique?id=' + TECH + '&page=10000', 400],
    ['/api/gangazo/categories/offers_category_unique?id=' + TECH + '&page=abc', 400],
    // Ajv coerces these to Infinity and lets them past maximum/minimum: they must not reach the engine.
    ['/api/gangazo/categories/offers_category_unique?id=' + TECH + '&page=1e400', 400],
    ['/api/gangazo/categories/offers_category_unique?id=' + TECH + '&per_page=Infinity', 400],
    ['/api/gangazo/categories/offers_category?id=' + TECH + '&page=-1e400', 400],
    ['/api/gangazo/categories/offers_category?id=' + TECH + '&per_page=1e400', 400],
    ['/api/gangazo/categories?type=raras', 400],
  ])('%s → %i', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
    expect(res.json().message).not.toMatch(/must|should|Internal|interno/);
  });
});

test('a page past the end of offers_category_unique is an empty page with the real total', async () => {
  const res = await get(`/api/gangazo/categories/offers_category_unique?id=${TECH}&page=1000&per_page=50`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ items: [], total: 3, page: 1000, per_page: 50 });
});

test('offers_count of a category counts active offers only: an offer past its end date is left out, as in the lists', async () => {
  const garden = await createCategory({ name: 'Jardín', position: 9 });
  const now = Date.now();
  const offer = (title: string, extra: Partial<NewOffer> = {}) =>
    createOffer({ kind: 'offer', availability: 'online', title, price: 100_000, categoryId: garden._id, publishedAt: new Date(now - 2 * 86_400_000), ...extra });
  await offer('Manguera 20 m');
  // Still 'published', but its end date has passed.
  await offer('Podadora eléctrica', { endsAt: new Date(now - 3_600_000) });
  await offer('Matera de barro', { status: 'expired' });
  const id = encodeCategoryId('jardin');

  const detail = await get(`/api/gangazo/categories/search?id=${id}`);
  expect(detail.statusCode).toBe(200);
  const list = (await get(`/api/gangazo/categories/offers_category?id=${id}`)).json();
  const unique = (await get(`/api/gangazo/categories/offers_category_unique?id=${id}`)).json();
  expect(list.items.map((o: { title: string }) => o.title)).toEqual(['Manguera 20 m']);
  expect(detail.json().category.offers_count).toBe(1);
  expect(detail.json().category.offers_count).toBe(list.total);
  expect(detail.json().category.offers_count).toBe(unique.total);
  // The fixture's Hogar holds an expired-by-date fridge too.
  const home = encodeCategoryId('hogar');
  expect((await get(`/api/gangazo/categories/search?id=${home}`)).json().category.offers_count).toBe(
    (await get(`/api/gangazo/categories/offers_category?id=${home}`)).json().total,
  );
});
