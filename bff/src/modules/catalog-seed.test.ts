import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app';
import { createSeedImages } from '../seed/images';
import { Random } from '../seed/random';
import type { SeedContext } from '../seed/context';
import { seedCatalog } from './catalog-seed';
import { CategoryModel } from './categories/model';
import { CodeClaimModel, MultipleCodeModel } from './multiple-codes/model';
import { OfferModel } from './offers/model';
import { ShopModel } from './shops/model';
import { seedUsers } from './users/seed';
import { VoteModel } from './votes/model';

let app: FastifyInstance;
let summary: Record<string, number>;
beforeAll(async () => {
  app = await buildTestApp();
  const root = new Random('gangazo-demo-v1');
  const now = new Date();
  const context = (name: string): SeedContext => ({ config: app.config, random: root.fork(name), images: createSeedImages(app.config.dataDir), now, log: () => undefined });
  await seedUsers(context('users'));
  summary = (await seedCatalog(context('catalog'))) as Record<string, number>;
}, 240_000);
afterAll(() => app.close());

test('the demo catalog has the promised size', async () => {
  expect(summary).toMatchObject({ ofertas: 200, cupones: 60, categorías: 15 });
  expect(summary.tiendas).toBeGreaterThanOrEqual(30);
  expect(summary.subcategorías).toBeGreaterThan(15);
  expect(await ShopModel.countDocuments({})).toBe(summary.tiendas);
  expect(await CategoryModel.countDocuments({ parentId: null })).toBe(15);
  expect(await OfferModel.countDocuments({ kind: 'offer' })).toBe(200);
  expect(await OfferModel.countDocuments({ kind: 'coupon' })).toBe(60);
  for (const name of ['Éxito', 'Falabella', 'Alkosto', 'Mercado Libre', 'Rappi', 'Drogas La Rebaja', 'Cine Colombia']) {
    expect(await ShopModel.exists({ name })).toBeTruthy();
  }
});

test('prices are whole pesos, discounts real, some offers expired and some new', async () => {
  const offers = await OfferModel.find({ kind: 'offer' }, { price: 1, previousPrice: 1, endsAt: 1, publishedAt: 1, imageKeys: 1, description: 1 }).lean();
  for (const offer of offers) {
    expect(Number.isSafeInteger(offer.price)).toBe(true);
    if (offer.previousPrice !== null) expect(offer.previousPrice).toBeGreaterThan(offer.price as number);
    expect(offer.imageKeys[0]).toMatch(/^offer\/[0-9a-f]{24}$/);
    expect(JSON.parse(offer.description).ops.length).toBeGreaterThan(3);
  }
  const now = Date.now();
  expect(offers.filter((o) => o.endsAt && o.endsAt.getTime() < now).length).toBeGreaterThan(5);
  expect(offers.filter((o) => now - o.publishedAt.getTime() < 10 * 60_000).length).toBeGreaterThan(0);
});

test('multiple-code coupons carry 10 to 40 codes and their claims respect the unique rules', async () => {
  const multiple = await OfferModel.find({ kind: 'coupon', multipleCodes: true }, { _id: 1 }).lean();
  expect(multiple.length).toBeGreaterThanOrEqual(10);
  for (const coupon of multiple) {
    const count = await MultipleCodeModel.countDocuments({ offerId: coupon._id });
    expect(count).toBeGreaterThanOrEqual(10);
    expect(count).toBeLessThanOrEqual(40);
  }
  const claims = await CodeClaimModel.find({}).lean();
  expect(claims.length).toBeGreaterThan(0);
  expect(new Set(claims.map((c) => String(c.codeId))).size).toBe(claims.length);
});

test('the cached temperature equals the sum of the seeded votes', async () => {
  expect(summary.votos).toBeGreaterThan(200);
  expect(await VoteModel.countDocuments({})).toBe(summary.votos);
  const sums = await VoteModel.aggregate<{ _id: unknown; total: number }>([{ $group: { _id: '$offerId', total: { $sum: '$value' } } }]);
  const sample = sums.slice(0, 20);
  for (const row of sample) expect((await OfferModel.findById(row._id, { temperature: 1 }).lean())?.temperature).toBe(row.total);
});

test('the feeds serve the seeded catalog', async () => {
  const feed = (await app.inject({ method: 'GET', url: '/api/gangazo/offers?order=hot' })).json();
  expect(feed.items).toHaveLength(10);
  expect(feed.total).toBeGreaterThan(150);
  const shop = (await app.inject({ method: 'GET', url: '/api/v1/shops/search?id=exito' })).json();
  expect(shop.coupons_count + shop.offers_count).toBeGreaterThan(0);
});
