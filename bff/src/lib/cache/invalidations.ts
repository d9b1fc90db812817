// What changed, as versioned tags. Every cache in this process (entities, rankings, whole answers)
// remembers the version of each tag it read; an entry is good while every one of those versions is
// still current. A write bumps its tags here and, with REDIS_URL, on every other BFF instance
// (redis-broadcast.ts), so caches stay exact by invalidation, never by a time limit alone.
//
// Tags, for an entity kind K (offer, shop, user, category):
//   K:<id>  one document changed;
//   K:*     documents whose ids are unknown changed (a bulk update): every K:<id> reader is stale;
//   K:any   any K changed: for readers of the whole collection (a ranking, the category tree).
// `dependsOnEntity` records K:<id> with K:*, so a bulk write reaches everyone who read one of them.

/** Past this many distinct tags the versions start over with a new epoch (every entry goes stale). */
const MAX_TAGS = 200_000;

export type TagVersions = ReadonlyArray<readonly [tag: string, version: number]>;

export interface Stamp {
  epoch: number;
  tags: TagVersions;
}

export type InvalidationListener = (tags: readonly string[], origin: 'local' | 'remote') => void;

export class Invalidations {
  private epoch = 0;
  private readonly versions = new Map<string, number>();
  private readonly listeners = new Set<InvalidationListener>();
  private readonly publishers = new Set<(tags: readonly string[]) => void>();

  version(tag: string): number {
    return this.versions.get(tag) ?? 0;
  }

  get currentEpoch(): number {
    return this.epoch;
  }

  /** Records a change made by this process: applied here at once, then sent to the other instances. */
  bump(tags: readonly string[]): void {
    if (tags.length === 0) return;
    this.apply(tags, 'local');
    for (const publish of this.publishers) publish(tags);
  }

  /** A change that only concerns this process (its own ranking was recomputed). */
  bumpLocal(tags: readonly string[]): void {
    this.apply(tags, 'local');
  }

  /** A change announced by another instance. */
  applyRemote(tags: readonly string[]): void {
    this.apply(tags, 'remote');
  }

  isCurrent(stamp: Stamp): boolean {
    if (stamp.epoch !== this.epoch) return false;
    for (const [tag, version] of stamp.tags) if ((this.versions.get(tag) ?? 0) !== version) return false;
    return true;
  }

  onChange(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends every local bump to `publish` (the Redis channel); returns how to stop. */
  addPublisher(publish: (tags: readonly string[]) => void): () => void {
    this.publishers.add(publish);
    return () => this.publishers.delete(publish);
  }

  private apply(tags: readonly string[], origin: 'local' | 'remote'): void {
    if (this.versions.size + tags.length > MAX_TAGS) {
      this.versions.clear();
      this.epoch += 1;
    }
    for (const tag of tags) this.versions.set(tag, (this.versions.get(tag) ?? 0) + 1);
    for (const listener of this.listeners) listener(tags, origin);
  }
}

/** The process' one instance: every cache and every model's write hook use it. */
export const invalidations = new Invalidations();

export type EntityKind = 'offer' | 'shop' | 'user' | 'category';

/**
 * Any write the API accepted that may change what a guest sees (plugins/http-cache.ts), or data
 * written behind its back (the demo data). The guest pages are rendered again after it, and an
 * answer built from data no kind's tags cover (the footer's links and texts) records it.
 */
export const ANY_WRITE_TAG = 'write:any';

export const entityTag = (kind: EntityKind, id: string): string => `${kind}:${id}`;
export const bulkTag = (kind: EntityKind): string => `${kind}:*`;
export const anyTag = (kind: EntityKind): string => `${kind}:any`;

/** The tags one changed document bumps. */
export function changedEntityTags(kind: EntityKind, id: string): string[] {
  return [entityTag(kind, id), anyTag(kind)];
}

/** The tags a write to documents of unknown ids bumps. */
export function changedBulkTags(kind: EntityKind): string[] {
  return [bulkTag(kind), anyTag(kind)];
}
