// While an answer is computed for the answer cache, the data it reads is recorded here: the tags
// (with the versions that data had) and the time it stops being true by itself (an end date, the
// moment 'Nuevo' goes away). Readers call `dependsOn`/`validUntil` wherever they read; outside a
// recording they cost one AsyncLocalStorage lookup.
import { AsyncLocalStorage } from 'node:async_hooks';
import { anyTag, bulkTag, entityTag, invalidations, type EntityKind, type Stamp } from './invalidations';

interface Recording {
  epoch: number;
  tags: Map<string, number>;
  expiresAt: number;
}

const storage = new AsyncLocalStorage<Recording>();

export interface Recorded<T> {
  value: T;
  stamp: Stamp;
  /** Epoch milliseconds after which the value is stale even with no write (Infinity: never). */
  expiresAt: number;
}

export async function recordDependencies<T>(compute: () => Promise<T>): Promise<Recorded<T>> {
  const recording: Recording = { epoch: invalidations.currentEpoch, tags: new Map(), expiresAt: Infinity };
  const value = await storage.run(recording, compute);
  return { value, stamp: { epoch: recording.epoch, tags: [...recording.tags] }, expiresAt: recording.expiresAt };
}

/**
 * The answer being computed read data under `tag` as of `version` (by default the current one:
 * right for data read just now). The oldest version seen wins, so data read before a write is
 * never stored as if read after it.
 */
export function dependsOn(tag: string, version = invalidations.version(tag)): void {
  const recording = storage.getStore();
  if (!recording) return;
  const seen = recording.tags.get(tag);
  if (seen === undefined || version < seen) recording.tags.set(tag, version);
}

/** Read one document of `kind` (versions as of its read). */
export function dependsOnEntity(kind: EntityKind, id: string, versions?: { one: number; bulk: number }): void {
  dependsOn(entityTag(kind, id), versions?.one);
  dependsOn(bulkTag(kind), versions?.bulk);
}

/** Read the whole collection of `kind`. */
export function dependsOnCollection(kind: EntityKind, version?: number): void {
  dependsOn(anyTag(kind), version);
}

/** The answer being computed stops being true at `time` (epoch ms) even with no write. */
export function validUntil(time: number): void {
  const recording = storage.getStore();
  if (recording && time < recording.expiresAt) recording.expiresAt = time;
}
