// The in-process search index. FerretDB v1 pushes no filter but `{ _id }` down to SQLite, so any
// query on 20 000 offers reads and decodes every document (seconds); the index keeps the few fields
// search needs in memory instead, and sync.ts keeps it in step with the database.
import { normalizeText } from '../../lib/text';
import { SEARCH_LIMITS, type SearchGroup } from '@gangazo/contracts';

/**
 * Every word of an entry is reachable from the bucket of its first three characters, and from the
 * short bucket of its first two: query words like 'tv', 'lg', '4k' or '55' would otherwise scan the
 * whole group.
 */
const BUCKET = 3;
const SHORT_BUCKET = 2;

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
  categoryId: string | null;
  /** COP; null when it has none. */
  price: number | null;
  /**
   * Sum of votes. Changes with every vote, so it is updated in place (`setTemperature`) without
   * counting as a content change: the dropdown, which does not show it, keeps its memoized answers.
   */
  temperature: number;
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
/** A forum topic (results page only; `recency` is its last activity). */
export interface TopicEntry extends EntryBase {
  title: string;
  slug: string;
  commentsCount: number;
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
 * What a typed term means to the index: its normalized form and its distinct words, every one of
 * which a result must match. Punctuation (regex metacharacters included) separates words as it does
 * in names. The route refuses terms with fewer than 3 letters or digits (checkTerm); should one get
 * here anyway, it has no words and matches nothing rather than almost everything.
 */
export interface ParsedQuery {
  normalized: string;
  words: string[];
}

/** Fewest letters and digits a term needs (SPEC §5's 3 characters, punctuation not counted). */
export const MIN_SEARCHABLE: number = SEARCH_LIMITS.minLength;

/** Letters and digits left once punctuation and spaces are set aside: '4K!' → 2, 'LG 55"' → 4. */
export function searchableLength(term: string): number {
  return normalizeText(term).replace(/ /g, '').length;
}

export function parseQuery(term: string): ParsedQuery {
  const normalized = normalizeText(term);
  return { normalized, words: searchableLength(normalized) >= MIN_SEARCHABLE ? [...new Set(normalized.split(' '))] : [] };
}

/** 0: the name is the term; 1: the name starts with it; 2: it only matches word starts inside. */
export function matchTier(name: string, normalized: string): 0 | 1 | 2 {
  return name === normalized ? 0 : name.startsWith(normalized) ? 1 : 2;
}

export function isExpired(entry: EntryBase, now: number): boolean {
  const offer = entry as Partial<CouponEntry>;
  if (offer.expiredByStaff) return true;
  return typeof offer.endsAt === 'number' && offer.endsAt <= now;
}

/** One group's entries, with bucket maps from 3- and 2-character word prefixes to the entries holding them. */
/** How many times the index's entries and its search scores have changed (answers are memoized on them). */
export interface IndexVersions {
  content: number;
  scores: number;
}

export class GroupIndex<E extends EntryBase> {
  constructor(private readonly versions: IndexVersions = { content: 0, scores: 0 }) {}

  private readonly entries = new Map<string, E>();
  private readonly buckets = new Map<string, Set<E>>();
  private readonly shortBuckets = new Map<string, Set<E>>();
  /** Weighted clicks and credited searches recorded by search itself, per entry id (sync.ts). */
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
    this.versions.content += 1;
    this.remove(entry.id);
    this.entries.set(entry.id, entry);
    for (const word of entry.words) {
      addTo(this.buckets, word.slice(0, BUCKET), entry);
      if (word.length >= SHORT_BUCKET) addTo(this.shortBuckets, word.slice(0, SHORT_BUCKET), entry);
    }
  }

  remove(id: string): void {
    const old = this.entries.get(id);
    if (!old) return;
    this.versions.content += 1;
    this.entries.delete(id);
    for (const word of old.words) {
      deleteFrom(this.buckets, word.slice(0, BUCKET), old);
      if (word.length >= SHORT_BUCKET) deleteFrom(this.shortBuckets, word.slice(0, SHORT_BUCKET), old);
    }
  }

  clear(): void {
    this.versions.content += 1;
    this.entries.clear();
    this.buckets.clear();
    this.shortBuckets.clear();
  }

  addSearchScore(id: string, amount: number): void {
    this.versions.scores += 1;
    this.searchScores.set(id, (this.searchScores.get(id) ?? 0) + amount);
  }

  setSearchScores(scores: Map<string, number>): void {
    this.versions.scores += 1;
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
   * `horizon.next` is lowered to the soonest end date still ahead among the matches (the order and
   * the `expired` flags hold until then).
   */
  search(query: ParsedQuery, limit: number, now: number, horizon?: { next: number }): E[] {
    const matches = this.matches(query, now, horizon);
    matches.sort(byRelevance);
    return matches.slice(0, limit).map((match) => match.entry);
  }

  /** Every entry matching the query, unordered, with what relevance ranks by (`byRelevance`). */
  matches(query: ParsedQuery, now: number, horizon?: { next: number }): Match<E>[] {
    if (query.words.length === 0) return [];
    const candidates = this.candidates(query.words);
    const matches: Match<E>[] = [];
    for (const entry of candidates) {
      if (!query.words.every((word) => entry.words.some((own) => own.startsWith(word)))) continue;
      const tier = matchTier(entry.name, query.normalized);
      const endsAt = (entry as Partial<CouponEntry>).endsAt;
      if (horizon && typeof endsAt === 'number' && endsAt > now && endsAt < horizon.next) horizon.next = endsAt;
      matches.push({ entry, expired: isExpired(entry, now), tier, score: this.score(entry) });
    }
    return matches;
  }

  /** Counts how many entries match, without ranking them (the results page's tab counts). */
  countMatches(query: ParsedQuery): number {
    if (query.words.length === 0) return 0;
    let count = 0;
    for (const entry of this.candidates(query.words)) if (query.words.every((word) => entry.words.some((own) => own.startsWith(word)))) count += 1;
    return count;
  }

  /**
   * A vote changed an entry's temperature: set in place, with no content version bump (only the
   * results page orders by it, and it reads it on every request).
   */
  setTemperature(id: string, temperature: number): void {
    const entry = this.entries.get(id) as Partial<CouponEntry> | undefined;
    if (entry && typeof entry.temperature === 'number') entry.temperature = temperature;
  }

  /**
   * The smallest set that holds every match: for each query word, the bucket of its first three
   * characters (two for a two-character word); every entry when all words have one character.
   */
  private candidates(words: string[]): Iterable<E> {
    let best: Set<E> | null = null;
    for (const word of words) {
      if (word.length < SHORT_BUCKET) continue;
      const bucket = word.length >= BUCKET ? this.buckets.get(word.slice(0, BUCKET)) : this.shortBuckets.get(word);
      if (!bucket) return [];
      if (!best || bucket.size < best.size) best = bucket;
    }
    return best ?? this.entries.values();
  }
}

export interface Match<E> {
  entry: E;
  expired: boolean;
  /** matchTier: 0 exact name, 1 name starts with the term, 2 word starts inside. */
  tier: number;
  /** GroupIndex.score: popularity plus what search recorded. */
  score: number;
}

/** The dropdown's order: not expired first, then exact name, then prefix, then score, then recency. */
export function byRelevance<E extends EntryBase>(a: Match<E>, b: Match<E>): number {
  return (
    Number(a.expired) - Number(b.expired) ||
    a.tier - b.tier ||
    b.score - a.score ||
    b.entry.recency - a.entry.recency ||
    (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0)
  );
}

function addTo<E>(buckets: Map<string, Set<E>>, key: string, entry: E): void {
  let bucket = buckets.get(key);
  if (!bucket) buckets.set(key, (bucket = new Set()));
  bucket.add(entry);
}

function deleteFrom<E>(buckets: Map<string, Set<E>>, key: string, entry: E): void {
  const bucket = buckets.get(key);
  bucket?.delete(entry);
  if (bucket?.size === 0) buckets.delete(key);
}

export class SearchIndex {
  readonly versions: IndexVersions = { content: 0, scores: 0 };
  readonly coupons = new GroupIndex<CouponEntry>(this.versions);
  readonly offers = new GroupIndex<OfferEntry>(this.versions);
  readonly shops = new GroupIndex<ShopEntry>(this.versions);
  readonly categories = new GroupIndex<CategoryEntry>(this.versions);
  readonly users = new GroupIndex<UserEntry>(this.versions);
  /**
   * Forum topics are only on the results page: their own versions, so a new comment or topic does
   * not discard the dropdown's memoized answers.
   */
  readonly topics = new GroupIndex<TopicEntry>({ content: 0, scores: 0 });

  group<G extends SearchGroup>(group: G): GroupIndex<EntryByGroup[G]> {
    return this[group] as unknown as GroupIndex<EntryByGroup[G]>;
  }
}
