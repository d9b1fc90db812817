// Two BFF instances on one engine, as production runs several behind the proxy. The second one is
// loaded in its own module registry (its own caches, rankings, mongoose connection), so the only
// ways a write reaches it are the database and, with REDIS_URL, the invalidation channel. Needs the
// Redis at REDIS_URL or 127.0.0.1:6379 (this machine kind runs one; the site never needs it).
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import type { buildApp as BuildApp } from '../../app';
import type { loadConfig as LoadConfig } from '../../config';
import { ShopModel } from '../../modules/shops/model';
import { buildTestApp, TEST_JWT_SECRET } from '../../test/build-test-app';
import { createCatalogFixture, type CatalogFixture } from '../../test/catalog-fixtures';
import { createUser } from '../../test/login';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let redisUp = false;
let first: FastifyInstance;
let second: FastifyInstance;
let fixture: CatalogFixture;

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

beforeAll(async () => {
  redisUp = await redisAnswers();
  if (!redisUp) return;
  first = await buildTestApp({ redisUrl });
  fixture = await createCatalogFixture();
  const { host, port, name } = mongoose.connection;
  let isolated: { buildApp: typeof BuildApp; loadConfig: typeof LoadConfig } | undefined;
  jest.isolateModules(() => {
    // A second module registry is only reachable through require.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { buildApp } = require('../../app') as { buildApp: typeof BuildApp };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { loadConfig } = require('../../config') as { loadConfig: typeof LoadConfig };
    isolated = { buildApp, loadConfig };
  });
  if (!isolated) throw new Error('no se cargó la segunda instancia');
  const config = isolated.loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'off', DATA_DIR: first.config.dataDir },
    { jwtSecret: TEST_JWT_SECRET, staticRoot: first.config.staticRoot, dataDir: first.config.dataDir, mongodbUri: `mongodb://${host}:${port}/${name}`, redisUrl },
  );
  second = await isolated.buildApp(config, {});
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

test('a vote through one instance shows through the other within a second', async () => {
  if (!redisUp) {
    console.warn(`No Redis at ${redisUrl}: the two-instance test did not run.`);
    return;
  }
  const id = String(fixture.offers.tv);
  const temperature = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: `/api/v1/offers/${id}` })).json<{ temperature: number }>().temperature;
  const inTop = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/api/gangazo/offers?order=top&page=1&per_page=10' })).json<{ items: { id: string; temperature: number }[] }>().items.find((card) => card.id === id)?.temperature;
  // Both instances have the offer and the feed cached.
  const before = await temperature(second);
  expect(await temperature(first)).toBe(before);
  expect(await inTop(second)).toBe(before);
  expect(await temperature(second)).toBe(before);

  const voter = await createUser(first);
  const vote = await first.inject({ method: 'POST', url: `/api/v1/offers/${id}/vote`, payload: { vote: 'hot' }, headers: voter.authHeader });
  expect(vote.statusCode).toBe(200);
  const started = Date.now();
  expect(await eventually(() => temperature(second), (value) => value === before + 1, 1_000)).toBe(before + 1);
  expect(await eventually(() => inTop(second), (value) => value === before + 1, 1_000)).toBe(before + 1);
  expect(Date.now() - started).toBeLessThan(1_000);

  // And the other way round, for an edit of a shop the cards show.
  await second.inject({ method: 'GET', url: `/api/v1/offers/${id}` });
  await ShopModel.updateOne({ _id: fixture.shops.exito }, { $set: { name: 'Éxito Express' } });
  const shopName = async () => (await second.inject({ method: 'GET', url: `/api/v1/offers/${id}` })).json<{ shop: { name: string } }>().shop.name;
  expect(await eventually(shopName, (name) => name === 'Éxito Express', 1_000)).toBe('Éxito Express');
});
