// Documents of one kind by id, in memory, bounded, exact: an entry is served while the versions of
// its tags (K:<id>, K:*) are those it was read under; a load begun before a write is never served
// after it. Misses are read one id at a time (`findById` is served fast by every engine; `$in` is
// not on the embedded one: see the BFF README) and concurrent misses for one id share one read.
// Documents that do not exist are not remembered: a new one must not be hidden by an old miss.
import { dependsOnEntity } from './dependencies';
import { bulkTag, entityTag, invalidations, type EntityKind } from './invalidations';

interface Versions {
  epoch: number;
  one: number;
  bulk: number;
}

interface Entry<T> {
  value: T;
  versions: Versions;
}

export interface EntityCacheOptions<T> {
  kind: EntityKind;
  /** Reads one document (null when there is none). */
  load: (id: string) => Promise<T | null>;
  maxEntries: number;
}

export class EntityCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, { versions: Versions; promise: Promise<T | null> }>();
  hits = 0;
  misses = 0;

  constructor(private readonly options: EntityCacheOptions<T>) {}

  private versions(id: string): Versions {
    return {
      epoch: invalidations.currentEpoch,
      one: invalidations.version(entityTag(this.options.kind, id)),
      bulk: invalidations.version(bulkTag(this.options.kind)),
    };
  }

  private static same(a: Versions, b: Versions): boolean {
    return a.epoch === b.epoch && a.one === b.one && a.bulk === b.bulk;
  }

  async get(id: string): Promise<T | null> {
    const versions = this.versions(id);
    // Recorded with the versions it is read under, before any await.
    dependsOnEntity(this.options.kind, id, versions);
    const entry = this.entries.get(id);
    if (entry && EntityCache.same(entry.versions, versions)) {
      this.hits += 1;
      // Most recently used last: the first key is the one to drop when full.
      this.entries.delete(id);
      this.entries.set(id, entry);
      return entry.value;
    }
    this.misses += 1;
    const inFlight = this.pending.get(id);
    if (inFlight && EntityCache.same(inFlight.versions, versions)) return inFlight.promise;
    const promise = this.options.load(id).then((value) => {
      if (value !== null) this.store(id, { value, versions });
      return value;
    });
    const pending = { versions, promise };
    this.pending.set(id, pending);
    promise
      .finally(() => {
        if (this.pending.get(id) === pending) this.pending.delete(id);
      })
      .catch(() => undefined);
    return promise;
  }

  /** Each id's document (absent ids are left out), read in parallel. */
  async getMany(ids: Iterable<string>): Promise<Map<string, T>> {
    const unique = [...new Set(ids)];
    const values = await Promise.all(unique.map((id) => this.get(id)));
    const found = new Map<string, T>();
    unique.forEach((id, index) => {
      const value = values[index];
      if (value !== null && value !== undefined) found.set(id, value);
    });
    return found;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(id: string, entry: Entry<T>): void {
    // A newer read may have landed first; keep whichever was read under the newer versions.
    const existing = this.entries.get(id);
    if (existing && (existing.versions.one > entry.versions.one || existing.versions.bulk > entry.versions.bulk)) return;
    this.entries.delete(id);
    this.entries.set(id, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
