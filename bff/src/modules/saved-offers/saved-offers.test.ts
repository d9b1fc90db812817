import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser } from '../../test/login';
import { SavedOfferModel } from './model';

let app: FastifyInstance;
let fixture: CatalogFixture;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
});
afterAll(() => app.close());

const save = (offerId: string, headers: Record<string, string>) => app.inject({ method: 'POST', url: '/api/v1/saved_offers', payload: { offer_id: offerId }, headers });

test('saving needs a session', async () => {
  expect((await save(String(fixture.offers.tv), {})).statusCode).toBe(401);
  expect((await app.inject({ method: 'GET', url: '/api/v1/saved_offers' })).statusCode).toBe(401);
});

test('save, list newest first (expired ones included), save twice is once, unsave', async () => {
  const { authHeader } = await createUser(app);
  const other = await createUser(app);
  expect((await save(String(fixture.offers.tv), authHeader)).json()).toEqual({ offer_id: String(fixture.offers.tv), saved: true });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await save(String(fixture.offers.expired), authHeader);
  await Promise.all([save(String(fixture.offers.tv), authHeader), save(String(fixture.offers.tv), authHeader)]);
  expect(await SavedOfferModel.countDocuments({ offerId: fixture.offers.tv })).toBe(1);

  const list = (await app.inject({ method: 'GET', url: '/api/v1/saved_offers', headers: authHeader })).json();
  expect(list).toMatchObject({ total: 2, page: 1, per_page: 10 });
  expect(list.items.map((o: { id: string }) => o.id)).toEqual([String(fixture.offers.expired), String(fixture.offers.tv)]);
  expect(list.items[0].expired).toBe(true);
  // Another user's list is their own.
  expect((await app.inject({ method: 'GET', url: '/api/v1/saved_offers', headers: other.authHeader })).json().total).toBe(0);

  const removed = await app.inject({ method: 'DELETE', url: `/api/v1/saved_offers/${String(fixture.offers.tv)}`, headers: authHeader });
  expect(removed.json()).toEqual({ offer_id: String(fixture.offers.tv), saved: false });
  expect((await app.inject({ method: 'GET', url: '/api/v1/saved_offers', headers: authHeader })).json().total).toBe(1);
});

test('bad input is 4xx', async () => {
  const { authHeader } = await createUser(app);
  expect((await save('ffffffffffffffffffffffff', authHeader)).statusCode).toBe(404);
  expect((await save('abc', authHeader)).statusCode).toBe(400);
  expect((await app.inject({ method: 'DELETE', url: '/api/v1/saved_offers/abc', headers: authHeader })).statusCode).toBe(400);
  expect((await app.inject({ method: 'GET', url: '/api/v1/saved_offers?per_page=10000', headers: authHeader })).statusCode).toBe(400);
  expect((await app.inject({ method: 'GET', url: '/api/v1/saved_offers?page=0', headers: authHeader })).statusCode).toBe(400);
});
