// Search: the five groups for a term, and the counting that ranks them (clicks on results and
// completed searches that identify one result, each once per visitor and day; weights in sync.ts).
import {
  SEARCH_LIMITS,
  SEARCH_MAX_LENGTH_MESSAGE,
  SEARCH_MIN_LENGTH_MESSAGE,
  categoryPath,
  offerPath,
  shopPath,
  type SearchClickBody,
  type SearchGroup,
  type SearchResponse,
} from '@gangazo/contracts';
import { createHmac } from 'node:crypto';
import { NotFoundError, ValidationError, isDuplicateKeyError } from '../../errors';
import { normalizeText } from '../../lib/text';
import { avatarUrl } from '../users/avatars';
import { SearchClickModel } from './model';
import { TermLog } from './term-log';
import { MIN_SEARCHABLE, matchTier, parseQuery, searchableLength, type EntryBase, type ParsedQuery, type SearchIndex } from './search-index';
import { CLICK_WEIGHT, SEARCH_WEIGHT, type SearchStore } from './sync';

/** How long a search waits for writes already seen to reach the index before answering without them. */
const CATCH_UP_MS = 30;
const GROUPS: SearchGroup[] = ['coupons', 'shops', 'categories', 'offers', 'users'];

/** Who is counting: the account when signed in, otherwise a keyed hash of the IP (never the IP itself). */
export function visitorKey(secret: string, userId: string | null, ip: string): string {
  if (userId) return `user:${userId}`;
  return `ip:${createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 24)}`;
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The trimmed term, or a 400: under 3 characters (SPEC §5), under 3 letters or digits once
 * punctuation is set aside ('20%', 'LG.', '4K!' would silently match nothing; same answer), or over
 * 100 characters. There is no word limit: every word of the term is required.
 */
export function checkTerm(raw: string): string {
  const term = raw.trim();
  const length = Array.from(term).length;
  if (length < SEARCH_LIMITS.minLength || searchableLength(term) < MIN_SEARCHABLE) throw ValidationError(SEARCH_MIN_LENGTH_MESSAGE);
  if (length > SEARCH_LIMITS.maxLength) throw ValidationError(SEARCH_MAX_LENGTH_MESSAGE);
  return term;
}

/**
 * The result of one group a search counts for, if any: its top result, when the term is that
 * result's whole name, or whole words at the start of it that no other result of the group starts
 * with ('samsung galaxy' for 'Samsung Galaxy A55' alone; not 'sam', a word still being typed; not
 * 'beta' when 'Beta Uno' and 'Beta Dos' both start with it). The dropdown searches as people type,
 * so half-typed words and ambiguous prefixes must not count, and neither must every result shown.
 */
export function creditedEntry<E extends EntryBase>(results: readonly E[], normalized: string): E | null {
  const [top, next] = results;
  if (!top || !normalized) return null;
  if (top.name === normalized) return top;
  const completed = top.name.startsWith(`${normalized} `);
  const ambiguous = next !== undefined && matchTier(next.name, normalized) < 2;
  return completed && !ambiguous ? top : null;
}

const imagePath = (key: string | null, url: string | null): string | null => (key ? `/api/v1/images/${key}` : url);

export interface SearchOutcome {
  response: SearchResponse;
  query: ParsedQuery;
  /** `group:id` of the results this search counts for (creditedEntry): at most one per group. */
  credited: string[];
}

/**
 * Answers already computed, by normalized query: one is reused while the index holds the same
 * entries with the same search scores and no end date among its matches has passed.
 */
const MEMO_SIZE = 2_000;
/**
 * Search scores (credited searches, clicks) only reorder results. A crowd of new visitors, each
 * credited, would otherwise recompute a search on every request; so recomputations caused only by
 * new scores are limited to this many a second (an answer then lags the scores by at most a
 * moment). At a normal pace every answer is exact. Changes to the entries themselves never lag.
 */
const SCORE_RECOMPUTES_PER_SECOND = 20;
const scoreRecomputes = { second: 0, count: 0 };

function mayRecomputeForScores(at: number): boolean {
  const second = Math.floor(at / 1_000);
  if (second !== scoreRecomputes.second) {
    scoreRecomputes.second = second;
    scoreRecomputes.count = 0;
  }
  if (scoreRecomputes.count >= SCORE_RECOMPUTES_PER_SECOND) return false;
  scoreRecomputes.count += 1;
  return true;
}

interface Memo {
  index: SearchIndex;
  content: number;
  scores: number;
  at: number;
  expiresAt: number;
  outcome: SearchOutcome;
}

const memo = new Map<string, Memo>();

export async function search(store: SearchStore, rawTerm: string, now = new Date()): Promise<SearchOutcome> {
  const query = parseQuery(checkTerm(rawTerm));
  await store.ready(CATCH_UP_MS);
  const { index } = store;
  const at = now.getTime();
  const key = query.words.join(' ') + '|' + query.normalized;
  const known = memo.get(key);
  if (known && known.index === index && known.content === index.versions.content && at < known.expiresAt && at >= known.at) {
    if (known.scores === index.versions.scores || !mayRecomputeForScores(at)) return known.outcome;
  }
  const versions = { ...index.versions };
  const outcome = computeSearch(index, query, at);
  memo.delete(key);
  memo.set(key, { index, content: versions.content, scores: versions.scores, at, expiresAt: outcome.horizon, outcome: outcome.outcome });
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  return outcome.outcome;
}

function computeSearch(index: SearchIndex, query: ParsedQuery, at: number): { outcome: SearchOutcome; horizon: number } {
  const horizon = { next: Infinity };
  const limit = SEARCH_LIMITS.perGroup;
  const coupons = index.coupons.search(query, limit, at, horizon);
  const shops = index.shops.search(query, limit, at, horizon);
  const categories = index.categories.search(query, limit, at, horizon);
  const offers = index.offers.search(query, limit, at, horizon);
  const users = index.users.search(query, limit, at, horizon);

  const lists = { coupons, shops, categories, offers, users };
  const credited: string[] = [];
  for (const group of GROUPS) {
    const entry = creditedEntry<EntryBase>(lists[group], query.normalized);
    if (entry) credited.push(`${group}:${entry.id}`);
  }

  const response: SearchResponse = {
    coupons: coupons.map((entry) => ({
      id: entry.id,
      name: entry.title,
      nameShop: (entry.shopId ? index.shops.get(entry.shopId)?.displayName : undefined) ?? '',
    })),
    shops: shops.map((entry) => ({ id: entry.id, name: entry.displayName, public_url: shopPath(entry.slug), image_url: imagePath(entry.imageKey, entry.imageUrl) })),
    categories: categories.map((entry) => ({
      name: entry.displayName,
      public_url: categoryPath(entry.slug),
      icon_url: entry.iconUrl,
      image_url: imagePath(entry.imageKey, entry.imageUrl),
    })),
    offers: offers.map((entry) => ({
      id: entry.id,
      name: entry.title,
      image_key: entry.imageKey,
      image_url: entry.imageUrl,
      public_url: offerPath(entry.title, entry.id),
      expired: entry.expiredByStaff || (entry.endsAt !== null && entry.endsAt <= at),
      nameShop: (entry.shopId ? index.shops.get(entry.shopId)?.displayName : undefined) ?? '',
      price: entry.price,
    })),
    users: users.map((entry) => ({ id: entry.id, username: entry.username, avatar: avatarUrl(entry.avatar) })),
  };
  return { outcome: { response, query, credited }, horizon: horizon.next };
}

/**
 * Remembers what this process already counted, so repeated searches cost no write. Bounded: the
 * oldest keys go first; a forgotten key only costs one insert that loses to the unique index.
 */
class RecentKeys {
  private readonly keys = new Set<string>();
  constructor(private readonly max: number) {}
  /** True the first time a key is seen. */
  add(key: string): boolean {
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    if (this.keys.size > this.max) this.keys.delete(this.keys.values().next().value as string);
    return true;
  }
  delete(key: string): void {
    this.keys.delete(key);
  }
}

export class SearchCounter {
  private readonly recentTerms = new RecentKeys(20_000);
  private readonly termLog = new TermLog();

  constructor(private readonly store: SearchStore) {}

  /**
   * Logs a search once per visitor, term and day; the results it counts for (creditedEntry) earn
   * SEARCH_WEIGHT at once. Runs after the answer is sent, written in batches (term-log.ts); if another instance (or an earlier run)
   * logged it already, the points are taken back.
   */
  async recordSearch(outcome: SearchOutcome, visitor: string, now = new Date()): Promise<void> {
    const term = outcome.query.normalized;
    if (!term) return;
    const day = utcDay(now);
    const key = `${visitor}|${term}|${day}`;
    if (!this.recentTerms.add(key)) return;
    const credit = (amount: number) => {
      for (const ref of outcome.credited) {
        const [group, id] = ref.split(':') as [SearchGroup, string];
        this.store.index.group(group).addSearchScore(id, amount);
      }
    };
    if (!this.termLog.hasBudget()) {
      // Not logged (term-log.ts): it may count on a later search by the same visitor.
      this.recentTerms.delete(key);
      return;
    }
    credit(SEARCH_WEIGHT);
    const logged = await this.termLog.add({ term, visitor, day, exact: outcome.credited }, { budgeted: true });
    if (logged === 'logged') return;
    credit(-SEARCH_WEIGHT);
    if (logged === 'failed' || logged === 'over-budget') {
      this.recentTerms.delete(key);
      throw new Error(`no se pudo registrar la búsqueda '${term}'`);
    }
  }

  /** Writes the searches still waiting (on shutdown). */
  flush(): Promise<void> {
    return this.termLog.flush();
  }

  /** Logs that a visitor opened a result; it counts once per visitor, result and day. */
  async recordClick(body: SearchClickBody, visitor: string, now = new Date()): Promise<boolean> {
    await this.store.ready(CATCH_UP_MS);
    const { group } = body;
    const entityId = group === 'categories' ? this.store.categoryIdBySlug(body.id) : body.id.toLowerCase();
    if (!entityId || !this.store.index.group(group).get(entityId)) throw NotFoundError('No encontramos ese resultado de búsqueda.');
    try {
      await SearchClickModel.create({
        group,
        entityId: group === 'categories' ? body.id : entityId,
        visitor,
        day: utcDay(now),
        term: body.term ? normalizeText(body.term).slice(0, SEARCH_LIMITS.maxLength) : '',
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
    this.store.index.group(group).addSearchScore(entityId, CLICK_WEIGHT);
    return true;
  }
}
