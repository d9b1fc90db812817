// Whole answers of public GET routes, as the bytes that were sent, by address: a crowd opening the
// same feed or offer costs one computation. An answer is served while every tag it read is at the
// version it read (dependencies.ts) and its own end (an end date, 'Nuevo' going away) has not come;
// there is no other time limit. Bounded by entries and by bytes, least recently used first out.
import { createHash } from 'node:crypto';
import { invalidations, type Stamp } from './invalidations';

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  contentType: string;
  stamp: Stamp;
  expiresAt: number;
}

export interface AnswerCacheOptions {
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

/** A strong validator: the same bytes give the same tag, on every instance. */
export function strongEtag(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string): CachedAnswer | null {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now() || !invalidations.isCurrent(entry.stamp)) {
      if (entry) this.remove(key, entry);
      this.misses += 1;
      return null;
    }
    this.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedAnswer): void {
    // Already stale (a write landed while it was computed): not worth keeping.
    if (entry.expiresAt <= this.now() || !invalidations.isCurrent(entry.stamp)) return;
    if (entry.body.length > this.options.maxBytes / 8) return;
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.remove(oldest[0], oldest[1]);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: CachedAnswer): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
