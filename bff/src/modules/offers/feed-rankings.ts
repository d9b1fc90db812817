// The order of every list of active offers and coupons (the home feeds, a shop's, a category's)
// and how many there are, kept in memory.
//
// Why: a sorted page reads every matching document on the embedded engine (FerretDB sorts in
// memory, and pushes down only equality filters), and the Hot order decays every active offer's
// temperature by its age, which no index serves even on MongoDB. With 20 000 offers each feed page
// took 6–9 s (`npm run bench`), and even a read by `_id` costs 100–350 ms there at that size. Here
// the published offers and coupons are read once with the card fields (the description already
// cut to its excerpt, so a row stays small) and ranked in every order at once; a list filters
// them by kind, shop or category, and a page is its rows, with no further read of offers.
//
// Freshness: a write to offers (the `offer:any` tag, bumped by this process' writes and, with
// REDIS_URL, by other instances') or age (TTL_MS, for other instances without Redis) makes the
// ranking stale. When the last few computations took under
// SYNC_REFRESH_MS (any catalog of a few thousand offers), a stale ranking is recomputed inside the
// request by a computation begun after the write, so what a shopper just did shows at once. A slower one keeps serving the previous ranking while the next
// is computed in the background, one at a time, at most one per BACKGROUND_SPACING times its own
// duration (5 s at least): a full read loads the engine, and constant votes must not keep it busy.
// End dates are checked on every read.
import { descriptionExcerpt, hotScore, type OfferKind, type OfferOrder } from '@gangazo/contracts';
import { dependsOn, dependsOnCollection, validUntil } from '../../lib/cache/dependencies';
import { anyTag, invalidations } from '../../lib/cache/invalidations';
import { OfferModel } from './model';
import { CARD_PROJECTION, type OfferRow } from './present';

const TTL_MS = 30_000;
const SYNC_REFRESH_MS = 500;
const BACKGROUND_SPACING = 10;
const MIN_BACKGROUND_GAP_MS = 5_000;
const RECENT_DURATIONS = 5;
const READ_BATCH = 500;
/** Bumped (in this process only) each time a new ranking replaces the previous one. */
const RANKING_TAG = 'ranking:offers';

export interface FeedRankingOptions {
  clock?: () => number;
  /** Computations faster than this run inside the request. */
  syncRefreshMs?: number;
}

export interface RankedOffer {
  id: string;
  /** What the card shows, as read at the ranking's computation (`description` is the excerpt). */
  row: OfferRow;
  kind: OfferKind;
  shopId: string | null;
  categoryId: string | null;
  temperature: number;
  publishedAt: number;
  commentsCount: number;
  endsAt: number | null;
  /** A multiple-code coupon with every code handed out. */
  exhausted: boolean;
  /** Staff put it on the home page: first in the top order («Destacadas»). */
  featured: boolean;
}

interface Ranking {
  /** Writes seen when the computation started: a later write makes this ranking stale. */
  version: number;
  /** Every end date still ahead at computation, soonest first: a list changes when one passes. */
  endTimes: number[];
  /** RANKING_TAG's version once this ranking became the current one. */
  tagVersion?: number;
  computedAt: number;
  orders: Record<OfferOrder, RankedOffer[]>;
}

/** Which active offers a list shows; every field given must match. */
export interface FeedScope {
  kind?: OfferKind;
  shopId?: string;
  /** Any of these categories (a category with its sub-categories). */
  categoryIds?: ReadonlySet<string>;
  /** Leaves one out (the coupon whose page lists its shop's others). */
  exceptId?: string;
}

/** The first of `sorted` (ascending) greater than `time`, by bisection. */
function firstAfter(sorted: number[], time: number): number | undefined {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? Infinity) > time) high = middle;
    else low = middle + 1;
  }
  return sorted[low];
}

/** Newest first, then the higher id, as the database sorts `{ publishedAt: -1, _id: -1 }`. */
function byNews(a: RankedOffer, b: RankedOffer): number {
  return b.publishedAt - a.publishedAt || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
}

/** Staff's featured offers lead the top order (the home's «Destacadas»); among them, temperature as for the rest. */
function featuredFirst(a: RankedOffer, b: RankedOffer): number {
  return Number(b.featured) - Number(a.featured);
}

/** A coupon with no code left goes after every live one, in every order (issue: exhausted codes). */
function liveFirst(a: RankedOffer, b: RankedOffer): number {
  return Number(a.exhausted) - Number(b.exhausted);
}

function rank(rows: RankedOffer[], now: number): Record<OfferOrder, RankedOffer[]> {
  const news = [...rows].sort((a, b) => liveFirst(a, b) || byNews(a, b));
  const top = [...news].sort((a, b) => liveFirst(a, b) || featuredFirst(a, b) || b.temperature - a.temperature || byNews(a, b));
  const comments = [...news].sort((a, b) => liveFirst(a, b) || b.commentsCount - a.commentsCount || byNews(a, b));
  const hot = news
    .map((row) => ({ row, score: hotScore(row.temperature, now - row.publishedAt) }))
    .sort((a, b) => liveFirst(a.row, b.row) || b.score - a.score || (b.row.id < a.row.id ? -1 : b.row.id > a.row.id ? 1 : 0))
    .map((entry) => entry.row);
  return { news, top, ranking: top, comments, hot };
}

export class FeedRankings {
  private version = 0;
  private current: Ranking | null = null;
  private computing: { version: number; promise: Promise<Ranking> } | null = null;
  private readonly recentDurations: number[] = [];

  private readonly clock: () => number;
  private readonly syncRefreshMs: number;

  constructor(options: FeedRankingOptions = {}) {
    this.clock = options.clock ?? Date.now;
    this.syncRefreshMs = options.syncRefreshMs ?? SYNC_REFRESH_MS;
  }

  /** Marks the ranking stale (called on each write to offers in this process). */
  readonly invalidate = (): void => {
    this.version += 1;
  };

  /** One page of card rows in `order`, and how many active offers the scope holds. */
  async page(scope: FeedScope, order: OfferOrder, page: number, perPage: number): Promise<{ rows: OfferRow[]; total: number }> {
    const active = await this.rows(scope, order);
    const skip = (page - 1) * perPage;
    return { rows: active.slice(skip, skip + perPage).map((ranked) => ranked.row), total: active.length };
  }

  async ids(scope: FeedScope, order: OfferOrder): Promise<string[]> {
    return (await this.rows(scope, order)).map((row) => row.id);
  }

  async activeCount(scope: FeedScope): Promise<number> {
    return (await this.rows(scope, 'news')).length;
  }

  /** The scope's active offers in `order`: published, not past their end date. */
  async rows(scope: FeedScope, order: OfferOrder): Promise<RankedOffer[]> {
    // An answer built from these rows is stale after the next write, the next ranking, or the next
    // end date (the rows' own fields, shop and author excepted, are as of the computation).
    dependsOnCollection('offer');
    const ranking = await this.ranking();
    // A ranking that never became the current one is as stale as any before it.
    dependsOn(RANKING_TAG, ranking.tagVersion ?? -1);
    const now = this.clock();
    // Past its age limit a large catalog's ranking keeps serving while the next one is computed in
    // the background (whose arrival moves RANKING_TAG); answers built meanwhile hold for a second,
    // so reads keep coming here to start that computation, rather than not being kept at all.
    validUntil(Math.max(ranking.computedAt + TTL_MS, now + 1_000));
    const nextEnd = firstAfter(ranking.endTimes, now);
    if (nextEnd !== undefined) validUntil(nextEnd);
    return ranking.orders[order].filter(
      (row) =>
        (row.endsAt === null || row.endsAt > now) &&
        (!scope.kind || row.kind === scope.kind) &&
        (!scope.shopId || row.shopId === scope.shopId) &&
        (!scope.categoryIds || (row.categoryId !== null && scope.categoryIds.has(row.categoryId))) &&
        row.id !== scope.exceptId,
    );
  }

  /** Computes the ranking ahead of the first visitor. */
  async warm(): Promise<void> {
    await this.ranking();
  }

  private async ranking(): Promise<Ranking> {
    const current = this.current;
    if (current && current.version === this.version && this.clock() - current.computedAt < TTL_MS) return current;
    const duration = this.typicalDurationMs();
    if (current && duration >= this.syncRefreshMs) {
      // A large catalog: the previous ranking keeps serving, one computation runs in the background.
      const age = this.clock() - current.computedAt;
      if (!this.computing && age >= Math.max(MIN_BACKGROUND_GAP_MS, duration * BACKGROUND_SPACING)) {
        this.start().catch(() => undefined);
      }
      return current;
    }
    // A computation that began before the latest write would miss it: only one begun after it will do.
    if (this.computing && this.computing.version === this.version) return this.computing.promise;
    return this.start();
  }

  private start(): Promise<Ranking> {
    const computing = { version: this.version, promise: this.compute() };
    this.computing = computing;
    // A failed computation is retried by the next read; the old ranking (if any) keeps serving.
    computing.promise
      .finally(() => {
        if (this.computing === computing) this.computing = null;
      })
      .catch(() => undefined);
    return computing.promise;
  }

  /**
   * The fastest of the last few computations: one slowed by a busy moment (a build, a burst of
   * requests) must not send a small catalog to the background path, where a shopper's own new
   * offer would be missing from the next page they load.
   */
  private typicalDurationMs(): number {
    return this.recentDurations.length ? Math.min(...this.recentDurations) : 0;
  }

  private async compute(): Promise<Ranking> {
    const version = this.version;
    const started = this.clock();
    // Published only; end dates are checked at read time, so an offer that expires between two
    // computations leaves the lists on time.
    // Read as a stream, a batch at a time: only the small ranked rows are kept, so a large catalog's
    // full documents (descriptions and all) never sit in memory together.
    const ranked: RankedOffer[] = [];
    const rows = OfferModel.find({ status: 'published' }, CARD_PROJECTION).lean<OfferRow>().cursor({ batchSize: READ_BATCH });
    for await (const row of rows) ranked.push(rankedRow(row));
    const now = this.clock();
    const endTimes = ranked.flatMap((row) => (row.endsAt !== null && row.endsAt > now ? [row.endsAt] : [])).sort((a, b) => a - b);
    const ranking: Ranking = { version, computedAt: now, endTimes, orders: rank(ranked, now) };
    this.recentDurations.push(now - started);
    if (this.recentDurations.length > RECENT_DURATIONS) this.recentDurations.shift();
    // Keep the newest computation: a write may land while one runs.
    if (!this.current || this.current.version <= version) {
      this.current = ranking;
      invalidations.bumpLocal([RANKING_TAG]);
      ranking.tagVersion = invalidations.version(RANKING_TAG);
    }
    return ranking;
  }
}

function rankedRow(row: OfferRow): RankedOffer {
  const id = String(row._id);
  const shopId = row.shopId ? String(row.shopId) : null;
  const categoryId = row.categoryId ? String(row.categoryId) : null;
  return {
    id,
    // Kept for as long as the ranking serves, for every published offer: ids as strings (an
    // ObjectId with its byte buffer weighs several times more) and only the card's excerpt.
    row: { ...row, _id: id, shopId, categoryId, authorId: row.authorId ? String(row.authorId) : null, description: descriptionExcerpt(row.description ?? '') },
    kind: row.kind,
    shopId,
    categoryId,
    temperature: row.temperature ?? 0,
    publishedAt: row.publishedAt.getTime(),
    commentsCount: row.commentsCount ?? 0,
    endsAt: row.endsAt ? row.endsAt.getTime() : null,
    exhausted: row.multipleCodes && row.codesExhausted === true,
    featured: row.featured === true,
  };
}

/** Makes `rankings` stale on every write to offers, here or (with REDIS_URL) on another instance. */
export function followOfferWrites(rankings: FeedRankings): () => void {
  const offerAny = anyTag('offer');
  return invalidations.onChange((tags) => {
    if (tags.includes(offerAny)) rankings.invalidate();
  });
}

/** The process' one instance. */
export const feedRankings = new FeedRankings();
followOfferWrites(feedRankings);
