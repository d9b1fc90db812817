import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mongoose, { Schema } from 'mongoose';
import sharp from 'sharp';
import { AssetModel } from '../modules/assets/model';
import { OfferModel } from '../modules/offers/model';
import { RemoteModel } from '../modules/remotes/model';
import { UserModel } from '../modules/users/model';
import { buildTestApp } from '../test/build-test-app';
import type { Seeder } from './context';
import { createSeedImages } from './images';
import { AlreadySeededError, clearAppData, runSeed, seedIfEmpty } from './index';
import { SeedLockModel, SeedMarkerModel } from './model';
import { Random } from './random';

const ProbeModel = mongoose.model('SeedProbe', new Schema({ label: { type: String, required: true }, value: Number }));

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  app.config.seed = 'auto';
});
afterAll(() => app.close());
beforeEach(async () => {
  await clearAppData();
  await SeedLockModel.deleteMany({});
});

const quiet = { log: () => undefined };

function probeSeeder(runs: { count: number }, label = 'probe'): Seeder {
  return {
    name: label,
    async run(ctx) {
      runs.count++;
      await new Promise((r) => setTimeout(r, 200));
      await ProbeModel.create({ label, value: ctx.random.int(1, 1_000_000) });
      return { filas: 1 };
    },
  };
}

test('with SEED=off nothing runs', async () => {
  const runs = { count: 0 };
  app.config.seed = 'off';
  try {
    expect(await seedIfEmpty(app, { seeders: [probeSeeder(runs)], ...quiet })).toBe('disabled');
  } finally {
    app.config.seed = 'auto';
  }
  expect(runs.count).toBe(0);
  expect(await SeedMarkerModel.countDocuments()).toBe(0);
});

test('an empty database is seeded once; the marker stops later starts', async () => {
  const runs = { count: 0 };
  // The demo data is written behind the API: the pages cached before it (the warm-up) are dropped.
  const cleared = jest.spyOn(app, 'clearGuestPages');
  expect(await seedIfEmpty(app, { seeders: [probeSeeder(runs)], ...quiet })).toBe('seeded');
  expect(cleared).toHaveBeenCalledTimes(1);
  cleared.mockRestore();
  expect(await seedIfEmpty(app, { seeders: [probeSeeder(runs)], ...quiet })).toBe('already-seeded');
  expect(runs.count).toBe(1);
  expect(await ProbeModel.countDocuments()).toBe(1);
  expect(await SeedMarkerModel.findOne({ name: 'demo' }).lean()).toMatchObject({ seeders: ['probe'] });
  expect(await SeedLockModel.countDocuments()).toBe(0);
});

// Someone's own data (a real MongoDB, or a database from before the marker existed): raw inserts,
// because only the presence of a row matters, not what a valid one looks like.
const FOREIGN_DATA = [
  ['users', () => UserModel.collection.insertOne({ username: 'ana', email: 'ana@example.com' })],
  ['offers', () => OfferModel.collection.insertOne({ title: 'Televisor propio' })],
] as const;

test.each(FOREIGN_DATA)('a database that already has %s but no marker is never seeded, and the log says why', async (_what, insert) => {
  await insert();
  const runs = { count: 0 };
  const lines: string[] = [];
  expect(await seedIfEmpty(app, { seeders: [probeSeeder(runs)], log: (line) => lines.push(line) })).toBe('has-data');
  expect(runs.count).toBe(0);
  expect(await ProbeModel.countDocuments()).toBe(0);
  expect(await SeedMarkerModel.countDocuments()).toBe(0);
  expect(await SeedLockModel.countDocuments()).toBe(0);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('ya tiene usuarios u ofertas');
  // Still left alone on the next start.
  expect(await seedIfEmpty(app, { seeders: [probeSeeder(runs)], ...quiet })).toBe('has-data');
  expect(runs.count).toBe(0);
});

test('`npm run seed` without --reset does not mix the demo into existing data; --reset is the explicit way', async () => {
  await UserModel.collection.insertOne({ username: 'ana', email: 'ana@example.com' });
  const runs = { count: 0 };
  await expect(runSeed(app, { seeders: [probeSeeder(runs)], ...quiet })).rejects.toThrow(AlreadySeededError);
  expect(runs.count).toBe(0);
  expect(await SeedLockModel.countDocuments()).toBe(0);
  await runSeed(app, { seeders: [probeSeeder(runs)], reset: true, ...quiet });
  expect(runs.count).toBe(1);
  expect(await UserModel.countDocuments({ username: 'ana' })).toBe(0);
});

test('users left by a seed that died half-way do not count as existing data: that seed is redone', async () => {
  const runs = { count: 0 };
  await UserModel.collection.insertOne({ username: 'demo-half-way' });
  await SeedLockModel.create({ name: 'demo', owner: 'dead-host:1:x', startedAt: new Date(Date.now() - 60_000), heartbeatAt: new Date(Date.now() - 60_000) });
  expect(await seedIfEmpty(app, { seeders: [probeSeeder(runs)], staleAfterMs: 30_000, ...quiet })).toBe('seeded');
  expect(await UserModel.countDocuments({ username: 'demo-half-way' })).toBe(0);
  expect(runs.count).toBe(1);
});

test('two instances starting together seed only once', async () => {
  const runs = { count: 0 };
  const outcomes = await Promise.all([
    seedIfEmpty(app, { seeders: [probeSeeder(runs)], ...quiet }),
    seedIfEmpty(app, { seeders: [probeSeeder(runs)], ...quiet }),
    seedIfEmpty(app, { seeders: [probeSeeder(runs)], ...quiet }),
  ]);
  expect(outcomes.filter((o) => o === 'seeded')).toHaveLength(1);
  expect(outcomes.filter((o) => o === 'seeded-elsewhere')).toHaveLength(2);
  expect(runs.count).toBe(1);
  expect(await ProbeModel.countDocuments()).toBe(1);
});

test('a seed that failed half-way is cleared and redone on the next start', async () => {
  const runs = { count: 0 };
  const broken: Seeder = {
    name: 'broken',
    async run() {
      throw new Error('disco lleno');
    },
  };
  expect(await seedIfEmpty(app, { seeders: [probeSeeder(runs, 'first'), broken], ...quiet })).toBe('failed');
  expect(await SeedMarkerModel.countDocuments()).toBe(0);
  expect(await ProbeModel.countDocuments({ label: 'first' })).toBe(1);

  expect(await seedIfEmpty(app, { seeders: [probeSeeder(runs, 'first'), probeSeeder(runs, 'second')], ...quiet })).toBe('seeded');
  // The half-finished rows were dropped before seeding again: no duplicates.
  expect(await ProbeModel.countDocuments({ label: 'first' })).toBe(1);
  expect(await ProbeModel.countDocuments({ label: 'second' })).toBe(1);
  expect(await SeedMarkerModel.countDocuments()).toBe(1);
});

test('a seed whose process died (heartbeat stopped) is taken over; a live one is waited for', async () => {
  const runs = { count: 0 };
  await ProbeModel.create({ label: 'left-over' });
  await SeedLockModel.create({ name: 'demo', owner: 'dead-host:1:x', startedAt: new Date(Date.now() - 60_000), heartbeatAt: new Date(Date.now() - 60_000) });
  expect(await seedIfEmpty(app, { seeders: [probeSeeder(runs)], staleAfterMs: 30_000, ...quiet })).toBe('seeded');
  expect(await ProbeModel.countDocuments({ label: 'left-over' })).toBe(0);

  await SeedMarkerModel.deleteMany({});
  await SeedLockModel.create({ name: 'demo', owner: 'busy-host:1:y', startedAt: new Date(), heartbeatAt: new Date() });
  expect(await seedIfEmpty(app, { seeders: [probeSeeder(runs)], waitForOtherMs: 300, ...quiet })).toBe('seeded-elsewhere');
  expect(runs.count).toBe(1);
});

test('runSeed --reset drops the data but keeps the remotes registry, and seeds the same values again', async () => {
  const runs = { count: 0 };
  await RemoteModel.create({ name: 'demo', version: '1.0.0', entry: '/mf/demo/mf-manifest.json', platform: '^1.0.0', source: 'deployed' });
  await runSeed(app, { seeders: [probeSeeder(runs)], ...quiet });
  const first = await ProbeModel.findOne().lean();
  await expect(runSeed(app, { seeders: [probeSeeder(runs)], ...quiet })).rejects.toThrow('--reset');
  await runSeed(app, { seeders: [probeSeeder(runs)], reset: true, ...quiet });
  const again = await ProbeModel.find().lean();
  expect(again).toHaveLength(1);
  expect(again[0]?.value).toBe(first?.value);
  expect(await RemoteModel.countDocuments({ name: 'demo' })).toBe(1);
  expect(await SeedLockModel.countDocuments()).toBe(0);
});

test('the random generator is deterministic and forks are independent streams', () => {
  const a = new Random('x');
  const b = new Random('x');
  const seqA = Array.from({ length: 5 }, () => a.int(0, 1000));
  expect(Array.from({ length: 5 }, () => b.int(0, 1000))).toEqual(seqA);
  expect(Array.from({ length: 5 }, () => new Random('y').int(0, 1000))).not.toEqual(seqA);
  const forkBefore = new Random('x').fork('forum').next();
  const root = new Random('x');
  root.next();
  expect(root.fork('forum').next()).toBe(forkBefore);
  const r = new Random('prices');
  for (let i = 0; i < 200; i++) {
    const price = r.copPrice(20_000, 3_000_000);
    expect(Number.isInteger(price)).toBe(true);
    expect(price % 100).toBe(0);
    expect(price).toBeGreaterThan(19_000);
  }
  const sample = r.sample([1, 2, 3, 4, 5], 3);
  expect(new Set(sample).size).toBe(3);
});

test('demo pictures are rendered once, stored as assets and reused from the disk cache', async () => {
  const images = createSeedImages(app.config.dataDir);
  const key = await images.offer({ title: 'Televisor Samsung 55" 4K', shopName: 'Alkosto', category: 'Televisores', discountPercent: 35 });
  expect(key).toMatch(/^offer\/[0-9a-f]{24}$/);
  const file = path.join(app.config.dataDir, 'assets', `${key}.webp`);
  expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
  expect(images.stats()).toEqual({ rendered: 1, cached: 0 });

  await clearAppData();
  const again = createSeedImages(app.config.dataDir);
  expect(await again.offer({ title: 'Televisor Samsung 55" 4K', shopName: 'Alkosto', category: 'Televisores', discountPercent: 35 })).toBe(key);
  expect(again.stats()).toEqual({ rendered: 0, cached: 1 });
  expect(await AssetModel.countDocuments({ key })).toBe(1);

  const other = await again.offer({ title: 'Televisor Samsung 55" 4K', shopName: 'Éxito', category: 'Televisores', discountPercent: 35 });
  expect(other).not.toBe(key);
});

test('a reset waits for the index builds mongoose started on connecting before it drops anything', async () => {
  await ProbeModel.create({ label: 'antes', value: 1 });
  let finishBuild: () => void = () => undefined;
  const building = new Promise<void>((resolve) => (finishBuild = resolve));
  const init = jest.spyOn(OfferModel, 'init').mockReturnValue(building as unknown as ReturnType<typeof OfferModel.init>);
  try {
    let cleared = false;
    const reset = clearAppData().then(() => (cleared = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Still building: nothing dropped yet (a drop and rebuild during the build failed on FerretDB).
    expect(cleared).toBe(false);
    expect(await ProbeModel.countDocuments()).toBe(1);
    finishBuild();
    await reset;
    expect(await ProbeModel.countDocuments()).toBe(0);
  } finally {
    init.mockRestore();
  }
});
