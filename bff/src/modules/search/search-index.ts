// The in-process search index. FerretDB v1 pushes no filter but `{ _id }` down to SQLite, so any
// query on 20 000 offers reads and decodes every document (seconds); the index keeps the few fields
// search needs in memory instead, and sync.ts keeps it in step with the database.
import { normalizeText } from '../../lib/text';
import type { SearchGroup } from '@gangazo/contracts';

/** Every word of an entry is reachable from the bucket of its first three characters. */
const BUCKET = 3;

export interface EntryBase {
  id: string;
  /** Normalized display name (exact and prefix matches rank first). */
  name: string;
  /** Normalized words a query word may start. */
  words: string[];
  /** Catalog popularity (opens and searches counted by the catalog). */
  popularity: number;
  /** Published or created, in ms: newer ranks first among equals. */
  recency: number;
}

export interface CouponEntry extends EntryBase {
  title: string;
  shopId: string | null;
  /** Past this time (ms) it is expired; null = no end date. */
  endsAt: number | null;
  expiredByStaff: boolean;
}
export interface OfferEntry extends CouponEntry {
  imageKey: string | null;
  imageUrl: string | null;
}
export interface ShopEntry extends EntryBase {
  displayName: string;
  slug: string;
  imageKey: string | null;
  imageUrl: string | null;
}
export interface CategoryEntry extends EntryBase {
  displayName: string;
  slug: string;
  iconUrl: string | null;
  imageKey: string | null;
  imageUrl: string | null;
}
export interface UserEntry extends EntryBase {
  username: string;
  avatar: string | null;
}

export interface EntryByGroup {
  coupons: CouponEntry;
  offers: OfferEntry;
  shops: ShopEntry;
  categories: CategoryEntry;
  users: UserEntry;
}

/** The words of a text, normalized: 'Teléfono Niño-Feliz' → ['telefono', 'nino', 'feliz']. */
export function wordsOf(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) for (const word of normalizeText(text).split(' ')) if (word) words.add(word);
  return [...words];
}

/**
 * What a typed term means to the index: its normalized form and its words (at most 8). Punctuation
 * (regex metacharacters included) separates words as it does in names; a term with fewer than 3
 * letters or digits left ('(a+)+$', '.*.*') matches nothing rather than almost everything.
 */
export interface ParsedQuery {
  normalized: string;
  words: string[];
}

export function parseQuery(term: string): ParsedQuery {
  const normalized = normalizeText(term);
  return { normalized, words: normalized.replace(/ /g, '').length >= 3 ? [...new Set(normalized.split(' '))].slice(0, 8) : [] };
}

function isExpired(entry: EntryBase, now: number): boolean {
  const offer = entry as Partial<CouponEntry>;
  if (offer.expiredByStaff) return true;
  return typeof offer.endsAt === 'number' && offer.endsAt <= now;
}

/** One group's entries, with a bucket map from 3-character prefixes to the entries holding them. */
export class GroupIndex<E extends EntryBase> {
  private readonly entries = new Map<string, E>();
  private readonly buckets = new Map<string, Set<E>>();
  /** Clicks and exact-name searches recorded by search itself, per entry id. */
  private readonly searchScores = new Map<string, number>();

  get size(): number {
    return this.entries.size;
  }

  get(id: string): E | undefined {
    return this.entries.get(id);
  }

  values(): IterableIterator<E> {
    return this.entries.values();
  }

  upsert(entry: E): void {
    this.remove(entry.id);
    this.entries.set(entry.id, entry);
    for (const word of entry.words) {
      const key = word.slice(0, BUCKET);
      let bucket = this.buckets.get(key);
      if (!bucket) this.buckets.set(key, (bucket = new Set()));
      bucket.add(entry);
    }
  }

  remove(id: string): void {
    const old = this.entries.get(id);
    if (!old) return;
    this.entries.delete(id);
    for (const word of old.words) {
      const key = word.slice(0, BUCKET);
      const bucket = this.buckets.get(key);
      bucket?.delete(old);
      if (bucket?.size === 0) this.buckets.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.buckets.clear();
  }

  addSearchScore(id: string, amount: number): void {
    this.searchScores.set(id, (this.searchScores.get(id) ?? 0) + amount);
  }

  setSearchScores(scores: Map<string, number>): void {
    this.searchScores.clear();
    for (const [id, score] of scores) this.searchScores.set(id, score);
  }

  /** Catalog popularity plus what search recorded: the 'más buscados' order. */
  score(entry: E): number {
    return entry.popularity + (this.searchScores.get(entry.id) ?? 0);
  }

  /**
   * The best `limit` entries every query word is the start of a word of. Order: not expired first,
   * then exact name, then name starting with the query, then popularity, then recency.
   */
  search(query: ParsedQuery, limit: number, now: number): E[] {
    if (query.words.length === 0) return [];
    const candidates = this.candidates(query.words);
    const matches: { entry: E; expired: boolean; tier: number; score: number }[] = [];
    for (const entry of candidates) {
      if (!query.words.every((word) => entry.words.some((own) => own.startsWith(word)))) continue;
      const tier = entry.name === query.normalized ? 0 : entry.name.startsWith(query.normalized) ? 1 : 2;
      matches.push({ entry, expired: isExpired(entry, now), tier, score: this.score(entry) });
    }
    matches.sort(
      (a, b) =>
        Number(a.expired) - Number(b.expired) ||
        a.tier - b.tier ||
        b.score - a.score ||
        b.entry.recency - a.entry.recency ||
        (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0),
    );
    return matches.slice(0, limit).map((match) => match.entry);
  }

  /** Entries from the bucket of the longest query word; every entry when no word has 3 characters. */
  private candidates(words: string[]): Iterable<E> {
    const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
    if (longest.length < BUCKET) return this.entries.values();
    return this.buckets.get(longest.slice(0, BUCKET)) ?? [];
  }
}

export class SearchIndex {
  readonly coupons = new GroupIndex<CouponEntry>();
  readonly offers = new GroupIndex<OfferEntry>();
  readonly shops = new GroupIndex<ShopEntry>();
  readonly categories = new GroupIndex<CategoryEntry>();
  readonly users = new GroupIndex<UserEntry>();

  group<G extends SearchGroup>(group: G): GroupIndex<EntryByGroup[G]> {
    return this[group] as unknown as GroupIndex<EntryByGroup[G]>;
  }
}
