// The registry's copy (RemoteRegistry.list): every page asks for it, so a crowd arriving as the
// copy expires must not each read the database, and a read begun before a write must never be
// kept over it.
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';
import { RemoteModel } from './model';
import { RemoteRegistry } from './service';

const TTL_MS = 50;
const remoteDoc = (name: string) => ({ name, version: '1.0.0', entry: `/mf/${name}/mf-manifest.json`, routes: [`/${name}`], slots: [], platform: '^1.0.0', source: 'deployed' as const });
const names = (list: { name: string }[]) => list.map((remote) => remote.name);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await RemoteModel.deleteMany({});
  await RemoteModel.create(remoteDoc('uno'));
});
afterEach(() => jest.restoreAllMocks());

test('past its time the copy is still answered while a single read refreshes it', async () => {
  const registry = new RemoteRegistry({ local: [], check: async () => undefined, ttlMs: TTL_MS });
  const reads = jest.spyOn(RemoteModel, 'find');
  const first = await registry.list();
  expect(names(first)).toEqual(['uno']);
  expect(reads).toHaveBeenCalledTimes(1);

  await RemoteModel.create(remoteDoc('dos'));
  await pause(TTL_MS + 10);
  const crowd = await Promise.all(Array.from({ length: 30 }, () => registry.list()));
  // Everyone got the copy at once; one read went to the database for all of them.
  for (const answer of crowd) expect(answer).toBe(first);
  expect(reads).toHaveBeenCalledTimes(2);
  await pause(20);
  expect(names(await registry.list())).toEqual(['dos', 'uno']);
  expect(reads).toHaveBeenCalledTimes(2);
});

test('a read that fails keeps the old copy and the next call tries again', async () => {
  const registry = new RemoteRegistry({ local: [], check: async () => undefined, ttlMs: TTL_MS });
  const first = await registry.list();
  await pause(TTL_MS + 10);
  const reads = jest.spyOn(RemoteModel, 'find').mockImplementationOnce(() => {
    throw new Error('la base de datos no está');
  });
  expect(await registry.list()).toBe(first);
  await pause(10);
  expect(await registry.list()).toBe(first);
  await pause(20);
  expect(reads).toHaveBeenCalledTimes(2);
  expect(names(await registry.list())).toEqual(['uno']);
});

test('a read begun before a write is not kept as the copy over what the write left', async () => {
  const registry = new RemoteRegistry({ local: [], check: async () => undefined, ttlMs: 60_000 });
  // A slow first read of the registry as it was (only `uno`) is under way…
  let finishOldRead: () => void = () => undefined;
  const oldAnswer = new Promise<unknown[]>((resolve) => (finishOldRead = () => resolve([{ ...remoteDoc('uno'), updatedAt: new Date() }])));
  jest.spyOn(RemoteModel, 'find').mockImplementationOnce(() => ({ sort: () => ({ lean: () => oldAnswer }) }) as unknown as ReturnType<typeof RemoteModel.find>);
  const stale = registry.list();
  // …when a write lands (here, this checkout's builds synced: it empties the copy like a deploy).
  await RemoteModel.create(remoteDoc('dos'));
  await registry.syncLocal([]);
  const fresh = await registry.list();
  expect(names(fresh)).toEqual(['dos', 'uno']);
  finishOldRead();
  expect(names(await stale)).toEqual(['uno']);
  // The old read finished last, yet the copy is the newer one.
  expect(names(await registry.list())).toEqual(['dos', 'uno']);
});
