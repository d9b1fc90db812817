import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { buildTestApp } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser, type TestUser } from '../../test/login';
import { createOffer } from '../offers/create';

let app: FastifyInstance;
let fixture: CatalogFixture;
let author: TestUser;
let coupon: Types.ObjectId;
beforeAll(async () => {
  app = await buildTestApp();
  author = await createUser(app);
  fixture = await createCatalogFixture({ authorId: new Types.ObjectId(author.user.id) });
  coupon = await createOffer({
    kind: 'coupon',
    availability: 'online',
    title: '15% en mercado Éxito',
    reduction: '15%',
    code: 'MERCA15',
    shopId: fixture.shops.exito,
    authorId: new Types.ObjectId(author.user.id),
    publishedAt: new Date(Date.now() - 30 * 60_000),
  });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const vote = (id: Types.ObjectId, value: 'hot' | 'cold', who: TestUser) =>
  app.inject({ method: 'POST', url: `/api/v1/offers/${String(id)}/vote`, payload: { vote: value }, headers: who.authHeader });

test('stats count what a user shared, wrote and voted, and the temperature their offers earned', async () => {
  const [ana, beto] = await Promise.all([createUser(app), createUser(app)]);
  if (!ana || !beto) throw new Error('users');
  for (const [offer, value, who] of [
    [fixture.offers.tv, 'hot', ana],
    [fixture.offers.tv, 'hot', beto],
    [fixture.offers.phone, 'hot', ana],
    [fixture.offers.sofa, 'cold', beto],
  ] as const) {
    expect((await vote(offer, value, who)).statusCode).toBe(200);
  }
  const comment = await app.inject({ method: 'POST', url: '/api/v1/comments', payload: { offer_id: String(fixture.offers.tv), text: 'Buenísimo precio' }, headers: ana.authHeader });
  expect(comment.statusCode).toBe(201);

  const authorStats = await get(`/api/v1/users/${author.user.id}/stats`);
  expect(authorStats.statusCode).toBe(200);
  expect(authorStats.json()).toMatchObject({ offers: 6, coupons: 1, comments: 0, votes: 0, votes_hot: 0, temperature: 2, hottest: 2, forum_topics: 0, forum_comments: 0 });
  expect(Date.parse(authorStats.json().member_since)).toBeLessThanOrEqual(Date.now());

  expect((await get(`/api/v1/users/${ana.user.id}/stats`)).json()).toMatchObject({ offers: 0, coupons: 0, comments: 1, votes: 2, votes_hot: 2, temperature: 0, hottest: null });
  expect((await get(`/api/v1/users/${beto.user.id}/stats`)).json()).toMatchObject({ comments: 0, votes: 2, votes_hot: 1 });
});

test("a user's offers and coupons: newest first, paged, expired ones included and marked", async () => {
  const first = await get(`/api/v1/users/${author.user.id}/offers?per_page=3`);
  expect(first.statusCode).toBe(200);
  const body = first.json();
  expect(body).toMatchObject({ total: 7, page: 1, per_page: 3 });
  expect(body.items.map((o: { id: string }) => o.id)).toEqual([String(fixture.offers.fresh), String(coupon), String(fixture.offers.phone)]);
  expect(body.items[1]).toMatchObject({ kind: 'coupon', reduction: '15%' });
  expect(body.items[0].author).toMatchObject({ username: author.user.username });

  const last = (await get(`/api/v1/users/${author.user.id}/offers?per_page=3&page=3`)).json();
  expect(last.items.map((o: { id: string; expired: boolean }) => [o.id, o.expired])).toEqual([[String(fixture.offers.expired), true]]);

  // Someone who shared nothing has an empty list, not an error.
  const nobody = await createUser(app);
  expect((await get(`/api/v1/users/${nobody.user.id}/offers`)).json()).toEqual({ items: [], total: 0, page: 1, per_page: 10 });
});

test('unknown users are 404 and bad input is 400, with Spanish messages', async () => {
  const missing = 'ffffffffffffffffffffffff';
  for (const url of [`/api/v1/users/${missing}/stats`, `/api/v1/users/${missing}/offers`]) {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No encontramos ese usuario.');
  }
  for (const url of ['/api/v1/users/abc/stats', '/api/v1/users/abc/offers', `/api/v1/users/${author.user.id}/offers?page=0`, `/api/v1/users/${author.user.id}/offers?per_page=5000`]) {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
  }
});

describe('counters under a crowd', () => {
  /** Database commands run while `work` runs. */
  async function commandsDuring(work: () => Promise<unknown>): Promise<number> {
    const { default: mongoose } = await import('mongoose');
    let count = 0;
    const client = mongoose.connection.getClient();
    const listen = () => (count += 1);
    client.on('commandStarted', listen);
    try {
      await work();
    } finally {
      client.off('commandStarted', listen);
    }
    return count;
  }

  test('30 clients asking for one user\'s counters at once cost one computation, shared by all', async () => {
    const someone = await createUser(app);
    const one = await commandsDuring(() => get(`/api/v1/users/${someone.user.id}/stats`));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const crowd = await commandsDuring(() => Promise.all(Array.from({ length: 30 }, () => get(`/api/v1/users/${someone.user.id}/stats`))));
    expect(one).toBeGreaterThan(5);
    expect(crowd).toBe(one);
  });

  test('the counters are at most 2 s old: what a user does shows up after that', async () => {
    const { userStats, STATS_FRESH_MS } = await import('./service');
    const someone = await createUser(app);
    const start = Date.now();
    expect((await userStats(someone.user.id, start)).coupons).toBe(0);
    await createOffer({ kind: 'coupon', title: 'Un cupón nuevo de esta persona', reduction: '5%', authorId: new Types.ObjectId(someone.user.id) });
    expect((await userStats(someone.user.id, start + STATS_FRESH_MS - 1)).coupons).toBe(0);
    expect((await userStats(someone.user.id, start + STATS_FRESH_MS)).coupons).toBe(1);
  });

  test('an unknown user is a 404 every time, not a remembered failure', async () => {
    const missing = new Types.ObjectId().toHexString();
    expect((await get(`/api/v1/users/${missing}/stats`)).statusCode).toBe(404);
    expect((await get(`/api/v1/users/${missing}/stats`)).statusCode).toBe(404);
  });
});
