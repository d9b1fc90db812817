import {
  CATALOG_LIMITS,
  type CouponResponse,
  type OfferCard,
  type OfferDetail,
  type OfferKind,
  type OfferOrder,
  type OffersActiveData,
  type PagedList,
  type TopOffersForCategoryResponse,
} from '@gangazo/contracts';
import { createHash } from 'node:crypto';
import { Types, type QueryFilter } from 'mongoose';
import { NotFoundError } from '../../errors';
import { STAFF_ROLES, type SessionClaims } from '../../plugins/auth';
import { reviewText } from '../moderation/trust';
import { authorSummaries } from '../users/authors';
import { CategoryIndex } from '../categories/service';
import { SavedOfferModel } from '../saved-offers/model';
import { ShopModel } from '../shops/model';
import { VoteModel } from '../votes/model';
import { OfferModel, type OfferDocument } from './model';
import { feedRankings, type FeedScope } from './feed-rankings';
import { findOfferById } from './repository';
import { validUntil } from '../../lib/cache/dependencies';
import { CARD_PROJECTION, toCoupon, toOfferCards, toOfferDetail, type OfferRow } from './present';

type OfferFilter = QueryFilter<OfferDocument>;

/** Published and not past its end date: what the home feeds, shops and categories list. */
export function activeFilter(now: Date, extra: OfferFilter = {}): OfferFilter {
  return { ...extra, status: 'published', $or: [{ endsAt: null }, { endsAt: { $gt: now } }] };
}

/** The opposite of activeFilter: expired by staff or by date. */
export function expiredFilter(now: Date, extra: OfferFilter = {}): OfferFilter {
  return { ...extra, status: { $in: ['published', 'expired'] }, $or: [{ status: 'expired' }, { endsAt: { $lte: now } }] };
}

const SORTS: Record<Exclude<OfferOrder, 'hot'>, Record<string, 1 | -1>> = {
  news: { publishedAt: -1, _id: -1 },
  top: { temperature: -1, publishedAt: -1, _id: -1 },
  ranking: { temperature: -1, publishedAt: -1, _id: -1 },
  comments: { commentsCount: -1, publishedAt: -1, _id: -1 },
};

/** A page of active offers in `order`: ranked in memory (feed-rankings.ts), its rows read by id. */
export async function rankedPage(scope: FeedScope, order: OfferOrder, page: number, perPage: number): Promise<PagedList<OfferCard>> {
  const { rows, total } = await feedRankings.page(scope, order, page, perPage);
  return { items: await toOfferCards(rows), total, page, per_page: perPage };
}

/** The home feeds. */
export function listFeed(kind: OfferKind, order: OfferOrder, page: number, perPage: number): Promise<PagedList<OfferCard>> {
  return rankedPage({ kind }, order, page, perPage);
}

const TOP_LIST_SIZE = 10;

export async function topOffers(): Promise<OfferCard[]> {
  return (await listFeed('offer', 'top', 1, TOP_LIST_SIZE)).items;
}

export async function topOffersHot(): Promise<OfferCard[]> {
  return (await listFeed('offer', 'hot', 1, TOP_LIST_SIZE)).items;
}

export async function newOffers(): Promise<OfferCard[]> {
  return (await listFeed('offer', 'news', 1, TOP_LIST_SIZE)).items;
}

const OFFERS_PER_CATEGORY = 4;

/** The hottest few active offers of each top-level category (sub-categories included). */
export async function topOffersForCategory(): Promise<TopOffersForCategoryResponse> {
  const now = new Date();
  // Hottest first, so each root category keeps the first ones it meets.
  const [index, hottest] = await Promise.all([CategoryIndex.load(), feedRankings.rows({ kind: 'offer' }, 'hot')]);
  const picked = new Map<string, OfferRow[]>();
  for (const ranked of hottest) {
    const category = ranked.categoryId ? index.byId.get(ranked.categoryId) : undefined;
    if (!category) continue;
    const root = String(index.root(category)._id);
    const list = picked.get(root) ?? [];
    if (list.length < OFFERS_PER_CATEGORY) picked.set(root, [...list, ranked.row]);
  }
  const cards = await toOfferCards([...picked.values()].flat(), now);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  return {
    categories: index.rows
      .filter((row) => !row.parentId && picked.has(String(row._id)))
      .map((row) => ({
        category: index.summary(row),
        offers: (picked.get(String(row._id)) ?? []).map((offer) => cardById.get(String(offer._id))).filter((c): c is OfferCard => !!c),
      })),
  };
}

/**
 * "Descubre": active offers in an order that looks random but holds for an hour (a hash of the
 * id and the hour), so a visitor paging or reloading sees a stable list. $sample is not available.
 */
export async function discover(perPage: number, now = new Date()): Promise<OfferCard[]> {
  const hour = Math.floor(now.getTime() / 3_600_000);
  // The order holds until the hour ends.
  validUntil((hour + 1) * 3_600_000);
  const shuffleKey = (id: string) => createHash('sha1').update(`${id}:${hour}`).digest('hex');
  const rows = (await feedRankings.rows({ kind: 'offer' }, 'news'))
    .map((ranked) => ({ row: ranked.row, key: shuffleKey(ranked.id) }))
    .sort((a, b) => a.key.localeCompare(b.key))
    .slice(0, perPage)
    .map((e) => e.row);
  return toOfferCards(rows, now);
}

export async function offersActiveData(active: boolean): Promise<OffersActiveData> {
  const now = new Date();
  const count = (kind: OfferKind) => (active ? feedRankings.activeCount({ kind }) : OfferModel.countDocuments(expiredFilter(now, { kind })));
  const [offers, coupons, shops] = await Promise.all([
    count('offer'),
    count('coupon'),
    ShopModel.countDocuments({}),
  ]);
  return { active, offers, coupons, shops };
}

/** Who is asking: a held or rejected offer is shown only to its author and to staff. */
export type OfferViewer = Pick<SessionClaims, 'sub' | 'role'> | null;

export function isHeld(row: Pick<OfferRow, 'status'>): boolean {
  return row.status === 'pending' || row.status === 'rejected';
}

function mayReview(viewer: OfferViewer, row: Pick<OfferRow, 'authorId'>): boolean {
  if (!viewer) return false;
  return STAFF_ROLES.includes(viewer.role) || (!!row.authorId && String(row.authorId) === viewer.sub);
}

async function findOfferRow(id: string, kind?: OfferKind, viewer: OfferViewer = null): Promise<OfferRow> {
  const row = await findOfferById(id);
  if (!row || (kind && row.kind !== kind) || (isHeld(row) && !mayReview(viewer, row))) {
    throw NotFoundError(kind === 'coupon' ? 'No encontramos ese cupón.' : 'No encontramos esa oferta.');
  }
  return row;
}

export async function offerDetail(id: string, viewer: OfferViewer): Promise<OfferDetail> {
  const viewerId = viewer?.sub ?? null;
  const row = await findOfferRow(id, undefined, viewer);
  let myVote: 'hot' | 'cold' | null = null;
  let saved = false;
  if (viewerId) {
    const [vote, savedRow] = await Promise.all([
      VoteModel.findOne({ offerId: row._id, userId: new Types.ObjectId(viewerId) }, { value: 1 }).lean<{ value: number }>(),
      SavedOfferModel.exists({ offerId: row._id, userId: new Types.ObjectId(viewerId) }),
    ]);
    myVote = vote ? (vote.value > 0 ? 'hot' : 'cold') : null;
    saved = !!savedRow;
  }
  const detail = await toOfferDetail(row, { myVote, saved });
  const expiredByName = row.expiredBy ? (await authorSummaries([String(row.expiredBy)])).get(String(row.expiredBy))?.username : null;
  return {
    ...detail,
    review: isHeld(row) ? { state: row.status === 'rejected' ? 'rejected' : 'pending', reason: reviewText(row.review?.reason ?? 'new_account'), rejection: row.review?.rejection ?? null } : null,
    expired_by: row.status === 'expired' && row.expiredAt ? { username: expiredByName ?? null, at: row.expiredAt.toISOString() } : null,
    featured: row.featured === true,
  };
}

const RELATED_COUPONS = 6;

export async function couponDetail(id: string, order: OfferOrder): Promise<CouponResponse> {
  const now = new Date();
  const row = await findOfferRow(id, 'coupon');
  if (isHeld(row)) throw NotFoundError('No encontramos ese cupón.');
  const [card] = await toOfferCards([row], now);
  if (!card) throw NotFoundError('No encontramos ese cupón.');
  const related = row.shopId
    ? (await rankedPage({ kind: 'coupon', shopId: String(row.shopId), exceptId: String(row._id) }, order, 1, RELATED_COUPONS)).items
    : [];
  return { offer: toCoupon(card, row), related };
}

export async function offerExists(id: string): Promise<{ _id: Types.ObjectId; title: string; kind: OfferKind } | null> {
  if (!Types.ObjectId.isValid(id)) return null;
  // Held and rejected offers are no page for a guest (their author sees them signed in).
  const row = await OfferModel.findById(id, { title: 1, kind: 1, status: 1 }).lean<{ _id: Types.ObjectId; title: string; kind: OfferKind; status: OfferRow['status'] }>();
  return row && !isHeld(row) ? { _id: row._id, title: row.title, kind: row.kind } : null;
}

/** For a public profile ("Mis ofertas"): the newest offers a user shared. */
export async function offersByAuthor(userId: string, limit: number): Promise<OfferCard[]> {
  if (!Types.ObjectId.isValid(userId)) return [];
  const rows = await OfferModel.find({ authorId: new Types.ObjectId(userId), status: { $in: ['published', 'expired'] } }, CARD_PROJECTION).sort(SORTS.news).limit(limit).lean<OfferRow[]>();
  return toOfferCards(rows);
}

export const OFFERS_PER_PAGE = CATALOG_LIMITS.offersPerPage;
