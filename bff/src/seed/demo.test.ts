// The real demo data, loaded through the same path as the first start and `npm run seed -- --reset`.
import type { FastifyInstance } from 'fastify';
import { ForumTopicModel } from '../modules/forum/model';
import { UserModel } from '../modules/users/model';
import { buildTestApp } from '../test/build-test-app';
import { runSeed, seedIfEmpty } from './index';
import { SEEDERS } from './seeders';

// Each test loads the whole demo (about 20 s on 2 idle cores): a busy machine must not turn a slow
// seed into a timeout, which would also leave the seed lock held for the next test.
jest.setTimeout(240_000);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  app.config.seed = 'auto';
});
afterAll(() => app.close());

const quiet = { log: () => undefined };

async function snapshot() {
  const topics = await ForumTopicModel.find({}, { title: 1, authorId: 1, commentsCount: 1 }).sort({ title: 1 }).lean();
  const users = new Map((await UserModel.find({}, { username: 1 }).lean()).map((u) => [String(u._id), u.username]));
  return topics.map((t) => ({ title: t.title, author: users.get(String(t.authorId)), comments: t.commentsCount }));
}

test('seeders run in the documented order', () => {
  const names = SEEDERS.map((s) => s.name);
  const order = ['users', 'catalog', 'forum', 'posts', 'content'].filter((n) => names.includes(n));
  expect(names).toEqual(order);
  expect(names).toEqual(expect.arrayContaining(['users', 'forum', 'posts', 'content']));
});

test('the first start loads a complete demo; the next start adds nothing', async () => {
  expect(await seedIfEmpty(app, quiet)).toBe('seeded');

  const forum = (await app.inject({ method: 'GET', url: '/api/v1/forum' })).json();
  expect(forum.total).toBeGreaterThanOrEqual(25);
  expect(forum.items[0]).toMatchObject({ pinned: true, author: { username: expect.any(String) } });
  const categories = (await app.inject({ method: 'GET', url: '/api/v1/forum/categories' })).json().categories;
  expect(categories.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Tecnología', 'Moda', 'Hogar', 'Viajes', 'Preguntas y ayuda']));
  expect(categories.every((c: { topics_count: number; image_url: string | null }) => c.topics_count > 0 && c.image_url)).toBe(true);
  const comments = (await app.inject({ method: 'GET', url: `/api/v1/forum/${forum.items[1].id}/comments` })).json();
  expect(comments.total).toBe(forum.items[1].comments_count);
  expect(comments.items.every((c: { author: unknown }) => c.author !== null)).toBe(true);

  const posts = (await app.inject({ method: 'GET', url: '/api/v1/posts/posts_published' })).json();
  expect(posts.items.map((p: { title: string }) => p.title)).toEqual(
    expect.arrayContaining(['Guía para el Black Friday en Colombia', 'Cómo funcionan los cupones de Rappi']),
  );
  expect((await app.inject({ method: 'GET', url: '/api/v1/medals' })).json().items.map((m: { name: string }) => m.name)).toEqual(
    expect.arrayContaining(['Cazador de ofertas', 'Primera oferta', 'Comentarista']),
  );
  expect((await app.inject({ method: 'GET', url: '/api/v1/banners' })).json().total).toBeGreaterThanOrEqual(3);

  const image = await app.inject({ method: 'GET', url: categories[0].image_url });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/webp');

  const before = await ForumTopicModel.countDocuments();
  expect(await seedIfEmpty(app, quiet)).toBe('already-seeded');
  expect(await ForumTopicModel.countDocuments()).toBe(before);
});

test('--reset loads the very same demo again, pictures from the cache', async () => {
  const first = await snapshot();
  const result = await runSeed(app, { reset: true, ...quiet });
  expect(result.images.rendered).toBe(0);
  expect(result.images.cached).toBeGreaterThan(20);
  expect(first.every((t) => typeof t.author === 'string')).toBe(true);
  // Same topics, same authors (by username: ids change with a reset), same threads.
  expect(await snapshot()).toEqual(first);
});

/** The last time it was 23:59:58 in Bogotá (04:59:58 UTC), before now. */
function lastBogotaMidnight(): Date {
  const at = new Date();
  at.setUTCHours(4, 59, 58, 0);
  return at.getTime() > Date.now() ? new Date(at.getTime() - 86_400_000) : at;
}

// The hour a first start happened to run at once broke the seed (a coupon that ended before it
// started); every part must load at any clock. calendar.test.ts walks 400 days of dates without a
// database; this loads the whole demo at two other moments and reads it back through the API (whose
// own clock is the real one, so the injected ones lie in the recent past).
test.each([lastBogotaMidnight(), new Date(Date.now() - (6 * 60 + 17) * 60_000)])('the whole demo loads at %s', async (now) => {
  const lines: string[] = [];
  await runSeed(app, { reset: true, now, log: (line) => lines.push(line) });
  expect(lines.at(-1)).toMatch(/^Datos de demostración cargados en /);

  const get = async (url: string) => (await app.inject({ method: 'GET', url })).json();
  const coupons = await get('/api/gangazo/offers/coupons?per_page=50');
  expect(coupons.total).toBeGreaterThanOrEqual(40);
  expect(coupons.items.some((c: { multiple_codes_offer: boolean }) => c.multiple_codes_offer)).toBe(true);
  expect((await get('/api/gangazo/offers?order=news')).total).toBeGreaterThanOrEqual(150);
  expect((await get('/api/v1/forum')).total).toBeGreaterThanOrEqual(25);
  expect((await get('/api/v1/posts/posts_published')).items.length).toBeGreaterThan(0);
  expect((await get('/api/v1/banners')).total).toBeGreaterThanOrEqual(3);
  expect((await get('/api/v1/medals')).items.length).toBeGreaterThan(0);
  expect((await get('/api/v1/informations')).items.length).toBeGreaterThan(0);
});
