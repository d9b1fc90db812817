import { hotScore } from '@gangazo/contracts';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { buildTestApp } from '../../test/build-test-app';
import { createOffer } from './create';
import { FeedRankings, followOfferWrites } from './feed-rankings';
import { OfferModel } from './model';

let app: FastifyInstance;
const HOUR = 3_600_000;
const base = Date.now();
const ids: Types.ObjectId[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  // Temperatures, ages and comment counts that order differently in every feed.
  const specs = [
    { title: 'Nevera Haceb 300 L', temperature: 150, hoursAgo: 72, comments: 1 },
    { title: 'Licuadora Oster 600 W', temperature: 40, hoursAgo: 2, comments: 9 },
    { title: 'Portátil Lenovo IdeaPad', temperature: 90, hoursAgo: 20, comments: 4 },
    { title: 'Tenis Adidas Runfalcon', temperature: -10, hoursAgo: 1, comments: 0 },
    { title: 'Cafetera Imusa 12 tazas', temperature: 90, hoursAgo: 5, comments: 4 },
  ];
  for (const spec of specs) {
    const id = await createOffer({ kind: 'offer', title: spec.title, price: 100000, previousPrice: 150000, publishedAt: new Date(base - spec.hoursAgo * HOUR) });
    await OfferModel.updateOne({ _id: id }, { $set: { temperature: spec.temperature, commentsCount: spec.comments } });
    ids.push(id);
  }
  await createOffer({ kind: 'offer', title: 'Oferta retirada por el equipo', price: 1000, publishedAt: new Date(base - HOUR), status: 'expired' });
});
afterAll(() => app.close());

async function databaseOrder(sort: Record<string, 1 | -1>): Promise<string[]> {
  const rows = await OfferModel.find({ kind: 'offer', status: 'published' }, { _id: 1 }).sort(sort).lean();
  return rows.map((row) => String(row._id));
}

test('each feed is in the same order the database sorts it, and Hot by decayed temperature', async () => {
  const rankings = new FeedRankings();
  expect(await rankings.ids({ kind: 'offer' }, 'news')).toEqual(await databaseOrder({ publishedAt: -1, _id: -1 }));
  expect(await rankings.ids({ kind: 'offer' }, 'top')).toEqual(await databaseOrder({ temperature: -1, publishedAt: -1, _id: -1 }));
  expect(await rankings.ids({ kind: 'offer' }, 'comments')).toEqual(await databaseOrder({ commentsCount: -1, publishedAt: -1, _id: -1 }));

  const rows = await OfferModel.find({ kind: 'offer', status: 'published' }, { temperature: 1, publishedAt: 1 }).lean();
  const now = Date.now();
  const hot = rows.sort((a, b) => hotScore(b.temperature, now - b.publishedAt.getTime()) - hotScore(a.temperature, now - a.publishedAt.getTime())).map((row) => String(row._id));
  expect(await rankings.ids({ kind: 'offer' }, 'hot')).toEqual(hot);
  expect(await rankings.activeCount({ kind: 'offer' })).toBe(5);
  const page = await rankings.page({ kind: 'offer' }, 'news', 2, 2);
  expect(page.total).toBe(5);
  expect(page.rows.map((row) => String(row._id))).toEqual((await databaseOrder({ publishedAt: -1, _id: -1 })).slice(2, 4));
  expect(page.rows[0]).toMatchObject({ kind: 'offer', price: 100000, previousPrice: 150000, status: 'published' });
});

test('a write through the model shows on the next read (a small catalog is ranked inside the request)', async () => {
  const rankings = new FeedRankings();
  const unfollow = followOfferWrites(rankings);
  try {
    const before = await rankings.ids({ kind: 'offer' }, 'top');
    const last = before[before.length - 1]!;
    await OfferModel.updateOne({ _id: last }, { $set: { temperature: 999 } });
    expect((await rankings.ids({ kind: 'offer' }, 'top'))[0]).toBe(last);
    await OfferModel.updateOne({ _id: last }, { $set: { temperature: -10 } });
    expect((await rankings.ids({ kind: 'offer' }, 'top'))[0]).not.toBe(last);
    const created = await createOffer({ kind: 'offer', title: 'Recién compartida', price: 1000 });
    expect((await rankings.ids({ kind: 'offer' }, 'news'))[0]).toBe(String(created));
    await OfferModel.deleteOne({ _id: created });
    expect(await rankings.ids({ kind: 'offer' }, 'news')).not.toContain(String(created));
  } finally {
    unfollow();
  }
});

test('a read after a write never gets a computation that began before it', async () => {
  const rankings = new FeedRankings();
  const unfollow = followOfferWrites(rankings);
  // The first computation reads the catalog as it was before the write and is held until released.
  const before = await OfferModel.find({ status: 'published' }).lean();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The ranking reads a stream: this one yields the old catalog once the gate opens.
  async function* heldRows() {
    await gate;
    yield* before;
  }
  const held = { lean: () => ({ cursor: () => heldRows() }) } as unknown as ReturnType<typeof OfferModel.find>;
  const find = jest.spyOn(OfferModel, 'find').mockImplementationOnce(() => held);
  try {
    const early = rankings.ids({ kind: 'offer' }, 'news');
    const created = String(await createOffer({ kind: 'offer', title: 'Compartida mientras se ordenaba', price: 1000 }));
    const late = rankings.ids({ kind: 'offer' }, 'news');
    release();
    expect(await early).not.toContain(created);
    expect((await late)[0]).toBe(created);
    await OfferModel.deleteOne({ _id: created });
  } finally {
    find.mockRestore();
    unfollow();
  }
});

test('one computation slowed by a busy moment does not make a small catalog serve stale rankings', async () => {
  let now = Date.now();
  const rankings = new FeedRankings({ clock: () => now });
  const unfollow = followOfferWrites(rankings);
  const realFind = OfferModel.find.bind(OfferModel);
  try {
    await rankings.ids({ kind: 'offer' }, 'news');
    // The next computation takes 2 s by the clock, far past the 500 ms limit for the request path.
    const find = jest.spyOn(OfferModel, 'find').mockImplementationOnce(((...args: Parameters<typeof realFind>) => {
      now += 2_000;
      return realFind(...args);
    }) as typeof OfferModel.find);
    now += 31_000;
    await rankings.ids({ kind: 'offer' }, 'news');
    find.mockRestore();
    const created = String(await createOffer({ kind: 'offer', title: 'Compartida tras un momento lento', price: 1000 }));
    expect((await rankings.ids({ kind: 'offer' }, 'news'))[0]).toBe(created);
    await OfferModel.deleteOne({ _id: created });
  } finally {
    unfollow();
  }
});

test('an offer past its end date leaves the feeds at once, without a new ranking', async () => {
  let now = Date.now();
  const rankings = new FeedRankings({ clock: () => now });
  const ending = await createOffer({ kind: 'offer', title: 'Termina pronto', price: 5000, endsAt: new Date(now + 60_000) });
  expect(await rankings.ids({ kind: 'offer' }, 'news')).toContain(String(ending));
  const count = await rankings.activeCount({ kind: 'offer' });
  now += 61_000;
  expect(await rankings.ids({ kind: 'offer' }, 'news')).not.toContain(String(ending));
  expect(await rankings.activeCount({ kind: 'offer' })).toBe(count - 1);
  await OfferModel.deleteOne({ _id: ending });
});

test("another instance's write shows once the ranking is 30 s old", async () => {
  let now = Date.now();
  const rankings = new FeedRankings({ clock: () => now });
  const news = await rankings.ids({ kind: 'offer' }, 'news');
  // Through the driver, not the model: like a write made by another BFF instance.
  await OfferModel.collection.updateOne({ _id: ids[0] }, { $set: { publishedAt: new Date(now + 1000) } });
  expect(await rankings.ids({ kind: 'offer' }, 'news')).toEqual(news);
  now += 31_000;
  expect((await rankings.ids({ kind: 'offer' }, 'news'))[0]).toBe(String(ids[0]));
  await OfferModel.collection.updateOne({ _id: ids[0] }, { $set: { publishedAt: new Date(base - 72 * HOUR) } });
});

test('a slow ranking keeps serving while the next one is computed, at most one per 10 times its duration', async () => {
  let now = Date.now();
  // Every computation counts as slow: the background path a large catalog takes.
  const rankings = new FeedRankings({ clock: () => now, syncRefreshMs: 0 });
  const top = await rankings.ids({ kind: 'offer' }, 'top');
  const last = top[top.length - 1]!;
  await OfferModel.updateOne({ _id: last }, { $set: { temperature: 999 } });
  rankings.invalidate();
  // Right after a computation: no new one yet, the previous order is served.
  expect(await rankings.ids({ kind: 'offer' }, 'top')).toEqual(top);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await rankings.ids({ kind: 'offer' }, 'top')).toEqual(top);
  // Later: still served at once, while the new ranking is computed in the background.
  now += 60_000;
  expect(await rankings.ids({ kind: 'offer' }, 'top')).toEqual(top);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await rankings.ids({ kind: 'offer' }, 'top'))[0]).toBe(last);
  await OfferModel.updateOne({ _id: last }, { $set: { temperature: -10 } });
});

test('a list keeps only its kind, shop, categories, and can leave one out', async () => {
  const shop = new Types.ObjectId();
  const tech = new Types.ObjectId();
  const phones = new Types.ObjectId();
  const coupon = await createOffer({ kind: 'coupon', title: '10% en celulares', reduction: '10%', code: 'CEL10', shopId: shop, categoryId: phones });
  const other = await createOffer({ kind: 'coupon', title: '5% en todo', reduction: '5%', code: 'TODO5', shopId: shop });
  const offer = await createOffer({ kind: 'offer', title: 'Celular Motorola G54', price: 799900, shopId: shop, categoryId: tech });
  const rankings = new FeedRankings();
  expect(new Set(await rankings.ids({ shopId: String(shop) }, 'news'))).toEqual(new Set([coupon, other, offer].map(String)));
  expect(new Set(await rankings.ids({ kind: 'coupon', shopId: String(shop) }, 'news'))).toEqual(new Set([coupon, other].map(String)));
  expect(await rankings.ids({ kind: 'coupon', shopId: String(shop), exceptId: String(coupon) }, 'news')).toEqual([String(other)]);
  expect(new Set(await rankings.ids({ categoryIds: new Set([String(tech), String(phones)]) }, 'hot'))).toEqual(new Set([coupon, offer].map(String)));
  expect(await rankings.activeCount({ categoryIds: new Set([String(phones)]) })).toBe(1);
  await OfferModel.deleteMany({ _id: { $in: [coupon, other, offer] } });
});
