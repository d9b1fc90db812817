// The order of the home feeds (Destacadas, Hot, Nuevas, Cupones) and how many offers are active,
// kept in memory.
//
// Why: a sorted page reads every matching document on the embedded engine (FerretDB sorts in
// memory, and pushes down only equality filters), and the Hot order decays every active offer's
// temperature by its age, which no index serves even on MongoDB. With 20 000 offers each feed page
// took 6–9 s (`npm run bench`). Here one small projection per kind (id, temperature, dates,
// comment count) is ranked in every order at once; a page then reads its ten offers by `_id`.
//
// Freshness: a write to offers in this process (offerWrites) or age (TTL_MS, which covers other
// BFF instances) makes the ranking stale. A stale ranking that took under SYNC_REFRESH_MS to
// compute (any catalog of a few thousand offers) is recomputed inside the request, so what a
// shopper just did shows at once; a larger one keeps serving the previous ranking while the next
// is computed in the background, one computation at a time. End dates are checked on every read.
import { hotScore, type OfferKind, type OfferOrder } from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { OfferModel, offerWrites } from './model';

const TTL_MS = 30_000;
const SYNC_REFRESH_MS = 250;

interface RankedOffer {
  id: string;
  temperature: number;
  publishedAt: number;
  commentsCount: number;
  endsAt: number | null;
}

interface Ranking {
  /** offerWrites seen when the computation started: a later write makes this ranking stale. */
  version: number;
  computedAt: number;
  durationMs: number;
  orders: Record<OfferOrder, RankedOffer[]>;
}

interface RankRow {
  _id: Types.ObjectId;
  temperature?: number;
  publishedAt: Date;
  commentsCount?: number;
  endsAt?: Date | null;
}

/** Newest first, then the higher id, as the database sorts `{ publishedAt: -1, _id: -1 }`. */
function byNews(a: RankedOffer, b: RankedOffer): number {
  return b.publishedAt - a.publishedAt || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
}

function rank(rows: RankedOffer[], now: number): Record<OfferOrder, RankedOffer[]> {
  const news = [...rows].sort(byNews);
  const top = [...news].sort((a, b) => b.temperature - a.temperature || byNews(a, b));
  const comments = [...news].sort((a, b) => b.commentsCount - a.commentsCount || byNews(a, b));
  const hot = news
    .map((row) => ({ row, score: hotScore(row.temperature, now - row.publishedAt) }))
    .sort((a, b) => b.score - a.score || (b.row.id < a.row.id ? -1 : b.row.id > a.row.id ? 1 : 0))
    .map((entry) => entry.row);
  return { news, top, ranking: top, comments, hot };
}

export class FeedRankings {
  private version = 0;
  private readonly rankings = new Map<OfferKind, Ranking>();
  private readonly computing = new Map<OfferKind, Promise<Ranking>>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** Marks every ranking stale (called on each write to offers in this process). */
  readonly invalidate = (): void => {
    this.version += 1;
  };

  /** One page of ids in `order`, and how many active offers of `kind` there are. */
  async page(kind: OfferKind, order: OfferOrder, page: number, perPage: number): Promise<{ ids: string[]; total: number }> {
    const active = this.active(await this.ranking(kind), order);
    const skip = (page - 1) * perPage;
    return { ids: active.slice(skip, skip + perPage).map((row) => row.id), total: active.length };
  }

  /** Active offers (or coupons) in `order`: published and not past their end date. */
  async ids(kind: OfferKind, order: OfferOrder): Promise<string[]> {
    return this.active(await this.ranking(kind), order).map((row) => row.id);
  }

  async activeCount(kind: OfferKind): Promise<number> {
    return this.active(await this.ranking(kind), 'news').length;
  }

  /** Computes both rankings ahead of the first visitor. */
  async warm(): Promise<void> {
    await Promise.all([this.ranking('offer'), this.ranking('coupon')]);
  }

  private active(ranking: Ranking, order: OfferOrder): RankedOffer[] {
    const now = this.clock();
    return ranking.orders[order].filter((row) => row.endsAt === null || row.endsAt > now);
  }

  private async ranking(kind: OfferKind): Promise<Ranking> {
    const current = this.rankings.get(kind);
    const fresh = current && current.version === this.version && this.clock() - current.computedAt < TTL_MS;
    if (current && fresh) return current;
    let next = this.computing.get(kind);
    if (!next) {
      next = this.compute(kind).finally(() => this.computing.delete(kind));
      this.computing.set(kind, next);
      // A failed background computation is retried by the next read; the old ranking keeps serving.
      next.catch(() => undefined);
    }
    if (current && current.durationMs >= SYNC_REFRESH_MS) return current;
    return next;
  }

  private async compute(kind: OfferKind): Promise<Ranking> {
    const version = this.version;
    const started = this.clock();
    // Published only; end dates are checked at read time, so an offer that expires between two
    // computations leaves the feeds on time.
    const rows = await OfferModel.find({ kind, status: 'published' }, { temperature: 1, publishedAt: 1, commentsCount: 1, endsAt: 1 }).lean<RankRow[]>();
    const ranked = rows.map((row) => ({
      id: String(row._id),
      temperature: row.temperature ?? 0,
      publishedAt: row.publishedAt.getTime(),
      commentsCount: row.commentsCount ?? 0,
      endsAt: row.endsAt ? row.endsAt.getTime() : null,
    }));
    const now = this.clock();
    const ranking: Ranking = { version, computedAt: now, durationMs: now - started, orders: rank(ranked, now) };
    // Keep the newest computation: two may overlap when a write lands while one runs.
    const stored = this.rankings.get(kind);
    if (!stored || stored.version <= version) this.rankings.set(kind, ranking);
    return ranking;
  }
}

/** The process' one instance, told of every write to offers made through the model. */
export const feedRankings = new FeedRankings();
offerWrites.on('write', feedRankings.invalidate);
