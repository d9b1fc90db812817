import { encodeCategoryId } from '@gangazo/contracts';
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
    ['/api/gangazo/categories?type=raras', 400],
  ])('%s → %i', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
  });
});
