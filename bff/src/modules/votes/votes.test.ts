import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser } from '../../test/login';
import { OfferModel } from '../offers/model';
import { VoteModel } from './model';
import { recomputeAllTemperatures } from './service';

let app: FastifyInstance;
let fixture: CatalogFixture;
beforeAll(async () => {
  app = await buildTestApp();
  fixture = await createCatalogFixture();
});
afterAll(() => app.close());

const vote = (id: string, value: unknown, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/v1/offers/${id}/vote`, payload: { vote: value }, headers });
const unvote = (id: string, headers: Record<string, string>) => app.inject({ method: 'DELETE', url: `/api/v1/offers/${id}/vote`, headers });
const temperature = async (id: string) => (await app.inject({ method: 'GET', url: `/api/v1/offers/${id}` })).json().temperature as number;

test('voting needs a session', async () => {
  const res = await vote(String(fixture.offers.tv), 'hot', {});
  expect(res.statusCode).toBe(401);
  expect(res.json().message).toBe('Debes iniciar sesión para continuar.');
});

test('the temperature is the sum of hot (+1) and cold (−1) votes; a user can change or withdraw theirs', async () => {
  const id = String(fixture.offers.tv);
  const [a, b, c] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
  if (!a || !b || !c) throw new Error('users');
  expect((await vote(id, 'hot', a.authHeader)).json()).toEqual({ temperature: 1, is_new: false, my_vote: 'hot' });
  expect((await vote(id, 'hot', b.authHeader)).json().temperature).toBe(2);
  expect((await vote(id, 'cold', c.authHeader)).json().temperature).toBe(1);
  // Changing a vote moves it, it does not add one.
  expect((await vote(id, 'cold', a.authHeader)).json()).toMatchObject({ temperature: -1, my_vote: 'cold' });
  expect((await unvote(id, b.authHeader)).json()).toMatchObject({ temperature: -2, my_vote: null });
  expect(await temperature(id)).toBe(-2);
  expect(await VoteModel.countDocuments({ offerId: fixture.offers.tv })).toBe(2);
});

test('a new offer says it is new in the vote answer', async () => {
  const { authHeader } = await createUser(app);
  expect((await vote(String(fixture.offers.fresh), 'hot', authHeader)).json()).toMatchObject({ is_new: true, temperature: 1 });
});

test('50 parallel votes from one user count once', async () => {
  const id = String(fixture.offers.phone);
  const { authHeader } = await createUser(app);
  const results = await Promise.all(Array.from({ length: 50 }, () => vote(id, 'hot', authHeader)));
  expect(results.every((r) => r.statusCode === 200)).toBe(true);
  expect(await VoteModel.countDocuments({ offerId: fixture.offers.phone })).toBe(1);
  expect(await temperature(id)).toBe(1);
}, 60_000);

test('the cached temperature can be rebuilt from the votes', async () => {
  await OfferModel.updateOne({ _id: fixture.offers.tv }, { $set: { temperature: 999 } });
  expect(await recomputeAllTemperatures()).toBeGreaterThanOrEqual(1);
  expect(await temperature(String(fixture.offers.tv))).toBe(-2);
});

test('bad votes are 4xx', async () => {
  const { authHeader } = await createUser(app);
  expect((await vote(String(fixture.offers.tv), 'tibio', authHeader)).statusCode).toBe(400);
  expect((await vote(String(fixture.offers.tv), 1, authHeader)).statusCode).toBe(400);
  expect((await vote('ffffffffffffffffffffffff', 'hot', authHeader)).statusCode).toBe(404);
  expect((await vote('123', 'hot', authHeader)).statusCode).toBe(400);
  expect((await unvote('ffffffffffffffffffffffff', authHeader)).statusCode).toBe(404);
  const noBody = await app.inject({ method: 'POST', url: `/api/v1/offers/${String(fixture.offers.tv)}/vote`, headers: authHeader });
  expect(noBody.statusCode).toBe(400);
});
