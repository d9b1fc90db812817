// What the summary shows: the hottest offers and codes published in the last 24 hours (the same
// for everyone), and each user's alert matches of those 24 hours (alerts set to «resumen diario»).
import { imageUrl, offerPath } from '@gangazo/contracts';
import { Types } from 'mongoose';
import { AlertMatchModel } from '../alerts/model';
import { OfferModel } from '../offers/model';
import { ShopModel } from '../shops/model';

export const DIGEST_ITEMS = { offers: 5, coupons: 5, alertMatches: 10 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestOffer {
  id: string;
  title: string;
  /** Absolute. */
  url: string;
  /** Absolute, from the image endpoint (or the offer's own image address); null without one. */
  image: string | null;
  price: number | null;
  reduction: string | null;
  shop: string | null;
  temperature: number;
}

interface OfferRow {
  _id: Types.ObjectId;
  title: string;
  price: number | null;
  reduction: string | null;
  shopId: Types.ObjectId | null;
  temperature: number;
  imageKeys: string[];
  imageUrl: string | null;
}

const PROJECTION = { title: 1, price: 1, reduction: 1, shopId: 1, temperature: 1, imageKeys: 1, imageUrl: 1 } as const;

function absolute(siteUrl: string, address: string): string {
  return /^https?:\/\//.test(address) ? address : `${siteUrl}${address.startsWith('/') ? '' : '/'}${address}`;
}

async function present(siteUrl: string, rows: OfferRow[]): Promise<DigestOffer[]> {
  const shopIds = [...new Set(rows.flatMap((row) => (row.shopId ? [String(row.shopId)] : [])))];
  const shops = shopIds.length ? await ShopModel.find({ _id: { $in: shopIds } }, { name: 1 }).lean<{ _id: Types.ObjectId; name: string }[]>() : [];
  const names = new Map(shops.map((shop) => [String(shop._id), shop.name]));
  return rows.map((row) => {
    const key = row.imageKeys[0];
    const image = key ? imageUrl(key, { width: 160, height: 160 }) : row.imageUrl;
    return {
      id: String(row._id),
      title: row.title,
      url: absolute(siteUrl, offerPath(row.title, String(row._id))),
      image: image ? absolute(siteUrl, image) : null,
      price: row.price ?? null,
      reduction: row.reduction ?? null,
      shop: row.shopId ? (names.get(String(row.shopId)) ?? null) : null,
      temperature: row.temperature ?? 0,
    };
  });
}

function publicFilter(now: Date) {
  return { status: 'published' as const, publishedAt: { $gt: new Date(now.getTime() - DAY_MS), $lte: now }, $or: [{ endsAt: null }, { endsAt: { $gt: now } }] };
}

export interface HottestOfDay {
  offers: DigestOffer[];
  coupons: DigestOffer[];
}

/** The hottest offers and codes published in the 24 hours before `now`. */
export async function hottestOfDay(siteUrl: string, now: Date): Promise<HottestOfDay> {
  const [offers, coupons] = await Promise.all(
    (['offer', 'coupon'] as const).map((kind) =>
      OfferModel.find({ kind, ...publicFilter(now) }, PROJECTION)
        .sort({ temperature: -1, publishedAt: -1 })
        .limit(kind === 'offer' ? DIGEST_ITEMS.offers : DIGEST_ITEMS.coupons)
        .lean<OfferRow[]>(),
    ),
  );
  return { offers: await present(siteUrl, offers ?? []), coupons: await present(siteUrl, coupons ?? []) };
}

/** Offers the user's «resumen diario» alerts found in the 24 hours before `now`, newest first, each once. */
export async function matchedForUser(siteUrl: string, userId: Types.ObjectId, now: Date): Promise<DigestOffer[]> {
  const matches = await AlertMatchModel.find({ userId, email: 'digest', createdAt: { $gt: new Date(now.getTime() - DAY_MS), $lte: now } }, { offerId: 1 })
    .sort({ createdAt: -1 })
    .limit(DIGEST_ITEMS.alertMatches * 3)
    .lean<{ offerId: Types.ObjectId }[]>();
  const ids = [...new Set(matches.map((match) => String(match.offerId)))].slice(0, DIGEST_ITEMS.alertMatches);
  if (ids.length === 0) return [];
  const rows = await OfferModel.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, status: 'published' }, PROJECTION).lean<OfferRow[]>();
  const byId = new Map(rows.map((row) => [String(row._id), row]));
  return present(siteUrl, ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as OfferRow] : [])));
}

/** Users with matches of «resumen diario» alerts in the window (they get the summary for them). */
export async function usersWithDigestMatches(now: Date): Promise<Types.ObjectId[]> {
  const rows = await AlertMatchModel.aggregate<{ _id: Types.ObjectId }>([
    { $match: { email: 'digest', createdAt: { $gt: new Date(now.getTime() - DAY_MS), $lte: now } } },
    { $group: { _id: '$userId' } },
  ]);
  return rows.map((row) => row._id);
}
