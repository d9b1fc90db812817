import type { Config } from '../config';
import type { SeedImages } from './images';
import type { Random } from './random';

/** What every seeder gets. Seeders read what earlier ones wrote from the database. */
export interface SeedContext {
  config: Config;
  /** This seeder's own deterministic stream (the same demo on every run). */
  random: Random;
  /** Locally drawn pictures, stored as assets; each call returns an asset key. */
  images: SeedImages;
  /** One clock for the whole seed, so dates are consistent between seeders. */
  now: Date;
  log: (message: string) => void;
}

/** Counts shown in the log ("forum: 5 categorías, 40 temas…"). */
export type SeedSummary = Record<string, number>;

export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<SeedSummary | void>;
}
