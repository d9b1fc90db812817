// Turns offer rows into what the API sends: the shop, category and author of a whole page are
// read with one query each, and everything derived (discount, 'Nuevo', expiry, excerpt) is
// computed here, in one place.
import {
  descriptionExcerpt,
  descriptionToHtml,
  discountPercent,
  isNewOffer,
  NEW_OFFER_MS,
  offerPath,
  type Coupon,
  type OfferCard,
  type OfferDetail,
  type UserSummary,
} from '@gangazo/contracts';
import type { Types } from 'mongoose';
import { CategoryIndex } from '../categories/service';
import { validUntil } from '../../lib/cache/dependencies';
import { shopRows } from '../shops/repository';
import { toShopSummary, type ShopRow } from '../shops/present';
import { authorSummaries } from '../users/authors';

/** An id as read (ObjectId) or as kept in memory by the feed ranking (its hex string: a fraction of the size). */
export type RowId = Types.ObjectId | string;

export interface OfferRow {
  _id: RowId;
  kind: 'offer' | 'coupon';
  title: string;
  slug: string;
  description: string;
  tyt?: string;
  url: string | null;
  price: number | null;
  previousPrice: number | null;
  shippingCost: number | null;
  availability: 'online' | 'in_store';
  city: string | null;
  reduction: string | null;
  code?: string | null;
  multipleCodes: boolean;
  codesExhausted?: boolean;
  shopId: RowId | null;
  categoryId: RowId | null;
  authorId: RowId | null;
  imageKeys: string[];
  imageUrl: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  status: 'published' | 'expired' | 'pending' | 'rejected';
  review?: { reason: string; rejection: string | null } | null;
  expiredBy?: RowId | null;
  expiredAt?: Date | null;
  featured?: boolean;
  publishedAt: Date;
  /** Last change (sitemaps' lastmod). */
  updatedAt?: Date;
  temperature: number;
  commentsCount: number;
}

export const CARD_PROJECTION = {
  featured: 1,
  kind: 1,
  title: 1,
  slug: 1,
  description: 1,
  url: 1,
  price: 1,
  previousPrice: 1,
  shippingCost: 1,
  availability: 1,
  city: 1,
  reduction: 1,
  multipleCodes: 1,
  codesExhausted: 1,
  shopId: 1,
  categoryId: 1,
  authorId: 1,
  imageKeys: 1,
  imageUrl: 1,
  startsAt: 1,
  endsAt: 1,
  status: 1,
  publishedAt: 1,
  updatedAt: 1,
  temperature: 1,
  commentsCount: 1,
};
export const DETAIL_PROJECTION = { ...CARD_PROJECTION, tyt: 1, code: 1, review: 1, expiredBy: 1, expiredAt: 1 };

/** Expired when staff said so or its end date has passed. */
export function isExpired(row: Pick<OfferRow, 'status' | 'endsAt'>, now: Date): boolean {
  return row.status === 'expired' || (row.endsAt !== null && row.endsAt !== undefined && row.endsAt.getTime() <= now.getTime());
}

interface Related {
  shops: Map<string, ShopRow>;
  categories: CategoryIndex;
  authors: Map<string, UserSummary>;
}

async function loadRelated(rows: OfferRow[]): Promise<Related> {
  const ids = (pick: (row: OfferRow) => RowId | null) => rows.map(pick).filter((id): id is RowId => !!id).map(String);
  const [shops, categories, authors] = await Promise.all([shopRows.getMany(ids((r) => r.shopId)), CategoryIndex.load(), authorSummaries(ids((r) => r.authorId))]);
  return { shops, categories, authors };
}

function toCard(row: OfferRow, related: Related, now: Date): OfferCard {
  const shop = row.shopId ? related.shops.get(String(row.shopId)) : undefined;
  const category = row.categoryId ? related.categories.byId.get(String(row.categoryId)) : undefined;
  const expired = isExpired(row, now);
  const id = String(row._id);
  // A cached answer holding this card is stale once 'Nuevo' goes or the end date passes.
  const newUntil = row.publishedAt.getTime() + NEW_OFFER_MS;
  if (newUntil > now.getTime()) validUntil(newUntil);
  if (row.endsAt && row.endsAt.getTime() > now.getTime()) validUntil(row.endsAt.getTime());
  return {
    id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    public_url: offerPath(row.title, id),
    image_key: row.imageKeys[0] ?? null,
    image_url: row.imageUrl ?? null,
    price: row.price ?? null,
    previous_price: row.previousPrice ?? null,
    discount_percent: discountPercent(row.price, row.previousPrice),
    shipping_cost: row.shippingCost ?? null,
    availability: row.availability,
    city: row.city ?? null,
    reduction: row.reduction ?? null,
    multiple_codes_offer: row.multipleCodes,
    codes_exhausted: row.multipleCodes && row.codesExhausted === true,
    shop: shop ? toShopSummary(shop) : null,
    category: category ? related.categories.summary(category) : null,
    author: row.authorId ? (related.authors.get(String(row.authorId)) ?? null) : null,
    temperature: row.temperature,
    is_new: isNewOffer(row.publishedAt, now),
    status: expired ? 'expired' : 'published',
    expired,
    published_at: row.publishedAt.toISOString(),
    init_date: row.startsAt ? row.startsAt.toISOString() : null,
    end_date: row.endsAt ? row.endsAt.toISOString() : null,
    comments_count: row.commentsCount,
    excerpt: descriptionExcerpt(row.description),
    ...(row.featured === true ? { featured: true } : {}),
  };
}

export async function toOfferCards(rows: OfferRow[], now: Date = new Date()): Promise<OfferCard[]> {
  if (rows.length === 0) return [];
  const related = await loadRelated(rows);
  return rows.map((row) => toCard(row, related, now));
}

export async function toOfferDetail(
  row: OfferRow,
  viewer: { myVote: 'hot' | 'cold' | null; saved: boolean },
  now: Date = new Date(),
): Promise<OfferDetail> {
  const [card] = await toOfferCards([row], now);
  if (!card) throw new Error('offer card missing');
  return {
    ...card,
    description: row.description,
    description_html: descriptionToHtml(row.description),
    tyt: row.tyt ?? '',
    url: row.url ?? null,
    code: row.multipleCodes ? null : (row.code ?? null),
    images: [...row.imageKeys],
    my_vote: viewer.myVote,
    saved: viewer.saved,
  };
}

export function toCoupon(card: OfferCard, row: OfferRow): Coupon {
  return {
    id: card.id,
    title: card.title,
    reduction: card.reduction,
    image_key: card.image_key,
    image_url: card.image_url,
    code: row.multipleCodes ? null : (row.code ?? null),
    url: row.url ?? null,
    init_date: card.init_date,
    end_date: card.end_date,
    description: row.description,
    description_html: descriptionToHtml(row.description),
    tyt: row.tyt ?? '',
    multiple_codes_offer: row.multipleCodes,
    codes_exhausted: card.codes_exhausted,
    expired: card.expired,
    shop: card.shop,
  };
}
