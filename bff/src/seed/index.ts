// The demo data loader. On start-up (`seedIfEmpty`, SEED=auto) it runs once per database: a seed
// marker written as the last step says "done"; a unique-index lock makes sure two instances starting
// together do not both seed; a lock whose heartbeat stopped means a seed died half-way, and the
// next start clears what it left and seeds again. A database that already has users or offers and
// no marker is someone's own data and is never seeded. `runSeed` is the CLI's entry (`npm run seed`).
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../errors';
import { OfferModel } from '../modules/offers/model';
import { UserModel } from '../modules/users/model';
import type { SeedContext, SeedSummary, Seeder } from './context';
import { createSeedImages } from './images';
import { SeedLockModel, SeedMarkerModel } from './model';
import { Random } from './random';
import { SEEDERS } from './seeders';

export type { SeedContext, SeedSummary, Seeder } from './context';

/** The seed's name in the lock and marker collections. */
const DEMO = 'demo';
/** Root of every seeder's random stream: change it and the whole demo changes. */
export const DEMO_RANDOM_SEED = 'gangazo-demo-v1';
/** Collections a reset keeps: the deployed-remotes registry and its deploy history are operations state, not demo data. */
const KEPT_ON_RESET = ['remotes', 'remotedeploys'];

export interface SeedOptions {
  /** The ordered seeders to run (default: every module's, see seeders.ts). */
  seeders?: Seeder[];
  log?: (message: string) => void;
  /** How often a running seed proves it is alive. */
  heartbeatMs?: number;
  /** A lock whose heartbeat is older than this belongs to a dead seed. */
  staleAfterMs?: number;
  /** How long a start waits for another instance's seed before serving anyway. */
  waitForOtherMs?: number;
  /** The clock every demo date is drawn against (tests inject one; default: the real time). */
  now?: Date;
}

export interface SeedResult {
  durationMs: number;
  summaries: Record<string, SeedSummary>;
  images: { rendered: number; cached: number };
}

export type SeedIfEmptyOutcome = 'disabled' | 'already-seeded' | 'has-data' | 'seeded' | 'seeded-elsewhere' | 'failed';

const DEFAULTS = { heartbeatMs: 5_000, staleAfterMs: 30_000, waitForOtherMs: 120_000 };

type LockState = 'acquired' | 'took-over' | 'busy';

async function acquireLock(owner: string, staleAfterMs: number): Promise<LockState> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = new Date();
    try {
      await SeedLockModel.create({ name: DEMO, owner, startedAt: now, heartbeatAt: now });
      return attempt === 0 ? 'acquired' : 'took-over';
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const current = await SeedLockModel.findOne({ name: DEMO }, { owner: 1, heartbeatAt: 1 }).lean();
    if (current && Date.now() - current.heartbeatAt.getTime() < staleAfterMs) return 'busy';
    // Only the dead owner's row is removed; whoever re-inserts first after that wins.
    if (current) await SeedLockModel.deleteOne({ name: DEMO, owner: current.owner });
  }
  return 'busy';
}

async function releaseLock(owner: string): Promise<void> {
  await SeedLockModel.deleteOne({ name: DEMO, owner });
}

/**
 * Whether the database holds rows no demo seed wrote. Only meaningful while holding a freshly
 * acquired lock: a live lock means another instance is writing the demo, a stale one a demo left
 * half-way; with neither, users or offers came from somewhere else.
 */
async function hasForeignData(): Promise<boolean> {
  const [users, offers] = await Promise.all([UserModel.exists({}), OfferModel.exists({})]);
  return users !== null || offers !== null;
}

const FOREIGN_DATA_MESSAGE =
  'La base de datos ya tiene usuarios u ofertas que no vienen de la demostración, así que no se cargan los datos de demostración (`npm run seed -- --reset` los carga borrando todo).';

/** Drops every collection of the app's database except `keep` (and the lock), then rebuilds indexes. */
export async function clearAppData(keep: readonly string[] = KEPT_ON_RESET): Promise<string[]> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('Sin conexión a la base de datos');
  const kept = new Set([...keep, SeedLockModel.collection.collectionName]);
  // Mongoose builds every model's indexes in the background once connected (autoIndex). Dropping
  // and rebuilding while that runs made FerretDB's SQLite backend fail with "index … already
  // exists" (two builds of one index at once): a seed right after start (the bench) could fail.
  await Promise.all(Object.values(mongoose.models).map((model) => model.init().catch(() => undefined)));
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  const dropped: string[] = [];
  for (const { name } of collections) {
    if (kept.has(name) || name.startsWith('system.')) continue;
    await db.dropCollection(name);
    dropped.push(name);
  }
  // Unique indexes carry correctness (one vote, one claimed code…): they must exist again before
  // anything is written.
  for (const model of Object.values(mongoose.models)) await model.createIndexes();
  return dropped;
}

async function runSeeders(app: FastifyInstance, owner: string, options: SeedOptions): Promise<SeedResult> {
  const seeders = options.seeders ?? SEEDERS;
  const log = options.log ?? ((message: string) => app.log.info(message));
  const started = performance.now();
  const heartbeat = setInterval(() => {
    SeedLockModel.updateOne({ name: DEMO, owner }, { $set: { heartbeatAt: new Date() } }).catch(() => undefined);
  }, options.heartbeatMs ?? DEFAULTS.heartbeatMs);
  heartbeat.unref();
  try {
    const images = createSeedImages(app.config.dataDir);
    const root = new Random(DEMO_RANDOM_SEED);
    const now = options.now ?? new Date();
    const summaries: Record<string, SeedSummary> = {};
    for (const seeder of seeders) {
      const seederStarted = performance.now();
      const context: SeedContext = {
        config: app.config,
        random: root.fork(seeder.name),
        images,
        now,
        log: (message) => log(`${seeder.name}: ${message}`),
      };
      const summary = (await seeder.run(context)) ?? {};
      summaries[seeder.name] = summary;
      const counts = Object.entries(summary)
        .map(([what, count]) => `${count} ${what}`)
        .join(', ');
      log(`Datos de demostración · ${seeder.name}: ${counts || 'listo'} (${formatSeconds(performance.now() - seederStarted)})`);
    }
    const durationMs = Math.round(performance.now() - started);
    await SeedMarkerModel.replaceOne(
      { name: DEMO },
      { name: DEMO, finishedAt: new Date(), durationMs, seeders: seeders.map((s) => s.name) },
      { upsert: true },
    );
    // Written behind the API's back: pages rendered before (the start-up's warm-up) would show none of it.
    if (app.hasDecorator('clearGuestPages')) app.clearGuestPages();
    const result: SeedResult = { durationMs, summaries, images: images.stats() };
    log(
      `Datos de demostración cargados en ${formatSeconds(durationMs)} (imágenes: ${result.images.rendered} dibujadas, ${result.images.cached} desde la caché)`,
    );
    return result;
  } finally {
    clearInterval(heartbeat);
  }
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function waitForMarker(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await SeedMarkerModel.exists({ name: DEMO })) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function newOwner(): string {
  return `${hostname()}:${process.pid}:${randomUUID()}`;
}

/**
 * Start-up task: loads the demo data into a database that has never been seeded (SEED=auto).
 * Never throws: a failed seed is logged, its lock is left stale so the next start redoes it, and
 * the site still starts.
 */
export async function seedIfEmpty(app: FastifyInstance, options: SeedOptions = {}): Promise<SeedIfEmptyOutcome> {
  if (app.config.seed !== 'auto') return 'disabled';
  if (await SeedMarkerModel.exists({ name: DEMO })) return 'already-seeded';
  const owner = newOwner();
  const state = await acquireLock(owner, options.staleAfterMs ?? DEFAULTS.staleAfterMs);
  if (state === 'busy') {
    app.log.info('Otra instancia está cargando los datos de demostración; se espera a que termine.');
    const done = await waitForMarker(options.waitForOtherMs ?? DEFAULTS.waitForOtherMs);
    if (!done) app.log.warn('Los datos de demostración aún no están completos; el sitio arranca igualmente.');
    return 'seeded-elsewhere';
  }
  const say = options.log ?? ((m: string) => app.log.info(m));
  try {
    if (state === 'took-over') {
      app.log.warn('Una carga de datos de demostración quedó a medias: se borra y se vuelve a empezar.');
      await clearAppData();
    } else if (await hasForeignData()) {
      await releaseLock(owner);
      say(FOREIGN_DATA_MESSAGE);
      return 'has-data';
    }
    say('Cargando los datos de demostración (solo la primera vez)…');
    await runSeeders(app, owner, options);
    await releaseLock(owner);
    return 'seeded';
  } catch (error) {
    // Leave the lock behind but stale: the next start sees a half-finished seed and redoes it.
    await SeedLockModel.updateOne({ name: DEMO, owner }, { $set: { heartbeatAt: new Date(0) } }).catch(() => undefined);
    app.log.error({ err: error }, 'No se pudieron cargar los datos de demostración; se reintentará en el próximo arranque.');
    return 'failed';
  }
}

export class SeedBusyError extends Error {}
export class AlreadySeededError extends Error {}

/**
 * Loads the demo data now (the CLI). With `reset`, every collection but the remotes registry is
 * dropped first. Without it, a database that is already seeded, or has users or offers of its own,
 * is left alone (AlreadySeededError, which the CLI prints).
 */
export async function runSeed(app: FastifyInstance, options: SeedOptions & { reset?: boolean } = {}): Promise<SeedResult> {
  const owner = newOwner();
  const state = await acquireLock(owner, options.staleAfterMs ?? DEFAULTS.staleAfterMs);
  if (state === 'busy') throw new SeedBusyError('Otra instancia está cargando los datos de demostración ahora mismo. Inténtalo en un momento.');
  try {
    if (options.reset || state === 'took-over') await clearAppData();
    else if (await SeedMarkerModel.exists({ name: DEMO })) {
      throw new AlreadySeededError('La base de datos ya tiene los datos de demostración. Usa `npm run seed -- --reset` para cargarlos de nuevo.');
    } else if (await hasForeignData()) {
      throw new AlreadySeededError(
        'La base de datos ya tiene usuarios u ofertas que no vienen de la demostración; `npm run seed -- --reset` los borra todos antes de cargarla.',
      );
    }
    return await runSeeders(app, owner, options);
  } catch (error) {
    if (error instanceof AlreadySeededError) await releaseLock(owner);
    else await SeedLockModel.updateOne({ name: DEMO, owner }, { $set: { heartbeatAt: new Date(0) } }).catch(() => undefined);
    throw error;
  } finally {
    await SeedLockModel.deleteOne({ name: DEMO, owner, heartbeatAt: { $gt: new Date(0) } }).catch(() => undefined);
  }
}

/** The start-up task (src/startup.ts): first in the list, so a fresh database is seeded before anything else writes. */
export async function seedOnFirstStart(app: FastifyInstance): Promise<void> {
  await seedIfEmpty(app);
}
